// Reviewing a game from the page: the request and its answer, read back, and the
// controller's review that a change of the game drops.
#include <doctest.h>

#include <bit>
#include <chrono>
#include <string>
#include <thread>
#include <vector>

#include "app/core/ai_request.hpp"
#include "app/core/controller.hpp"
#include "app/core/i18n.hpp"
#include "app/core/review.hpp"
#include "engine/gomoku/ai/review.hpp"
#include "engine/reversi/review.hpp"

using namespace ishi::app;

namespace {

// The error that refused a text, or "" when it was read.
template <typename T>
std::string error_of(const ishi::Expected<T>& e) {
  return e ? "" : e.error();
}

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
  auto r = parse_review_answer(text, 15);
  REQUIRE_MESSAGE(r, text);
  REQUIRE(r->plies.size() == 12);
  CHECK(r->plies[10].move == "c3");
  CHECK(r->plies[10].label == "missed-win");
  CHECK(r->plies[10].best == "k8");
  CHECK(r->plies[10].loss == 1);
  CHECK(r->plies[10].score > 29000); // Black had a forced win
  CHECK(review_answer_json(*r).find(R"("label":"missed-win")") != std::string::npos);
  CHECK(r->plies[10].mover == "black");
  CHECK(r->plies[11].mover == "white");
  auto rv = parse_review_answer(answer_request("review reversi 0 f5d6c3"), 8);
  REQUIRE(rv);
  REQUIRE(rv->plies.size() == 3);
  CHECK(rv->plies[0].move == "f5");
  CHECK(rv->plies[0].mover == "black");
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
  CHECK(reversi_review_answer(ishi::reversi::Game(), {worse}) == "review 1 black d3 f5 200 5 inaccuracy");
  for (const char* bad : {"review 1 black f5 d3 65 0", "review 2 black f5 d3 65 0 best",
                          "review 1 black f5 d3 x 0 best", "review 1 black f5 d3 65 -1 best", "error bad"}) {
    CAPTURE(bad);
    CHECK_FALSE(parse_review_answer(bad, 8));
  }
  CHECK(parse_review_answer("review", 8));
}

TEST_CASE("review answers with an unknown mover or label, or a move off the board, are errors") {
  CHECK(parse_review_answer("review 1 black f5 d3 65 0 best 2 white pass pass 0 0 pass 3 black a1 - 0 0 good", 8));
  CHECK(parse_review_answer("review 1 black h8 - 0 0 ok 2 white o15 h9 -30 1 missed-defence", 15));
  CHECK(error_of(parse_review_answer("review 1 black f5 d3 65 3 dubious", 8)) ==
        "token 8 'dubious' at column 27: not a label of a review");
  CHECK(error_of(parse_review_answer("review 1 red f5 d3 65 0 best", 8)) ==
        "token 3 'red' at column 10: not black or white");
  CHECK(error_of(parse_review_answer("review 1 black i9 d3 65 0 best", 8)) ==
        "token 4 'i9' at column 16: not a point or a pass");
  for (const char* bad :
       {"review 1 black - d3 65 0 best", "review 1 black f5 z3 65 0 best", "review 1 black f5 d3 65 0 win 2 white"}) {
    CAPTURE(bad);
    CHECK_FALSE(parse_review_answer(bad, 8));
  }
  CHECK_FALSE(parse_review_answer("review 1 black h8 p8 0 0 ok", 15)); // p: the 16th column
  // Every label the engines give is read, and only the bad ones are flagged.
  for (int l = 0; l <= static_cast<int>(ishi::reversi::ReviewLabel::Pass); ++l) {
    std::string name(ishi::reversi::review_label_name(static_cast<ishi::reversi::ReviewLabel>(l)));
    CAPTURE(name);
    CHECK(parse_review_answer("review 1 black f5 d3 65 0 " + name, 8));
    CHECK(review_flagged(name) == (name == "inaccuracy" || name == "mistake" || name == "blunder"));
  }
  for (int l = 0; l <= static_cast<int>(ishi::gomoku::ai::ReviewLabel::MissedDefence); ++l) {
    std::string name(ishi::gomoku::ai::review_label_name(static_cast<ishi::gomoku::ai::ReviewLabel>(l)));
    CAPTURE(name);
    CHECK(parse_review_answer("review 1 black h8 i9 0 0 " + name, 15));
    CHECK(review_flagged(name) == (name == "foul" || name == "missed-win" || name == "missed-defence"));
  }
  CHECK_FALSE(review_flagged("dubious"));
}

