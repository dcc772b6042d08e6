// Reviewing a game from the page: the request and its answer, read back, and the
// controller's review that a change of the game drops.
#include <doctest.h>

#include <chrono>
#include <string>
#include <thread>

#include "app/core/ai_request.hpp"
#include "app/core/controller.hpp"
#include "app/core/review.hpp"
#include "engine/reversi/review.hpp"

using namespace ishi::app;

namespace {

// Ticks until the review of the game is done (or about 60 s have passed).
const ReviewAnswer* wait_for_review(AppState& app) {
  for (int i = 0; i < 12000; ++i) {
    tick_review(app);
    if (const ReviewAnswer* r = finished_review(app)) return r;
    std::this_thread::sleep_for(std::chrono::milliseconds(5));
  }
  return nullptr;
}

// Black misses its four-three at k8 with c3 (the engine's review test has the same game).
constexpr const char* kMissedWin = "h8 g8 i8 i9 j8 j7 k7 a1 k6 o1 c3 k8";

} // namespace

TEST_CASE("review requests read back, and malformed ones are refused") {
  std::string r = gomoku_review_request(ishi::gomoku::Rule::Renju, 15, "h8 i9");
  CHECK(r == "review gomoku renju 15 h8 i9");
  REQUIRE(parse_request(r));
  CHECK(parse_request(r)->review);
  CHECK(request_text(*parse_request(r)) == r);
  CHECK(reversi_review_request("f5d6", 0) == "review reversi 0 f5d6");
  CHECK(request_text(*parse_request("review reversi 0 f5d6")) == "review reversi 0 f5d6");
  CHECK(request_text(*parse_request("review reversi 20")) == "review reversi 20");
  CHECK_FALSE(parse_request("review"));
  CHECK_FALSE(parse_request("review chess"));
  CHECK_FALSE(parse_request("review reversi soon f5"));
  CHECK_FALSE(parse_request("review reversi 0 f5f5"));
  CHECK_FALSE(parse_request("review reversi 0 f5 d6"));
  CHECK_FALSE(parse_request("review gomoku renju 16 h8"));
  CHECK_FALSE(parse_request("review gomoku renju 15 h8 h8"));
  CHECK(answer_request("review gomoku renju").rfind("error ", 0) == 0);
}

TEST_CASE("a review answer has one entry per move, and reads back") {
  auto text = answer_request(gomoku_review_request(ishi::gomoku::Rule::Freestyle, 15, kMissedWin));
  auto r = parse_review_answer(text);
  REQUIRE_MESSAGE(r, text);
  REQUIRE(r->plies.size() == 12);
  CHECK(r->plies[10].move == "c3");
  CHECK(r->plies[10].label == "missed-win");
  CHECK(r->plies[10].best == "k8");
  CHECK(r->plies[10].loss == 1);
  CHECK(r->plies[10].score > 29000); // Black had a forced win
  CHECK(review_answer_json(*r).find(R"("label":"missed-win")") != std::string::npos);
  auto rv = parse_review_answer(answer_request("review reversi 0 f5d6c3"));
  REQUIRE(rv);
  REQUIRE(rv->plies.size() == 3);
  CHECK(rv->plies[0].move == "f5");
  // Each score is the position's value before the move (its best move's), not the played
  // move's.
  ishi::reversi::PlyReview worse;
  worse.ply = 1;
  worse.move = ishi::reversi::parse_square_name("d3");
  worse.best = ishi::reversi::parse_square_name("f5");
  worse.score = -300;
  worse.best_score = 200;
  worse.loss = 5;
  worse.label = ishi::reversi::ReviewLabel::Inaccuracy;
  CHECK(reversi_review_answer({worse}) == "review 1 d3 f5 200 5 inaccuracy");
  CHECK_FALSE(parse_review_answer("review 1 f5 d3 65 0"));
  CHECK_FALSE(parse_review_answer("review 2 f5 d3 65 0 best"));
  CHECK_FALSE(parse_review_answer("review 1 f5 d3 x 0 best"));
  CHECK_FALSE(parse_review_answer("review 1 f5 d3 65 -1 best"));
  CHECK_FALSE(parse_review_answer("error bad"));
  CHECK(parse_review_answer("review"));
}

TEST_CASE("the controller reviews the game, shows the better move, and a change drops the review") {
  AppState app;
  Settings s;
  start_new_game(app, s, 1);
  CHECK_FALSE(start_review(app)); // nothing to review
  REQUIRE(import_record(app, kMissedWin).ok);
  REQUIRE(start_review(app));
  CHECK(app.review_dialog);
  CHECK(review_progress(app));
  const ReviewAnswer* r = wait_for_review(app);
  REQUIRE(r);
  CHECK(r->plies.size() == 12);
  CHECK_FALSE(review_progress(app));
  auto summary = review_summary(*r);
  REQUIRE(summary.size() == 2);
  int black_missed = 0;
  for (const ReviewedPly& q : r->plies) black_missed += q.ply % 2 == 1 && q.label == "missed-win";
  CHECK(black_missed >= 1);
  CHECK(summary[0] == "Black: missed win ×" + std::to_string(black_missed));
  CHECK(summary[1].rfind("White", 0) == 0);
  // The graph: Black's value before each move; before c3 Black had a forced win.
  auto graph = review_graph(*r, false);
  REQUIRE(graph.size() == 12);
  CHECK(graph[10] == 2000.0f);
  // Going to the position before c3 marks k8 as the better move.
  browse_to(app, 10);
  const ReviewedPly* p = review_of_shown_move(app);
  REQUIRE(p);
  CHECK(p->best == "k8");
  browse_to(app, std::nullopt);
  // Asking again for the same game opens the finished review at once.
  close_review(app);
  CHECK(start_review(app));
  CHECK(finished_review(app) != nullptr);
  // Undo changes the game: the review is dropped and its window closed.
  CHECK(undo(app));
  tick_review(app);
  CHECK(finished_review(app) == nullptr);
  CHECK_FALSE(app.review_dialog);
}
