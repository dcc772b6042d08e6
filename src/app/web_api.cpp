#include "app/web_api.hpp"

#include <emscripten.h>

#include <string>

#include "app/app_state.hpp"
#include "engine/common/json.hpp"

namespace ishi::app {

void notify_first_frame() {
  EM_ASM({
    if (Module.onFirstFrame) Module.onFirstFrame();
  });
}

namespace {

std::string g_reply; // keeps the last answer alive while JavaScript copies it

const char* answer(const Reply& r) {
  JsonWriter w;
  w.begin_object().key("ok").value(r.ok);
  if (!r.ok) w.key("error").value(r.error);
  w.end_object();
  g_reply = w.str();
  return g_reply.c_str();
}

} // namespace
} // namespace ishi::app

using namespace ishi::app;

extern "C" {

EMSCRIPTEN_KEEPALIVE const char* ishi_state() {
  g_reply = app_instance().gomoku.state_json();
  return g_reply.c_str();
}

EMSCRIPTEN_KEEPALIVE const char* ishi_play(const char* move) {
  return answer(app_instance().gomoku.play(std::string_view(move ? move : "")));
}

EMSCRIPTEN_KEEPALIVE const char* ishi_new_game(const char* game, const char* rule, int size) {
  std::string g = game ? game : "";
  if (g != "gomoku") return answer(Reply::failure("unknown game '" + g + "' (available: gomoku)"));
  auto r = ishi::gomoku::parse_rule(rule ? rule : "");
  if (!r) {
    return answer(
        Reply::failure("unknown rule '" + std::string(rule ? rule : "") + "' (freestyle, standard, renju or classic)"));
  }
  if (!ishi::gomoku::is_supported_size(size)) {
    return answer(Reply::failure("unsupported board size " + std::to_string(size) + " (15 or 19)"));
  }
  app_instance().gomoku.new_game({*r, size});
  return answer({});
}

EMSCRIPTEN_KEEPALIVE const char* ishi_board_rect() {
  const AppState& app = app_instance();
  if (!app.board_layout) {
    g_reply = "null";
    return g_reply.c_str();
  }
  const BoardLayout& l = *app.board_layout;
  Rect r = l.board_rect();
  float k = 1.0f / app.ui_scale; // device pixels to CSS pixels
  ishi::JsonWriter w;
  w.begin_object();
  w.key("x").value(r.min.x * k).key("y").value(r.min.y * k);
  w.key("width").value(r.width() * k).key("height").value(r.height() * k);
  w.key("spacing").value(l.spacing() * k).key("points").value(l.points());
  w.end_object();
  g_reply = w.str();
  return g_reply.c_str();
}

} // extern "C"
