// Answering the computer's requests (ai_request.hpp): the only part that needs the AI
// players, so that only the worker (and native programs) link them.
#include "app/core/ai_request.hpp"
#include "engine/gomoku/ai/ai.hpp"
#include "engine/gomoku/record.hpp"
#include "engine/reversi/ai.hpp"

namespace ishi::app {

namespace {

std::string answer_reversi(const AiRequest& r, const ProgressSink& progress, const std::atomic<bool>* stop) {
  if (!r.board.can_move()) return "move pass";
  reversi::ai::Options o;
  o.level = *reversi::ai::parse_level(r.level);
  o.seed = r.seed;
  o.max_millis = r.millis > 0 ? r.millis : 0;
  o.max_nodes = r.millis > 0 ? 0 : 200000;
  o.stop = stop;
  auto choice = reversi::ai::choose_move(r.board, o, [&](const reversi::ai::Progress& sp) {
    if (progress && sp.best >= 0) {
      progress("progress " + std::to_string(sp.depth) + " " + reversi::square_name(sp.best) + " " +
               std::to_string(sp.score));
    }
  });
  if (!choice.move) return "move pass";
  return "move " + reversi::square_name(*choice.move);
}

std::string answer_gomoku(const AiRequest& r, const ProgressSink& progress, const std::atomic<bool>* stop) {
  auto game = gomoku::load_game(r.moves, r.rule, r.size);
  if (!game) return "error " + game.error(); // parse_request has checked it already
  gomoku::ai::Options o;
  o.level = *gomoku::ai::parse_level(r.level);
  o.seed = r.seed;
  o.max_millis = r.millis > 0 ? r.millis : 0;
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
  auto r = parse_request(request);
  if (!r) return "error " + r.error();
  return r->reversi ? answer_reversi(*r, progress, stop) : answer_gomoku(*r, progress, stop);
}

} // namespace ishi::app
