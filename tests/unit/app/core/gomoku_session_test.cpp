// The Gomoku screen's state: moves from clicks and text, notices, browsing, undo with a
// computer opponent, and the JSON the page's test API returns.
#include <doctest.h>

#include <set>
#include <string>

#include "../../test_boards.hpp"
#include "app/core/gomoku_session.hpp"
#include "app/core/i18n.hpp"

using ishi::Square;
using ishi::app::GomokuOptions;
using ishi::app::GomokuSession;
using ishi::app::NoticeStyle;
using namespace ishi::gomoku;

namespace {

bool contains(const std::string& haystack, const std::string& needle) {
  return haystack.find(needle) != std::string::npos;
}

void play_all(GomokuSession& s, std::initializer_list<const char*> moves) {
  for (const char* m : moves) REQUIRE_MESSAGE(s.play(std::string_view(m)).ok, m);
}

using Names = std::set<std::string>;

// The points a notice lights, by name.
Names lit(const GomokuSession& s) {
  Names out;
  for (Square p : s.popup()->highlight) out.insert(s.game().board().name(p));
  return out;
}

// A game against the computer (White) after the person's h8: the computer is to move.
GomokuSession after_h8_against_white() {
  GomokuSession s;
  GomokuOptions o;
  o.computer = Stone::White;
  s.new_game(o);
  REQUIRE(s.play(std::string_view("h8")).ok);
  return s;
}

GomokuOptions rule_options(Rule r, int size = 15) {
  GomokuOptions o;
  o.rule = r;
  o.size = size;
  return o;
}

} // namespace

TEST_CASE("a fresh session's state") {
  GomokuSession s;
  std::string j = s.state_json();
  CHECK(contains(
      j,
      R"({"game":"gomoku","rule":"freestyle","size":15,"moves":[],"moveNumber":1,"sideToMove":"black",)"
      R"("result":null,"winningRow":[],"lastWarning":null,"popup":null,"banner":null,"viewing":null,"computer":null,)"
      R"("forbidden":[],"canUndo":false,"canRedo":false})"));
}

TEST_CASE("a game won by five names the winning row, end to end") {
  GomokuSession s;
  for (const char* m : {"h8", "a1", "i8", "a3", "j8", "a5", "k8", "a7"}) REQUIRE(s.play(std::string_view(m)).ok);
  CHECK(s.winning_row().empty());
  REQUIRE(s.play(std::string_view("l8")).ok);
  CHECK(contains(s.state_json(), R"("winningRow":["h8","i8","j8","k8","l8"])"));
  CHECK(s.winning_row().size() == 5);
}

TEST_CASE("the side to move in the position shown") {
  GomokuSession s;
  CHECK(s.viewed_side_to_move() == "black");
  for (const char* m : {"h8", "a1", "i8"}) REQUIRE(s.play(std::string_view(m)).ok);
  CHECK(s.viewed_side_to_move() == "white");
  s.browse(2);
  CHECK(s.viewed_move_count() == 2);
  CHECK(s.viewed_side_to_move() == "black");
  s.browse(1);
  CHECK(s.viewed_side_to_move() == "white");
}

TEST_CASE("playing from text and from a click take the same path") {
  GomokuSession s;
  CHECK(s.play(std::string_view("h8")).ok);
  CHECK(s.play(Square{8, 6}).ok); // i9
  CHECK(contains(s.state_json(), R"("moves":["h8","i9"])"));
  CHECK(contains(s.state_json(), R"("sideToMove":"black")"));
  CHECK(s.pieces_placed() == 2);
}

TEST_CASE("a taken point raises the warning popup and changes nothing else") {
  GomokuSession s;
  play_all(s, {"h8"});
  auto r = s.play(std::string_view("h8"));
  CHECK_FALSE(r.ok);
  CHECK(r.error == "That point is taken");
  CHECK(s.popup().has_value());
  CHECK(s.last_warning()->kind == "taken");
  CHECK(s.last_warning()->point == "h8");
  CHECK(s.game().moves().size() == 1);
  s.dismiss_popup();
  CHECK_FALSE(s.popup().has_value());
  CHECK(s.last_warning()); // the last warning stays readable after its popup closes
}

