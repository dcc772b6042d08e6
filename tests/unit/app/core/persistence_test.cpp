// Saved games and share links: round trips, and anything malformed refused.
#include <doctest.h>

#include <string>

#include "app/core/persistence.hpp"

using namespace ishi::app;

TEST_CASE("saved games: round trip, and anything malformed is refused") {
  SavedGame g{Settings{}, "h8 i9 j10", ""};
  auto back = parse_save(save_text(g));
  REQUIRE(back);
  CHECK(back->record == "h8 i9 j10");
  for (const char* junk : {"", "garbage", "ishi 2\n\n\n", "ishi 1\ngame=chess\nh8\n", "ishi 1\ngame=gomoku",
                           "ishi 1\ngame=gomoku\n<script>\n"}) {
    CAPTURE(junk);
    CHECK_FALSE(parse_save(junk));
  }
}

TEST_CASE("a saved game keeps whether the engine's hints were used, and older saves still load") {
  SavedGame g{Settings{}, "h8 i9", "white", true};
  std::string text = save_text(g);
  CHECK(text.substr(text.size() - 7) == "\nhints\n");
  auto back = parse_save(text);
  REQUIRE(back);
  CHECK(back->hints_used);
  CHECK(back->computer_colour == "white");
  // Without hints the save is as it always was.
  g.hints_used = false;
  CHECK(save_text(g) == "ishi 1\n" + to_text(g.settings) + "\nh8 i9\nwhite\n");
  REQUIRE(parse_save(save_text(g)));
  CHECK_FALSE(parse_save(save_text(g))->hints_used);
  for (const char* old :
       {"ishi 1\ngame=gomoku\nh8 i9\n", "ishi 1\ngame=gomoku\nh8 i9\n\n", "ishi 1\ngame=gomoku\nh8 i9"}) {
    CAPTURE(old);
    auto loaded = parse_save(old);
    REQUIRE(loaded);
    CHECK(loaded->record == "h8 i9");
    CHECK_FALSE(loaded->hints_used);
  }
  CHECK(parse_save("ishi 1\ngame=gomoku\nh8 i9\n\nhints")->hints_used);
  std::string why;
  CHECK_FALSE(parse_save("ishi 1\ngame=gomoku\nh8 i9\n\nhint\n", &why));
  CHECK(why == "unknown line after the computer colour");
}

TEST_CASE("share links carry the game, rule, size and moves") {
  Settings s;
  s.rule = ishi::gomoku::Rule::Renju;
  s.size = 19;
  s.opponent = Opponent::Computer;
  std::string f = share_fragment({s, "j10 k11", ""});
  CHECK(f == "game=gomoku&rule=renju&size=19&moves=j10.k11");
  auto g = parse_share_fragment("#" + f, Settings{});
  REQUIRE(g);
  CHECK(g->record == "j10 k11");
  CHECK(g->settings.size == 19);
  CHECK(g->settings.opponent == Opponent::Person); // a shared game opens between people
  Settings r;
  r.game = GameKind::Reversi;
  CHECK(share_fragment({r, "f5d6", ""}) == "game=reversi&moves=f5d6");
  CHECK_FALSE(parse_share_fragment("moves=h8", Settings{}));
  CHECK_FALSE(parse_share_fragment("game=chess", Settings{}));
  CHECK_FALSE(parse_share_fragment("game=gomoku&size=99", Settings{}));
  CHECK_FALSE(parse_share_fragment("game=gomoku&moves=<b>", Settings{}));
}
