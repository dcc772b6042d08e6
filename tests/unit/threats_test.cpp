// Threat analysis of the move just played, for every kind and rule set.
#include <doctest.h>

#include <string>
#include <vector>

#include "engine/common/tokens.hpp"
#include "engine/gomoku/threats.hpp"
#include "test_boards.hpp"

using namespace ishi::gomoku;
using ishi::Square;

namespace {

using ishi::testing::stones;

std::string names(const Board& b, const std::vector<Square>& v) {
  std::string out;
  for (Square s : v) out += (out.empty() ? "" : " ") + b.name(s);
  return out;
}

// "kind:stones|completes|defends" for each threat, in direction order.
std::vector<std::string> describe(const Board& b, const MoveAnalysis& a) {
  std::vector<std::string> out;
  for (const auto& t : a.threats) {
    out.push_back(std::string(threat_name(t.kind)) + ":" + names(b, t.stones) + "|" + names(b, t.completes) + "|" +
                  names(b, t.defends));
  }
  return out;
}

MoveAnalysis at(const Board& b, const char* move, Rule rule = Rule::Freestyle) {
  return analyze_move(b, *b.parse(move), rule);
}

} // namespace

TEST_CASE("an open three, with the points that make it a straight four and those that stop it") {
  Board b = stones("g8 h8 i8", "");
  auto a = at(b, "h8");
  REQUIRE(a.threats.size() == 1);
  // Squares are listed from the top-left: row 8 left to right.
  // With two empty points on each side, only the adjacent ones stop it.
  CHECK(describe(b, a)[0] == "three:g8 h8 i8|f8 j8|f8 j8");
  CHECK(a.threes() == 1);
  CHECK(a.combinations().empty());
}

TEST_CASE("a split three has one straight-four point, and its defences include both ends") {
  Board b = stones("f8 g8 i8", "");
  auto a = at(b, "i8");
  REQUIRE(a.threats.size() == 1);
  CHECK(describe(b, a)[0] == "three:f8 g8 i8|h8|e8 h8 j8");
}

TEST_CASE("a three against a wall or a stone is no three") {
  CHECK(at(stones("a8 b8 c8", ""), "b8").threats.empty());
  CHECK(at(stones("f8 g8 h8", "e8"), "g8").threats.empty());
  // With room on the other side it is; now the far point k8 stops it too.
  Board b = stones("g8 h8 i8", "e8");
  CHECK(describe(b, at(b, "h8")) == std::vector<std::string>{"three:g8 h8 i8|j8|f8 j8 k8"});
}

TEST_CASE("fours: closed, split and straight") {
  Board closed = stones("f8 g8 h8 i8", "e8");
  CHECK(describe(closed, at(closed, "h8")) == std::vector<std::string>{"four:f8 g8 h8 i8|j8|j8"});
  Board split = stones("f8 g8 i8 j8", "");
  CHECK(describe(split, at(split, "i8")) == std::vector<std::string>{"four:f8 g8 i8 j8|h8|h8"});
  Board straight = stones("f8 g8 h8 i8", "");
  CHECK(describe(straight, at(straight, "g8")) == std::vector<std::string>{"straight-four:f8 g8 h8 i8|e8 j8|e8 j8"});
}

TEST_CASE("two fours on one line, X.XXX.X, count as 4-4") {
  Board b = stones("d8 f8 g8 h8 j8", "");
  auto a = at(b, "g8");
  CHECK(a.fours() == 2);
  CHECK(a.combinations() == std::vector<std::string>{"4-4"});
}

TEST_CASE("five, overline and the rule set") {
  Board five = stones("d8 e8 f8 g8 h8", "");
  CHECK(at(five, "f8").has(ThreatKind::Five));
  Board six = stones("c8 d8 e8 f8 g8 h8", "");
  CHECK(at(six, "f8", Rule::Freestyle).has(ThreatKind::Five));
  CHECK(at(six, "f8", Rule::Standard).has(ThreatKind::Overline));
  CHECK(at(six, "f8", Rule::Renju).has(ThreatKind::Overline));
  CHECK(at(six, "f8", Rule::Classic).has(ThreatKind::Overline));
  Board white_six = stones("", "c8 d8 e8 f8 g8 h8");
  CHECK(at(white_six, "f8", Rule::Renju).has(ThreatKind::Five));
  // Under exact-five rules, a four whose only completion makes six is no four.
  Board almost = stones("c8 e8 f8 g8 h8", "i8");
  CHECK(at(almost, "e8", Rule::Standard).threats.empty());
  CHECK(at(almost, "e8", Rule::Freestyle).fours() == 1);
}

TEST_CASE("4-3 and 3-3") {
  Board b = stones("e8 f8 g8 h8 h9 h10", "d8");
  auto a = at(b, "h8");
  CHECK(a.fours() == 1);
  CHECK(a.threes() == 1);
  CHECK(a.combinations() == std::vector<std::string>{"4-3"});
  Board c = stones("f8 g8 h8 h9 h10", "");
  CHECK(at(c, "h8").combinations() == std::vector<std::string>{"3-3"});
}

TEST_CASE("the tutorial's misfire: a blocked broken three extended to a four is a four, not a three") {
  // White e8 blocks the broken three f8 g8 . i8; Black then fills h8. The classic "rule of
  // six" (six cells, ends empty, three stones and a gap) still sees a three in g8..l8;
  // the line is a closed four whose only winning point is j8.
  Board before = stones("f8 g8 i8", "e8");
  CHECK(at(before, "i8").threats.empty()); // blocked: no three
  Board b = stones("f8 g8 h8 i8", "e8");
  auto a = at(b, "h8");
  CHECK(describe(b, a) == std::vector<std::string>{"four:f8 g8 h8 i8|j8|j8"});
  CHECK(a.threes() == 0);
}

TEST_CASE("for Black in Renju a three needs a legal straight-four point") {
  // Row 8: g8 h8 i8 with White on e8, so only j8 makes a straight four. For Black j8 would
  // also make threes on column j (j9 j10) and the anti-diagonal (k7 l6): 4-3-3, forbidden.
  Board b = stones("g8 h8 i8 j9 j10 k7 l6", "e8");
  CHECK(at(b, "h8", Rule::Renju).threes() == 0);
  CHECK(at(b, "h8", Rule::Freestyle).threes() == 1);
  CHECK(at(b, "h8", Rule::Standard).threes() == 1);
}

TEST_CASE("19x19 and the edge") {
  Board b = stones("p19 q19 r19", "", 19);
  CHECK(at(b, "q19").threes() == 1);
  Board e = stones("q19 r19 s19", "", 19);
  CHECK(at(e, "r19").threats.empty());
  Board col = stones("s1 s2 s3 s4", "", 19);
  CHECK(describe(col, at(col, "s1")) == std::vector<std::string>{"four:s4 s3 s2 s1|s5|s5"});
}
