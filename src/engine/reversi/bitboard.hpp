#pragma once
// 8x8 bitboards. Bit i is square (x = i % 8, y = i / 8): a1 = bit 0 (top-left), h1 = bit 7,
// a2 = bit 8, ..., h8 = bit 63. Positions are kept from the mover's side: `player` is the
// side to move, `opponent` the other.

#include "engine/reversi/bitboard_basics.hpp"

namespace ishi::reversi {

// legal_moves(player, opponent): all squares where the player may move, empty squares that
// bracket at least one line of opponent discs ending in a player disc.
// flips(player, opponent, square): the opponent discs that a player disc on `square` flips
// (empty if the move is illegal).
// Natively AVX2/AVX-512 code when the build targets them, else the portable code; in wasm an
// inline SIMD path (bitboard_wasm_simd.hpp, included at the end of this file).
#if !defined(__wasm_simd128__)
Bits legal_moves(Bits player, Bits opponent);
Bits flips(Bits player, Bits opponent, int square);
#endif

// The same two without SIMD: what native builds without AVX2 use, and what the tests check
// against a square-by-square walker along with the fast paths.
Bits legal_moves_portable(Bits player, Bits opponent);
Bits flips_portable(Bits player, Bits opponent, int square);

} // namespace ishi::reversi

#if defined(__wasm_simd128__)
#include "engine/reversi/bitboard_wasm_simd.hpp"
#endif
