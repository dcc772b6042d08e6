#pragma once
// The pattern evaluation: a linear sum of trained weights over the configurations of
// fixed groups of squares (edges, corners, rows, diagonals) in all eight symmetries of the
// board, plus both sides' mobility. It predicts the final disc difference for the side to
// move; the endgame solver orders its moves by it.
//
// The weights are trained here, from positions of our own games labelled with their exact
// solved scores (tools/reversi_weights/), and compiled into the engine.

#include <array>
#include <cstdint>
#include <span>

#include "engine/reversi/bitboard.hpp"

namespace ishi::reversi {

namespace patterns {

// The eight symmetries of the board: bit 0 mirrors left-right, bit 1 top-bottom, bit 2
// transposes (a1-h8 diagonal), applied in that order.
Bits symmetry(Bits b, int s);

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

// Features of a position: one index per pattern instance, then the mover's mobility and
// the opponent's, then a constant. Indexes point into one weight vector of kWeights.
inline constexpr int kInstances = static_cast<int>(kPatterns.size()) * 8;
inline constexpr int kMobilitySize = 33; // 0..32 moves (more are counted as 32)
inline constexpr int kFeatures = kInstances + 3;
std::uint32_t pattern_offset(int pattern); // where the pattern's table starts
extern const int kWeights;                 // the length of one weight vector

using Features = std::array<std::uint32_t, kFeatures>;
Features features(Bits player, Bits opponent);

// The same features computed square by square from the definitions above (slow; tests).
Features features_reference(Bits player, Bits opponent);

// Training phases by empties: each phase has its own weight vector.
int phase_of(int empties);
inline constexpr int kPhases = 3;

} // namespace patterns

// The trained weights, in 1/kWeightScale of a disc: `phases` vectors of kWeights each.
inline constexpr int kWeightScale = 64;
// Whether the weights compiled into the engine are present and well formed.
bool pattern_weights_ok();
// Replaces the weights in use (the trainer's check; tests). Returns false (and changes
// nothing) when the data has the wrong size.
bool set_pattern_weights(std::span<const std::int16_t> weights);

// The predicted final disc difference for the side to move, in 1/kWeightScale discs.
int pattern_evaluate(Bits player, Bits opponent);

} // namespace ishi::reversi
