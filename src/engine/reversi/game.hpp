#pragma once
// A game of Reversi: the position, the moves played (passes included, made automatically
// when a side has no legal move), undo/redo and the final result.
//
// Transcripts: "f5d6c3d3c4", case-insensitive, spaces allowed, "pa" or "ps" for a pass.
// Passes may be left out: when the side to move has no legal move, the pass is implied.

#include <string>
#include <string_view>
#include <vector>

#include "engine/common/expected.hpp"
#include "engine/reversi/position.hpp"

namespace ishi::reversi {

constexpr int kPass = -1;

class Game {
 public:
  Game() = default;
  explicit Game(const Position& start) : start_(start), position_(start) { settle(); }

  const Position& position() const { return position_; }
  const Position& start() const { return start_; }
  // Squares played, kPass for a pass, in order.
  const std::vector<int>& moves() const { return moves_; }
  bool over() const { return position_.game_over(); }
  // Black's discs minus White's at the end, empties to the winner (0 while playing).
  int black_score() const;

  // Plays a square for the side to move; a refused move changes nothing. After a move, if
  // the next side cannot move but the game goes on, its pass is recorded.
  Refusal play(int square);
  Refusal play(int x, int y) { return play(x < 0 || x >= 8 || y < 0 || y >= 8 ? 64 : x + 8 * y); }
  bool undo(); // takes back the last move and any pass that followed it
  bool redo();
  bool can_undo() const { return !history_.empty(); }
  bool can_redo() const { return !redo_.empty(); }

  // The side that passed last because it had no move (for the "... passes" notice).
  bool last_was_pass() const { return !moves_.empty() && moves_.back() == kPass; }

 private:
  void settle(); // records the passes of a side that cannot move
  Refusal place(int square);
  Position start_ = Position::initial();
  Position position_ = Position::initial();
  std::vector<int> moves_;
  std::vector<std::size_t> history_; // moves_.size() before each real move
  std::vector<int> redo_;
};

// Reads a transcript from the start position (or `start`).
Expected<Game> load_transcript(std::string_view text, const Position& start = Position::initial());
// The game's transcript, e.g. "f5d6c3"; passes are implied, so they are not written.
std::string transcript(const Game& game);

} // namespace ishi::reversi
