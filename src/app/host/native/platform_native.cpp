// Host services for the native debugging window.
#include <SDL.h>

#include <chrono>

#include "app/view/platform.hpp"

namespace ishi::app {

void platform_copy_text(const std::string& text) { SDL_SetClipboardText(text.c_str()); }
void platform_play_stone_sound() {}
std::string platform_share_url(const std::string& fragment) { return "#" + fragment; }
std::string platform_load_saved() { return ""; }
void platform_save(const std::string&) {}
std::string platform_start_fragment() { return ""; }
std::string platform_language() { return ""; }
double platform_seconds() {
  static const auto start = std::chrono::steady_clock::now();
  return std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
}
void platform_notify_state_changed() {}
bool platform_touch_screen() { return false; }
bool platform_prefers_dark() { return false; }
void platform_set_page_dark(bool) {}
void platform_show_thinking(const std::string&) {}

} // namespace ishi::app
