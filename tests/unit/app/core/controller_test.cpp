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

TEST_CASE("the page's questions, popups and settings go through the controller, for either game") {
  AppState app;
  Settings s;
  s.rule = ishi::gomoku::Rule::Classic;
  start_new_game(app, s, 0);
  CHECK_FALSE(answer_question(app, true).ok); // nothing asked yet
  for (const char* m : {"e8", "d8", "f8", "a1", "g8", "a3", "h10", "a5", "h9", "a7", "h8"})
    REQUIRE(play_text(app, m).ok);
  REQUIRE(active_popup(app));
  CHECK_FALSE(close_popups(app).ok); // a question needs its answer
  CHECK(answer_question(app, false).ok);
  CHECK(app.gomoku.game().result().over());
  CHECK(game_over_popup(app));
  CHECK(close_popups(app).ok);
  CHECK_FALSE(game_over_popup(app));
  // Settings that need no new game reach the session: threes shown as a banner.
  Settings quiet = app.settings;
  quiet.rule = ishi::gomoku::Rule::Freestyle;
  start_new_game(app, quiet, 0);
  quiet.threes = NoticeStyle::Banner;
  apply_settings(app, quiet);
  for (const char* m : {"g8", "a1", "h8", "a3", "i8"}) REQUIRE(play_text(app, m).ok);
  CHECK_FALSE(active_popup(app));
  CHECK(active_session(app).banner()->kind == "three");
  // The same calls serve Reversi.
  Settings r;
  r.game = GameKind::Reversi;
  start_new_game(app, r, 0);
  CHECK_FALSE(play_text(app, "a1").ok);
  CHECK(active_popup(app)->kind == "illegal");
  CHECK(close_popups(app).ok);
  CHECK(click_point(app, {5, 4}).ok); // f5
  CHECK(current_record(app) == "f5");
  CHECK(active_session(app).move_name(0) == "f5");
  CHECK(active_session(app).board_points() == 8);
}

TEST_CASE("the state tells the settings and which dialog is open") {
  AppState app;
  start_new_game(app, Settings{}, 0);
  CHECK(contains(state_json(app), R"("settings":")" + to_text(app.settings) + R"(")"));
  CHECK(contains(state_json(app), R"("dialog":null)"));
  CHECK(contains(state_json(app), R"("settled":false)"));
  app.new_game_dialog = true;
  CHECK(contains(state_json(app), R"("dialog":"new-game")"));
  app.new_game_dialog = false;
  app.import_dialog = true;
  CHECK(contains(state_json(app), R"("dialog":"import")"));
}

TEST_CASE("the panel's summary tells the rule, who plays which colour and the level") {
  AppState app;
  set_language(Language::English);
  Settings s;
  s.game = GameKind::Gomoku;
  s.rule = ishi::gomoku::Rule::Renju;
  s.opponent = Opponent::Computer;
  s.level = "strong";
  s.colour = ColourChoice::Black;
  start_new_game(app, s, 1);
  CHECK(game_summary(app) == "Renju 15\u00d715 \u00b7 Black: A person \u00b7 White: The computer (Strong)");
  s.game = GameKind::Reversi;
  s.opponent = Opponent::Person;
  start_new_game(app, s, 1);
  CHECK(game_summary(app) == "Reversi \u00b7 Black: A person \u00b7 White: A person");
  CHECK(contains(state_json(app), "\"summary\":\"Reversi \u00b7 Black: A person \u00b7 White: A person\""));
}

TEST_CASE("a refused computer answer is asked again once, and after a second refusal the person plays on") {
  AppState app;
  Settings s;
  s.opponent = Opponent::Computer;
  s.level = "tutorial";
  s.colour = ColourChoice::Black;
  start_new_game(app, s, 0);
  REQUIRE(app.gomoku.computer_colour() == "white");
  CHECK(play_text(app, "h8").ok);
  REQUIRE(app.gomoku.computer_to_move());
  // A taken point is refused (with no notice: the person did nothing wrong); the next frame
  // asks the computer again, and it plays.
  play_answer(app, "move h8");
  CHECK(app.gomoku.game().moves().size() == 1);
  CHECK_FALSE(app.gomoku.popup());
  for (int i = 0; i < 400 && app.gomoku.game().moves().size() < 2; ++i) {
    tick_computer(app, 7);
    std::this_thread::sleep_for(std::chrono::milliseconds(5));
  }
  CHECK(app.gomoku.game().moves().size() == 2);
  // Answers refused while a past move is shown, or on the person's turn, do not count.
  CHECK(play_text(app, "j10").ok);
  browse_to(app, 1);
  play_answer(app, "move i9");
  play_answer(app, "move h8");
  browse_to(app, std::nullopt);
  CHECK(app.gomoku.computer_colour() == "white");
  // Two refusals in one position: the person plays both colours from then on.
  play_answer(app, "move h8");
  CHECK(app.gomoku.computer_colour() == "white");
  play_answer(app, "error no move");
  CHECK(app.gomoku.computer_colour().empty());
  CHECK(app.settings.opponent == Opponent::Person);
  CHECK(app.gomoku.game().moves().size() == 3);
  CHECK(app.message == std::string(tr(Text::ComputerNoMove)));
  CHECK(play_text(app, "g7").ok); // White's move is the person's now
  // A refusal, then a change of position (undo): the count starts afresh.
  start_new_game(app, s, 0);
  CHECK(play_text(app, "h8").ok);
  play_answer(app, "move zz");
  CHECK(undo(app));
  CHECK(play_text(app, "h8").ok);
  play_answer(app, "move h8");
  CHECK(app.gomoku.computer_colour() == "white");
  play_answer(app, "move i9");
  CHECK(app.gomoku.game().moves().size() == 2);
}
