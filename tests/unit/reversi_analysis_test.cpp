// Every move's value (engine/reversi/analysis.hpp) and the solver's limits.
#include <doctest.h>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <random>
#include <set>
#include <thread>

#include "engine/reversi/analysis.hpp"
#include "engine/reversi/endgame.hpp"
#include "reversi_test_positions.hpp"

using namespace ishi::reversi;
using ishi::testing::minimax;
using ishi::testing::random_endgame;

namespace {

// The value of a move by minimax: the final disc difference for the side that plays it.
int minimax_after(const Position& p, int square) { return -minimax(p.play(square)); }

std::set<int> legal_squares(const Position& p) {
  std::set<int> out;
  for (Bits m = p.moves(); m; m &= m - 1) out.insert(first_square(m));
  return out;
}

} // namespace

TEST_CASE("analysis of small endgames: every legal move once, exact, equal to minimax, best first") {
  std::mt19937 rng(5);
  for (int i = 0; i < 60; ++i) {
    Position p = random_endgame(rng, 1 + i % 10); // from the last empty square on
    std::vector<MoveValue> values = analyze_moves(p, {0, 0});
    std::set<int> seen;
    for (const MoveValue& v : values) seen.insert(v.square);
    REQUIRE(seen == legal_squares(p));
    REQUIRE(seen.size() == values.size());
    for (std::size_t k = 0; k < values.size(); ++k) {
      const MoveValue& v = values[k];
      CHECK(v.exact);
      CHECK(v.score == 100 * minimax_after(p, v.square));
      if (k > 0) CHECK(values[k - 1].score >= v.score);
    }
  }
}

TEST_CASE("analysis with a node budget: search values of one depth, exact values where the solver finishes") {
  std::mt19937 rng(9);
  for (int i = 0; i < 6; ++i) {
    Position p = random_endgame(rng, 24 + i);
    std::vector<MoveValue> a = analyze_moves(p, {0, 200000});
    std::set<int> seen;
    for (const MoveValue& v : a) seen.insert(v.square);
    REQUIRE(seen == legal_squares(p));
    REQUIRE(seen.size() == a.size());
    int depth = 0;
    for (std::size_t k = 0; k < a.size(); ++k) {
      if (!a[k].exact) {
        // All estimates come from one completed depth (or the end of the game, nearer).
        CHECK(a[k].depth >= 1);
        depth = std::max(depth, a[k].depth);
      }
      if (k > 0) CHECK(a[k - 1].score >= a[k].score);
    }
    CHECK(depth >= 2); // 100,000 nodes go deeper than one ply
  }
  // With 14 empties the solver proves every move well within a generous budget.
  Position p = random_endgame(rng, 14);
  Solver solver;
  for (const MoveValue& v : analyze_moves(p, {0, 50000000})) {
    CHECK(v.exact);
    CHECK(v.score == -100 * solver.solve(p.play(v.square)).score);
  }
}

TEST_CASE("a solve stopped by its limits says so, and the solver still proves the right score afterwards") {
  std::mt19937 rng(13);
  for (int i = 0; i < 4; ++i) {
    Position p = random_endgame(rng, 20);
    Solver limited;
    limited.set_limits(2000);
    SolveResult stopped = limited.solve(p);
    CHECK_FALSE(stopped.complete);
    limited.set_limits(0);
    SolveResult after = limited.solve(p);
    Solver fresh;
    SolveResult reference = fresh.solve(p);
    CHECK(after.complete);
    CHECK(after.score == reference.score);
  }
}

TEST_CASE("a stop flag ends the analysis promptly, every move still valued") {
  // A midgame, and a budget of 20 s that the analysis would use up without the flag.
  Position p = Position::initial().play(parse_square_name("f5")).play(parse_square_name("d6"));
  p = p.play(parse_square_name("c3"));
  std::atomic<bool> stop{true};
  AnalysisLimits limits{20000, 0, &stop};
  auto started = std::chrono::steady_clock::now();
  std::vector<MoveValue> values = analyze_moves(p, limits);
  auto elapsed = [&started] {
    return std::chrono::duration_cast<std::chrono::milliseconds>(std::chrono::steady_clock::now() - started).count();
  };
  CHECK(elapsed() < 1000);
  CHECK(values.size() == legal_squares(p).size()); // the first depth always finishes
#ifndef __EMSCRIPTEN__                             // the wasm build has no threads
  // Set by another thread while it runs.
  stop = false;
  started = std::chrono::steady_clock::now();
  std::thread stopper([&stop] {
    std::this_thread::sleep_for(std::chrono::milliseconds(100));
    stop = true;
  });
  values = analyze_moves(p, limits);
  stopper.join();
  CHECK(elapsed() < 1500);
  CHECK(values.size() == legal_squares(p).size());
#endif
}

TEST_CASE("whole discs from centi-discs round half away from zero") {
  CHECK(whole_discs(0) == 0);
  CHECK(whole_discs(149) == 1);
  CHECK(whole_discs(150) == 2);
  CHECK(whole_discs(-149) == -1);
  CHECK(whole_discs(-150) == -2);
  CHECK(whole_discs(-6400) == -64);
}

TEST_CASE("analysis of a position with no legal move is empty") {
  // Black to move on a board where Black has no move but White has.
  Position p = Position::initial();
  Position none{0, p.player | p.opponent, p.side};
  CHECK(analyze_moves(none, {0, 1000}).empty());
}
