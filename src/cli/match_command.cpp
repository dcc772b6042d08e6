// `ishi match`: a match between two Gomocup brains, judged by our exact rules (see
// src/protocol/runner/match.hpp for the schedule, play_game.hpp and player.hpp for how the
// brains are driven, and src/protocol/match/report.hpp for the output lines).
// The records file (--records) gets, per run, a "# ishi match rule=... engine2=..." line
// with the settings and then each game's record line as it ends.

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <optional>
#include <string>
#include <vector>

#include "cli/commands.hpp"
#include "cli/match_args.hpp"
#include "cli/options.hpp"
#include "protocol/match/report.hpp"
#include "protocol/runner/children.hpp"
#include "protocol/runner/match.hpp"

namespace ishi::cli {

namespace {

using namespace ishi::protocol;

constexpr const char* kUsage =
    "usage: ishi match [--rule freestyle|standard|renju] [--size 15|19] [--games N]\n"
    "                  [--openings FILE] [--turn-ms MS] [--match-ms MS] [--tolerance-ms MS]\n"
    "                  [--concurrency N] [--records FILE] [--pace-ms MS] ENGINE1 ENGINE2\n"
    "Plays Gomocup brains against each other; ENGINE1 and ENGINE2 are command lines, one\n"
    "argument each (run by /bin/sh -c), e.g. \"build/native/ishi gomocup --quiet\".\n"
    "  --rule          freestyle (default), standard (exactly five) or renju\n"
    "  --size          15 (default) or 19\n"
    "  --games         games in all (default: two per opening, or 2); openings are cycled\n"
    "  --openings      one opening per line: \"h8 h9 i7\" or offsets from the centre \"0,0 1,-1 2,0\";\n"
    "                  each is played twice with the colours swapped (default: empty board)\n"
    "  --turn-ms       time per move (default 5000)\n"
    "  --match-ms      time per game for each brain (default 0: none)\n"
    "  --tolerance-ms  how late a move may be before it loses on time (default 200)\n"
    "  --concurrency   games at once (default 1); game lines then come in the order games end\n"
    "  --records       append each game's line, opening size and move times to FILE\n"
    "  --pace-ms       wait at least MS after a brain's reply before its next request, untimed\n"
    "                  (default 0; Rapfi 0.43 drops a request that comes as it finishes a reply)\n"
    "  --skip-unknown  skip reply lines that are not a point, ERROR, UNKNOWN or SUGGEST\n"
    "                  (default: such a line loses the game as illegal)\n"
    "Prints one line per game, then the longest turn of each engine, engine 1's score with\n"
    "each colour and its total score:\n"
    "  game <n> black=<1|2> result=<1-0|0-1|draw> end=<five|foul|timeout|illegal|crash|full> moves=<h8,...>\n"
    "  longest turn engine1 <ms> ms, engine2 <ms> ms\n"
    "  engine1 as black <W>-<L>-<D>, as white <W>-<L>-<D>\n"
    "  score engine1 <W>-<L>-<D> elo <+d> +/- <95% margin>\n";

int fail(const std::string& message) {
  std::fprintf(stderr, "ishi match: %s\n%s", message.c_str(), kUsage);
  return kExitUsage;
}

const std::vector<std::string_view> kWithValue = {"--rule",    "--size",     "--games",        "--openings",
                                                  "--turn-ms", "--match-ms", "--tolerance-ms", "--concurrency",
                                                  "--records", "--pace-ms"};

// The match's settings from the options and the two engine commands; a message on error.
std::optional<std::string> read_config(const Options& o, const std::vector<std::string_view>& engines,
                                       MatchConfig& config) {
  std::string rule_text(o.get("--rule").value_or("freestyle"));
  auto rule = gomoku::parse_rule(rule_text);
  if (!rule || *rule == gomoku::Rule::Classic) return "unknown rule '" + rule_text + "' (freestyle, standard or renju)";
  config.rule = *rule;
  std::string error;
  Limits& limits = config.limits;
  if (!o.get_bounded("--size", 15, 15, 19, config.size, error) || !gomoku::is_supported_size(config.size)) {
    return "option --size must be 15 or 19";
  }
  int games = 0;
  if (o.get("--games") && !o.get_bounded("--games", 0, 1, 1000000, games, error)) return error;
  if (!o.get_bounded("--turn-ms", 5000, 1, 86400000, limits.turn_ms, error)) return error;
  if (!o.get_bounded("--match-ms", 0, 0, 2000000000, limits.match_ms, error)) return error;
  if (!o.get_bounded("--tolerance-ms", 200, 0, 600000, limits.tolerance_ms, error)) return error;
  if (!o.get_bounded("--concurrency", 1, 1, 64, config.concurrency, error)) return error;
  if (!o.get_bounded("--pace-ms", 0, 0, 10000, limits.pace_ms, error)) return error;
  if (auto e = read_engines(engines, config.engines)) return e;
  if (auto file = o.get("--openings")) {
    std::string text;
    if (auto e = read_openings_file(*file, text)) return e;
    auto openings = parse_openings(text, config.rule, config.size);
    if (!openings) return "openings file '" + std::string(*file) + "': " + openings.error();
    config.openings = *openings;
  }
  config.games = games > 0 ? games : 2 * std::max<int>(1, static_cast<int>(config.openings.size()));
  return std::nullopt;
}

} // namespace

int run_match(Args args) {
  std::vector<std::string_view> option_args, engines;
  split_match_args(args, kWithValue, option_args, engines);
  if (asks_for_help(option_args)) {
    std::printf("%s", kUsage);
    return kExitOk;
  }
  Options o({kWithValue.begin(), kWithValue.end()}, {"--skip-unknown"});
  if (auto e = o.parse(option_args)) return fail(*e);
  MatchConfig config;
  if (auto e = read_config(o, engines, config)) return fail(*e);
  config.limits.skip_unknown = o.flag("--skip-unknown");
  std::FILE* records = nullptr;
  if (auto file = o.get("--records")) {
    records = std::fopen(std::string(*file).c_str(), "a");
    if (!records) return fail("cannot open records file '" + std::string(*file) + "': " + std::strerror(errno));
    const Limits& l = config.limits;
    std::fprintf(records,
                 "# ishi match rule=%s size=%d turn-ms=%d match-ms=%d tolerance-ms=%d pace-ms=%d engine1=%s "
                 "engine2=%s\n",
                 std::string(gomoku::rule_name(config.rule)).c_str(), config.size, l.turn_ms, l.match_ms,
                 l.tolerance_ms, l.pace_ms, config.engines[0].c_str(), config.engines[1].c_str());
    std::fflush(records);
  }

  install_interrupt_handlers();
  MatchResult result = protocol::run_match(config, [&](const GamePlayed& g) {
    if (!g.detail.empty()) std::fprintf(stderr, "ishi match: game %d: %s\n", g.report.number, g.detail.c_str());
    std::printf("%s\n", game_line(g.report).c_str());
    std::fflush(stdout);
    if (records) {
      std::fprintf(records, "%s\n", record_line(g.report).c_str());
      std::fflush(records);
    }
  });
  if (records) std::fclose(records);
  if (result.interrupted) {
    std::fprintf(stderr, "ishi match: interrupted; every brain was stopped\n");
    return 128 + interrupt_signal();
  }
  std::printf("%s\n%s\n%s\n", longest_turn_line(result.longest_ms[0], result.longest_ms[1]).c_str(),
              colour_line(result.colours).c_str(), score_line(result.engine1).c_str());
  return kExitOk;
}

} // namespace ishi::cli
