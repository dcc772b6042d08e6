#include <doctest.h>

#include <random>
#include <string>
#include <vector>

#include "engine/gomoku/game.hpp"
#include "engine/gomoku/threats.hpp"
#include "test_boards.hpp"

using namespace ishi::gomoku;
using ishi::Square;

namespace {

// Plays space-separated moves; fails the test on any refusal.
void play_all(Game& g, const std::string& moves) {
  std::size_t i = 0;
  while (i < moves.size()) {
    std::size_t j = moves.find(' ', i);
    if (j == std::string::npos) j = moves.size();
    std::string tok = moves.substr(i, j - i);
    auto s = g.board().parse(tok);
    REQUIRE_MESSAGE(s, tok);
    REQUIRE_MESSAGE(g.play(*s) == MoveStatus::Played, tok);
    i = j + 1;
  }
}

Square at(const Game& g, const char* name) { return *g.board().parse(name); }

} // namespace

TEST_CASE("black moves first and colours alternate") {
  Game g;
  CHECK(g.side_to_move() == Stone::Black);
  play_all(g, "h8");
  CHECK(g.board().at(at(g, "h8")) == Stone::Black);
  CHECK(g.side_to_move() == Stone::White);
  play_all(g, "i9");
  CHECK(g.board().at(at(g, "i9")) == Stone::White);
  CHECK(g.moves().size() == 2);
}

TEST_CASE("a taken point is refused and nothing changes") {
  Game g;
  play_all(g, "h8");
  CHECK(g.play(at(g, "h8")) == MoveStatus::Occupied);
  CHECK(g.moves().size() == 1);
  CHECK(g.side_to_move() == Stone::White);
  CHECK(g.play({-1, 3}) == MoveStatus::OffBoard);
  CHECK(g.play({15, 3}) == MoveStatus::OffBoard);
  CHECK(g.moves().size() == 1);
}

TEST_CASE("five in a row wins in every direction") {
  // Black's five is the last move each time; White plays far away.
  const char* lines[] = {
      "h8 a1 i8 a3 j8 a5 k8 a7 l8",     // horizontal
      "h8 a1 h9 a3 h10 a5 h11 a7 h12",  // vertical
      "d4 a15 e5 c15 f6 e15 g7 g15 h8", // diagonal
      "d12 a1 e11 c1 f10 e1 g9 g1 h8",  // anti-diagonal
      "h8 a1 i8 a3 k8 a5 l8 a7 j8",     // completed in the middle
  };
  for (const char* moves : lines) {
    CAPTURE(moves);
    Game g;
    play_all(g, moves);
    CHECK(g.result().outcome == Outcome::BlackWins);
    CHECK(g.result().reason == "five in a row");
    CHECK(g.play(at(g, "o15")) == MoveStatus::GameOver);
  }
}

TEST_CASE("white wins with five too") {
  Game g;
  play_all(g, "a1 h8 a3 i8 a5 j8 a7 k8 a9 l8");
  CHECK(g.result().outcome == Outcome::WhiteWins);
}

TEST_CASE("four is not five, and a blocked line does not win") {
  Game g;
  play_all(g, "h8 g8 i8 a1 j8 a3 k8");
  CHECK_FALSE(g.result().over());
  play_all(g, "l8"); // white blocks at l8
  CHECK_FALSE(g.result().over());
}

TEST_CASE("black's overline: a win, nothing, a loss or a refused move, by rule") {
  const char* moves = "a8 a1 b8 a3 c8 a5 e8 a7 f8 a9 g8 a11"; // then d8 joins a8..g8: seven
  auto play_overline = [&](Game& g) {
    play_all(g, moves);
    return g.play(at(g, "d8"));
  };
  Game freestyle(Rule::Freestyle);
  CHECK(play_overline(freestyle) == MoveStatus::Played);
  CHECK(freestyle.result().outcome == Outcome::BlackWins);

  Game standard(Rule::Standard);
  CHECK(play_overline(standard) == MoveStatus::Played);
  CHECK_FALSE(standard.result().over());

  Game classic(Rule::Classic);
  CHECK(play_overline(classic) == MoveStatus::Played);
  CHECK(classic.result().outcome == Outcome::WhiteWins);
  CHECK(classic.result().reason == "Black's overline at d8 loses");

  Game renju(Rule::Renju);
  CHECK(play_overline(renju) == MoveStatus::Forbidden);
  CHECK(renju.last_refused_foul() == Foul::Overline);
  CHECK(renju.moves().size() == 12);
  CHECK(renju.board().at(at(renju, "d8")) == Stone::Empty);

  Game tournament(Rule::Renju, 15, ForbiddenPolicy::Lose);
  CHECK(play_overline(tournament) == MoveStatus::Played);
  CHECK(tournament.result().outcome == Outcome::WhiteWins);
  CHECK(tournament.result().reason == "Black's forbidden overline at d8");
}

