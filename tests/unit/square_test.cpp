#include <doctest.h>

#include "engine/common/square.hpp"

using ishi::Geometry;
using ishi::RowOrigin;
using ishi::Square;

TEST_CASE("gomoku notation counts rows from the bottom: h8 is the centre of 15x15") {
  Geometry g{15, 15, RowOrigin::Bottom};
  CHECK(ishi::parse_square("h8", g) == Square{7, 7});
  CHECK(ishi::parse_square("a1", g) == Square{0, 14});
  CHECK(ishi::parse_square("a15", g) == Square{0, 0});
  CHECK(ishi::parse_square("o1", g) == Square{14, 14});
  CHECK(ishi::parse_square("H8", g) == Square{7, 7});
  CHECK(ishi::format_square({7, 7}, g) == "h8");
  CHECK(ishi::format_square({0, 0}, g) == "a15");
  CHECK(ishi::format_square({14, 14}, g) == "o1");
}

TEST_CASE("19x19 reaches s19 and j10 is its centre (no letter is skipped)") {
  Geometry g{19, 19, RowOrigin::Bottom};
  CHECK(ishi::parse_square("j10", g) == Square{9, 9});
  CHECK(ishi::parse_square("s19", g) == Square{18, 0});
  CHECK_FALSE(ishi::parse_square("t1", g));
}

TEST_CASE("reversi notation counts rows from the top: a1 is the top-left corner") {
  Geometry g{8, 8, RowOrigin::Top};
  CHECK(ishi::parse_square("a1", g) == Square{0, 0});
  CHECK(ishi::parse_square("h8", g) == Square{7, 7});
  CHECK(ishi::format_square({3, 4}, g) == "d5");
}

TEST_CASE("every square round-trips through its name") {
  for (int n : {15, 19}) {
    Geometry g{n, n, RowOrigin::Bottom};
    for (int y = 0; y < n; ++y) {
      for (int x = 0; x < n; ++x) {
        auto back = ishi::parse_square(ishi::format_square({x, y}, g), g);
        REQUIRE(back);
        CHECK(*back == Square{x, y});
      }
    }
  }
}

TEST_CASE("malformed squares are refused") {
  Geometry g{15, 15, RowOrigin::Bottom};
  for (const char* bad :
       {"", "h", "8", "h0", "h16", "p1", "h08", "h-1", "h+8", "h8x", "?8", "hh", " h8", "h 8", "h99999"}) {
    CAPTURE(bad);
    CHECK_FALSE(ishi::parse_square(bad, g));
  }
}

TEST_CASE("gomocup x,y form is 0-based from the top-left") {
  Geometry g{15, 15, RowOrigin::Bottom};
  CHECK(ishi::parse_xy("7,7", g) == Square{7, 7});
  CHECK(ishi::parse_xy("0,14", g) == Square{0, 14});
  CHECK(ishi::format_xy({3, 11}) == "3,11");
  CHECK_FALSE(ishi::parse_xy("15,0", g));
  CHECK_FALSE(ishi::parse_xy("1;2", g));
  CHECK_FALSE(ishi::parse_xy(",2", g));
  CHECK_FALSE(ishi::parse_xy("-1,2", g));
}

TEST_CASE("the Chebyshev distance is the larger of the column and row distances") {
  CHECK(ishi::chebyshev_distance({3, 4}, {3, 4}) == 0);
  CHECK(ishi::chebyshev_distance({0, 0}, {4, 1}) == 4);
  CHECK(ishi::chebyshev_distance({7, 2}, {5, 9}) == 7);
  CHECK(ishi::chebyshev_distance({5, 9}, {7, 2}) == 7);
}
