#pragma once
// The functions the page's JavaScript calls (window.ishi, see shell/ishi-api.js), and the
// app's signals to the page. Web build only. Every function returns JSON in a buffer that
// stays valid until the next call.

#include "app/core/app_state.hpp"

namespace ishi::app {

// The app the page's calls act on (the frame loop's own), set once before the first frame.
void attach_web_api(AppState& app);

// Tells the page the first frame is on screen (it hides the loading indicator then).
void notify_first_frame();

} // namespace ishi::app

extern "C" {
const char* ishi_state();                // the app's state, see controller.hpp state_json
const char* ishi_play(const char* move); // {"ok":true} or {"ok":false,"error":"..."}
// Empty strings keep the current choice.
const char* ishi_new_game(const char* game, const char* rule, int size, const char* opponent, const char* level,
                          const char* colour);
const char* ishi_undo();
const char* ishi_redo();
const char* ishi_browse(int ply); // -1: back to the live game
const char* ishi_import(const char* record);
const char* ishi_answer(int yes);                         // answers the open question popup
const char* ishi_dismiss();                               // closes the open popup
const char* ishi_set(const char* key, const char* value); // one setting, as in Settings' text form
const char* ishi_share_fragment();
// The board as last drawn, in CSS pixels of the canvas: {x, y, width, height, spacing, points}
// (the wooden square, margin included), or null before the first frame.
const char* ishi_board_rect();
}