TEST_CASE("under renju white wins with an overline, black does not") {
  Game g(Rule::Renju);
  play_all(g, "a1 a8 a3 b8 a5 c8 a7 e8 a9 f8 a11 g8 a13 d8");
  CHECK(g.result().outcome == Outcome::WhiteWins);
}

TEST_CASE("the edge of a 19x19 board") {
  Game g(Rule::Freestyle, 19);
  play_all(g, "s19 a1 s18 a3 s17 a5 s16 a7 s15");
  CHECK(g.result().outcome == Outcome::BlackWins);
}

TEST_CASE("undo and redo") {
  Game g;
  play_all(g, "h8 i9 h9 i10 h10 i11 h11 i12 h12");
  REQUIRE(g.result().outcome == Outcome::BlackWins);
  CHECK(g.undo());
  CHECK_FALSE(g.result().over());
  CHECK(g.board().at(at(g, "h12")) == Stone::Empty);
  CHECK(g.side_to_move() == Stone::Black);
  CHECK(g.redo());
  CHECK(g.result().outcome == Outcome::BlackWins);
  CHECK(g.undo());
  play_all(g, "a1"); // a new move drops the redo list
  CHECK_FALSE(g.can_redo());
  while (g.undo()) {
  }
  CHECK(g.board().stone_count() == 0);
  CHECK_FALSE(g.undo());
}

TEST_CASE("a full board without five is a draw") {
  // Pairs of columns alternate colour row by row: no five in any direction, and Black
  // owns 113 of the 225 points, one more than White, as the move order requires.
  Game g;
  int n = g.board().size();
  std::vector<Square> black, white;
  for (int y = 0; y < n; ++y) {
    for (int x = 0; x < n; ++x) (((x / 2) + y) % 2 == 0 ? black : white).push_back({x, y});
  }
  REQUIRE(black.size() == white.size() + 1);
  for (std::size_t i = 0; i < black.size(); ++i) {
    REQUIRE(g.play(black[i]) == MoveStatus::Played);
    if (i < white.size()) REQUIRE(g.play(white[i]) == MoveStatus::Played);
  }
  CHECK(g.result().outcome == Outcome::Draw);
  CHECK(g.board().full());
  CHECK(g.play({0, 0}) == MoveStatus::GameOver);
}

namespace {

// Plays the moves of ishi::testing::alternating_moves; every move but the last must leave
// the game going on.
void play_board(Game& g, const std::vector<std::string>& rows) {
  std::vector<Square> moves = ishi::testing::alternating_moves(rows);
  REQUIRE(!moves.empty());
  for (std::size_t i = 0; i < moves.size(); ++i) {
    REQUIRE(g.play(moves[i]) == MoveStatus::Played);
    if (i + 1 < moves.size()) REQUIRE_MESSAGE(!g.result().over(), g.result().reason);
  }
}

} // namespace

TEST_CASE("renju: black left with only forbidden points cannot move, and the game ends") {
  SUBCASE("a draw when white has no five to make") {
    for (ForbiddenPolicy policy : {ForbiddenPolicy::Refuse, ForbiddenPolicy::Lose}) {
      Game g(Rule::Renju, 15, policy);
      play_board(g, ishi::testing::kOnlyOverlineLeft);
      CHECK(renju_foul(g.board(), at(g, "d15")) == Foul::Overline);
      CHECK(g.result().outcome == Outcome::Draw);
      CHECK(g.result().ending == Ending::NoLegalPoint);
      CHECK(g.result().reason == "Black has no legal point left");
      CHECK(g.play(at(g, "d15")) == MoveStatus::GameOver);
      REQUIRE(g.undo()); // undo reopens it like any ending
      CHECK(!g.result().over());
      REQUIRE(g.redo());
      CHECK(g.result().ending == Ending::NoLegalPoint);
    }
  }
  SUBCASE("white wins when its five point is the one black may not take") {
    Game g(Rule::Renju, 15, ForbiddenPolicy::Refuse);
    play_board(g, ishi::testing::kWhiteFiveLeft);
    CHECK(renju_foul(g.board(), at(g, "h8")) == Foul::Overline);
    CHECK(g.result().outcome == Outcome::WhiteWins);
    CHECK(g.result().ending == Ending::NoLegalPoint);
    REQUIRE(g.result().point);
    CHECK(*g.result().point == at(g, "h8"));
  }
  SUBCASE("other rule sets forbid nothing: black plays the last point") {
    Game g(Rule::Standard, 15);
    play_board(g, ishi::testing::kOnlyOverlineLeft);
    CHECK(!g.result().over());
    CHECK(g.play(at(g, "d15")) == MoveStatus::Played); // an overline is an ordinary move here
    CHECK(g.result().ending == Ending::BoardFull);
  }
}

