#pragma once
// Invariants of the app after any input: the active game is a legal game that the engine
// replays from its own record, and what the app saves (or shares) restores to the same game.

#include "app/core/controller.hpp"
#include "engine/gomoku/record.hpp"
#include "engine/reversi/game.hpp"
#include "fuzz_input.hpp"

namespace ishi::fuzz {

// The record of the active game replays under its rules to the same number of moves.
inline void check_game_legal(const app::AppState& app) {
  std::string record = app::current_record(app);
  if (app.settings.game == app::GameKind::Gomoku) {
    const gomoku::Game& g = app.gomoku.game();
    auto replay = gomoku::load_game(record, g.rule(), g.board().size(), g.forbidden_policy());
    FUZZ_CHECK(replay);
    FUZZ_CHECK(replay->moves() == g.moves());
    FUZZ_CHECK(g.board().stone_count() == static_cast<int>(g.moves().size()));
  } else {
    const reversi::Game& g = app.reversi.game();
    auto replay = reversi::load_transcript(record);
    FUZZ_CHECK(replay);
    FUZZ_CHECK(replay->moves() == g.moves());
    FUZZ_CHECK(replay->position() == g.position());
  }
}

// Saving the app and restoring the save in a fresh app gives the same game and settings.
inline void check_save_restores(const app::AppState& app) {
  app::SavedGame saved = app::current_save(app);
  std::string text = app::save_text(saved);
  std::string why;
  auto parsed = app::parse_save(text, &why);
  FUZZ_CHECK(parsed);
  FUZZ_CHECK(parsed->settings == saved.settings);
  FUZZ_CHECK(parsed->record == saved.record);
  FUZZ_CHECK(parsed->computer_colour == saved.computer_colour);
  FUZZ_CHECK(parsed->hints_used == saved.hints_used);
  app::AppState fresh;
  app::restore(fresh, text, "");
  FUZZ_CHECK(!fresh.message); // nothing was lost
  FUZZ_CHECK(app::current_record(fresh) == saved.record);
  FUZZ_CHECK(app::current_save(fresh).hints_used == saved.hints_used);
  FUZZ_CHECK(fresh.settings.game == app.settings.game);
  FUZZ_CHECK(fresh.settings.rule == app.settings.rule);
  FUZZ_CHECK(fresh.settings.size == app.settings.size);
}

} // namespace ishi::fuzz
