#pragma once
// The computer players, from the tutorial's greedy heuristic to the full search.
// Every level is deterministic given its seed and a node budget (a time budget depends on
// the machine's speed).

#include <cstdint>
#include <optional>
#include <string_view>

#include "engine/reversi/search.hpp"

namespace ishi::reversi {

enum class Level {
  Tutorial, // the classic tutorial: score each move by the board it leaves, pick a best at random
  Easy,     // a two-ply search
  Medium,   // four plies, exact from 12 empties
  Strong,   // iterative deepening to the budget, exact from 16 empties (18 natively fast)
};

std::string_view level_name(Level l); // "tutorial", "easy", "medium", "strong"
std::optional<Level> parse_level(std::string_view name);

// The tutorial's board score of a position for `player`: corners 64, the other edge
// squares 4, every other square 1; the player's discs count plus, the opponent's minus.
int tutorial_board_score(Bits player, Bits opponent);

struct AiOptions {
  Level level = Level::Strong;
  std::uint64_t seed = 1;
  int max_millis = 0;          // strong: the time budget (0: use max_nodes)
  std::uint64_t max_nodes = 0; // strong: the node budget (0 with no time budget: a default)
};

// The move the computer plays (-1: it must pass). Reports search progress if asked.
SearchProgress choose_move(const Position& p, const AiOptions& options, const ProgressFn& progress = {});

} // namespace ishi::reversi
