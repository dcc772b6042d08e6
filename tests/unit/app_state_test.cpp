// The app's pieces without ImGui: settings and saved games as text, share links, the
// language tables, the Reversi screen's state and the controller's actions.
#include <doctest.h>

#include <chrono>
#include <set>
#include <string>
#include <thread>

#include "app/ai_request.hpp"
#include "app/controller.hpp"
#include "app/i18n.hpp"
#include "app/persistence.hpp"
#include "app/reversi_session.hpp"

using namespace ishi::app;

namespace {
bool contains(const std::string& s, const std::string& part) { return s.find(part) != std::string::npos; }

std::set<std::string> placeholders(const char* text) {
  std::set<std::string> out;
  std::string s = text;
  for (std::size_t i = s.find('{'); i != std::string::npos; i = s.find('{', i + 1)) out.insert(s.substr(i, 3));
  return out;
}
} // namespace

TEST_CASE("settings round-trip through text; bad values are errors; unknown keys are ignored") {
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
  s.language = Language::Japanese;
  auto back = settings_from_text(to_text(s));
  REQUIRE(back);
  CHECK(*back == s);
  std::string why;
  CHECK_FALSE(settings_from_text("size=17", &why));
  CHECK(why == "bad value '17' for 'size'");
  CHECK_FALSE(settings_from_text("sound=yes"));
  CHECK_FALSE(settings_from_text("justtext"));
  CHECK(settings_from_text("future=1;size=19")->size == 19);
}

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

TEST_CASE("the three language tables are complete and agree on their blanks") {
  for (int t = 0; t < static_cast<int>(Text::Count_); ++t) {
    auto key = static_cast<Text>(t);
    CAPTURE(t);
    const char* en = tr_in(Language::English, key);
    REQUIRE(en != nullptr);
    for (Language l : {Language::Japanese, Language::Chinese}) {
      const char* other = tr_in(l, key);
      REQUIRE(other != nullptr);
      CHECK(placeholders(other) == placeholders(en));
    }
  }
  CHECK(format("{0} made a {1}", "Black", "4-4") == "Black made a 4-4");
  CHECK(parse_language("ja-JP") == Language::Japanese);
  CHECK(parse_language("zh-TW") == Language::Chinese);
  CHECK(parse_language("fr") == Language::English);
}

TEST_CASE("the Reversi screen: refused moves, passes, results and browsing") {
  ReversiSession s;
  CHECK_FALSE(s.play(std::string_view("a1")).ok);
  CHECK(s.popup()->message == "That move flips nothing");
  CHECK_FALSE(s.play(std::string_view("d4")).ok);
  CHECK(s.popup()->message == "That square already has a disc");
  CHECK_FALSE(s.play(std::string_view("zz")).ok);
  CHECK(s.play(std::string_view("f5")).ok);
  CHECK_FALSE(s.popup());
  CHECK(s.last_flips() == ishi::reversi::bit(ishi::reversi::parse_square_name("e5")));
  CHECK(contains(s.state_json(), R"("moves":["f5"])"));
  CHECK(contains(s.state_json(), R"("discs":{"black":4,"white":1})"));
  CHECK(s.load_transcript("f5d6c3d3c4").ok);
  s.browse_step(-2);
  CHECK(s.viewed_ply() == 3);
  CHECK(s.game().moves().size() == 5);
  CHECK(s.status_line().rfind("White to play  (Black ", 0) == 0);
  CHECK_FALSE(s.load_transcript("f5f5").ok);
  CHECK(s.game().moves().size() == 5);
}

TEST_CASE("the controller: new games by settings, the computer's turn, undo cancelling it") {
  AppState& app = app_instance();
  Settings s;
  s.game = GameKind::Reversi;
  s.opponent = Opponent::Computer;
  s.level = "tutorial";
  s.colour = ColourChoice::Black;
  start_new_game(app, s, 1);
  CHECK(app.reversi.options().computer == ishi::reversi::Side::White);
  CHECK(play_text(app, "f5").ok);
  // The computer answers in its thread; the frame loop would call tick_computer.
  for (int i = 0; i < 400 && app.reversi.game().moves().size() < 2; ++i) {
    tick_computer(app, 7);
    std::this_thread::sleep_for(std::chrono::milliseconds(5));
  }
  CHECK(app.reversi.game().moves().size() == 2);
  CHECK(contains(state_json(app), R"("opponent":"computer")"));
  CHECK(undo(app));
  CHECK(app.reversi.game().moves().empty());
  // A record imports into the current game kind; errors change nothing.
  CHECK(import_record(app, "f5d6").ok);
  CHECK(app.reversi.game().moves().size() == 2);
  CHECK_FALSE(import_record(app, "f5f5").ok);
  CHECK(app.reversi.game().moves().size() == 2);
  Settings g;
  start_new_game(app, g, 0);
  CHECK(import_record(app, "h8 i9").ok);
  CHECK_FALSE(import_record(app, "h8 zz").ok);
  CHECK(current_record(app) == "h8 i9");
  // Restoring: corrupt data gives a fresh game and a notice.
  restore(app, "ishi 1\ngame=gomoku\nh8 h8\n", "");
  CHECK(app.gomoku.game().moves().empty());
  CHECK(app.message);
  app.message.reset();
  restore(app, save_text({g, "h8 i9 j10", ""}), "");
  CHECK(current_record(app) == "h8 i9 j10");
  CHECK_FALSE(app.message);
}

TEST_CASE("levels are whole words of the level list") {
  CHECK(has_level("tutorial easy medium strong", "strong"));
  CHECK(has_level("tutorial easy medium strong", "tutorial"));
  CHECK_FALSE(has_level("tutorial easy medium strong", "rong"));
  CHECK_FALSE(has_level("tutorial easy medium strong", ""));
  CHECK_FALSE(has_level("tutorial easy", "easy medium"));
}

TEST_CASE("a restored game keeps the colours drawn at random") {
  AppState& app = app_instance();
  Settings s;
  s.game = GameKind::Reversi;
  s.opponent = Opponent::Computer;
  s.level = "tutorial";
  s.colour = ColourChoice::Random;
  start_new_game(app, s, 1); // an odd seed: the person plays White
  REQUIRE(app.reversi.options().computer == ishi::reversi::Side::Black);
  std::string saved = save_text(current_save(app));
  CHECK(contains(saved, "\nblack\n"));
  start_new_game(app, Settings{}, 0);
  restore(app, saved, "");
  CHECK(app.reversi.options().computer == ishi::reversi::Side::Black);
  CHECK(app.settings.colour == ColourChoice::Random);
  // Saves from before the colour line still load.
  restore(app, "ishi 1\ngame=gomoku\nh8 i9\n", "");
  CHECK(current_record(app) == "h8 i9");
}
