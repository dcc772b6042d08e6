#include "app/core/hints.hpp"

#include "app/core/ai_request.hpp"
#include "app/core/i18n.hpp"
#include "engine/reversi/analysis.hpp"

namespace ishi::app {

namespace {

std::size_t game_index(const AppState& app) { return app.settings.game == GameKind::Gomoku ? 0 : 1; }

void drop_request(AppState& app) {
  if (!app.hint_request.empty()) app.hint_ai.cancel();
  app.hint_request.clear();
  app.hint_answer.reset();
  app.hint_error.clear();
}

} // namespace

Reply hints_allowed(const AppState& app) {
  const GameSession& session = active_session(app);
  // Not while the computer is to move, even while an earlier position is shown: it thinks
  // meanwhile, and the hints would slow its search down (and show its move).
  if (session.computer_to_move()) return Reply::failure("the computer is to move: no hints until it has played");
  if (session.hint_request(kHintMillis).empty()) return Reply::failure("the game is over: no hints");
  return {};
}

void tick_hints(AppState& app, int millis) {
  const GameSession& session = active_session(app);
  const bool wanted = app.settings.engine_hints || app.hints_wanted;
  app.hint_millis = millis;
  const std::string request = wanted && hints_allowed(app).ok ? session.hint_request(millis) : "";
  if (request != app.hint_request) {
    // A wish of window.ishi.hints() is for one position.
    if (!app.hint_request.empty()) app.hints_wanted = false;
    drop_request(app);
    if (request.empty()) return;
    app.hint_request = request;
    app.hint_ai.start(request);
  }
  if (request.empty()) return;
  if (app.hint_ai.broken()) {
    app.hint_error = tr(Text::ComputerUnavailable);
    return;
  }
  if (auto answer = app.hint_ai.take_answer()) {
    auto parsed = parse_hint_answer(*answer, session.board_points());
    if (parsed) {
      app.hint_answer = *parsed;
    } else {
      app.hint_error = answer_error(*answer).value_or(parsed.error());
    }
    // Only the setting draws them (window.ishi.hints() alone changes nothing on screen).
    if (app.settings.engine_hints) app.redraw = true;
  }
  if (app.settings.engine_hints && app.hint_answer && !session.viewed_ply() && !session.game_over() &&
      !hints_used(app)) {
    app.hints_used_in[game_index(app)] = true;
    app.dirty = true; // saved with the game
  }
}

const HintAnswer* shown_hints(const AppState& app) {
  if (!app.hint_answer || app.hint_request.empty()) return nullptr;
  // A move made since the last tick (a click while drawing) leaves the answer stale.
  if (active_session(app).hint_request(app.hint_millis) != app.hint_request) return nullptr;
  return &*app.hint_answer;
}

std::vector<std::string> hint_lines(const AppState& app) {
  const HintAnswer* h = app.settings.engine_hints ? shown_hints(app) : nullptr;
  if (!h || h->moves.empty()) return {};
  std::vector<std::string> out;
  // Words from `from`, at most `count` of them (the board numbers the line's next moves).
  auto join = [](const std::vector<std::string>& words, std::size_t from, std::size_t count = 99) {
    std::string text;
    for (std::size_t i = from; i < words.size() && i < from + count; ++i) text += (text.empty() ? "" : " ") + words[i];
    return text;
  };
  const HintMove& best = h->moves.front();
  if (app.settings.game == GameKind::Reversi) {
    const int discs = reversi::whole_discs(best.score);
    out.push_back(format(tr(Text::HintBest), best.move, (discs > 0 ? "+" : "") + std::to_string(discs)));
    return out;
  }
  std::string rest = join(h->line, 1, 4);
  out.push_back(format(tr(Text::HintBest), best.move, rest.empty() ? "" : "(" + rest + ")"));
  // The opponent is the side not to move in the position shown.
  const char* them = tr(app.gomoku.viewed_side_to_move() == "black" ? Text::White : Text::Black);
  if (!h->vcf.empty()) {
    out.push_back(format(tr(Text::HintThreatVcf), them, h->vcf));
  } else if (!h->fives.empty() || !h->straight.empty()) {
    std::vector<std::string> points = h->fives;
    points.insert(points.end(), h->straight.begin(), h->straight.end());
    out.push_back(format(tr(Text::HintThreats), them, join(points, 0)));
  }
  return out;
}

bool hints_used(const AppState& app) { return app.hints_used_in[game_index(app)]; }

void set_hints_used(AppState& app, bool used) { app.hints_used_in[game_index(app)] = used; }

} // namespace ishi::app
