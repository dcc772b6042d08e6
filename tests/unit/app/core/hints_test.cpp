// The engine's hints: their requests and answers, read back, and asked for the position
// shown by the controller's tick.
#include <doctest.h>

#include <algorithm>
#include <bit>
#include <chrono>
#include <string>
#include <thread>

#include "app/core/ai_request.hpp"
#include "app/core/controller.hpp"
#include "app/core/hints.hpp"
#include "engine/reversi/analysis.hpp"
#include "engine/reversi/game.hpp"

using namespace ishi::app;

namespace {

// Ticks until the hints for the position shown have come (or about 20 s have passed).
const HintAnswer* wait_for_hints(AppState& app) {
  for (int i = 0; i < 4000; ++i) {
    tick_hints(app, 0);
    if (const HintAnswer* h = shown_hints(app)) return h;
    std::this_thread::sleep_for(std::chrono::milliseconds(5));
  }
  return nullptr;
}

// A game played to 12 empties, each side taking its legal move of the highest square (a
// real game, the same every time).
std::string endgame_transcript() {
  ishi::reversi::Game g;
  while (std::popcount(~(g.position().black() | g.position().white())) > 12 && !g.over()) {
    g.play(63 - std::countl_zero(g.position().moves()));
  }
  return ishi::reversi::transcript(g);
}

} // namespace

TEST_CASE("hint requests read back, and malformed ones are refused with a reason") {
  std::string r = gomoku_hint_request(ishi::gomoku::Rule::Renju, 15, "h8 i9", 0);
  CHECK(r == "hints gomoku renju 15 0 h8 i9");
  auto parsed = parse_request(r);
  REQUIRE(parsed);
  CHECK(parsed->hints);
  CHECK(parsed->moves == "h8 i9");
  CHECK(request_text(*parsed) == r);
  CHECK(gomoku_hint_request(ishi::gomoku::Rule::Freestyle, 15, "", 0) == "hints gomoku freestyle 15 0");
  std::string rv = reversi_hint_request(ishi::reversi::Position::initial(), 300);
  CHECK(rv.rfind("hints reversi ", 0) == 0);
  REQUIRE(parse_request(rv));
  CHECK(request_text(*parse_request(rv)) == rv);
  CHECK(answer_request("hints").rfind("error unknown request", 0) == 0);
  CHECK(answer_request("hints chess 1 2 3").rfind("error unknown request 'chess'", 0) == 0);
  CHECK(answer_request("hints gomoku freestyle 15 soon h8").rfind("error token 5 'soon'", 0) == 0);
  CHECK(answer_request("hints gomoku freestyle 15 0 h8 h8").rfind("error ", 0) == 0);
  CHECK(answer_request("hints reversi " + std::string(64, '-') + " X 0 extra").rfind("error ", 0) == 0);
}

TEST_CASE("Reversi hints value every legal move, exactly as the solver does near the end") {
  auto game = ishi::reversi::load_transcript(endgame_transcript());
  REQUIRE(game);
  const ishi::reversi::Position p = game->position();
  REQUIRE(std::popcount(~(p.black() | p.white())) == 12);
  auto answer = parse_hint_answer(answer_request(reversi_hint_request(p, 0)));
  REQUIRE(answer);
  ishi::reversi::AnalysisLimits none{0, 0}; // solve every move
  auto exact = ishi::reversi::analyze_moves(p, none);
  REQUIRE(answer->moves.size() == exact.size());
  for (std::size_t i = 0; i < exact.size(); ++i) {
    INFO("move " << i);
    CHECK(answer->moves[i].exact);
    CHECK(answer->moves[i].score == exact[i].score);
  }
  // Best first.
  for (std::size_t i = 1; i < answer->moves.size(); ++i) CHECK(answer->moves[i - 1].score >= answer->moves[i].score);
}

