#include "app/host/web/web_api.hpp"

#include <SDL.h>
#include <emscripten.h>

#include <string>

#include "app/core/ai_request.hpp" // has_level
#include "app/core/app_state.hpp"
#include "app/core/controller.hpp"
#include "app/core/hints.hpp"
#include "app/core/persistence.hpp"
#include "app/core/review.hpp"
#include "app/host/web/frame_loop_web.hpp"
#include "app/view/platform.hpp"
#include "engine/common/json.hpp"

namespace ishi::app {

void notify_first_frame() {
  EM_ASM({
    if (Module.onFirstFrame) Module.onFirstFrame();
  });
}

namespace {

std::string g_reply;       // keeps the last answer alive while JavaScript copies it
AppState* g_app = nullptr; // see attach_web_api

AppState& app_instance() { return *g_app; }

// The picture changed: the frames to come draw it, and the page is not settled until then.
void picture_changed() {
  g_app->redraw = true;
  g_app->settled = false;
  wake_frame_loop();
}

// {"ok":true} or {"ok":false,"error":...}, changing nothing.
const char* reply(const Reply& r) {
  JsonWriter w;
  w.begin_object().key("ok").value(r.ok);
  if (!r.ok) w.key("error").value(r.error);
  w.end_object();
  g_reply = w.str();
  return g_reply.c_str();
}

// Every action answers through here: what it changed (a popup closed, a refusal's notice)
// is drawn by the frames to come.
const char* answer(const Reply& r) {
  // Saved now rather than by the next frame: a script may reload the page before it comes.
  if (auto saved = take_save(*g_app)) platform_save(*saved);
  picture_changed();
  return reply(r);
}

std::string text(const char* s) { return s ? s : ""; }

// Input that arrived and that no frame has handled yet: the page is not settled. (SDL calls
// its watchers as each event is queued; a script that reads the state between a click and
// the frame that takes it would otherwise see the picture from before the click as final.)
int unsettle_on_event(void*, SDL_Event*) {
  if (g_app) g_app->settled = false;
  return 0;
}

} // namespace

void attach_web_api(AppState& app) {
  g_app = &app;
  SDL_AddEventWatch(unsettle_on_event, nullptr);
}
} // namespace ishi::app

using namespace ishi::app;

