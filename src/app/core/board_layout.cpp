#include "app/core/board_layout.hpp"

#include <algorithm>
#include <cmath>

namespace ishi::app {

namespace {
// The margin around the grid, in spacings: room for the coordinates and a wooden edge.
constexpr float kMargin = 1.1f;
} // namespace

BoardLayout::BoardLayout(Rect area, int points) : points_(points) {
  float side = std::max(0.0f, std::min(area.width(), area.height()));
  spacing_ = side / (static_cast<float>(points - 1) + 2 * kMargin);
  float grid = spacing_ * static_cast<float>(points - 1);
  first_ = {area.min.x + (area.width() - grid) / 2, area.min.y + (area.height() - grid) / 2};
}

Rect BoardLayout::board_rect() const {
  float grid = spacing_ * static_cast<float>(points_ - 1);
  float m = spacing_ * kMargin;
  return {{first_.x - m, first_.y - m}, {first_.x + grid + m, first_.y + grid + m}};
}

Vec2 BoardLayout::position(Square s) const {
  return {first_.x + spacing_ * static_cast<float>(s.x), first_.y + spacing_ * static_cast<float>(s.y)};
}

std::optional<Square> BoardLayout::hit(Vec2 p) const {
  if (spacing_ <= 0) return std::nullopt;
  float fx = (p.x - first_.x) / spacing_;
  float fy = (p.y - first_.y) / spacing_;
  Square s{static_cast<int>(std::lround(fx)), static_cast<int>(std::lround(fy))};
  if (s.x < 0 || s.y < 0 || s.x >= points_ || s.y >= points_) return std::nullopt;
  if (std::abs(fx - static_cast<float>(s.x)) > 0.5f || std::abs(fy - static_cast<float>(s.y)) > 0.5f)
    return std::nullopt;
  return s;
}

} // namespace ishi::app
