// `ishi gomoku review`: every move of a game labelled in terms of the rules (missed wins,
// missed defences, fouls), one line per move; the analysis is src/engine/gomoku/ai/review.hpp.

#include <cstdio>
#include <string>

#include "cli/commands.hpp"
#include "cli/options.hpp"
#include "engine/gomoku/ai/review.hpp"
#include "engine/gomoku/record.hpp"

namespace ishi::cli {

namespace {

using namespace ishi::gomoku;

constexpr const char* kUsageLine =
    "usage: ishi gomoku review --rule freestyle|standard|renju|classic [--size N] --moves \"h8 i9 ...\" [--nodes N]\n";
constexpr const char* kHelp =
    "Goes through the game move by move and prints one line per move:\n"
    "  <ply> <move> <best> <loss> <label>\n"
    "ply counts from 1; best is the engine's move in the position before (the first move of the\n"
    "forced win when the mover had one); loss is 1 when the move turned the game's forced outcome\n"
    "against the mover (foul, missed-win, missed-defence), else 0; label is one of\n"
    "  win             the move makes five\n"
    "  foul            a foul under the rule, which loses (Renju: Black's double-three,\n"
    "                  double-four or overline; Classic: an overline or a double-three)\n"
    "  missed-win      the mover had a win by fours (VCF) or by threes and fours (VCT) and the\n"
    "                  move lets it go\n"
    "  missed-defence  the move lets the opponent win by force, which the engine's move avoids\n"
    "  ok              anything else\n"
    "Wins are what the engine's threat searches find within a fixed budget; a move is blamed\n"
    "only where they prove it, so a deeper win may go unmarked.\n"
    "  --size   15 (default) or 19\n"
    "  --nodes  the engine's search for best, in nodes (default 20000); budgets are nodes, not\n"
    "           time, so a review is the same on every machine\n";

int fail(const std::string& message) {
  std::fprintf(stderr, "ishi gomoku review: %s\n%s(ishi gomoku review --help tells more)\n", message.c_str(),
               kUsageLine);
  return kExitUsage;
}

} // namespace

int run_gomoku_review(Args args) {
  if (asks_for_help(args)) {
    std::printf("%s%s", kUsageLine, kHelp);
    return kExitOk;
  }
  Options o({"--rule", "--size", "--moves", "--nodes"}, {});
  if (auto e = o.parse(args)) return fail(*e);
  std::string error;
  auto size = o.get_int("--size", kDefaultSize, error);
  if (!size) return fail(error);
  int nodes = 0;
  if (!o.get_bounded("--nodes", 20000, 1, 100000000, nodes, error)) return fail(error);
  // No default rule: a Renju game reviewed as freestyle would lose its fouls silently.
  auto rule_text = o.get("--rule");
  if (!rule_text) return fail("--rule is required (freestyle, standard, renju or classic)");
  auto rule = parse_rule(*rule_text);
  if (!rule) return fail("unknown rule '" + std::string(*rule_text) + "' (freestyle, standard, renju or classic)");
  auto moves = o.get("--moves");
  if (!moves) return fail("--moves is required");
  // Fouls are played (a foul ends the game), so that the review can label them.
  auto game = load_game(*moves, *rule, *size, ForbiddenPolicy::Lose);
  if (!game) return fail(game.error());

  ai::ReviewOptions options;
  options.search_nodes = static_cast<std::uint64_t>(nodes);
  const Board& board = game->board();
  ai::review_game(*game, options, [&](const ai::PlyReview& r) {
    std::string best = r.best ? board.name(*r.best) : "-";
    std::printf("%d %s %s %d %s\n", r.ply, board.name(r.move).c_str(), best.c_str(), r.loss,
                std::string(ai::review_label_name(r.label)).c_str());
    std::fflush(stdout); // a long review shows its progress
  });
  return kExitOk;
}

} // namespace ishi::cli
