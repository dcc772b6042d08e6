#pragma once
// A game gone through move by move: what each move lost against the best one, in discs.
// `ishi reversi review` prints it, and the page's Web Worker can call the same function
// (no threads; a budget per move).
//
// For each move, every legal move of the position before it is valued by analyze_moves
// (analysis.hpp): the final disc difference for the mover, exact when the solver proved it
// within the budget (so near the end of a game, for free), the search's estimate before.
// The loss is the best value minus the played move's value, in whole discs (rounded, never
// negative); the label grades it:
//
//   best        loss 0 (the played move is the best, or as good)
//   good        loss 1 or 2
//   inaccuracy  3 to 5
//   mistake     6 to 10
//   blunder     more than 10
//   pass        the mover had no legal move (nothing to analyse; loss 0)
//
// Exact values are final disc differences, which are even, so an exact loss of 2 (one disc
// turned the wrong way at the end) is still "good".

#include <atomic>
#include <cstdint>
#include <functional>
#include <string_view>
#include <vector>

#include "engine/reversi/game.hpp"

namespace ishi::reversi {

enum class ReviewLabel { Best, Good, Inaccuracy, Mistake, Blunder, Pass };

// "best", "good", "inaccuracy", "mistake", "blunder", "pass".
std::string_view review_label_name(ReviewLabel label);

// The grades' upper bounds in discs (see above).
inline constexpr int kGoodLoss = 2;
inline constexpr int kInaccuracyLoss = 5;
inline constexpr int kMistakeLoss = 10;
ReviewLabel label_for_loss(int loss_discs);

struct PlyReview {
  int ply = 0;      // 1 for the first move (passes count)
  int move = kPass; // the square played, or kPass
  int best = kPass; // the best square (kPass for a pass)
  int loss = 0;     // discs, >= 0
  ReviewLabel label = ReviewLabel::Pass;
  int score = 0;      // the played move's value for the mover, in centi-discs (analysis.hpp)
  int best_score = 0; // the best move's value, likewise
  bool exact = false; // both values proved by the solver
};

struct ReviewOptions {
  // Each move's analysis; both 0: no limit, every value exact (only for few empties).
  int max_millis = 300;
  std::uint64_t max_nodes = 0;
  // Set by another thread to end the review after the current move (the plies done so far
  // are returned).
  const std::atomic<bool>* stop = nullptr;
};

// Called after each move's review, in order (for a progress bar, or to print as it goes).
using PlyFn = std::function<void(const PlyReview&)>;

// One entry per move of the game (passes included), in order, from the game's start.
std::vector<PlyReview> review_game(const Game& game, const ReviewOptions& options, const PlyFn& on_ply = {});

} // namespace ishi::reversi
