#pragma once
// The Reversi screen (GameSession, game_session.hpp): the game (owned by the engine), who
// plays which side, the notices (refused move, pass) and the last flips (for the
// animation). No ImGui here.

#include <optional>
#include <string>
#include <string_view>

#include "app/core/game_session.hpp"
#include "engine/reversi/game.hpp"

namespace ishi::app {

struct ReversiOptions {
  std::optional<reversi::Side> computer; // the side the computer plays, if any
};

class ReversiSession final : public GameSession {
 public:
  const reversi::Game& game() const { return game_; }
  const ReversiOptions& options() const { return options_; }

  // Moves are squares (x + 8 y, or a name like "d3"). A side with no legal move passes by
  // itself, recorded as reversi::kPass, so the side to move always has a move: "pass",
  // from a person or the computer, is refused and changes nothing, as is a malformed
  // answer from the computer (an error, not a notice for the person).
  Reply play(Square s) override;
  Reply play(std::string_view name) override;
  Reply computer_play(std::string_view move) override;
  bool computer_to_move() const override;
  std::string computer_colour() const override;
  void drop_computer() override { options_.computer.reset(); }
  std::string ai_request(std::string_view level, int millis, std::uint64_t seed) const override;
  std::string hint_request(int millis) const override;
  std::string review_request(int millis) const override;

  void new_game(const ReversiOptions& options);
  void new_game() override { new_game(options_); }
  bool undo() override;
  bool redo() override;
  bool can_undo() const override { return game_.can_undo(); }
  bool can_redo() const override { return game_.can_redo(); }
  std::string record() const override;
  Reply load_record(std::string_view text) override;
  bool game_over() const override { return game_.over(); }

  int move_count() const override { return static_cast<int>(game_.moves().size()); }
  std::string move_name(int index) const override;
  int board_points() const override { return 8; }
  int pieces_placed() const override { return discs_placed_; }

  reversi::Position viewed_position() const;
  std::string viewed_side_to_move() const override { return reversi::side_name(viewed_position().side); }

  // The discs the last move flipped, so the view can animate them once (pieces_placed
  // changes with every move).
  reversi::Bits last_flips() const { return last_flips_; }
  int last_move() const { return last_move_; }

  std::string status_line() const override;
  std::string state_json() const override;

 private:
  Reply play_square(int square);
  // A refused move raises a notice for a person's move; the computer's refusal is the
  // controller's to handle (the person did nothing wrong).
  Reply place(int square, bool person = true);
  void after_move();

  ReversiOptions options_;
  reversi::Game game_;
  reversi::Bits last_flips_ = 0;
  int last_move_ = -1;
  int discs_placed_ = 0;
};

std::string side_title(reversi::Side s);

} // namespace ishi::app
