#pragma once
// The side panel: New game / Undo / Redo, the status line, the move list, the record
// buttons and the settings.

#include "app/core/app_state.hpp"

namespace ishi::app {

void draw_panel(AppState& app);

} // namespace ishi::app
