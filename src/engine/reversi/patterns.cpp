#include "engine/reversi/patterns.hpp"

#include <algorithm>
#include <cstring>
#include <string>
#include <utility>
#include <vector>

// The evaluation's AVX-512 path needs byte permutations (VBMI) as well.
#if defined(__AVX512F__) && defined(__AVX512BW__) && defined(__AVX512VBMI__)
#define ISHI_PATTERNS_AVX512 1
#endif
#if defined(__BMI2__) || defined(ISHI_PATTERNS_AVX512)
#include <immintrin.h>
#endif
#if defined(__wasm_simd128__)
#include <wasm_simd128.h>
#endif

// The weights file compiled in by CMake (cmake/EmbedFile.cmake).
extern "C" const unsigned char ishi_reversi_weights[];
extern "C" const std::size_t ishi_reversi_weights_size;

namespace ishi::reversi {

namespace patterns {

namespace {

constexpr int pow3(int n) { return n == 0 ? 1 : 3 * pow3(n - 1); }

constexpr std::array<std::uint32_t, kPatterns.size() + 1> kOffsets = [] {
  std::array<std::uint32_t, kPatterns.size() + 1> o{};
  for (std::size_t i = 0; i < kPatterns.size(); ++i) o[i + 1] = o[i] + pow3(std::popcount(kPatterns[i].squares));
  return o;
}();
constexpr std::uint32_t kMobilityOffset = kOffsets.back();
constexpr std::uint32_t kConstantIndex = kMobilityOffset + 2 * kMobilitySize;

// ternary[b]: the base-3 number whose digits are the bits of b (up to 10 squares).
constexpr std::array<std::uint16_t, 1024> kTernary = [] {
  std::array<std::uint16_t, 1024> t{};
  for (int b = 0; b < 1024; ++b) {
    int v = 0;
    for (int i = 9; i >= 0; --i) v = 3 * v + ((b >> i) & 1);
    t[b] = static_cast<std::uint16_t>(v);
  }
  return t;
}();

// The bits of b on pattern i's squares in square order: pext where the machine has BMI2,
// shifts and masks otherwise (wasm), where a bit-by-bit loop would cost most of a probe.
inline std::uint32_t gather(Bits b, std::size_t i) {
#if defined(__BMI2__)
  return static_cast<std::uint32_t>(_pext_u64(b, kPatterns[i].squares));
#else
  return gather_by_shifts(static_cast<int>(i), b);
#endif
}

// Where a square goes under symmetry s (the definition the bit tricks must follow).
constexpr int symmetry_square(int square, int s) {
  int x = square & 7, y = square >> 3;
  if (s & 1) x = 7 - x;
  if (s & 2) y = 7 - y;
  if (s & 4) std::swap(x, y);
  return x + 8 * y;
}

// The last three features: both sides' mobility and the constant.
std::array<std::uint32_t, 3> mobility_features(Bits player, Bits opponent) {
  int mine = std::min(popcount(legal_moves(player, opponent)), kMobilitySize - 1);
  int theirs = std::min(popcount(legal_moves(opponent, player)), kMobilitySize - 1);
  return {kMobilityOffset + static_cast<std::uint32_t>(mine),
          kMobilityOffset + kMobilitySize + static_cast<std::uint32_t>(theirs), kConstantIndex};
}

} // namespace

std::uint32_t gather_by_shifts(int pattern, Bits b) {
  // A diagonal has one square per column: multiplying by a column of ones adds them all
  // into the top byte without carries, in column order, which is also square order.
  auto diagonal = [b](Bits mask, int first_column) {
    return static_cast<std::uint32_t>(((b & mask) * 0x0101010101010101ULL) >> (56 + first_column));
  };
  switch (pattern) {
    case 0: return static_cast<std::uint32_t>((b & 0xff) | ((b >> 1) & 0x100) | ((b >> 5) & 0x200));
    case 1: return static_cast<std::uint32_t>((b & 0x7) | ((b >> 5) & 0x38) | ((b >> 10) & 0x1c0));
    case 2: return static_cast<std::uint32_t>((b & 0x1f) | ((b >> 3) & 0x3e0));
    case 3: return static_cast<std::uint32_t>((b >> 8) & 0xff);
    case 4: return static_cast<std::uint32_t>((b >> 16) & 0xff);
    case 5: return static_cast<std::uint32_t>((b >> 24) & 0xff);
    case 6: return diagonal(kPatterns[6].squares, 0);
    case 7: return diagonal(kPatterns[7].squares, 1);
    case 8: return diagonal(kPatterns[8].squares, 2);
    case 9: return diagonal(kPatterns[9].squares, 3);
    default: return diagonal(kPatterns[10].squares, 4);
  }
}

std::uint32_t pattern_offset(int pattern) { return kOffsets[static_cast<std::size_t>(pattern)]; }
const int kWeights = static_cast<int>(kConstantIndex) + 1;

namespace {

// Both boards under the eight symmetries (p[s] = symmetry(player, s)).
void symmetries(Bits player, Bits opponent, Bits p[8], Bits o[8]) {
#if defined(__wasm_simd128__)
  // Both boards at once, one per lane: the same steps as mirror_columns, mirror_rows and
  // transpose (wasm has no byte swap for 64 bits; a swizzle reverses a lane's bytes).
  auto swap_bits = [](v128_t b, std::uint32_t n, Bits mask) {
    v128_t m = wasm_i64x2_splat(static_cast<long long>(mask));
    return wasm_v128_or(wasm_v128_and(wasm_u64x2_shr(b, n), m), wasm_i64x2_shl(wasm_v128_and(b, m), n));
  };
  auto mirror_rows2 = [](v128_t b) {
    return wasm_i8x16_swizzle(b, wasm_i8x16_const(7, 6, 5, 4, 3, 2, 1, 0, 15, 14, 13, 12, 11, 10, 9, 8));
  };
  auto transpose_step = [](v128_t b, std::uint32_t n, Bits mask) {
    v128_t t = wasm_v128_and(wasm_i64x2_splat(static_cast<long long>(mask)), wasm_v128_xor(b, wasm_i64x2_shl(b, n)));
    return wasm_v128_xor(b, wasm_v128_xor(t, wasm_u64x2_shr(t, n)));
  };
  v128_t v[8];
  v[0] = wasm_i64x2_make(static_cast<long long>(player), static_cast<long long>(opponent));
  v[1] = swap_bits(swap_bits(swap_bits(v[0], 1, 0x5555555555555555ULL), 2, 0x3333333333333333ULL), 4,
                   0x0f0f0f0f0f0f0f0fULL);
  v[2] = mirror_rows2(v[0]);
  v[3] = mirror_rows2(v[1]);
  for (int s = 0; s < 4; ++s) {
    v128_t b = transpose_step(v[s], 28, 0x0f0f0f0f00000000ULL);
    b = transpose_step(b, 14, 0x3333000033330000ULL);
    v[s + 4] = transpose_step(b, 7, 0x5500550055005500ULL);
  }
  for (int s = 0; s < 8; ++s) {
    p[s] = static_cast<Bits>(wasm_i64x2_extract_lane(v[s], 0));
    o[s] = static_cast<Bits>(wasm_i64x2_extract_lane(v[s], 1));
  }
#else
  p[0] = player, o[0] = opponent;
  p[1] = mirror_columns(player), o[1] = mirror_columns(opponent);
  p[2] = mirror_rows(p[0]), o[2] = mirror_rows(o[0]);
  p[3] = mirror_rows(p[1]), o[3] = mirror_rows(o[1]);
  for (int s = 0; s < 4; ++s) p[s + 4] = transpose(p[s]), o[s + 4] = transpose(o[s]);
#endif
}

} // namespace

// The feature of instance K, unrolled at compile time: the evaluation is a probe's leaf,
// and a loop over the instance list spent most of its time reading that list.
// Not kept (2026-12-08): indices kept move by move down the solver's probes (both sides'
// configurations per instance, 16-bit lanes added per changed square, read once per probe
// root), checked exact against this reading: FFO #40-#44 the same natively (1.55 s), under
// Node 2.04 s against 2.05 s. Doubling the evaluation's cost showed it at about 5% of the wasm
// run, mobility included, so there was little to win.
template <std::size_t K, class Visit>
inline void visit_instance(const Bits* p, const Bits* o, Visit& visit) {
  constexpr Instance in = kInstanceList.first[K];
  constexpr auto i = static_cast<std::size_t>(in.pattern);
  visit(kOffsets[i] + kTernary[gather(p[in.symmetry], i)] + 2u * kTernary[gather(o[in.symmetry], i)]);
}

template <class Visit, std::size_t... K>
inline void visit_instances(const Bits* p, const Bits* o, Visit& visit, std::index_sequence<K...>) {
  (visit_instance<K>(p, o, visit), ...);
}

// Calls visit(index) for every feature of the position (the order of features()).
template <class Visit>
inline void for_each_feature(Bits player, Bits opponent, Visit&& visit) {
  Bits p[8], o[8];
  symmetries(player, opponent, p, o);
  visit_instances(p, o, visit, std::make_index_sequence<kInstances>{});
  for (std::uint32_t i : mobility_features(player, opponent)) visit(i);
}

Features features(Bits player, Bits opponent) {
  Features f;
  int k = 0;
  for_each_feature(player, opponent, [&](std::uint32_t i) { f[static_cast<std::size_t>(k++)] = i; });
  return f;
}

Features features_reference(Bits player, Bits opponent) {
  Features f;
  int k = 0;
  for (int n = 0; n < kInstances; ++n) {
    auto [pattern, s] = kInstanceList.first[static_cast<std::size_t>(n)];
    Bits squares = kPatterns[static_cast<std::size_t>(pattern)].squares;
    // The instance reads the square that symmetry s brings onto each pattern square,
    // highest square first (the most significant digit).
    std::uint32_t index = 0;
    for (int sq = 63; sq >= 0; --sq) {
      if (!(squares & bit(sq))) continue;
      int from = -1;
      for (int t = 0; t < 64; ++t) {
        if (symmetry_square(t, s) == sq) from = t;
      }
      int digit = (player & bit(from)) ? 1 : (opponent & bit(from)) ? 2 : 0;
      index = 3 * index + static_cast<std::uint32_t>(digit);
    }
    f[static_cast<std::size_t>(k++)] = kOffsets[static_cast<std::size_t>(pattern)] + index;
  }
  for (std::uint32_t i : mobility_features(player, opponent)) f[static_cast<std::size_t>(k++)] = i;
  return f;
}

std::uint32_t canonical_index(int pattern, std::uint32_t index) {
  Bits squares = kPatterns[static_cast<std::size_t>(pattern)].squares;
  int digits[16], n = 0, sq[16];
  for (Bits m = squares; m; m &= m - 1, ++n) {
    sq[n] = std::countr_zero(m);
    digits[n] = static_cast<int>(index % 3);
    index /= 3;
  }
  std::uint32_t best = ~0u;
  for (int s = 0; s < 8; ++s) {
    if (symmetry(squares, s) != squares) continue;
    // The configuration moved by s: the digit of square q goes to the square s takes q to.
    int moved[16];
    for (int k = 0; k < n; ++k) {
      int to = symmetry_square(sq[k], s);
      for (int j = 0; j < n; ++j) {
        if (sq[j] == to) moved[j] = digits[k];
      }
    }
    std::uint32_t v = 0;
    for (int k = n - 1; k >= 0; --k) v = 3 * v + static_cast<std::uint32_t>(moved[k]);
    best = std::min(best, v);
  }
  return best;
}

int phase_of(int empties) {
  // Narrow where the solver orders its moves by the evaluation, wider in the midgame, where
  // a position changes more slowly and the training data are thinner.
  constexpr int kLast[kPhases - 1] = {12, 15, 18, 24, 30, 36, 42, 48};
  int phase = 0;
  while (phase < kPhases - 1 && empties > kLast[phase]) ++phase;
  return phase;
}

} // namespace patterns

namespace {

std::vector<std::int16_t> load_compiled_weights() {
  auto w = parse_pattern_weights(std::span<const unsigned char>(ishi_reversi_weights, ishi_reversi_weights_size));
  return w ? std::move(w.value()) : std::vector<std::int16_t>{};
}

} // namespace

namespace patterns {

const std::vector<std::uint32_t>& stored_weights() {
  static const std::vector<std::uint32_t> slots = [] {
    std::vector<std::uint32_t> list;
    for (std::uint32_t i = 0; i < static_cast<std::uint32_t>(kWeights); ++i) {
      if (canonical_weight(i) == i) list.push_back(i);
    }
    return list;
  }();
  return slots;
}

std::uint32_t canonical_weight(std::uint32_t i) {
  static const std::vector<std::uint32_t> table = [] {
    // canonical_index for every configuration, with each symmetry's digit moves worked
    // out once per pattern (loading the weights does this; in the browser too).
    std::vector<std::uint32_t> t(static_cast<std::size_t>(kWeights));
    for (std::uint32_t k = 0; k < t.size(); ++k) t[k] = k;
    for (int pat = 0; pat < static_cast<int>(kPatterns.size()); ++pat) {
      Bits squares = kPatterns[static_cast<std::size_t>(pat)].squares;
      int sq[16], n = 0;
      for (Bits m = squares; m; m &= m - 1) sq[n++] = std::countr_zero(m);
      // unit[s][k]: what digit k of a configuration is worth once symmetry s has moved it.
      std::vector<std::array<std::uint32_t, 16>> unit;
      for (int sym = 0; sym < 8; ++sym) {
        if (symmetry(squares, sym) != squares) continue;
        std::array<std::uint32_t, 16> u{};
        for (int k = 0; k < n; ++k) {
          int to = symmetry_square(sq[k], sym);
          for (int j = 0; j < n; ++j) {
            if (sq[j] == to) u[static_cast<std::size_t>(k)] = static_cast<std::uint32_t>(pow3(j));
          }
        }
        unit.push_back(u);
      }
      std::uint32_t begin = pattern_offset(pat), end = pattern_offset(pat + 1);
      for (std::uint32_t k = begin; k < end; ++k) {
        std::uint32_t best = ~0u;
        for (const auto& u : unit) {
          std::uint32_t v = 0;
          for (std::uint32_t rest = k - begin, d = 0; d < static_cast<std::uint32_t>(n); ++d, rest /= 3)
            v += (rest % 3) * u[d];
          best = std::min(best, v);
        }
        t[k] = begin + best;
      }
    }
    return t;
  }();
  return table[i];
}

} // namespace patterns

Expected<std::vector<std::int16_t>> parse_pattern_weights(std::span<const unsigned char> d) {
  auto u32 = [d](std::size_t at) {
    return static_cast<std::uint32_t>(d[at]) | static_cast<std::uint32_t>(d[at + 1]) << 8 |
           static_cast<std::uint32_t>(d[at + 2]) << 16 | static_cast<std::uint32_t>(d[at + 3]) << 24;
  };
  if (d.size() < 12 || std::memcmp(d.data(), "ISHW", 4) != 0) return ParseError{"not a weights file (no ISHW header)"};
  const auto& slots = patterns::stored_weights();
  if (u32(4) != patterns::kPhases || u32(8) != slots.size()) {
    return ParseError{"the weights file is for other patterns or phases (" + std::to_string(u32(4)) + " phases of " +
                      std::to_string(u32(8)) + " weights; the engine has " + std::to_string(patterns::kPhases) +
                      " of " + std::to_string(slots.size()) + ")"};
  }
  if (d.size() != 12 + static_cast<std::size_t>(patterns::kPhases) * slots.size()) {
    return ParseError{"the weights file has " + std::to_string(d.size()) + " bytes, not the " +
                      std::to_string(12 + patterns::kPhases * slots.size()) + " its header promises"};
  }
  // Every configuration takes the weight stored for its canonical form.
  const auto n = static_cast<std::size_t>(patterns::kWeights);
  std::vector<std::uint32_t> stored_at(n), source(n);
  for (std::size_t k = 0; k < slots.size(); ++k) stored_at[slots[k]] = static_cast<std::uint32_t>(k);
  for (std::size_t i = 0; i < n; ++i) source[i] = stored_at[patterns::canonical_weight(static_cast<std::uint32_t>(i))];
  std::vector<std::int16_t> w(static_cast<std::size_t>(patterns::kPhases) * n);
  for (std::size_t phase = 0; phase < patterns::kPhases; ++phase) {
    const unsigned char* bytes = d.data() + 12 + phase * slots.size();
    for (std::size_t i = 0; i < n; ++i) {
      w[phase * n + i] =
          static_cast<std::int16_t>(static_cast<std::int8_t>(bytes[source[i]]) * (kWeightScale / kFileScale));
    }
  }
  return w;
}

namespace {

std::vector<std::int16_t>& weights() {
  static std::vector<std::int16_t> w = load_compiled_weights();
  return w;
}

} // namespace

bool pattern_weights_ok() { return !weights().empty(); }

bool set_pattern_weights(std::span<const std::int16_t> w) {
  if (w.size() != static_cast<std::size_t>(patterns::kPhases) * static_cast<std::size_t>(patterns::kWeights)) {
    return false;
  }
  weights().assign(w.begin(), w.end());
  return true;
}

#if defined(ISHI_PATTERNS_AVX512)

namespace patterns {
namespace {

// The pattern instances read with AVX-512, 16 at a time, straight from the board: one byte
// per square holds its digit (0 empty, 1 player, 2 opponent), a byte permutation puts each
// instance's digits side by side (four to a 32-bit slot, three slots for up to 12 digits),
// two multiply-adds make each slot's base-3 value, and a gather reads the weights. No board
// symmetries, no per-instance loop: 76 -> 38 ns an evaluation (random positions, 20 empties).
struct SimdLayout {
  static constexpr int kBlocks = (kInstances + 15) / 16;
  alignas(64) std::uint8_t permutation[kBlocks][3][64]{};
  std::uint64_t present[kBlocks][3]{}; // the bytes that hold a digit (the others read as 0)
  alignas(64) std::uint32_t offset[kBlocks][16]{};
  std::uint16_t valid[kBlocks]{};
  constexpr SimdLayout() {
    for (int k = 0; k < kInstances; ++k) {
      const Instance in = kInstanceList.first[static_cast<std::size_t>(k)];
      const Bits squares = kPatterns[static_cast<std::size_t>(in.pattern)].squares;
      const int block = k / 16, slot = k % 16;
      offset[block][slot] = kOffsets[static_cast<std::size_t>(in.pattern)];
      valid[block] = static_cast<std::uint16_t>(valid[block] | (1u << slot));
      // Digit j (worth 3^j) is the j-th lowest square of the pattern, read where the
      // instance's symmetry takes it from (as features_reference reads it).
      int j = 0;
      for (int sq = 0; sq < 64; ++sq) {
        if (!((squares >> sq) & 1)) continue;
        int from = 0;
        for (int t = 0; t < 64; ++t) {
          if (symmetry_square(t, in.symmetry) == sq) from = t;
        }
        const int group = j / 4, byte = 4 * slot + j % 4;
        permutation[block][group][byte] = static_cast<std::uint8_t>(from);
        present[block][group] |= std::uint64_t{1} << byte;
        ++j;
      }
    }
  }
};
constexpr SimdLayout kSimd;

int pattern_sum_avx512(const std::int16_t* table, Bits player, Bits opponent) {
  const __m512i digits = _mm512_or_si512(_mm512_maskz_set1_epi8(player, 1), _mm512_maskz_set1_epi8(opponent, 2));
  // Pairs of digits (d, d') make d + 3 d'; pairs of those, in slot group g, make
  // 3^(4g) (d0 + 3 d1 + 9 d2 + 27 d3). Digits 10 and 11 never occur.
  const __m512i ones_threes = _mm512_set1_epi16(0x0301);
  const __m512i group_weight[3] = {_mm512_set1_epi32((9 << 16) | 1), _mm512_set1_epi32((729 << 16) | 81),
                                   _mm512_set1_epi32(6561)};
  // Multiplying 16-bit pairs by (1, 0) and adding sign-extends the low half of each lane.
  const __m512i low_half = _mm512_set1_epi32(1);
  __m512i sum = _mm512_setzero_si512();
  for (int b = 0; b < SimdLayout::kBlocks; ++b) {
    __m512i index = _mm512_load_si512(kSimd.offset[b]);
    for (int g = 0; g < 3; ++g) {
      const __m512i order = _mm512_load_si512(kSimd.permutation[b][g]);
      const __m512i d = _mm512_maskz_permutexvar_epi8(kSimd.present[b][g], order, digits);
      index = _mm512_add_epi32(index, _mm512_madd_epi16(_mm512_maddubs_epi16(d, ones_threes), group_weight[g]));
    }
    // 32 bits read at each 16-bit weight (the weight after it exists: pattern weights come
    // before the mobility ones); the low half is the weight.
    __m512i w = _mm512_mask_i32gather_epi32(_mm512_setzero_si512(), kSimd.valid[b], index, table, 2);
    sum = _mm512_add_epi32(sum, _mm512_madd_epi16(w, low_half));
  }
  alignas(64) std::int32_t lanes[16];
  _mm512_store_si512(lanes, sum);
  int total = 0;
  for (std::int32_t v : lanes) total += v;
  return total;
}

} // namespace
} // namespace patterns

#endif

int pattern_evaluate(Bits player, Bits opponent) {
  const std::vector<std::int16_t>& w = weights();
  if (w.empty()) return 0;
  const std::int16_t* table =
      w.data() + static_cast<std::size_t>(patterns::phase_of(popcount(~(player | opponent)))) * patterns::kWeights;
#if defined(ISHI_PATTERNS_AVX512)
  int sum = patterns::pattern_sum_avx512(table, player, opponent);
  for (std::uint32_t i : patterns::mobility_features(player, opponent)) sum += table[i];
  return sum;
#else
  int sum = 0;
  patterns::for_each_feature(player, opponent, [&](std::uint32_t i) { sum += table[i]; });
  return sum;
#endif
}

} // namespace ishi::reversi
