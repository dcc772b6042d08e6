#include "engine/gomoku/ai/root.hpp"

namespace ishi::gomoku::ai {

namespace {

bool adjacent_to_stone(const Position& p, int i) {
  for (int dy = -1; dy <= 1; ++dy) {
    for (int dx = -1; dx <= 1; ++dx) {
      int q = i + dy * p.width() + dx;
      if (q != i && (p.at(q) == Position::kBlack || p.at(q) == Position::kWhite)) return true;
    }
  }
  return false;
}

} // namespace

void legal_points(const Position& p, int c, std::vector<int>& all, std::vector<int>& near) {
  for (int i = 0; i < p.cells(); ++i) {
    if (!p.empty(i) || !p.legal(c, i)) continue;
    all.push_back(i);
    // A point with no stone in the 5x5 square around it has none next to it either.
    if (p.neighbours(i) > 0 && adjacent_to_stone(p, i)) near.push_back(i);
  }
}

Choice single_move(const Position& p, int move, std::string_view stage, int millis) {
  Choice ch;
  if (move >= 0) {
    ch.move = p.square(move);
    ch.info.line = {*ch.move};
  }
  ch.info.stage = stage;
  ch.info.millis = millis;
  return ch;
}

} // namespace ishi::gomoku::ai
