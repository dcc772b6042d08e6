#pragma once
// Where the board's points are on the screen. Pure geometry, shared by drawing and by
// mouse/touch hit-testing so the two can never disagree.

#include <optional>

#include "engine/common/square.hpp"

namespace ishi::app {

struct Vec2 {
  float x = 0;
  float y = 0;
};

struct Rect {
  Vec2 min;
  Vec2 max;
  float width() const { return max.x - min.x; }
  float height() const { return max.y - min.y; }
};

class BoardLayout {
 public:
  // Fit a board of `points` x `points` intersections, with a margin for the coordinate
  // labels, centred in `area`.
  BoardLayout(Rect area, int points);

  int points() const { return points_; }
  float spacing() const { return spacing_; }
  Rect board_rect() const; // the wooden square, margin included
  Vec2 position(Square s) const;
  // The intersection nearest to `p`, if `p` lies within half a spacing of it.
  std::optional<Square> hit(Vec2 p) const;

 private:
  int points_;
  float spacing_;
  Vec2 first_; // position of the top-left intersection
};

} // namespace ishi::app
