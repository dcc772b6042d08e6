// Benchmark (not a test): how many discs the Strong level gives away per move, judged by the
// exact solver. Positions of 24-26 empties come from self-play (a seeded random opening, then
// the midgame searcher at 20,000 nodes a move); Strong chooses its move with the given time,
// and the solver scores the best move and the chosen one.
//   ishi_bench_reversi_disc_loss [positions (200)] [millis per move (1000)] [first seed (1)]
// Prints one line per position, then the mean loss, how often the best move was chosen and
// the largest loss.

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <random>

#include "engine/reversi/ai.hpp"
#include "engine/reversi/endgame.hpp"

using namespace ishi::reversi;

namespace {

// A self-play position with 24 to 26 empties and a legal move, from game `seed`.
Position sample_position(std::uint64_t seed) {
  for (std::uint64_t attempt = 0;; ++attempt) {
    std::mt19937_64 rng(seed * 1000 + attempt);
    const int target = 24 + static_cast<int>(rng() % 3);
    const int random_plies = 4 + static_cast<int>(rng() % 9);
    Position p = Position::initial();
    for (int ply = 0; !p.game_over(); ++ply) {
      if (popcount(p.empty()) == target) {
        if (p.can_move()) return p;
        break;
      }
      Bits moves = p.moves();
      if (!moves) {
        p = p.pass();
        continue;
      }
      int square;
      if (ply < random_plies) {
        square = nth_square(moves, static_cast<int>(rng() % static_cast<unsigned>(popcount(moves))));
      } else {
        SearchLimits limits;
        limits.max_nodes = 20000;
        limits.exact_empties = 0;
        limits.trained_eval = false; // the positions do not change with the weights
        square = search_best_move(p, limits).best;
      }
      p = p.play(square);
    }
  }
}

// The exact score for the side to move after playing `square` in p (its own view).
int exact_after(Solver& solver, const Position& p, int square) {
  Position c = p.play(square);
  if (c.can_move()) return -solver.solve(c).score;
  Position back = c.pass();
  if (!back.can_move()) return -c.final_score();
  return solver.solve(back).score;
}

} // namespace

int main(int argc, char** argv) {
  int count = argc > 1 ? std::atoi(argv[1]) : 200;
  int millis = argc > 2 ? std::atoi(argv[2]) : 1000;
  long first = argc > 3 ? std::atol(argv[3]) : 1;
  if (count <= 0 || millis <= 0) {
    std::fprintf(stderr, "usage: %s [positions] [millis per move] [first seed]\n", argv[0]);
    return 2;
  }
  Solver solver(22);
  long total_loss = 0;
  int best_chosen = 0, worst = 0;
  for (int i = 0; i < count; ++i) {
    Position p = sample_position(static_cast<std::uint64_t>(first + i));
    ai::Options o;
    o.level = ai::Level::Strong;
    o.max_millis = millis;
    ai::Choice choice = ai::choose_move(p, o);
    int chosen = choice.move.value_or(-1);
    if (chosen < 0) {
      std::fprintf(stderr, "position %d: no move chosen\n", i);
      return 1;
    }
    auto solve_start = std::chrono::steady_clock::now();
    SolveResult best = solver.solve(p);
    const double solve_seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - solve_start).count();
    int got = chosen == best.best ? best.score : exact_after(solver, p, chosen);
    int loss = best.score - got;
    total_loss += loss;
    best_chosen += loss == 0 ? 1 : 0;
    worst = std::max(worst, loss);
    std::printf("%3d %s empties %d chose %s (%+d) best %s (%+d, solved in %.2f s) loss %d\n", i + 1,
                format_board(p).c_str(), popcount(p.empty()), square_name(chosen).c_str(), got,
                square_name(best.best).c_str(), best.score, solve_seconds, loss);
    std::fflush(stdout);
  }
  std::printf("disc loss per move: %.3f over %d positions (best move %d times, largest loss %d), %d ms a move\n",
              static_cast<double>(total_loss) / count, count, best_chosen, worst, millis);
  return 0;
}
