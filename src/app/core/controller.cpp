#include "app/core/controller.hpp"

#include <sstream>

#include "app/core/ai_request.hpp"
#include "engine/common/json.hpp"
#include "engine/gomoku/record.hpp"

namespace ishi::app {

namespace {

// How long the computer may think, by level: the strongest level uses its time to search.
int think_millis(std::string_view level) { return level == "strong" ? 2000 : 0; }

NoticeStyle styles_of(const Settings& s, int which) { return which == 0 ? s.threes : which == 1 ? s.fours : s.fouls; }

bool gomoku_has_computer() { return !gomoku_levels().empty(); }

} // namespace

void start_new_game(AppState& app, const Settings& s, std::uint64_t seed) {
  cancel_computer(app);
  app.settings = s;
  app.preview.reset();
  bool computer = s.opponent == Opponent::Computer;
  bool person_black = s.colour == ColourChoice::Black || (s.colour == ColourChoice::Random && seed % 2 == 0);
  if (s.game == GameKind::Gomoku) {
    GomokuOptions o;
    o.rule = s.rule;
    o.size = s.size;
    o.threes = styles_of(s, 0);
    o.fours = styles_of(s, 1);
    o.fouls = styles_of(s, 2);
    if (computer && gomoku_has_computer()) o.computer = person_black ? gomoku::Stone::White : gomoku::Stone::Black;
    app.gomoku.new_game(o);
  } else {
    ReversiOptions o;
    if (computer) o.computer = person_black ? reversi::Side::White : reversi::Side::Black;
    app.reversi.new_game(o);
  }
  if (computer) app.ai.prepare();
  app.dirty = true;
}

void start_new_game(AppState& app) {
  cancel_computer(app);
  app.preview.reset();
  if (app.settings.game == GameKind::Gomoku) {
    app.gomoku.new_game();
  } else {
    app.reversi.new_game();
  }
  app.dirty = true;
}

bool computer_thinking(const AppState& app) { return app.ai.busy(); }

void cancel_computer(AppState& app) {
  app.ai.cancel();
  app.ai_request.clear();
}

void tick_computer(AppState& app, std::uint64_t seed) {
  bool gomoku = app.settings.game == GameKind::Gomoku;
  bool turn = gomoku ? app.gomoku.computer_to_move() : app.reversi.computer_to_move();
  bool paused = gomoku ? (app.gomoku.popup().has_value() || app.gomoku.viewed_ply().has_value())
                       : (app.reversi.popup().has_value() || app.reversi.viewed_ply().has_value());
  if (auto answer = app.ai.take_answer()) {
    std::string request = app.ai_request;
    app.ai_request.clear();
    if (answer->rfind("move ", 0) == 0 && turn) {
      std::string move = answer->substr(5);
      if (gomoku) {
        if (auto s = app.gomoku.game().board().parse(move)) app.gomoku.computer_play(*s);
      } else if (move != "pass") {
        app.reversi.computer_play(reversi::parse_square_name(move));
      }
      app.dirty = true;
    } else if (answer->rfind("error ", 0) == 0) {
      app.message = answer->substr(6);
    }
    return;
  }
  if (!turn || paused || app.ai.busy()) return;
  const std::string& level = app.settings.level;
  std::string request;
  if (gomoku) {
    std::string l(level);
    if (!has_level(gomoku_levels(), l)) l = "medium";
    request = gomoku_request(app.gomoku.game().rule(), app.gomoku.game().board().size(),
                             gomoku::format_moves(app.gomoku.game()), l, think_millis(l), seed);
  } else {
    std::string l(level);
    if (!has_level(reversi_levels(), l)) l = "medium";
    request = reversi_request(app.reversi.game().position(), l, think_millis(l), seed);
  }
  app.ai_request = request;
  app.ai.start(request);
}

bool gomoku_active(const AppState& app) { return app.settings.game == GameKind::Gomoku; }

const std::optional<Notice>& active_popup(const AppState& app) {
  return gomoku_active(app) ? app.gomoku.popup() : app.reversi.popup();
}

bool game_over_popup(const AppState& app) {
  return gomoku_active(app) ? app.gomoku.game_over_popup_open() : app.reversi.game_over_popup_open();
}

void dismiss_popup(AppState& app) {
  if (gomoku_active(app)) {
    app.gomoku.dismiss_popup();
  } else {
    app.reversi.dismiss_popup();
  }
}

void dismiss_game_over(AppState& app) {
  if (gomoku_active(app)) {
    app.gomoku.dismiss_game_over();
  } else {
    app.reversi.dismiss_game_over();
  }
}

bool undo(AppState& app) {
  cancel_computer(app);
  bool done = app.settings.game == GameKind::Gomoku ? app.gomoku.undo() : app.reversi.undo();
  app.dirty = app.dirty || done;
  return done;
}

bool redo(AppState& app) {
  cancel_computer(app);
  bool done = app.settings.game == GameKind::Gomoku ? app.gomoku.redo() : app.reversi.redo();
  app.dirty = app.dirty || done;
  return done;
}

void browse_step(AppState& app, int delta) {
  if (app.settings.game == GameKind::Gomoku) {
    app.gomoku.browse_step(delta);
  } else {
    app.reversi.browse_step(delta);
  }
}

void browse_to(AppState& app, std::optional<int> ply) {
  if (gomoku_active(app)) {
    app.gomoku.browse(ply);
  } else {
    app.reversi.browse(ply);
  }
}

Reply click_point(AppState& app, Square s) {
  Reply r = app.settings.game == GameKind::Gomoku ? app.gomoku.play(s) : app.reversi.play(s.x + 8 * s.y);
  if (r.ok) app.dirty = true;
  return r;
}

Reply play_text(AppState& app, std::string_view move) {
  Reply r = app.settings.game == GameKind::Gomoku ? app.gomoku.play(move) : app.reversi.play(move);
  if (r.ok) app.dirty = true;
  return r;
}

std::string current_record(const AppState& app) {
  if (app.settings.game == GameKind::Gomoku) return gomoku::format_moves(app.gomoku.game());
  return reversi::transcript(app.reversi.game());
}

SavedGame current_save(const AppState& app) {
  std::string computer;
  if (app.settings.game == GameKind::Gomoku && app.gomoku.options().computer) {
    computer = gomoku::stone_name(*app.gomoku.options().computer);
  } else if (app.settings.game == GameKind::Reversi && app.reversi.options().computer) {
    computer = reversi::side_name(*app.reversi.options().computer);
  }
  return {app.settings, current_record(app), computer};
}

Reply import_record(AppState& app, std::string_view text) {
  cancel_computer(app);
  Reply r = app.settings.game == GameKind::Gomoku ? app.gomoku.load_moves(text) : app.reversi.load_transcript(text);
  if (r.ok) app.dirty = true;
  return r;
}

void restore(AppState& app, std::string_view saved, std::string_view fragment) {
  std::string why;
  if (!fragment.empty()) {
    if (auto g = parse_share_fragment(fragment, app.settings, &why)) {
      start_new_game(app, g->settings, 0);
      if (import_record(app, g->record).ok) return;
    }
    app.message = tr(Text::SavedGameLost);
    start_new_game(app, app.settings, 0);
    return;
  }
  if (saved.empty()) {
    start_new_game(app, app.settings, 0);
    return;
  }
  auto g = parse_save(saved, &why);
  if (g) {
    set_language(g->settings.language);
    // Keep who plays which colour as it was (a random colour was drawn once).
    Settings s = g->settings;
    if (!g->computer_colour.empty())
      s.colour = g->computer_colour == "white" ? ColourChoice::Black : ColourChoice::White;
    start_new_game(app, s, 0);
    app.settings.colour = g->settings.colour; // the New game dialog keeps the player's choice
    if (import_record(app, g->record).ok) {
      app.dirty = false;
      return;
    }
  }
  app.message = tr(Text::SavedGameLost);
  start_new_game(app, g ? g->settings : Settings{}, 0);
}

std::string state_json(const AppState& app) {
  std::string game = app.settings.game == GameKind::Gomoku ? app.gomoku.state_json() : app.reversi.state_json();
  JsonWriter w;
  w.begin_object();
  w.key("thinking").value(app.ai.busy());
  w.key("progress").value(app.ai.progress());
  w.key("language").value(language_code(current_language()));
  w.key("level").value(app.settings.level);
  w.key("opponent").value(app.settings.opponent == Opponent::Computer ? "computer" : "person");
  w.key("message");
  if (app.message) {
    w.value(*app.message);
  } else {
    w.null();
  }
  w.key("framesDrawn").value(static_cast<long long>(app.frames_drawn));
  w.key("record").value(current_record(app));
  w.end_object();
  // Merge: the game's object, then the app's fields.
  std::string app_fields = w.str();
  game.pop_back();
  return game + "," + app_fields.substr(1);
}

} // namespace ishi::app
