#include "app/core/controller.hpp"

#include "app/core/ai_request.hpp"
#include "app/core/hints.hpp"
#include "app/core/review.hpp"
#include "engine/common/json.hpp"
#include "engine/gomoku/record.hpp"

namespace ishi::app {

namespace {

// How long the computer may think, by level: the strongest level uses its time to search.
int think_millis(std::string_view level) { return level == "strong" ? 2000 : 0; }

NoticeStyle styles_of(const Settings& s, int which) { return which == 0 ? s.threes : which == 1 ? s.fours : s.fouls; }

// Refused answers in a row, in one position, after which the computer stops playing.
constexpr int kRefusalsAllowed = 2;

bool gomoku_has_computer() { return !levels_of(GameKind::Gomoku).empty(); }

} // namespace

LevelList levels_of(GameKind game) { return game == GameKind::Gomoku ? gomoku_levels() : reversi_levels(); }

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
  set_hints_used(app, false);
  app.dirty = true;
}

void start_new_game(AppState& app) {
  cancel_computer(app);
  app.preview.reset();
  active_session(app).new_game();
  set_hints_used(app, false);
  app.dirty = true;
}

bool computer_thinking(const AppState& app) { return app.ai.busy(); }

void cancel_computer(AppState& app) {
  app.ai.cancel();
  app.ai_request.clear();
  app.ai_refusals = 0;
}

namespace {

// The runner's failures: the page says so, and once the runner is broken the game goes on
// between people (the computer's colour is the person's to play). True when the computer
// cannot play.
bool follow_ai_failures(AppState& app) {
  int failures = app.ai.failures();
  if (failures != app.ai_failures_seen) {
    app.ai_failures_seen = failures;
    app.message = tr(app.ai.broken() ? Text::ComputerUnavailable : Text::ComputerRestarted);
    app.dirty = true;
  }
  if (!app.ai.broken()) return false;
  if (!active_session(app).computer_colour().empty()) {
    app.gomoku.drop_computer();
    app.reversi.drop_computer();
    app.settings.opponent = Opponent::Person;
    app.ai_request.clear();
    app.message = tr(Text::ComputerUnavailable);
    app.dirty = true;
  }
  return true;
}

} // namespace

void play_answer(AppState& app, std::string_view answer) {
  GameSession& session = active_session(app);
  const bool turn = session.computer_to_move();
  bool played = false;
  if (answer.rfind("move ", 0) == 0 && turn) {
    played = session.computer_play(answer.substr(5)).ok;
  } else if (auto error = answer_error(answer)) {
    app.message = *error;
  }
  if (played) {
    app.dirty = true;
    app.ai_refusals = 0;
    return;
  }
  // Only a refusal the game could have accepted counts (not one while a past move is shown).
  if (!turn || session.viewed_ply()) return;
  // Refused on its turn: the next frame asks again, once. A second refusal in the same
  // position is a fault that asking again would repeat for ever: the person plays on, as
  // when the computer cannot start (and so the next game is between people too).
  std::string position = std::string(gomoku_active(app) ? "gomoku " : "reversi ") + session.record();
  if (position != app.ai_refused_at) {
    app.ai_refused_at = position;
    app.ai_refusals = 0;
  }
  if (++app.ai_refusals >= kRefusalsAllowed) {
    session.drop_computer();
    app.settings.opponent = Opponent::Person;
    app.ai_refusals = 0;
    app.message = tr(Text::ComputerNoMove);
    app.dirty = true;
  }
}

void tick_computer(AppState& app, std::uint64_t seed) {
  if (follow_ai_failures(app)) return;
  GameSession& session = active_session(app);
  bool turn = session.computer_to_move();
  bool paused = session.popup().has_value() || session.viewed_ply().has_value();
  // An answer waits while a popup or a past move is shown (the game would refuse it).
  if (paused) return;
  if (auto answer = app.ai.take_answer()) {
    app.ai_request.clear();
    play_answer(app, *answer);
    return;
  }
  if (!turn || app.ai.busy()) return;
  std::string level = app.settings.level;
  if (!has_level(levels_of(app.settings.game), level)) level = "medium";
  app.ai_request = session.ai_request(level, think_millis(level), seed);
  app.ai.start(app.ai_request);
}

bool gomoku_active(const AppState& app) { return app.settings.game == GameKind::Gomoku; }

