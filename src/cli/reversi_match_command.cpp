// `ishi reversi match`: two Reversi engines (command lines) against each other, each
// opening twice with the colours swapped; see src/protocol/reversi_match/reversi_match.hpp
// for how an engine is asked for its moves.

#include <algorithm>
#include <cstdio>
#include <optional>
#include <string>
#include <vector>

#include "cli/commands.hpp"
#include "cli/match_args.hpp"
#include "cli/options.hpp"
#include "engine/reversi/game.hpp"
#include "protocol/match/elo.hpp"
#include "protocol/match/report.hpp"
#include "protocol/reversi_match/reversi_match.hpp"
#include "protocol/runner/children.hpp"

namespace ishi::cli {

namespace {

using namespace ishi::protocol;

constexpr const char* kUsage =
    "usage: ishi reversi match [--games N] [--openings FILE] [--random-plies K] [--seed S]\n"
    "                          [--turn-ms MS] [--tolerance-ms MS] [--concurrency N] ENGINE1 ENGINE2\n"
    "Plays two Reversi engines against each other. ENGINE1 and ENGINE2 are command lines, one\n"
    "argument each (run by /bin/sh -c) to which the game so far is added as one more argument;\n"
    "the engine prints its move (e.g. d3) on the first line, e.g.\n"
    "  \"build/native/ishi reversi play --level strong --time 1000\".\n"
    "  --games         games in all (default: two per opening)\n"
    "  --openings      one transcript per line (e.g. f5d6c3d3); each is played twice with the\n"
    "                  colours swapped\n"
    "  --random-plies  without --openings: different random openings of K moves (0 to 20,\n"
    "                  default 8),\n"
    "                  as many as the games need\n"
    "  --seed          the random openings' seed (default 1)\n"
    "  --turn-ms       the time an engine is given for a move (default 1000; it is not told:\n"
    "                  put it in the command)\n"
    "  --tolerance-ms  how late a move may be before it loses on time (default 500)\n"
    "  --concurrency   games at once (default 1); game lines then come in the order games end\n"
    "A late, illegal or missing answer loses that game (discs -64 for its side). Prints:\n"
    "  game <n> black=<1|2> result=<1-0|0-1|draw> discs=<+d> end=<finished|timeout|illegal|crash> moves=<...>\n"
    "  longest turn engine1 <ms> ms, engine2 <ms> ms\n"
    "  score engine1 <W>-<L>-<D> elo <+d> +/- <95% margin>\n";

int fail(const std::string& message) {
  std::fprintf(stderr, "ishi reversi match: %s\n%s", message.c_str(), kUsage);
  return kExitUsage;
}

const std::vector<std::string_view> kWithValue = {"--games",   "--openings",     "--random-plies", "--seed",
                                                  "--turn-ms", "--tolerance-ms", "--concurrency"};

std::optional<std::string> read_config(const Options& o, const std::vector<std::string_view>& engines,
                                       ReversiMatchConfig& config) {
  std::string error;
  int games = 0, plies = 8, seed = 1;
  if (o.get("--games") && !o.get_bounded("--games", 0, 1, 1000000, games, error)) return error;
  if (!o.get_bounded("--random-plies", 8, 0, 20, plies, error)) return error;
  if (!o.get_bounded("--seed", 1, 0, 2000000000, seed, error)) return error;
  if (!o.get_bounded("--turn-ms", 1000, 1, 86400000, config.turn_ms, error)) return error;
  if (!o.get_bounded("--tolerance-ms", 500, 0, 600000, config.tolerance_ms, error)) return error;
  if (!o.get_bounded("--concurrency", 1, 1, 64, config.concurrency, error)) return error;
  if (auto e = read_engines(engines, config.engines)) return e;
  if (auto file = o.get("--openings")) {
    std::string text;
    if (auto e = read_openings_file(*file, text)) return e;
    auto openings = parse_reversi_openings(text);
    if (!openings) return "openings file '" + std::string(*file) + "': " + openings.error();
    config.openings = *openings;
  } else {
    const int wanted = games > 0 ? (games + 1) / 2 : 1;
    config.openings = random_reversi_openings(wanted, plies, static_cast<std::uint64_t>(seed));
    if (static_cast<int>(config.openings.size()) < wanted)
      std::fprintf(stderr, "ishi reversi match: only %zu different openings of %d moves: they are played again\n",
                   config.openings.size(), plies);
  }
  config.games = games > 0 ? games : 2 * static_cast<int>(config.openings.size());
  return std::nullopt;
}

} // namespace

int run_reversi_match(Args args) {
  std::vector<std::string_view> option_args, engines;
  split_match_args(args, kWithValue, option_args, engines);
  if (asks_for_help(option_args)) {
    std::printf("%s", kUsage);
    return kExitOk;
  }
  Options o({kWithValue.begin(), kWithValue.end()}, {});
  if (auto e = o.parse(option_args)) return fail(*e);
  ReversiMatchConfig config;
  if (auto e = read_config(o, engines, config)) return fail(*e);

  install_interrupt_handlers();
  ReversiMatchResult result = run_reversi_match(config, [](const ReversiGamePlayed& g) {
    std::printf("%s\n", reversi_game_line(g).c_str());
    std::fflush(stdout);
  });
  if (result.interrupted) {
    std::fprintf(stderr, "ishi reversi match: interrupted; every engine was stopped\n");
    return 128 + interrupt_signal();
  }
  std::printf("%s\n%s\n", longest_turn_line(result.longest_ms[0], result.longest_ms[1]).c_str(),
              score_line(result.engine1).c_str());
  return kExitOk;
}

} // namespace ishi::cli
