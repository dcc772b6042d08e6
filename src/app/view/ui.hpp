#pragma once
// One frame of the user interface: the board, the side panel, the popups and dialogs.
// Input goes to the controller and the sessions; their state decides what is drawn.

#include "app/core/app_state.hpp"

namespace ishi::app {

void draw_ui(AppState& app);
// True while an animation runs (the frame loop keeps drawing then).
bool ui_animating(const AppState& app);

} // namespace ishi::app
