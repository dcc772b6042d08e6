#pragma once
// What any game's screen offers, whatever the game: moves from a person (a board point or
// text) and from the computer, undo and redo, looking at earlier positions, the notices
// shown to the player, the record, the state as JSON for the page's test API, and what the
// board needs to be drawn. GomokuSession and ReversiSession implement it; the controller
// and the view use it and name a game only where the games truly differ (the new game's
// options, the board drawing, the game's own settings).
//
// Every input (a click, a key, a call from the page's test API, the computer's reply) goes
// through a session, so all take exactly the same path. No ImGui here.

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

#include "app/core/notice.hpp"
#include "app/core/reply.hpp"
#include "app/core/screen_state.hpp"
#include "engine/common/square.hpp"

namespace ishi::app {

class GameSession {
 public:
  virtual ~GameSession() = default;

  // A person's move at a board point (Reversi: square x + 8 y). Refused while the computer
  // is to play or while an earlier position is being looked at (the click then returns to
  // the live game). A refused move raises a notice.
  virtual Reply play(Square s) = 0;
  // The same from text ("h8", "d3"); malformed text is an error, not a notice, and changes
  // nothing.
  virtual Reply play(std::string_view move) = 0;
  // The computer's answer as the AI request gave it ("h8", "d3"); refused, with an error and
  // no change, unless it is the computer's turn and a legal move (Reversi's passes are the
  // game's own, so a "pass" answer is refused too).
  virtual Reply computer_play(std::string_view move) = 0;
  virtual bool computer_to_move() const = 0;
  // The colour the computer plays ("black", "white"), or "" when two people play.
  virtual std::string computer_colour() const = 0;
  // From now on people play both colours (the computer cannot play any more).
  virtual void drop_computer() = 0;
  // The request that asks the computer for a move in the live position (ai_request.hpp).
  virtual std::string ai_request(std::string_view level, int millis, std::uint64_t seed) const = 0;
  // The request for the engine's hints in the position shown (the viewed one while browsing),
  // or "" when that position is the end of the game.
  virtual std::string hint_request(int millis) const = 0;
  // The request for a review of the whole game (every move, whatever ply is shown).
  virtual std::string review_request(int millis) const = 0;

  // A new game with the options of the current one.
  virtual void new_game() = 0;
  // Undo takes back the computer's reply too, so that the person is to move again.
  virtual bool undo() = 0;
  virtual bool redo() = 0;
  virtual bool can_undo() const = 0;
  virtual bool can_redo() const = 0;
  // The game as text (Gomoku "h8 i9", Reversi "f5d6"), and replacing it by such a record
  // (on error nothing changes).
  virtual std::string record() const = 0;
  virtual Reply load_record(std::string_view text) = 0;
  virtual bool game_over() const = 0;

  // The moves, for the move list: how many, and each one's name ("--" for a pass).
  virtual int move_count() const = 0;
  virtual std::string move_name(int index) const = 0;
  // Points on a side of the board (Gomoku 15 or 19, Reversi 8).
  virtual int board_points() const = 0;
  // Counts pieces placed, so the host can play a sound once per stone or disc.
  virtual int pieces_placed() const = 0;

  // "Black to play", "White wins: five in a row", ...; the panel's line may add more (the
  // move number), the game-over popup shows the plain one.
  virtual std::string status_line() const = 0;
  virtual std::string panel_status() const { return status_line(); }
  // For window.ishi.state(): the game's state as a JSON object.
  virtual std::string state_json() const = 0;

  // Looking at an earlier position without losing the later moves: ply 0 is the start;
  // nullopt is the live game.
  std::optional<int> viewed_ply() const { return screen_.view(); }
  // The moves that led to the position shown (all of them in the live game).
  int viewed_move_count() const { return screen_.view() ? *screen_.view() : move_count(); }
  // The side to move in the position shown: "black" or "white".
  virtual std::string viewed_side_to_move() const = 0;
  void browse(std::optional<int> ply) { screen_.browse(ply, move_count()); }
  void browse_step(int delta) { screen_.browse_step(delta, move_count()); }

  // Notices. The popup is modal; the banner is a quiet line; the last warning stays
  // readable for tests after its popup closes.
  const std::optional<Notice>& popup() const { return screen_.popup(); }
  const std::optional<Notice>& banner() const { return screen_.banner(); }
  const std::optional<Notice>& last_warning() const { return screen_.last_warning(); }
  void dismiss_popup() { screen_.close_popup(); }
  // Answers the open question popup (Classic: continue after a 4-4 or 4-3?). Games that
  // ask nothing never open one.
  virtual void answer_question(bool yes) {
    (void)yes;
    dismiss_popup();
  }
  bool game_over_popup_open() const { return screen_.game_over_open(); }
  void dismiss_game_over() { screen_.set_game_over(false); }

 protected:
  GameSession() = default;
  GameSession(const GameSession&) = default;
  GameSession& operator=(const GameSession&) = default;

  ScreenState screen_;
};

} // namespace ishi::app
