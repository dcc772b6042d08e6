#pragma once
// The tutorial's move judge, kept as the plain reference the bitboards are tested against:
// walk each of the eight directions from the square, and flip what is bracketed. It gives
// the same reasons for a refusal as the game (Refusal, position.hpp).

#include <array>
#include <vector>

#include "engine/reversi/position.hpp"

namespace ishi::reversi {

// 'X' black, 'O' white, '-' empty; index x + 8 * y.
struct ReferenceBoard {
  std::array<char, 64> cells{};
  static ReferenceBoard from(const Position& p);
};

// Judge colour c ('X' or 'O') playing at (x, y). When legal and `flipped` is given, it
// receives the flipped squares.
Refusal reference_judge(const ReferenceBoard& b, int x, int y, char c, std::vector<int>* flipped = nullptr);

// All legal squares for c, by trying every square.
std::vector<int> reference_moves(const ReferenceBoard& b, char c);

} // namespace ishi::reversi