TEST_CASE("malformed text is an error, not a warning, and changes nothing") {
  GomokuSession s;
  play_all(s, {"h8"});
  std::string before = s.state_json();
  for (const char* bad : {"", "z9", "h16", "8h", "h8 i9", "pass"}) {
    CAPTURE(bad);
    auto r = s.play(std::string_view(bad));
    CHECK_FALSE(r.ok);
    CHECK(contains(r.error, "is not a point"));
    CHECK(s.state_json() == before);
  }
}

TEST_CASE("five in a row ends the game and opens the game-over popup") {
  GomokuSession s;
  play_all(s, {"h8", "a1", "i8", "a3", "j8", "a5", "k8", "a7", "l8"});
  CHECK(s.game_over_popup_open());
  CHECK(s.status_line() == "Black wins: five in a row");
  CHECK(contains(s.state_json(), R"("result":{"winner":"black","reason":"five in a row"})"));
  auto r = s.play(std::string_view("o15"));
  CHECK_FALSE(r.ok);
  CHECK(s.last_warning()->kind == "game-over");
}

TEST_CASE("threes, fours and their combinations are announced, with the stones lit") {
  GomokuSession s;
  play_all(s, {"g8", "a1", "h8", "a3", "i8"});
  REQUIRE(s.popup());
  CHECK(s.popup()->kind == "three");
  CHECK(s.popup()->message == "Black made a three");
  CHECK(lit(s) == Names{"g8", "h8", "i8"});
  play_all(s, {"f8"}); // White blocks one end: the move answers the popup
  CHECK_FALSE(s.popup());
  play_all(s, {"j8"}); // a closed four
  REQUIRE(s.popup());
  CHECK(s.popup()->kind == "four");
  CHECK(s.popup()->message == "Black made a four");
  CHECK(lit(s) == Names{"g8", "h8", "i8", "j8"});
  // h8 makes a four on row 8 (d8 is White's) and a three on column h: a 4-3.
  GomokuSession t;
  play_all(t, {"e8", "d8", "f8", "a1", "g8", "a3", "h10", "a5", "h9", "a7", "h8"});
  REQUIRE(t.popup());
  CHECK(t.popup()->kind == "4-3");
  CHECK(t.popup()->message == "Black made a 4-3");
  CHECK(lit(t) == Names{"e8", "f8", "g8", "h8", "h9", "h10"});
  // With h11 too (and h12 White's), column h is a four as well: a 4-4.
  GomokuSession u;
  play_all(u, {"e8", "d8", "f8", "a1", "g8", "a3", "h11", "a5", "h10", "h12", "h9", "a7", "h8"});
  REQUIRE(u.popup());
  CHECK(u.popup()->kind == "4-4");
  CHECK(u.popup()->message == "Black made a 4-4");
  CHECK(lit(u) == Names{"e8", "f8", "g8", "h8", "h9", "h10", "h11"});
  // Two open threes through h8: a 3-3 (allowed in Freestyle).
  GomokuSession v;
  play_all(v, {"f8", "a1", "g8", "a3", "h10", "a5", "h9", "a7", "h8"});
  REQUIRE(v.popup());
  CHECK(v.popup()->kind == "3-3");
  CHECK(v.popup()->message == "Black made a 3-3");
  CHECK(lit(v) == Names{"f8", "g8", "h8", "h9", "h10"});
}

TEST_CASE("the tutorial's stopped-four position is announced as a four, not a three") {
  GomokuSession s;
  // f8 g8 . i8 with White's e8 at one end can only become a closed four: no three.
  play_all(s, {"f8", "e8", "g8", "a1", "i8"});
  CHECK_FALSE(s.popup());
  CHECK_FALSE(s.banner());
  CHECK_FALSE(s.last_warning());
  play_all(s, {"a3", "h8"});
  REQUIRE(s.popup());
  CHECK(s.popup()->kind == "four");
  CHECK(s.popup()->message == "Black made a four");
  CHECK(lit(s) == Names{"f8", "g8", "h8", "i8"});
}

