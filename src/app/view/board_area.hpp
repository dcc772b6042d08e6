#pragma once
// The board part of the screen: input on the board (clicks, taps, the ghost stone) and the
// description of what to draw, handed to board_view.

#include <imgui.h>

#include "app/core/app_state.hpp"
#include "app/core/board_layout.hpp"

namespace ishi::app {

void draw_gomoku(AppState& app, const BoardLayout& layout, ImVec2 size);
void draw_reversi(AppState& app, const BoardLayout& layout, ImVec2 size);
// True while an animation runs (the frame loop keeps drawing then).
bool board_animating(const AppState& app);

} // namespace ishi::app
