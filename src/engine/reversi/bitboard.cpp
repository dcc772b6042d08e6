#include "engine/reversi/bitboard.hpp"

#include <array>

#include "engine/reversi/bitboard_rays.hpp"

#if defined(__AVX2__)
#include <immintrin.h>
#endif

namespace ishi::reversi {

using detail::kRays;
using detail::step;

#if defined(__AVX2__)

// Four directions at once, one per 64-bit lane: shifts by 1 (E/W), 8 (S/N), 9 (SE/NW) and
// 7 (SW/NE). Opponent discs on columns a and h cannot be inside a line in the directions
// with a horizontal part, so those lanes mask them out; that also stops wrap-around.
namespace {

struct Lanes {
  __m256i shift, shift2, opp, pre_left, pre_right;
  Lanes(Bits opponent) {
    constexpr long long kInner = 0x7e7e7e7e7e7e7e7eLL;
    shift = _mm256_set_epi64x(7, 9, 8, 1);
    shift2 = _mm256_add_epi64(shift, shift);
    opp = _mm256_and_si256(_mm256_set1_epi64x(static_cast<long long>(opponent)),
                           _mm256_set_epi64x(kInner, kInner, -1LL, kInner));
    pre_left = _mm256_and_si256(opp, _mm256_sllv_epi64(opp, shift));
    pre_right = _mm256_and_si256(opp, _mm256_srlv_epi64(opp, shift));
  }
};

Bits or_lanes(__m256i v) {
  __m128i x = _mm_or_si128(_mm256_castsi256_si128(v), _mm256_extracti128_si256(v, 1));
  return static_cast<Bits>(_mm_cvtsi128_si64(_mm_or_si128(x, _mm_unpackhi_epi64(x, x))));
}

// Runs of opponent discs starting next to `from`, towards higher bits (left shifts) and
// lower bits (right shifts); up to six discs, found in four doubling steps.
inline void runs(const Lanes& l, __m256i from, __m256i& left, __m256i& right) {
  left = _mm256_and_si256(l.opp, _mm256_sllv_epi64(from, l.shift));
  right = _mm256_and_si256(l.opp, _mm256_srlv_epi64(from, l.shift));
  left = _mm256_or_si256(left, _mm256_and_si256(l.opp, _mm256_sllv_epi64(left, l.shift)));
  right = _mm256_or_si256(right, _mm256_and_si256(l.opp, _mm256_srlv_epi64(right, l.shift)));
  left = _mm256_or_si256(left, _mm256_and_si256(l.pre_left, _mm256_sllv_epi64(left, l.shift2)));
  right = _mm256_or_si256(right, _mm256_and_si256(l.pre_right, _mm256_srlv_epi64(right, l.shift2)));
  left = _mm256_or_si256(left, _mm256_and_si256(l.pre_left, _mm256_sllv_epi64(left, l.shift2)));
  right = _mm256_or_si256(right, _mm256_and_si256(l.pre_right, _mm256_srlv_epi64(right, l.shift2)));
}

} // namespace

Bits legal_moves(Bits player, Bits opponent) {
  Lanes l(opponent);
  __m256i left, right;
  runs(l, _mm256_set1_epi64x(static_cast<long long>(player)), left, right);
  __m256i m = _mm256_or_si256(_mm256_sllv_epi64(left, l.shift), _mm256_srlv_epi64(right, l.shift));
  return or_lanes(m) & ~(player | opponent);
}

#if defined(__AVX512VL__) && defined(__AVX512CD__)

namespace {

// The rays from each square towards higher bits (E, S, SE, SW) and lower bits (W, N, NE,
// NW), one per lane.
struct AlignedRays {
  alignas(32) Bits up[64][4];
  alignas(32) Bits down[64][4];
  constexpr AlignedRays() : up{}, down{} {
    for (std::size_t sq = 0; sq < 64; ++sq) {
      for (std::size_t k = 0; k < 4; ++k) {
        up[sq][k] = kRays.ray[sq][std::array<std::size_t, 4>{0, 2, 4, 5}[k]];
        down[sq][k] = kRays.ray[sq][std::array<std::size_t, 4>{1, 3, 6, 7}[k]];
      }
    }
  }
};
constexpr AlignedRays kAligned;

} // namespace

// With AVX-512 (VL, CD): towards higher bits, adding the ray's first square to the
// opponent discs (plus everything off the ray) carries through the run and stops on the
// square just beyond it; towards lower bits, a leading-zero count finds that square.
Bits flips(Bits player, Bits opponent, int square) {
  const __m256i p = _mm256_set1_epi64x(static_cast<long long>(player));
  const __m256i o = _mm256_set1_epi64x(static_cast<long long>(opponent));
  const __m256i zero = _mm256_setzero_si256(), ones = _mm256_set1_epi64x(-1);
  const auto sq = static_cast<std::size_t>(square);
  __m256i up = _mm256_load_si256(reinterpret_cast<const __m256i*>(kAligned.up[sq]));
  __m256i first = _mm256_and_si256(up, _mm256_sub_epi64(zero, up));
  __m256i beyond = _mm256_add_epi64(_mm256_or_si256(o, _mm256_andnot_si256(up, ones)), first);
  __m256i end_up = _mm256_and_si256(beyond, _mm256_and_si256(up, p));
  __m256i flip_up = _mm256_maskz_and_epi64(_mm256_test_epi64_mask(end_up, end_up), _mm256_add_epi64(end_up, ones), up);
  __m256i down = _mm256_load_si256(reinterpret_cast<const __m256i*>(kAligned.down[sq]));
  __m256i highest = _mm256_srlv_epi64(_mm256_set1_epi64x(static_cast<long long>(0x8000000000000000ULL)),
                                      _mm256_lzcnt_epi64(_mm256_andnot_si256(o, down)));
  __m256i end_down = _mm256_and_si256(highest, p);
  __m256i flip_down = _mm256_and_si256(down, _mm256_sub_epi64(zero, _mm256_add_epi64(end_down, end_down)));
  return or_lanes(_mm256_or_si256(flip_up, flip_down));
}

#else

Bits flips(Bits player, Bits opponent, int square) {
  Lanes l(opponent);
  __m256i left, right;
  runs(l, _mm256_set1_epi64x(static_cast<long long>(bit(square))), left, right);
  // A run flips when the square just beyond it holds a player disc.
  __m256i p = _mm256_set1_epi64x(static_cast<long long>(player));
  __m256i zero = _mm256_setzero_si256();
  __m256i end_left = _mm256_and_si256(_mm256_sllv_epi64(left, l.shift), p);
  __m256i end_right = _mm256_and_si256(_mm256_srlv_epi64(right, l.shift), p);
  left = _mm256_andnot_si256(_mm256_cmpeq_epi64(end_left, zero), left);
  right = _mm256_andnot_si256(_mm256_cmpeq_epi64(end_right, zero), right);
  return or_lanes(_mm256_or_si256(left, right));
}

#endif

#elif !defined(__wasm_simd128__)

Bits legal_moves(Bits player, Bits opponent) { return legal_moves_portable(player, opponent); }

Bits flips(Bits player, Bits opponent, int square) { return flips_portable(player, opponent, square); }

#endif

Bits legal_moves_portable(Bits player, Bits opponent) {
  Bits moves = 0;
  Bits empty = ~(player | opponent);
  for (int d = 0; d < 8; ++d) {
    // Discs of the opponent reachable from a player disc along d; at most six in a row.
    Bits t = step(player, d) & opponent;
    t |= step(t, d) & opponent;
    t |= step(t, d) & opponent;
    t |= step(t, d) & opponent;
    t |= step(t, d) & opponent;
    t |= step(t, d) & opponent;
    moves |= step(t, d);
  }
  return moves & empty;
}

Bits flips_portable(Bits player, Bits opponent, int square) {
  const auto& rays = kRays.ray[static_cast<std::size_t>(square)];
  Bits flipped = 0;
  for (int d : {0, 2, 4, 5})
    flipped |= detail::flips_towards_higher(player, opponent, rays[static_cast<std::size_t>(d)]);
  for (int d : {1, 3, 6, 7})
    flipped |= detail::flips_towards_lower(player, opponent, rays[static_cast<std::size_t>(d)]);
  return flipped;
}

} // namespace ishi::reversi
