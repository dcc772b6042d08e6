#pragma once
// What the Gomoku screen is showing: the game (owned by the engine), the warning a player
// was last given and whether its popup is still open. Every input, a click on the board or
// a call from the page's test API, goes through here, so both take exactly the same path.
// No ImGui here: the view reads this state and draws it.

#include <optional>
#include <string>
#include <string_view>

#include "engine/gomoku/game.hpp"

namespace ishi::app {

// A message the player must see, e.g. "That point is taken".
struct Warning {
  std::string kind;    // stable identifier for tests: "taken", "off-board", "game-over"
  std::string message; // the sentence shown in the popup
  std::string point;   // the point concerned, in notation ("h8"), or empty
};

// The answer to one request: either done, or an error that changed nothing.
struct Reply {
  bool ok = true;
  std::string error;
  static Reply failure(std::string why) { return {false, std::move(why)}; }
};

struct NewGameOptions {
  gomoku::Rule rule = gomoku::Rule::Freestyle;
  int size = gomoku::kDefaultSize;
};

class GomokuSession {
 public:
  GomokuSession() = default;

  const gomoku::Game& game() const { return game_; }
  const NewGameOptions& options() const { return options_; }
  const std::optional<Warning>& last_warning() const { return last_warning_; }

  // A click or tap on a point. A refused move raises a warning popup and changes nothing else.
  Reply play(Square s);
  // The same from text ("h8"); malformed text is an error, not a warning, and changes nothing.
  Reply play(std::string_view notation);
  void new_game(const NewGameOptions& options);
  void new_game() { new_game(options_); }

  // The popup the view should show now, if any: a warning, then the end of the game.
  bool warning_popup_open() const { return warning_popup_open_; }
  void dismiss_warning() { warning_popup_open_ = false; }
  bool game_over_popup_open() const { return game_over_popup_open_; }
  void dismiss_game_over() { game_over_popup_open_ = false; }

  // Human-readable: "Black to play", "White wins: five in a row", ...
  std::string status_line() const;

  // The state as JSON for the page's test API (window.ishi.state()).
  std::string state_json() const;

 private:
  void warn(std::string kind, std::string message, std::string point);

  NewGameOptions options_;
  gomoku::Game game_{options_.rule, options_.size};
  std::optional<Warning> last_warning_;
  bool warning_popup_open_ = false;
  bool game_over_popup_open_ = false;
};

// "black" / "white" as a player reads it: "Black" / "White".
std::string_view colour_title(gomoku::Stone s);

} // namespace ishi::app
