// The app's entry point: SDL2 window + OpenGL (WebGL2 in the browser), Dear ImGui, and the
// frame loop. The same file builds natively (a debugging window) and with Emscripten.

#include <SDL.h>
#include <imgui.h>
#include <imgui_impl_opengl3.h>
#include <imgui_impl_sdl.h>

#include <cmath>
#include <cstdio>
#include <optional>
#include <sstream>
#include <string>

#include "app/core/app_state.hpp"
#include "app/core/controller.hpp"
#include "app/core/hints.hpp"
#include "app/core/review.hpp"
#include "app/view/fonts.hpp"
#include "app/view/platform.hpp"
#include "app/view/ui.hpp"

#ifdef __EMSCRIPTEN__
#include <GLES3/gl3.h>
#include <emscripten.h>
#include <emscripten/html5.h>

#include "app/host/web/frame_loop_web.hpp"
#include "app/host/web/web_api.hpp"
#else
#include <SDL_opengl.h>
#endif

namespace ishi::app {

namespace {

// The window, its GL context and what the frame loop remembers between frames.
struct FrameLoop {
  SDL_Window* window = nullptr;
  SDL_GLContext gl = nullptr;
  float font_scale = 0; // the scale the font atlas was built for
  Language font_language = Language::English;
  bool dark = false; // the theme the style was built for
  bool quit = false;
  long frames = 0;
  std::optional<ImVec2> pointer; // the pointer position as of the last event taken
  int quiet_frames = 0;          // frames in a row with nothing new
  std::string last_progress;     // the computer's last report, drawn
};

FrameLoop g_loop;

// The page's background in each theme (shell/style.css: #ede8dc, #202124).
const ImVec4 kPageLight{0.929f, 0.910f, 0.863f, 1.0f};
const ImVec4 kPageDark{0.125f, 0.129f, 0.141f, 1.0f};
AppState g_app; // the one app; the web API acts on it too (attach_web_api)

// In the browser the canvas follows the page (CSS) and the pixel density; the window and
// the drawing buffer follow the canvas, so everything below works in device pixels.
void follow_canvas_size(AppState& app) {
#ifdef __EMSCRIPTEN__
  double css_w = 0, css_h = 0;
  emscripten_get_element_css_size("#canvas", &css_w, &css_h);
  auto ratio = static_cast<float>(emscripten_get_device_pixel_ratio());
  int want_w = static_cast<int>(std::lround(css_w * ratio));
  int want_h = static_cast<int>(std::lround(css_h * ratio));
  int w = 0, h = 0;
  SDL_GetWindowSize(g_loop.window, &w, &h);
  if (want_w > 0 && want_h > 0 && (want_w != w || want_h != h)) SDL_SetWindowSize(g_loop.window, want_w, want_h);
  app.ui_scale = ratio > 0 ? ratio : 1.0f;
#else
  app.ui_scale = 1.0f;
#endif
}

// The fonts for the scale and language, and the style for the scale and theme: rebuilt only
// when one of them changed.
void apply_style(float scale, bool dark) {
  Language language = current_language();
  if (scale == g_loop.font_scale && language == g_loop.font_language && dark == g_loop.dark) return;
  if (scale != g_loop.font_scale || language != g_loop.font_language) {
    load_fonts(scale, language);
    ImGui_ImplOpenGL3_DestroyFontsTexture();
    ImGui_ImplOpenGL3_CreateFontsTexture();
  }
  g_loop.font_language = language;
  if (dark != g_loop.dark || g_loop.frames == 0) platform_set_page_dark(dark);
  g_loop.dark = dark;
  ImGuiStyle style;
  if (dark) {
    ImGui::StyleColorsDark(&style);
  } else {
    ImGui::StyleColorsLight(&style);
  }
  // The window that fills the canvas has the page's colour (shell/style.css), so the canvas
  // and the page around it are one surface.
  style.Colors[ImGuiCol_WindowBg] = dark ? kPageDark : kPageLight;
  style.WindowRounding = 6;
  style.FrameRounding = 4;
  style.ScaleAllSizes(scale);
  ImGui::GetStyle() = style;
  g_loop.font_scale = scale;
}

// "Thinking...  best so far: h8 (i9 j10)" from the computer's last report.
std::string thinking_text(const AppState& app) {
  std::string text = tr(Text::Thinking);
  std::istringstream in(app.ai.progress()); // "progress <depth> <best> <score> [line...]"
  std::string word, depth, best, score, next, rest;
  in >> word >> depth >> best >> score;
  while (in >> next) rest += (rest.empty() ? "" : " ") + next;
  if (!best.empty()) text += "  " + format(tr(Text::ComputerBest), rest.empty() ? best : best + " (" + rest + ")");
  return text;
}

// The computer's turn: hands it over, plays its answer, shows its progress. Returns true
// if the picture changes.
bool advance_computer(AppState& app) {
  bool was_thinking = computer_thinking(app);
  int moves = app.gomoku.move_count() + app.reversi.move_count();
  tick_computer(app, static_cast<std::uint64_t>(platform_seconds() * 1000));
  // While the computer thinks the canvas is not redrawn (a software-rendered frame costs
  // tens of milliseconds): its progress goes to a line of the page's own text instead.
  // A review's progress likewise (review.hpp).
  std::string progress = computer_thinking(app) ? thinking_text(app) : "";
  if (progress.empty()) {
    if (auto review = review_progress(app)) {
      progress = format(tr(Text::Reviewing), std::to_string(review->done), std::to_string(review->total));
    }
  }
  if (progress != g_loop.last_progress) {
    platform_show_thinking(progress);
    g_loop.last_progress = progress;
  }
  return was_thinking != computer_thinking(app) || moves != app.gomoku.move_count() + app.reversi.move_count();
}

// What follows a change of the game, whoever made it: the stone sound, the flip clock,
// saving. Only acts on what changed since it last ran. Returns true if anything did.
bool follow_changes(AppState& app) {
  bool changed = false;
  int placed = app.gomoku.pieces_placed() + app.reversi.pieces_placed();
  if (placed != app.last_sound_count) {
    if (app.settings.sound) platform_play_stone_sound();
    app.last_sound_count = placed;
    changed = true;
  }
  if (app.reversi.pieces_placed() != app.last_flip_count) {
    app.last_flip_count = app.reversi.pieces_placed();
    app.flip_started = platform_seconds();
  }
  if (auto saved = take_save(app)) {
    platform_save(*saved);
    changed = true;
  }
  return changed;
}

void frame() {
  AppState& app = g_app;
  ++app.frame_callbacks;
  // ImGui 1.86 reads keys and the pointer position as states once per frame: a key pressed
  // and released within one frame is lost, and two quick taps would merge at the second
  // position. So a frame takes events up to and including the first button or key change
  // (the rest wait for the next frame) and takes the pointer position from the events.
  bool input = false;
  SDL_Event event;
  while (SDL_PollEvent(&event)) {
    input = true;
    ImGui_ImplSDL2_ProcessEvent(&event);
    if (event.type == SDL_QUIT) g_loop.quit = true;
    if (event.type == SDL_MOUSEMOTION)
      g_loop.pointer = {static_cast<float>(event.motion.x), static_cast<float>(event.motion.y)};
    if (event.type == SDL_MOUSEBUTTONDOWN || event.type == SDL_MOUSEBUTTONUP) {
      g_loop.pointer = {static_cast<float>(event.button.x), static_cast<float>(event.button.y)};
      break;
    }
    if (event.type == SDL_KEYDOWN || event.type == SDL_KEYUP) {
      // The backend reads the modifiers from SDL's current state, which already reflects
      // keys released later in the queue; the event's own modifiers are the right ones.
      ImGuiIO& io = ImGui::GetIO();
      SDL_Keymod mod = static_cast<SDL_Keymod>(event.key.keysym.mod);
      io.KeyCtrl = (mod & KMOD_CTRL) != 0;
      io.KeyShift = (mod & KMOD_SHIFT) != 0;
      io.KeyAlt = (mod & KMOD_ALT) != 0;
      io.KeySuper = (mod & KMOD_GUI) != 0;
      break;
    }
  }
  follow_canvas_size(app);
  const bool dark = dark_theme(app.settings.theme, platform_prefers_dark());
  bool resized = app.ui_scale != g_loop.font_scale || current_language() != g_loop.font_language || dark != g_loop.dark;
  apply_style(app.ui_scale, dark);
  bool changed = advance_computer(app);
  tick_hints(app);
  tick_review(app);
  changed |= follow_changes(app);

  // Quiet when idle: with no input, no change and no animation, skip drawing (the browser
  // keeps showing the last frame). A few frames after activity let hover states settle;
  // then in the browser the loop sleeps until something wakes it (frame_loop_web.hpp).
  if (input || changed || resized || ui_animating(app) || app.redraw) {
    g_loop.quiet_frames = 0;
    app.redraw = false;
  } else if (++g_loop.quiet_frames > 3 && g_loop.frames > 0) {
    app.settled = true;
#ifdef __EMSCRIPTEN__
    sleep_frame_loop();
#endif
    return;
  }
  app.settled = false;

  ImGui_ImplOpenGL3_NewFrame();
  ImGui_ImplSDL2_NewFrame();
  if (g_loop.pointer) ImGui::GetIO().MousePos = *g_loop.pointer; // see the event loop above
  ImGui::NewFrame();
  draw_ui(app);
  ImGui::Render();

  int w = 0, h = 0;
  SDL_GL_GetDrawableSize(g_loop.window, &w, &h);
  glViewport(0, 0, w, h);
  // Seen only before the first frame: the app's window covers the canvas.
  const ImVec4& page = g_loop.dark ? kPageDark : kPageLight;
  glClearColor(page.x, page.y, page.z, 1.0f);
  glClear(GL_COLOR_BUFFER_BIT);
  ImGui_ImplOpenGL3_RenderDrawData(ImGui::GetDrawData());
  SDL_GL_SwapWindow(g_loop.window);
  ++app.frames_drawn;
  // Clicks and keys change the game while drawing: follow them now.
  if (follow_changes(app) || input) platform_notify_state_changed();
#ifdef __EMSCRIPTEN__
  if (g_loop.frames == 0) notify_first_frame();
#endif
  ++g_loop.frames;
}

bool init() {
  if (SDL_Init(SDL_INIT_VIDEO | SDL_INIT_TIMER) != 0) {
    std::fprintf(stderr, "SDL_Init failed: %s\n", SDL_GetError());
    return false;
  }
#ifdef __EMSCRIPTEN__
  const char* glsl = "#version 300 es"; // WebGL2 is OpenGL ES 3.0
  SDL_GL_SetAttribute(SDL_GL_CONTEXT_PROFILE_MASK, SDL_GL_CONTEXT_PROFILE_ES);
  SDL_GL_SetAttribute(SDL_GL_CONTEXT_MAJOR_VERSION, 3);
  SDL_GL_SetAttribute(SDL_GL_CONTEXT_MINOR_VERSION, 0);
  // Touch events arrive as mouse events too, so a tap places a stone like a click.
  SDL_SetHint(SDL_HINT_TOUCH_MOUSE_EVENTS, "1");
  Uint32 flags = SDL_WINDOW_OPENGL;
#else
  const char* glsl = "#version 130";
  SDL_GL_SetAttribute(SDL_GL_CONTEXT_MAJOR_VERSION, 3);
  SDL_GL_SetAttribute(SDL_GL_CONTEXT_MINOR_VERSION, 0);
  Uint32 flags = SDL_WINDOW_OPENGL | SDL_WINDOW_RESIZABLE;
#endif
  SDL_GL_SetAttribute(SDL_GL_DOUBLEBUFFER, 1);
  g_loop.window = SDL_CreateWindow("Ishi", SDL_WINDOWPOS_CENTERED, SDL_WINDOWPOS_CENTERED, 900, 960, flags);
  if (!g_loop.window) {
    std::fprintf(stderr, "SDL_CreateWindow failed: %s\n", SDL_GetError());
    return false;
  }
  g_loop.gl = SDL_GL_CreateContext(g_loop.window);
  if (!g_loop.gl) {
    std::fprintf(stderr, "could not create an OpenGL context: %s\n", SDL_GetError());
    return false;
  }
  SDL_GL_MakeCurrent(g_loop.window, g_loop.gl);
  SDL_GL_SetSwapInterval(1);

  IMGUI_CHECKVERSION();
  ImGui::CreateContext();
  ImGui::GetIO().IniFilename = nullptr; // nothing is written to disk behind the player's back
  ImGui_ImplSDL2_InitForOpenGL(g_loop.window, g_loop.gl);
  ImGui_ImplOpenGL3_Init(glsl);

  // The game: a share link, else the saved game, else a fresh one in the browser's language.
  AppState& app = g_app;
  app.settings.language = parse_language(platform_language());
  app.settings.tap_preview = platform_touch_screen(); // a saved choice below overrides it
  set_language(app.settings.language);
  restore(app, platform_load_saved(), platform_start_fragment());
  app.last_sound_count = app.gomoku.pieces_placed() + app.reversi.pieces_placed();
  app.last_flip_count = app.reversi.pieces_placed();
  return true;
}

} // namespace
} // namespace ishi::app

int main(int, char**) {
  using namespace ishi::app;
  if (!init()) return 1;
#ifdef __EMSCRIPTEN__
  attach_web_api(g_app); // after SDL_Init: it adds an SDL event watcher
#endif
#ifdef __EMSCRIPTEN__
  start_frame_loop(frame);
#else
  while (!g_loop.quit) frame();
  ImGui_ImplOpenGL3_Shutdown();
  ImGui_ImplSDL2_Shutdown();
  ImGui::DestroyContext();
  SDL_GL_DeleteContext(g_loop.gl);
  SDL_DestroyWindow(g_loop.window);
  SDL_Quit();
#endif
  return 0;
}
