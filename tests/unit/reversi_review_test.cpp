// The review of a Reversi game (engine/reversi/review.hpp): disc losses against the exact
// solver, the labels' thresholds, passes.
#include <doctest.h>

#include <random>
#include <string>

#include "engine/reversi/endgame.hpp"
#include "engine/reversi/review.hpp"
#include "reversi_test_positions.hpp"

using namespace ishi::reversi;
using ishi::testing::random_endgame;

namespace {

// The exact value of playing `square` in p, for the side that plays it.
int exact_after(Solver& solver, const Position& p, int square) { return -solver.solve(p.play(square)).score; }

ReviewOptions no_limit() {
  ReviewOptions o;
  o.max_millis = 0;
  o.max_nodes = 0;
  return o;
}

} // namespace

TEST_CASE("reversi review: the labels follow the disc loss at the documented thresholds") {
  CHECK(label_for_loss(0) == ReviewLabel::Best);
  CHECK(label_for_loss(1) == ReviewLabel::Good);
  CHECK(label_for_loss(2) == ReviewLabel::Good);
  CHECK(label_for_loss(3) == ReviewLabel::Inaccuracy);
  CHECK(label_for_loss(5) == ReviewLabel::Inaccuracy);
  CHECK(label_for_loss(6) == ReviewLabel::Mistake);
  CHECK(label_for_loss(10) == ReviewLabel::Mistake);
  CHECK(label_for_loss(11) == ReviewLabel::Blunder);
  CHECK(label_for_loss(128) == ReviewLabel::Blunder);
  CHECK(review_label_name(ReviewLabel::Best) == "best");
  CHECK(review_label_name(ReviewLabel::Good) == "good");
  CHECK(review_label_name(ReviewLabel::Inaccuracy) == "inaccuracy");
  CHECK(review_label_name(ReviewLabel::Mistake) == "mistake");
  CHECK(review_label_name(ReviewLabel::Blunder) == "blunder");
  CHECK(review_label_name(ReviewLabel::Pass) == "pass");
}

TEST_CASE("reversi review of endgames agrees with the exact solver, and the worst moves lose discs") {
  std::mt19937 rng(21);
  Solver solver;
  int bad_moves = 0, best_moves = 0;
  for (int i = 0; i < 6; ++i) {
    const Position start = random_endgame(rng, 10 + i % 3); // 10 to 12 empties
    // The solver's worst and best moves in turn, so that the review meets both.
    Game game(start);
    bool worst = i % 2 == 0;
    while (!game.over()) {
      const Position& p = game.position();
      int pick = -1, pick_value = 0;
      for (Bits m = p.moves(); m; m &= m - 1) {
        int v = exact_after(solver, p, first_square(m));
        if (pick < 0 || (worst ? v < pick_value : v > pick_value)) {
          pick = first_square(m);
          pick_value = v;
        }
      }
      REQUIRE(game.play(pick) == Refusal::None);
      worst = !worst;
    }
    const std::vector<PlyReview> plies = review_game(game, no_limit());
    REQUIRE(plies.size() == game.moves().size());
    Position p = start;
    for (std::size_t k = 0; k < plies.size(); ++k) {
      const PlyReview& r = plies[k];
      CAPTURE(i);
      CAPTURE(k);
      CHECK(r.ply == static_cast<int>(k) + 1);
      REQUIRE(r.move == game.moves()[k]);
      if (r.move == kPass) {
        CHECK(r.label == ReviewLabel::Pass);
        p = p.pass();
        continue;
      }
      const int best_value = solver.solve(p).score, played_value = exact_after(solver, p, r.move);
      CHECK(r.exact);
      CHECK(r.best_score == 100 * best_value);
      CHECK(r.score == 100 * played_value);
      CHECK(exact_after(solver, p, r.best) == best_value); // the move named best is one
      CHECK(r.loss == best_value - played_value);
      CHECK(r.label == label_for_loss(r.loss));
      if (played_value < best_value) {
        CHECK(r.loss > 0);
        CHECK(r.label != ReviewLabel::Best);
        ++bad_moves;
      } else {
        CHECK(r.label == ReviewLabel::Best);
        ++best_moves;
      }
      p = p.play(r.move);
    }
  }
  CHECK(bad_moves > 5);
  CHECK(best_moves > 5);
}

