#pragma once
// Every legal move's value, for hints, review and `ishi reversi analyze`.
//
// Each move is first valued by the midgame search, all moves to the same depth, deepening
// while the first half of the budget lasts; then the exact solver tries the moves, best
// first, with what is left. A move's value is exact when the solver proved it, otherwise the
// search's estimate at the depth given.

#include <atomic>
#include <cstdint>
#include <vector>

#include "engine/reversi/position.hpp"

namespace ishi::reversi {

struct MoveValue {
  int square = -1;
  int score = 0;      // centi-discs for the side to move (exact: final disc difference x 100)
  bool exact = false; // proved by the solver
  int depth = 0;      // plies the search looked ahead after the move (when not exact)
};

struct AnalysisLimits {
  int max_millis = 1000;       // 0: no time limit
  std::uint64_t max_nodes = 0; // 0: no node limit (with no time limit: a budget the same on every machine)
  // Set by another thread to end the analysis soon, as it ends the midgame search
  // (search.hpp): the deepening stops and no further move is solved, every move keeping its
  // last value (a solve under way is not stopped: it ends within the budget).
  const std::atomic<bool>* stop = nullptr;
};
// With neither limit the analysis runs until every move is proved exact: fine for few
// empties, endless for a midgame.

// A value in centi-discs as whole discs, rounded half away from zero (150 is 2, -150 is -2).
constexpr int whole_discs(int centi_discs) {
  return centi_discs >= 0 ? (centi_discs + 50) / 100 : -((-centi_discs + 50) / 100);
}

// The legal moves of p with their values, best first (none when p has no legal move).
// The budget is kept except for the first search depth, which always finishes.
std::vector<MoveValue> analyze_moves(const Position& p, const AnalysisLimits& limits);

} // namespace ishi::reversi
