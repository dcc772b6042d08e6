// The Gomoku AI: line patterns, legality under every rule set, each level's rule, the
// threat-space search against a brute-force reference, and the levels against each other.
#include <doctest.h>

#include <algorithm>
#include <array>
#include <cstdint>
#include <optional>
#include <random>
#include <string>
#include <vector>

#include "engine/common/tokens.hpp"
#include "engine/gomoku/ai/ai.hpp"
#include "engine/gomoku/ai/move_policy.hpp"
#include "engine/gomoku/ai/search.hpp"
#include "engine/gomoku/ai/threat_search.hpp"
#include "engine/gomoku/ai/tutorial_levels.hpp"
#include "engine/gomoku/game.hpp"
#include "engine/gomoku/renju.hpp"
#include "engine/gomoku/threats.hpp"
#include "test_boards.hpp"

using namespace ishi::gomoku;
using namespace ishi::gomoku::ai;
using ishi::Square;

namespace {

using ishi::testing::stones;

int at(const Position& p, const char* name) { return p.index(*Board(p.size() <= 15 ? 15 : 19).parse(name)); }

std::string name(const Position& p, std::optional<Square> s) { return s ? Board(p.size()).name(*s) : "none"; }

// The points where `colour` would win at once, by brute force on the board.
std::vector<Square> winning_points(Board& b, Stone colour, Rule rule) {
  std::vector<Square> out;
  for (int y = 0; y < b.size(); ++y) {
    for (int x = 0; x < b.size(); ++x) {
      if (b.at({x, y}) != Stone::Empty) continue;
      b.set({x, y}, colour);
      if (makes_win(b, {x, y}, rule)) out.push_back({x, y});
      b.set({x, y}, Stone::Empty);
    }
  }
  return out;
}

bool contains(const std::vector<Square>& v, Square s) { return std::find(v.begin(), v.end(), s) != v.end(); }

// A position reached by random play near the stones (no five on the board), with `n` stones.
Game random_game(std::mt19937_64& rng, Rule rule, int n) {
  for (;;) {
    Game g(rule, 15, ForbiddenPolicy::Refuse);
    int tries = 0;
    while (static_cast<int>(g.moves().size()) < n && !g.result().over() && ++tries < 2000) {
      Square s{7 + static_cast<int>(rng() % 9) - 4, 7 + static_cast<int>(rng() % 9) - 4};
      g.play(s);
    }
    if (!g.result().over() && static_cast<int>(g.moves().size()) == n) return g;
  }
}

Outcome play_out(Level black, Level white, Rule rule, std::uint64_t seed, std::uint64_t nodes, int opening,
                 std::string* reason = nullptr) {
  Game g(rule, 15, ForbiddenPolicy::Lose);
  std::mt19937_64 rng(seed);
  while (static_cast<int>(g.moves().size()) < opening) {
    Square s{7 + static_cast<int>(rng() % 5) - 2, 7 + static_cast<int>(rng() % 5) - 2};
    if (g.board().at(s) == Stone::Empty) g.play(s);
  }
  while (!g.result().over()) {
    Options o;
    o.level = g.side_to_move() == Stone::Black ? black : white;
    o.seed = seed * 1000 + g.moves().size();
    o.max_nodes = nodes;
    Choice c = choose_move(g, o);
    REQUIRE(c.move);
    REQUIRE(g.play(*c.move) == MoveStatus::Played);
  }
  if (reason) *reason = g.result().reason;
  return g.result().outcome;
}

} // namespace

TEST_CASE("line patterns: fours, straight fours, threes, overlines") {
  Position p = Position::from_board(stones("i8 j8 k8", ""), Rule::Freestyle, Stone::Black);
  CHECK(p.pattern(0, at(p, "h8"), 0) == kL4);
  CHECK(p.pattern(0, at(p, "l8"), 0) == kL4);
  CHECK(p.pattern(0, at(p, "g8"), 0) == kB4); // g8 . i8 j8 k8: one winning point
  CHECK(p.pattern(0, at(p, "m8"), 0) == kB4);
  CHECK(p.pattern(0, at(p, "h8"), 1) == kL1); // an empty column: one stone more makes a two
  CHECK(p.pattern(1, at(p, "h8"), 0) == kNone);

  Position q = Position::from_board(stones("i8 j8 k8", "h8"), Rule::Freestyle, Stone::Black);
  CHECK(q.pattern(0, at(q, "l8"), 0) == kB4);
  CHECK(q.pattern(0, at(q, "m8"), 0) == kB4); // i8 j8 k8 . m8
  CHECK(q.pattern(0, at(q, "n8"), 0) == kB3); // one stone (l8) from a four

  Position three = Position::from_board(stones("h8 i8", ""), Rule::Freestyle, Stone::Black);
  CHECK(three.pattern(0, at(three, "j8"), 0) == kL3);
  CHECK(three.pattern(0, at(three, "k8"), 0) == kL3); // h8 i8 . k8
  CHECK(three.pattern(0, at(three, "l8"), 0) == kB3);

  // X.XXX.X: two fours on one line.
  Position d4 = Position::from_board(stones("f8 h8 i8 l8", ""), Rule::Freestyle, Stone::Black);
  CHECK(d4.pattern(0, at(d4, "j8"), 0) == kD4);

  // Exactly five: six in a row is no five.
  Position six = Position::from_board(stones("g8 h8 i8 j8 l8", ""), Rule::Standard, Stone::Black);
  CHECK(six.pattern(0, at(six, "k8"), 0) == kOverline);
  CHECK(six.pattern(0, at(six, "f8"), 0) == kFive);
  Position free = Position::from_board(stones("g8 h8 i8 j8 l8", ""), Rule::Freestyle, Stone::Black);
  CHECK(free.pattern(0, at(free, "k8"), 0) == kFive);
  // Renju: White wins with an overline, Black does not.
  Position renju = Position::from_board(stones("g8 h8 i8 j8 l8", "g9 h9 i9 j9 l9"), Rule::Renju, Stone::Black);
  CHECK(renju.pattern(0, at(renju, "k8"), 0) == kOverline);
  CHECK(renju.pattern(1, at(renju, "k9"), 0) == kFive);
}

// Position::update_line_neighbours skips the points five away for a colour whose rows win at
// five or more: its table must never read them. An exactly-five table must (XXXX.X: the
// stone five away makes the point an overline).
TEST_CASE("only the exactly-five tables read the neighbours five points away") {
  for (bool exact : {false, true}) {
    const std::uint8_t* table = pattern_table(exact);
    int differ = 0;
    for (std::uint32_t k = 0; k < kKeyCount; ++k) {
      const std::uint32_t near_only = k - k % 3 - (k / key_unit(9)) % 3 * key_unit(9);
      differ += table[k] != table[near_only];
    }
    if (exact) {
      CHECK(differ > 0);
    } else {
      CHECK(differ == 0);
    }
  }
}

// The pattern of colour c at empty point i along d, read off the board's cells directly
// (the reference for the position's incremental keys).
std::uint8_t pattern_from_cells(const Position& p, int c, int i, int d) {
  std::uint32_t key = 0;
  for (int off = -kReach; off <= kReach; ++off) {
    if (off == 0) continue;
    std::uint8_t cell = p.at(i + off * p.step(d));
    std::uint32_t digit = cell == Position::kEmpty ? 0 : cell == (c == 0 ? Position::kBlack : Position::kWhite) ? 1 : 2;
    key += digit * key_unit(key_slot(off));
  }
  return pattern_table(!is_winning_length(p.rule(), colour_stone(c), 6))[key];
}

