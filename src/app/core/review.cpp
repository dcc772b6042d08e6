#include "app/core/review.hpp"

#include <algorithm>
#include <map>
#include <sstream>

#include "app/core/ai_request.hpp"
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

Reply review_allowed(const AppState& app) {
  const GameSession& session = active_session(app);
  if (session.move_count() == 0) return Reply::failure("no moves to review");
  if (session.computer_to_move()) return Reply::failure("the computer is to move: review once it has played");
  return {};
}

Reply start_review(AppState& app) {
  if (Reply r = review_allowed(app); !r.ok) return r;
  app.review_dialog = true;
  const std::string request = current_review_request(app);
  // Under way or done for this game; after an error, asking again may succeed.
  if (request == app.review_request && app.review_error.empty()) return {};
  drop_review(app);
  app.review_request = request;
  app.review_ai.start(request);
  return {};
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
    auto parsed = parse_review_answer(*answer, active_session(app).board_points());
    if (parsed) {
      app.review_answer = *parsed;
    } else {
      app.review_error = answer_error(*answer).value_or(parsed.error());
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
  const int shown = active_session(app).viewed_move_count();
  if (shown < 0 || shown >= static_cast<int>(r->plies.size())) return nullptr;
  const ReviewedPly& p = r->plies[static_cast<std::size_t>(shown)];
  return review_flagged(p.label) && p.has_best_point() ? &p : nullptr;
}

std::vector<float> review_graph(const ReviewAnswer& r, bool reversi) {
  std::vector<float> out;
  for (const ReviewedPly& p : r.plies) {
    // A pass has no value of its own: the position is the one before it.
    if (p.move == "pass" && !out.empty()) {
      out.push_back(out.back());
      continue;
    }
    const float sign = p.mover == "black" ? 1.0f : -1.0f;
    const float value =
        reversi ? static_cast<float>(p.score) / 100.0f : static_cast<float>(std::clamp(p.score, -2000, 2000));
    out.push_back(sign * value);
  }
  return out;
}

namespace {

// The flagged labels and their titles.
const std::map<std::string, Text, std::less<>> kFlagged = {{"inaccuracy", Text::LabelInaccuracy},
                                                           {"mistake", Text::LabelMistake},
                                                           {"blunder", Text::LabelBlunder},
                                                           {"missed-win", Text::LabelMissedWin},
                                                           {"missed-defence", Text::LabelMissedDefence},
                                                           {"foul", Text::LabelFoul}};

} // namespace

bool review_flagged(const std::string& label) { return kFlagged.count(label) > 0; }

const char* review_label_title(const std::string& label) {
  auto it = kFlagged.find(label);
  return it == kFlagged.end() ? "" : tr(it->second);
}

std::vector<std::string> review_summary(const ReviewAnswer& r) {
  std::vector<std::string> out;
  for (int side = 0; side < 2; ++side) {
    // Each label once, in the order it first appears in the game.
    std::vector<std::pair<std::string, int>> counts;
    for (const ReviewedPly& p : r.plies) {
      if ((p.mover == "black") != (side == 0) || !review_flagged(p.label)) continue;
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
    std::string labels;
    for (std::size_t i = 0; i < counts.size(); ++i) {
      labels += (i > 0 ? tr(Text::ReviewListSeparator) : "") + std::string(review_label_title(counts[i].first)) + " ×" +
                std::to_string(counts[i].second);
    }
    out.push_back(format(tr(Text::ReviewSummary), who, labels));
  }
  return out;
}

} // namespace ishi::app
