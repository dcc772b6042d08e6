#include "engine/reversi/eval.hpp"

#include <initializer_list>

namespace ishi::reversi {

namespace {

constexpr Bits kCorners = 0x8100000000000081ULL;
constexpr Bits kTop = 0x00000000000000ffULL, kBottom = 0xff00000000000000ULL;
constexpr Bits kLeft = 0x0101010101010101ULL, kRight = 0x8080808080808080ULL;

// X-squares (diagonal to a corner) and C-squares (beside a corner), by corner.
struct CornerZone {
  Bits corner, x, c;
};
constexpr CornerZone kZones[4] = {
    {Bits{1} << 0, Bits{1} << 9, (Bits{1} << 1) | (Bits{1} << 8)},
    {Bits{1} << 7, Bits{1} << 14, (Bits{1} << 6) | (Bits{1} << 15)},
    {Bits{1} << 56, Bits{1} << 49, (Bits{1} << 48) | (Bits{1} << 57)},
    {Bits{1} << 63, Bits{1} << 54, (Bits{1} << 55) | (Bits{1} << 62)},
};

// Extends stable discs along one edge line from its ends: a disc next to a stable disc of
// the same colour on a full or corner-anchored edge stays.
Bits grow_along(Bits discs, Bits line, Bits stable, int step_left, int step_right) {
  Bits s = stable & line;
  for (int i = 0; i < 7; ++i) {
    Bits grown = s | (((s << step_left) | (s >> step_right)) & discs & line);
    if (grown == s) break;
    s = grown;
  }
  return s;
}

} // namespace

Bits edge_stable(Bits discs, Bits occupied) {
  Bits stable = discs & kCorners;
  stable |= grow_along(discs, kTop, stable, 1, 1);
  stable |= grow_along(discs, kBottom, stable, 1, 1);
  stable |= grow_along(discs, kLeft, stable, 8, 8);
  stable |= grow_along(discs, kRight, stable, 8, 8);
  // A completely filled edge is stable for both colours.
  for (Bits line : {kTop, kBottom, kLeft, kRight}) {
    if ((occupied & line) == line) stable |= discs & line;
  }
  return stable;
}

int evaluate(Bits player, Bits opponent) {
  Bits occupied = player | opponent;
  Bits empty = ~occupied;
  int empties = popcount(empty);
  int my_moves = popcount(legal_moves(player, opponent));
  int their_moves = popcount(legal_moves(opponent, player));
  // Potential mobility: empty squares next to the other side's discs.
  int my_potential = popcount(neighbours(opponent) & empty);
  int their_potential = popcount(neighbours(player) & empty);

  int score = 0;
  // Mobility matters most in the middle of the game.
  int mobility_weight = empties > 40 ? 60 : empties > 20 ? 80 : 50;
  score += mobility_weight * (my_moves - their_moves);
  score += 25 * (my_potential - their_potential);
  score += 800 * (popcount(player & kCorners) - popcount(opponent & kCorners));
  for (const CornerZone& z : kZones) {
    if (occupied & z.corner) continue;
    score -= 250 * (popcount(player & z.x) - popcount(opponent & z.x));
    score -= 80 * (popcount(player & z.c) - popcount(opponent & z.c));
  }
  score += 120 * (popcount(edge_stable(player, occupied)) - popcount(edge_stable(opponent, occupied)));
  if (empties < 20) score += (20 - empties) * 10 * (popcount(player) - popcount(opponent)) / 4;
  if (empties & 1) score += 30; // odd empties: the mover should get the last move
  return score;
}

} // namespace ishi::reversi
