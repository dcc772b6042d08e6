// Entry point of the native `ishi` tool: global options and dispatch to subcommands.

#include <cstdio>
#include <string_view>
#include <vector>

#include "cli/commands.hpp"
#include "engine/version.hpp"

namespace {

void print_usage(std::FILE* out) {
  std::fprintf(out,
               "usage: ishi <command> [arguments]\n"
               "       ishi --help | --version\n\n"
               "Gomoku, Renju and Reversi tools.\n");
  if (!ishi::cli::commands().empty()) std::fprintf(out, "\ncommands:\n");
  for (const auto& c : ishi::cli::commands()) {
    std::fprintf(out, "  %-10.*s %.*s\n", static_cast<int>(c.name.size()), c.name.data(),
                 static_cast<int>(c.summary.size()), c.summary.data());
  }
}

} // namespace

int main(int argc, char** argv) {
  std::vector<std::string_view> args(argv + 1, argv + argc);
  if (args.empty()) {
    print_usage(stderr);
    return ishi::cli::kExitUsage;
  }
  std::string_view first = args[0];
  if (first == "--help" || first == "-h" || first == "help") {
    print_usage(stdout);
    return ishi::cli::kExitOk;
  }
  if (first == "--version") {
    std::printf("ishi %s\n", ishi::version());
    return ishi::cli::kExitOk;
  }
  for (const auto& c : ishi::cli::commands()) {
    if (c.name == first) return c.run(ishi::cli::Args(args).subspan(1));
  }
  std::fprintf(stderr, "ishi: unknown command '%.*s'\n\n", static_cast<int>(first.size()), first.data());
  print_usage(stderr);
  return ishi::cli::kExitUsage;
}
