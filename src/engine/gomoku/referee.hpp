#pragma once
// The referee of a game between two programs: it judges each move as it arrives, by the
// same rules as the Game (rules.hpp, renju.hpp), and never refuses a stone silently.
//
//   Five      the move wins: a row of winning length for the mover (Freestyle five or
//             more; Standard exactly five, an overline is an ordinary move; Renju White
//             five or more, Black exactly five; a Black five wins even when the same stone
//             makes an overline, a double-four or a double-three in other lines)
//   Foul      Renju: Black played a double-three, double-four or overline (judged by the
//             exact checker, renju_foul) and loses; the stone is on the board
//   Full      the last point was taken without a five: a draw
//   NoLegalPoint  Renju: White's move left Black only forbidden points. White wins if it has
//             a five point (Black would pass and could not stop it), else a draw; the
//             Game's result says which
//   Occupied, OffBoard  the move was not played; the mover loses
//   Over      the game had already ended; nothing changes
//   Continue  an ordinary move
//
// A Classic-rule game reports its overline or double-three losses as Foul too.

#include <vector>

#include "engine/gomoku/game.hpp"

namespace ishi::gomoku {

enum class Verdict { Continue, Five, Foul, Full, NoLegalPoint, Occupied, OffBoard, Over };

class Referee {
 public:
  Referee(Rule rule, int size); // size: is_supported_size

  Verdict play(Square s);
  Stone side_to_move() const { return game_.side_to_move(); }
  const Game& game() const { return game_; }
  const std::vector<Square>& moves() const { return game_.moves(); }

 private:
  Game game_; // Renju fouls are played and lose (ForbiddenPolicy::Lose)
};

} // namespace ishi::gomoku
