#include "engine/reversi/analysis.hpp"

#include <algorithm>
#include <chrono>
#include <cstdlib>
#include <limits>

#include "engine/reversi/endgame.hpp"
#include "engine/reversi/search.hpp"

namespace ishi::reversi {

namespace {

using Clock = std::chrono::steady_clock;

// A search score in centi-discs: past kGameOverScore it is the final result.
int centi_discs(int search_score) {
  if (search_score >= kGameOverScore) return search_score - kGameOverScore;
  if (search_score <= -kGameOverScore) return search_score + kGameOverScore;
  return search_score;
}

struct Budget {
  Clock::time_point deadline = Clock::time_point::max();
  std::uint64_t nodes = std::numeric_limits<std::uint64_t>::max();
  const std::atomic<bool>* stop = nullptr;

  int millis_left() const {
    if (deadline == Clock::time_point::max()) return 0; // no limit
    auto ms = std::chrono::duration_cast<std::chrono::milliseconds>(deadline - Clock::now()).count();
    return static_cast<int>(std::max<long long>(ms, 1));
  }
  bool spent(std::uint64_t used) const {
    return used >= nodes || Clock::now() >= deadline || (stop && stop->load(std::memory_order_relaxed));
  }
};

// The value of playing `square` in p, searched `depth` plies beyond it: a search of the
// position after it (or after the opponent's pass, then `depth` plies of ours and theirs). Sets `complete` false when
// the budget stopped the search before that depth.
MoveValue search_move(const Position& p, int square, int depth, const Budget& budget, std::uint64_t& used,
                      bool& complete) {
  MoveValue v{square, 0, false, depth};
  Position after = p.play(square);
  int sign = -1;
  if (!after.can_move()) {
    if (after.game_over()) return {square, -after.final_score() * 100, true, 0};
    after = after.pass(); // the opponent passes: our turn again
    sign = 1;
  }
  SearchLimits limits;
  limits.max_depth = std::max(depth, 1);
  limits.exact_empties = 0; // exact values come from the solver, within the budget
  limits.max_millis = budget.millis_left();
  limits.stop = budget.stop;
  if (budget.nodes != std::numeric_limits<std::uint64_t>::max())
    limits.max_nodes = budget.nodes > used ? budget.nodes - used : 1;
  SearchProgress r = search_best_move(after, limits);
  used += r.nodes;
  if (r.exact) return {square, sign * r.score, true, 0};
  // The search ends early, and fully, when it reaches the end of the game.
  bool ended = std::abs(r.score) >= kGameOverScore || r.depth >= popcount(after.empty());
  if (r.depth < limits.max_depth && !ended) complete = false;
  v.score = sign * centi_discs(r.score);
  v.depth = r.depth;
  return v;
}

void sort_best_first(std::vector<MoveValue>& values) {
  std::stable_sort(values.begin(), values.end(), [](const MoveValue& a, const MoveValue& b) {
    return a.score > b.score || (a.score == b.score && a.exact && !b.exact);
  });
}

} // namespace

std::vector<MoveValue> analyze_moves(const Position& p, const AnalysisLimits& limits) {
  std::vector<MoveValue> values;
  Bits moves = p.moves();
  if (!moves) return values;
  const auto start = Clock::now();
  // Half of the budget for the search, the rest for the solver.
  Budget search_budget, total;
  if (limits.max_millis > 0) {
    total.deadline = start + std::chrono::milliseconds(limits.max_millis);
    search_budget.deadline = start + std::chrono::milliseconds(std::max(1, limits.max_millis / 2));
  }
  if (limits.max_nodes > 0) {
    total.nodes = limits.max_nodes;
    search_budget.nodes = limits.max_nodes / 2;
  }
  total.stop = search_budget.stop = limits.stop;
  std::uint64_t used = 0;
  const int empties = popcount(p.empty());
  // Depth 1 always finishes (a value for every move); deeper ones only within the budget.
  for (int depth = 1; depth == 1 || depth < empties; ++depth) {
    std::vector<MoveValue> next;
    bool complete = true;
    for (Bits m = moves; m && complete; m &= m - 1) {
      next.push_back(search_move(p, first_square(m), depth, depth == 1 ? Budget{} : search_budget, used, complete));
    }
    if (!complete) break;
    values = std::move(next);
    sort_best_first(values);
    bool all_exact = std::all_of(values.begin(), values.end(), [](const MoveValue& v) { return v.exact; });
    if (all_exact || search_budget.spent(used)) break;
  }
  // The solver, best move first, while the budget lasts; a move it cannot finish keeps its
  // search value.
  Solver solver(18);
  for (MoveValue& v : values) {
    if (v.exact) continue;
    if (total.spent(used)) break;
    solver.set_limits(total.nodes == std::numeric_limits<std::uint64_t>::max() ? 0 : total.nodes - used,
                      total.deadline);
    SolveResult r = solver.solve(p.play(v.square));
    used += r.nodes;
    if (!r.complete) break;
    v = {v.square, -r.score * 100, true, 0};
  }
  sort_best_first(values);
  return values;
}

} // namespace ishi::reversi
