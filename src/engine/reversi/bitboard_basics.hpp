#pragma once
// The 8x8 bitboard and its small helpers (see bitboard.hpp for the square numbering): apart
// from the move generation, so that the internal headers of its paths need not include it.

#include <bit>
#include <cstdint>

namespace ishi::reversi {

using Bits = std::uint64_t;

constexpr Bits bit(int square) { return Bits{1} << square; }
constexpr int popcount(Bits b) { return std::popcount(b); }
constexpr int first_square(Bits b) { return std::countr_zero(b); } // b != 0
// The square of the n-th set bit of b, counting from 0 (n < popcount(b)).
constexpr int nth_square(Bits b, int n) {
  for (; n > 0; --n) b &= b - 1;
  return first_square(b);
}

inline constexpr Bits kNotA = 0xfefefefefefefefeULL; // every square except column a
inline constexpr Bits kNotH = 0x7f7f7f7f7f7f7f7fULL; // every square except column h

// Squares adjacent (8 directions) to any square of b, b itself excluded. Inline: the
// endgame solver orders its moves by it.
constexpr Bits neighbours(Bits b) {
  Bits h = ((b << 1) & kNotA) | ((b >> 1) & kNotH);
  Bits hb = b | h;
  return (h | (hb << 8) | (hb >> 8)) & ~b;
}

} // namespace ishi::reversi
