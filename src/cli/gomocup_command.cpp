// `ishi gomocup`: the Gomocup / Piskvork brain on stdin and stdout (see
// src/protocol/gomocup/brain.hpp for the commands). For a manager that needs the name
// to start with "pbrain-", link or copy the binary as pbrain-ishi and run it as
// "pbrain-ishi gomocup"; or use a one-line wrapper script.
//
//   ishi gomocup [--nodes N] [--level L] [--quiet]
//     --nodes N   search N nodes per move instead of using the time limits (deterministic)
//     --level L   beginner, tutorial, medium or strong (the default): the page's levels, so
//                 that `ishi match` can measure one against another
//     --quiet     no MESSAGE line before each move

#include <cstdio>
#include <iostream>
#include <string>

#include "cli/commands.hpp"
#include "cli/options.hpp"
#include "protocol/gomocup/brain.hpp"

namespace ishi::cli {

int run_gomocup(Args args) {
  if (asks_for_help(args)) {
    std::printf(
        "usage: ishi gomocup [--nodes N] [--level L] [--quiet]\n"
        "Speaks the Gomocup (Piskvork) brain protocol on stdin/stdout.\n");
    return kExitOk;
  }
  Options opts({"--nodes", "--level"}, {"--quiet"});
  if (auto error = opts.parse(args)) {
    std::fprintf(stderr, "ishi gomocup: %s\nusage: ishi gomocup [--nodes N] [--level L] [--quiet]\n", error->c_str());
    return kExitUsage;
  }
  std::string error;
  auto nodes = opts.get_int("--nodes", 0, error);
  if (!nodes || *nodes < 0) {
    std::fprintf(stderr, "ishi gomocup: %s\n", error.empty() ? "--nodes must not be negative" : error.c_str());
    return kExitUsage;
  }
  auto level = gomoku::ai::parse_level(opts.get("--level").value_or("strong"));
  if (!level) {
    std::fprintf(stderr, "ishi gomocup: --level must be beginner, tutorial, medium or strong\n");
    return kExitUsage;
  }
  protocol::BrainOptions bo;
  bo.fixed_nodes = static_cast<std::uint64_t>(*nodes);
  bo.level = *level;
  bo.messages = !opts.flag("--quiet");
  protocol::GomocupBrain brain(bo);
  std::string line;
  // One command at a time: the brain thinks inside handle() and reads nothing meanwhile.
  while (!brain.finished() && std::getline(std::cin, line)) {
    for (const std::string& out : brain.handle(line)) {
      std::fwrite(out.data(), 1, out.size(), stdout);
      std::fputc('\n', stdout);
    }
    std::fflush(stdout);
  }
  return kExitOk;
}

} // namespace ishi::cli
