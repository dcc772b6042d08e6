#include "app/host/web/frame_loop_web.hpp"

#include <SDL.h>
#include <emscripten.h>

namespace ishi::app {

namespace {

bool g_sleeping = false;

// SDL calls its event watchers as each event is queued, from the browser's own event
// handlers: the frame that takes the event is scheduled at once.
int wake_on_event(void*, SDL_Event*) {
  wake_frame_loop();
  return 0;
}

// What SDL does not turn into events while the loop sleeps: the page resized (the canvas
// follows the page by CSS, the frame reads its size) or shown again.
EM_JS(void, js_wake_on_page_changes, (), {
  const wake = function() { Module["_ishi_wake_frame_loop"](); };
  window.addEventListener("resize", wake);
  window.addEventListener("focus", wake);
  document.addEventListener("visibilitychange", wake);
  // A change of the system's colours (the theme may follow it).
  if (window.matchMedia) {
    const scheme = window.matchMedia("(prefers-color-scheme: dark)");
    if (scheme.addEventListener) scheme.addEventListener("change", wake);
  }
  if (window.ResizeObserver && Module["canvas"]) new ResizeObserver(wake).observe(Module["canvas"]);
});

} // namespace

void start_frame_loop(void (*frame)()) {
  SDL_AddEventWatch(wake_on_event, nullptr);
  js_wake_on_page_changes();
  // The browser owns the loop; returning from main keeps the runtime alive.
  emscripten_set_main_loop(frame, 0, false);
}

void sleep_frame_loop() {
  if (g_sleeping) return;
  g_sleeping = true;
  emscripten_pause_main_loop();
}

void wake_frame_loop() {
  if (!g_sleeping) return;
  g_sleeping = false;
  emscripten_resume_main_loop();
}

} // namespace ishi::app

extern "C" EMSCRIPTEN_KEEPALIVE void ishi_wake_frame_loop() { ishi::app::wake_frame_loop(); }
