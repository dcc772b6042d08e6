#pragma once
// The computer players, from the tutorial's greedy heuristic to the full search.
// Every level is deterministic given its seed and a node budget (a time budget depends on
// the machine's speed).

#include <array>
#include <atomic>
#include <cstdint>
#include <optional>
#include <string_view>

#include "engine/reversi/search.hpp"

namespace ishi::reversi {

// The tutorial's board score of a position for `player`: corners 64, the other edge
// squares 4, every other square 1; the player's discs count plus, the opponent's minus.
int tutorial_board_score(Bits player, Bits opponent);

} // namespace ishi::reversi

// The contract has the shape of Gomoku's (engine/gomoku/ai/ai.hpp): levels, Options,
// Progress, and a Choice whose move is empty when the side to move must pass.
namespace ishi::reversi::ai {

enum class Level {
  Tutorial, // the classic tutorial: score each move by the board it leaves, pick a best at random
  Easy,     // a two-ply search
  Medium,   // four plies, exact from 12 empties
  Strong,   // iterative deepening to the budget, exact from 16 empties (18 natively fast)
};
// Every level, easiest first (what the New game dialog offers).
inline constexpr std::array<Level, 4> kLevels{Level::Tutorial, Level::Easy, Level::Medium, Level::Strong};
// "tutorial", "easy", "medium", "strong". Inline: the page lists the names without linking the players.
constexpr std::string_view level_name(Level l) {
  switch (l) {
    case Level::Tutorial: return "tutorial";
    case Level::Easy: return "easy";
    case Level::Medium: return "medium";
    case Level::Strong: break;
  }
  return "strong";
}
std::optional<Level> parse_level(std::string_view name);

using Progress = SearchProgress; // depth, best square so far, score, nodes
using ProgressFn = reversi::ProgressFn;

struct Options {
  Level level = Level::Strong;
  std::uint64_t seed = 1;
  int max_millis = 0;                      // strong: the time budget (0: use max_nodes)
  std::uint64_t max_nodes = 0;             // strong: the node budget (0 with no time budget: a default)
  const std::atomic<bool>* stop = nullptr; // set by another thread: end the search soon
};

struct Choice {
  std::optional<int> move; // none when the side to move must pass
  Progress info;           // the last report
};

// The move the computer plays. Reports search progress if asked.
Choice choose_move(const Position& p, const Options& options, const ProgressFn& progress = {});

} // namespace ishi::reversi::ai
