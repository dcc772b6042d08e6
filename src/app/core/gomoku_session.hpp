#pragma once
// What the Gomoku screen is showing: the game (owned by the engine), who plays which
// colour, the notices the player is given, and which earlier move is being looked at.
// Every input (a click, a key, a call from the page's test API, the computer's reply)
// goes through here, so all take exactly the same path. No ImGui here: the view reads this
// state and draws it.

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "app/core/notice.hpp"
#include "app/core/reply.hpp"
#include "app/core/screen_state.hpp"
#include "engine/gomoku/game.hpp"
#include "engine/gomoku/renju.hpp"

namespace ishi::app {

struct GomokuOptions {
  gomoku::Rule rule = gomoku::Rule::Freestyle;
  int size = gomoku::kDefaultSize;
  std::optional<gomoku::Stone> computer; // the colour the computer plays, if any
  NoticeStyle threes = NoticeStyle::Popup, fours = NoticeStyle::Popup, fouls = NoticeStyle::Popup;
};

class GomokuSession {
 public:
  GomokuSession() = default;

  const gomoku::Game& game() const { return game_; }
  const GomokuOptions& options() const { return options_; }
  void set_notice_styles(NoticeStyle threes, NoticeStyle fours, NoticeStyle fouls);

  // A person's move (click, tap, key or test API). Refused while the computer is to play
  // or while an earlier position is being looked at. A refused move raises a notice.
  Reply play(Square s);
  // The same from text ("h8"); malformed text is an error, not a notice, and changes nothing.
  Reply play(std::string_view notation);
  // The computer's move; ignored unless it is the computer's turn.
  Reply computer_play(Square s);
  bool computer_to_move() const;

  void new_game(const GomokuOptions& options);
  void new_game() { new_game(options_); }
  // Undo takes back the computer's reply too, so that the person is to move again.
  bool undo();
  bool redo();
  bool can_undo() const { return game_.can_undo(); }
  bool can_redo() const { return game_.can_redo(); }
  // Replaces the game by a record; on error nothing changes.
  Reply load_moves(std::string_view moves);

  // Looking at an earlier position without losing the later moves: ply 0 is the empty
  // board; nullopt is the live game.
  std::optional<int> viewed_ply() const { return screen_.view(); }
  void browse(std::optional<int> ply) { screen_.browse(ply, move_count()); }
  void browse_step(int delta) { screen_.browse_step(delta, move_count()); }
  gomoku::Board viewed_board() const;
  int viewed_move_count() const { return screen_.view() ? *screen_.view() : move_count(); }

  // Notices. The popup is modal; the banner is a quiet line; the last warning stays
  // readable for tests after its popup closes.
  const std::optional<Notice>& popup() const { return screen_.popup(); }
  const std::optional<Notice>& banner() const { return screen_.banner(); }
  const std::optional<Notice>& last_warning() const { return screen_.last_warning(); }
  void dismiss_popup() { screen_.close_popup(); }
  void answer_question(bool yes); // Classic: continue the game after a 4-4 or 4-3?
  bool game_over_popup_open() const { return screen_.game_over_open(); }
  void dismiss_game_over() { screen_.set_game_over(false); }
  // For compatibility with the first board: a warning popup is a popup.
  bool warning_popup_open() const { return popup().has_value(); }
  void dismiss_warning() { dismiss_popup(); }

  // Black's forbidden points in the live game (Renju), cached per move.
  const std::vector<gomoku::ForbiddenPoint>& forbidden_points() const;

  // "Black to play", "White wins: five in a row", ...
  std::string status_line() const;
  std::string state_json() const;
  // Counts stones placed, so the view can play a sound once per stone.
  int stones_placed() const { return stones_placed_; }

 private:
  Reply place(Square s);
  int move_count() const { return static_cast<int>(game_.moves().size()); }
  void announce_threats(Square s, gomoku::Stone mover);
  void refuse(gomoku::MoveStatus status, Square s);

  GomokuOptions options_;
  gomoku::Game game_{options_.rule, options_.size};
  ScreenState screen_;
  int stones_placed_ = 0;
  mutable std::vector<gomoku::ForbiddenPoint> forbidden_cache_;
  mutable int forbidden_cache_moves_ = -1;
};

// "Black" / "White" in the current language.
std::string colour_title(gomoku::Stone s);

} // namespace ishi::app
