#include "engine/gomoku/ai/ai.hpp"

#include "engine/gomoku/ai/search.hpp"
#include "engine/gomoku/ai/tutorial_levels.hpp"

namespace ishi::gomoku::ai {

std::optional<Level> parse_level(std::string_view name) {
  for (Level l : kLevels) {
    if (level_name(l) == name) return l;
  }
  return std::nullopt;
}

Choice choose_move(Position& position, const Options& options, const ProgressFn& progress) {
  switch (options.level) {
    case Level::Beginner: return beginner_move(position, options);
    case Level::Tutorial: return tutorial_move(position, options);
    case Level::Medium:
    case Level::Strong: break;
  }
  return search_move(position, options, progress);
}

Choice choose_move(const Game& game, const Options& options, const ProgressFn& progress) {
  if (game.result().over() || game.board().full()) return {};
  // Keep the game's move order (the Tutorial level looks at the opponent's last move).
  Position ordered(game.board().size(), game.rule());
  for (Square s : game.moves()) ordered.play(ordered.index(s));
  ordered.set_side_to_move(game.side_to_move());
  return choose_move(ordered, options, progress);
}

} // namespace ishi::gomoku::ai
