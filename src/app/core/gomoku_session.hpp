#pragma once
// The Gomoku screen (GameSession, game_session.hpp): the game (owned by the engine), who
// plays which colour, the rule notices (threats made, fouls refused, Classic's question)
// and the Renju forbidden points to mark. No ImGui here.

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "app/core/game_session.hpp"
#include "engine/gomoku/game.hpp"
#include "engine/gomoku/renju.hpp"

namespace ishi::app {

struct GomokuOptions {
  gomoku::Rule rule = gomoku::Rule::Freestyle;
  int size = gomoku::kDefaultSize;
  std::optional<gomoku::Stone> computer; // the colour the computer plays, if any
  NoticeStyle threes = NoticeStyle::Popup, fours = NoticeStyle::Popup, fouls = NoticeStyle::Popup;
};

class GomokuSession final : public GameSession {
 public:
  GomokuSession() = default;

  const gomoku::Game& game() const { return game_; }
  const GomokuOptions& options() const { return options_; }
  void set_notice_styles(NoticeStyle threes, NoticeStyle fours, NoticeStyle fouls);

  Reply play(Square s) override;
  Reply play(std::string_view notation) override;
  Reply computer_play(std::string_view move) override;
  // The computer's move at a point; ignored unless it is the computer's turn.
  Reply computer_play(Square s);
  bool computer_to_move() const override;
  std::string computer_colour() const override;
  void drop_computer() override { options_.computer.reset(); }
  std::string ai_request(std::string_view level, int millis, std::uint64_t seed) const override;
  std::string hint_request(int millis) const override;
  std::string review_request(int millis) const override;

  void new_game(const GomokuOptions& options);
  void new_game() override { new_game(options_); }
  bool undo() override;
  bool redo() override;
  bool can_undo() const override { return game_.can_undo(); }
  bool can_redo() const override { return game_.can_redo(); }
  std::string record() const override;
  Reply load_record(std::string_view moves) override;
  bool game_over() const override { return game_.result().over(); }

  int move_count() const override { return static_cast<int>(game_.moves().size()); }
  std::string move_name(int index) const override;
  int board_points() const override { return game_.board().size(); }
  int pieces_placed() const override { return stones_placed_; }

  // The board at the viewed ply (viewed_move_count() moves).
  gomoku::Board viewed_board() const;
  std::string viewed_side_to_move() const override;

  // Classic: continue the game after a 4-4 or 4-3? No ends it, won by the player who made it.
  void answer_question(bool yes) override;

  // The row that won the game (its stones end to end), or empty: the game goes on, or it
  // ended otherwise (a foul, a full board, a "no" in Classic).
  std::vector<Square> winning_row() const;

  // Black's forbidden points in the live game (Renju), cached per position.
  const std::vector<gomoku::ForbiddenPoint>& forbidden_points() const;

  std::string status_line() const override;
  std::string panel_status() const override; // with the number of the next move
  std::string state_json() const override;

 private:
  // A refused move raises a notice for a person's move; the computer's refusal is the
  // controller's to handle (the person did nothing wrong).
  Reply place(Square s, bool person = true);
  void announce_threats(Square s, gomoku::Stone mover);
  void refuse(gomoku::MoveStatus status, Square s);

  GomokuOptions options_;
  gomoku::Game game_{options_.rule, options_.size};
  int stones_placed_ = 0;
  // The cache's key is the whole position (rule, size, moves): an import, a new game or
  // an undo and another move can reach a different position with the same move count.
  struct ForbiddenCache {
    bool valid = false;
    gomoku::Rule rule = gomoku::Rule::Freestyle;
    int size = 0;
    std::vector<Square> moves;
    std::vector<gomoku::ForbiddenPoint> points;
  };
  mutable ForbiddenCache forbidden_cache_;
};

// "Black" / "White" in the current language.
std::string colour_title(gomoku::Stone s);

} // namespace ishi::app
