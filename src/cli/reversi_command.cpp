// `ishi reversi ...`: perft, exact solving, every move's value and the computer's move
// from the command line.
//
//   ishi reversi perft <depth> ["<board> <X|O>"] [--hash]
//   ishi reversi solve "<board> <X|O>"
//   ishi reversi analyze "<board> <X|O>" [--time MS] [--nodes N]
//   ishi reversi play [--level L] [--time ms] [--nodes N] [--seed N] "<transcript>"
//   ishi reversi review [--time MS] [--nodes N] [--board B] "<transcript>"  (reversi_review_command.cpp)
//   ishi reversi match ... ENGINE1 ENGINE2   (reversi_match_command.cpp)

#include <chrono>
#include <cstdio>
#include <string>
#include <vector>

#include "cli/commands.hpp"
#include "cli/options.hpp"
#include "engine/reversi/ai.hpp"
#include "engine/reversi/analysis.hpp"
#include "engine/reversi/endgame.hpp"
#include "engine/reversi/game.hpp"
#include "engine/reversi/perft.hpp"

namespace ishi::cli {

int run_reversi_match(Args args);  // reversi_match_command.cpp
int run_reversi_review(Args args); // reversi_review_command.cpp

namespace {

using namespace ishi::reversi;

constexpr const char* kUsage =
    "usage: ishi reversi perft <depth> [\"<board> <X|O>\"] [--hash]\n"
    "       ishi reversi solve \"<board> <X|O>\"\n"
    "       ishi reversi analyze \"<board> <X|O>\" [--time MS] [--nodes N]\n"
    "       ishi reversi play [--level tutorial|easy|medium|strong] [--time ms] [--nodes N] [--seed N] "
    "\"<transcript>\"\n"
    "       ishi reversi review [--time MS] [--nodes N] [--board B] \"<transcript>\"   (ishi reversi review --help)\n"
    "       ishi reversi match [options] ENGINE1 ENGINE2   (ishi reversi match --help)\n"
    "A board is 64 characters a1..h8 row by row (X black, O white, - empty), a space, and the side to move.\n";

int fail(const std::string& message) {
  std::fprintf(stderr, "ishi reversi: %s\n%s", message.c_str(), kUsage);
  return kExitUsage;
}

double seconds_since(std::chrono::steady_clock::time_point t) {
  return std::chrono::duration<double>(std::chrono::steady_clock::now() - t).count();
}

int perft_command(Args args) {
  SplitArgs s = split_positional(args, {}, {"--hash"});
  Options o({}, {"--hash"});
  if (auto e = o.parse(s.options)) return fail(*e);
  if (s.positional.empty() || s.positional.size() > 2) return fail("perft takes a depth and optionally a board");
  auto depth = parse_int(s.positional[0]);
  if (!depth || *depth < 0 || *depth > 20) return fail("depth must be a number from 0 to 20");
  Position p = Position::initial();
  if (s.positional.size() == 2) {
    auto b = parse_board(s.positional[1]);
    if (!b) return fail(b.error());
    p = *b;
  }
  auto start = std::chrono::steady_clock::now();
  std::uint64_t n = o.flag("--hash") ? perft_hashed(p, *depth) : perft(p, *depth);
  double sec = seconds_since(start);
  std::printf("perft %d %llu\n", *depth, static_cast<unsigned long long>(n));
  std::printf("time %.3f s, %.1f M leaves/s%s\n", sec, sec > 0 ? static_cast<double>(n) / sec / 1e6 : 0.0,
              o.flag("--hash") ? " (with a transposition table)" : "");
  return kExitOk;
}

int solve_command(Args args) {
  if (args.size() != 1) return fail("solve takes one board in quotes");
  auto b = parse_board(args[0]);
  if (!b) return fail(b.error());
  Solver solver;
  SolveResult r = solver.solve(*b);
  std::printf("%s %+d\n", r.best < 0 ? "pass" : square_name(r.best).c_str(), r.score);
  return kExitOk;
}

// One line per legal move, best first: "<move> <discs> exact" when the solver proved the
// final disc difference, "<move> <discs> depth N" for the search's estimate N plies on.
int analyze_command(Args args) {
  SplitArgs s = split_positional(args, {"--time", "--nodes"}, {});
  Options o({"--time", "--nodes"}, {});
  if (auto e = o.parse(s.options)) return fail(*e);
  if (s.positional.size() != 1) return fail("analyze takes one board in quotes");
  auto b = parse_board(s.positional[0]);
  if (!b) return fail(b.error());
  std::string error;
  // --nodes alone is a budget the same on every machine: no time limit then.
  auto ms = o.get_int("--time", o.get("--nodes") ? 0 : 1000, error);
  auto nodes = o.get_int("--nodes", 0, error);
  if (!ms || !nodes) return fail(error);
  if (*ms < 0 || *nodes < 0) return fail("--time and --nodes must not be negative");
  if (*ms == 0 && *nodes == 0) return fail("analyze needs a budget: --time or --nodes above 0");
  if (b->game_over()) return fail("the game is over");
  AnalysisLimits limits;
  limits.max_millis = *ms;
  limits.max_nodes = static_cast<std::uint64_t>(*nodes);
  std::vector<MoveValue> values = analyze_moves(*b, limits);
  if (values.empty()) std::printf("pass\n");
  for (const MoveValue& v : values) {
    const int discs = whole_discs(v.score);
    if (v.exact) {
      std::printf("%s %+d exact\n", square_name(v.square).c_str(), discs);
    } else {
      std::printf("%s %+d depth %d\n", square_name(v.square).c_str(), discs, v.depth);
    }
  }
  return kExitOk;
}

int play_command(Args args) {
  SplitArgs s = split_positional(args, {"--level", "--time", "--nodes", "--seed", "--board"}, {});
  Options o({"--level", "--time", "--nodes", "--seed", "--board"}, {});
  if (auto e = o.parse(s.options)) return fail(*e);
  if (s.positional.size() > 1) return fail("play takes one transcript in quotes");
  ai::Options ai_options;
  auto level_text = o.get("--level").value_or("strong");
  auto level = ai::parse_level(level_text);
  if (!level) return fail("unknown level '" + std::string(level_text) + "' (tutorial, easy, medium or strong)");
  ai_options.level = *level;
  std::string error;
  auto ms = o.get_int("--time", 0, error);
  auto nodes = o.get_int("--nodes", 0, error);
  auto seed = o.get_int("--seed", 1, error);
  if (!ms || !nodes || !seed) return fail(error);
  if (*ms < 0 || *nodes < 0) return fail("--time and --nodes must not be negative");
  ai_options.max_millis = *ms;
  ai_options.max_nodes = static_cast<std::uint64_t>(*nodes);
  ai_options.seed = static_cast<std::uint64_t>(*seed);
  Position start = Position::initial();
  if (auto board = o.get("--board")) {
    auto b = parse_board(*board);
    if (!b) return fail(b.error());
    start = *b;
  }
  auto game = load_transcript(s.positional.empty() ? "" : s.positional[0], start);
  if (!game) return fail(game.error());
  if (game->over()) return fail("the game is over (" + std::to_string(game->black_score()) + " for Black)");
  ai::Choice choice = ai::choose_move(game->position(), ai_options);
  std::printf("%s\n", choice.move ? square_name(*choice.move).c_str() : "pass");
  return kExitOk;
}

} // namespace

int run_reversi(Args args) {
  // `match` and `review` answer --help with their own usage.
  if (!args.empty() && args[0] == "match") return run_reversi_match(args.subspan(1));
  if (!args.empty() && args[0] == "review") return run_reversi_review(args.subspan(1));
  if (asks_for_help(args)) {
    std::printf("%s", kUsage);
    return kExitOk;
  }
  if (args.empty()) return fail("which tool? (perft, solve, analyze, play, review or match)");
  if (args[0] == "perft") return perft_command(args.subspan(1));
  if (args[0] == "solve") return solve_command(args.subspan(1));
  if (args[0] == "play") return play_command(args.subspan(1));
  if (args[0] == "analyze") return analyze_command(args.subspan(1));
  return fail("unknown tool '" + std::string(args[0]) + "'");
}

} // namespace ishi::cli
