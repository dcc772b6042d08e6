// The review of a Gomoku game (engine/gomoku/ai/review.hpp): missed wins, missed
// defences, fouls and wins, on short games built for each.
#include <doctest.h>

#include <array>
#include <string>
#include <string_view>
#include <vector>

#include "engine/gomoku/ai/position.hpp"
#include "engine/gomoku/ai/review.hpp"
#include "engine/gomoku/ai/threat_search.hpp"
#include "engine/gomoku/record.hpp"

using namespace ishi::gomoku;
using namespace ishi::gomoku::ai;

namespace {

Game game_of(std::string_view moves, Rule rule) {
  auto g = load_game(moves, rule, 15, ForbiddenPolicy::Lose);
  REQUIRE_MESSAGE(g, g.error());
  return *g;
}

// The AI's position before move `ply` (1 for the first) of the game.
Position before(const Game& g, int ply) {
  Position p(g.board().size(), g.rule());
  for (int k = 0; k + 1 < ply; ++k) p.play(p.index(g.moves()[static_cast<std::size_t>(k)]));
  return p;
}

std::string name(const Game& g, std::optional<ishi::Square> s) { return s ? g.board().name(*s) : "none"; }

// Black: h8 i8 j8 (g8 White's) and k7 k6; White's i9 and j7 take the diagonals through
// them, so that k8 (a four and a three) is Black's only way to win.
constexpr std::string_view kMissedWin = "h8 g8 i8 i9 j8 j7 k7 a1 k6 o1 c3 k8";

} // namespace

TEST_CASE("gomoku review: a move elsewhere when the mover had a VCF is a missed win") {
  const Game g = game_of(kMissedWin, Rule::Freestyle);
  Position p = before(g, 11);
  const ThreatResult vcf = find_vcf(p, 30, 100000);
  REQUIRE(vcf.win); // k8, the block at l8, then an open four
  const std::vector<PlyReview> plies = review_game(g, {});
  REQUIRE(plies.size() == 12);
  const PlyReview& r = plies[10];
  CHECK(r.ply == 11);
  CHECK(name(g, r.move) == "c3");
  CHECK(r.label == ReviewLabel::MissedWin);
  CHECK(r.loss == 1);
  CHECK(name(g, r.best) == g.board().name(p.square(vcf.line[0])));
  CHECK(name(g, r.best) == "k8");
  // White's k8 at last stops it: no blame for the move that defends.
  CHECK(plies[11].label == ReviewLabel::Ok);
  CHECK(plies[11].loss == 0);
}

TEST_CASE("gomoku review: a move that lets the opponent win by fours is a missed defence") {
  const Game g = game_of(kMissedWin, Rule::Freestyle);
  // After White's o1 (move 10) Black wins by fours; after a stone at k8 it does not.
  Position after_o1 = before(g, 11);
  CHECK(find_vcf(after_o1, 30, 100000).win);
  Position after_k8 = before(g, 10);
  after_k8.play(after_k8.index(*g.board().parse("k8")));
  CHECK_FALSE(find_vcf(after_k8, 30, 100000).win);
  const std::vector<PlyReview> plies = review_game(g, {});
  REQUIRE(plies.size() == 12);
  CHECK(plies[9].label == ReviewLabel::MissedDefence);
  CHECK(plies[9].loss == 1);
  CHECK(name(g, plies[9].best) == "k8");
}

TEST_CASE("gomoku review: the five is a win, another winning four keeps the win, a lost position blames nobody") {
  // Black's open three h8 i8 j8; White plays on the edge throughout.
  const Game g = game_of("h8 a1 i8 a3 j8 a5 k8 a7 l8", Rule::Freestyle);
  const std::vector<PlyReview> plies = review_game(g, {});
  REQUIRE(plies.size() == 9);
  CHECK(plies[5].label == ReviewLabel::MissedDefence); // a5 leaves the open three alone
  // k8 is an open four too, though the engine's win starts at the other end.
  CHECK(name(g, plies[6].best) == "g8");
  CHECK(plies[6].label == ReviewLabel::Ok);
  CHECK(plies[6].loss == 0);
  CHECK(plies[7].label == ReviewLabel::Ok); // nothing stops an open four
  CHECK(plies[8].label == ReviewLabel::Win);
  CHECK(plies[8].loss == 0);
  CHECK(name(g, plies[8].best) == "l8");
}

TEST_CASE("gomoku review: Black's forbidden move under Renju and Classic is a foul, and best is legal") {
  // h8 makes a double-three (f8 g8 h8 and h8 h9 h10).
  const std::string_view moves = "f8 a1 g8 a3 h10 a5 h9 a7 h8";
  for (Rule rule : {Rule::Renju, Rule::Classic}) {
    CAPTURE(rule_name(rule));
    const Game g = game_of(moves, rule);
    REQUIRE(g.result().over());
    const std::vector<PlyReview> plies = review_game(g, {});
    REQUIRE(plies.size() == 9);
    CHECK(plies[8].label == ReviewLabel::Foul);
    CHECK(plies[8].loss == 1);
    REQUIRE(plies[8].best);
    CHECK(*plies[8].best != plies[8].move);
    // The engine's move is no foul: the referee lets it stand.
    Game instead = game_of("f8 a1 g8 a3 h10 a5 h9 a7", rule);
    REQUIRE(instead.play(*plies[8].best) == MoveStatus::Played);
    CHECK(instead.result().ending != Ending::Forbidden);
    CHECK(instead.result().ending != Ending::Foul);
    for (std::size_t k = 0; k < 8; ++k) CHECK(plies[k].label != ReviewLabel::Foul);
  }
  // The same move is no foul in freestyle.
  const Game free = game_of(moves, Rule::Freestyle);
  const std::vector<PlyReview> plies = review_game(free, {});
  REQUIRE(plies.size() == 9);
  CHECK(plies[8].label != ReviewLabel::Foul);
}

TEST_CASE("gomoku review is repeatable and reports each ply as it goes") {
  const Game g = game_of(kMissedWin, Rule::Standard);
  std::vector<PlyReview> reported;
  const std::vector<PlyReview> a = review_game(g, {}, [&](const PlyReview& r) { reported.push_back(r); });
  const std::vector<PlyReview> b = review_game(g, {});
  REQUIRE(a.size() == g.moves().size());
  REQUIRE(b.size() == a.size());
  REQUIRE(reported.size() == a.size());
  for (std::size_t k = 0; k < a.size(); ++k) {
    CAPTURE(k);
    CHECK(a[k].ply == static_cast<int>(k) + 1);
    CHECK(a[k].move == g.moves()[k]);
    for (const PlyReview* other : std::array<const PlyReview*, 2>{&b[k], &reported[k]}) {
      CHECK(other->ply == a[k].ply);
      CHECK(other->move == a[k].move);
      CHECK(other->best == a[k].best);
      CHECK(other->loss == a[k].loss);
      CHECK(other->label == a[k].label);
    }
  }
  CHECK(review_label_name(ReviewLabel::Ok) == "ok");
  CHECK(review_label_name(ReviewLabel::Win) == "win");
  CHECK(review_label_name(ReviewLabel::Foul) == "foul");
  CHECK(review_label_name(ReviewLabel::MissedWin) == "missed-win");
  CHECK(review_label_name(ReviewLabel::MissedDefence) == "missed-defence");
}
