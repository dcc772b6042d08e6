#pragma once
// The exact endgame solver: perfect play to the end of the game, disc-exact.
// Scores are final disc differences for the side to move, empties going to the winner.

#include <cstdint>
#include <functional>

#include "engine/reversi/position.hpp"

namespace ishi::reversi {

struct SolveResult {
  int best = -1; // the best square; -1 when the side to move must pass or the game is over
  int score = 0; // exact final score for the side to move
  std::uint64_t nodes = 0;
};

class Solver {
 public:
  explicit Solver(int table_bits = 21);
  ~Solver();
  Solver(const Solver&) = delete;
  Solver& operator=(const Solver&) = delete;

  // Solves exactly. Positions with many empties take long: callers decide when to use it.
  SolveResult solve(const Position& p);
  // The exact score if it lies in (alpha, beta); otherwise a bound on the right side.
  int score(const Position& p, int alpha, int beta);
  std::uint64_t nodes() const { return nodes_; }

 private:
  struct Table;
  int search(Bits player, Bits opponent, int alpha, int beta, bool passed);
  int last_empty(Bits player, Bits opponent, int square);
  int shallow(Bits player, Bits opponent, int alpha, int beta, bool passed, Bits empties);
  Table* table_;
  std::uint64_t nodes_ = 0;
};

} // namespace ishi::reversi
