// Renju fouls: the 124 verified reference cases, hand-made cases on both board sizes and
// near the edges, and the fast checker against the simple reference on random positions.
#include <doctest.h>

#include <random>
#include <string>
#include <vector>

#include "engine/common/tokens.hpp"
#include "engine/gomoku/renju.hpp"
#include "shared_data.hpp"
#include "test_boards.hpp"

using namespace ishi::gomoku;
using ishi::Square;

namespace {

// Places stones without any rule check: alternating Black, White; "--" skips a turn.
Board position(const std::string& moves, int size = 15) {
  Board b(size);
  Stone colour = Stone::Black;
  for (const auto& t : ishi::split_tokens(moves)) {
    if (t.text != "--") {
      auto s = b.parse(t.text);
      REQUIRE_MESSAGE(s, std::string(t.text));
      b.set(*s, colour);
    }
    colour = opponent(colour);
  }
  return b;
}

using ishi::testing::stones;

Foul foul(const Board& b, const char* point) { return renju_foul(b, *b.parse(point)); }

std::string trim(const std::string& s) {
  auto a = s.find_first_not_of(" \t");
  auto z = s.find_last_not_of(" \t\r");
  return a == std::string::npos ? "" : s.substr(a, z - a + 1);
}

} // namespace

TEST_CASE("the 124 verified Renju reference cases (../shared/testdata/renju-forbidden.txt)") {
  auto text = ishi::testing::read_shared("testdata/renju-forbidden.txt");
  if (!text) return;
  std::istringstream in(*text);
  std::string line;
  int cases = 0, agree = 0;
  while (std::getline(in, line)) {
    if (line.empty() || line[0] == '#') continue;
    line = line.substr(0, line.find('#'));
    std::vector<std::string> fields;
    std::size_t start = 0;
    for (std::size_t semi; (semi = line.find(';', start)) != std::string::npos; start = semi + 1) {
      fields.push_back(trim(line.substr(start, semi - start)));
    }
    fields.push_back(trim(line.substr(start)));
    REQUIRE(fields.size() == 4);
    int size = std::stoi(fields[0]);
    Board b = position(fields[1], size);
    auto q = b.parse(fields[2]);
    REQUIRE(q);
    Foul want = fields[3] == "ok" ? Foul::None : *parse_foul(fields[3]);
    ++cases;
    CAPTURE(line);
    Foul got = renju_foul(b, *q);
    CHECK(foul_name(got) == foul_name(want));
    CHECK(foul_name(renju_foul_reference(b, *q)) == foul_name(want));
    // The full map agrees with the single-point answer.
    bool listed = false;
    for (const auto& fp : renju_forbidden_points(b)) {
      if (fp.point == *q) listed = fp.kind == want;
    }
    CHECK(listed == (want != Foul::None));
    if (got == want) ++agree;
  }
  CHECK(cases == 124);
  MESSAGE("renju reference cases: " << agree << " of " << cases << " agree");
}

TEST_CASE("simple fouls") {
  // Double-three: two open threes crossing at h8.
  CHECK(foul(stones("f8 g8 h10 h9", ""), "h8") == Foul::DoubleThree);
  // A blocked three is no three.
  CHECK(foul(stones("f8 g8 h10 h9", "e8"), "h8") == Foul::None);
  // Double-four: two fours crossing.
  CHECK(foul(stones("e8 f8 g8 h11 h10 h9", "d8 h12"), "h8") == Foul::DoubleFour);
  // 4-3 is legal.
  CHECK(foul(stones("e8 f8 g8 h10 h9", "d8"), "h8") == Foul::None);
  // Overline.
  CHECK(foul(stones("c8 d8 e8 g8 h8", ""), "f8") == Foul::Overline);
  // Five is legal even when it also makes a double-three.
  CHECK(foul(stones("d8 e8 f8 g8 h10 h9 i9 j10", ""), "h8") == Foul::None);
  // One-line double-four X.XXX.X, whichever of the middle stones comes last.
  CHECK(foul(stones("d8 f8 g8 j8", ""), "h8") == Foul::DoubleFour);
  CHECK(foul(stones("d8 f8 h8 j8", ""), "g8") == Foul::DoubleFour);
  CHECK(foul(stones("d8 f8 g8 h8 j8", ""), "e8") == Foul::None); // makes the d8-h8 five
  // A straight four is one four.
  CHECK(foul(stones("e8 f8 g8", ""), "h8") == Foul::None);
  // Empty board.
  CHECK(renju_forbidden_points(Board()).empty());
}

