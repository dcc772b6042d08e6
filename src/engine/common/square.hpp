#pragma once
// Board coordinates and their text forms, shared by every game.
//
// A Square is 0-based from the top-left corner: x grows to the right, y grows downwards.
// Games differ only in how they *write* a square:
//   - Gomoku/Renju: column letter + row number counted from the BOTTOM ("h8" is the centre
//     of 15x15), as in RIF game records.
//   - Reversi/Othello: column letter + row number counted from the TOP ("a1" is top-left).
//   - Gomocup protocol: "x,y", 0-based from the top-left.

#include <optional>
#include <string>
#include <string_view>

namespace ishi {

struct Square {
  int x = 0;
  int y = 0;
  friend bool operator==(const Square&, const Square&) = default;
};

// Moves a king would need between two squares: the larger of the column and row distances.
constexpr int chebyshev_distance(Square a, Square b) {
  int dx = a.x > b.x ? a.x - b.x : b.x - a.x, dy = a.y > b.y ? a.y - b.y : b.y - a.y;
  return dx > dy ? dx : dy;
}

enum class RowOrigin { Top, Bottom };

// Board dimensions plus the way this game numbers its rows.
struct Geometry {
  int width = 15;
  int height = 15;
  RowOrigin rows = RowOrigin::Bottom;

  bool contains(Square s) const { return s.x >= 0 && s.x < width && s.y >= 0 && s.y < height; }
};

// "h8" style. Letters a..z (no letter is skipped), case-insensitive on input.
// Returns nothing when the text is not a square of this geometry.
std::optional<Square> parse_square(std::string_view text, const Geometry& g);
std::string format_square(Square s, const Geometry& g);

// Gomocup "x,y" style (0-based from the top-left, no spaces required).
std::optional<Square> parse_xy(std::string_view text, const Geometry& g);
std::string format_xy(Square s);

} // namespace ishi
