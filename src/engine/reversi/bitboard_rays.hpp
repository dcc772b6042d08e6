#pragma once
// Rays of the 8x8 board, shared by the bitboard paths (bitboard.cpp and the inline wasm
// SIMD path): for each square and direction, the squares from it to the edge.

#include <array>
#include <bit>

#include "engine/reversi/bitboard_basics.hpp"

namespace ishi::reversi::detail {

// Shifting a bitboard one step in each of the 8 directions, dropping what falls off a side.
// Order: E, W, S, N, SE, SW, NE, NW (S = towards row 8).
constexpr Bits step(Bits b, int dir) {
  switch (dir) {
    case 0: return (b << 1) & kNotA;
    case 1: return (b >> 1) & kNotH;
    case 2: return b << 8;
    case 3: return b >> 8;
    case 4: return (b << 9) & kNotA;
    case 5: return (b << 7) & kNotH;
    case 6: return (b >> 7) & kNotA;
    default: return (b >> 9) & kNotH;
  }
}

// For each square and direction, the squares from it (exclusive) to the board's edge.
struct Rays {
  std::array<std::array<Bits, 8>, 64> ray{};
  constexpr Rays() {
    for (int sq = 0; sq < 64; ++sq) {
      for (int d = 0; d < 8; ++d) {
        Bits r = 0, b = step(bit(sq), d);
        while (b) {
          r |= b;
          b = step(b, d);
        }
        ray[static_cast<std::size_t>(sq)][static_cast<std::size_t>(d)] = r;
      }
    }
  }
};
inline constexpr Rays kRays;

// The discs a move flips along one ray: the run of opponent discs from the move flips when
// the first square on the ray that is not an opponent disc holds a player disc. Written for
// selects, not branches (which rays flip is unpredictable).
// Towards higher bits (E, S, SE, SW): that square is the lowest set bit of ~opponent.
inline Bits flips_towards_higher(Bits player, Bits opponent, Bits ray) {
  Bits stop = ~opponent & ray;
  Bits first = stop & (0 - stop);
  return (first & player) ? ray & (first - 1) : 0;
}
// Towards lower bits (W, N, NE, NW): the highest set bit. Bit 0 (a1) stands in when there is
// none; it then flips nothing, being off the ray or an opponent disc.
inline Bits flips_towards_lower(Bits player, Bits opponent, Bits ray) {
  Bits first = Bits{1} << (63 - std::countl_zero((~opponent & ray) | 1));
  return (first & player & ray) ? ray & ((0 - first) << 1) : 0;
}

} // namespace ishi::reversi::detail
