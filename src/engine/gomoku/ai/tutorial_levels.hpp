#pragma once
// The two levels taken from classic tutorials, kept as the easiest opponents (their rules
// are described in ai.hpp): Beginner and Tutorial. No search.

#include "engine/gomoku/ai/ai.hpp"
#include "engine/gomoku/ai/position.hpp"

namespace ishi::gomoku::ai {

Choice beginner_move(Position& p, const Options& o);
Choice tutorial_move(Position& p, const Options& o);

} // namespace ishi::gomoku::ai
