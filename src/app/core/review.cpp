#include "app/core/review.hpp"

#include <algorithm>
#include <map>
#include <sstream>

#include "app/core/i18n.hpp"

namespace ishi::app {

namespace {

std::string current_review_request(const AppState& app) {
  return active_session(app).review_request(kReviewMillisPerMove);
}

void drop_review(AppState& app) {
  if (!app.review_request.empty()) app.review_ai.cancel();
  app.review_request.clear();
  app.review_answer.reset();
  app.review_error.clear();
}

} // namespace

bool start_review(AppState& app) {
  if (active_session(app).move_count() == 0) return false;
  app.review_dialog = true;
  const std::string request = current_review_request(app);
  if (request == app.review_request) return true; // under way or done for this game
  drop_review(app);
  app.review_request = request;
  app.review_ai.start(request);
  return true;
}

void tick_review(AppState& app) {
  if (app.review_request.empty()) return;
  if (current_review_request(app) != app.review_request) {
    drop_review(app);
    app.review_dialog = false;
    return;
  }
  if (app.review_ai.broken()) {
    app.review_error = tr(Text::ComputerUnavailable);
    return;
  }
  if (auto answer = app.review_ai.take_answer()) {
    auto parsed = parse_review_answer(*answer);
    if (parsed) {
      app.review_answer = *parsed;
    } else {
      app.review_error = answer->rfind("error ", 0) == 0 ? answer->substr(6) : parsed.error();
    }
    app.redraw = true;
  }
}

void close_review(AppState& app) {
  app.review_dialog = false;
  if (!app.review_answer) drop_review(app); // a finished review stays for the same game
}

const ReviewAnswer* finished_review(const AppState& app) {
  if (!app.review_answer || app.review_request.empty()) return nullptr;
  if (current_review_request(app) != app.review_request) return nullptr;
  return &*app.review_answer;
}

std::optional<ReviewProgress> review_progress(const AppState& app) {
  if (app.review_request.empty() || app.review_answer || !app.review_error.empty()) return std::nullopt;
  ReviewProgress p;
  p.total = active_session(app).move_count();
  std::istringstream in(app.review_ai.progress()); // "progress <done> <total>"
  std::string word;
  in >> word >> p.done;
  p.done = std::clamp(p.done, 0, p.total);
  return p;
}

const ReviewedPly* review_of_shown_move(const AppState& app) {
  const ReviewAnswer* r = app.review_dialog ? finished_review(app) : nullptr;
  if (!r) return nullptr;
  const GameSession& session = active_session(app);
  const int shown = session.viewed_ply() ? *session.viewed_ply() : session.move_count();
  if (shown < 0 || shown >= static_cast<int>(r->plies.size())) return nullptr;
  const ReviewedPly& p = r->plies[static_cast<std::size_t>(shown)];
  return review_flagged(p.label) && p.best != "-" && p.best != "pass" ? &p : nullptr;
}

std::vector<float> review_graph(const ReviewAnswer& r, bool reversi) {
  std::vector<float> out;
  for (const ReviewedPly& p : r.plies) {
    // A pass has no value of its own: the position is the one before it.
    if (p.move == "pass" && !out.empty()) {
      out.push_back(out.back());
      continue;
    }
    // Black moves first; passes are plies of their own, so the movers alternate.
    const float sign = p.ply % 2 == 1 ? 1.0f : -1.0f;
    const float value =
        reversi ? static_cast<float>(p.score) / 100.0f : static_cast<float>(std::clamp(p.score, -2000, 2000));
    out.push_back(sign * value);
  }
  return out;
}

bool review_flagged(const std::string& label) {
  return label != "best" && label != "good" && label != "ok" && label != "win" && label != "pass";
}

const char* review_label_title(const std::string& label) {
  static const std::map<std::string, Text> kTitles = {{"inaccuracy", Text::LabelInaccuracy},
                                                      {"mistake", Text::LabelMistake},
                                                      {"blunder", Text::LabelBlunder},
                                                      {"missed-win", Text::LabelMissedWin},
                                                      {"missed-defence", Text::LabelMissedDefence},
                                                      {"foul", Text::LabelFoul}};
  auto it = kTitles.find(label);
  return it == kTitles.end() ? "" : tr(it->second);
}

std::vector<std::string> review_summary(const ReviewAnswer& r) {
  std::vector<std::string> out;
  for (int side = 0; side < 2; ++side) {
    // Each label once, in the order it first appears in the game.
    std::vector<std::pair<std::string, int>> counts;
    for (const ReviewedPly& p : r.plies) {
      if ((p.ply % 2 == 1) != (side == 0) || !review_flagged(p.label)) continue;
      auto it = std::find_if(counts.begin(), counts.end(), [&](const auto& c) { return c.first == p.label; });
      if (it == counts.end()) {
        counts.emplace_back(p.label, 1);
      } else {
        ++it->second;
      }
    }
    const char* who = tr(side == 0 ? Text::Black : Text::White);
    if (counts.empty()) {
      out.push_back(format(tr(Text::ReviewClean), who));
      continue;
    }
    std::string line = std::string(who) + ": ";
    for (std::size_t i = 0; i < counts.size(); ++i) {
      line += (i > 0 ? ", " : "") + std::string(review_label_title(counts[i].first)) + " ×" +
              std::to_string(counts[i].second);
    }
    out.push_back(line);
  }
  return out;
}

} // namespace ishi::app
