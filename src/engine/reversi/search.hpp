#pragma once
// The midgame searcher: iterative deepening, principal-variation alpha-beta with a
// transposition table and move ordering, over the trained pattern evaluation (or the
// hand-tuned one in eval.hpp, see SearchLimits::trained_eval). When few
// empties remain it hands over to the exact endgame solver.

#include <atomic>
#include <cstdint>
#include <functional>

#include "engine/reversi/position.hpp"

namespace ishi::reversi {

// Scores beyond this mean the search saw the end of the game: kGameOverScore + the final
// disc difference x 100 (minus, for a loss).
constexpr int kGameOverScore = 100000;

struct SearchLimits {
  int max_depth = 60;          // plies
  std::uint64_t max_nodes = 0; // 0: no limit (deterministic budget)
  int max_millis = 0;          // 0: no limit (depends on the machine's speed)
  int exact_empties = 16;      // solve exactly from this many empties down
  // The trained pattern evaluation (patterns.hpp) at the leaves and for move ordering; false:
  // the hand-tuned one (eval.hpp), which the easier levels keep.
  bool trained_eval = true;
  // Set by another thread to end the search soon with its best move so far (the exact
  // solver, used only for few empties, is not stopped).
  const std::atomic<bool>* stop = nullptr;
};

struct SearchProgress {
  int depth = 0;      // plies completed (or the empties solved, when exact)
  int best = -1;      // best square so far, -1 for a pass
  int score = 0;      // centi-discs for the side to move (exact: disc difference x 100)
  bool exact = false; // the score is the exact final result
  std::uint64_t nodes = 0;
};

using ProgressFn = std::function<void(const SearchProgress&)>;

// Searches the position within the limits and returns the best move found (the last
// report). A position with a legal move always gets one, even when the budget ends before
// depth 1 is done (then the move the ordering tries first); with none, best is -1.
SearchProgress search_best_move(const Position& p, const SearchLimits& limits, const ProgressFn& progress = {});

} // namespace ishi::reversi
