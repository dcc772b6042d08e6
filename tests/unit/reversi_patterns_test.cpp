// The Reversi pattern evaluation: the fast feature extraction against its square-by-square
// definition, symmetry, the compiled weights, and that the trained weights predict exact
// endgame results better than the hand-tuned evaluation does.
#include <doctest.h>

#include <cmath>
#include <random>
#include <vector>

#include "engine/reversi/endgame.hpp"
#include "engine/reversi/eval.hpp"
#include "engine/reversi/patterns.hpp"
#include "reversi_test_positions.hpp"

using namespace ishi::reversi;
using ishi::testing::random_endgame;

namespace {

// Symmetry s by its definition: mirror columns (bit 0), rows (bit 1), then transpose.
Bits symmetry_by_squares(Bits b, int s) {
  Bits out = 0;
  for (int sq = 0; sq < 64; ++sq) {
    if (!(b & bit(sq))) continue;
    int x = sq & 7, y = sq >> 3;
    if (s & 1) x = 7 - x;
    if (s & 2) y = 7 - y;
    if (s & 4) std::swap(x, y);
    out |= bit(x + 8 * y);
  }
  return out;
}

double correlation(const std::vector<double>& a, const std::vector<double>& b) {
  double n = static_cast<double>(a.size()), sa = 0, sb = 0, saa = 0, sbb = 0, sab = 0;
  for (std::size_t i = 0; i < a.size(); ++i) {
    sa += a[i], sb += b[i], saa += a[i] * a[i], sbb += b[i] * b[i], sab += a[i] * b[i];
  }
  return (n * sab - sa * sb) / std::sqrt((n * saa - sa * sa) * (n * sbb - sb * sb));
}

} // namespace

TEST_CASE("board symmetries: the bit tricks equal their square-by-square definition") {
  std::mt19937_64 rng(11);
  for (int i = 0; i < 1000; ++i) {
    Bits b = rng();
    for (int s = 0; s < 8; ++s) REQUIRE(patterns::symmetry(b, s) == symmetry_by_squares(b, s));
  }
}

TEST_CASE("each pattern is read once per distinct placement: 46 instances in all") {
  // Edge+2X, the 3x3 corner, rows 2-4 and the short diagonals have four placements, the
  // 2x5 corner eight, the long diagonal two.
  int per_pattern[patterns::kPatterns.size()]{};
  for (int k = 0; k < patterns::kInstances; ++k) ++per_pattern[patterns::kInstanceList.first[k].pattern];
  CHECK(patterns::kInstances == 46);
  CHECK(per_pattern[0] == 4);
  CHECK(per_pattern[2] == 8);
  CHECK(per_pattern[6] == 2);
}

TEST_CASE("a pattern's mirror-image configurations share one canonical index") {
  // Row 2 (a2-h2, digits from a2 up): a player disc on a2 alone is 1, on h2 alone 3^7.
  const int row2 = 3;
  REQUIRE(patterns::kPatterns[row2].squares == 0xff00ULL);
  CHECK(patterns::canonical_index(row2, 1) == 1);
  CHECK(patterns::canonical_index(row2, 2187) == 1);
  CHECK(patterns::canonical_index(row2, 2) == 2); // an opponent disc is another configuration
  // The 2x5 corner has no symmetry of its own: every configuration is its own.
  CHECK(patterns::canonical_index(2, 12345) == 12345);
}

TEST_CASE("gathering a pattern's squares by shifts equals gathering them one by one") {
  REQUIRE(patterns::kPatterns.size() == 11); // gather_by_shifts is written for these eleven
  std::mt19937_64 rng(15);
  for (int n = 0; n < 2000; ++n) {
    Bits b = rng();
    for (int i = 0; i < 11; ++i) {
      std::uint32_t want = 0;
      int k = 0;
      for (Bits m = patterns::kPatterns[i].squares; m; m &= m - 1, ++k) {
        if (b & bit(first_square(m))) want |= 1u << k;
      }
      REQUIRE(patterns::gather_by_shifts(i, b) == want);
    }
  }
}