// Stones within two points of i (in a 5x5 square), counted from the cells.
int stones_within_two(const Position& p, int i) {
  int stones = 0;
  for (int dy = -2; dy <= 2; ++dy) {
    for (int dx = -2; dx <= 2; ++dx) {
      const std::uint8_t cell = p.at(i + dy * p.width() + dx);
      stones += cell == Position::kBlack || cell == Position::kWhite;
    }
  }
  return stones;
}

// The incremental state of p (after play and undo) equals that of a position built afresh.
void require_same_position(const Position& p, const Position& fresh) {
  CHECK(fresh.hash() == p.hash());
  CHECK(fresh.evaluate() == p.evaluate());
  for (int i = 0; i < p.cells(); ++i) {
    if (!p.on_board(i) || !p.empty(i)) continue;
    REQUIRE(p.neighbours(i) == stones_within_two(p, i));
    for (int c = 0; c < 2; ++c) {
      for (int d = 0; d < 4; ++d) {
        REQUIRE(p.pattern(c, i, d) == fresh.pattern(c, i, d));
        REQUIRE(p.pattern(c, i, d) == pattern_from_cells(p, c, i, d));
      }
      PointInfo x = p.info(c, i), y = fresh.info(c, i);
      REQUIRE(x.fives == y.fives);
      REQUIRE(x.fours == y.fours);
      REQUIRE(x.open_fours == y.open_fours);
      REQUIRE(x.threes == y.threes);
      REQUIRE(p.point_value(c, i) == fresh.point_value(c, i));
      // The kept shape key is the one its patterns give.
      REQUIRE(point_shape(p, c, i) ==
              point_shape(p.pattern(c, i, 0), p.pattern(c, i, 1), p.pattern(c, i, 2), p.pattern(c, i, 3)));
    }
  }
}

TEST_CASE(
    "the position's incremental patterns match a fresh position after play and undo, and hash_after foretells the "
    "hash") {
  std::mt19937_64 rng(7);
  for (Rule rule : {Rule::Freestyle, Rule::Renju}) {
    Game g = random_game(rng, rule, 40);
    Position p(15, rule);
    for (Square s : g.moves()) {
      std::uint64_t predicted = p.hash_after(p.index(s));
      p.play(p.index(s));
      REQUIRE(p.hash() == predicted);
    }
    for (int k = 0; k < 10; ++k) p.undo();
    Game h(rule, 15, ForbiddenPolicy::Lose);
    for (std::size_t k = 0; k + 10 < g.moves().size(); ++k) h.play(g.moves()[k]);
    require_same_position(p, Position::from_board(h.board(), rule, h.side_to_move()));
  }
}

TEST_CASE("play and undo on boards of every kind of size, edges included, match a fresh position") {
  std::mt19937_64 rng(17);
  for (int size : {5, 6, 11, 20, 32}) {
    for (Rule rule : {Rule::Freestyle, Rule::Standard}) {
      // Random stones anywhere (the edges too), about a third of the board.
      Position p(size, rule);
      std::vector<int> played;
      while (static_cast<int>(played.size()) < size * size / 3) {
        int i = p.index({static_cast<int>(rng() % static_cast<unsigned>(size)),
                         static_cast<int>(rng() % static_cast<unsigned>(size))});
        if (!p.empty(i)) continue;
        p.play(i);
        played.push_back(i);
      }
      for (std::size_t k = 0; k < played.size() / 3; ++k) {
        p.undo();
        played.pop_back();
      }
      Position fresh(size, rule);
      for (int i : played) fresh.play(i);
      require_same_position(p, fresh);
    }
  }
}

TEST_CASE("the points near the stones are the empty points with a stone within two, row by row") {
  std::mt19937_64 rng(31);
  for (int size : {5, 9, 15, 19, 32}) {
    Position p(size, Rule::Freestyle);
    auto expected = [&] { // every board point, looked at one by one
      std::vector<int> out;
      for (int y = 0; y < size; ++y) {
        for (int x = 0; x < size; ++x) {
          int i = p.index({x, y});
          if (p.empty(i) && stones_within_two(p, i) > 0) out.push_back(i);
        }
      }
      return out;
    };
    auto check = [&] {
      std::vector<int> seen, seen_with_square;
      p.for_each_near([&](int i) { seen.push_back(i); });
      p.for_each_near([&](int i, Square q) {
        REQUIRE(p.index(q) == i);
        seen_with_square.push_back(i);
      });
      REQUIRE(seen == expected());
      REQUIRE(seen_with_square == seen);
    };
    check(); // none on an empty board
    // Stones anywhere, the edges and corners too, until a third of the board is full.
    while (p.stone_count() < size * size / 3) {
      int i = p.index({static_cast<int>(rng() % static_cast<unsigned>(size)),
                       static_cast<int>(rng() % static_cast<unsigned>(size))});
      if (!p.empty(i)) continue;
      p.play(i);
      check();
    }
    while (p.stone_count() > 0) {
      p.undo();
      check();
    }
  }
}

// Plays a game's moves on p, then takes up to 15 of them back, calling check() after each.
template <class F>
void play_and_take_back(Position& p, const Game& g, F check) {
  for (Square s : g.moves()) {
    p.play(p.index(s));
    check();
  }
  for (int k = 0; k < 15 && p.stone_count() > 0; ++k) {
    p.undo();
    check();
  }
}

TEST_CASE("the kept four and five points equal a scan of the board, through play and undo") {
  std::mt19937_64 rng(11);
  for (Rule rule : {Rule::Freestyle, Rule::Standard, Rule::Renju}) {
    for (int game = 0; game < 20; ++game) {
      Game g = random_game(rng, rule, 20 + game);
      Position p(15, rule);
      auto check = [&] {
        for (int c = 0; c < 2; ++c) {
          std::vector<int> kept, scanned;
          int fives = 0;
          p.for_each_four(c, [&](int i) { kept.push_back(i); });
          for (int i = 0; i < p.cells(); ++i) {
            if (!p.on_board(i) || !p.empty(i)) continue;
            if (p.makes_four(c, i)) scanned.push_back(i);
            if (p.makes_five(c, i)) ++fives;
          }
          REQUIRE(kept == scanned);
          REQUIRE(p.five_count(c) == fives);
        }
      };
      play_and_take_back(p, g, check);
    }
  }
}

// Positions p and q agree on what lean moves keep: fives, four points, patterns, PointInfo,
// legality and the hash.
void require_same_threats(const Position& p, const Position& q) {
  REQUIRE(p.hash() == q.hash());
  for (int c = 0; c < 2; ++c) {
    REQUIRE(p.five_count(c) == q.five_count(c));
    std::vector<int> fours, q_fours;
    p.for_each_four(c, [&](int i) { fours.push_back(i); });
    q.for_each_four(c, [&](int i) { q_fours.push_back(i); });
    REQUIRE(fours == q_fours);
    for (int i = 0; i < p.cells(); ++i) {
      if (!p.on_board(i) || !p.empty(i)) continue;
      for (int d = 0; d < 4; ++d) REQUIRE(p.pattern(c, i, d) == q.pattern(c, i, d));
      PointInfo x = p.info(c, i), y = q.info(c, i);
      REQUIRE((x.fives == y.fives && x.fours == y.fours && x.open_fours == y.open_fours && x.threes == y.threes));
      REQUIRE(p.legal(c, i) == q.legal(c, i));
    }
  }
}

