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
//     (sum over terms t of kOwnWeight[t] * own count - kOtherWeight[t] * other count) / 4.
//
// The side to move's weights are larger than the other side's: it uses its threats first.
// The weights were fitted to our own searches' scores (tools/gomoku_weights/README.md).

#include <array>
#include <cstdint>

#include "engine/gomoku/ai/patterns.hpp"

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
// in point_term order.
extern const EvalWeights kOwnWeight;
extern const EvalWeights kOtherWeight;

} // namespace ishi::gomoku::ai
