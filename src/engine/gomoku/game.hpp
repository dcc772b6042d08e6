#pragma once
// A game of Gomoku: the board, the rule set, the move list with undo/redo, and the result.
// This class guards the invariant that the board is exactly the moves played so far.

#include <optional>
#include <string>
#include <vector>

#include "engine/gomoku/board.hpp"
#include "engine/gomoku/renju.hpp"
#include "engine/gomoku/rules.hpp"

namespace ishi::gomoku {

enum class Outcome { Ongoing, BlackWins, WhiteWins, Draw };

// Why a game ended, for a player's sentence in any language.
// NoLegalPoint: Renju, Black to move and every empty point forbidden (see Game::judge).
enum class Ending { None, Five, BoardFull, Forbidden, Foul, Stopped, NoLegalPoint };

struct Result {
  Outcome outcome = Outcome::Ongoing;
  std::string reason; // English, empty while the game goes on, e.g. "five in a row"
  Ending ending = Ending::None;
  std::string shape;           // Forbidden / Foul: "double-three", "overline", ...; Stopped: "4-4", "4-3"
  std::optional<Square> point; // Forbidden / Foul: where it was played; NoLegalPoint: White's five point
  bool over() const { return outcome != Outcome::Ongoing; }
};

// Why a move was not played. The game is unchanged whenever the status is not Played.
enum class MoveStatus { Played, OffBoard, Occupied, GameOver, Forbidden };
const char* move_status_message(MoveStatus s); // a sentence a player can read

// Renju: what happens when Black plays a forbidden point.
enum class ForbiddenPolicy {
  Refuse, // the move is refused with its reason and nothing changes (casual play)
  Lose,   // the move is played and Black loses (tournament play)
};

class Game {
 public:
  explicit Game(Rule rule = Rule::Freestyle, int size = kDefaultSize, ForbiddenPolicy policy = ForbiddenPolicy::Refuse);

  Rule rule() const { return rule_; }
  ForbiddenPolicy forbidden_policy() const { return policy_; }
  // The foul of the last move refused as forbidden (Renju, Refuse policy).
  Foul last_refused_foul() const { return last_refused_; }
  const Board& board() const { return board_; }
  const std::vector<Square>& moves() const { return moves_; }
  Stone side_to_move() const { return moves_.size() % 2 == 0 ? Stone::Black : Stone::White; }
  const Result& result() const { return result_; }

  MoveStatus play(Square s);
  bool can_undo() const { return !moves_.empty(); }
  bool can_redo() const { return !redo_.empty(); }
  bool undo();
  bool redo();
  // Ends the game by a player's decision (Classic: answering "continue?" with no after a
  // 4-4 or 4-3). Undo reopens it like any other ending.
  void stop(Outcome outcome, std::string reason, std::string shape = {}) {
    if (!result_.over() && outcome != Outcome::Ongoing) {
      result_ = {outcome, std::move(reason), Ending::Stopped, std::move(shape), std::nullopt};
    }
  }

 private:
  MoveStatus place(Square s); // play without touching the redo list
  void judge(Square s, Stone colour);
  std::optional<Square> five_point(Stone colour); // the first empty point where colour wins
  Rule rule_;
  ForbiddenPolicy policy_;
  Foul last_refused_ = Foul::None;
  Board board_;
  std::vector<Square> moves_;
  std::vector<Square> redo_;
  Result result_;
};

} // namespace ishi::gomoku
