// The searches' learned move order (move_policy.hpp): the shapes it is indexed by, and
// what the fitted weights must know.
#include <doctest.h>

#include <algorithm>
#include <array>
#include <map>
#include <string>
#include <vector>

#include "engine/gomoku/ai/move_policy.hpp"
#include "engine/gomoku/board.hpp"

using namespace ishi::gomoku;
using namespace ishi::gomoku::ai;
using ishi::Square;

TEST_CASE("a point's shape is the multiset of its four lines' levels: one number each, 330 in all") {
  // One pattern of each level.
  constexpr std::array<Pattern, kShapeLevels> kOfLevel = {kNone, kL1, kB2, kL2, kB3, kL3, kB4, kL4};
  for (int level = 0; level < kShapeLevels; ++level) CHECK(kShapeLevel[kOfLevel[level]] == level);
  std::map<std::array<int, 4>, int> shape_of_multiset;
  std::map<int, std::array<int, 4>> multiset_of_shape;
  for (int key = 0; key < 8 * 8 * 8 * 8; ++key) {
    std::array<int, 4> l = {key % 8, key / 8 % 8, key / 64 % 8, key / 512};
    const int shape = point_shape(kOfLevel[l[0]], kOfLevel[l[1]], kOfLevel[l[2]], kOfLevel[l[3]]);
    REQUIRE(shape >= 0);
    REQUIRE(shape < kShapeCount);
    std::sort(l.begin(), l.end());
    auto it = shape_of_multiset.emplace(l, shape).first;
    CHECK(it->second == shape); // any order of the same levels
    auto back = multiset_of_shape.emplace(shape, l).first;
    CHECK(back->second == l); // no two multisets share a number
  }
  CHECK(shape_of_multiset.size() == kShapeCount);
  CHECK(multiset_of_shape.size() == kShapeCount);
  // Overline and none, and L4, D4 and five, are one level each.
  CHECK(point_shape(kOverline, kNone, kNone, kNone) == point_shape(kNone, kNone, kNone, kNone));
  CHECK(point_shape(kFive, kL2, kNone, kNone) == point_shape(kL2, kD4, kNone, kNone));
}

TEST_CASE("the fitted move order ranks the answers to an open three and to a four-three point first") {
  const Board board(15);
  auto play = [&](Position& p, std::initializer_list<const char*> moves) {
    for (const char* m : moves) p.play(p.index(*board.parse(m)));
  };
  // The candidates' scores for the side to move, best first, as the search sees them.
  auto best = [&](const Position& p) {
    const int a = colour_index(p.side_to_move());
    const auto& h = p.history();
    const Square last = p.square(h[h.size() - 1]), before = p.square(h[h.size() - 2]);
    int top = -1, top_score = 0;
    p.for_each_near([&](int i) {
      if (!p.legal(a, i)) return;
      const int s = policy_score(p, a, i, p.square(i), last, before);
      if (top < 0 || s > top_score) top = i, top_score = s;
    });
    return board.name(p.square(top));
  };
  SUBCASE("White faces Black's open three h8 i8 j8") {
    Position p(15, Rule::Freestyle);
    play(p, {"h8", "h9", "i8", "i10", "j8"});
    const std::string b = best(p);
    CAPTURE(b);
    CHECK((b == "g8" || b == "k8" || b == "f8" || b == "l8"));
  }
  SUBCASE("White stops Black's four-three point e5") {
    // Black: c5 d5 (with e5: an open three on row 5) and e2 e3 e4 (with e5: a four on column
    // e, e1 held by White). (With Black to move the search plays the win before it orders
    // moves, so the policy is fitted to such points only as the opponent's.)
    Position p(15, Rule::Freestyle);
    play(p, {"c5", "e1", "d5", "k10", "e2", "l12", "e3", "j13", "e4"});
    CHECK(best(p) == "e5");
  }
}
