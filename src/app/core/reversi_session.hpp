#pragma once
// What the Reversi screen is showing: the game (owned by the engine), who plays which
// side, the notices (refused move, pass), the last flips (for the animation) and which
// earlier position is being looked at. No ImGui here.

#include <optional>
#include <string>
#include <string_view>

#include "app/core/notice.hpp"
#include "app/core/reply.hpp"
#include "app/core/screen_state.hpp"
#include "engine/reversi/game.hpp"

namespace ishi::app {

struct ReversiOptions {
  std::optional<reversi::Side> computer; // the side the computer plays, if any
};

class ReversiSession {
 public:
  const reversi::Game& game() const { return game_; }
  const ReversiOptions& options() const { return options_; }

  Reply play(int square);            // a person's move
  Reply play(std::string_view name); // "d3"
  Reply computer_play(int square);   // the computer's move (square -1: it must pass)
  bool computer_to_move() const;

  void new_game(const ReversiOptions& options);
  void new_game() { new_game(options_); }
  bool undo();
  bool redo();
  bool can_undo() const { return game_.can_undo(); }
  bool can_redo() const { return game_.can_redo(); }
  Reply load_transcript(std::string_view text);

  std::optional<int> viewed_ply() const { return screen_.view(); }
  void browse(std::optional<int> ply) { screen_.browse(ply, move_count()); }
  void browse_step(int delta) { screen_.browse_step(delta, move_count()); }
  reversi::Position viewed_position() const;

  const std::optional<Notice>& popup() const { return screen_.popup(); }
  const std::optional<Notice>& banner() const { return screen_.banner(); }
  const std::optional<Notice>& last_warning() const { return screen_.last_warning(); }
  void dismiss_popup() { screen_.close_popup(); }
  bool game_over_popup_open() const { return screen_.game_over_open(); }
  void dismiss_game_over() { screen_.set_game_over(false); }

  // The discs the last move flipped and a counter that changes with every move, so the
  // view can animate them once.
  reversi::Bits last_flips() const { return last_flips_; }
  int last_move() const { return last_move_; }
  int discs_placed() const { return discs_placed_; }

  std::string status_line() const;
  std::string state_json() const;

 private:
  Reply place(int square);
  void after_move();
  int move_count() const { return static_cast<int>(game_.moves().size()); }

  ReversiOptions options_;
  reversi::Game game_;
  ScreenState screen_;
  reversi::Bits last_flips_ = 0;
  int last_move_ = -1;
  int discs_placed_ = 0;
};

std::string side_title(reversi::Side s);

} // namespace ishi::app