// Everything else a full move keeps: the evaluation terms and the points near the stones.
void require_same_full_state(const Position& p, const Position& q) {
  require_same_position(p, q);
  for (int c = 0; c < 2; ++c) {
    for (int t = 0; t < kEvalTermCount; ++t) REQUIRE(p.term_count(c, t) == q.term_count(c, t));
  }
  std::vector<int> near, q_near;
  p.candidates(near);
  q.candidates(q_near);
  REQUIRE(near == q_near);
}

TEST_CASE("lean moves keep the patterns, fours and fives of full moves, and undo restores everything") {
  std::mt19937_64 rng(23);
  for (Rule rule : {Rule::Freestyle, Rule::Standard, Rule::Renju, Rule::Classic}) {
    for (int game = 0; game < 10; ++game) {
      Game g = random_game(rng, rule, 30);
      const auto& moves = g.moves();
      const std::size_t full = 15 + static_cast<std::size_t>(game);
      Position p(15, rule), reference(15, rule), before(15, rule);
      for (std::size_t k = 0; k < moves.size(); ++k) {
        int i = p.index(moves[k]);
        if (k < full) {
          p.play(i);
          before.play(i);
        } else {
          p.play_lean(i);
        }
        reference.play(i);
        require_same_threats(p, reference);
      }
      // Back to the last full move, then on with full moves (as the search does after its
      // probe by fours).
      while (static_cast<std::size_t>(p.stone_count()) > full) p.undo();
      require_same_threats(p, before);
      require_same_full_state(p, before);
      for (std::size_t k = full; k < moves.size(); ++k) p.play(p.index(moves[k]));
      require_same_threats(p, reference);
      require_same_full_state(p, reference);
    }
  }
}

TEST_CASE("the kept evaluation terms equal a count from the patterns, through play and undo") {
  // The reference: every empty point's four patterns, and its two strongest lines.
  auto recount = [](const Position& p, int c) {
    std::array<int, kEvalTermCount> n{};
    for (int i = 0; i < p.cells(); ++i) {
      if (!p.on_board(i) || !p.empty(i)) continue;
      std::vector<int> levels;
      for (int d = 0; d < 4; ++d) {
        ++n[p.pattern(c, i, d)];
        levels.push_back(point_level(p.pattern(c, i, d)));
      }
      std::sort(levels.rbegin(), levels.rend());
      if (levels[1] >= 0) ++n[static_cast<std::size_t>(point_term(levels[0], levels[1]))];
    }
    return n;
  };
  std::mt19937_64 rng(13);
  for (Rule rule : {Rule::Freestyle, Rule::Renju}) {
    for (int game = 0; game < 10; ++game) {
      Game g = random_game(rng, rule, 30 + game);
      Position p(15, rule);
      auto check = [&] {
        for (int c = 0; c < 2; ++c) {
          auto n = recount(p, c);
          for (int t = kL1; t < kEvalTermCount; ++t) REQUIRE(p.term_count(c, t) == n[static_cast<std::size_t>(t)]);
        }
      };
      play_and_take_back(p, g, check);
    }
  }
}

TEST_CASE(
    "the evaluation weighs the terms with its rule's weights, and Freestyle's and Renju's differ at L3 and "
    "Renju White's at B4") {
  for (Rule rule : {Rule::Freestyle, Rule::Standard, Rule::Renju, Rule::Classic}) {
    // An open three for Black, a closed two and a lone stone for White: L3 terms on both sides.
    Position p = Position::from_board(stones("h8 i8 j8 h10", "g8 f9 a1"), rule, Stone::White);
    for (int c = 0; c < 2; ++c) {
      const Stone to_move = colour_stone(c);
      p.set_side_to_move(to_move);
      const EvalWeightSet w = eval_weights(rule, to_move);
      const TermCounts& own = p.term_counts(c);
      const TermCounts& other = p.term_counts(1 - c);
      int sum = 0;
      for (std::size_t t = 0; t < kEvalTermCount; ++t) sum += (*w.own)[t] * own[t] - (*w.other)[t] * other[t];
      const auto& threats = kThreatValue[static_cast<std::size_t>(threat_table(rule, c))];
      CHECK(p.evaluate() == sum / 4 + threats[static_cast<std::size_t>(threat_mask(own, other))]);
    }
  }
  for (Rule rule : {Rule::Standard, Rule::Classic}) {
    for (Stone to_move : {Stone::Black, Stone::White}) {
      CHECK(eval_weights(rule, to_move).own == &kOwnWeight);
      CHECK(eval_weights(rule, to_move).other == &kOtherWeight);
    }
  }
  // Freestyle: the same weights for both colours, a lower L3 than the shared one.
  const EvalWeightSet free_black = eval_weights(Rule::Freestyle, Stone::Black);
  const EvalWeightSet free_white = eval_weights(Rule::Freestyle, Stone::White);
  CHECK(*free_black.own == *free_white.own);
  CHECK(*free_black.other == *free_white.other);
  for (int t = 0; t < kEvalTermCount; ++t) {
    const auto i = static_cast<std::size_t>(t);
    CAPTURE(eval_term_name(t));
    CHECK(((*free_black.own)[i] == kOwnWeight[i]) == (t != kL3));
    CHECK(((*free_black.other)[i] == kOtherWeight[i]) == (t != kL3));
  }
  CHECK((*free_black.own)[kL3] < kOwnWeight[kL3]);
  CHECK((*free_black.other)[kL3] < kOtherWeight[kL3]);
  // Renju: Black to move sees its own weights and White's, White to move the reverse. Black's
  // differ from the shared ones at L3, White's at L3 and B4, in both views.
  const EvalWeightSet black = eval_weights(Rule::Renju, Stone::Black);
  const EvalWeightSet white = eval_weights(Rule::Renju, Stone::White);
  for (int t = 0; t < kEvalTermCount; ++t) {
    const auto i = static_cast<std::size_t>(t);
    CAPTURE(eval_term_name(t));
    CHECK(((*black.own)[i] == kOwnWeight[i]) == (t != kL3));
    CHECK(((*white.other)[i] == kOtherWeight[i]) == (t != kL3));
    CHECK(((*white.own)[i] == kOwnWeight[i]) == (t != kL3 && t != kB4));
    CHECK(((*black.other)[i] == kOtherWeight[i]) == (t != kL3 && t != kB4));
  }
  CHECK((*white.own)[kB4] > kOwnWeight[kB4]);
  CHECK((*black.other)[kB4] > kOtherWeight[kB4]);
  CHECK((*black.own)[kL3] < kOwnWeight[kL3]);
  CHECK((*white.own)[kL3] < (*black.own)[kL3]);
  CHECK((*white.other)[kL3] < kOtherWeight[kL3]);
  CHECK((*black.other)[kL3] < (*white.other)[kL3]);
}

TEST_CASE("every pair of line levels has its own point term, and every term a name") {
  std::vector<int> seen;
  for (int a = 0; a < kPointLevels; ++a) {
    for (int b = 0; b <= a; ++b) seen.push_back(point_term(a, b));
  }
  std::sort(seen.begin(), seen.end());
  CHECK(std::adjacent_find(seen.begin(), seen.end()) == seen.end());
  CHECK(seen.front() == kPointFirst);
  CHECK(seen.back() == kEvalTermCount - 1);
  CHECK(std::string(eval_term_name(point_term(3, 2))) == "B4+L3");
  CHECK(std::string(eval_term_name(kL3)) == "L3");
  CHECK(std::string(eval_term_name(kEvalTermCount)) == "?");
}

