#pragma once
// What both game screens keep besides the game itself: the notices shown to the player
// (a modal popup, a quiet banner, the last warning for tests), whether the game-over
// dialog is open, and which earlier position is being looked at.

#include <functional>
#include <optional>
#include <string>

#include "app/core/notice.hpp"
#include "engine/common/json.hpp"

namespace ishi::app {

class ScreenState {
 public:
  const std::optional<Notice>& popup() const { return popup_; }
  const std::optional<Notice>& banner() const { return banner_; }
  const std::optional<Notice>& last_warning() const { return last_warning_; }
  bool game_over_open() const { return game_over_; }

  // Shows a notice in the given style; the last warning records it in any case.
  void notify(Notice n, NoticeStyle style);
  void close_popup() { popup_.reset(); }
  void close_notices() {
    popup_.reset();
    banner_.reset();
  }
  void set_game_over(bool open) { game_over_ = open; }
  void reset() { *this = ScreenState{}; }

  // Browsing: ply k shows the position after k moves; nullopt is the live game. A ply at
  // or past the last move is the live game.
  std::optional<int> view() const { return view_; }
  void browse(std::optional<int> ply, int move_count);
  void browse_step(int delta, int move_count);
  void stop_browsing() { view_.reset(); }

  // Writes "lastWarning", "popup", "banner" and "viewing" into an open JSON object.
  // `square_name` writes a highlighted square's name.
  void write_json(JsonWriter& w, const std::function<std::string(Square)>& square_name) const;

 private:
  std::optional<Notice> popup_, banner_, last_warning_;
  bool game_over_ = false;
  std::optional<int> view_;
};

} // namespace ishi::app
