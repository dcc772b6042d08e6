#pragma once
// The pattern evaluation: a linear sum of trained weights over the configurations of
// fixed groups of squares (edges, corners, rows, diagonals) in all eight symmetries of the
// board, plus both sides' mobility, with one weight vector per phase (by empties). It
// predicts the final disc difference for the side to move: the midgame search of the Strong
// level evaluates its leaves with it, and the endgame solver orders its moves by it.
//
// The weights are trained here, from positions of our own games labelled with the exact
// scores our play reached (tools/reversi_weights/), and compiled into the engine.

#include <array>
#include <cstdint>
#include <span>
#include <utility>
#include <vector>

#include "engine/common/expected.hpp"

#include "engine/reversi/bitboard.hpp"

namespace ishi::reversi {

namespace patterns {

// The eight symmetries of the board: bit 0 mirrors left-right, bit 1 top-bottom, bit 2
// transposes (a1-h8 diagonal), applied in that order.
constexpr Bits mirror_columns(Bits b) {
  constexpr Bits k1 = 0x5555555555555555ULL, k2 = 0x3333333333333333ULL, k4 = 0x0f0f0f0f0f0f0f0fULL;
  b = ((b >> 1) & k1) | ((b & k1) << 1);
  b = ((b >> 2) & k2) | ((b & k2) << 2);
  return ((b >> 4) & k4) | ((b & k4) << 4);
}
constexpr Bits mirror_rows(Bits b) { return __builtin_bswap64(b); }
// Square (x, y) goes to (y, x): three swaps of ever smaller blocks across the diagonal.
constexpr Bits transpose(Bits b) {
  Bits t = 0x0f0f0f0f00000000ULL & (b ^ (b << 28));
  b ^= t ^ (t >> 28);
  t = 0x3333000033330000ULL & (b ^ (b << 14));
  b ^= t ^ (t >> 14);
  t = 0x5500550055005500ULL & (b ^ (b << 7));
  return b ^ t ^ (t >> 7);
}
constexpr Bits symmetry(Bits b, int s) {
  if (s & 1) b = mirror_columns(b);
  if (s & 2) b = mirror_rows(b);
  if (s & 4) b = transpose(b);
  return b;
}

// The base patterns, each a set of squares; every symmetry of the board gives one instance.
struct Pattern {
  const char* name;
  Bits squares;
};
inline constexpr std::array<Pattern, 11> kPatterns{{
    {"edge+2x", 0x42ffULL},           // a1-h1, b2, g2
    {"corner3x3", 0x070707ULL},       // a1-c3
    {"corner2x5", 0x1f1fULL},         // a1-e2
    {"row2", 0xff00ULL},              // a2-h2
    {"row3", 0xff0000ULL},            // a3-h3
    {"row4", 0xff000000ULL},          // a4-h4
    {"diag8", 0x8040201008040201ULL}, // a1-h8
    {"diag7", 0x0080402010080402ULL}, // b1-h7
    {"diag6", 0x0000804020100804ULL}, // c1-h6
    {"diag5", 0x0000008040201008ULL}, // d1-h5
    {"diag4", 0x0000000080402010ULL}, // e1-h4
}};

// An instance of a pattern: the pattern read on the board turned by a symmetry. Each
// pattern has one instance per distinct set of squares (an edge has four, not eight).
struct Instance {
  int pattern;
  int symmetry;
};
inline constexpr int kMaxInstances = static_cast<int>(kPatterns.size()) * 8;
inline constexpr auto kInstanceList = [] {
  std::array<Instance, kMaxInstances> list{};
  int n = 0;
  for (int i = 0; i < static_cast<int>(kPatterns.size()); ++i) {
    Bits seen[8]{};
    int n_seen = 0;
    for (int s = 0; s < 8; ++s) {
      // The squares of the original board that this instance reads.
      Bits read = 0;
      for (int sq = 0; sq < 64; ++sq) {
        if (symmetry(bit(sq), s) & kPatterns[static_cast<std::size_t>(i)].squares) read |= bit(sq);
      }
      bool is_new = true;
      for (int k = 0; k < n_seen; ++k) is_new = is_new && seen[k] != read;
      if (!is_new) continue;
      seen[n_seen++] = read;
      list[static_cast<std::size_t>(n++)] = {i, s};
    }
  }
  return std::pair{list, n};
}();
inline constexpr int kInstances = kInstanceList.second;

// Features of a position: one index per pattern instance, then the mover's mobility and
// the opponent's, then a constant. Indexes point into one weight vector of kWeights.
inline constexpr int kMobilitySize = 33; // 0..32 moves (more are counted as 32)
inline constexpr int kFeatures = kInstances + 3;
std::uint32_t pattern_offset(int pattern); // where the pattern's table starts
extern const int kWeights;                 // the length of one weight vector

using Features = std::array<std::uint32_t, kFeatures>;
Features features(Bits player, Bits opponent);

// The discs of b on a pattern's squares, packed into the low bits in square order, by
// shifts and masks written for each pattern (the build without BMI2's pext uses it).
std::uint32_t gather_by_shifts(int pattern, Bits b);

// The smallest index of the configurations that a symmetry of the pattern's own squares
// (an edge read backwards, a corner read across its diagonal) makes of this one. Such
// configurations share a weight, which keeps the evaluation symmetric.
std::uint32_t canonical_index(int pattern, std::uint32_t index);

// The same features computed square by square from the definitions above (slow; tests).
Features features_reference(Bits player, Bits opponent);

// The weights a file stores, one per configuration up to the pattern's own symmetries
// (canonical_index), then mobility and the constant: indexes into a weight vector, ascending.
const std::vector<std::uint32_t>& stored_weights();
// The index whose weight index i shares (itself when canonical).
std::uint32_t canonical_weight(std::uint32_t i);

// Training phases by empties: each phase has its own weight vector.
int phase_of(int empties);
inline constexpr int kPhases = 9;

} // namespace patterns

// The trained weights, in 1/kWeightScale of a disc: `phases` vectors of kWeights each.
inline constexpr int kWeightScale = 64;
// The weights file (tools/reversi_weights/): "ISHW", then little-endian uint32 phases and
// weights per phase, then for each phase one signed byte per stored weight
// (patterns::stored_weights), in 1/kFileScale of a disc: ample precision for a sum of ~50
// weights, and small enough for the web app's worker.
inline constexpr int kFileScale = 8;
// The weight vectors of a weights file, or why it is refused (not one, made for other
// patterns or phases, or cut short); nothing is changed either way.
Expected<std::vector<std::int16_t>> parse_pattern_weights(std::span<const unsigned char> file);
// Whether the weights compiled into the engine are present and well formed.
bool pattern_weights_ok();
// Replaces the weights in use (the trainer's check; tests). Returns false (and changes
// nothing) when the data has the wrong size.
bool set_pattern_weights(std::span<const std::int16_t> weights);

// The predicted final disc difference for the side to move, in 1/kWeightScale discs.
int pattern_evaluate(Bits player, Bits opponent);

} // namespace ishi::reversi
