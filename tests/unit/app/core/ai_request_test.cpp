// The computer's requests and levels.
#include <doctest.h>

#include <string>

#include "app/core/ai_request.hpp"

using namespace ishi::app;

TEST_CASE("the levels are the engine's, easiest first, matched as whole names") {
  CHECK(level_list_text(reversi_levels()) == "tutorial easy medium strong");
  CHECK(level_list_text(gomoku_levels()) == "beginner tutorial medium strong");
  CHECK(has_level(reversi_levels(), "strong"));
  CHECK(has_level(reversi_levels(), "tutorial"));
  CHECK_FALSE(has_level(reversi_levels(), "rong"));
  CHECK_FALSE(has_level(reversi_levels(), ""));
  CHECK_FALSE(has_level(gomoku_levels(), "easy"));
  CHECK_FALSE(has_level({"tutorial", "easy"}, "easy medium"));
}

TEST_CASE("a Reversi request is answered with a move, or a pass when there is none") {
  CHECK(answer_request("reversi " + ishi::reversi::format_board(ishi::reversi::Position::initial()).substr(0, 64) +
                       " X tutorial 0 1")
            .rfind("move ", 0) == 0);
  // Every square but a1 is Black's: White, to move, has no disc and so no move.
  std::string board(64, 'X');
  board[0] = '-';
  CHECK(answer_request("reversi " + board + " O tutorial 0 1") == "move pass");
  CHECK(answer_request("reversi " + board + " X nonsense 0 1") == "error unknown level 'nonsense'");
}

TEST_CASE("a request with a malformed field is answered with an error, not a move elsewhere") {
  // Before: a bad number stopped the reading, and the moves after it were dropped, so the
  // computer answered for an empty board (here h8, the point already taken).
  CHECK(answer_request("gomoku freestyle 15 beginner soon 1 h8") ==
        "error token 5 'soon' at column 30: not a time in milliseconds");
  CHECK(answer_request("gomoku freestyle 15 beginner 0 99999999999999999999999 h8").rfind("error ", 0) == 0);
  CHECK(answer_request("gomoku freestyle 16 beginner 0 1 h8") == "error unsupported board size '16'");
  CHECK(answer_request("gomoku freestyle 15 beginner 0 1 h8 h8").rfind("error token 2 'h8'", 0) == 0);
  CHECK(answer_request("reversi " + std::string(64, '-') + " X tutorial 0 1 extra").rfind("error ", 0) == 0);
  CHECK(answer_request("chess") == "error unknown request 'chess'");
  CHECK(answer_request("") == "error empty request");
}

TEST_CASE("a request is read back field by field from the text that asks it") {
  auto r = parse_request(gomoku_request(ishi::gomoku::Rule::Renju, 19, "j10 k11", "medium", 250, 7));
  REQUIRE(r);
  CHECK_FALSE(r->reversi);
  CHECK(r->rule == ishi::gomoku::Rule::Renju);
  CHECK(r->size == 19);
  CHECK(r->moves == "j10 k11");
  CHECK(r->level == "medium");
  CHECK(r->millis == 250);
  CHECK(r->seed == 7);
  CHECK(request_text(*r) == gomoku_request(ishi::gomoku::Rule::Renju, 19, "j10 k11", "medium", 250, 7));
  auto p = parse_request(reversi_request(ishi::reversi::Position::initial(), "easy", 0, 3));
  REQUIRE(p);
  CHECK(p->reversi);
  CHECK(p->board == ishi::reversi::Position::initial());
  CHECK(request_text(*p) == reversi_request(ishi::reversi::Position::initial(), "easy", 0, 3));
}
