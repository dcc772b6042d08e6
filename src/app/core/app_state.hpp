#pragma once
// Everything the running app holds: the settings, one session per game, the computer's
// runner, and display facts. The host's frame loop owns one (host/main.cpp) and hands it to
// the web API; tests make their own.

#include <array>
#include <optional>
#include <string>
#include <vector>

#include "app/core/ai_runner.hpp"
#include "app/core/board_layout.hpp"
#include "app/core/gomoku_session.hpp"
#include "app/core/hint_answer.hpp"
#include "app/core/reversi_session.hpp"
#include "app/core/review_answer.hpp"
#include "app/core/settings.hpp"

namespace ishi::app {

// A control (button, box, list entry) as drawn in the last frame, in device pixels, by a
// stable id such as "new-game" or "newgame-rule-renju": the page's test API lists them so
// that tests press them by real clicks.
struct DrawnControl {
  std::string id;
  Rect rect;
};

struct AppState {
  Settings settings;
  GomokuSession gomoku;
  ReversiSession reversi;
  AiRunner ai;
  std::string ai_request;    // the request being thought about, to match its answer
  int ai_failures_seen = 0;  // the runner's failures the page has told of
  int ai_refusals = 0;       // the computer's answers refused in a row ...
  std::string ai_refused_at; // ... in this position (game kind and record)
  // The engine's hints (hints.hpp): their runner, the request it answers, and the answer.
  AiRunner hint_ai;
  std::string hint_request;
  int hint_millis = 0;
  std::optional<HintAnswer> hint_answer;
  std::string hint_error;
  bool hints_wanted = false;           // window.ishi.hints() waits for them
  std::array<bool, 2> hints_used_in{}; // per game kind: hints shown in the game
  // The review of a game (review.hpp): its runner, request, answer and dialog.
  AiRunner review_ai;
  std::string review_request;
  std::optional<ReviewAnswer> review_answer;
  std::string review_error;
  bool review_dialog = false;
  float ui_scale = 1.0f;                   // device pixels per CSS pixel (devicePixelRatio)
  std::optional<BoardLayout> board_layout; // as drawn in the last frame, in device pixels
  std::vector<DrawnControl> controls;      // the same, for the visible controls
  std::optional<Square> preview;           // touch: the point tapped once, awaiting a second tap
  bool new_game_dialog = false;
  Settings draft; // the New game dialog's choices until Start
  bool import_dialog = false;
  char import_text[4096] = {}; // ImGui edits a plain buffer
  std::string import_error;
  std::optional<std::string> message; // a one-off notice (corrupt save, copied record, ...)
  double animation_until = 0;         // seconds (frame clock): redraw until then
  long frames_drawn = 0;
  long frame_callbacks = 0; // how often the frame loop ran, drawing or not
  bool settled = false;     // the frame loop has drawn all there is to draw and waits for a change
  bool redraw = false;      // an action from outside the frame loop (window.ishi) changed the picture
  int last_sound_count = 0;
  int last_flip_count = 0;
  double flip_started = -1; // when the last Reversi move's discs began to turn
  bool dirty = true;        // something changed that must be saved
};

// The session of the game being played (settings.game).
inline GameSession& active_session(AppState& app) {
  if (app.settings.game == GameKind::Gomoku) return app.gomoku;
  return app.reversi;
}
inline const GameSession& active_session(const AppState& app) {
  if (app.settings.game == GameKind::Gomoku) return app.gomoku;
  return app.reversi;
}

} // namespace ishi::app
