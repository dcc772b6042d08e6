#pragma once
// The two levels taken from classic tutorials, kept as the easiest opponents (their rules
// are described in ai.hpp): Beginner and Tutorial. No search.

#include <utility>

#include "engine/gomoku/ai/ai.hpp"
#include "engine/gomoku/ai/position.hpp"

namespace ishi::gomoku::ai {

Choice beginner_move(Position& p, const Options& o);
Choice tutorial_move(Position& p, const Options& o);

// The Tutorial level's measure of point i for colour c: the most stones of c in a
// five-point window through i (along any line) that holds no stone of the other colour
// and no point off the board, and how many such windows have that many.
std::pair<int, int> window_count(const Position& p, int c, int i);

} // namespace ishi::gomoku::ai
