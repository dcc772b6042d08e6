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
