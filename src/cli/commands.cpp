#include "cli/commands.hpp"

namespace ishi::cli {

int run_gomoku(Args args);  // gomoku_command.cpp
int run_reversi(Args args); // reversi_command.cpp
int run_gomocup(Args args); // gomocup_command.cpp
int run_match(Args args);   // match_command.cpp

namespace {
constexpr Command kCommands[] = {
    {"gomoku", "Gomoku and Renju: forbidden points, move analysis", run_gomoku},
    {"reversi", "Reversi: perft, exact endgame solving, move values, the computer's move, matches", run_reversi},
    {"gomocup", "the Gomocup (Piskvork) brain protocol on stdin/stdout", run_gomocup},
    {"match", "a match between two Gomocup brains, judged by our rules", run_match},
};
} // namespace

std::span<const Command> commands() { return kCommands; }

} // namespace ishi::cli
