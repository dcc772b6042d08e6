// The engine's hints: their requests and answers, read back, and asked for the position
// shown by the controller's tick.
#include <doctest.h>

#include <algorithm>
#include <bit>
#include <chrono>
#include <string>
#include <thread>

#include "app/core/ai_request.hpp"
#include "app/core/controller.hpp"
#include "app/core/hints.hpp"
#include "app/core/review.hpp"
#include "engine/reversi/analysis.hpp"
#include "engine/reversi/game.hpp"

using namespace ishi::app;

namespace {

// The error that refused a text, or "" when it was read.
template <typename T>
std::string error_of(const ishi::Expected<T>& e) {
  return e ? "" : e.error();
}

// Ticks until the hints for the position shown have come (or about 20 s have passed).
const HintAnswer* wait_for_hints(AppState& app) {
  for (int i = 0; i < 4000; ++i) {
    tick_hints(app, 0);
    if (const HintAnswer* h = shown_hints(app)) return h;
    std::this_thread::sleep_for(std::chrono::milliseconds(5));
  }
  return nullptr;
}

// A game played to 12 empties, each side taking its legal move of the highest square (a
// real game, the same every time).
std::string endgame_transcript() {
  ishi::reversi::Game g;
  while (std::popcount(~(g.position().black() | g.position().white())) > 12 && !g.over()) {
    g.play(63 - std::countl_zero(g.position().moves()));
  }
  return ishi::reversi::transcript(g);
}

} // namespace

TEST_CASE("hint requests read back, and malformed ones are refused with a reason") {
  std::string r = gomoku_hint_request(ishi::gomoku::Rule::Renju, 15, "h8 i9", 0);
  CHECK(r == "hints gomoku renju 15 0 h8 i9");
  auto parsed = parse_request(r);
  REQUIRE(parsed);
  CHECK(parsed->hints);
  CHECK(parsed->moves == "h8 i9");
  CHECK(request_text(*parsed) == r);
  CHECK(gomoku_hint_request(ishi::gomoku::Rule::Freestyle, 15, "", 0) == "hints gomoku freestyle 15 0");
  std::string rv = reversi_hint_request(ishi::reversi::Position::initial(), 300);
  CHECK(rv.rfind("hints reversi ", 0) == 0);
  REQUIRE(parse_request(rv));
  CHECK(request_text(*parse_request(rv)) == rv);
  CHECK(answer_request("hints").rfind("error unknown request", 0) == 0);
  CHECK(answer_request("hints chess 1 2 3").rfind("error unknown request 'chess'", 0) == 0);
  CHECK(answer_request("hints gomoku freestyle 15 soon h8").rfind("error token 5 'soon'", 0) == 0);
  CHECK(answer_request("hints gomoku freestyle 15 0 h8 h8").rfind("error ", 0) == 0);
  CHECK(answer_request("hints reversi " + std::string(64, '-') + " X 0 extra").rfind("error ", 0) == 0);
}

TEST_CASE("Reversi hints value every legal move, exactly as the solver does near the end") {
  auto game = ishi::reversi::load_transcript(endgame_transcript());
  REQUIRE(game);
  const ishi::reversi::Position p = game->position();
  REQUIRE(std::popcount(~(p.black() | p.white())) == 12);
  auto answer = parse_hint_answer(answer_request(reversi_hint_request(p, 0)), 8);
  REQUIRE(answer);
  ishi::reversi::AnalysisLimits none{0, 0}; // solve every move
  auto exact = ishi::reversi::analyze_moves(p, none);
  REQUIRE(answer->moves.size() == exact.size());
  for (std::size_t i = 0; i < exact.size(); ++i) {
    INFO("move " << i);
    CHECK(answer->moves[i].exact);
    CHECK(answer->moves[i].score == exact[i].score);
  }
  // Best first.
  for (std::size_t i = 1; i < answer->moves.size(); ++i) CHECK(answer->moves[i - 1].score >= answer->moves[i].score);
}

