#include "engine/reversi/patterns.hpp"

#include <cstring>
#include <vector>

#if defined(__BMI2__)
#include <immintrin.h>
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

// Gathers the bits of b under mask into the low bits, in square order.
inline std::uint32_t gather(Bits b, Bits mask) {
#if defined(__BMI2__)
  return static_cast<std::uint32_t>(_pext_u64(b, mask));
#else
  std::uint32_t r = 0;
  int k = 0;
  for (Bits m = mask; m; m &= m - 1, ++k) r |= static_cast<std::uint32_t>((b >> std::countr_zero(m)) & 1) << k;
  return r;
#endif
}

Bits mirror_columns(Bits b) {
  constexpr Bits k1 = 0x5555555555555555ULL, k2 = 0x3333333333333333ULL, k4 = 0x0f0f0f0f0f0f0f0fULL;
  b = ((b >> 1) & k1) | ((b & k1) << 1);
  b = ((b >> 2) & k2) | ((b & k2) << 2);
  return ((b >> 4) & k4) | ((b & k4) << 4);
}

Bits mirror_rows(Bits b) { return __builtin_bswap64(b); }

// Square (x, y) goes to (y, x): three swaps of ever smaller blocks across the diagonal.
Bits transpose(Bits b) {
  Bits t = 0x0f0f0f0f00000000ULL & (b ^ (b << 28));
  b ^= t ^ (t >> 28);
  t = 0x3333000033330000ULL & (b ^ (b << 14));
  b ^= t ^ (t >> 14);
  t = 0x5500550055005500ULL & (b ^ (b << 7));
  return b ^ t ^ (t >> 7);
}

// Where a square goes under symmetry s (the definition the bit tricks must follow).
int symmetry_square(int square, int s) {
  int x = square & 7, y = square >> 3;
  if (s & 1) x = 7 - x;
  if (s & 2) y = 7 - y;
  if (s & 4) std::swap(x, y);
  return x + 8 * y;
}

void add_mobility(Features& f, Bits player, Bits opponent) {
  int mine = std::min(popcount(legal_moves(player, opponent)), kMobilitySize - 1);
  int theirs = std::min(popcount(legal_moves(opponent, player)), kMobilitySize - 1);
  f[kInstances] = kMobilityOffset + static_cast<std::uint32_t>(mine);
  f[kInstances + 1] = kMobilityOffset + kMobilitySize + static_cast<std::uint32_t>(theirs);
  f[kInstances + 2] = kConstantIndex;
}

} // namespace

Bits symmetry(Bits b, int s) {
  if (s & 1) b = mirror_columns(b);
  if (s & 2) b = mirror_rows(b);
  if (s & 4) b = transpose(b);
  return b;
}

std::uint32_t pattern_offset(int pattern) { return kOffsets[static_cast<std::size_t>(pattern)]; }
const int kWeights = static_cast<int>(kConstantIndex) + 1;

Features features(Bits player, Bits opponent) {
  Features f;
  int k = 0;
  for (int s = 0; s < 8; ++s) {
    Bits p = symmetry(player, s), o = symmetry(opponent, s);
    for (std::size_t i = 0; i < kPatterns.size(); ++i) {
      Bits m = kPatterns[i].squares;
      f[k++] = kOffsets[i] + kTernary[gather(p, m)] + 2u * kTernary[gather(o, m)];
    }
  }
  add_mobility(f, player, opponent);
  return f;
}

Features features_reference(Bits player, Bits opponent) {
  Features f;
  int k = 0;
  for (int s = 0; s < 8; ++s) {
    for (std::size_t i = 0; i < kPatterns.size(); ++i) {
      // The instance reads the square that symmetry s brings onto each pattern square,
      // highest square first (the most significant digit).
      std::uint32_t index = 0;
      for (int sq = 63; sq >= 0; --sq) {
        if (!(kPatterns[i].squares & bit(sq))) continue;
        int from = -1;
        for (int t = 0; t < 64; ++t) {
          if (symmetry_square(t, s) == sq) from = t;
        }
        int digit = (player & bit(from)) ? 1 : (opponent & bit(from)) ? 2 : 0;
        index = 3 * index + static_cast<std::uint32_t>(digit);
      }
      f[k++] = kOffsets[i] + index;
    }
  }
  add_mobility(f, player, opponent);
  return f;
}

int phase_of(int empties) { return empties <= 12 ? 0 : empties <= 15 ? 1 : 2; }

} // namespace patterns

namespace {

// The weights file: "ISHW", then little-endian uint32 phases and weights per phase, then
// phases x weights int16 values.
std::vector<std::int16_t> load_compiled_weights() {
  const unsigned char* d = ishi_reversi_weights;
  std::size_t size = ishi_reversi_weights_size;
  auto u32 = [d](std::size_t at) {
    return static_cast<std::uint32_t>(d[at]) | static_cast<std::uint32_t>(d[at + 1]) << 8 |
           static_cast<std::uint32_t>(d[at + 2]) << 16 | static_cast<std::uint32_t>(d[at + 3]) << 24;
  };
  std::size_t want = static_cast<std::size_t>(patterns::kPhases) * static_cast<std::size_t>(patterns::kWeights);
  if (size < 12 || std::memcmp(d, "ISHW", 4) != 0 || u32(4) != patterns::kPhases ||
      u32(8) != static_cast<std::uint32_t>(patterns::kWeights) || size != 12 + 2 * want) {
    return {};
  }
  std::vector<std::int16_t> w(want);
  for (std::size_t i = 0; i < want; ++i) {
    w[i] = static_cast<std::int16_t>(static_cast<std::uint16_t>(d[12 + 2 * i] | d[13 + 2 * i] << 8));
  }
  return w;
}

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

int pattern_evaluate(Bits player, Bits opponent) {
  const std::vector<std::int16_t>& w = weights();
  if (w.empty()) return 0;
  const std::int16_t* table =
      w.data() + static_cast<std::size_t>(patterns::phase_of(popcount(~(player | opponent)))) * patterns::kWeights;
  patterns::Features f = patterns::features(player, opponent);
  int sum = 0;
  for (std::uint32_t i : f) sum += table[i];
  return sum;
}

} // namespace ishi::reversi
