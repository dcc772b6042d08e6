#include <doctest.h>

#include <string>

#include "app/gomoku_session.hpp"

using ishi::app::GomokuSession;

namespace {
bool contains(const std::string& haystack, const std::string& needle) {
  return haystack.find(needle) != std::string::npos;
}
} // namespace

TEST_CASE("a fresh session's state") {
  GomokuSession s;
  CHECK(s.state_json() ==
        R"({"game":"gomoku","rule":"freestyle","size":15,"moves":[],"moveNumber":1,"sideToMove":"black",)"
        R"("result":null,"lastWarning":null,"popup":null})");
}

TEST_CASE("playing from text and from a click take the same path") {
  GomokuSession s;
  CHECK(s.play("h8").ok);
  CHECK(s.play(ishi::Square{8, 6}).ok); // i9
  CHECK(contains(s.state_json(), R"("moves":["h8","i9"])"));
  CHECK(contains(s.state_json(), R"("sideToMove":"black")"));
}

TEST_CASE("a taken point raises the warning popup and changes nothing else") {
  GomokuSession s;
  REQUIRE(s.play("h8").ok);
  auto r = s.play("h8");
  CHECK_FALSE(r.ok);
  CHECK(r.error == "That point is taken");
  CHECK(s.warning_popup_open());
  CHECK(s.last_warning()->kind == "taken");
  CHECK(s.last_warning()->point == "h8");
  CHECK(s.game().moves().size() == 1);
  s.dismiss_warning();
  CHECK_FALSE(s.warning_popup_open());
  CHECK(s.last_warning()); // the last warning stays readable after its popup closes
}

TEST_CASE("malformed text is an error, not a warning, and changes nothing") {
  GomokuSession s;
  REQUIRE(s.play("h8").ok);
  std::string before = s.state_json();
  for (const char* bad : {"", "z9", "h16", "8h", "h8 i9", "pass"}) {
    CAPTURE(bad);
    auto r = s.play(bad);
    CHECK_FALSE(r.ok);
    CHECK(contains(r.error, "is not a point"));
    CHECK(s.state_json() == before);
  }
}

TEST_CASE("five in a row ends the game and opens the game-over popup") {
  GomokuSession s;
  for (const char* m : {"h8", "a1", "i8", "a3", "j8", "a5", "k8", "a7", "l8"}) REQUIRE(s.play(m).ok);
  CHECK(s.game_over_popup_open());
  CHECK(s.status_line() == "Black wins: five in a row");
  CHECK(contains(s.state_json(), R"("result":{"winner":"black","reason":"five in a row"})"));
  auto r = s.play("o15");
  CHECK_FALSE(r.ok);
  CHECK(s.last_warning()->kind == "game-over");
}

TEST_CASE("new game keeps the chosen options and clears warnings") {
  GomokuSession s;
  REQUIRE(s.play("h8").ok);
  s.play("h8");
  s.new_game({ishi::gomoku::Rule::Renju, 19});
  CHECK(s.state_json() == R"({"game":"gomoku","rule":"renju","size":19,"moves":[],"moveNumber":1,"sideToMove":"black",)"
                          R"("result":null,"lastWarning":null,"popup":null})");
  CHECK(s.play("s19").ok);
  s.new_game();
  CHECK(s.options().size == 19);
  CHECK(s.game().moves().empty());
}
