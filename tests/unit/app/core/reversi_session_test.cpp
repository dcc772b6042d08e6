// The Reversi screen's state: refused moves, passes, results, browsing and its JSON.
#include <doctest.h>

#include <bit>
#include <string>

#include "app/core/reversi_session.hpp"

using namespace ishi::app;

namespace {
bool contains(const std::string& s, const std::string& part) { return s.find(part) != std::string::npos; }

// A game against the computer (White) after the person's f5: the computer is to move.
ReversiSession after_f5_against_white() {
  ReversiSession s;
  ReversiOptions o;
  o.computer = ishi::reversi::Side::White;
  s.new_game(o);
  REQUIRE(s.play(std::string_view("f5")).ok);
  REQUIRE(s.computer_to_move());
  return s;
}
} // namespace

TEST_CASE("the Reversi screen: refused moves, passes, results and browsing") {
  ReversiSession s;
  CHECK_FALSE(s.play(std::string_view("a1")).ok);
  CHECK(s.popup()->message == "That move flips nothing");
  CHECK_FALSE(s.play(std::string_view("d4")).ok);
  CHECK(s.popup()->message == "That square already has a disc");
  CHECK_FALSE(s.play(std::string_view("zz")).ok);
  CHECK(s.play(std::string_view("f5")).ok);
  CHECK_FALSE(s.popup());
  CHECK(s.last_flips() == ishi::reversi::bit(ishi::reversi::parse_square_name("e5")));
  CHECK(contains(s.state_json(), R"("moves":["f5"])"));
  CHECK(contains(s.state_json(), R"("discs":{"black":4,"white":1})"));
  CHECK(s.load_record("f5d6c3d3c4").ok);
  s.browse_step(-2);
  CHECK(s.viewed_ply() == 3);
  CHECK(s.game().moves().size() == 5);
  CHECK(s.status_line().rfind("White to play  (Black ", 0) == 0);
  CHECK_FALSE(s.load_record("f5f5").ok);
  CHECK(s.game().moves().size() == 5);
}

TEST_CASE("the side to move in the position shown follows the game's passes") {
  // Each side plays its legal move of the lowest square: Black passes at move 19.
  ReversiSession s;
  for (int i = 0; i < 19; ++i) {
    int square = std::countr_zero(s.game().position().moves());
    REQUIRE(s.play(std::string_view(ishi::reversi::square_name(square))).ok);
  }
  REQUIRE(s.game().moves()[18] == ishi::reversi::kPass); // the game made it
  CHECK(s.viewed_side_to_move() == "white");
  s.browse(18);
  CHECK(s.viewed_side_to_move() == "black"); // the side that passes
  s.browse(17);
  CHECK(s.viewed_side_to_move() == "white");
}

TEST_CASE("a pass is refused while the side to move has a legal move, and changes nothing") {
  ReversiSession s = after_f5_against_white();
  std::string before = s.state_json();
  // The computer answering "pass" with moves to play.
  auto r = s.computer_play("pass");
  CHECK_FALSE(r.ok);
  CHECK(contains(r.error, "legal move"));
  CHECK(s.state_json() == before);
  // A malformed answer is an error, not a notice for the person.
  r = s.computer_play("zz");
  CHECK_FALSE(r.ok);
  CHECK(contains(r.error, "'zz' is not a square"));
  CHECK_FALSE(s.popup());
  CHECK(s.state_json() == before);
  REQUIRE(s.computer_play("d6").ok);
  // A person's "pass" with moves to play.
  before = s.state_json();
  r = s.play(std::string_view("pass"));
  CHECK_FALSE(r.ok);
  CHECK(contains(r.error, "legal move"));
  CHECK(s.state_json() == before);
}

TEST_CASE("without the computer, the person plays its side too") {
  ReversiSession s = after_f5_against_white();
  s.drop_computer();
  CHECK(s.computer_colour().empty());
  CHECK(s.play(std::string_view("d6")).ok);
}
