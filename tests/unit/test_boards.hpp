#pragma once
// Building Gomoku positions in tests: stones placed directly, no rule checks.

#include <string>
#include <vector>

#include "engine/common/tokens.hpp"
#include "engine/gomoku/board.hpp"

namespace ishi::testing {

inline gomoku::Board stones(const std::string& black, const std::string& white, int size = 15) {
  gomoku::Board b(size);
  for (const auto& t : split_tokens(black)) b.set(*b.parse(t.text), gomoku::Stone::Black);
  for (const auto& t : split_tokens(white)) b.set(*b.parse(t.text), gomoku::Stone::White);
  return b;
}

// The points of a board drawn as rows from the top ('x' Black, 'o' White, '.' empty) as
// a game's moves: Black's and White's points in reading order, alternately, Black first.
// Empty when the counts do not allow it (Black must have as many points as White or one more).
inline std::vector<Square> alternating_moves(const std::vector<std::string>& rows) {
  std::vector<Square> black, white, out;
  for (int y = 0; y < static_cast<int>(rows.size()); ++y) {
    for (int x = 0; x < static_cast<int>(rows[y].size()); ++x) {
      if (rows[y][x] == 'x') black.push_back({x, y});
      if (rows[y][x] == 'o') white.push_back({x, y});
    }
  }
  if (black.size() != white.size() && black.size() != white.size() + 1) return out;
  for (std::size_t i = 0; i < black.size(); ++i) {
    out.push_back(black[i]);
    if (i < white.size()) out.push_back(white[i]);
  }
  return out;
}

// Two nearly full 15x15 Renju boards, Black to move, made from a pattern of pairs with no
// row of three (x on (x + 2y) mod 4 < 2) with a few points changed. No five anywhere, and
// their moves in the order above meet no foul on the way.
// One empty point, d15: Black there makes six in the top row, an overline. White has no
// five there.
inline const std::vector<std::string> kOnlyOverlineLeft = {
    "xxx.xxooxxooxxo", "ooxxooxxooxxoox", "xxooxxooxxooxxo", "ooxxooxxooxxoox", "xxooxxooxxooxxo",
    "ooxxooxxooxxoox", "xxooxxooxxooxxo", "ooxxooxxooxxoox", "xxooxxooxxoooxo", "ooxxooxxooxxoox",
    "xxooxxooxxooxxo", "ooxxooxxooxxoox", "xxoooxooxxooxxo", "ooxxooxxooxxoox", "xxooxxooxxooxxo",
};
// One empty point, h8: an overline for Black down the h column, and White's five along row 8.
inline const std::vector<std::string> kWhiteFiveLeft = {
    "oxooxxooxxooxxo", "ooxxooxxooxxoox", "xxooxxooxxooxxo", "ooxxooxxooxxoox", "xxooxxoxxxooxxo",
    "ooxxooxxooxxoox", "xxooxxoxxxooxxo", "ooxxxoo.ooxxoox", "xxooxxoxxxooxxo", "ooxxooxxooxxoox",
    "xxooxxooxxooxxo", "ooxxooxxooxxoox", "xxooxxooxxooxoo", "ooxxooxxooxxoox", "xoooxxooxxooxxo",
};

} // namespace ishi::testing
