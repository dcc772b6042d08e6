#pragma once
// The exact endgame solver: perfect play to the end of the game, disc-exact.
// Scores are final disc differences for the side to move, empties going to the winner.

#include <chrono>
#include <cstdint>
#include <functional>
#include <limits>

#include "engine/reversi/position.hpp"

namespace ishi::reversi {

struct SolveResult {
  int best = -1; // the best square; -1 when the side to move must pass or the game is over
  int score = 0; // exact final score for the side to move
  std::uint64_t nodes = 0;
  bool complete = true; // false: stopped by the limits, best and score mean nothing
};

class Solver {
 public:
  // The transposition table takes 24 x 2^table_bits bytes (48 MB by default), plus 384 KB
  // for a small one that holds the positions with fewer than 12 empties.
  explicit Solver(int table_bits = 21);
  ~Solver();
  Solver(const Solver&) = delete;
  Solver& operator=(const Solver&) = delete;

  // Solves exactly. Positions with many empties take long: callers decide when to use it,
  // or set limits.
  SolveResult solve(const Position& p);
  // Later solves stop (complete = false) once this many more nodes are searched or the
  // deadline passes; the table keeps only what was proved. Zero nodes: no node limit.
  using Clock = std::chrono::steady_clock;
  void set_limits(std::uint64_t max_nodes, Clock::time_point deadline = Clock::time_point::max());
  // The exact score if it lies in (alpha, beta); otherwise a bound on the right side.
  // It cannot report a stop: call it only on a solver without limits (set_limits(0)).
  int score(const Position& p, int alpha, int beta);
  std::uint64_t nodes() const { return nodes_; }

 private:
  struct Table;
  struct NearTable;
  struct ProbeTable;
  struct Move;
  // Null-window searches: the result is > alpha (a lower bound) or <= alpha (an upper bound).
  int nws(Bits player, Bits opponent, int alpha, bool passed);         // with the table
  int nws_shallow(Bits player, Bits opponent, int alpha, bool passed); // no table but NearTable at 6
  // 7-8 empties: bounds kept in a small table per empties count (NearTable), as at 6.
  int nws_mid(Bits player, Bits opponent, int alpha, bool passed, Bits empties, int n_empty);
  // Records a null-window result of 6-8 empties in the small table; returns it.
  int near_store(Bits player, Bits opponent, int n_empty, int alpha, int best);
  int solve4(Bits player, Bits opponent, int alpha, bool passed);
  int solve3(Bits player, Bits opponent, int alpha, int x1, int x2, int x3, bool passed);
  int solve2(Bits player, Bits opponent, int alpha, int x1, int x2, bool passed);
  int last1(Bits player, Bits opponent, int square);
  // Any window: exact inside (alpha, beta), a bound outside.
  int pvs(Bits player, Bits opponent, int alpha, int beta, bool passed);
  int list_moves(Bits player, Bits opponent, Bits moves, Move* list);
  // Moves the best of list[i..count) to i and returns it.
  static const Move& select_next(Move* list, int i, int count);
  // Sets the keys of the listed moves (higher first); `probe` adds shallow searches.
  void order_moves(Bits player, Bits opponent, int n_empty, int hash_move, bool probe, Move* list, int count);
  int probe_value(Bits player, Bits opponent, int depth, int alpha, int beta);
  // True when the limits are reached (checked every few thousand nodes).
  bool limit_reached();
  // The table of a position with n_empty empties: the small one below 12 empties.
  Table* table_for(int n_empty);
  Table* table_;
  Table* small_table_;
  NearTable* near_;
  ProbeTable* probes_;
  std::uint64_t nodes_ = 0;
  std::uint64_t next_check_ = std::numeric_limits<std::uint64_t>::max(); // nodes_ of the next check
  std::uint64_t node_limit_ = std::numeric_limits<std::uint64_t>::max();
  Clock::time_point deadline_ = Clock::time_point::max();
  bool stopped_ = false;
};

} // namespace ishi::reversi
