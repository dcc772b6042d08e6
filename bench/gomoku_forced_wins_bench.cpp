// Benchmark (not a test): how soon the Strong search sees a forced win that is there.
//   ishi_bench_gomoku_forced_wins [positions-file] [max-nodes] [--list]
// Each position (bench/gomoku_forced_wins.txt) is won by force for the side to move, as our
// own long search shows; the file says where they come from. Each is searched with node
// budgets from 250,000 up to max-nodes (default 4,000,000; a budget four times the last)
// and the bench prints, per rule and budget, how many of them the search scores as a win;
// with --list, also each position's line in the file and the budget that found it (or none).
// In a 1 s turn the search gets about 1,000,000 nodes on this project's machines: a win
// it finds only later is one it cannot play, and the same loss seen from the other side is
// the late alarm of issue 10 (the opponent saw it coming; we did not).

#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "engine/gomoku/ai/ai.hpp"
#include "engine/gomoku/record.hpp"

using namespace ishi::gomoku;
using namespace ishi::gomoku::ai;

namespace {

struct Case {
  Rule rule;
  std::string moves;
  int line; // in the file, for the messages
};

// Lines "<freestyle|renju> <moves>", '#' comments and blank lines skipped.
bool read_cases(const char* path, std::vector<Case>& out) {
  std::ifstream in(path);
  if (!in) {
    std::fprintf(stderr, "ishi_bench_gomoku_forced_wins: cannot read %s\n", path);
    return false;
  }
  std::string text;
  for (int n = 1; std::getline(in, text); ++n) {
    if (text.empty() || text[0] == '#') continue;
    std::istringstream words(text);
    std::string rule, rest;
    words >> rule;
    std::getline(words, rest);
    if (rule != "freestyle" && rule != "renju") {
      std::fprintf(stderr, "%s:%d: the rule must be freestyle or renju, not '%s'\n", path, n, rule.c_str());
      return false;
    }
    out.push_back({rule == "renju" ? Rule::Renju : Rule::Freestyle, rest, n});
  }
  return true;
}

} // namespace

int main(int argc, char** argv) {
  const char* path = argc > 1 ? argv[1] : "bench/gomoku_forced_wins.txt";
  const std::uint64_t max_nodes = argc > 2 ? std::strtoull(argv[2], nullptr, 10) : 4000000;
  const bool list = argc > 3 && std::string(argv[3]) == "--list";
  std::vector<Case> cases;
  if (!read_cases(path, cases)) return 2;
  if (cases.empty() || max_nodes < 250000) {
    std::fprintf(stderr, "ishi_bench_gomoku_forced_wins: no positions in %s, or max-nodes below 250000\n", path);
    return 2;
  }
  std::vector<std::uint64_t> budgets;
  for (std::uint64_t b = 250000; b <= max_nodes; b *= 4) budgets.push_back(b);

  for (Rule rule : {Rule::Freestyle, Rule::Renju}) {
    int total = 0;
    std::vector<int> found(budgets.size(), 0);
    double seconds = 0;
    for (const Case& c : cases) {
      if (c.rule != rule) continue;
      auto game = load_game(c.moves, c.rule);
      if (!game) {
        std::fprintf(stderr, "%s:%d: not a game record\n", path, c.line);
        return 2;
      }
      ++total;
      std::uint64_t found_at = 0;
      for (std::size_t k = 0; k < budgets.size(); ++k) {
        Options o;
        o.level = Level::Strong;
        o.max_nodes = budgets[k];
        auto t = std::chrono::steady_clock::now();
        Choice choice = choose_move(*game, o);
        seconds += std::chrono::duration<double>(std::chrono::steady_clock::now() - t).count();
        if (is_win_score(choice.info.score) && choice.info.score > 0) {
          // Counted for the larger budgets too, without searching again (a larger budget
          // also sizes the table larger, so its search is not quite the same one).
          for (std::size_t j = k; j < budgets.size(); ++j) ++found[j];
          found_at = budgets[k];
          break;
        }
      }
      if (list && found_at > 0)
        std::printf("line %d: found within %llu nodes\n", c.line, static_cast<unsigned long long>(found_at));
      if (list && found_at == 0) std::printf("line %d: none\n", c.line);
    }
    if (total == 0) continue;
    std::printf("forced wins (%s), %d positions:", rule_name(rule).data(), total);
    for (std::size_t k = 0; k < budgets.size(); ++k) {
      std::printf(" %d found within %llu nodes%s", found[k], static_cast<unsigned long long>(budgets[k]),
                  k + 1 < budgets.size() ? "," : "");
    }
    std::printf(" (%.1f s)\n", seconds);
  }
  return 0;
}
