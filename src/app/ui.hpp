#pragma once
// One frame of the user interface: the toolbar, the board and the popups. Input goes to
// the session; the session's state decides what is drawn.

#include "app/app_state.hpp"

namespace ishi::app {

void draw_ui(AppState& app);

} // namespace ishi::app
