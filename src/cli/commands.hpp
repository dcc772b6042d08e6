#pragma once
// The `ishi` command line: each subcommand is a named entry in one table, so a new game's
// tools are added by appending an entry.

#include <span>
#include <string_view>

namespace ishi::cli {

// Exit codes shared by every subcommand.
constexpr int kExitOk = 0;
constexpr int kExitUsage = 2; // bad arguments or bad input: a message went to stderr

using Args = std::span<const std::string_view>;

struct Command {
  std::string_view name;
  std::string_view summary;
  int (*run)(Args args); // args after the subcommand's name
};

std::span<const Command> commands();

} // namespace ishi::cli
