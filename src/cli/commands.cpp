#include "cli/commands.hpp"

namespace ishi::cli {

int run_gomoku(Args args); // gomoku_command.cpp

namespace {
constexpr Command kCommands[] = {
    {"gomoku", "Gomoku and Renju: forbidden points, move analysis", run_gomoku},
};
} // namespace

std::span<const Command> commands() { return kCommands; }

} // namespace ishi::cli
