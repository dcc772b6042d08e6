// Benchmark (not a test): the Gomoku AI's speed and strength.
//   ishi_bench_gomoku_ai [games-per-pair] [strong-nodes] [depth-one-games]
// Prints the strong level's nodes per second and the depth it reaches in 1 s on five
// midgame positions; the time it takes for a fixed 400,000 nodes on each (the same search in
// every build whose search is unchanged, so two builds' times compare directly); how often
// self-play at 200 ms per move answered a move at depth 1 or less when it was not forced (a
// five, the only block of a four, or the only defence against a straight four); the time to
// find a VCF whose shortest win takes 9 fours; and a self-play table of the levels (colours
// alternating, three random opening stones near the centre).

#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <random>
#include <string>

#include "engine/gomoku/ai/ai.hpp"
#include "engine/gomoku/ai/threat_search.hpp"
#include "engine/gomoku/record.hpp"

using namespace ishi::gomoku;
using namespace ishi::gomoku::ai;

namespace {

double seconds_since(std::chrono::steady_clock::time_point t) {
  return std::chrono::duration<double>(std::chrono::steady_clock::now() - t).count();
}

// Midgames from the strong level's self-play, none of them decided yet (Black to move).
struct Midgame {
  Rule rule;
  const char* moves;
};
constexpr Midgame kMidgames[] = {
    {Rule::Freestyle, "h10 f9 j8 g11 h11 g8 i10 g10 g12 j9"},
    {Rule::Freestyle, "g7 g6 i7 h7 i8 i6 h6 j5 k4 k8"},
    {Rule::Freestyle, "g7 g10 h9 i10 i9 h10 j10 h8 f10 f8"},
    {Rule::Renju, "f6 f8 j7 g7 h5 h6 i5 g5 i6 g4 g6 k8 f7 i4"},
    {Rule::Renju, "g10 h10 g6 h9 h11 f9 g9 g8 h7 f7 e6 f6 f5 i8"},
};
// White to move wins by continuous fours; the shortest such win takes 9 fours (found by
// searching random positions with a depth-limited VCF, then checked at every shorter depth).
constexpr const char* kVcf9 =
    "g7 g3 m3 i9 g10 g8 j4 g4 j9 j8 d9 d7 i12 m7 j10 l9 i7 f5 k8 c12 k10 d11 h9 h4 i4 m12 m11 g13 h8 f10 e9 j7 c8 j3 "
    "k3 e8 d8";

Outcome play(Level black, Level white, std::uint64_t seed, std::uint64_t strong_nodes) {
  Game g(Rule::Freestyle, 15, ForbiddenPolicy::Lose);
  std::mt19937_64 rng(seed);
  while (g.moves().size() < 3) {
    ishi::Square s{7 + static_cast<int>(rng() % 5) - 2, 7 + static_cast<int>(rng() % 5) - 2};
    if (g.board().at(s) == Stone::Empty) g.play(s);
  }
  while (!g.result().over()) {
    Options o;
    o.level = g.side_to_move() == Stone::Black ? black : white;
    o.seed = seed * 1000 + g.moves().size();
    o.max_nodes = o.level == Level::Strong ? strong_nodes : 0;
    Choice c = choose_move(g, o);
    if (!c.move || g.play(*c.move) != MoveStatus::Played) return Outcome::Draw;
  }
  return g.result().outcome;
}

// Self-play at 200 ms per move (Freestyle and Renju): how many searched moves were answered
// at depth 1 or less although they were not forced (a proven win found at depth 1 counts
// as forced).
void depth_one_answers(int games) {
  int searched = 0, shallow = 0, forced = 0, depths = 0;
  for (int k = 0; k < games; ++k) {
    Game g(k % 2 == 0 ? Rule::Freestyle : Rule::Renju, 15, ForbiddenPolicy::Lose);
    std::mt19937_64 rng(static_cast<std::uint64_t>(k) + 100);
    while (g.moves().size() < 3) {
      ishi::Square s{7 + static_cast<int>(rng() % 5) - 2, 7 + static_cast<int>(rng() % 5) - 2};
      if (g.board().at(s) == Stone::Empty) g.play(s);
    }
    while (!g.result().over() && !g.board().full()) {
      Options o;
      o.max_millis = 200;
      Choice c = choose_move(g, o);
      if (!c.move || g.play(*c.move) != MoveStatus::Played) break;
      std::string_view stage = c.info.stage;
      if (stage == "block" || stage == "forced" || stage == "five") {
        ++forced;
      } else if (stage == "search" || stage == "safety") {
        ++searched;
        depths += c.info.depth;
        if (c.info.depth <= 1 && !(is_win_score(c.info.score) && c.info.score > 0)) ++shallow;
      }
    }
  }
  std::printf(
      "self-play at 200 ms, %d games: %d searched moves (mean depth %.1f), %d answered at depth <= 1 "
      "without being forced; %d forced\n",
      games, searched, searched > 0 ? static_cast<double>(depths) / searched : 0.0, shallow, forced);
}

// The midgames at a fixed node budget: the nodes and the move do not depend on the
// machine's speed, so a change that should keep the search (a faster board) must keep them.
void fixed_node_midgames(std::uint64_t nodes) {
  double total = 0;
  std::uint64_t total_nodes = 0;
  for (const Midgame& m : kMidgames) {
    auto game = load_game(m.moves, m.rule);
    if (!game) return;
    Options o;
    o.level = Level::Strong;
    o.max_nodes = nodes;
    auto t = std::chrono::steady_clock::now();
    Choice c = choose_move(*game, o);
    double s = seconds_since(t);
    total += s;
    total_nodes += c.info.nodes;
    std::printf("midgame (%s), %llu nodes: move %s, depth %d, score %d, %llu nodes in %.3f s\n",
                rule_name(m.rule).data(), static_cast<unsigned long long>(nodes),
                c.move ? game->board().name(*c.move).c_str() : "-", c.info.depth, c.info.score,
                static_cast<unsigned long long>(c.info.nodes), s);
  }
  std::printf("midgames at a fixed node budget: %llu nodes in %.3f s = %.0f nodes/s\n",
              static_cast<unsigned long long>(total_nodes), total, static_cast<double>(total_nodes) / total);
}

} // namespace

