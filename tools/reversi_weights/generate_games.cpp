// Training data for every phase of the Reversi pattern evaluation: whole games, each
// position labelled with the final score that the play after it reached.
//   ishi_reversi_games <first-game> <games> [nodes-per-move] > positions.txt
// A game opens with 1 to 36 random moves (seeded by its number), then the midgame searcher
// plays every move (nodes-per-move, default 8,000) down to 20 empties, and the exact solver
// plays the rest perfectly. Every position after the random opening is printed, as
// ishi_reversi_positions prints them (the board and a score for the side to move): from 20
// empties down the score is exact; before, it is the exact score of the position the
// searcher's play led to at 20 empties. So the labels of the midgame are what our own play
// makes of a position, which is what the evaluation should predict for the search.

#include <cstdio>
#include <cstdlib>
#include <random>
#include <string>
#include <vector>

#include "engine/reversi/endgame.hpp"
#include "engine/reversi/search.hpp"

using namespace ishi::reversi;

int main(int argc, char** argv) {
  if (argc != 3 && argc != 4) {
    std::fprintf(stderr, "usage: %s <first-game> <games> [nodes-per-move]\n", argv[0]);
    return 2;
  }
  long first = std::atol(argv[1]), games = std::atol(argv[2]);
  long nodes = argc == 4 ? std::atol(argv[3]) : 8000;
  if (games < 0 || nodes <= 0) {
    std::fprintf(stderr, "%s: games must be >= 0 and nodes > 0\n", argv[0]);
    return 2;
  }
  constexpr int kSolveFrom = 20;
  Solver solver(22);
  for (long g = first; g < first + games; ++g) {
    std::mt19937_64 rng(static_cast<std::uint64_t>(g));
    int random_plies = 1 + static_cast<int>(rng() % 36);
    Position p = Position::initial();
    std::vector<std::pair<std::string, bool>> before; // searched positions, and whose view (true: Black to move)
    bool solved_labels = false;
    int solved_black = 0; // the exact score at the first solved position, for Black
    for (int ply = 0; !p.game_over(); ++ply) {
      Bits moves = p.moves();
      if (!moves) {
        p = p.pass();
        continue;
      }
      int empties = popcount(p.empty());
      int square;
      if (ply < random_plies) {
        square = nth_square(moves, static_cast<int>(rng() % static_cast<unsigned>(popcount(moves))));
      } else if (empties > kSolveFrom) {
        before.emplace_back(format_board(p), (p.side == Side::Black));
        SearchLimits limits;
        limits.max_nodes = static_cast<std::uint64_t>(nodes);
        limits.exact_empties = 0;
        limits.trained_eval = false; // the data do not change with the weights they train
        square = search_best_move(p, limits).best;
      } else {
        SolveResult r = solver.solve(p);
        std::printf("%s %d\n", format_board(p).c_str(), r.score);
        if (!solved_labels) {
          solved_labels = true;
          solved_black = (p.side == Side::Black) ? r.score : -r.score;
        }
        square = r.best;
      }
      p = p.play(square);
    }
    // A game that ended before 20 empties: its final score is exact for what led to it.
    if (!solved_labels) {
      int s = p.final_score();
      solved_black = (p.side == Side::Black) ? s : -s;
    }
    for (const auto& [board, black] : before)
      std::printf("%s %d\n", board.c_str(), black ? solved_black : -solved_black);
    std::fflush(stdout);
  }
  return 0;
}
