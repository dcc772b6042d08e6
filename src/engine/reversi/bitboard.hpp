#pragma once
// 8x8 bitboards. Bit i is square (x = i % 8, y = i / 8): a1 = bit 0 (top-left), h1 = bit 7,
// a2 = bit 8, ..., h8 = bit 63. Positions are kept from the mover's side: `player` is the
// side to move, `opponent` the other.

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

#if !defined(__wasm_simd128__) // the wasm SIMD path is inline, at the end of this file
// All squares where the player may move: empty squares that bracket at least one line of
// opponent discs ending in a player disc.
Bits legal_moves(Bits player, Bits opponent);

// The opponent discs that a player disc on `square` flips (empty if the move is illegal).
Bits flips(Bits player, Bits opponent, int square);
#endif

// The same two without SIMD: what other machines use, and what tests compare against.
Bits legal_moves_portable(Bits player, Bits opponent);
Bits flips_portable(Bits player, Bits opponent, int square);

// Squares adjacent (8 directions) to any square of b, b itself excluded. Inline: the
// endgame solver orders its moves by it.
constexpr Bits neighbours(Bits b) {
  Bits h = ((b << 1) & kNotA) | ((b >> 1) & kNotH);
  Bits hb = b | h;
  return (h | (hb << 8) | (hb >> 8)) & ~b;
}

} // namespace ishi::reversi

#if defined(__wasm_simd128__)
#include "engine/reversi/bitboard_wasm_simd.hpp"
#endif