TEST_CASE("Gomoku hints give the best move and the opponent's threats") {
  // White (to move after Black's h8 h9 h10 and White's i8 i9) faces an open three: the
  // points that would give Black a straight four are h7 and h11 (and its winning fours).
  auto text = answer_request("hints gomoku freestyle 15 0 h8 i8 h9 i9 h10");
  auto h = parse_hint_answer(text, 15);
  REQUIRE_MESSAGE(h, text);
  REQUIRE(h->moves.size() == 1);
  CHECK(
      (h->moves[0].move == "h7" || h->moves[0].move == "h11" || h->moves[0].move == "h6" || h->moves[0].move == "h12"));
  CHECK(h->straight.size() >= 2);
  CHECK(std::find(h->straight.begin(), h->straight.end(), "h11") != h->straight.end());
  CHECK(h->fives.empty());
  // Black to move with four in a column: its own five is the best move, and White (the
  // opponent) threatens nothing.
  auto win = parse_hint_answer(answer_request("hints gomoku freestyle 15 0 h8 a1 h9 a3 h10 a5 h11 a7"), 15);
  REQUIRE(win);
  CHECK((win->moves[0].move == "h7" || win->moves[0].move == "h12"));
  CHECK(win->moves[0].exact);
  // White's four (a1 a2 a3 a4) must be blocked at a5: shown as a five point.
  auto block = parse_hint_answer(answer_request("hints gomoku freestyle 15 0 h8 a1 j10 a2 l12 a3 n9 a4"), 15);
  REQUIRE(block);
  CHECK(block->moves[0].move == "a5");
  CHECK(block->fives == std::vector<std::string>{"a5"});
}

TEST_CASE("a Gomoku opponent's win by fours is named by its first point") {
  // White to move; Black has two open threes that cross at h8 (h8 i8 j8 and h8 h9 h10):
  // a straight four at either end of either wins.
  auto h = parse_hint_answer(answer_request("hints gomoku freestyle 15 0 h8 a1 i8 a3 j8 a5 h9 a7 h10"), 15);
  REQUIRE(h);
  const std::vector<std::string> straight_fours = {"g8", "k8", "h7", "h11"};
  CHECK_MESSAGE(std::find(straight_fours.begin(), straight_fours.end(), h->vcf) != straight_fours.end(), h->vcf);
}

TEST_CASE("hint answers read back, and malformed answers are errors") {
  auto h = parse_hint_answer("hints d3 400 exact c4 -200 d7 line d3 c4 fives e5 straight f6 g7 vcf k10", 15);
  REQUIRE(h);
  REQUIRE(h->moves.size() == 2);
  CHECK(h->moves[0].exact);
  CHECK(h->moves[1].depth == 7);
  CHECK(h->moves[1].score == -200);
  CHECK(h->line.size() == 2);
  CHECK(h->fives == std::vector<std::string>{"e5"});
  CHECK(h->straight.size() == 2);
  CHECK(h->vcf == "k10");
  CHECK(hint_answer_json(*h).find(R"("vcf":"k10")") != std::string::npos);
  CHECK(parse_hint_answer("hints", 15)); // a pass: no moves
  for (const char* bad : {"move d3", "error no move left", "hints d3 400", "hints d3 x exact", "hints d3 400 deep",
                          "hints d3 400 exact line", "hints d3 400 exact vcf a1 b2"}) {
    CAPTURE(bad);
    CHECK_FALSE(parse_hint_answer(bad, 15));
  }
}

TEST_CASE("hint answers with a point off the board, a negative depth or a part given twice are errors") {
  CHECK(parse_hint_answer("hints d3 400 d0 c4 -200 d7", 8));
  CHECK(error_of(parse_hint_answer("hints d3 400 d-3", 8)) == "token 4 'd-3' at column 14: not exact, proven or dN");
  CHECK(error_of(parse_hint_answer("hints i9 400 exact", 8)) == "token 2 'i9' at column 7: not a point of the board");
  for (const char* bad : {"hints - 400 exact", "hints pass 0 exact", "hints d3 400 d2 line d3 i1"}) {
    CAPTURE(bad);
    CHECK_FALSE(parse_hint_answer(bad, 8));
  }
  CHECK(parse_hint_answer("hints s19 10 d2 line s19 a1", 19));
  CHECK_FALSE(parse_hint_answer("hints s19 10 d2", 15)); // s is the 19th column
  for (const char* part : {"line h8 i9", "fives h8", "straight h8", "vcf h8"}) {
    CAPTURE(part);
    CHECK_FALSE(parse_hint_answer("hints h8 10 d2 " + std::string(part) + " z1", 15));
    auto twice = parse_hint_answer("hints h8 10 d2 " + std::string(part) + " " + part, 15);
    REQUIRE_FALSE(twice);
    CHECK(twice.error().find("a part given twice") != std::string::npos);
  }
}

