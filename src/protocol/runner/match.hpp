#pragma once
// A match between two brains: the games, played `concurrency` at a time (each game on a
// thread of its own with its own two processes), reported as each one finishes. POSIX only.
//
// Game n (from 1) uses opening ((n - 1) / 2) modulo the number of openings, or none, and
// engine 1 plays Black in the odd games, engine 2 in the even ones: each opening is
// played twice with the colours swapped. With concurrency above 1 the games finish, and
// are reported, in any order; their numbers say which is which.

#include <array>
#include <functional>
#include <string>
#include <vector>

#include "protocol/match/elo.hpp"
#include "protocol/runner/play_game.hpp"

namespace ishi::protocol {

struct MatchConfig {
  gomoku::Rule rule = gomoku::Rule::Freestyle;
  int size = 15;
  int games = 2;
  std::vector<Opening> openings; // none: every game starts on the empty board
  Limits limits;
  int concurrency = 1;
  std::array<std::string, 2> engines;
};

struct MatchResult {
  Score engine1;
  ColourScores colours;            // engine1's score with each colour
  std::array<int, 2> longest_ms{}; // over all games
  bool interrupted = false;        // stopped by a signal (children.hpp); unfinished games are left out
};

// The setup of game `number` of the match.
GameSetup game_setup(const MatchConfig& config, int number);

// Plays the match; `on_game` is called for each finished game, one call at a time.
MatchResult run_match(const MatchConfig& config, const std::function<void(const GamePlayed&)>& on_game);

} // namespace ishi::protocol