TEST_CASE("pattern features equal their square-by-square definition on 2000 random positions") {
  std::mt19937 rng(12);
  for (int i = 0; i < 2000; ++i) {
    Position p = random_endgame(rng, 4 + i % 56);
    REQUIRE(patterns::features(p.player, p.opponent) == patterns::features_reference(p.player, p.opponent));
  }
}

// The weights file compiled into the engine, to restore it after a test changes the weights.
extern "C" const unsigned char ishi_reversi_weights[];
extern "C" const std::size_t ishi_reversi_weights_size;

TEST_CASE("the pattern evaluation is the sum of the weights of the features' definition") {
  // Random weights over the whole 16-bit range, so that a feature read wrong, a weight read
  // from the wrong place or a sign lost shows.
  const auto n = static_cast<std::size_t>(patterns::kPhases) * static_cast<std::size_t>(patterns::kWeights);
  std::mt19937 rng(14);
  std::vector<std::int16_t> w(n);
  for (auto& x : w) x = static_cast<std::int16_t>(rng());
  REQUIRE(set_pattern_weights(w));
  for (int i = 0; i < 3000; ++i) {
    Position p = random_endgame(rng, 4 + i % 57);
    const std::int16_t* table =
        w.data() + static_cast<std::size_t>(patterns::phase_of(popcount(p.empty()))) * patterns::kWeights;
    int sum = 0;
    for (std::uint32_t f : patterns::features_reference(p.player, p.opponent)) sum += table[f];
    REQUIRE(pattern_evaluate(p.player, p.opponent) == sum);
  }
  auto compiled =
      parse_pattern_weights(std::span<const unsigned char>(ishi_reversi_weights, ishi_reversi_weights_size));
  REQUIRE(compiled);
  REQUIRE(set_pattern_weights(compiled.value()));
}

TEST_CASE("the pattern evaluation is the same in all eight symmetries of a position") {
  REQUIRE(pattern_weights_ok());
  std::mt19937 rng(13);
  for (int i = 0; i < 500; ++i) {
    Position p = random_endgame(rng, 8 + i % 40);
    int v = pattern_evaluate(p.player, p.opponent);
    for (int s = 1; s < 8; ++s) {
      REQUIRE(pattern_evaluate(patterns::symmetry(p.player, s), patterns::symmetry(p.opponent, s)) == v);
    }
  }
}

TEST_CASE("pattern weights: the compiled file is well formed, and a wrong size is refused") {
  CHECK(pattern_weights_ok());
  std::vector<std::int16_t> too_short(10, 1);
  Position p = Position::initial();
  int before = pattern_evaluate(p.player, p.opponent);
  CHECK_FALSE(set_pattern_weights(too_short));
  CHECK(pattern_weights_ok());
  CHECK(pattern_evaluate(p.player, p.opponent) == before);
}

namespace {

// A weights file of the engine's shape whose k-th stored byte is byte(k).
template <class Byte>
std::vector<unsigned char> weights_file(Byte byte) {
  const auto& stored = patterns::stored_weights();
  std::vector<unsigned char> f{'I', 'S', 'H', 'W'};
  auto put32 = [&f](std::uint32_t v) {
    for (int k = 0; k < 4; ++k) f.push_back(static_cast<unsigned char>(v >> (8 * k)));
  };
  put32(patterns::kPhases);
  put32(static_cast<std::uint32_t>(stored.size()));
  for (int phase = 0; phase < patterns::kPhases; ++phase) {
    for (std::size_t k = 0; k < stored.size(); ++k) f.push_back(static_cast<unsigned char>(byte(phase, k)));
  }
  return f;
}

} // namespace

