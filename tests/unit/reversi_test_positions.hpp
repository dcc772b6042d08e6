#pragma once
// Positions for the Reversi tests, reached by random play, and plain minimax to judge them.

#include <algorithm>
#include <random>
#include <vector>

#include "engine/reversi/game.hpp"

namespace ishi::testing {

// A random position with `empties` empty squares where the side to move can play.
inline reversi::Position random_endgame(std::mt19937& rng, int empties) {
  using namespace reversi;
  for (;;) {
    Game g;
    while (!g.over() && 64 - popcount(g.position().player | g.position().opponent) > empties) {
      Bits m = g.position().moves();
      std::vector<int> sq;
      for (; m; m &= m - 1) sq.push_back(first_square(m));
      g.play(sq[std::uniform_int_distribution<std::size_t>(0, sq.size() - 1)(rng)]);
    }
    if (!g.over()) return g.position();
  }
}

// Plain minimax to the end: the obviously correct answer for small endgames.
inline int minimax(const reversi::Position& p, bool passed = false) {
  reversi::Bits moves = p.moves();
  if (!moves) {
    if (passed) return p.final_score();
    return -minimax(p.pass(), true);
  }
  int best = -100;
  for (; moves; moves &= moves - 1) best = std::max(best, -minimax(p.play(reversi::first_square(moves))));
  return best;
}

} // namespace ishi::testing