TEST_CASE("the threat mask names the kinds of threat point each side has") {
  // An open three: g8 and k8 make straight fours, f8 and l8 fours; White has nothing.
  Position open = Position::from_board(stones("h8 i8 j8", "a1 a3"), Rule::Freestyle, Stone::White);
  CHECK(threat_bits(open.term_counts(0)) == (kFlexFourBit | kFourBit));
  CHECK(threat_bits(open.term_counts(1)) == 0);
  CHECK(threat_mask(open.term_counts(1), open.term_counts(0)) == (kFlexFourBit | kFourBit) << kThreatBits);

  // A closed three across an open two: k8 makes a four and a three at once (4-3); k11 and
  // k7 make threes.
  Position four_three = Position::from_board(stones("h8 i8 j8 k9 k10", "g8 a1"), Rule::Freestyle, Stone::White);
  CHECK(threat_bits(four_three.term_counts(0)) == (kFourPlusBit | kFourBit | kThreeBit));

  // Two open twos crossing at an empty point: a stone there makes two threes (3-3).
  Position three_three = Position::from_board(stones("h9 h10 i8 j8", "a1 a3"), Rule::Freestyle, Stone::White);
  CHECK(threat_bits(three_three.term_counts(0)) == (kThreePlusBit | kThreeBit));

  CHECK(threat_table(Rule::Freestyle, 1) == threat_table(Rule::Standard, 0));
  CHECK(threat_table(Rule::Renju, 0) != threat_table(Rule::Renju, 1));
}

TEST_CASE("the defence filter keeps every point that stops a threatened straight four") {
  // Random positions where the side to move faces an open three (or a double-four point):
  // every point whose stone leaves the opponent with no such threat must pass the filter.
  std::mt19937_64 rng(5);
  int positions = 0, defences = 0;
  for (Rule rule : {Rule::Freestyle, Rule::Renju}) {
    for (int game = 0; game < 300 && positions < 150; ++game) {
      Game g = random_game(rng, rule, 12 + static_cast<int>(rng() % 30));
      Position p = Position::from_board(g.board(), rule, g.side_to_move());
      int a = colour_index(p.side_to_move()), d = 1 - a;
      auto threatened = [&] {
        bool any = false;
        p.for_each_near([&](int q) {
          PointInfo pi = p.info(d, q);
          if ((pi.open_fours > 0 || pi.fours >= 2) && p.legal(d, q)) any = true;
        });
        return any;
      };
      bool fives = p.five_count(0) > 0 || p.five_count(1) > 0;
      if (fives || !threatened()) continue;
      ++positions;
      std::vector<int> points;
      p.for_each_near([&](int i) { points.push_back(i); });
      for (int i : points) {
        if (!p.legal(a, i)) continue;
        p.play(i);
        bool stops = !threatened();
        p.undo();
        if (!stops) continue;
        ++defences;
        CAPTURE(rule_name(rule));
        CAPTURE(Board(15).name(p.square(i)));
        CHECK(may_stop_straight_four(p, d, i));
      }
    }
  }
  CHECK(positions >= 50);
  CHECK(defences >= positions);
}

TEST_CASE("a point off the lines of a four-three point leaves it a four-three point") {
  // The search answers an opponent's four-three point with its lines' points (and own fours)
  // only: any other stone must leave the point's patterns, and so the threat, as they were.
  std::mt19937_64 rng(8);
  int positions = 0, others = 0;
  for (Rule rule : {Rule::Freestyle, Rule::Renju}) {
    for (int game = 0; game < 400 && positions < 120; ++game) {
      Game g = random_game(rng, rule, 12 + static_cast<int>(rng() % 30));
      Position p = Position::from_board(g.board(), rule, g.side_to_move());
      int a = colour_index(p.side_to_move()), d = 1 - a;
      if (p.five_count(0) > 0 || p.five_count(1) > 0) continue;
      int point = -1;
      p.for_each_four(d, [&](int q) {
        PointInfo pi = p.info(d, q);
        if (point < 0 && pi.fours > 0 && pi.threes > 0 && p.legal(d, q)) point = q;
      });
      if (point < 0) continue;
      ++positions;
      std::array<std::uint8_t, 4> before{};
      for (int dir = 0; dir < 4; ++dir) before[static_cast<std::size_t>(dir)] = p.pattern(d, point, dir);
      std::vector<int> points;
      p.for_each_near([&](int i) { points.push_back(i); });
      for (int i : points) {
        if (on_lines_through(p, point, i) || !p.legal(a, i)) continue;
        ++others;
        p.play(i);
        CAPTURE(rule_name(rule));
        CAPTURE(Board(15).name(p.square(i)));
        for (int dir = 0; dir < 4; ++dir) CHECK(p.pattern(d, point, dir) == before[static_cast<std::size_t>(dir)]);
        CHECK(p.legal(d, point));
        p.undo();
      }
    }
  }
  CHECK(positions >= 50);
  CHECK(others >= positions);
}

TEST_CASE("the four-three filter keeps every move that stops a four-three") {
  // Random positions where the opponent has a four-three point (Freestyle, and Renju with
  // White attacking: a four-three surely wins for them): every move after which the opponent
  // has no win by fours must pass the filter.
  std::mt19937_64 rng(9);
  int positions = 0, defences = 0, by_five_point = 0;
  for (Rule rule : {Rule::Freestyle, Rule::Renju}) {
    for (int game = 0; game < 1500 && positions < 100; ++game) {
      Game g = random_game(rng, rule, 12 + static_cast<int>(rng() % 30));
      Position p = Position::from_board(g.board(), rule, g.side_to_move());
      int a = colour_index(p.side_to_move()), d = 1 - a;
      if (p.five_count(0) > 0 || p.five_count(1) > 0 || (rule == Rule::Renju && d == 0)) continue;
      int point = -1;
      bool open = false;
      p.for_each_four(d, [&](int q) {
        PointInfo pi = p.info(d, q);
        if (pi.open_fours > 0 || pi.fours >= 2) open = true;
        if (point < 0 && pi.fours > 0 && pi.threes > 0 && p.legal(d, q)) point = q;
      });
      if (point < 0 || open) continue; // a straight four threatened is answered otherwise
      // Only where it wins if we do nothing (the forced block may be a four of ours).
      p.pass();
      bool wins = find_vcf(p, 20, 200000).win;
      p.pass();
      if (!wins) continue;
      ++positions;
      FourThree f = four_three_at(p, d, point);
      REQUIRE(f.five >= 0);
      std::vector<int> points;
      p.for_each_near([&](int i) { points.push_back(i); });
      for (int i : points) {
        if (!p.legal(a, i)) continue;
        p.play(i);
        ThreatResult r = find_vcf(p, 20, 200000);
        p.undo();
        if (r.win || r.aborted) continue;
        ++defences;
        if (!on_lines_through(p, point, i) && !p.makes_four(a, i)) ++by_five_point;
        CAPTURE(rule_name(rule));
        CAPTURE(Board(15).name(p.square(point)));
        CAPTURE(Board(15).name(p.square(i)));
        CHECK(may_stop_four_three(p, f, i));
      }
    }
  }
  CHECK(positions >= 50);
  CHECK(defences >= positions);
  CHECK(by_five_point > 0); // stopping it by the five point's lines does happen
}

