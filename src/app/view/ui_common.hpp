#pragma once
// Small helpers shared by the parts of the user interface (board, panel, dialogs).

#include <imgui.h>

#include <optional>

#include "app/core/app_state.hpp"
#include "app/core/controller.hpp" // gomoku_active, active_popup, dismiss_popup, ...

namespace ishi::app {

// Popups sit near the top, centred, so that they hide as little of the board as possible.
void place_next_popup();
bool wide_button(const char* label);
bool key_pressed(ImGuiKey key);
void open_new_game_dialog(AppState& app);

} // namespace ishi::app
