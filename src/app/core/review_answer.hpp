#pragma once
// A game's review as the worker answers it (ai_request.hpp), read back into data for the
// review dialog, its graph and window.ishi.review().

#include <string>
#include <string_view>
#include <vector>

#include "engine/common/expected.hpp"

namespace ishi::app {

struct ReviewedPly {
  int ply = 0;      // 1 for the first move
  std::string move; // "h8", "d3", "pass"
  std::string best; // the engine's move, or "-"
  int score = 0;    // the position's value for the mover before the move
  int loss = 0;     // Reversi: discs; Gomoku: 0 or 1
  std::string label;
};

struct ReviewAnswer {
  std::vector<ReviewedPly> plies;
};

// A "review ..." answer; anything else (an "error ..." answer included) is an error.
Expected<ReviewAnswer> parse_review_answer(std::string_view answer);

// {"ok":true,"plies":[{"ply","move","best","score","loss","label"}]}
std::string review_answer_json(const ReviewAnswer& r);

} // namespace ishi::app
