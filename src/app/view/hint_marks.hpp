#pragma once
// Drawing the engine's hints on the boards (board_view.hpp says what they are): marks on
// points and values on squares, over the stones and discs.

#include "app/core/board_layout.hpp"
#include "app/view/board_view.hpp"

struct ImDrawList;

namespace ishi::app {

void draw_gomoku_hints(ImDrawList* dl, const BoardLayout& layout, const GomokuView& view);
void draw_reversi_values(ImDrawList* dl, const BoardLayout& layout, const ReversiView& view);

} // namespace ishi::app
