#pragma once
// The Gomoku/Renju board: a square grid of 15x15 or 19x19 points holding stones.
// It knows geometry and stones only; what wins or is forbidden lives in the rules.

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "engine/common/square.hpp"

namespace ishi::gomoku {

enum class Stone : std::uint8_t { Empty, Black, White };

constexpr Stone opponent(Stone s) { return s == Stone::Black ? Stone::White : Stone::Black; }
const char* stone_name(Stone s); // "black", "white", "empty"

constexpr int kDefaultSize = 15;
constexpr bool is_supported_size(int n) { return n == 15 || n == 19; }

class Board {
 public:
  explicit Board(int size = kDefaultSize); // size must satisfy is_supported_size

  int size() const { return size_; }
  Geometry geometry() const { return {size_, size_, RowOrigin::Bottom}; }
  bool contains(Square s) const { return geometry().contains(s); }

  Stone at(Square s) const { return cells_[index(s)]; }
  void set(Square s, Stone stone) {
    Stone& cell = cells_[index(s)];
    stones_ += (stone != Stone::Empty) - (cell != Stone::Empty);
    cell = stone;
  }
  int stone_count() const { return stones_; } // kept by set(): a game asks after every move
  bool full() const { return stones_ == size_ * size_; }

  std::optional<Square> parse(std::string_view text) const { return parse_square(text, geometry()); }
  std::string name(Square s) const { return format_square(s, geometry()); }

 private:
  int index(Square s) const { return s.y * size_ + s.x; }
  int size_;
  int stones_ = 0;
  std::vector<Stone> cells_;
};

// The four line directions through a point: horizontal, vertical and both diagonals.
struct Direction {
  int dx;
  int dy;
};
inline constexpr Direction kLineDirections[4] = {{1, 0}, {0, 1}, {1, 1}, {1, -1}};
// "horizontal", "vertical", "diagonal" (top-left to bottom-right), "anti-diagonal".
const char* direction_name(Direction d);

// Number of consecutive stones of the colour at `s` on the line through `s` in direction d
// (both ways, `s` included). 0 when `s` is empty.
int run_length(const Board& board, Square s, Direction d);

} // namespace ishi::gomoku
