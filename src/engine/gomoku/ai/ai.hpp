#pragma once
// The computer players for Gomoku, Standard, Renju and Classic: the contract the user
// interface and the Gomocup brain call.
//
//   Beginner  the C tutorial: complete its own four (any shape) if it can, else stop the
//             opponent's four, else a random point next to the stones.
//   Tutorial  the MFC tutorial: for every empty point, the five-point windows through it in
//             the four directions; priority own four, opponent's four, own three,
//             opponent's three, own two, opponent's two (more such windows first, then at
//             random); else a random point next to the opponent's last move.
//   Medium    fives and fours seen at once, a short VCF, a 3-ply alpha-beta search.
//   Strong    VCF and VCT for itself, then iterative deepening PVS with threat-aware nodes
//             and a VCF at the horizon (search.hpp), its choice checked against the
//             opponent's VCT.
//
// Every level plays only legal moves: Black never plays a Renju foul, and under Classic
// nobody plays an overline or a double-three (unless it makes a five). Every level is
// deterministic for a given seed and position when limited by nodes (a time limit depends
// on the machine's speed). No threads: the page runs this in a Web Worker, and the search
// stops by itself at its budget.

#include <array>
#include <atomic>
#include <cstdint>
#include <functional>
#include <optional>
#include <string_view>
#include <vector>

#include "engine/common/square.hpp"
#include "engine/gomoku/ai/position.hpp"
#include "engine/gomoku/game.hpp"

namespace ishi::gomoku::ai {

enum class Level { Beginner, Tutorial, Medium, Strong };
// Every level, easiest first (what the New game dialog offers).
inline constexpr std::array<Level, 4> kLevels{Level::Beginner, Level::Tutorial, Level::Medium, Level::Strong};
// "beginner", "tutorial", "medium", "strong". Inline: the page lists the names without linking the players.
constexpr std::string_view level_name(Level l) {
  switch (l) {
    case Level::Beginner: return "beginner";
    case Level::Tutorial: return "tutorial";
    case Level::Medium: return "medium";
    case Level::Strong: break;
  }
  return "strong";
}
std::optional<Level> parse_level(std::string_view name);

// Scores are for the side to move, in evaluation units; a forced win in n plies is
// kWinScore - n (a loss the negative).
constexpr int kWinScore = 30000;
constexpr bool is_win_score(int s) { return s > kWinScore - 1000 || s < -(kWinScore - 1000); }

struct Progress {
  // "opening", "five", "block", "vcf", "vct", "search", "forced" (one root candidate),
  // "safety" (a later root move, the search's choice losing to a threat win), "rescue" (the
  // last depth, cut short, proved the search's choice lost: the best of the others), "rule"
  std::string_view stage;
  int depth = 0;            // plies completed by the search (threat wins: the line's length)
  int score = 0;            // for the side to move
  std::vector<Square> line; // the best line found, its first move first
  std::uint64_t nodes = 0;
  int millis = 0;
};
using ProgressFn = std::function<void(const Progress&)>;

struct Options {
  Level level = Level::Strong;
  std::uint64_t seed = 1;
  int max_millis = 0;          // 0: no time limit
  std::uint64_t max_nodes = 0; // 0: the level's default when there is no time limit either
  int max_depth = 40;          // plies of the main search
  int hash_mb = 16;            // the transposition table's size
  // With a time limit, search until it instead of stopping after a depth that ends past 65%
  // of it (which answers sooner on the page). For matches, where time left is lost.
  bool whole_turn = false;
  // Set by another thread to end the search soon, with the best move found so far (the
  // threat searches before it keep their own short budgets: a 25th and a 12th of the
  // time; the safety check after it is skipped).
  const std::atomic<bool>* stop = nullptr;
};

struct Choice {
  std::optional<Square> move; // none only when no point is left to play
  Progress info;              // the last report
};

// The move for the side to move of a game in progress (none when it is over or full).
Choice choose_move(const Game& game, const Options& options, const ProgressFn& progress = {});

// The same on the AI's own board (any supported size; the Gomocup brain uses this).
Choice choose_move(Position& position, const Options& options, const ProgressFn& progress = {});

// Prepares this thread's search tables for timed moves with these options (tens of
// megabytes to allocate and clear), so that the first timed move does not pay for it.
// Nothing for options without a time limit.
void prepare_search(const Options& options);

} // namespace ishi::gomoku::ai
