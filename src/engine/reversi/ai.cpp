#include "engine/reversi/ai.hpp"

#include <vector>

#include "engine/common/random.hpp"

namespace ishi::reversi {

int tutorial_board_score(Bits player, Bits opponent) {
  constexpr Bits kCorners = 0x8100000000000081ULL;
  constexpr Bits kEdges = 0xff818181818181ffULL & ~kCorners;
  auto value = [&](Bits discs) {
    return 64 * popcount(discs & kCorners) + 4 * popcount(discs & kEdges) + popcount(discs & ~kCorners & ~kEdges);
  };
  return value(player) - value(opponent);
}

} // namespace ishi::reversi

namespace ishi::reversi::ai {

std::optional<Level> parse_level(std::string_view name) {
  for (Level l : kLevels) {
    if (level_name(l) == name) return l;
  }
  return std::nullopt;
}

namespace {

SearchProgress tutorial_move(const Position& p, std::uint64_t seed) {
  SearchProgress r;
  std::vector<int> best;
  int best_score = 0;
  for (Bits m = p.moves(); m; m &= m - 1) {
    int sq = first_square(m);
    Position after = p.play(sq); // after.opponent is the mover
    int s = tutorial_board_score(after.opponent, after.player);
    if (best.empty() || s > best_score) {
      best = {sq};
      best_score = s;
    } else if (s == best_score) {
      best.push_back(sq);
    }
  }
  if (best.empty()) return r;
  // The seed and the position pick among equal moves, so a replay is identical.
  std::mt19937_64 rng(seed ^ (p.player * 0x9e3779b97f4a7c15ULL) ^ p.opponent);
  r.best = best[random_below(rng, best.size())];
  r.score = best_score * 100;
  r.depth = 1;
  return r;
}

// The levels' moves; the caller has checked that there is one.
SearchProgress search_move(const Position& p, const Options& options, const ProgressFn& progress) {
  SearchLimits limits;
  switch (options.level) {
    case Level::Tutorial: return tutorial_move(p, options.seed);
    case Level::Easy:
      limits.max_depth = 2;
      limits.exact_empties = 6;
      limits.trained_eval = false; // the easier levels keep the hand-tuned evaluation
      break;
    case Level::Medium:
      limits.max_depth = 4;
      limits.exact_empties = 12;
      limits.trained_eval = false;
      break;
    case Level::Strong:
      limits.max_millis = options.max_millis;
      limits.max_nodes = options.max_nodes ? options.max_nodes : options.max_millis ? 0 : 2'000'000;
      limits.exact_empties = 16;
      break;
  }
  limits.stop = options.stop;
  return search_best_move(p, limits, progress);
}

} // namespace

Choice choose_move(const Position& p, const Options& options, const ProgressFn& progress) {
  if (!p.can_move()) return {};
  SearchProgress r = search_move(p, options, progress);
  Choice c;
  if (r.best >= 0) c.move = r.best;
  c.info = r;
  return c;
}

} // namespace ishi::reversi::ai
