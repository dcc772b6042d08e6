#pragma once
// Small helpers shared by the parts of the user interface (board, panel, dialogs).

#include <imgui.h>

#include <optional>

#include "app/app_state.hpp"

namespace ishi::app {

bool gomoku_active(const AppState& app);
// Popups sit near the top, centred, so that they hide as little of the board as possible.
void place_next_popup();
bool wide_button(const char* label);
bool key_pressed(ImGuiKey key);
// The active game's popup and game-over dialog, and closing them.
const std::optional<Notice>& active_popup(const AppState& app);
bool game_over_popup(const AppState& app);
void dismiss_popup(AppState& app);
void dismiss_game_over(AppState& app);
void open_new_game_dialog(AppState& app);

} // namespace ishi::app
