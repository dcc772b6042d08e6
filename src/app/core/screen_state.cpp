#include "app/core/screen_state.hpp"

#include <algorithm>

namespace ishi::app {

void ScreenState::notify(Notice n, NoticeStyle style) {
  last_warning_ = n;
  if (style == NoticeStyle::Popup) {
    popup_ = std::move(n);
  } else if (style == NoticeStyle::Banner) {
    banner_ = std::move(n);
  }
}

void ScreenState::browse(std::optional<int> ply, int move_count) {
  if (ply && (*ply < 0 || *ply >= move_count)) ply.reset(); // the last position is the live game
  view_ = ply;
}

void ScreenState::browse_step(int delta, int move_count) {
  int at = view_ ? *view_ : move_count;
  at = std::max(0, std::min(move_count, at + delta));
  browse(at == move_count ? std::nullopt : std::optional<int>(at), move_count);
}

void ScreenState::write_json(JsonWriter& w, const std::function<std::string(Square)>& square_name) const {
  auto notice = [&](const char* key, const std::optional<Notice>& n) {
    w.key(key);
    if (!n) {
      w.null();
      return;
    }
    w.begin_object().key("kind").value(n->kind).key("message").value(n->message).key("point").value(n->point);
    w.key("highlight").begin_array();
    for (Square s : n->highlight) w.value(square_name(s));
    w.end_array().key("question").value(n->question).end_object();
  };
  notice("lastWarning", last_warning_);
  w.key("popup");
  if (popup_) {
    w.value(popup_->question ? "question" : "warning");
  } else if (game_over_) {
    w.value("game-over");
  } else {
    w.null();
  }
  notice("banner", banner_);
  w.key("viewing");
  if (view_) {
    w.value(*view_);
  } else {
    w.null();
  }
}

} // namespace ishi::app