TEST_CASE("pattern weights files: mirror configurations share the stored weight, and malformed files are refused") {
  auto file = weights_file([](int phase, std::size_t k) { return static_cast<int>((k * 7 + phase) % 255) - 127; });
  auto w = parse_pattern_weights(file);
  REQUIRE(w.ok());
  const auto n = static_cast<std::size_t>(patterns::kWeights);
  REQUIRE(w->size() == n * patterns::kPhases);
  const auto& stored = patterns::stored_weights();
  CHECK(stored.size() < n); // the symmetric patterns store about half their configurations
  for (int phase = 0; phase < patterns::kPhases; ++phase) {
    for (std::size_t k = 0; k < stored.size(); k += 97) {
      int byte = static_cast<int>((k * 7 + static_cast<std::size_t>(phase)) % 255) - 127;
      REQUIRE((*w)[static_cast<std::size_t>(phase) * n + stored[k]] == byte * (kWeightScale / kFileScale));
    }
  }
  // The table of canonical forms agrees with canonical_index, configuration by configuration.
  for (int pat = 0; pat < static_cast<int>(patterns::kPatterns.size()); ++pat) {
    std::uint32_t begin = patterns::pattern_offset(pat), end = patterns::pattern_offset(pat + 1);
    for (std::uint32_t i = begin; i < end; i += 3) {
      REQUIRE(patterns::canonical_weight(i) == begin + patterns::canonical_index(pat, i - begin));
    }
  }

  std::vector<unsigned char> bad = file;
  bad[3] = 'X';
  CHECK(parse_pattern_weights(bad).error().find("not a weights file") != std::string::npos);
  bad = file;
  bad[4] = static_cast<unsigned char>(patterns::kPhases + 1);
  CHECK(parse_pattern_weights(bad).error().find("other patterns or phases") != std::string::npos);
  bad = file;
  bad.pop_back();
  CHECK(parse_pattern_weights(bad).error().find("bytes") != std::string::npos);
  bad.resize(7);
  CHECK_FALSE(parse_pattern_weights(bad).ok());
  CHECK_FALSE(parse_pattern_weights({}).ok());
}

namespace {

// The correlations of the trained and the hand-tuned evaluations with the exact score, over
// `count` positions of random play (not the games the weights were trained on) with
// first, first + 1, ... first + spread - 1 empties in turn, solved.
std::pair<double, double> correlations_with_exact(unsigned seed, int count, int first, int spread) {
  std::mt19937 rng(seed);
  Solver solver(first >= 19 ? 20 : 18);
  std::vector<double> exact, trained, hand;
  for (int i = 0; i < count; ++i) {
    Position p = random_endgame(rng, first + i % spread);
    exact.push_back(solver.solve(p).score);
    trained.push_back(pattern_evaluate(p.player, p.opponent));
    hand.push_back(evaluate(p.player, p.opponent));
  }
  return {correlation(trained, exact), correlation(hand, exact)};
}

} // namespace

TEST_CASE("the trained evaluation predicts exact endgame scores better than the hand-tuned one") {
  auto [r_trained, r_hand] = correlations_with_exact(14, 300, 12, 5);
  MESSAGE("correlation with the exact score: trained " << r_trained << ", hand-tuned " << r_hand);
  CHECK(r_trained > 0.8);
  CHECK(r_trained > r_hand + 0.05);
}

TEST_CASE("the trained evaluation of the midgame phases predicts exact scores at 19-20 empties") {
  // Phase 3 (19-24 empties), the first that the midgame search evaluates with: trained on
  // games, so it must know positions of random play too.
  REQUIRE(patterns::phase_of(19) == 3);
  REQUIRE(patterns::phase_of(20) == 3);
  auto [r_trained, r_hand] = correlations_with_exact(15, 40, 19, 2);
  MESSAGE("correlation with the exact score at 19-20 empties: trained " << r_trained << ", hand-tuned " << r_hand);
  CHECK(r_trained > 0.7);
  CHECK(r_trained > r_hand);
}
