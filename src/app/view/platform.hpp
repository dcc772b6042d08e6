#pragma once
// The few things the UI needs from its host: the clipboard, a sound, the page's address
// and storage. The browser and the native window each implement them
// (host/web/platform_web.cpp, host/native/platform_native.cpp).

#include <string>

namespace ishi::app {

void platform_copy_text(const std::string& text);
void platform_play_stone_sound();
// The address to share a game: this page with `fragment` after '#'.
std::string platform_share_url(const std::string& fragment);
// Saved state between visits (localStorage in the browser; nothing natively).
std::string platform_load_saved();
void platform_save(const std::string& text);
// The share-link fragment the page was opened with (without '#'), or "".
std::string platform_start_fragment();
// The browser's preferred language ("ja-JP", ...), or "".
std::string platform_language();
double platform_seconds(); // a monotonic clock
// The computer's thinking shown outside the canvas (the page's own text), so that the
// canvas need not be redrawn while the worker searches: "" hides it.
void platform_show_thinking(const std::string& text);
// A touch screen (a coarse pointer): tap-to-preview is then on by default for Gomoku.
bool platform_touch_screen();
// Whether the system asks for dark colours (prefers-color-scheme in the browser; never
// natively). A change wakes the idle page.
bool platform_prefers_dark();
// The page around the canvas follows the theme (its background shows while loading and at
// the edges).
void platform_set_page_dark(bool dark);
// Tells the page that state changed (the page's API waits on it in tests).
void platform_notify_state_changed();

} // namespace ishi::app