int main(int argc, char** argv) {
  int games = argc > 1 ? std::atoi(argv[1]) : 20;
  std::uint64_t strong_nodes = argc > 2 ? std::strtoull(argv[2], nullptr, 10) : 20000;
  int depth_one_games = argc > 3 ? std::atoi(argv[3]) : 4;

  std::uint64_t total_nodes = 0;
  double total_seconds = 0;
  for (const Midgame& m : kMidgames) {
    auto game = load_game(m.moves, m.rule);
    if (!game) return 1;
    Options o;
    o.level = Level::Strong;
    o.max_millis = 1000;
    auto t = std::chrono::steady_clock::now();
    Choice c = choose_move(*game, o);
    double s = seconds_since(t);
    total_nodes += c.info.nodes;
    total_seconds += s;
    std::printf("midgame (%s), 1 s: move %s, %.*s depth %d, score %d, %llu nodes in %.3f s = %.0f nodes/s\n",
                rule_name(m.rule).data(), c.move ? game->board().name(*c.move).c_str() : "-",
                static_cast<int>(c.info.stage.size()), c.info.stage.data(), c.info.depth, c.info.score,
                static_cast<unsigned long long>(c.info.nodes), s, static_cast<double>(c.info.nodes) / s);
  }
  std::printf("midgames: %.0f nodes/s on average\n", static_cast<double>(total_nodes) / total_seconds);
  fixed_node_midgames(400000);
  depth_one_answers(depth_one_games);

  auto vcf_game = load_game(kVcf9, Rule::Freestyle);
  if (!vcf_game) return 1;
  Position p = Position::from_board(vcf_game->board(), Rule::Freestyle, vcf_game->side_to_move());
  for (int depth : {8, 9, 30}) {
    auto t = std::chrono::steady_clock::now();
    ThreatResult r = find_vcf(p, depth, 50000000);
    double s = seconds_since(t);
    std::string line;
    for (int i : r.line) line += " " + vcf_game->board().name(p.square(i));
    std::printf("VCF (up to %2d fours): %s in %.4f s, %llu nodes, line%s\n", depth, r.win ? "win" : "none", s,
                static_cast<unsigned long long>(r.nodes), line.c_str());
  }

  const Level levels[] = {Level::Beginner, Level::Tutorial, Level::Medium, Level::Strong};
  std::printf("\nself-play, freestyle, %d games per pair, strong at %llu nodes per move (row's wins-draws-losses)\n",
              games, static_cast<unsigned long long>(strong_nodes));
  std::printf("%-10s", "");
  for (Level l : levels) std::printf("%12.*s", static_cast<int>(level_name(l).size()), level_name(l).data());
  std::printf("\n");
  auto t = std::chrono::steady_clock::now();
  for (Level a : levels) {
    std::printf("%-10.*s", static_cast<int>(level_name(a).size()), level_name(a).data());
    for (Level b : levels) {
      if (a == b) {
        std::printf("%12s", "-");
        continue;
      }
      int w = 0, d = 0, l = 0;
      for (int k = 0; k < games; ++k) {
        bool a_black = k % 2 == 0;
        Outcome o = a_black ? play(a, b, static_cast<std::uint64_t>(k), strong_nodes)
                            : play(b, a, static_cast<std::uint64_t>(k), strong_nodes);
        if (o == Outcome::Draw) {
          ++d;
        } else if ((o == Outcome::BlackWins) == a_black) {
          ++w;
        } else {
          ++l;
        }
      }
      char cell[48];
      std::snprintf(cell, sizeof cell, "%d-%d-%d", w, d, l);
      std::printf("%12s", cell);
      std::fflush(stdout);
    }
    std::printf("\n");
  }
  std::printf("(%.1f s)\n", seconds_since(t));
  return 0;
}
