#pragma once
// What a match prints: one line per finished game, the longest turns and the score.
//
//   game <n> black=<1|2> result=<1-0|0-1|draw> end=<five|foul|timeout|illegal|crash|full> moves=<h8,h9,...>
//   longest turn engine1 <ms> ms, engine2 <ms> ms
//   score engine1 <W>-<L>-<D> elo <+d> +/- <m>
//
// "1-0" means Black won. The moves are every stone on the board in game order, the
// opening's included, in our notation; an illegal or late move is not among them (a Renju
// foul is: it was played). The record file gets the game line followed by
// " opening=<stones> times=<ms,ms,...>": how many of the moves were the opening's, and the
// time each engine move took, in order.

#include <string>
#include <string_view>
#include <vector>

#include "engine/common/square.hpp"
#include "engine/gomoku/game.hpp"
#include "protocol/match/elo.hpp"

namespace ishi::protocol {

enum class End { Five, Foul, Timeout, Illegal, Crash, Full };
std::string_view end_name(End end); // "five", "foul", ...

struct GameReport {
  int number = 0; // 1, 2, ... in the order the games were scheduled
  int black = 1;  // which engine (1 or 2) had Black
  gomoku::Outcome outcome = gomoku::Outcome::Draw;
  End end = End::Full;
  int size = 15;
  std::vector<Square> moves; // the opening's stones first
  int opening_stones = 0;
  std::vector<int> millis; // each engine move's time, in order
};

std::string game_line(const GameReport& game);
std::string record_line(const GameReport& game);

// Engine 1's side of a game.
void add_game(Score& engine1, const GameReport& game);

// Engine 1's score with each colour: in Gomoku the colours are far from equal, so the
// total can hide a side that loses almost every game.
struct ColourScores {
  Score as_black, as_white;
};
void add_game(ColourScores& engine1, const GameReport& game);
std::string colour_line(const ColourScores& engine1); // "engine1 as black W-L-D, as white W-L-D"

std::string longest_turn_line(int engine1_ms, int engine2_ms);
std::string score_line(const Score& engine1);

} // namespace ishi::protocol
