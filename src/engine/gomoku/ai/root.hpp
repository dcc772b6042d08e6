#pragma once
// What every level does at the root of its choice: the legal points (Position::legal, which
// judges Renju and Classic fouls as the Game does), and a Choice for a single move.

#include <string_view>
#include <vector>

#include "engine/gomoku/ai/ai.hpp"
#include "engine/gomoku/ai/position.hpp"

namespace ishi::gomoku::ai {

// Every legal empty point for colour c, and those of them next to a stone.
void legal_points(const Position& p, int c, std::vector<int>& all, std::vector<int>& near);

// A Choice of one move (none when move < 0) found at `stage` after `millis`.
Choice single_move(const Position& p, int move, std::string_view stage, int millis);

} // namespace ishi::gomoku::ai