TEST_CASE("the controller asks hints for the position shown, and a game played with them says so") {
  AppState app;
  Settings s;
  s.game = GameKind::Reversi;
  start_new_game(app, s, 1);
  REQUIRE(import_record(app, endgame_transcript()).ok);
  tick_hints(app, 0);
  CHECK(app.hint_request.empty()); // off by default
  CHECK(shown_hints(app) == nullptr);
  app.settings.engine_hints = true;
  const HintAnswer* h = wait_for_hints(app);
  REQUIRE(h);
  CHECK(h->moves.size() == static_cast<std::size_t>(std::popcount(app.reversi.game().position().moves())));
  CHECK(hints_used(app));
  CHECK_FALSE(hint_lines(app).empty());
  // A move makes the old hints stale at once, before the next tick asks again.
  CHECK(play_text(app, h->moves.front().move).ok);
  CHECK(shown_hints(app) == nullptr);
  // Browsing: the hints are those of the position shown.
  browse_to(app, 2);
  const HintAnswer* early = wait_for_hints(app);
  REQUIRE(early);
  CHECK(app.hint_request == app.reversi.hint_request(0));
  ishi::reversi::Position two = app.reversi.viewed_position();
  CHECK(early->moves.size() == static_cast<std::size_t>(std::popcount(two.moves())));
  browse_to(app, std::nullopt);
  // That survives a reload: it is saved with the game.
  AppState reloaded;
  restore(reloaded, save_text(current_save(app)), "");
  CHECK(current_record(reloaded) == current_record(app));
  CHECK(hints_used(reloaded));
  // A new game forgets that hints were used.
  start_new_game(app);
  CHECK_FALSE(hints_used(app));
  restore(reloaded, save_text(current_save(app)), "");
  CHECK_FALSE(hints_used(reloaded));
}

TEST_CASE("no hints and no review while the computer is to move, even while an earlier position is shown") {
  AppState app;
  start_new_game(app, *settings_from_text("opponent=computer;colour=black;level=beginner"), 1);
  app.settings.engine_hints = true;
  REQUIRE(play_text(app, "h8").ok); // the computer (White) is to move; its answer is never taken here
  tick_hints(app, 0);
  CHECK(app.hint_request.empty());
  browse_to(app, 0); // the computer thinks on meanwhile
  tick_hints(app, 0);
  CHECK(app.hint_request.empty());
  Reply r = hints_allowed(app);
  CHECK_FALSE(r.ok);
  CHECK(r.error.find("the computer is to move") == 0);
  // Its move would drop a review: none is started.
  r = start_review(app);
  CHECK_FALSE(r.ok);
  CHECK(r.error.find("the computer is to move") == 0);
  CHECK_FALSE(app.review_dialog);
  CHECK(app.review_request.empty());
  // Between people, the same earlier position has its hints.
  app.gomoku.drop_computer();
  CHECK(hints_allowed(app).ok);
  CHECK(review_allowed(app).ok);
  tick_hints(app, 0);
  CHECK(app.hint_request == app.gomoku.hint_request(0));
}

TEST_CASE("the opponent whose threats the hints name is the side not to move in the position shown") {
  AppState app;
  start_new_game(app, Settings{}, 1);
  app.settings.engine_hints = true;
  // Black's open three h8 h9 h10 with White to move, then Black to move after White's i10.
  REQUIRE(import_record(app, "h8 i8 h9 i9 h10 i10").ok);
  browse_to(app, 5);
  REQUIRE(app.gomoku.viewed_side_to_move() == "white");
  REQUIRE(wait_for_hints(app));
  auto lines = hint_lines(app);
  REQUIRE(lines.size() == 2);
  CHECK(lines[1].rfind("Black threatens", 0) == 0);
}
