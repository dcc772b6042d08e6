#pragma once
// The modal dialogs: a notice (with the Classic yes/no question), the end of the game,
// New game and Import. The sessions say which is open; these only show them.

#include "app/core/app_state.hpp"

namespace ishi::app {

void draw_dialogs(AppState& app);

} // namespace ishi::app
