// The match referee: fives and overlines per rule, Renju fouls by the exact checker, a
// Black five that also makes an overline, full boards and refused points.
#include <doctest.h>

#include <string>

#include "engine/common/tokens.hpp"
#include "engine/gomoku/referee.hpp"

using namespace ishi::gomoku;
using ishi::Square;

namespace {

// Plays the moves; every one but the last must be an ordinary move. The last one's verdict.
Verdict play_all(Referee& r, const std::string& moves) {
  auto tokens = ishi::split_tokens(moves);
  Verdict v = Verdict::Continue;
  for (std::size_t k = 0; k < tokens.size(); ++k) {
    REQUIRE_MESSAGE(v == Verdict::Continue, "move before ", tokens[k].text);
    auto s = r.game().board().parse(tokens[k].text);
    REQUIRE_MESSAGE(s, tokens[k].text);
    v = r.play(*s);
  }
  return v;
}

Verdict judge(Rule rule, const std::string& moves) {
  Referee r(rule, 15);
  return play_all(r, moves);
}

// Black c8 d8 e8 g8 h8 (White on column a), then f8: six in a row for Black.
const std::string kBlackOverline = "c8 a1 d8 a3 e8 a5 g8 a7 h8 a9 f8";
// The same six for White.
const std::string kWhiteOverline = "a1 c8 a3 d8 a5 e8 a7 g8 a9 h8 a11 f8";

} // namespace

TEST_CASE("referee: five in a row wins under every rule") {
  for (Rule rule : {Rule::Freestyle, Rule::Standard, Rule::Renju}) {
    Referee r(rule, 15);
    CHECK(play_all(r, "h8 a1 i8 a3 j8 a5 k8 a7 l8") == Verdict::Five);
    CHECK(r.game().result().outcome == Outcome::BlackWins);
    CHECK(r.play({0, 0}) == Verdict::Over); // nothing after the end
    CHECK(r.moves().size() == 9);
  }
  CHECK(judge(Rule::Renju, "a1 h8 a3 i8 a5 j8 a7 k8 a10 l8") == Verdict::Five); // White too
}

TEST_CASE("referee: an overline wins in Freestyle, is a move in Standard, a foul for Black in Renju") {
  CHECK(judge(Rule::Freestyle, kBlackOverline) == Verdict::Five);
  CHECK(judge(Rule::Standard, kBlackOverline) == Verdict::Continue);
  CHECK(judge(Rule::Standard, kWhiteOverline) == Verdict::Continue);
  Referee r(Rule::Renju, 15);
  CHECK(play_all(r, kBlackOverline) == Verdict::Foul);
  CHECK(r.game().result().outcome == Outcome::WhiteWins);
  CHECK(r.game().result().shape == "overline");
  CHECK(r.moves().size() == 11);                              // the foul is on the board
  CHECK(judge(Rule::Renju, kWhiteOverline) == Verdict::Five); // White wins with six
}

TEST_CASE("referee: under Renju a Black five wins even when the same stone makes an overline") {
  // Black e8 f8 g8 i8 across and h5 h6 h7 h9 h10 down: h8 makes exactly five across and
  // six down. (A manager that judges the overline first would call it a foul.)
  const std::string moves = "h5 o1 h6 o3 h10 o5 e8 o7 f8 o9 i8 o11 h9 o13 g8 o15 h7 m1 h8";
  Referee r(Rule::Renju, 15);
  CHECK(play_all(r, moves) == Verdict::Five);
  CHECK(r.game().result().outcome == Outcome::BlackWins);
  // Without the five across (no i8), the same point is an overline: a foul.
  CHECK(judge(Rule::Renju, "h5 o1 h6 o3 h10 o5 e8 o7 f8 o9 a15 o11 h9 o13 g8 o15 h7 m1 h8") == Verdict::Foul);
}

TEST_CASE("referee: Black's double-three and double-four are fouls under Renju only") {
  const std::string double_three = "f8 a1 g8 a3 h10 a5 h9 a7 h8";
  const std::string double_four = "d8 a1 f8 a3 h8 a5 j8 a7 g8"; // d8 . f8 g8 h8 . j8: two fours on one line
  Referee r(Rule::Renju, 15);
  CHECK(play_all(r, double_three) == Verdict::Foul);
  CHECK(r.game().result().shape == "double-three");
  Referee r4(Rule::Renju, 15);
  CHECK(play_all(r4, double_four) == Verdict::Foul);
  CHECK(r4.game().result().shape == "double-four");
  CHECK(judge(Rule::Freestyle, double_three) == Verdict::Continue);
  CHECK(judge(Rule::Standard, double_four) == Verdict::Continue);
  // White may: the same double-three by White is a move.
  CHECK(judge(Rule::Renju, "o15 f8 a1 g8 a3 h10 a5 h9 a7 h8") == Verdict::Continue);
}

TEST_CASE("referee: taken and off-board points are refused and change nothing") {
  Referee r(Rule::Freestyle, 15);
  CHECK(r.play({7, 7}) == Verdict::Continue);
  CHECK(r.play({7, 7}) == Verdict::Occupied);
  CHECK(r.play({15, 3}) == Verdict::OffBoard);
  CHECK(r.play({-1, 3}) == Verdict::OffBoard);
  CHECK(r.moves().size() == 1);
  CHECK(r.side_to_move() == Stone::White);
}

TEST_CASE("referee: the last point taken without a five is a draw") {
  // Colour by ((x / 2) + y) % 2: runs of at most two in every direction; 113 points of
  // colour 0 (Black) and 112 of colour 1 (White), played alternately.
  for (Rule rule : {Rule::Freestyle, Rule::Standard}) {
    std::vector<Square> black, white;
    for (int y = 0; y < 15; ++y) {
      for (int x = 0; x < 15; ++x) ((x / 2 + y) % 2 == 0 ? black : white).push_back({x, y});
    }
    REQUIRE(black.size() == 113);
    Referee r(rule, 15);
    for (std::size_t k = 0; k < 225; ++k) {
      Square s = k % 2 == 0 ? black[k / 2] : white[k / 2];
      Verdict v = r.play(s);
      if (k < 224) {
        REQUIRE(v == Verdict::Continue);
      } else {
        CHECK(v == Verdict::Full);
      }
    }
    CHECK(r.game().result().outcome == Outcome::Draw);
  }
}
