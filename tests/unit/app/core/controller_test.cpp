// The controller's actions on an app of the test's own: new games, the computer's turn,
// undo, imports, saving and restoring.
#include <doctest.h>

#include <chrono>
#include <string>
#include <thread>

#include "app/core/controller.hpp"

using namespace ishi::app;

namespace {
bool contains(const std::string& s, const std::string& part) { return s.find(part) != std::string::npos; }
} // namespace

TEST_CASE("the controller: new games by settings, the computer's turn, undo cancelling it") {
  AppState app;
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

TEST_CASE("a restored game keeps the colours drawn at random") {
  AppState app;
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
