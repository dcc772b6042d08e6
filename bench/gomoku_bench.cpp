// Benchmark (not a test): Renju forbidden map and move analysis on midgame positions.
// Prints median times; run build/native/ishi_bench_gomoku.

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <random>
#include <vector>

#include "engine/gomoku/renju.hpp"
#include "engine/gomoku/threats.hpp"

using namespace ishi::gomoku;
using Clock = std::chrono::steady_clock;

namespace {

// A plausible midgame: `stones` moves, each next to an earlier stone, no five, Black's
// moves never forbidden. Deterministic for a given seed.
struct Position {
  Board board;
  ishi::Square last; // the move just played
};

Position midgame(unsigned seed, int stones) {
  std::mt19937 rng(seed);
  Board b;
  std::vector<ishi::Square> placed{{7, 7}};
  b.set({7, 7}, Stone::Black);
  Stone colour = Stone::White;
  std::uniform_int_distribution<int> near(-2, 2);
  while (static_cast<int>(placed.size()) < stones) {
    ishi::Square from = placed[std::uniform_int_distribution<std::size_t>(0, placed.size() - 1)(rng)];
    ishi::Square s{from.x + near(rng), from.y + near(rng)};
    if (!b.contains(s) || b.at(s) != Stone::Empty) continue;
    if (colour == Stone::Black && renju_foul(b, s) != Foul::None) continue;
    b.set(s, colour);
    if (makes_win(b, s, Rule::Renju)) {
      b.set(s, Stone::Empty);
      continue;
    }
    placed.push_back(s);
    colour = opponent(colour);
  }
  return {b, placed.back()};
}

template <typename F>
double median_ns(F&& f, int reps) {
  std::vector<double> t;
  for (int i = 0; i < reps; ++i) {
    auto a = Clock::now();
    f();
    t.push_back(std::chrono::duration<double, std::nano>(Clock::now() - a).count());
  }
  std::sort(t.begin(), t.end());
  return t[t.size() / 2];
}

} // namespace

int main() {
  std::printf("Renju forbidden map and move analysis, 15x15, median of 2000 runs per position\n");
  std::printf("%-6s %-7s %-10s %-8s %-10s %-12s\n", "seed", "stones", "forbidden", "threats", "map (us)",
              "analyse (us)");
  std::vector<double> maps, analyses;
  for (unsigned seed = 1; seed <= 10; ++seed) {
    auto [b, last] = midgame(seed, 40 + static_cast<int>(seed % 3) * 10);
    std::size_t count = 0;
    double map_ns = median_ns([&] { count = renju_forbidden_points(b).size(); }, 2000);
    std::size_t threats = 0;
    double an_ns = median_ns([&, at = last] { threats = analyze_move(b, at, Rule::Renju).threats.size(); }, 2000);
    maps.push_back(map_ns);
    analyses.push_back(an_ns);
    std::printf("%-6u %-7d %-10zu %-8zu %-10.2f %-12.2f\n", seed, b.stone_count(), count, threats, map_ns / 1000,
                an_ns / 1000);
  }
  std::sort(maps.begin(), maps.end());
  std::sort(analyses.begin(), analyses.end());
  std::printf("median over positions: forbidden map %.2f us, move analysis %.2f us (goal: map under 20 us)\n",
              maps[maps.size() / 2] / 1000, analyses[analyses.size() / 2] / 1000);
  return 0;
}
