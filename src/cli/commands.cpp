#include "cli/commands.hpp"

namespace ishi::cli {

// The games' subcommands are registered here as they arrive (`gomoku`, `reversi`).
std::span<const Command> commands() { return {}; }

} // namespace ishi::cli
