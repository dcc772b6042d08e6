#pragma once
// Small helpers shared by the parts of the user interface (board, panel, dialogs).

#include <imgui.h>

#include <initializer_list>
#include <optional>
#include <string>
#include <string_view>
#include <utility>

#include "app/core/app_state.hpp"
#include "app/core/controller.hpp" // gomoku_active, active_popup, dismiss_popup, ...

namespace ishi::app {

// Popups sit near the top, centred, so that they hide as little of the board as possible.
void place_next_popup();
bool wide_button(const char* label);
// A wide button noted as the control `id` (see note_control).
bool noted_button(AppState& app, Text label, const char* id);
bool key_pressed(ImGuiKey key);
// Enter, on the main keys or the keypad (some keyboards and drivers send only the latter).
bool enter_pressed();
void open_new_game_dialog(AppState& app);
// Records the last item drawn, if visible, as the control `id` (AppState::controls).
void note_control(AppState& app, std::string id);
// A combo box whose entries are noted too, as "<id>-<entry id>"; `current` indexes
// `entries` (id, label). True when the choice changed.
bool noted_combo(AppState& app, const char* label, const std::string& id, int& current,
                 std::initializer_list<std::pair<std::string_view, const char*>> entries);

} // namespace ishi::app
