// Benchmark (not a test): Reversi perft and the FFO endgame suite #40-#49.
// Prints time and speed per item; built natively and as wasm (run under Node).
//   ishi_bench_reversi [perft-depth] [path/to/ffo40-59.obf] [last-ffo-number] [first-ffo-number]
// (#40 to #49 by default; "... 54 50" solves #50-#54).

#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <string>

#include "engine/reversi/endgame.hpp"
#include "engine/reversi/perft.hpp"

using namespace ishi::reversi;

namespace {

double seconds_since(std::chrono::steady_clock::time_point t) {
  return std::chrono::duration<double>(std::chrono::steady_clock::now() - t).count();
}

} // namespace

int main(int argc, char** argv) {
  int depth = argc > 1 ? std::atoi(argv[1]) : 12;
  std::string ffo = argc > 2 ? argv[2] : "../shared/testdata/ffo40-59.obf";
  int last = argc > 3 ? std::atoi(argv[3]) : 49;
  int first = argc > 4 ? std::atoi(argv[4]) : 40;

  auto t = std::chrono::steady_clock::now();
  std::uint64_t n = perft(Position::initial(), depth);
  double sec = seconds_since(t);
  std::printf("perft %d %llu  %.3f s  %.1f M leaves/s\n", depth, static_cast<unsigned long long>(n), sec,
              static_cast<double>(n) / sec / 1e6);
  std::fflush(stdout);

  std::ifstream in(ffo);
  if (!in) {
    std::printf("FFO suite: %s not found, skipped\n", ffo.c_str());
    return 0;
  }
  std::string line;
  int number = 40, solved = 0, wrong = 0;
  double total = 0;
  std::uint64_t total_nodes = 0;
  while (std::getline(in, line) && number <= last) {
    if (line.empty() || line[0] == '%') continue;
    if (number < first) {
      ++number;
      continue;
    }
    auto p = parse_board(line.substr(0, 66));
    if (!p) {
      std::printf("#%d: %s\n", number++, p.error().c_str());
      continue;
    }
    // The best score is the first "move:score" entry after the side to move.
    int want = std::atoi(line.substr(line.find(':', 66) + 1).c_str());
    Solver solver(22);
    t = std::chrono::steady_clock::now();
    SolveResult r = solver.solve(*p);
    sec = seconds_since(t);
    total += sec;
    total_nodes += r.nodes;
    ++solved;
    if (r.score != want) ++wrong;
    std::printf("#%d  %2d empties  %s %+3d (expected %+3d)  %8.3f s  %7.1f M nodes  %6.1f M nodes/s\n", number,
                64 - popcount(p->player | p->opponent), square_name(r.best).c_str(), r.score, want, sec,
                static_cast<double>(r.nodes) / 1e6, static_cast<double>(r.nodes) / sec / 1e6);
    std::fflush(stdout);
    ++number;
  }
  std::printf("FFO #%d-#%d: %d solved, %d wrong, %.2f s in total, %.1f M nodes, %.1f M nodes/s\n", first, last, solved,
              wrong, total, static_cast<double>(total_nodes) / 1e6, static_cast<double>(total_nodes) / total / 1e6);
  return wrong ? 1 : 0;
}