std::string game_summary(const AppState& app) {
  std::string out;
  if (gomoku_active(app)) {
    gomoku::Rule rule = app.gomoku.game().rule();
    Text name = rule == gomoku::Rule::Renju      ? Text::Renju
                : rule == gomoku::Rule::Standard ? Text::Standard
                : rule == gomoku::Rule::Classic  ? Text::Classic
                                                 : Text::Freestyle;
    std::string n = std::to_string(app.gomoku.board_points());
    out = std::string(tr(name)) + " " + n + "\u00d7" + n;
  } else {
    out = tr(Text::Reversi);
  }
  std::string computer = active_session(app).computer_colour(); // "black", "white" or ""
  auto player = [&](std::string_view colour) {
    if (computer != colour) return std::string(tr(Text::Person));
    return std::string(tr(Text::Computer)) + " (" + level_title(app.settings.level) + ")";
  };
  out += std::string(" \u00b7 ") + tr(Text::Black) + ": " + player("black");
  out += std::string(" \u00b7 ") + tr(Text::White) + ": " + player("white");
  return out;
}

const std::optional<Notice>& active_popup(const AppState& app) { return active_session(app).popup(); }

bool game_over_popup(const AppState& app) { return active_session(app).game_over_popup_open(); }

void dismiss_popup(AppState& app) { active_session(app).dismiss_popup(); }

void dismiss_game_over(AppState& app) { active_session(app).dismiss_game_over(); }

Reply answer_question(AppState& app, bool yes) {
  GameSession& session = active_session(app);
  if (!session.popup() || !session.popup()->question) return Reply::failure("no question is open");
  session.answer_question(yes);
  app.dirty = true;
  return {};
}

Reply close_popups(AppState& app) {
  if (active_popup(app) && active_popup(app)->question) return Reply::failure("a question needs an answer");
  dismiss_popup(app);
  dismiss_game_over(app);
  return {};
}

void apply_settings(AppState& app, const Settings& s) {
  app.settings = s;
  set_language(s.language);
  app.gomoku.set_notice_styles(s.threes, s.fours, s.fouls);
  app.dirty = true;
}

bool undo(AppState& app) {
  cancel_computer(app);
  bool done = active_session(app).undo();
  app.dirty = app.dirty || done;
  return done;
}

bool redo(AppState& app) {
  cancel_computer(app);
  bool done = active_session(app).redo();
  app.dirty = app.dirty || done;
  return done;
}

void browse_step(AppState& app, int delta) { active_session(app).browse_step(delta); }

void browse_to(AppState& app, std::optional<int> ply) { active_session(app).browse(ply); }

Reply click_point(AppState& app, Square s) {
  Reply r = active_session(app).play(s);
  if (r.ok) app.dirty = true;
  return r;
}

Reply play_text(AppState& app, std::string_view move) {
  Reply r = active_session(app).play(move);
  if (r.ok) app.dirty = true;
  return r;
}

std::string current_record(const AppState& app) { return active_session(app).record(); }

SavedGame current_save(const AppState& app) {
  return {app.settings, current_record(app), active_session(app).computer_colour(), hints_used(app)};
}

std::optional<std::string> take_save(AppState& app) {
  if (!app.dirty) return std::nullopt;
  app.dirty = false;
  return save_text(current_save(app));
}

Reply import_record(AppState& app, std::string_view text) {
  cancel_computer(app);
  Reply r = active_session(app).load_record(text);
  if (r.ok) {
    set_hints_used(app, false);
    app.dirty = true;
  }
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
      set_hints_used(app, g->hints_used); // the import forgot it
      app.dirty = false;
      return;
    }
  }
  app.message = tr(Text::SavedGameLost);
  start_new_game(app, g ? g->settings : Settings{}, 0);
}

std::string state_json(const AppState& app) {
  std::string game = active_session(app).state_json();
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
  w.key("frameCallbacks").value(static_cast<long long>(app.frame_callbacks));
  w.key("settled").value(app.settled);
  w.key("summary").value(game_summary(app));
  w.key("settings").value(to_text(app.settings));
  w.key("dialog");
  if (app.new_game_dialog || app.import_dialog) {
    w.value(app.new_game_dialog ? "new-game" : "import");
  } else {
    w.null();
  }
  w.key("record").value(current_record(app));
  w.key("hintLines").begin_array();
  for (const std::string& line : hint_lines(app)) w.value(line);
  w.end_array();
  w.key("hintsUsed").value(hints_used(app));
  w.key("review").begin_object().key("open").value(app.review_dialog);
  auto progress = review_progress(app);
  w.key("done").value(progress ? progress->done : finished_review(app) ? active_session(app).move_count() : 0);
  w.key("finished").value(finished_review(app) != nullptr).end_object();
  w.end_object();
  // Merge: the game's object, then the app's fields.
  std::string app_fields = w.str();
  game.pop_back();
  return game + "," + app_fields.substr(1);
}

} // namespace ishi::app