TEST_CASE("reversi review: a pass is its own ply, labelled pass, and play goes on after it") {
  // Black (X) has no move: it passes, then White takes the last square.
  auto start = parse_board("OOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOX- X");
  REQUIRE(start);
  auto game = load_transcript("h8", *start);
  REQUIRE(game);
  const std::vector<PlyReview> plies = review_game(*game, no_limit());
  REQUIRE(plies.size() == 2);
  CHECK(plies[0].ply == 1);
  CHECK(plies[0].move == kPass);
  CHECK(plies[0].best == kPass);
  CHECK(plies[0].loss == 0);
  CHECK(plies[0].label == ReviewLabel::Pass);
  CHECK(plies[1].ply == 2);
  CHECK(square_name(plies[1].move) == "h8");
  CHECK(plies[1].best == plies[1].move);
  CHECK(plies[1].label == ReviewLabel::Best);
  CHECK(plies[1].exact);
  CHECK(plies[1].score == 6400); // White ends with every disc
}

TEST_CASE("reversi review of a whole game with a node budget: every ply, passes, exact values near the end") {
  // A 60-move game between two quick players; Black passes twice near the end (plies 55, 59).
  const std::string transcript =
      "d3c5e6d2c2f5d6e3f4f3c3c4d1e2b3b4e1f2c6f1g1b5a5c1b1a4a6a7b6a3g6g5h5d7g3c7g4f6e7f8d8f7c8e8g8g2h3h1h2h4a2a1h6b2"
      "g7h7h8b7b8a8";
  auto game = load_transcript(transcript);
  REQUIRE(game);
  REQUIRE(game->over());
  ReviewOptions budget;
  budget.max_millis = 0;
  budget.max_nodes = 50000; // per move: the same on every machine
  std::vector<int> seen;
  const std::vector<PlyReview> plies = review_game(*game, budget, [&](const PlyReview& r) { seen.push_back(r.ply); });
  REQUIRE(plies.size() == 62);
  REQUIRE(seen.size() == 62);
  Solver solver;
  Position p = game->start();
  for (std::size_t k = 0; k < plies.size(); ++k) {
    const PlyReview& r = plies[k];
    CAPTURE(k);
    CHECK(seen[k] == r.ply);
    CHECK(r.move == game->moves()[k]);
    const bool pass = k == 54 || k == 58;
    CHECK((r.label == ReviewLabel::Pass) == pass);
    if (r.move == kPass) {
      p = p.pass();
      continue;
    }
    CHECK((p.moves() & bit(r.best)) != 0);
    CHECK(r.loss >= 0);
    CHECK(r.label == label_for_loss(r.loss));
    if (popcount(p.empty()) <= 12) {
      // The solver proves these within the budget: the values are the exact ones.
      CHECK(r.exact);
      CHECK(r.best_score == 100 * solver.solve(p).score);
      CHECK(r.score == 100 * exact_after(solver, p, r.move));
    }
    p = p.play(r.move);
  }
}

TEST_CASE("reversi review stops when asked, with the plies done so far") {
  auto game = load_transcript("f5d6c3d3c4");
  REQUIRE(game);
  std::atomic<bool> stop{false};
  ReviewOptions o;
  o.max_millis = 0;
  o.max_nodes = 2000;
  o.stop = &stop;
  const std::vector<PlyReview> plies = review_game(*game, o, [&](const PlyReview& r) {
    if (r.ply == 2) stop = true;
  });
  CHECK(plies.size() == 2);
}
