#include "engine/reversi/reference.hpp"

namespace ishi::reversi {

ReferenceBoard ReferenceBoard::from(const Position& p) {
  ReferenceBoard b;
  for (int sq = 0; sq < 64; ++sq) {
    b.cells[static_cast<std::size_t>(sq)] = (p.black() & bit(sq)) ? 'X' : (p.white() & bit(sq)) ? 'O' : '-';
  }
  return b;
}

Refusal reference_judge(const ReferenceBoard& b, int x, int y, char c, std::vector<int>* flipped) {
  if (x < 0 || x >= 8 || y < 0 || y >= 8) return Refusal::OffBoard;
  auto at = [&](int i, int j) { return b.cells[static_cast<std::size_t>(i + 8 * j)]; };
  if (at(x, y) != '-') return Refusal::Occupied;
  char them = c == 'X' ? 'O' : 'X';
  bool any = false;
  for (int dy = -1; dy <= 1; ++dy) {
    for (int dx = -1; dx <= 1; ++dx) {
      if (dx == 0 && dy == 0) continue;
      int i = x + dx, j = y + dy, n = 0;
      while (i >= 0 && i < 8 && j >= 0 && j < 8 && at(i, j) == them) {
        i += dx;
        j += dy;
        ++n;
      }
      if (n == 0 || i < 0 || i >= 8 || j < 0 || j >= 8 || at(i, j) != c) continue;
      any = true;
      if (flipped) {
        for (int k = 1; k <= n; ++k) flipped->push_back(x + k * dx + 8 * (y + k * dy));
      }
    }
  }
  return any ? Refusal::None : Refusal::NothingToFlip;
}

std::vector<int> reference_moves(const ReferenceBoard& b, char c) {
  std::vector<int> out;
  for (int sq = 0; sq < 64; ++sq) {
    if (reference_judge(b, sq % 8, sq / 8, c) == Refusal::None) out.push_back(sq);
  }
  return out;
}

} // namespace ishi::reversi
