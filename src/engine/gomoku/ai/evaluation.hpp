#pragma once
// The static evaluation's terms and weights.
//
// Terms are counted for each colour over the empty points, as if a stone of that colour were
// placed there:
//   - line terms: the pattern the stone would make on each of the four lines (patterns.hpp);
//   - point terms: the two strongest lines through the point, when both reach at least an
//     L2 (a stone there makes two threats at once, e.g. a four and a three).
// Position keeps the counts incrementally; the evaluation for the side to move is
//
//     (sum over terms t of own weight[t] * own count - other weight[t] * other count) / 4
//     + a threat value (below),
//
// with the rule's weights for the side to move (eval_weights).
//
// The side to move's weights are larger than the other side's: it uses its threats first.
// The weights were fitted to our own searches' scores (tools/gomoku_weights/README.md).

#include <array>
#include <cstdint>

#include "engine/gomoku/ai/patterns.hpp"
#include "engine/gomoku/rules.hpp"

namespace ishi::gomoku::ai {

// A line's strength for the point terms: L2 0, B3 1, L3 2, B4 3, L4 or D4 4; -1 below L2.
// (A table at namespace scope: one inside the function may be built at every call.)
inline constexpr std::array<std::int8_t, kPatternCount> kPointLevel = {-1, -1, -1, -1, 0, 1, 2, 3, 4, 4, -1};
constexpr int point_level(std::uint8_t pattern) { return kPointLevel[pattern]; }

constexpr int kPointLevels = 5;
constexpr int kPointFirst = kPatternCount;
constexpr int kEvalTermCount = kPointFirst + kPointLevels * (kPointLevels + 1) / 2;

// The point term of a point whose strongest lines have levels a >= b >= 0.
constexpr int point_term(int a, int b) {
  // Pairs ordered by the weaker line, then the stronger: (0,0) (1,0) .. (4,0) (1,1) .. (4,4).
  int first = 0;
  for (int k = 0; k < b; ++k) first += kPointLevels - k;
  return kPointFirst + first + (a - b);
}

// The term's name, for the weight tools ("L3", "B4+L3", ...).
const char* eval_term_name(int term);

using EvalWeights = std::array<int, kEvalTermCount>;

// In quarter units: lines none overline L1 B2 L2 B3 L3 B4 L4 D4 five, then the point terms
// in point_term order. These are Standard's and Classic's; eval_weights gives each rule's.
extern const EvalWeights kOwnWeight;
extern const EvalWeights kOtherWeight;

struct EvalWeightSet {
  const EvalWeights* own;   // the side to move's
  const EvalWeights* other; // the other side's
};
// The weights of a rule with this colour to move. Freestyle's and Renju's open three (L3)
// weighs less, and Renju White's less than Black's (evaluation.cpp says why); the other
// rules' do not depend on the colour.
EvalWeightSet eval_weights(Rule rule, Stone to_move);

// Threats. Who may win first is not a sum of terms: an open three is worth little against
// a four-three and a lot against nothing. So the evaluation adds one value looked up by
// which kinds of threat point each side has (five bits per side, side to move first):
//   bit 0  a straight four or a double four (L4, D4, B4+B4)
//   bit 1  a four with a three or a closed three on another line (B4+L3, B4+B3)
//   bit 2  a four (B4)
//   bit 3  a three with another three (L3+L3, L3+B3)
//   bit 4  a three (L3)
// bits 5-9 the same for the other side. One table per group of rules and side to move:
// the fours and threes of Renju's Black may be fouls, so Renju has a table per colour.
enum ThreatBit { kFlexFourBit = 1, kFourPlusBit = 2, kFourBit = 4, kThreePlusBit = 8, kThreeBit = 16 };
constexpr int kThreatBits = 5;
constexpr int kThreatMasks = 1 << (2 * kThreatBits);
constexpr int kThreatTables = 3; // freestyle, standard and classic; Renju Black; Renju White
using TermCounts = std::array<int, kEvalTermCount>;

constexpr int threat_bits(const TermCounts& t) {
  auto has = [&t](int term) { return t[static_cast<std::size_t>(term)] > 0; };
  int bits = 0;
  if (has(kL4) || has(kD4) || has(point_term(3, 3))) bits |= kFlexFourBit;
  if (has(point_term(3, 2)) || has(point_term(3, 1))) bits |= kFourPlusBit;
  if (has(kB4)) bits |= kFourBit;
  if (has(point_term(2, 2)) || has(point_term(2, 1))) bits |= kThreePlusBit;
  if (has(kL3)) bits |= kThreeBit;
  return bits;
}
constexpr int threat_mask(const TermCounts& own, const TermCounts& other) {
  return threat_bits(own) | threat_bits(other) << kThreatBits;
}
// `colour` is the side to move's colour index (0 Black).
constexpr int threat_table(Rule rule, int colour) { return rule == Rule::Renju ? 1 + colour : 0; }

// In evaluation units (added after the weighted terms are divided by 4).
using ThreatValues = std::array<std::array<std::int16_t, kThreatMasks>, kThreatTables>;
extern const ThreatValues kThreatValue;

} // namespace ishi::gomoku::ai
