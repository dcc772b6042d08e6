#pragma once
// A Reversi match between two engines given as command lines, for measuring one build or
// level against another (`ishi reversi match`). POSIX only.
//
// An engine is asked for each move afresh: the runner starts `<command> '<transcript>'`
// (the game so far, e.g. f5d6c3; the empty string at the start) and reads the first line
// it prints, a square name such as d3 (any case). It is never asked when it has no legal
// move: the game passes for it. An answer later than the turn time plus the tolerance, not
// a legal move, or no answer at all (the engine exited) loses the game for that engine, and
// the match goes on. `ishi reversi play --level strong --time 1000` is such an engine.
//
// Game n (from 1) starts from opening (n - 1) / 2 and engine 1 has Black in the odd games:
// each opening is played twice with the colours swapped.

#include <array>
#include <cstdint>
#include <functional>
#include <string>
#include <string_view>
#include <vector>

#include "engine/common/expected.hpp"
#include "protocol/match/elo.hpp"

namespace ishi::protocol {

struct ReversiMatchConfig {
  int games = 2;
  std::vector<std::string> openings; // transcripts; none: every game starts at the initial position
  int turn_ms = 1000;
  int tolerance_ms = 500;
  int concurrency = 1;
  std::array<std::string, 2> engines;
};

enum class ReversiEnd { Finished, Timeout, Illegal, Crash };
const char* reversi_end_name(ReversiEnd end); // "finished", "timeout", "illegal", "crash"

struct ReversiGamePlayed {
  int number = 0;
  int black = 1;       // the engine (1 or 2) with Black
  int black_score = 0; // discs, Black minus White (empties to the winner); a forfeit: +-64
  ReversiEnd end = ReversiEnd::Finished;
  int forfeit = 0; // the engine that lost by timeout, illegal move or crash, else 0
  std::string transcript;
  std::array<int, 2> longest_ms{}; // per engine (1, 2)
};

// "game <n> black=<1|2> result=<1-0|0-1|draw> discs=<+d> end=<...> moves=<transcript>"
// (1-0: Black won).
std::string reversi_game_line(const ReversiGamePlayed& game);

// Openings from text: one transcript a line (f5d6c3d3), blank lines and '#' comments
// skipped, as in protocol/match/openings.hpp; a bad transcript or a finished game is an
// error naming its line, and so is a text with no opening.
Expected<std::vector<std::string>> parse_reversi_openings(std::string_view text);

// `count` different openings of `plies` random legal moves from the initial position, none
// of them a finished game (fewer if there are not that many), the same for the same seed on
// every platform.
std::vector<std::string> random_reversi_openings(int count, int plies, std::uint64_t seed);

// One game of the match (see above).
ReversiGamePlayed play_reversi_game(const ReversiMatchConfig& config, int number);

struct ReversiMatchResult {
  Score engine1; // protocol/match/elo.hpp
  std::array<int, 2> longest_ms{};
  bool interrupted = false;
};

// Plays the match, `concurrency` games at a time; on_game is called once per finished game,
// one call at a time, in the order they finish.
ReversiMatchResult run_reversi_match(const ReversiMatchConfig& config,
                                     const std::function<void(const ReversiGamePlayed&)>& on_game);

} // namespace ishi::protocol
