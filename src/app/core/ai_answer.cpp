// Answering the computer's requests (ai_request.hpp): the only part that needs the AI
// players, so that only the worker (and native programs) link them.
#include <sstream>

#include "app/core/ai_request.hpp"
#include "engine/gomoku/ai/ai.hpp"
#include "engine/gomoku/record.hpp"
#include "engine/reversi/ai.hpp"

namespace ishi::app {

namespace {

std::string answer_reversi(std::istringstream& in, const ProgressSink& progress, const std::atomic<bool>* stop) {
  std::string squares, side, level;
  int millis = 0;
  std::uint64_t seed = 0;
  in >> squares >> side >> level >> millis >> seed;
  auto p = reversi::parse_board(squares + " " + side);
  if (!p) return "error " + p.error();
  auto l = reversi::ai::parse_level(level);
  if (!l) return "error unknown level '" + level + "'";
  if (!p->can_move()) return "move pass";
  reversi::ai::Options o;
  o.level = *l;
  o.seed = seed;
  o.max_millis = millis > 0 ? millis : 0;
  o.max_nodes = millis > 0 ? 0 : 200000;
  o.stop = stop;
  auto choice = reversi::ai::choose_move(*p, o, [&](const reversi::ai::Progress& sp) {
    if (progress && sp.best >= 0) {
      progress("progress " + std::to_string(sp.depth) + " " + reversi::square_name(sp.best) + " " +
               std::to_string(sp.score));
    }
  });
  if (!choice.move) return "move pass";
  return "move " + reversi::square_name(*choice.move);
}

std::string answer_gomoku(std::istringstream& in, const ProgressSink& progress, const std::atomic<bool>* stop) {
  std::string rule_text, level_text;
  int size = 0, millis = 0;
  std::uint64_t seed = 0;
  in >> rule_text >> size >> level_text >> millis >> seed;
  std::string moves, token;
  while (in >> token) moves += (moves.empty() ? "" : " ") + token;
  auto rule = gomoku::parse_rule(rule_text);
  if (!rule) return "error unknown rule '" + rule_text + "'";
  auto level = gomoku::ai::parse_level(level_text);
  if (!level) return "error unknown level '" + level_text + "'";
  auto game = gomoku::load_game(moves, *rule, size);
  if (!game) return "error " + game.error();
  gomoku::ai::Options o;
  o.level = *level;
  o.seed = seed;
  o.max_millis = millis > 0 ? millis : 0;
  o.stop = stop;
  const gomoku::Board& board = game->board();
  auto choice = gomoku::ai::choose_move(*game, o, [&](const gomoku::ai::Progress& p) {
    if (progress && !p.line.empty()) {
      std::string line =
          "progress " + std::to_string(p.depth) + " " + board.name(p.line.front()) + " " + std::to_string(p.score);
      // The rest of the best line, a few moves deep.
      for (std::size_t i = 1; i < p.line.size() && i < 6; ++i) line += " " + board.name(p.line[i]);
      progress(line);
    }
  });
  if (!choice.move) return "error no move left";
  return "move " + board.name(*choice.move);
}

} // namespace

std::string answer_request(std::string_view request, const ProgressSink& progress, const std::atomic<bool>* stop) {
  std::istringstream in{std::string(request)};
  std::string game;
  in >> game;
  if (game == "reversi") return answer_reversi(in, progress, stop);
  if (game == "gomoku") return answer_gomoku(in, progress, stop);
  return "error unknown request '" + game + "'";
}

} // namespace ishi::app