TEST_CASE("Gomoku hints give the best move and the opponent's threats") {
  // White (to move after Black's h8 h9 h10 and White's i8 i9) faces an open three: the
  // points that would give Black a straight four are h7 and h11 (and its winning fours).
  auto text = answer_request("hints gomoku freestyle 15 0 h8 i8 h9 i9 h10");
  auto h = parse_hint_answer(text);
  REQUIRE_MESSAGE(h, text);
  REQUIRE(h->moves.size() == 1);
  CHECK(
      (h->moves[0].move == "h7" || h->moves[0].move == "h11" || h->moves[0].move == "h6" || h->moves[0].move == "h12"));
  CHECK(h->straight.size() >= 2);
  CHECK(std::find(h->straight.begin(), h->straight.end(), "h11") != h->straight.end());
  CHECK(h->fives.empty());
  // Black to move with four in a column: its own five is the best move, and White (the
  // opponent) threatens nothing.
  auto win = parse_hint_answer(answer_request("hints gomoku freestyle 15 0 h8 a1 h9 a3 h10 a5 h11 a7"));
  REQUIRE(win);
  CHECK((win->moves[0].move == "h7" || win->moves[0].move == "h12"));
  CHECK(win->moves[0].exact);
  // White's four (a1 a2 a3 a4) must be blocked at a5: shown as a five point.
  auto block = parse_hint_answer(answer_request("hints gomoku freestyle 15 0 h8 a1 j10 a2 l12 a3 n9 a4"));
  REQUIRE(block);
  CHECK(block->moves[0].move == "a5");
  CHECK(block->fives == std::vector<std::string>{"a5"});
}

TEST_CASE("a Gomoku opponent's win by fours is named by its first point") {
  // White to move; Black has two open threes that cross at h8: a straight four wins.
  auto h = parse_hint_answer(answer_request("hints gomoku freestyle 15 0 h8 a1 i8 a3 j8 a5 h9 a7 h10"));
  REQUIRE(h);
  CHECK_FALSE(h->vcf.empty());
}

TEST_CASE("hint answers read back, and malformed answers are errors") {
  auto h = parse_hint_answer("hints d3 400 exact c4 -200 d7 line d3 c4 fives e5 straight f6 g7 vcf k10");
  REQUIRE(h);
  REQUIRE(h->moves.size() == 2);
  CHECK(h->moves[0].exact);
  CHECK(h->moves[1].depth == 7);
  CHECK(h->moves[1].score == -200);
  CHECK(h->line.size() == 2);
  CHECK(h->fives == std::vector<std::string>{"e5"});
  CHECK(h->straight.size() == 2);
  CHECK(h->vcf == "k10");
  CHECK(hint_answer_json(*h).find(R"("vcf":"k10")") != std::string::npos);
  CHECK(parse_hint_answer("hints")); // a pass: no moves
  CHECK_FALSE(parse_hint_answer("move d3"));
  CHECK_FALSE(parse_hint_answer("error no move left"));
  CHECK_FALSE(parse_hint_answer("hints d3 400"));
  CHECK_FALSE(parse_hint_answer("hints d3 x exact"));
  CHECK_FALSE(parse_hint_answer("hints d3 400 deep"));
  CHECK_FALSE(parse_hint_answer("hints d3 400 exact line"));
  CHECK_FALSE(parse_hint_answer("hints d3 400 exact vcf a1 b2"));
}

TEST_CASE("the controller asks hints for the position shown, and a game played with them says so") {
  AppState app;
  Settings s;
  s.game = GameKind::Reversi;
  start_new_game(app, s, 1);
  REQUIRE(import_record(app, endgame_transcript()).ok);
  tick_hints(app, 0);
  CHECK(app.hint_request.empty()); // off by default
  CHECK(shown_hints(app) == nullptr);
  app.settings.engine_hints = true;
  const HintAnswer* h = wait_for_hints(app);
  REQUIRE(h);
  CHECK(h->moves.size() == static_cast<std::size_t>(std::popcount(app.reversi.game().position().moves())));
  CHECK(hints_used(app));
  CHECK_FALSE(hint_lines(app).empty());
  // A move makes the old hints stale at once, before the next tick asks again.
  CHECK(play_text(app, h->moves.front().move).ok);
  CHECK(shown_hints(app) == nullptr);
  // Browsing: the hints are those of the position shown.
  browse_to(app, 2);
  const HintAnswer* early = wait_for_hints(app);
  REQUIRE(early);
  CHECK(app.hint_request == app.reversi.hint_request(0));
  ishi::reversi::Position two = app.reversi.viewed_position();
  CHECK(early->moves.size() == static_cast<std::size_t>(std::popcount(two.moves())));
  browse_to(app, std::nullopt);
  // A new game forgets that hints were used.
  start_new_game(app);
  CHECK_FALSE(hints_used(app));
}
