#include "engine/gomoku/board.hpp"

#include <stdexcept>

namespace ishi::gomoku {

const char* stone_name(Stone s) {
  switch (s) {
    case Stone::Black: return "black";
    case Stone::White: return "white";
    case Stone::Empty: break;
  }
  return "empty";
}

const char* direction_name(Direction d) {
  if (d.dy == 0) return "horizontal";
  if (d.dx == 0) return "vertical";
  return d.dx == d.dy ? "diagonal" : "anti-diagonal";
}

Board::Board(int size) : size_(size) {
  if (!is_supported_size(size)) throw std::invalid_argument("unsupported Gomoku board size");
  cells_.assign(static_cast<std::size_t>(size) * size, Stone::Empty);
}

int run_length(const Board& board, Square s, Direction d) {
  Stone colour = board.at(s);
  if (colour == Stone::Empty) return 0;
  int n = 1;
  for (int sign : {1, -1}) {
    Square p{s.x + sign * d.dx, s.y + sign * d.dy};
    while (board.contains(p) && board.at(p) == colour) {
      ++n;
      p = {p.x + sign * d.dx, p.y + sign * d.dy};
    }
  }
  return n;
}

} // namespace ishi::gomoku