extern "C" {

EMSCRIPTEN_KEEPALIVE const char* ishi_state() {
  g_reply = state_json(app_instance());
  return g_reply.c_str();
}

EMSCRIPTEN_KEEPALIVE const char* ishi_play(const char* move) { return answer(play_text(app_instance(), text(move))); }

EMSCRIPTEN_KEEPALIVE const char* ishi_new_game(const char* game, const char* rule, int size, const char* opponent,
                                               const char* level, const char* colour) {
  AppState& app = app_instance();
  // Read the choices through the settings' own text form, so one parser checks them all.
  std::string t = to_text(app.settings);
  auto add = [&](const char* key, const std::string& v) {
    if (!v.empty()) t += std::string(";") + key + "=" + v;
  };
  add("game", text(game));
  add("rule", text(rule));
  add("size", size > 0 ? std::to_string(size) : "");
  add("opponent", text(opponent));
  add("level", text(level));
  add("colour", text(colour));
  std::string why;
  auto s = settings_from_text(t, &why);
  if (!s) return answer(Reply::failure(why));
  if (!text(level).empty() && s->opponent == Opponent::Computer) {
    LevelList levels = levels_of(s->game);
    if (!has_level(levels, text(level))) {
      return answer(Reply::failure("unknown level '" + text(level) + "' (" + level_list_text(levels) + ")"));
    }
  }
  start_new_game(app, *s, static_cast<std::uint64_t>(emscripten_get_now()));
  return answer({});
}

EMSCRIPTEN_KEEPALIVE const char* ishi_undo() {
  return answer(undo(app_instance()) ? Reply{} : Reply::failure("nothing to undo"));
}

EMSCRIPTEN_KEEPALIVE const char* ishi_redo() {
  return answer(redo(app_instance()) ? Reply{} : Reply::failure("nothing to redo"));
}

EMSCRIPTEN_KEEPALIVE const char* ishi_browse(int ply) {
  browse_to(app_instance(), ply < 0 ? std::nullopt : std::optional<int>(ply));
  return answer({});
}

EMSCRIPTEN_KEEPALIVE const char* ishi_import(const char* record) {
  return answer(import_record(app_instance(), text(record)));
}

EMSCRIPTEN_KEEPALIVE const char* ishi_answer(int yes) { return answer(answer_question(app_instance(), yes != 0)); }

EMSCRIPTEN_KEEPALIVE const char* ishi_dismiss() { return answer(close_popups(app_instance())); }

EMSCRIPTEN_KEEPALIVE const char* ishi_set(const char* key, const char* value) {
  AppState& app = app_instance();
  std::string k = text(key), v = text(value);
  if (k.empty() || k.find_first_of(";=") != std::string::npos || v.find_first_of(";=") != std::string::npos) {
    return answer(Reply::failure("set(key, value): a key like 'lang' and a value like 'ja'"));
  }
  static const char* kKeys[] = {"threes",  "fours", "fouls",   "forbidden", "hints", "enginehints",
                                "numbers", "sound", "preview", "lang",      "theme"};
  bool known = false;
  for (const char* kk : kKeys) known = known || k == kk;
  if (!known) return answer(Reply::failure("unknown setting '" + k + "'"));
  std::string why;
  auto s = settings_from_text(to_text(app.settings) + ";" + k + "=" + v, &why);
  if (!s || (k == "lang" && v != "en" && v != "ja" && v != "zh")) {
    return answer(Reply::failure(s ? "unknown language '" + v + "' (en, ja, zh)" : why));
  }
  apply_settings(app, *s);
  return answer({});
}

// window.ishi.hints() asks until the answer has come: {"pending":true} before. Polls that
// change nothing draw nothing: the answer wakes the frame loop when it comes (a message
// from the worker), and the frames draw it if the setting shows hints.
EMSCRIPTEN_KEEPALIVE const char* ishi_hints() {
  AppState& app = app_instance();
  if (Reply r = hints_allowed(app); !r.ok) return reply(r);
  const std::string request = active_session(app).hint_request(kHintMillis);
  if (!app.hints_wanted || app.hint_request != request) {
    app.hints_wanted = true;
    wake_frame_loop(); // its next tick asks
  }
  const bool current = app.hint_request == request;
  if (const HintAnswer* h = shown_hints(app); h && current) {
    app.hints_wanted = false;
    g_reply = hint_answer_json(*h);
  } else if (current && !app.hint_error.empty()) {
    app.hints_wanted = false;
    return reply(Reply::failure(app.hint_error));
  } else {
    g_reply = R"({"pending":true})";
  }
  return g_reply.c_str();
}

// window.ishi.review() starts the review (opening its window, as the Review button does) and
// asks until it is done: {"pending":true} before. `first` is 1 on a call's first poll: a
// review that ended in an error is asked again then, while the later polls report the
// error. Only a poll that opens the window or starts a review redraws; the answer wakes the
// frame loop when it comes (a message from the worker).
EMSCRIPTEN_KEEPALIVE const char* ishi_review(int first) {
  AppState& app = app_instance();
  if (!first && !app.review_error.empty()) return reply(Reply::failure(app.review_error));
  const bool was_open = app.review_dialog, had_error = !app.review_error.empty();
  const std::string was_request = app.review_request;
  if (Reply r = start_review(app); !r.ok) return reply(r);
  if (!was_open || had_error || app.review_request != was_request) picture_changed();
  if (const ReviewAnswer* r = finished_review(app)) {
    g_reply = review_answer_json(*r);
  } else {
    g_reply = R"({"pending":true})";
  }
  return g_reply.c_str();
}

EMSCRIPTEN_KEEPALIVE const char* ishi_share_fragment() {
  ishi::JsonWriter w;
  w.begin_object().key("fragment").value(share_fragment(current_save(app_instance()))).end_object();
  g_reply = w.str();
  return g_reply.c_str();
}

EMSCRIPTEN_KEEPALIVE const char* ishi_controls() {
  const AppState& app = app_instance();
  float k = 1.0f / app.ui_scale; // device pixels to CSS pixels
  ishi::JsonWriter w;
  w.begin_array();
  for (const DrawnControl& c : app.controls) {
    w.begin_object().key("id").value(c.id);
    w.key("x").value(c.rect.min.x * k).key("y").value(c.rect.min.y * k);
    w.key("width").value(c.rect.width() * k).key("height").value(c.rect.height() * k);
    w.end_object();
  }
  w.end_array();
  g_reply = w.str();
  return g_reply.c_str();
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
