// The command line: `ishi <command> [arguments]` as a person or a script types it, one
// argument per input line, run in-process through the command table (commands.hpp) with
// its output thrown away. Runs that would take long or touch the system are left out:
// perft deeper than 3 or with --hash and `reversi solve` (they allocate large tables on
// each run; their board argument is fuzzed by reversi_board), `reversi play` without a
// small --nodes budget, both reviews likewise and a Gomoku review of more than a few moves
// (each move is searched), `gomocup` reading anything (stdin is closed), and `match` with
// files or two engines (it would start them). Invariants: the exit code is 0 or 2 (usage),
// and --help or -h anywhere answers 0.
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

// Few nodes, and no time limit above 10 ms: what a searching tool may be given here.
bool small_budget(cli::Args args) {
  auto nodes = value_after(args, "--nodes");
  auto ms = value_after(args, "--time");
  return nodes && *nodes >= 1 && *nodes <= 500 && (!has(args, "--time") || (ms && *ms <= 10));
}

// Whether running these arguments stays quick and touches nothing outside the process.
bool quick_and_contained(std::string_view command, cli::Args args) {
  if (cli::asks_for_help(args)) return true;
  if (command == "gomoku") {
    if (args.empty() || args[0] != "review") return true;
    // Every move is searched (its threat searches have a fixed budget): short games only.
    for (std::size_t i = 0; i + 1 < args.size(); ++i) {
      if (args[i] == "--moves" && split_tokens(args[i + 1]).size() > 6) return false;
    }
    return small_budget(args);
  }
  if (command == "gomocup") return true; // stdin is closed: it reads nothing
  if (command == "match") {
    int engines = 0;
    for (std::string_view a : args) engines += a.empty() || a[0] != '-' ? 1 : 0;
    return engines < 2 && !has(args, "--openings") && !has(args, "--records");
  }
  if (command != "reversi" || args.empty()) return command == "reversi";
  // The solver and perft's hash table allocate their tables anew on each run: too slow here.
  if (args[0] == "solve" || has(args, "--hash")) return false;
  for (std::string_view a : args) {
    if (auto n = cli::parse_int(a); n && *n > 3 && args[0] == "perft") return false;
  }
  if (args[0] == "play" || args[0] == "review") return small_budget(args);
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
