#pragma once
// The row that won: the stones of a winning run through the stone just placed, in order
// along the line, for drawing a line through them at the end of a game.

#include <vector>

#include "engine/common/square.hpp"
#include "engine/gomoku/board.hpp"
#include "engine/gomoku/rules.hpp"

namespace ishi::gomoku {

// The stones of the first winning run through `s` (by kLineDirections' order) under
// `rule`, from one end to the other; empty when the stone at `s` completes none.
std::vector<Square> winning_row(const Board& board, Square s, Rule rule);

} // namespace ishi::gomoku