TEST_CASE("Renju legality agrees with the exact foul checker") {
  std::mt19937_64 rng(11);
  int fouls = 0;
  for (int n = 0; n < 12; ++n) {
    Game g = random_game(rng, Rule::Renju, 30 + n * 3);
    Position p = Position::from_board(g.board(), Rule::Renju, Stone::Black);
    for (int y = 0; y < 15; ++y) {
      for (int x = 0; x < 15; ++x) {
        if (g.board().at({x, y}) != Stone::Empty) continue;
        bool foul = renju_foul(g.board(), {x, y}) != Foul::None;
        fouls += foul;
        REQUIRE(p.legal(0, p.index({x, y})) == !foul);
        REQUIRE(p.legal(1, p.index({x, y})));
      }
    }
  }
  CHECK(fouls > 10); // the sample did contain forbidden points
}

TEST_CASE("Beginner completes its five when it can, else blocks the opponent's") {
  std::mt19937_64 rng(3);
  int wins = 0, blocks = 0;
  for (Rule rule : {Rule::Freestyle, Rule::Standard, Rule::Renju, Rule::Classic}) {
    for (int n = 0; n < 40; ++n) {
      Game g = random_game(rng, rule, 12 + static_cast<int>(rng() % 30));
      Board b = g.board();
      Stone me = g.side_to_move();
      auto mine = winning_points(b, me, rule);
      auto theirs = winning_points(b, opponent(me), rule);
      Options o;
      o.level = Level::Beginner;
      o.seed = static_cast<std::uint64_t>(n);
      Choice c = choose_move(g, o);
      REQUIRE(c.move);
      CHECK(g.board().at(*c.move) == Stone::Empty);
      if (!mine.empty()) {
        CHECK(contains(mine, *c.move));
        ++wins;
      } else if (!theirs.empty() &&
                 (rule != Rule::Renju || me == Stone::White || renju_foul(g.board(), *c.move) == Foul::None)) {
        CHECK(contains(theirs, *c.move));
        ++blocks;
      }
      Game after = g;
      CHECK(after.play(*c.move) == MoveStatus::Played);
    }
  }
  CHECK(wins > 5);
  CHECK(blocks > 5);
}

TEST_CASE("Beginner finishes every shape of four: straight, dead and the three broken ones") {
  for (const char* black : {"d8 e8 f8 g8", "e8 f8 g8 h8", "d8 f8 g8 h8", "d8 e8 g8 h8", "d8 e8 f8 h8"}) {
    Game g(Rule::Freestyle);
    Board b = stones(black, "c8 a1 a3 a5");
    // Black to move with four stones each.
    Position p = Position::from_board(b, Rule::Freestyle, Stone::Black);
    Options o;
    o.level = Level::Beginner;
    Choice c = choose_move(p, o);
    REQUIRE(c.move);
    b.set(*c.move, Stone::Black);
    CHECK_MESSAGE(makes_win(b, *c.move, Rule::Freestyle), black);
  }
}

TEST_CASE("Tutorial: own four first, then the opponent's four, own three before the opponent's three") {
  Options o;
  o.level = Level::Tutorial;
  // White has an open four; Black has nothing better: Black blocks at one end.
  Position open4 = Position::from_board(stones("a1 c1 e1 a15", "i8 j8 k8 l8"), Rule::Freestyle, Stone::Black);
  std::string m = name(open4, choose_move(open4, o).move);
  CHECK((m == "h8" || m == "m8"));
  // Black's own four comes before White's four.
  Position own4 = Position::from_board(stones("c3 c4 c5 c6", "i8 j8 k8 l8"), Rule::Freestyle, Stone::Black);
  m = name(own4, choose_move(own4, o).move);
  CHECK((m == "c2" || m == "c7"));
  // Black makes a four from its three rather than stop White's three.
  Position threes = Position::from_board(stones("c3 c4 c5", "i8 j8 k8"), Rule::Freestyle, Stone::Black);
  m = name(threes, choose_move(threes, o).move);
  CHECK((m == "c1" || m == "c2" || m == "c6" || m == "c7"));
  // With nothing on the board worth a window, next to the opponent's last move.
  Position lone(15, Rule::Freestyle);
  lone.play(at(lone, "h8"));
  auto s = choose_move(lone, o).move;
  REQUIRE(s);
  CHECK(std::abs(s->x - 7) <= 1);
  CHECK(std::abs(s->y - 7) <= 1);
}

namespace {

// Random stones anywhere on the board, edges included, with nobody's five on it.
Position random_position(std::mt19937_64& rng, int size, Rule rule, int n) {
  Position p(size, rule);
  for (int tries = 0; p.stone_count() < n && tries < 4 * n; ++tries) {
    int i = p.index(
        {static_cast<int>(rng() % static_cast<unsigned>(size)), static_cast<int>(rng() % static_cast<unsigned>(size))});
    if (!p.empty(i) || p.makes_five(0, i) || p.makes_five(1, i)) continue;
    p.place(i, rng() % 2 == 0 ? Stone::Black : Stone::White);
  }
  return p;
}

} // namespace

TEST_CASE("the Tutorial level's window count equals a count of every window") {
  // The reference: each five-point window through i on its own.
  auto reference = [](const Position& p, int c, int i) {
    std::uint8_t own = static_cast<std::uint8_t>(c + 1);
    int best = 0, count = 0;
    for (int d = 0; d < 4; ++d) {
      for (int first = -4; first <= 0; ++first) {
        int n = 0;
        bool clear = true;
        for (int k = first; k < first + 5; ++k) {
          std::uint8_t v = p.at(i + k * p.step(d));
          n += v == own;
          clear = clear && (v == own || v == Position::kEmpty);
        }
        if (!clear || n < best) continue;
        count = n > best ? 1 : count + 1;
        best = n;
      }
    }
    return std::pair<int, int>{best, count};
  };
  std::mt19937_64 rng(41);
  int checked = 0;
  for (int size : {15, 19}) {
    for (int round = 0; round < 40; ++round) {
      Position p = random_position(rng, size, Rule::Freestyle, 5 + round * 2);
      for (int i = 0; i < p.cells(); ++i) {
        if (!p.empty(i)) continue;
        for (int c = 0; c < 2; ++c) {
          auto [best, count] = window_count(p, c, i);
          auto [want_best, want_count] = reference(p, c, i);
          if (best != want_best || count != want_count) {
            FAIL_CHECK("size " << size << " point " << name(p, p.square(i)) << " colour " << c << ": " << best << "x"
                               << count << ", want " << want_best << "x" << want_count);
          }
          ++checked;
        }
      }
    }
  }
  CHECK(checked > 20000);
}