TEST_CASE("renju: black's double-three is refused with its reason, white's is allowed") {
  Game g(Rule::Renju);
  play_all(g, "f8 a1 g8 a3 h10 a5 h9 a7");
  CHECK(g.play(at(g, "h8")) == MoveStatus::Forbidden);
  CHECK(g.last_refused_foul() == Foul::DoubleThree);
  CHECK(g.moves().size() == 8);
  CHECK(g.side_to_move() == Stone::Black);
  // White may make the same shape.
  Game w(Rule::Renju);
  play_all(w, "a1 f8 a3 g8 a5 h10 a7 h9 a9 h8");
  CHECK_FALSE(w.result().over());
}

TEST_CASE("renju: a five wins even when it also makes a double-four") {
  Game g(Rule::Renju);
  // h8: row 8 d8..h8 is five; column h8..h11 and the diagonal h8 i7 j6 k5 are two fours.
  play_all(g, "d8 a1 e8 a3 f8 a5 g8 a7 h9 a9 h10 a11 h11 a13 i7 a15 j6 o1 k5 o3");
  Board probe = g.board();
  probe.set(at(g, "h8"), Stone::Black);
  MoveAnalysis a = analyze_move(probe, at(g, "h8"), Rule::Renju);
  CHECK(a.has(ThreatKind::Five));
  CHECK(a.fours() == 2);
  // Without the five (d8 away) the same point is a forbidden double-four.
  Board no_five = g.board();
  no_five.set(at(g, "d8"), Stone::Empty);
  CHECK(renju_foul(no_five, at(g, "h8")) == Foul::DoubleFour);
  play_all(g, "h8");
  CHECK(g.result().outcome == Outcome::BlackWins);
  CHECK(g.result().ending == Ending::Five);
}

TEST_CASE("classic: a double-three loses, a 4-4 and a 4-3 are allowed, for both colours") {
  Game g(Rule::Classic);
  play_all(g, "f8 a1 g8 a3 h10 a5 h9 a7 h8");
  CHECK(g.result().outcome == Outcome::WhiteWins);
  CHECK(g.result().reason == "Black's double-three at h8 loses");
  Game w(Rule::Classic);
  play_all(w, "a1 f8 a3 g8 a5 h10 a7 h9 o15 h8");
  CHECK(w.result().outcome == Outcome::BlackWins);
  Game four4(Rule::Classic);
  play_all(four4, "e8 d8 f8 a1 g8 a3 h11 a5 h10 h12 h9 a7 h8");
  CHECK_FALSE(four4.result().over());
}

TEST_CASE("standard: white's overline does not win either") {
  Game g(Rule::Standard);
  play_all(g, "a1 a8 a3 b8 a5 c8 a7 e8 a9 f8 a11 g8 a13 d8");
  CHECK_FALSE(g.result().over());
}

TEST_CASE("the board's kept stone count equals a count of its points through any sets") {
  std::mt19937 rng(5);
  for (int size : {15, 19}) {
    Board b(size);
    for (int step = 0; step < 3000; ++step) {
      Square s{static_cast<int>(rng() % static_cast<unsigned>(size)),
               static_cast<int>(rng() % static_cast<unsigned>(size))};
      b.set(s, static_cast<Stone>(rng() % 3)); // overwrites and clears included
      int scanned = 0;
      for (int y = 0; y < size; ++y) {
        for (int x = 0; x < size; ++x) scanned += b.at({x, y}) != Stone::Empty;
      }
      REQUIRE(b.stone_count() == scanned);
      REQUIRE(b.full() == (scanned == size * size));
    }
  }
}
