#pragma once
// A game's review as the worker answers it (ai_request.hpp), read back into data for the
// review dialog, its graph and window.ishi.review().

#include <string>
#include <string_view>
#include <vector>

#include "engine/common/expected.hpp"

namespace ishi::app {

struct ReviewedPly {
  int ply = 0;       // 1 for the first move
  std::string mover; // "black" or "white"
  std::string move;  // "h8", "d3", "pass"
  std::string best;  // the engine's move, "pass", or "-"
  int score = 0;     // the position's value for the mover before the move
  int loss = 0;      // Reversi: discs; Gomoku: 0 or 1
  std::string label; // as the engines name them (reversi/review.hpp, gomoku/ai/review.hpp)

  // Does the engine name a point the mover could have played instead?
  bool has_best_point() const { return best != "-" && best != "pass"; }
};

struct ReviewAnswer {
  std::vector<ReviewedPly> plies;
};

// A "review ..." answer for a board of `board_points` a side; anything else (an "error ..."
// answer included) is an error, as are an unknown mover or label and a move that is not a
// point of that board (or a pass).
Expected<ReviewAnswer> parse_review_answer(std::string_view answer, int board_points);

// {"ok":true,"plies":[{"ply","mover","move","best","score","loss","label"}]}
std::string review_answer_json(const ReviewAnswer& r);

} // namespace ishi::app