TEST_CASE("notice styles: banner and off") {
  GomokuSession s;
  s.set_notice_styles(NoticeStyle::Banner, NoticeStyle::Off, NoticeStyle::Popup);
  play_all(s, {"g8", "a1", "h8", "a3", "i8"});
  CHECK_FALSE(s.popup());
  REQUIRE(s.banner());
  CHECK(s.banner()->kind == "three");
  play_all(s, {"f8", "j8"});
  CHECK_FALSE(s.popup());
  CHECK_FALSE(s.banner()); // fours are off
  CHECK(s.last_warning()->kind == "four");
}

TEST_CASE("renju: a forbidden click is refused with its reason and the lines are lit") {
  GomokuSession s;
  s.new_game(rule_options(Rule::Renju));
  play_all(s, {"f8", "a1", "g8", "a3", "h10", "a5", "h9", "a7"});
  CHECK(contains(s.state_json(), R"("forbidden":[{"point":"h8","kind":"double-three"}])"));
  auto r = s.play(std::string_view("h8"));
  CHECK_FALSE(r.ok);
  REQUIRE(s.popup());
  CHECK(s.popup()->kind == "forbidden");
  CHECK(s.popup()->message == "Double-three: forbidden for Black");
  CHECK(s.popup()->highlight.size() >= 5);
  CHECK(s.game().moves().size() == 8);
}

TEST_CASE("renju: the forbidden points follow the position, not the number of moves") {
  GomokuSession s;
  s.new_game(rule_options(Rule::Renju));
  play_all(s, {"f8", "a1", "g8", "a3", "h10", "a5", "h9", "a7"});
  CHECK(contains(s.state_json(), R"("forbidden":[{"point":"h8","kind":"double-three"}])"));
  // An import of another game with as many moves: h8 is no longer a double-three.
  REQUIRE(s.load_record("f8 a1 g8 a3 m10 a5 m9 a7").ok);
  CHECK(s.forbidden_points().empty());
  CHECK(contains(s.state_json(), R"("forbidden":[])"));
  // Undo, then a different move, with no look at the points in between.
  s.new_game(rule_options(Rule::Renju));
  play_all(s, {"f8", "a1", "g8", "a3", "h10", "a5", "h9", "a7"});
  REQUIRE(s.forbidden_points().size() == 1);
  REQUIRE(s.undo());
  play_all(s, {"h8"}); // White takes the point
  CHECK(s.forbidden_points().empty());
  // The same moves under another rule.
  s.new_game(rule_options(Rule::Renju));
  play_all(s, {"f8", "a1", "g8", "a3", "h10", "a5", "h9", "a7"});
  REQUIRE(s.forbidden_points().size() == 1);
  s.new_game(rule_options(Rule::Freestyle));
  REQUIRE(s.load_record("f8 a1 g8 a3 h10 a5 h9 a7").ok);
  CHECK(s.forbidden_points().empty());
}

TEST_CASE("classic: after a 4-4 or 4-3 the game asks whether to continue, and no ends it") {
  GomokuSession s;
  s.new_game(rule_options(Rule::Classic));
  play_all(s, {"e8", "d8", "f8", "a1", "g8", "a3", "h10", "a5", "h9", "a7", "h8"});
  REQUIRE(s.popup());
  CHECK(s.popup()->question);
  CHECK(s.popup()->message == "Black made a 4-3. Continue the game?");
  s.answer_question(true);
  CHECK_FALSE(s.game().result().over());
  CHECK(s.undo());
  play_all(s, {"h8"});
  s.answer_question(false);
  CHECK(s.game().result().outcome == Outcome::BlackWins);
  CHECK(s.game_over_popup_open());
  // And a double-three loses at once.
  GomokuSession t;
  t.new_game(rule_options(Rule::Classic));
  play_all(t, {"f8", "a1", "g8", "a3", "h10", "a5", "h9", "a7", "h8"});
  CHECK(t.game().result().outcome == Outcome::WhiteWins);
  CHECK(t.status_line() == "White wins: Black's double-three at h8 loses");
  ishi::app::set_language(ishi::app::Language::Japanese);
  CHECK(t.status_line() == "白の勝ち: 黒の三三（h8）で負け");
  ishi::app::set_language(ishi::app::Language::English);
  CHECK(s.status_line() == "Black wins: Black chose to stop at a 4-3");
}

