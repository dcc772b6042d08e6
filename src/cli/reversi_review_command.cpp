// `ishi reversi review`: every move of a game with what it lost against the best move, in
// discs, one line per move; the analysis is src/engine/reversi/review.hpp.

#include <cstdio>
#include <string>

#include "cli/commands.hpp"
#include "cli/options.hpp"
#include "engine/reversi/game.hpp"
#include "engine/reversi/review.hpp"

namespace ishi::cli {

namespace {

using namespace ishi::reversi;

constexpr const char* kUsageLine =
    "usage: ishi reversi review [--time MS] [--nodes N] [--board \"<board> <X|O>\"] \"<transcript>\"\n";
constexpr const char* kHelp =
    "Goes through the game move by move and prints one line per move, passes included:\n"
    "  <ply> <move> <best> <loss> <label>\n"
    "ply counts from 1; best is the best move in the position before; loss is the best move's\n"
    "value minus the played move's, in discs for the mover (exact where the solver proves it\n"
    "within the budget, as it does near the end; the search's estimate before); label by loss:\n"
    "best (0), good (1-2), inaccuracy (3-5), mistake (6-10), blunder (more than 10).\n"
    "A pass is \"<ply> pass pass 0 pass\".\n"
    "  --time   each move's budget in milliseconds (default 300; 0 with --nodes: no time limit)\n"
    "  --nodes  each move's budget in nodes (alone: no time limit, the same on every machine)\n"
    "  --board  the position the transcript starts from (default: the usual start)\n";

int fail(const std::string& message) {
  std::fprintf(stderr, "ishi reversi review: %s\n%s(ishi reversi review --help tells more)\n", message.c_str(),
               kUsageLine);
  return kExitUsage;
}

std::string move_name(int square) { return square == kPass ? "pass" : square_name(square); }

} // namespace

int run_reversi_review(Args args) {
  if (asks_for_help(args)) {
    std::printf("%s%s", kUsageLine, kHelp);
    return kExitOk;
  }
  SplitArgs s = split_positional(args, {"--time", "--nodes", "--board"}, {});
  Options o({"--time", "--nodes", "--board"}, {});
  if (auto e = o.parse(s.options)) return fail(*e);
  if (s.positional.size() != 1) return fail("review takes one transcript in quotes");
  std::string error;
  // --nodes alone is a budget the same on every machine: no time limit then.
  auto ms = o.get_int("--time", o.get("--nodes") ? 0 : 300, error);
  auto nodes = o.get_int("--nodes", 0, error);
  if (!ms || !nodes) return fail(error);
  if (*ms < 0 || *nodes < 0) return fail("--time and --nodes must not be negative");
  if (*ms == 0 && *nodes == 0) return fail("review needs a budget: --time or --nodes above 0");
  Position start = Position::initial();
  if (auto board = o.get("--board")) {
    auto b = parse_board(*board);
    if (!b) return fail(b.error());
    start = *b;
  }
  auto game = load_transcript(s.positional[0], start);
  if (!game) return fail(game.error());

  ReviewOptions options;
  options.max_millis = *ms;
  options.max_nodes = static_cast<std::uint64_t>(*nodes);
  review_game(*game, options, [](const PlyReview& r) {
    std::printf("%d %s %s %d %s\n", r.ply, move_name(r.move).c_str(), move_name(r.best).c_str(), r.loss,
                std::string(review_label_name(r.label)).c_str());
    std::fflush(stdout); // a long review shows its progress
  });
  return kExitOk;
}

} // namespace ishi::cli
