// `ishi gomoku ...`: forbidden points and move analysis from the command line.
//
//   ishi gomoku forbidden [--size N] [--moves "h8 i9 -- j10"] [--black "h8 i8" --white "h9"]
//   ishi gomoku analyze [--rule freestyle|standard|renju|classic] [--size N] --moves "..." [--json]
//   ishi gomoku review --rule R [--size N] --moves "..." [--nodes N]   (gomoku_review_command.cpp)

#include <cstdio>
#include <string>

#include "cli/commands.hpp"
#include "cli/options.hpp"
#include "engine/common/json.hpp"
#include "engine/gomoku/record.hpp"
#include "engine/gomoku/renju.hpp"
#include "engine/gomoku/threats.hpp"

namespace ishi::cli {

int run_gomoku_review(Args args); // gomoku_review_command.cpp

namespace {

using namespace ishi::gomoku;

constexpr const char* kUsage =
    "usage: ishi gomoku forbidden [--size N] [--moves \"h8 i9 -- j10\"] [--black \"...\"] [--white \"...\"]\n"
    "       ishi gomoku analyze [--rule freestyle|standard|renju|classic] [--size N] --moves \"...\" [--json]\n"
    "       ishi gomoku review --rule R [--size N] --moves \"...\" [--nodes N]   (ishi gomoku review --help)\n";

int fail(const std::string& message) {
  std::fprintf(stderr, "ishi gomoku: %s\n%s", message.c_str(), kUsage);
  return kExitUsage;
}

int forbidden(Args args) {
  Options o({"--size", "--moves", "--black", "--white"}, {});
  if (auto e = o.parse(args)) return fail(*e);
  std::string error;
  auto size = o.get_int("--size", kDefaultSize, error);
  if (!size) return fail(error);
  auto board = build_position(*size, o.get("--moves").value_or(""), o.get("--black").value_or(""),
                              o.get("--white").value_or(""));
  if (!board) return fail(board.error());
  for (const auto& fp : renju_forbidden_points(*board)) {
    std::printf("%s %s\n", board->name(fp.point).c_str(), std::string(foul_name(fp.kind)).c_str());
  }
  return kExitOk;
}

std::string outcome_word(Outcome o) {
  switch (o) {
    case Outcome::BlackWins: return "black-wins";
    case Outcome::WhiteWins: return "white-wins";
    case Outcome::Draw: return "draw";
    case Outcome::Ongoing: break;
  }
  return "ongoing";
}

std::string list(const Board& b, const std::vector<Square>& v) {
  std::string out;
  for (Square s : v) out += (out.empty() ? "" : " ") + b.name(s);
  return out.empty() ? "-" : out;
}

void write_list(JsonWriter& w, const Board& b, const std::vector<Square>& v) {
  w.begin_array();
  for (Square s : v) w.value(b.name(s));
  w.end_array();
}

int analyze(Args args) {
  Options o({"--rule", "--size", "--moves"}, {"--json"});
  if (auto e = o.parse(args)) return fail(*e);
  std::string error;
  auto size = o.get_int("--size", kDefaultSize, error);
  if (!size) return fail(error);
  auto rule_text = o.get("--rule").value_or("freestyle");
  auto rule = parse_rule(rule_text);
  if (!rule) return fail("unknown rule '" + std::string(rule_text) + "' (freestyle, standard, renju or classic)");
  auto moves = o.get("--moves");
  if (!moves) return fail("--moves is required");
  auto game = load_game(*moves, *rule, *size);
  if (!game) return fail(game.error());

  const Board& b = game->board();
  std::optional<MoveAnalysis> a;
  if (!game->moves().empty()) a = analyze_move(b, game->moves().back(), *rule);
  const Result& r = game->result();

  if (o.flag("--json")) {
    JsonWriter w;
    w.begin_object();
    w.key("rule").value(rule_name(*rule)).key("size").value(b.size());
    w.key("moves");
    write_list(w, b, game->moves());
    w.key("lastMove");
    if (a) {
      w.begin_object().key("point").value(b.name(a->move)).key("colour").value(stone_name(a->colour));
      w.key("threats").begin_array();
      for (const auto& t : a->threats) {
        w.begin_object().key("kind").value(threat_name(t.kind)).key("direction").value(direction_name(t.direction));
        w.key("stones");
        write_list(w, b, t.stones);
        w.key("completes");
        write_list(w, b, t.completes);
        w.key("defends");
        write_list(w, b, t.defends);
        w.end_object();
      }
      w.end_array().key("combinations").begin_array();
      for (const auto& c : a->combinations()) w.value(c);
      w.end_array().end_object();
    } else {
      w.null();
    }
    w.key("result").begin_object().key("outcome").value(outcome_word(r.outcome)).key("reason").value(r.reason);
    w.end_object().end_object();
    std::printf("%s\n", w.str().c_str());
    return kExitOk;
  }

  std::printf("rule %s, %dx%d, %zu moves\n", std::string(rule_name(*rule)).c_str(), b.size(), b.size(),
              game->moves().size());
  if (a) {
    std::printf("last move: %s (%s)\n", b.name(a->move).c_str(), stone_name(a->colour));
    if (a->threats.empty()) std::printf("  no threats\n");
    for (const auto& t : a->threats) {
      std::printf("  %-13s %-13s stones %s; completes %s; defends %s\n", std::string(threat_name(t.kind)).c_str(),
                  direction_name(t.direction), list(b, t.stones).c_str(), list(b, t.completes).c_str(),
                  list(b, t.defends).c_str());
    }
    for (const auto& c : a->combinations()) std::printf("  combination %s\n", c.c_str());
  }
  std::printf("result: %s%s%s\n", outcome_word(r.outcome).c_str(), r.reason.empty() ? "" : ", ", r.reason.c_str());
  return kExitOk;
}

int gomoku(Args args) {
  // `review` answers --help with its own usage.
  if (!args.empty() && args[0] == "review") return run_gomoku_review(args.subspan(1));
  if (asks_for_help(args)) {
    std::printf("%s", kUsage);
    return kExitOk;
  }
  if (args.empty()) return fail("which tool? (forbidden, analyze or review)");
  if (args[0] == "forbidden") return forbidden(args.subspan(1));
  if (args[0] == "analyze") return analyze(args.subspan(1));
  return fail("unknown tool '" + std::string(args[0]) + "'");
}

} // namespace

int run_gomoku(Args args) { return gomoku(args); }

} // namespace ishi::cli
