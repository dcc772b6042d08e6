#pragma once
// Line patterns for the AI: what one more stone at an empty point makes on one line.
//
// The neighbourhood of a point along a direction is the five points on each side, seen by
// one colour: each neighbour is empty (0), own (1) or blocked (2: the other colour's stone or
// off the board). It is kept as a base-3 key, sum of digit * 3^slot, slots 0..4 for offsets
// -5..-1 and 5..9 for offsets +1..+5. A table maps the key to the pattern a stone of that
// colour would make there, judged exactly on those eleven points:
//
//   five     the stone completes a winning row (five or more, or exactly five)
//   D4       two winning points on the line that are not the ends of one straight four
//            (X.XXX.X): unstoppable on that line
//   L4       a straight four: two winning points at both ends of four stones (.XXXX.)
//   B4       a four: exactly one winning point
//   L3       one more stone can make a straight four (or a D4): a three
//   B3       one more stone can make a four
//   L2, B2   one more stone can make an L3 / a B3
//   L1       one more stone can make an L2
//   overline (exactly-five colours only) the stone makes six or more: no five, no threat
//
// The tables (59,049 entries, one per five rule: small enough to stay in the cache) are
// built on first use, once, whichever threads ask.

#include <cstdint>

namespace ishi::gomoku::ai {

enum Pattern : std::uint8_t { kNone, kOverline, kL1, kB2, kL2, kB3, kL3, kB4, kL4, kD4, kFive, kPatternCount };

const char* pattern_name(Pattern p);

constexpr int kReach = 5;                  // neighbours looked at on each side
constexpr std::uint32_t kKeyCount = 59049; // 3^(2 * kReach)
constexpr std::uint32_t kKeyOwn = 1, kKeyBlocked = 2;

// Slot of the neighbour at `offset` (-5..-1, 1..5) in a key.
constexpr int key_slot(int offset) { return offset < 0 ? offset + kReach : offset + kReach - 1; }
// A neighbour's digit d adds d * key_unit(slot) to the key.
constexpr std::uint32_t key_unit(int slot) { return slot == 0 ? 1 : 3 * key_unit(slot - 1); }
static_assert(kKeyCount == key_unit(2 * kReach));

// The table (kKeyCount entries) where a row wins when it is exactly five (`exact`) or five
// or more.
const std::uint8_t* pattern_table(bool exact);

// Is this pattern a four of any kind (one more stone makes a five)?
constexpr bool is_four(std::uint8_t p) { return p == kB4 || p == kL4 || p == kD4; }

} // namespace ishi::gomoku::ai
