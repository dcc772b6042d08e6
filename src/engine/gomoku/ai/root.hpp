#pragma once
// What every level does at the root of its choice: the exact legality of the game's rules
// (Classic judged as the Game judges it; the patterns' legality is exact for Renju and
// approximate for Classic), the legal points, and a Choice for a single move.

#include <optional>
#include <string_view>
#include <vector>

#include "engine/gomoku/ai/ai.hpp"
#include "engine/gomoku/ai/position.hpp"
#include "engine/gomoku/board.hpp"

namespace ishi::gomoku::ai {

class RootRules {
 public:
  explicit RootRules(const Position& p);
  // May colour c (0 black, 1 white) play at the empty point i?
  bool legal(int c, int i);

 private:
  const Position& p_;
  std::optional<Board> board_; // Classic only: the exact judge needs the whole board
};

// Every legal empty point for colour c, and those of them next to a stone.
void legal_points(const Position& p, RootRules& rules, int c, std::vector<int>& all, std::vector<int>& near);

// A Choice of one move (none when move < 0) found at `stage` after `millis`.
Choice single_move(const Position& p, int move, std::string_view stage, int millis);

} // namespace ishi::gomoku::ai
