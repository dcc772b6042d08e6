#pragma once
// The searches' move order (Medium and Strong): a learned score for a stone at an empty point.
//
// A point's shape, for one colour, is what a stone of that colour there would make on its
// four lines (patterns.hpp), each pattern in one of eight levels (kShapeLevel), taken as a
// multiset: the order of the directions does not matter, which leaves 330 shapes. The score
// of a move for the side to move is
//
//     own[its shape there] + other[the opponent's shape there]
//       + near_last[distance to the last stone] + near_before[distance to the stone before]
//
// with distances in king steps (1..5, and 6 for anything farther), in hundredths of a
// log-odds: a softmax over a position's candidate points with these scores is fitted to the
// moves our own deeper searches chose (ishi_gomoku_policy, tools/gomoku_weights/README.md).

#include <algorithm>
#include <array>
#include <cstdint>

#include "engine/common/square.hpp"
#include "engine/gomoku/ai/patterns.hpp"
#include "engine/gomoku/ai/position.hpp"

namespace ishi::gomoku::ai {

constexpr int kShapeLevels = 8;
constexpr int kShapeCount = 330; // multisets of four levels out of eight: C(8 + 3, 4)
constexpr int kPolicyDistances = 6;

// A pattern's level in a shape: none and overline 0, L1 1, B2 2, L2 3, B3 4, L3 5, B4 6,
// and L4, D4 or five 7.
inline constexpr std::array<std::uint8_t, kPatternCount> kShapeLevel = {0, 0, 1, 2, 3, 4, 5, 6, 7, 7, 7};

namespace detail {
constexpr int choose(int n, int k) {
  if (k < 0 || k > n) return 0;
  int r = 1;
  for (int j = 1; j <= k; ++j) r = r * (n - k + j) / j;
  return r;
}
// Shapes by four levels packed three bits each (any order), numbered by the combinatorial
// number system of their sorted levels, so that the numbering is the same in every build.
constexpr std::array<std::uint16_t, 1 << (4 * 3)> make_shape_table() {
  std::array<std::uint16_t, 1 << (4 * 3)> t{};
  for (int key = 0; key < 1 << (4 * 3); ++key) {
    std::array<int, 4> l = {key & 7, (key >> 3) & 7, (key >> 6) & 7, (key >> 9) & 7};
    // Sorted by hand (Emscripten's libc++ has no constexpr std::sort): l[0] <= ... <= l[3].
    for (std::size_t i = 1; i < l.size(); ++i) {
      for (std::size_t j = i; j > 0 && l[j - 1] > l[j]; --j) {
        const int held = l[j];
        l[j] = l[j - 1];
        l[j - 1] = held;
      }
    }
    t[static_cast<std::size_t>(key)] =
        static_cast<std::uint16_t>(choose(l[3] + 3, 4) + choose(l[2] + 2, 3) + choose(l[1] + 1, 2) + l[0]);
  }
  return t;
}
inline constexpr std::array<std::uint16_t, 1 << (4 * 3)> kShapeOfKey = make_shape_table();
} // namespace detail

// A line's part of a shape key: its pattern's level in three bits, direction d at bit 3d.
constexpr int shape_digit(std::uint8_t pattern, int d) { return kShapeLevel[pattern] << (3 * d); }
// The shape key of four lines' patterns (what Position::shape_key keeps).
constexpr int shape_key_of(std::uint8_t p0, std::uint8_t p1, std::uint8_t p2, std::uint8_t p3) {
  return shape_digit(p0, 0) | shape_digit(p1, 1) | shape_digit(p2, 2) | shape_digit(p3, 3);
}

// The shape of a point whose four lines have these patterns, 0..kShapeCount-1.
constexpr int point_shape(std::uint8_t p0, std::uint8_t p1, std::uint8_t p2, std::uint8_t p3) {
  return detail::kShapeOfKey[static_cast<std::size_t>(shape_key_of(p0, p1, p2, p3))];
}

// The shape of colour c at the empty point i (the position keeps its key).
inline int point_shape(const Position& p, int c, int i) { return detail::kShapeOfKey[p.shape_key(c, i)]; }

// The distance term's index for two points: king steps, 1..6 or more, minus one.
constexpr int policy_distance(Square a, Square b) { return std::min(chebyshev_distance(a, b), kPolicyDistances) - 1; }

struct PolicyWeights {
  std::array<std::int16_t, kShapeCount> own, other;
  std::array<std::int16_t, kPolicyDistances> near_last, near_before;
};

// move_policy_weights.cpp, written by ishi_gomoku_policy.
extern const PolicyWeights kPolicyWeights;

// The score of a move at the empty point i for colour a from its shapes alone. (Tables of
// the scores by shape key, one load a colour in place of two in a row, were no faster: they
// take 16 KB of cache where these take 9.)
inline int policy_shape_score(const Position& p, int a, int i) {
  return kPolicyWeights.own[static_cast<std::size_t>(point_shape(p, a, i))] +
         kPolicyWeights.other[static_cast<std::size_t>(point_shape(p, 1 - a, i))];
}

// The whole score of the point i (at square q), with the last stone at `last` and the one
// before it at `before`. (q is passed in: the caller walks the board by rows and knows it.)
inline int policy_score(const Position& p, int a, int i, Square q, Square last, Square before) {
  return policy_shape_score(p, a, i) + kPolicyWeights.near_last[static_cast<std::size_t>(policy_distance(q, last))] +
         kPolicyWeights.near_before[static_cast<std::size_t>(policy_distance(q, before))];
}

} // namespace ishi::gomoku::ai