TEST_CASE("choosing a move on the AI's own position leaves it as it was, at every level and budget") {
  std::mt19937_64 rng(43);
  for (Rule rule : {Rule::Freestyle, Rule::Renju}) {
    for (int round = 0; round < 12; ++round) {
      Position p = random_position(rng, 15, rule, 4 + round * 3);
      p.set_side_to_move(round % 2 == 0 ? Stone::Black : Stone::White);
      const std::uint64_t hash = p.hash();
      const std::vector<int> history = p.history();
      const Stone side = p.side_to_move();
      // The same stones placed afresh: what every later search reads must match it.
      Position fresh(15, rule);
      for (int i : history) fresh.place(i, p.at(i) == Position::kBlack ? Stone::Black : Stone::White);
      fresh.set_side_to_move(side);
      std::vector<int> fresh_candidates;
      fresh.candidates(fresh_candidates);
      for (Level level : kLevels) {
        for (std::uint64_t nodes : {1ull, 8ull, 300ull}) {
          Options o;
          o.level = level;
          o.max_nodes = nodes;
          o.seed = static_cast<std::uint64_t>(round);
          choose_move(p, o);
          CHECK(p.hash() == hash);
          CHECK(p.history() == history);
          CHECK(p.side_to_move() == side);
          CHECK(p.evaluate() == fresh.evaluate());
          std::vector<int> candidates;
          p.candidates(candidates);
          CHECK(candidates == fresh_candidates);
          int differing = 0;
          for (int i = 0; i < p.cells(); ++i) {
            if (!p.on_board(i) || !p.empty(i)) continue;
            for (int c = 0; c < 2; ++c) {
              PointInfo a = p.info(c, i), b = fresh.info(c, i);
              bool same = a.fives == b.fives && a.fours == b.fours && a.open_fours == b.open_fours &&
                          a.threes == b.threes && p.point_value(c, i) == fresh.point_value(c, i) &&
                          p.neighbours(i) == fresh.neighbours(i);
              for (int d = 0; d < 4; ++d) same = same && p.pattern(c, i, d) == fresh.pattern(c, i, d);
              differing += same ? 0 : 1;
            }
          }
          CHECK(differing == 0);
        }
      }
    }
  }
}

TEST_CASE("the search's Classic legality (from its patterns) agrees with the rule's classic_foul") {
  // The search judges Classic fouls from its incremental patterns (fast); the game and the
  // root judge them with classic_foul. Every empty point near the stones, both colours.
  std::mt19937_64 rng(17);
  int points = 0, fouls = 0;
  for (int game = 0; game < 150; ++game) {
    Game g = random_game(rng, Rule::Classic, 10 + static_cast<int>(rng() % 40));
    Position p = Position::from_board(g.board(), Rule::Classic, g.side_to_move());
    for (int c = 0; c < 2; ++c) {
      p.for_each_near([&](int i) {
        Board b = g.board();
        b.set(p.square(i), colour_stone(c));
        bool legal = classic_foul(b, p.square(i)) == Foul::None;
        ++points;
        fouls += !legal;
        std::string moves;
        for (Square m : g.moves()) moves += b.name(m) + " ";
        INFO("game ", game, " colour ", c, " point ", b.name(p.square(i)), " after ", moves);
        REQUIRE(p.legal(c, i) == legal);
      });
    }
  }
  CHECK(points > 10000);
  CHECK(fouls > 100); // the positions do test fouls
}

TEST_CASE("no level ever plays a foul: Renju (Black) and Classic (both)") {
  for (Rule rule : {Rule::Renju, Rule::Classic}) {
    for (Level level : {Level::Beginner, Level::Tutorial, Level::Medium, Level::Strong}) {
      for (std::uint64_t seed = 1; seed <= 3; ++seed) {
        std::string reason;
        play_out(level, Level::Tutorial, rule, seed, 300, 2, &reason);
        CHECK_MESSAGE(reason.find("forbidden") == std::string::npos, reason);
        CHECK_MESSAGE(reason.find("Black's") == std::string::npos, reason);
        play_out(Level::Tutorial, level, rule, seed, 300, 2, &reason);
        CHECK_MESSAGE(reason.find("White's") == std::string::npos, reason);
      }
    }
  }
}

TEST_CASE("Black is never shown a forbidden point by the strong level, and White uses them") {
  // Black's h8 would be a double-three (f8 g8 + h9 h10); White's i7 j6 k5 + l4 makes a four
  // (g9 and m3 are Black's) whose only winning point is h8: Black cannot stop it.
  Board b = stones("f8 g8 h9 h10 m3 g9", "i7 j6 k5 a3 a5 a7");
  REQUIRE(renju_foul(b, {7, 7}) == Foul::DoubleThree);
  Position renju = Position::from_board(b, Rule::Renju, Stone::White);
  ThreatResult r = find_vcf(renju, 4, 10000);
  REQUIRE(r.win);
  CHECK(name(renju, renju.square(r.line[0])) == "l4");
  Position free = Position::from_board(b, Rule::Freestyle, Stone::White);
  CHECK_FALSE(find_vcf(free, 4, 10000).win);
  Options o;
  o.level = Level::Strong;
  o.max_nodes = 2000;
  CHECK(name(renju, choose_move(renju, o).move) == "l4");
}

TEST_CASE("a forced block is played at once and scored as a loss only when it cannot save the game") {
  // White's four on the second row: a2-d2 has one five point (e2), b2-e2 two (a2 and f2).
  struct Case {
    std::vector<const char*> moves;
    const char* block;
    bool lost;
  };
  for (const Case& c : {Case{{"h8", "a2", "h9", "b2", "j12", "c2", "l3", "d2"}, "e2", false},
                        Case{{"h8", "b2", "h9", "c2", "j12", "d2", "l3", "e2"}, "", true}}) {
    Position p(15, Rule::Freestyle);
    for (const char* m : c.moves) p.play(at(p, m));
    for (Level level : {Level::Medium, Level::Strong}) {
      Options o;
      o.level = level;
      o.max_nodes = 20000;
      Choice choice = choose_move(p, o);
      INFO(c.moves.size(), " moves, level ", static_cast<int>(level), ": ", choice.info.stage, " score ",
           choice.info.score);
      CHECK(choice.info.stage == "block");
      if (c.lost) {
        CHECK(choice.info.score < -(kWinScore - 1000));
      } else {
        CHECK(name(p, choice.move) == std::string(c.block));
        CHECK_FALSE(is_win_score(choice.info.score));
      }
    }
  }
}

TEST_CASE("a quiet move that threatens a win by fours is searched, at the root and below it") {
  // From a Renju game lost to PentaZen (ours Black). After 17 moves White's g7 makes no four
  // and no three, but after it White wins by fours against any answer (e7 f8 h7 f7 g6 f5 g8).
  // The policy ranked it 40th of the root's moves, where only the first 32 were searched, so
  // that even 10 s of search missed it. After 15 moves White's i11 (a three) wins: after any
  // defence, g7 or another such move wins the same way.
  const std::vector<const char*> game = {"h8", "i9",  "k11", "i8", "i10", "h10", "j8",  "i7", "j7",
                                         "j9", "k10", "k9",  "l9", "g9",  "h9",  "i11", "j12"};
  struct Case {
    std::size_t moves;
    const char* win;
    std::uint64_t nodes;
  };
  // i11's win is found after 295,000 nodes with one set of weights for all rules, 441,000
  // with Renju's own (its open three weighs less).
  for (Case c : {Case{17, "g7", 100000}, Case{15, "i11", 600000}}) {
    Position p(15, Rule::Renju);
    for (std::size_t k = 0; k < c.moves; ++k) p.play(at(p, game[k]));
    REQUIRE(p.side_to_move() == Stone::White);
    Options o;
    o.level = Level::Strong;
    o.max_nodes = c.nodes;
    Choice choice = choose_move(p, o);
    INFO(c.moves, " moves: ", choice.info.stage, " depth ", choice.info.depth, " score ", choice.info.score, " nodes ",
         choice.info.nodes);
    CHECK(name(p, choice.move) == std::string(c.win));
    CHECK(choice.info.score > kWinScore - 1000);
  }
}

