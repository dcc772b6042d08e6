#pragma once
// A padded copy of the board for fast line scans: a wall border means no scan needs bounds
// checks, and a point is one integer. Used by the Renju foul checker and the threat
// analysis; both place and remove stones on it while they look ahead.

#include <array>
#include <cstdint>
#include <vector>

#include "engine/gomoku/board.hpp"

namespace ishi::gomoku {

class LineGrid {
 public:
  static constexpr std::uint8_t kEmpty = 0, kBlack = 1, kWhite = 2, kWall = 3;

  explicit LineGrid(const Board& board);

  int index(Square s) const { return (s.y + 1) * width_ + (s.x + 1); }
  Square square(int i) const { return {i % width_ - 1, i / width_ - 1}; }
  std::uint8_t at(int i) const { return cells_[static_cast<std::size_t>(i)]; }
  void set(int i, std::uint8_t v) { cells_[static_cast<std::size_t>(i)] = v; }
  // Index steps of the four line directions, in the order of kLineDirections.
  int step(int d) const { return steps_[static_cast<std::size_t>(d)]; }

  // Stones of colour c in a contiguous row through p along d (p counts as c).
  int run(int p, int d, std::uint8_t c) const;
  // The first point that is not colour c, walking from p by `delta`.
  int end_of_run(int p, int delta, std::uint8_t c) const {
    int q = p + delta;
    while (at(q) == c) q += delta;
    return q;
  }

  // The empty points on line d that turn the stones through p into a winning row, where a
  // row wins when its length is exactly five (`exact`) or five or more. At most two: such a
  // point is always the first empty point on one side of p. Returns how many were found.
  int five_points(int p, int d, std::uint8_t c, bool exact, std::array<int, 2>& out) const;
  // Fours through p along d: 0, 1 (a four or a straight four) or 2 (two fours on one line,
  // as in X.XXX.X).
  int four_count(int p, int d, std::uint8_t c, bool exact) const;
  // A straight four through p along d: two winning points with the four stones between.
  bool straight_four(int p, int d, std::uint8_t c, bool exact) const;

 private:
  int width_;
  std::array<int, 4> steps_{};
  std::vector<std::uint8_t> cells_;
};

constexpr bool wins_with(int length, bool exact) { return exact ? length == 5 : length >= 5; }

} // namespace ishi::gomoku
