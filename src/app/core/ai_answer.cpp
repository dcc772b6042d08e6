// Answering the computer's requests (ai_request.hpp): the only part that needs the AI
// players, so that only the worker (and native programs) link them.
#include "app/core/ai_request.hpp"
#include "engine/gomoku/ai/ai.hpp"
#include "engine/gomoku/ai/hints.hpp"
#include "engine/gomoku/ai/review.hpp"
#include "engine/gomoku/record.hpp"
#include "engine/reversi/ai.hpp"
#include "engine/reversi/analysis.hpp"
#include "engine/reversi/review.hpp"

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

// Hints without a time limit get these budgets, so that they are the same on every machine.
constexpr std::uint64_t kReversiHintNodes = 400000;
constexpr std::uint64_t kGomokuHintNodes = 300000;

std::string reversi_hints(const AiRequest& r, const std::atomic<bool>* stop) {
  reversi::AnalysisLimits limits;
  limits.max_millis = r.millis > 0 ? r.millis : 0;
  limits.max_nodes = r.millis > 0 ? 0 : kReversiHintNodes;
  limits.stop = stop;
  std::string out = "hints";
  for (const reversi::MoveValue& v : reversi::analyze_moves(r.board, limits)) {
    out += " " + reversi::square_name(v.square) + " " + std::to_string(v.score) + " " +
           (v.exact ? std::string("exact") : "d" + std::to_string(v.depth));
  }
  return out;
}

std::string gomoku_hints(const AiRequest& r, const std::atomic<bool>* stop) {
  auto game = gomoku::load_game(r.moves, r.rule, r.size);
  if (!game) return "error " + game.error(); // parse_request has checked it already
  gomoku::ai::Options o;
  o.max_millis = r.millis > 0 ? r.millis : 0;
  o.max_nodes = r.millis > 0 ? 0 : kGomokuHintNodes;
  o.stop = stop;
  gomoku::ai::Hints h = gomoku::ai::find_hints(*game, o);
  if (!h.best) return "error no move left";
  const gomoku::Board& board = game->board();
  std::string out = "hints " + board.name(*h.best) + " " + std::to_string(h.score) + " " +
                    (h.proven ? std::string("proven") : "d" + std::to_string(h.depth));
  auto part = [&](std::string_view name, const std::vector<Square>& points) {
    if (points.empty()) return;
    out += " " + std::string(name);
    for (Square s : points) out += " " + board.name(s);
  };
  part("line", h.line);
  part("fives", h.their_fives);
  part("straight", h.their_straight);
  if (h.their_vcf) part("vcf", {*h.their_vcf});
  return out;
}

// Reviews without a time limit: per Reversi move, and Gomoku's own node budgets (the same on
// every machine).
constexpr std::uint64_t kReversiReviewNodes = 100000;

std::string review_entry(int ply, std::string_view mover, std::string_view move, std::string_view best, int score,
                         int loss, std::string_view label) {
  return " " + std::to_string(ply) + " " + std::string(mover) + " " + std::string(move) + " " + std::string(best) +
         " " + std::to_string(score) + " " + std::to_string(loss) + " " + std::string(label);
}

std::string reversi_review(const AiRequest& r, const ProgressSink& progress, const std::atomic<bool>* stop) {
  auto game = reversi::load_transcript(r.moves);
  if (!game) return "error " + game.error(); // parse_request has checked it already
  reversi::ReviewOptions o;
  o.max_millis = r.millis > 0 ? r.millis : 0;
  o.max_nodes = r.millis > 0 ? 0 : kReversiReviewNodes;
  o.stop = stop;
  const std::string total = std::to_string(game->moves().size());
  return reversi_review_answer(*game, reversi::review_game(*game, o, [&](const reversi::PlyReview& p) {
    if (progress) progress("progress " + std::to_string(p.ply) + " " + total);
  }));
}

std::string gomoku_review(const AiRequest& r, const ProgressSink& progress, const std::atomic<bool>* stop) {
  auto game = gomoku::load_game(r.moves, r.rule, r.size);
  if (!game) return "error " + game.error();
  gomoku::ai::ReviewOptions o;
  o.stop = stop;
  const gomoku::Board& board = game->board();
  const std::string total = std::to_string(game->moves().size());
  std::string out = "review";
  for (const gomoku::ai::PlyReview& p : gomoku::ai::review_game(*game, o, [&](const gomoku::ai::PlyReview& p) {
         if (progress) progress("progress " + std::to_string(p.ply) + " " + total);
       })) {
    // The mover is the colour of the stone the move left on the board.
    out += review_entry(p.ply, gomoku::stone_name(board.at(p.move)), board.name(p.move),
                        p.best ? board.name(*p.best) : "-", p.score, p.loss, gomoku::ai::review_label_name(p.label));
  }
  return out;
}

} // namespace

std::string reversi_review_answer(const reversi::Game& game, const std::vector<reversi::PlyReview>& plies) {
  auto name = [](int square) { return square == reversi::kPass ? std::string("pass") : reversi::square_name(square); };
  std::string out = "review";
  // The mover of each ply is the side to move in the position before it.
  reversi::Position before = game.start();
  for (const reversi::PlyReview& p : plies) {
    // The position's value for the mover is its best move's (0 at a pass: no move).
    out += review_entry(p.ply, reversi::side_name(before.side), name(p.move), name(p.best), p.best_score, p.loss,
                        reversi::review_label_name(p.label));
    before = p.move == reversi::kPass ? before.pass() : before.play(p.move);
  }
  return out;
}

std::string answer_request(std::string_view request, const ProgressSink& progress, const std::atomic<bool>* stop) {
  auto r = parse_request(request);
  if (!r) return "error " + r.error();
  if (r->review) return r->reversi ? reversi_review(*r, progress, stop) : gomoku_review(*r, progress, stop);
  if (r->hints) return r->reversi ? reversi_hints(*r, stop) : gomoku_hints(*r, stop);
  return r->reversi ? answer_reversi(*r, progress, stop) : answer_gomoku(*r, progress, stop);
}

} // namespace ishi::app
