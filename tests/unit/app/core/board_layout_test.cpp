#include <doctest.h>

#include "app/core/board_layout.hpp"

using ishi::Square;
using ishi::app::BoardLayout;
using ishi::app::Rect;

TEST_CASE("the layout centres the board and hit-testing finds the nearest point") {
  BoardLayout l(Rect{{0, 0}, {1000, 800}}, 15);
  auto c = l.position({7, 7});
  CHECK(c.x == doctest::Approx(500));
  CHECK(c.y == doctest::Approx(400));
  CHECK(l.hit(c) == Square{7, 7});
  // Anywhere within the point's cell maps to it.
  float h = l.spacing() * 0.45f;
  CHECK(l.hit({c.x + h, c.y - h}) == Square{7, 7});
  CHECK(l.hit({c.x + l.spacing() * 0.55f, c.y}) == Square{8, 7});
  auto r = l.board_rect();
  CHECK(r.height() <= 800.5f);
  CHECK(r.min.y >= -0.5f);
}

TEST_CASE("clicks on the margin or outside the board hit nothing") {
  BoardLayout l(Rect{{10, 20}, {610, 620}}, 19);
  auto corner = l.position({0, 0});
  CHECK(l.hit(corner) == Square{0, 0});
  CHECK_FALSE(l.hit({corner.x - l.spacing() * 0.7f, corner.y}));
  CHECK_FALSE(l.hit({0, 0}));
  auto far = l.position({18, 18});
  CHECK(l.hit(far) == Square{18, 18});
  CHECK_FALSE(l.hit({far.x, far.y + l.spacing() * 0.8f}));
}

TEST_CASE("every point's position hits that point") {
  for (int n : {15, 19}) {
    BoardLayout l(Rect{{0, 40}, {390, 844}}, n); // a phone in portrait
    for (int y = 0; y < n; ++y) {
      for (int x = 0; x < n; ++x) CHECK(l.hit(l.position({x, y})) == Square{x, y});
    }
  }
}

TEST_CASE("a degenerate area hits nothing") {
  BoardLayout l(Rect{{0, 0}, {0, 0}}, 15);
  CHECK_FALSE(l.hit({0, 0}));
}
