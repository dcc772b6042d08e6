#pragma once
// The functions the page's JavaScript calls (window.ishi, see shell/ishi-api.js), and the
// app's signals to the page. Web build only.

namespace ishi::app {

// Tells the page the first frame is on screen (it hides the loading indicator then).
void notify_first_frame();

} // namespace ishi::app

extern "C" {
// Each returns JSON in a buffer that stays valid until the next call.
const char* ishi_state();                // the session's state, see GomokuSession::state_json
const char* ishi_play(const char* move); // {"ok":true} or {"ok":false,"error":"..."}
const char* ishi_new_game(const char* game, const char* rule, int size);
// The board as last drawn, in CSS pixels of the canvas: {x, y, width, height, spacing, points}
// (the wooden square, margin included), or null before the first frame.
const char* ishi_board_rect();
}