TEST_CASE("a Reversi review names each ply's mover, passes included") {
  // Each side plays its legal move of the lowest square: Black passes at move 19.
  ishi::reversi::Game game;
  while (!game.over()) game.play(std::countr_zero(game.position().moves()));
  REQUIRE(game.moves()[18] == ishi::reversi::kPass);
  std::vector<ishi::reversi::PlyReview> plies(game.moves().size());
  for (std::size_t i = 0; i < plies.size(); ++i) {
    plies[i].ply = static_cast<int>(i) + 1;
    plies[i].move = plies[i].best = game.moves()[i];
  }
  auto r = parse_review_answer(reversi_review_answer(game, plies), 8);
  REQUIRE(r);
  REQUIRE(r->plies.size() == game.moves().size());
  ishi::reversi::Position before = game.start();
  for (std::size_t i = 0; i < plies.size(); ++i) {
    CAPTURE(i);
    CHECK(r->plies[i].mover == ishi::reversi::side_name(before.side));
    int m = game.moves()[i];
    before = m == ishi::reversi::kPass ? before.pass() : before.play(m);
  }
  CHECK(r->plies[18].move == "pass");
  CHECK(r->plies[18].mover == "black");
  CHECK(r->plies[19].mover == "white");
}

TEST_CASE("the review graph is Black's value: White's scores change sign, a pass keeps the value before it") {
  // Scores are each mover's, in centi-discs.
  auto r = parse_review_answer(
      "review 1 black f5 f5 200 0 best 2 white d6 d6 300 0 best 3 black pass pass 0 0 pass "
      "4 white c3 c3 -450 0 best 5 black d3 d3 450 0 best",
      8);
  REQUIRE(r);
  CHECK(review_graph(*r, true) == std::vector<float>{2.0f, -3.0f, -3.0f, 4.5f, 4.5f});
  // Gomoku's scores are clamped to the scale's end.
  auto g = parse_review_answer("review 1 black h8 h8 30000 0 ok 2 white i9 i9 -50 0 ok", 15);
  REQUIRE(g);
  CHECK(review_graph(*g, false) == std::vector<float>{2000.0f, 50.0f});
}

TEST_CASE("the review summary joins its labels as the language writes them") {
  auto r = parse_review_answer("review 1 black h8 i9 0 1 missed-win 2 white i8 - 0 0 ok 3 black j8 k8 0 1 foul", 15);
  REQUIRE(r);
  auto en = review_summary(*r);
  REQUIRE(en.size() == 2);
  CHECK(en[0] == "Black: missed win ×1, foul ×1");
  CHECK(en[1] == "White: no mistakes found");
  set_language(Language::Chinese);
  auto zh = review_summary(*r);
  set_language(Language::English);
  CHECK(zh[0] == "黑：错失胜机 ×1，犯规 ×1");
}

TEST_CASE("a review that ended in an error is asked again") {
  AppState app;
  start_new_game(app, Settings{}, 1);
  REQUIRE(import_record(app, "h8 i9 h9").ok);
  REQUIRE(start_review(app).ok);
  const std::string request = app.review_request;
  app.review_error = "the worker failed"; // as an error answer leaves it
  REQUIRE(start_review(app).ok);
  CHECK(app.review_error.empty());
  CHECK(app.review_request == request);
  CHECK(wait_for_review(app) != nullptr);
}

TEST_CASE("the controller reviews the game, shows the better move, and a change drops the review") {
  AppState app;
  Settings s;
  start_new_game(app, s, 1);
  CHECK_FALSE(start_review(app).ok); // nothing to review
  REQUIRE(import_record(app, kMissedWin).ok);
  REQUIRE(start_review(app).ok);
  CHECK(app.review_dialog);
  CHECK(review_progress(app));
  const ReviewAnswer* r = wait_for_review(app);
  REQUIRE(r);
  CHECK(r->plies.size() == 12);
  CHECK_FALSE(review_progress(app));
  auto summary = review_summary(*r);
  REQUIRE(summary.size() == 2);
  int black_missed = 0;
  for (const ReviewedPly& q : r->plies) black_missed += q.mover == "black" && q.label == "missed-win";
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
  CHECK(start_review(app).ok);
  CHECK(finished_review(app) != nullptr);
  // Undo changes the game: the review is dropped and its window closed.
  CHECK(undo(app));
  tick_review(app);
  CHECK(finished_review(app) == nullptr);
  CHECK_FALSE(app.review_dialog);
}
