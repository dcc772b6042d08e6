#include "engine/gomoku/referee.hpp"

namespace ishi::gomoku {

Referee::Referee(Rule rule, int size) : game_(rule, size, ForbiddenPolicy::Lose) {}

Verdict Referee::play(Square s) {
  switch (game_.play(s)) {
    case MoveStatus::OffBoard: return Verdict::OffBoard;
    case MoveStatus::Occupied: return Verdict::Occupied;
    case MoveStatus::GameOver: return Verdict::Over;
    case MoveStatus::Forbidden: return Verdict::Foul; // not reached: the policy is Lose
    case MoveStatus::Played: break;
  }
  switch (game_.result().ending) {
    case Ending::Five: return Verdict::Five;
    case Ending::Forbidden:
    case Ending::Foul: return Verdict::Foul;
    case Ending::BoardFull: return Verdict::Full;
    case Ending::NoLegalPoint: return Verdict::NoLegalPoint;
    case Ending::None:
    case Ending::Stopped: break;
  }
  return Verdict::Continue;
}

} // namespace ishi::gomoku
