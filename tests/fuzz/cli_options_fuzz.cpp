// The command line: `ishi <command> [arguments]` as a person or a script types it, one
// argument per input line, run in-process through the command table (commands.hpp) with
// its output thrown away. Runs that would take long or touch the system are left out:
// - perft deeper than 3 or with --hash and `reversi solve` (they allocate large tables on
//   each run; their board argument is fuzzed by reversi_board);
// - `reversi play` without a small --nodes budget;
// - a Gomoku review of more than four moves or with more than 50 nodes (each move is
//   searched, and its threat searches have a fixed budget of 100000 nodes whatever --nodes
//   says: six moves took 0.66 s here);
// - a Reversi review of more than two moves, and it or `reversi analyze` with more than 10
//   nodes (each move analysed builds an endgame solver's table, and the solver's move
//   ordering searches are not counted as nodes: 20 nodes cost 0.15 s a move in the
//   opening here; analyze without --nodes thinks for a second);
// - `gomocup` reading anything (stdin is closed);
// - `match` and `reversi match` with files or two engines: an engine is a command line run
//   by /bin/sh -c, so fuzzed text would run as shell commands (a run before this rule left
//   empty files made by its redirections in the working folder), and a match installs
//   signal handlers in this process.
// Invariants: the exit code is 0 or 2 (usage), and --help or -h anywhere answers 0.
#include <cstdio>
#include <iostream>

#include "cli/commands.hpp"
#include "cli/options.hpp"
#include "engine/common/tokens.hpp"
#include "fuzz_input.hpp"

using namespace ishi;

namespace {

bool has(cli::Args args, std::string_view a) {
  for (std::string_view x : args) {
    if (x == a) return true;
  }
  return false;
}

std::optional<int> value_after(cli::Args args, std::string_view name) {
  for (std::size_t i = 0; i + 1 < args.size(); ++i) {
    if (args[i] == name) return cli::parse_int(args[i + 1]);
  }
  return std::nullopt;
}

// At most `max_nodes` nodes, and no time limit above 10 ms: what a searching tool may be
// given here.
bool small_budget(cli::Args args, int max_nodes) {
  auto nodes = value_after(args, "--nodes");
  auto ms = value_after(args, "--time");
  return nodes && *nodes >= 1 && *nodes <= max_nodes && (!has(args, "--time") || (ms && *ms <= 10));
}

// At least the number of Reversi moves in the arguments: the squares ("f5", "D6") in them.
std::size_t square_count(cli::Args args) {
  std::size_t n = 0;
  for (std::string_view a : args) {
    for (std::size_t i = 0; i + 1 < a.size(); ++i) {
      char c = static_cast<char>(a[i] | 0x20);
      if (c >= 'a' && c <= 'h' && a[i + 1] >= '1' && a[i + 1] <= '8') ++n;
    }
  }
  return n;
}

// At least the number of engine command lines a match would start: every argument that is
// not an option (split_match_args counts "-" and the options' values apart from these).
int engine_count(cli::Args args) {
  int n = 0;
  for (std::string_view a : args) n += a.size() <= 1 || a[0] != '-' ? 1 : 0;
  return n;
}

// Whether running these arguments stays quick and touches nothing outside the process.
bool quick_and_contained(std::string_view command, cli::Args args) {
  if (cli::asks_for_help(args)) return true;
  if (command == "gomoku") {
    if (args.empty() || args[0] != "review") return true;
    // Every move is searched (its threat searches have a fixed budget): short games only.
    for (std::size_t i = 0; i + 1 < args.size(); ++i) {
      if (args[i] == "--moves" && split_tokens(args[i + 1]).size() > 4) return false;
    }
    return small_budget(args, 50);
  }
  if (command == "gomocup") return true; // stdin is closed: it reads nothing
  if (command == "match") return engine_count(args) < 2 && !has(args, "--openings") && !has(args, "--records");
  if (command != "reversi" || args.empty()) return command == "reversi";
  if (args[0] == "match") return engine_count(args.subspan(1)) < 2 && !has(args, "--openings");
  // The solver and perft's hash table allocate their tables anew on each run: too slow here.
  if (args[0] == "solve" || has(args, "--hash")) return false;
  for (std::string_view a : args) {
    if (auto n = cli::parse_int(a); n && *n > 3 && args[0] == "perft") return false;
  }
  if (args[0] == "play") return small_budget(args, 500);
  if (args[0] == "review") return small_budget(args, 10) && square_count(args) <= 2;
  if (args[0] == "analyze") return small_budget(args, 10);
  return true;
}

std::FILE* null_file() {
  static std::FILE* f = std::fopen("/dev/null", "w");
  return f;
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  std::string_view text(reinterpret_cast<const char*>(data), size);
  auto words = fuzz::split(text, '\n');
  if (words.size() > 16 || words.empty()) return 0;
  cli::Args args(words.data() + 1, words.size() - 1);
  const cli::Command* command = nullptr;
  for (const cli::Command& c : cli::commands()) {
    if (c.name == words[0]) command = &c;
  }
  if (!command || !quick_and_contained(command->name, args)) return 0;
  std::cin.setstate(std::ios::failbit);
  std::FILE* out = stdout;
  std::FILE* err = stderr;
  stdout = null_file();
  stderr = null_file();
  int code = command->run(args);
  std::fflush(stdout);
  std::fflush(stderr);
  stdout = out;
  stderr = err;
  FUZZ_CHECK(code == cli::kExitOk || code == cli::kExitUsage);
  if (cli::asks_for_help(args)) FUZZ_CHECK(code == cli::kExitOk);
  return 0;
}