TEST_CASE("with whole_turn a timed search goes on until the stop at kSearchStopPercent of its time") {
  // A quiet midgame (from the bench), nothing decided within the turn: the search ends at the
  // stop, never earlier (a busy machine only makes it later). Without whole_turn, some of
  // these limits end a depth between 65% and the stop, and the search stops there.
  Position p(15, Rule::Freestyle);
  for (const char* m : {"g7", "g10", "h9", "i10", "i9", "h10", "j10", "h8", "f10", "f8"}) p.play(at(p, m));
  for (int limit = 40; limit <= 240; limit += 20) {
    Options o;
    o.level = Level::Strong;
    o.max_millis = limit;
    o.whole_turn = true;
    Choice choice = choose_move(p, o);
    INFO(limit, " ms: ", choice.info.stage, " depth ", choice.info.depth, " score ", choice.info.score, " after ",
         choice.info.millis);
    REQUIRE(std::abs(choice.info.score) < kWinScore - 1000);
    CHECK(choice.info.millis >= limit * kSearchStopPercent / 100);
  }
}

TEST_CASE("a depth cut short after proving its first move lost does not play that move") {
  // When the budget runs out during a depth that has proved its first move (the last depth's
  // choice) lost, before the other moves are searched at that depth, the search must play
  // the best of the others ("rescue"), not the move it knows to lose. Which budgets end so
  // depends on the search's trees, so one budget in one position breaks with every change
  // to the search: instead each of these positions (from our games against PentaZen, where
  // the search met this case) is searched at a sweep of budgets. A search with a node budget
  // repeats exactly. With each of five different searches measured (this one and four
  // changes to its pruning and ordering), every position met the case at some budget of
  // 20,000-200,000 nodes.
  struct Case {
    Rule rule;
    std::vector<const char*> moves;
  };
  const std::vector<Case> cases = {
      {Rule::Renju, {"h8", "i10", "j6", "f6", "j11", "g9", "k11", "g7", "g8", "f8", "i11", "h11"}},
      {Rule::Renju, {"h8",  "g9",  "h10", "g11", "j9",  "h11", "g10", "f11", "e11", "f10", "e9",
                     "e10", "g12", "d11", "f9",  "c10", "e12", "d10", "b10", "d9",  "d12", "c12"}},
      {Rule::Freestyle, {"h8", "f7", "e5", "g6", "h6", "f8", "g5", "f6", "f5", "h5", "e8", "i7",
                         "e6", "e7", "d7", "g4", "f9", "c6", "d5", "c5", "d6", "d8", "f4"}},
      {Rule::Freestyle, {"h8", "f10", "h9",  "i9",  "k9",  "h10", "g11", "f11", "g8",  "f8",  "f9",
                         "g9", "i11", "e10", "i10", "j11", "d10", "d9",  "c8",  "e11", "e12", "f13"}},
      {Rule::Freestyle, {"h8", "j9", "g9", "h9", "k7", "i7", "j10", "g7", "k9", "h7", "f7", "i8", "k10", "k6"}},
  };
  int rescues = 0, searches = 0;
  for (const Case& c : cases) {
    Position p(15, c.rule);
    for (const char* m : c.moves) p.play(at(p, m));
    for (std::uint64_t budget = 30000; budget <= 180000; budget += 30000) {
      Options o;
      o.level = Level::Strong;
      o.max_nodes = budget;
      std::optional<Square> last; // the first move of the last depth completed
      Choice choice = choose_move(p, o, [&](const Progress& info) {
        if (info.stage == "search" && !info.line.empty()) last = info.line.front();
      });
      ++searches;
      if (choice.info.stage != "rescue") continue;
      ++rescues;
      INFO(c.moves.size(), " moves, ", budget, " nodes");
      REQUIRE(choice.move);
      REQUIRE(last);
      CHECK(*choice.move != *last);
      CHECK(p.legal(colour_index(p.side_to_move()), p.index(*choice.move)));
    }
  }
  // None at all: these positions no longer exercise the rescue. Find others the same way:
  // search the positions of match records at budgets like these and keep those where some
  // budgets end in a rescue under the search as it is and as it was.
  CHECK(rescues > 0);
  MESSAGE(rescues, " searches of ", searches, " ended in a rescue");
}

namespace {

// Is a on one of the four lines through c, at most four points away?
bool near_on_line(Square a, Square c) {
  int dx = a.x - c.x, dy = a.y - c.y;
  bool line = dx == 0 || dy == 0 || dx == dy || dx == -dy;
  return line && std::max(std::abs(dx), std::abs(dy)) <= 4;
}

// A plain VCF reference on the board: the attacker plays fours, the defender the only
// point that stops each; up to `depth` attacking moves. With `seq` (the attacker's fours so
// far, empty at the start), it takes the search probe's shortcut: after the first four, a
// four is tried only if it makes two five points or lies near one of the earlier fours (a
// forced block of the defender's five is always tried).
bool reference_vcf(Board& b, Rule rule, Stone attacker, int depth, std::vector<Square>* seq = nullptr) {
  Stone defender = opponent(attacker);
  if (!winning_points(b, attacker, rule).empty()) return true;
  auto threats = winning_points(b, defender, rule);
  if (depth == 0) return false;
  for (int y = 0; y < b.size(); ++y) {
    for (int x = 0; x < b.size(); ++x) {
      Square s{x, y};
      if (b.at(s) != Stone::Empty) continue;
      if (!threats.empty() && !(threats.size() == 1 && threats[0] == s)) continue;
      if (rule == Rule::Renju && attacker == Stone::Black && renju_foul(b, s) != Foul::None) continue;
      b.set(s, attacker);
      auto fives = winning_points(b, attacker, rule);
      bool dropped = seq != nullptr && !seq->empty() && threats.empty() && fives.size() < 2 &&
                     std::none_of(seq->begin(), seq->end(), [&](Square q) { return near_on_line(q, s); });
      bool win = false;
      if (dropped) {
        win = false;
      } else if (fives.size() >= 2) {
        win = true;
      } else if (fives.size() == 1) {
        Square f = fives[0];
        if (rule == Rule::Renju && defender == Stone::Black && renju_foul(b, f) != Foul::None) {
          win = true;
        } else {
          b.set(f, defender);
          if (seq != nullptr) seq->push_back(s);
          win = reference_vcf(b, rule, attacker, depth - 1, seq);
          if (seq != nullptr) seq->pop_back();
          b.set(f, Stone::Empty);
        }
      }
      b.set(s, Stone::Empty);
      if (win) return true;
    }
  }
  return false;
}

// Replays a VCF line on the board and checks every step.
bool valid_vcf(Board b, Rule rule, Stone attacker, const std::vector<Square>& line) {
  Stone defender = opponent(attacker);
  for (std::size_t k = 0; k < line.size(); k += 2) {
    Square a = line[k];
    if (b.at(a) != Stone::Empty) return false;
    if (rule == Rule::Renju && attacker == Stone::Black && renju_foul(b, a) != Foul::None) return false;
    if (!winning_points(b, defender, rule).empty() && !contains(winning_points(b, defender, rule), a)) return false;
    b.set(a, attacker);
    if (makes_win(b, a, rule)) return true;
    auto fives = winning_points(b, attacker, rule);
    if (fives.size() >= 2) return k + 1 == line.size();
    if (fives.size() != 1) return false;
    if (rule == Rule::Renju && defender == Stone::Black && renju_foul(b, fives[0]) != Foul::None) return true;
    if (k + 1 >= line.size() || line[k + 1] != fives[0]) return false;
    b.set(fives[0], defender);
  }
  return false;
}

} // namespace

