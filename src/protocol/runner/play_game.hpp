#pragma once
// One game between two brains, judged by the referee (engine/gomoku/referee.hpp). POSIX only.
//
// Each brain is a fresh process for each game (started, told START and the settings, and
// ended after the game), so a brain that crashed or hung cannot spoil the next game.
// Without an opening, Black gets BEGIN and White first hears of the game by TURN; with
// one, each brain gets BOARD ... DONE with every stone so far (1 its own, 2 the other's,
// in game order) the first time it is to move. After that, TURN x,y with the other's move.
// A brain that faults (player.hpp) or plays a taken or off-board point loses.

#include <array>
#include <string>

#include "engine/gomoku/rules.hpp"
#include "protocol/match/openings.hpp"
#include "protocol/match/report.hpp"
#include "protocol/runner/player.hpp"

namespace ishi::protocol {

struct GameSetup {
  int number = 1;
  gomoku::Rule rule = gomoku::Rule::Freestyle;
  int size = 15;
  Opening opening;
  std::array<std::string, 2> engines; // engine 1's and engine 2's command
  int black = 1;                      // which engine plays Black
  Limits limits;
};

struct GamePlayed {
  GameReport report;
  std::array<int, 2> longest_ms{}; // engine 1's and engine 2's longest turn
  bool interrupted = false;        // no result: the match was interrupted
  std::string detail;              // why a brain lost by a fault, for a person; else empty
};

GamePlayed play_game(const GameSetup& setup);

} // namespace ishi::protocol
