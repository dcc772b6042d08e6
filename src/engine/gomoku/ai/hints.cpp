#include "engine/gomoku/ai/hints.hpp"

#include "engine/gomoku/ai/position.hpp"
#include "engine/gomoku/ai/threat_search.hpp"

namespace ishi::gomoku::ai {

namespace {

// A VCF of the opponent is looked for within this many nodes (a few milliseconds).
constexpr std::uint64_t kVcfNodes = 20000;
constexpr int kVcfFours = 30;

void add_threats(const Game& game, Hints& h) {
  Position p = Position::from_board(game.board(), game.rule(), opponent(game.side_to_move()));
  const int c = colour_index(p.side_to_move());
  p.for_each_four(c, [&](int i) {
    if (!p.legal(c, i)) return;
    PointInfo pi = p.info(c, i);
    if (pi.fives > 0) {
      h.their_fives.push_back(p.square(i));
    } else if (pi.open_fours > 0 || pi.fours >= 2) {
      h.their_straight.push_back(p.square(i));
    }
  });
  ThreatResult r = find_vcf(p, kVcfFours, kVcfNodes);
  if (r.win && !r.line.empty()) h.their_vcf = p.square(r.line.front());
}

} // namespace

Hints find_hints(const Game& game, const Options& options) {
  Hints h;
  if (game.result().over() || game.board().full()) return h;
  Options o = options;
  o.level = Level::Strong;
  Choice c = choose_move(game, o);
  h.best = c.move;
  h.score = c.info.score;
  h.proven = is_win_score(c.info.score);
  h.depth = c.info.depth;
  h.line = c.info.line;
  if (h.line.empty() && h.best) h.line.push_back(*h.best);
  if (game.moves().empty()) return h;
  add_threats(game, h);
  return h;
}

} // namespace ishi::gomoku::ai