TEST_CASE("VCF: every win found is a real one, and no short win is missed") {
  std::mt19937_64 rng(5);
  int solved = 0, unsolved = 0;
  for (Rule rule : {Rule::Freestyle, Rule::Renju}) {
    for (int n = 0; n < 14; ++n) {
      Game g = random_game(rng, rule, 14 + static_cast<int>(rng() % 24));
      Board b = g.board();
      Stone me = g.side_to_move();
      if (!winning_points(b, me, rule).empty() || !winning_points(b, opponent(me), rule).empty()) continue;
      Position p = Position::from_board(b, rule, me);
      ThreatResult r = find_vcf(p, 20, 200000);
      bool reference = reference_vcf(b, rule, me, 3);
      if (reference) CHECK(r.win);
      if (r.win) {
        std::vector<Square> line;
        for (int i : r.line) line.push_back(p.square(i));
        CHECK(valid_vcf(b, rule, me, line));
        ++solved;
      } else {
        ++unsolved;
      }
    }
  }
  CHECK(solved >= 3);
  CHECK(unsolved >= 3);
}

namespace {

// A win by threes and fours (at most eight threats) for the side to move is found within
// `nodes`, and its first move is a three or a four of the attacker's.
void check_vct_found(Position& p, std::uint64_t nodes) {
  ThreatResult r = find_vct(p, 8, nodes);
  REQUIRE(r.win);
  CHECK(r.nodes < nodes);
  PointInfo first = p.info(colour_index(p.side_to_move()), r.line[0]);
  CHECK((first.threes > 0 || first.fours > 0));
}

} // namespace

TEST_CASE("VCT: a win by three threats is found within a small budget, short wins first") {
  // Renju, White to move, from a match game (our e6 as Black lost to it). White wins by
  // threes and fours, three threats deep. Searched straight to 8 threats, this took 290,000
  // nodes; deepened a threat at a time, a few thousand.
  Position p(15, Rule::Renju);
  for (const char* m : {"h8", "i10", "k9", "f8", "g11", "h9", "j11", "f11", "i8", "g8", "f10", "e9", "g9", "i7", "d10",
                        "e10", "e11", "d12", "e6"})
    p.play(at(p, m));
  check_vct_found(p, 20000);
  // A search limited to three threats finds it too, and one to two threats does not.
  CHECK(find_vct(p, 3, 200000).win);
  ThreatResult two = find_vct(p, 2, 200000);
  CHECK(!two.win);
  CHECK(!two.aborted);
  // Nothing was left played.
  CHECK(p.stone_count() == 19);
}

TEST_CASE("VCT: a four of the defender's only delays a three, and the win behind it is found") {
  // Renju, White to move, from a match game lost by our Black (the Strong level scored
  // +197 here; 10 s of search did not find White's win). White wins by threes and fours
  // (n7, a four, then threes and fours on the right); Black can answer a three with a four
  // elsewhere first, but White blocks it and the three still stands. When such a four ended
  // the attack (unless White's block was itself a threat), no win by up to 16 threats was
  // found in 20,000,000 nodes.
  Position p(15, Rule::Renju);
  for (const char* m : {"h8", "h10", "j10", "h9", "f10", "g9",  "i11", "i9", "j9",  "g8", "l8", "k9", "j8", "j11", "k8",
                        "i8", "i10", "l7",  "m8", "n8",  "g10", "j7",  "f9", "g12", "e8", "d7", "e9", "k7", "i7"})
    p.play(at(p, m));
  check_vct_found(p, 100000);
  CHECK(p.stone_count() == 29);
}

TEST_CASE("the search's horizon VCF: every win it finds is a real one, and it finds the wins its shortcut keeps") {
  std::mt19937_64 rng(11);
  int wins = 0, none = 0, long_wins = 0;
  for (Rule rule : {Rule::Freestyle, Rule::Renju}) {
    for (int n = 0; n < (rule == Rule::Freestyle ? 300 : 40); ++n) {
      Game g = random_game(rng, rule, 14 + static_cast<int>(rng() % 30));
      Board b = g.board();
      Stone me = g.side_to_move();
      if (!winning_points(b, me, rule).empty() || !winning_points(b, opponent(me), rule).empty()) continue;
      Position p = Position::from_board(b, rule, me);
      int plies = horizon_vcf_plies(p, 10, 200000);
      // The complete search (checked against the reference above) must agree that it wins
      // (the probe's ten fours may end with an eleventh, winning one).
      ThreatResult r = find_vcf(p, 12, 2000000);
      REQUIRE_FALSE(r.aborted);
      if (plies > 0) {
        CHECK(r.win);
        ++wins;
      } else {
        ++none;
      }
      // Every win of up to three fours that the shortcut keeps is found (Freestyle: under
      // Renju White is not restricted, and the reference has no Renju shortcut of its own).
      if (rule == Rule::Freestyle) {
        std::vector<Square> seq;
        bool kept = reference_vcf(b, rule, me, 3, &seq);
        if (kept) CHECK(plies > 0);
        long_wins += kept && !reference_vcf(b, rule, me, 2);
      }
    }
  }
  CHECK(wins >= 5);
  CHECK(none >= 5);
  CHECK(long_wins >= 2); // wins that need the shortcut's filtered second four
}

TEST_CASE("Gomoku: the strong level beats the tutorial level in at least 98% of 200 games") {
  // Colours alternate, the first three stones are random near the centre, and the strong
  // level searches a small fixed number of nodes per move (deterministic, and quick; the
  // count includes the VCF searches at the horizon). Measured on six sets of 200 seeds
  // (these and 200-1199): 1200 wins of 1200. The bar leaves room for a few losses, so that
  // a change to the search that only reshuffles the games does not fail it (at the measured
  // rate, 5 losses in 200 games have a chance below 1 in 5000).
  int wins = 0, draws = 0, losses = 0;
  for (std::uint64_t g = 0; g < 200; ++g) {
    bool strong_black = g % 2 == 0;
    Outcome o = strong_black ? play_out(Level::Strong, Level::Tutorial, Rule::Freestyle, g, 5000, 3)
                             : play_out(Level::Tutorial, Level::Strong, Rule::Freestyle, g, 5000, 3);
    if (o == Outcome::Draw) {
      ++draws;
    } else if ((o == Outcome::BlackWins) == strong_black) {
      ++wins;
    } else {
      ++losses;
    }
  }
  MESSAGE("strong vs tutorial: " << wins << " wins, " << draws << " draws, " << losses << " losses");
  CHECK(wins >= 196);
}

TEST_CASE("the tutorial level beats the beginner level in most games") {
  int wins = 0;
  for (std::uint64_t g = 0; g < 200; ++g) {
    bool tutorial_black = g % 2 == 0;
    Outcome o = tutorial_black ? play_out(Level::Tutorial, Level::Beginner, Rule::Freestyle, g, 0, 3)
                               : play_out(Level::Beginner, Level::Tutorial, Rule::Freestyle, g, 0, 3);
    wins += o != Outcome::Draw && (o == Outcome::BlackWins) == tutorial_black;
  }
  MESSAGE("tutorial vs beginner: " << wins << " wins of 200");
  CHECK(wins >= 150);
}
