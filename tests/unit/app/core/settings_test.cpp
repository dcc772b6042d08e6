// The player's choices as a line of text.
#include <doctest.h>

#include <string>

#include "app/core/persistence.hpp"
#include "app/core/settings.hpp"

using namespace ishi::app;

TEST_CASE("settings round-trip through text, bad values are errors, unknown keys are ignored") {
  Settings s;
  s.game = GameKind::Reversi;
  s.rule = ishi::gomoku::Rule::Renju;
  s.size = 19;
  s.opponent = Opponent::Computer;
  s.level = "strong";
  s.colour = ColourChoice::Random;
  s.threes = NoticeStyle::Banner;
  s.fouls = NoticeStyle::Off;
  s.move_numbers = true;
  s.engine_hints = true;
  s.language = Language::Japanese;
  auto back = settings_from_text(to_text(s));
  REQUIRE(back);
  CHECK(*back == s);
  CHECK(back->engine_hints);
  CHECK(to_text(s).find("enginehints=1") != std::string::npos);
  CHECK_FALSE(settings_from_text("enginehints=0")->engine_hints);
  CHECK_FALSE(Settings{}.engine_hints); // off until chosen
  std::string why;
  CHECK_FALSE(settings_from_text("size=17", &why));
  CHECK(why == "bad value '17' for 'size'");
  CHECK_FALSE(settings_from_text("sound=yes"));
  CHECK_FALSE(settings_from_text("enginehints=on"));
  CHECK_FALSE(settings_from_text("justtext"));
  CHECK(settings_from_text("future=1;size=19")->size == 19);
}

TEST_CASE("the theme: system by default, saved, and dark when chosen or when the system is dark") {
  CHECK(Settings{}.theme == Theme::System);
  for (Theme t : {Theme::System, Theme::Light, Theme::Dark}) {
    Settings s;
    s.theme = t;
    auto back = settings_from_text(to_text(s));
    REQUIRE(back);
    CHECK(back->theme == t);
  }
  CHECK(settings_from_text("theme=dark")->theme == Theme::Dark);
  std::string why;
  CHECK_FALSE(settings_from_text("theme=blue", &why));
  CHECK(why == "bad value 'blue' for 'theme'");
  CHECK(dark_theme(Theme::Dark, false));
  CHECK_FALSE(dark_theme(Theme::Light, true));
  CHECK(dark_theme(Theme::System, true));
  CHECK_FALSE(dark_theme(Theme::System, false));
}

TEST_CASE("a level name is a word: a line break in it would cut the saved game") {
  // Found by fuzzing: "level=\n" was accepted, and the save written with it no longer read.
  std::string why;
  CHECK_FALSE(settings_from_text("level=strong\nrule=renju", &why));
  CHECK(why == "bad value 'strong\nrule=renju' for 'level'");
  CHECK_FALSE(settings_from_text("level=a b"));
  CHECK_FALSE(settings_from_text(std::string("level=a") + '\0'));
  auto s = settings_from_text("level=Strong-2");
  REQUIRE(s);
  CHECK(s->level == "Strong-2");
  SavedGame g{*s, "h8", ""};
  CHECK(parse_save(save_text(g)));
}
