#pragma once
// Drawing the Gomoku board with ImGui draw lists: wood, grid, star points, coordinates,
// stones, the last-move marker and the ghost stone under the pointer.

#include <optional>

#include "app/board_layout.hpp"
#include "engine/gomoku/game.hpp"

struct ImDrawList;

namespace ishi::app {

struct BoardViewInput {
  std::optional<Square> hovered; // where a ghost stone is drawn, if the point is empty
};

void draw_gomoku_board(ImDrawList* dl, const BoardLayout& layout, const gomoku::Game& game,
                       const BoardViewInput& input);

} // namespace ishi::app