TEST_CASE("fouls near the edges and on 19x19") {
  // A three against the edge is not open: a1 a2 a3 + a4 cannot make a straight four.
  CHECK(foul(stones("a1 a2 b4 c4", ""), "a4") == Foul::None);
  CHECK(foul(stones("a2 a3 c5 d5", ""), "a5") == Foul::None); // the row is closed by the edge
  CHECK(foul(stones("b2 b3 c5 d5", ""), "b5") == Foul::DoubleThree);
  CHECK(foul(stones("o13 o14 o15 n12 m12 l12", ""), "o12") == Foul::DoubleFour);
  Board big = stones("p16 q16 r14 r15", "", 19);
  CHECK(renju_foul(big, *big.parse("r16")) == Foul::DoubleThree);
  CHECK(renju_foul(big, *big.parse("s16")) == Foul::None);
  Board edge = stones("s1 s2 s4 s5 s6", "", 19);
  CHECK(renju_foul(edge, *edge.parse("s3")) == Foul::Overline);
}

TEST_CASE("a three whose only straight-four point is forbidden is no three") {
  // h8 would make threes on row 8 and column h; the row's only straight-four point is j8,
  // which a black overline makes forbidden, so h8 is legal.
  Board b = stones("f8 g8 h10 h9 j4 j5 j6 j7 j9", "e8 k8 h11");
  REQUIRE(renju_foul(b, *b.parse("j8")) != Foul::None);
  CHECK(renju_foul(b, *b.parse("h8")) == Foul::None);
  CHECK(renju_foul_reference(b, *b.parse("h8")) == Foul::None);
}

TEST_CASE("the fast checker agrees with the reference on 100,000 random positions") {
  std::mt19937 rng(20261121);
  int positions = 0, fouls = 0, points_checked = 0;
  for (int round = 0; round < 100000; ++round) {
    int size = round % 5 == 4 ? 19 : 15;
    Board b(size);
    // Stones cluster in a random window so that lines form, as in real games.
    std::uniform_int_distribution<int> span_dist(5, size);
    int span = span_dist(rng);
    std::uniform_int_distribution<int> origin(0, size - span);
    int ox = origin(rng), oy = origin(rng);
    std::uniform_int_distribution<int> in(0, span - 1);
    std::uniform_int_distribution<int> count(4, span * span / 2);
    int black = count(rng), white = black - std::uniform_int_distribution<int>(0, black / 2 + 1)(rng);
    for (int i = 0; i < black + std::max(0, white); ++i) {
      Square s{ox + in(rng), oy + in(rng)};
      if (b.at(s) == Stone::Empty) b.set(s, i < black ? Stone::Black : Stone::White);
    }
    ++positions;
    // Every point of one in fifty positions; a few points near black stones in the others.
    std::vector<Square> points;
    if (round % 50 == 0) {
      for (int y = 0; y < size; ++y) {
        for (int x = 0; x < size; ++x) points.push_back({x, y});
      }
    } else {
      for (int k = 0; k < 3; ++k) points.push_back({ox + in(rng), oy + in(rng)});
    }
    std::vector<Foul> map(static_cast<std::size_t>(size * size), Foul::None);
    for (const auto& fp : renju_forbidden_points(b))
      map[static_cast<std::size_t>(fp.point.y * size + fp.point.x)] = fp.kind;
    for (Square p : points) {
      Foul want = renju_foul_reference(b, p);
      Foul got = renju_foul(b, p);
      ++points_checked;
      if (want != Foul::None) ++fouls;
      if (got != want || map[static_cast<std::size_t>(p.y * size + p.x)] != want) {
        CAPTURE(round);
        CAPTURE(b.name(p));
        CHECK(foul_name(got) == foul_name(want));
        CHECK(foul_name(map[static_cast<std::size_t>(p.y * size + p.x)]) == foul_name(want));
        return;
      }
    }
  }
  MESSAGE(positions << " positions, " << points_checked << " points, " << fouls << " fouls");
  CHECK(fouls > 1000); // the positions are rich enough to exercise every kind of foul
}
