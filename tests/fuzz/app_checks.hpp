#pragma once
// Invariants of the app after any input: the active game is a legal game that the engine
// replays from its own record, and what the app saves (or shares) restores to the same game.

#include <algorithm>
#include <optional>
#include <string>
#include <vector>

#include "app/core/controller.hpp"
#include "engine/gomoku/record.hpp"
#include "engine/reversi/game.hpp"
#include "fuzz_input.hpp"

namespace ishi::fuzz {

// The moves of gomoku::load_game(record, rule, size, policy), or nullopt when it refuses
// the record, done as load_game does it: parse_moves, then Game::play for each move on a
// new game. ai_answer checks after every event and a replay scans the board for every
// move (Game::play builds a LineGrid under Renju and Classic and counts the stones for
// full()), so the last replay is kept: a record it already checked gives the same answer,
// and a record that only adds moves to it continues from its game.
inline std::optional<std::vector<Square>> replayed_moves(const std::string& record, gomoku::Rule rule, int size,
                                                         gomoku::ForbiddenPolicy policy) {
  struct Last {
    std::string record;
    gomoku::Rule rule;
    int size;
    gomoku::ForbiddenPolicy policy;
    std::vector<gomoku::RecordMove> parsed;
    std::optional<gomoku::Game> game; // nullopt: refused
  };
  static std::optional<Last> last;
  bool same_game = last && last->rule == rule && last->size == size && last->policy == policy;
  if (same_game && last->record == record) {
    if (!last->game) return std::nullopt;
    return last->game->moves();
  }
  auto parsed = gomoku::parse_moves(record, size, false);
  if (!parsed) {
    last.reset();
    return std::nullopt;
  }
  std::size_t from = 0;
  std::optional<gomoku::Game> game;
  if (same_game && last->game && last->parsed.size() <= parsed->size() &&
      std::equal(last->parsed.begin(), last->parsed.end(), parsed->begin())) {
    game = std::move(last->game);
    from = last->parsed.size();
  } else {
    game.emplace(rule, size, policy);
  }
  for (std::size_t i = from; i < parsed->size() && game; ++i) {
    FUZZ_CHECK((*parsed)[i].has_value()); // no passes without allow_pass
    if (game->play(*(*parsed)[i]) != gomoku::MoveStatus::Played) game.reset();
  }
  last = Last{record, rule, size, policy, std::move(*parsed), std::move(game)};
  if (!last->game) return std::nullopt;
  return last->game->moves();
}

// The record of the active game replays under its rules to the same number of moves.
inline void check_game_legal(const app::AppState& app) {
  std::string record = app::current_record(app);
  if (app.settings.game == app::GameKind::Gomoku) {
    const gomoku::Game& g = app.gomoku.game();
    auto replay = replayed_moves(record, g.rule(), g.board().size(), g.forbidden_policy());
    FUZZ_CHECK(replay);
    FUZZ_CHECK(*replay == g.moves());
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