TEST_CASE("renju: black left with only forbidden points ends the game, and the status says why") {
  for (const auto* rows : {&ishi::testing::kOnlyOverlineLeft, &ishi::testing::kWhiteFiveLeft}) {
    GomokuSession s;
    s.new_game(rule_options(Rule::Renju));
    std::string record;
    for (Square p : ishi::testing::alternating_moves(*rows)) record += s.game().board().name(p) + " ";
    REQUIRE(s.load_record(record).ok);
    CHECK(s.game_over());
    if (rows == &ishi::testing::kOnlyOverlineLeft) {
      CHECK(s.status_line() == "Draw: Black has no legal point left");
    } else {
      CHECK(s.status_line() == "White wins: Black has no legal point left to stop the five at h8");
      ishi::app::set_language(ishi::app::Language::Japanese);
      CHECK(s.status_line() == "白の勝ち: 黒は打てる点がなく、h8の五連を止められません");
      ishi::app::set_language(ishi::app::Language::English);
    }
  }
}

TEST_CASE("browsing earlier moves keeps the later ones") {
  GomokuSession s;
  play_all(s, {"h8", "i9", "j10"});
  s.browse_step(-1);
  CHECK(s.viewed_ply() == 2);
  CHECK(s.viewed_board().stone_count() == 2);
  s.browse(0);
  CHECK(s.viewed_board().stone_count() == 0);
  CHECK(s.game().moves().size() == 3);
  CHECK_FALSE(s.play(std::string_view("a1")).ok); // a click while browsing returns to the game
  CHECK_FALSE(s.viewed_ply());
  CHECK(s.play(std::string_view("a1")).ok);
  s.browse_step(+1);
  CHECK_FALSE(s.viewed_ply());
}

TEST_CASE("against the computer, undo takes back its reply too") {
  GomokuSession s = after_h8_against_white();
  CHECK(s.computer_to_move());
  CHECK_FALSE(s.play(std::string_view("a1")).ok); // not the person's turn
  CHECK(s.computer_play(*s.game().board().parse("i9")).ok);
  CHECK_FALSE(s.computer_play(*s.game().board().parse("i10")).ok); // not the computer's turn
  play_all(s, {"h9"});
  REQUIRE(s.computer_play(*s.game().board().parse("i10")).ok);
  CHECK(s.undo());
  CHECK(s.game().moves().size() == 2);
  CHECK_FALSE(s.computer_to_move());
  CHECK(s.redo());
  CHECK(s.game().moves().size() == 4);
}

TEST_CASE("new game keeps the chosen options and clears notices, and records load with checks") {
  GomokuSession s;
  play_all(s, {"h8"});
  s.play(std::string_view("h8"));
  s.new_game(rule_options(Rule::Renju, 19));
  CHECK(contains(s.state_json(), R"("rule":"renju","size":19,"moves":[])"));
  CHECK(contains(s.state_json(), R"("lastWarning":null)"));
  CHECK(s.play(std::string_view("s19")).ok);
  s.new_game();
  CHECK(s.options().size == 19);
  CHECK(s.game().moves().empty());
  CHECK(s.load_record("k10 k11 l10").ok);
  CHECK(s.game().moves().size() == 3);
  auto bad = s.load_record("k10 zz");
  CHECK_FALSE(bad.ok);
  CHECK(contains(bad.error, "token 2 'zz'"));
  CHECK(s.game().moves().size() == 3);
}

TEST_CASE("without the computer, the person plays its colour too") {
  GomokuSession s = after_h8_against_white();
  REQUIRE(s.computer_to_move());
  s.drop_computer();
  CHECK(s.computer_colour().empty());
  CHECK_FALSE(s.computer_to_move());
  play_all(s, {"i9", "j10"});
  CHECK(s.game().moves().size() == 3);
}
