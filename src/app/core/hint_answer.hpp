#pragma once
// The engine's hints as the worker answers them (ai_request.hpp), read back into data for
// the board, the panel and window.ishi.hints(). Names of points stay text ("h8", "d3"):
// the view places them with the session's board.

#include <string>
#include <string_view>
#include <vector>

#include "engine/common/expected.hpp"

namespace ishi::app {

struct HintMove {
  std::string move;
  int score = 0;      // Reversi: centi-discs; Gomoku: evaluation units or a win score
  bool exact = false; // Reversi: solved; Gomoku: a proven win or loss
  int depth = 0;      // the search's depth when not exact
};

struct HintAnswer {
  std::vector<HintMove> moves;       // best first (Reversi: every legal move; Gomoku: the best)
  std::vector<std::string> line;     // Gomoku: the best line
  std::vector<std::string> fives;    // Gomoku: where the opponent would make five
  std::vector<std::string> straight; // Gomoku: where it would make a straight four
  std::string vcf;                   // Gomoku: the first four of its win by fours, or ""
};

// A "hints ..." answer for a board of `board_points` a side; anything else (an "error ..."
// answer included) is an error, as are a point off that board, a negative depth and a part
// given twice.
Expected<HintAnswer> parse_hint_answer(std::string_view answer, int board_points);

// The hints as window.ishi.hints() gives them: {"ok":true,"moves":[{"move","score","exact",
// "depth"}],
// "line":[...],"fives":[...],"straight":[...],"vcf":"k10"|null}.
std::string hint_answer_json(const HintAnswer& h);

} // namespace ishi::app
