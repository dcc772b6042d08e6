#pragma once
// The wasm SIMD path of legal_moves() and flips() (see bitboard.hpp), built with -msimd128.
// Inline, unlike the other paths: under V8 a call costs about as much as half the work
// (perft 11 ran 15% faster with these inlined; natively inlining changed nothing).

#include <wasm_simd128.h>

#include <bit>
#include <cstdint>

#include "engine/reversi/bitboard_rays.hpp"

namespace ishi::reversi {

// wasm SIMD has two 64-bit lanes and one shift count per instruction. Lane 0 holds the
// board, lane 1 its vertical mirror (rows in reverse order, a byte swap): a shift towards
// higher bits then goes south in lane 0 and north in lane 1, so three vectors cover the six
// directions with a vertical part, shifted by 8, 9 and 7. East and west stay scalar.
namespace detail {

// Byte order (lane 0 as is, lane 1 reversed) of a board splatted into both lanes; applied
// to a result it mirrors lane 1 back. A swizzle by a constant, not a shuffle: with
// wasm_i8x16_shuffle perft 12 under Node 20 took 3.75-4.21 s against 3.08-3.74 s (three
// interleaved runs each on a quiet machine, 2026-12-03). Nor did keeping the pairs from a
// move to the replies after it help (the child's pairs made from the parent's and the flips'
// pair, itself the flips' vector ORed with its 16 bytes reversed, for perft's last ply and
// the solver's ordering): perft 11 0.685-0.746 s against 0.682-0.783 s (six interleaved runs,
// 2026-12-03, a host where native took 0.417-0.547 s).
inline v128_t with_mirror(v128_t v) {
  return wasm_i8x16_swizzle(v, wasm_i8x16_const(0, 1, 2, 3, 4, 5, 6, 7, 15, 14, 13, 12, 11, 10, 9, 8));
}
inline v128_t with_mirror(Bits b) { return with_mirror(wasm_i64x2_splat(static_cast<long long>(b))); }
inline Bits unmirror_or(v128_t v) {
  v = with_mirror(v);
  return static_cast<Bits>(wasm_i64x2_extract_lane(v, 0)) | static_cast<Bits>(wasm_i64x2_extract_lane(v, 1));
}

inline constexpr Bits kInner = 0x7e7e7e7e7e7e7e7eULL; // columns b-g

// The squares beyond runs of `opp` that start next to a disc of `from`, along a shift of s
// towards higher bits; runs are found in doubling steps (up to six discs).
inline v128_t beyond_runs(v128_t from, v128_t opp, int s) {
  v128_t t = wasm_v128_and(opp, wasm_i64x2_shl(from, static_cast<std::uint32_t>(s)));
  t = wasm_v128_or(t, wasm_v128_and(opp, wasm_i64x2_shl(t, static_cast<std::uint32_t>(s))));
  v128_t pre = wasm_v128_and(opp, wasm_i64x2_shl(opp, static_cast<std::uint32_t>(s)));
  t = wasm_v128_or(t, wasm_v128_and(pre, wasm_i64x2_shl(t, static_cast<std::uint32_t>(2 * s))));
  t = wasm_v128_or(t, wasm_v128_and(pre, wasm_i64x2_shl(t, static_cast<std::uint32_t>(2 * s))));
  return wasm_i64x2_shl(t, static_cast<std::uint32_t>(s));
}

// The same along the row, scalar. East (towards higher bits) by a carry: adding a run's
// first disc to the runs carries through that run onto the square beyond it. `opp` holds
// no disc on columns a and h, so no carry leaves its row.
inline Bits beyond_runs_east(Bits from, Bits opp) { return (opp + ((from << 1) & opp)) & ~opp; }
inline Bits beyond_runs_west(Bits from, Bits opp) {
  Bits t = opp & (from >> 1);
  t |= opp & (t >> 1);
  Bits pre = opp & (opp >> 1);
  t |= pre & (t >> 2);
  t |= pre & (t >> 2);
  return t >> 1;
}

// For each square, the rays towards higher bits in the mirrored pair of lanes: lane 0 from
// the square on the board, lane 1 from its mirror square on the mirrored board.
struct MirroredRays {
  alignas(16) Bits s[64][2];  // south | north
  alignas(16) Bits se[64][2]; // south-east | north-east
  alignas(16) Bits sw[64][2]; // south-west | north-west
  constexpr MirroredRays() : s{}, se{}, sw{} {
    for (std::size_t sq = 0; sq < 64; ++sq) {
      std::size_t m = sq ^ 56; // the mirror square
      s[sq][0] = kRays.ray[sq][2];
      s[sq][1] = kRays.ray[m][2];
      se[sq][0] = kRays.ray[sq][4];
      se[sq][1] = kRays.ray[m][4];
      sw[sq][0] = kRays.ray[sq][5];
      sw[sq][1] = kRays.ray[m][5];
    }
  }
};
inline constexpr MirroredRays kMirrored;

// The discs a move flips along a pair of rays towards higher bits: a run flips when the
// first square on the ray that is not an opponent disc holds a player disc. One instruction
// fewer (`stop - 1` giving both the squares below the first stop and, with stop, that square,
// instead of a negation) made FFO #40-#44 and perft 11 no faster under Node (2026-12-08).
inline v128_t flips_up(const Bits* pair, v128_t p, v128_t o) {
  v128_t r = wasm_v128_load(pair);
  v128_t stop = wasm_v128_andnot(r, o);
  v128_t first = wasm_v128_and(stop, wasm_i64x2_neg(stop));
  v128_t miss = wasm_i64x2_eq(wasm_v128_and(first, p), wasm_i64x2_const(0, 0));
  return wasm_v128_andnot(wasm_v128_and(r, wasm_i64x2_sub(first, wasm_i64x2_const(1, 1))), miss);
}

// Flips along a row by two small tables, cheaper under V8 than rays with a leading-zero
// count. outflank[x][inner]: for a move on column x and the opponent discs on columns b-g
// of its row (6 bits), the squares just beyond the opponent runs next to x, east and west,
// which flip those runs if they hold a player disc. flipped[x][ends]: the squares between
// x and the nearest of `ends` on each side.
struct RowFlips {
  std::uint8_t outflank[8][64];
  std::uint8_t flipped[8][256];
  constexpr RowFlips() : outflank{}, flipped{} {
    for (int x = 0; x < 8; ++x) {
      for (int inner = 0; inner < 64; ++inner) {
        const int opp = inner << 1;
        int out = 0;
        for (int d : {1, -1}) {
          int i = x + d;
          while (i >= 0 && i < 8 && (opp >> i & 1)) i += d;
          if (i != x + d && i >= 0 && i < 8) out |= 1 << i;
        }
        outflank[x][inner] = static_cast<std::uint8_t>(out);
      }
      for (int ends = 0; ends < 256; ++ends) {
        int f = 0;
        for (int d : {1, -1}) {
          int run = 0, i = x + d;
          for (; i >= 0 && i < 8 && !(ends >> i & 1); i += d) run |= 1 << i;
          if (i >= 0 && i < 8) f |= run;
        }
        flipped[x][ends] = static_cast<std::uint8_t>(f);
      }
    }
  }
};
inline constexpr RowFlips kRowFlips;

} // namespace detail

inline Bits legal_moves(Bits player, Bits opponent) {
  using namespace detail;
  v128_t p = with_mirror(player), o = with_mirror(opponent);
  v128_t inner = wasm_v128_and(o, wasm_i64x2_const(static_cast<long long>(kInner), static_cast<long long>(kInner)));
  v128_t m = wasm_v128_or(beyond_runs(p, o, 8), wasm_v128_or(beyond_runs(p, inner, 9), beyond_runs(p, inner, 7)));
  Bits row = opponent & kInner;
  Bits moves = unmirror_or(m) | beyond_runs_east(player, row) | beyond_runs_west(player, row);
  return moves & ~(player | opponent);
}

inline Bits flips(Bits player, Bits opponent, int square) {
  using namespace detail;
  v128_t p = with_mirror(player), o = with_mirror(opponent);
  const auto sq = static_cast<std::size_t>(square);
  v128_t f = wasm_v128_or(flips_up(kMirrored.s[sq], p, o),
                          wasm_v128_or(flips_up(kMirrored.se[sq], p, o), flips_up(kMirrored.sw[sq], p, o)));
  // East and west by the row tables.
  const int x = square & 7, y8 = square & 56;
  const auto inner = static_cast<std::size_t>((opponent >> (y8 + 1)) & 63);
  const auto ends = static_cast<std::size_t>(kRowFlips.outflank[x][inner] & (player >> y8) & 0xff);
  return unmirror_or(f) | (Bits{kRowFlips.flipped[x][ends]} << y8);
}

} // namespace ishi::reversi
