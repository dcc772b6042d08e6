#include "engine/gomoku/winning_row.hpp"

namespace ishi::gomoku {

std::vector<Square> winning_row(const Board& board, Square s, Rule rule) {
  Stone colour = board.at(s);
  if (colour == Stone::Empty) return {};
  for (Direction d : kLineDirections) {
    if (!is_winning_length(rule, colour, run_length(board, s, d))) continue;
    Square start = s; // back to the run's first stone, then forwards to its last
    while (true) {
      Square prev{start.x - d.dx, start.y - d.dy};
      if (!board.contains(prev) || board.at(prev) != colour) break;
      start = prev;
    }
    std::vector<Square> row;
    for (Square p = start; board.contains(p) && board.at(p) == colour; p = {p.x + d.dx, p.y + d.dy}) row.push_back(p);
    return row;
  }
  return {};
}

} // namespace ishi::gomoku
