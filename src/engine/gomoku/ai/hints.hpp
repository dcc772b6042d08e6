#pragma once
// Hints for a player of a Gomoku game in progress: the engine's best move and line for the
// side to move, and what the opponent threatens if it were its move. Computed like the
// computer's moves (same options and budgets), for a front end to show.
//
// The threats are the opponent's:
//   fives         points where it would make five (its fours: the side to move must block)
//   straight      points where it would make a straight four or a double four (its open
//                 threes, seen from the point that wins them)
//   vcf           the first move of a win by continuous fours it has, if the side to move
//                 let it play (found within a node budget; a VCF that needs more is missed)
// Points that are forbidden to the opponent (Renju Black) are left out.

#include <optional>
#include <vector>

#include "engine/common/square.hpp"
#include "engine/gomoku/ai/ai.hpp"
#include "engine/gomoku/game.hpp"

namespace ishi::gomoku::ai {

struct Hints {
  std::optional<Square> best; // none when the game is over or the board is full
  int score = 0;              // for the side to move, in evaluation units or a win score
  bool proven = false;        // the score is a proven win or loss (is_win_score)
  int depth = 0;              // the search's depth (a threat win: the line's length)
  std::vector<Square> line;   // the best line, best move first
  std::vector<Square> their_fives;
  std::vector<Square> their_straight;
  std::optional<Square> their_vcf;
};

// The hints for the side to move of `game`; `options` bound the search (Strong level).
Hints find_hints(const Game& game, const Options& options);

} // namespace ishi::gomoku::ai
