#include "engine/gomoku/line_grid.hpp"

#include <cstdlib>

namespace ishi::gomoku {

LineGrid::LineGrid(const Board& board) : width_(board.size() + 2) {
  cells_.assign(static_cast<std::size_t>(width_) * width_, kWall);
  for (int y = 0; y < board.size(); ++y) {
    for (int x = 0; x < board.size(); ++x) {
      Stone s = board.at({x, y});
      set(index({x, y}), s == Stone::Black ? kBlack : s == Stone::White ? kWhite : kEmpty);
    }
  }
  for (int d = 0; d < 4; ++d) {
    steps_[static_cast<std::size_t>(d)] = kLineDirections[d].dx + kLineDirections[d].dy * width_;
  }
}

int LineGrid::run(int p, int d, std::uint8_t c) const {
  int s = step(d);
  int n = 1;
  for (int q = p + s; at(q) == c; q += s) ++n;
  for (int q = p - s; at(q) == c; q -= s) ++n;
  return n;
}

int LineGrid::five_points(int p, int d, std::uint8_t c, bool exact, std::array<int, 2>& out) const {
  int s = step(d);
  int hi = end_of_run(p, s, c);
  int lo = end_of_run(p, -s, c);
  int through_p = (hi - lo) / s - 1;
  int n = 0;
  if (at(hi) == kEmpty) {
    int beyond = (end_of_run(hi, s, c) - hi) / s - 1;
    if (wins_with(through_p + 1 + beyond, exact)) out[static_cast<std::size_t>(n++)] = hi;
  }
  if (at(lo) == kEmpty) {
    int beyond = (lo - end_of_run(lo, -s, c)) / s - 1;
    if (wins_with(through_p + 1 + beyond, exact)) out[static_cast<std::size_t>(n++)] = lo;
  }
  return n;
}

int LineGrid::four_count(int p, int d, std::uint8_t c, bool exact) const {
  std::array<int, 2> pts{};
  int n = five_points(p, d, c, exact, pts);
  if (n == 2 && std::abs(pts[0] - pts[1]) == 5 * std::abs(step(d))) return 1; // straight four
  return n;
}

bool LineGrid::straight_four(int p, int d, std::uint8_t c, bool exact) const {
  std::array<int, 2> pts{};
  return five_points(p, d, c, exact, pts) == 2 && std::abs(pts[0] - pts[1]) == 5 * std::abs(step(d));
}

} // namespace ishi::gomoku
