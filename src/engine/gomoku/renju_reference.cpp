// The simple, slow Renju foul checker: each rule is written as its definition reads, by
// enumerating the five-point windows of a line. Only tests and benchmarks call it, to check
// the fast checker in renju.cpp on many positions.

#include <algorithm>
#include <vector>

#include "engine/gomoku/renju.hpp"

namespace ishi::gomoku {

namespace {

Square at_offset(Square p, Direction d, int k) { return {p.x + k * d.dx, p.y + k * d.dy}; }

bool is_black(const Board& b, Square s) { return b.contains(s) && b.at(s) == Stone::Black; }

// Every set of four black stones on line d that, with p among them, becomes exactly five
// with one more stone: one entry per window of five points holding those four stones and
// one empty point, with no black stone just outside the window.
std::vector<std::vector<int>> four_sets(const Board& b, Square p, Direction d) {
  std::vector<std::vector<int>> sets;
  for (int start = -4; start <= 0; ++start) {
    std::vector<int> stones;
    int empties = 0;
    bool fits = true;
    for (int k = start; k < start + 5; ++k) {
      Square s = at_offset(p, d, k);
      if (!b.contains(s) || b.at(s) == Stone::White) {
        fits = false;
        break;
      }
      if (b.at(s) == Stone::Black) {
        stones.push_back(k);
      } else {
        ++empties;
      }
    }
    if (!fits || empties != 1) continue;
    if (is_black(b, at_offset(p, d, start - 1)) || is_black(b, at_offset(p, d, start + 5))) continue;
    sets.push_back(stones);
  }
  return sets;
}

int count_fours(const Board& b, Square p, Direction d) {
  auto sets = four_sets(b, p, d);
  std::sort(sets.begin(), sets.end());
  return static_cast<int>(std::unique(sets.begin(), sets.end()) - sets.begin());
}

// A straight four through p on line d: one set of four stones completed by two windows.
bool has_straight_four(const Board& b, Square p, Direction d) {
  auto sets = four_sets(b, p, d);
  for (std::size_t i = 0; i < sets.size(); ++i) {
    for (std::size_t j = i + 1; j < sets.size(); ++j) {
      if (sets[i] == sets[j]) return true;
    }
  }
  return false;
}

bool makes_exact_five(const Board& b, Square p) {
  for (Direction d : kLineDirections) {
    if (run_length(b, p, d) == 5) return true;
  }
  return false;
}

Foul reference_foul(Board b, Square p);

// With Black already at p: is there a point q on line d whose stone makes a straight
// four with p, makes no five, and is itself a legal move?
bool is_three(Board& b, Square p, Direction d) {
  for (int k = -4; k <= 4; ++k) {
    Square q = at_offset(p, d, k);
    if (k == 0 || !b.contains(q) || b.at(q) != Stone::Empty) continue;
    b.set(q, Stone::Black);
    bool candidate = has_straight_four(b, p, d) && !makes_exact_five(b, q);
    b.set(q, Stone::Empty);
    if (candidate && reference_foul(b, q) == Foul::None) return true;
  }
  return false;
}

Foul reference_foul(Board b, Square p) {
  b.set(p, Stone::Black);
  if (makes_exact_five(b, p)) return Foul::None;
  int fours = 0, threes = 0;
  bool overline = false;
  for (Direction d : kLineDirections) {
    int f = count_fours(b, p, d);
    fours += f;
    if (f == 0 && is_three(b, p, d)) ++threes;
    overline = overline || run_length(b, p, d) >= 6;
  }
  if (fours >= 2) return Foul::DoubleFour;
  if (threes >= 2) return Foul::DoubleThree;
  if (overline) return Foul::Overline;
  return Foul::None;
}

} // namespace

Foul renju_foul_reference(const Board& board, Square p) {
  if (!board.contains(p) || board.at(p) != Stone::Empty) return Foul::None;
  return reference_foul(board, p);
}

} // namespace ishi::gomoku
