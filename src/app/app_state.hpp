#pragma once
// Everything the running app holds: the game session and display facts. One instance,
// owned by main(); the web test API reaches it through app_instance().

#include <optional>

#include "app/board_layout.hpp"
#include "app/gomoku_session.hpp"

namespace ishi::app {

struct AppState {
  GomokuSession gomoku;
  float ui_scale = 1.0f;                   // device pixels per CSS pixel (devicePixelRatio)
  std::optional<BoardLayout> board_layout; // as drawn in the last frame, in device pixels
};

AppState& app_instance();

} // namespace ishi::app
