// Training data for the Reversi pattern evaluation: positions from games between the
// midgame searcher and random moves, each labelled with its exact final score (solved).
//   ishi_reversi_positions <first-game> <games> <min-empties> <max-empties>  > positions.txt
// Prints one line per position: the board (format_board) and the exact score for the side
// to move. Deterministic: game g uses seed g.

#include <cstdio>
#include <cstdlib>
#include <random>

#include "engine/reversi/endgame.hpp"
#include "engine/reversi/search.hpp"

using namespace ishi::reversi;

int main(int argc, char** argv) {
  if (argc != 5) {
    std::fprintf(stderr, "usage: %s <first-game> <games> <min-empties> <max-empties>\n", argv[0]);
    return 2;
  }
  long first = std::atol(argv[1]), games = std::atol(argv[2]);
  int min_empties = std::atoi(argv[3]), max_empties = std::atoi(argv[4]);
  Solver solver(20);
  for (long g = first; g < first + games; ++g) {
    std::mt19937_64 rng(static_cast<std::uint64_t>(g));
    // A random opening of varying length, then mostly searched moves with some random
    // ones, so that the positions are both plausible and varied.
    int random_plies = 4 + static_cast<int>(rng() % 24);
    Position p = Position::initial();
    for (int ply = 0;; ++ply) {
      int empties = popcount(p.empty());
      if (empties < min_empties || p.game_over()) break;
      if (empties <= max_empties && p.can_move()) {
        SolveResult r = solver.solve(p);
        std::printf("%s %d\n", format_board(p).c_str(), r.score);
      }
      Bits moves = p.moves();
      if (!moves) {
        p = p.pass();
        continue;
      }
      int square;
      if (ply < random_plies || rng() % 100 < 8) {
        square = nth_square(moves, static_cast<int>(rng() % static_cast<unsigned>(popcount(moves))));
      } else {
        SearchLimits limits;
        limits.max_nodes = 4000;
        limits.exact_empties = 0;
        limits.trained_eval = false; // the data do not change with the weights they train
        square = search_best_move(p, limits).best;
      }
      p = p.play(square);
    }
    std::fflush(stdout);
  }
  return 0;
}
