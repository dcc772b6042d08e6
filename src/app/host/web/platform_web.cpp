// Host services in the browser, through small JavaScript functions (EM_JS).
#include <emscripten.h>

#include <cstdlib>

#include "app/view/platform.hpp"

// clang-format off
EM_JS(void, js_copy_text, (const char* text), {
  const s = UTF8ToString(text);
  if (navigator.clipboard && navigator.clipboard.writeText) navigator.clipboard.writeText(s).catch(() => {});
});
EM_JS(void, js_play_sound, (), {
  if (Module.ishiSound) Module.ishiSound();
});
EM_JS(char*, js_share_url, (const char* fragment), {
  const url = location.href.split(String.fromCharCode(35))[0] + String.fromCharCode(35) + UTF8ToString(fragment);
  const n = lengthBytesUTF8(url) + 1;
  const p = _malloc(n);
  stringToUTF8(url, p, n);
  return p;
});
EM_JS(char*, js_load_saved, (), {
  let s = "";
  try { s = localStorage.getItem("ishi.save") || ""; } catch (e) { s = ""; }
  const n = lengthBytesUTF8(s) + 1;
  const p = _malloc(n);
  stringToUTF8(s, p, n);
  return p;
});
EM_JS(void, js_save, (const char* text), {
  try { localStorage.setItem("ishi.save", UTF8ToString(text)); } catch (e) {}
});
EM_JS(char*, js_start_fragment, (), {
  const s = (location.hash || "").substring(1);
  const n = lengthBytesUTF8(s) + 1;
  const p = _malloc(n);
  stringToUTF8(s, p, n);
  return p;
});
EM_JS(char*, js_language, (), {
  const s = navigator.language || "";
  const n = lengthBytesUTF8(s) + 1;
  const p = _malloc(n);
  stringToUTF8(s, p, n);
  return p;
});
EM_JS(int, js_touch_screen, (), {
  return window.matchMedia && window.matchMedia("(pointer: coarse)").matches ? 1 : 0;
});
EM_JS(int, js_prefers_dark, (), {
  return window.matchMedia && window.matchMedia("(prefers-color-scheme: dark)").matches ? 1 : 0;
});
EM_JS(void, js_set_page_dark, (int dark), {
  document.documentElement.classList.toggle("dark", dark != 0);
  document.documentElement.classList.toggle("light", dark == 0);
  const meta = document.querySelector('meta[name="theme-color"]');
  if (meta) meta.setAttribute("content", dark ? "#202124" : "#c9a063");
});
EM_JS(void, js_show_thinking, (const char* text), {
  const el = document.getElementById("thinking");
  if (!el) return;
  const s = UTF8ToString(text);
  el.textContent = s;
  el.hidden = s.length == 0;
});
EM_JS(void, js_state_changed, (), {
  if (Module.onStateChanged) Module.onStateChanged();
});
// clang-format on

namespace ishi::app {

namespace {
std::string take(char* p) {
  std::string s = p ? p : "";
  std::free(p);
  return s;
}
} // namespace

void platform_copy_text(const std::string& text) { js_copy_text(text.c_str()); }
void platform_play_stone_sound() { js_play_sound(); }
std::string platform_share_url(const std::string& fragment) { return take(js_share_url(fragment.c_str())); }
std::string platform_load_saved() { return take(js_load_saved()); }
void platform_save(const std::string& text) { js_save(text.c_str()); }
std::string platform_start_fragment() { return take(js_start_fragment()); }
std::string platform_language() { return take(js_language()); }
double platform_seconds() { return emscripten_get_now() / 1000.0; }
void platform_notify_state_changed() { js_state_changed(); }
bool platform_touch_screen() { return js_touch_screen() != 0; }
bool platform_prefers_dark() { return js_prefers_dark() != 0; }
void platform_set_page_dark(bool dark) { js_set_page_dark(dark ? 1 : 0); }
void platform_show_thinking(const std::string& text) { js_show_thinking(text.c_str()); }

} // namespace ishi::app
