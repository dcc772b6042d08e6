#include "engine/reversi/search.hpp"

#include <algorithm>
#include <array>
#include <chrono>
#include <vector>

#include "engine/reversi/endgame.hpp"
#include "engine/reversi/eval.hpp"
#include "engine/reversi/patterns.hpp"

namespace ishi::reversi {

namespace {

constexpr int kInfinity = 1 << 20;
constexpr int kWin = kGameOverScore; // terminal scores: kWin + disc difference x 100, beyond any evaluation

int terminal_score(Bits player, Bits opponent) {
  int diff = final_score(player, opponent);
  return diff > 0 ? kWin + diff * 100 : diff < 0 ? -kWin + diff * 100 : 0;
}

struct TableEntry {
  Bits player = 0, opponent = 0;
  int score = 0;
  std::int8_t depth = -1;
  std::int8_t bound = 0; // 0 exact, 1 lower, 2 upper
  std::int8_t best = -1;
  bool trained = false; // which evaluation the score is in (the table outlives a search)
};

class Search {
 public:
  // The table outlives a search: entries are checked against the full position, and what
  // the previous move's search learnt helps the next one. Allocating it per move would
  // cost more than many small searches.
  Search(const SearchLimits& limits) : limits_(limits), table_(shared_table()) {
    start_ = std::chrono::steady_clock::now();
    trained_ = limits.trained_eval && pattern_weights_ok();
  }

  // The static value in centi-discs: the trained pattern evaluation (in 1/kWeightScale
  // discs), or the hand-tuned one.
  int eval(Bits player, Bits opponent) const {
    return trained_ ? pattern_evaluate(player, opponent) * 100 / kWeightScale : evaluate(player, opponent);
  }

  bool out_of_budget() {
    if (stopped_) return true;
    if (limits_.max_nodes && nodes_ >= limits_.max_nodes) stopped_ = true;
    if (limits_.stop && (nodes_ & 1023) == 0 && limits_.stop->load(std::memory_order_relaxed)) stopped_ = true;
    if (limits_.max_millis && (nodes_ & 1023) == 0) {
      auto ms = std::chrono::duration_cast<std::chrono::milliseconds>(std::chrono::steady_clock::now() - start_);
      if (ms.count() >= limits_.max_millis) stopped_ = true;
    }
    return stopped_;
  }

  // Not kept: ProbCut with fixed margins (a null-window node first searched at half depth
  // against beta + margin and alpha - margin, the result taken when outside). Against this
  // search at 300,000 nodes a move (random 8-ply openings, colours swapped): a margin of 2.5
  // discs from depth 4 scored 21-30-2, 4 discs 29-41-4, 4 discs from depth 6 34-38-3, 6
  // discs from depth 8 36-35-2 (2026-11-30, stopped). Margins fitted to the shallow and deep
  // scores' spread, as Buro's Multi-ProbCut does, might do better. Nor an enhanced
  // transposition cut-off (a child's table entry proving beta cuts the node): nodes to depth
  // 11 on 40 random positions of 36-44 empties fell from 148.6 M to 139.1 M (from depth 2) and
  // 141.9 M (from depth 4), but the children's flips cost as much time as it saved (2026-12-02,
  // two runs each: 61-76 s either way).
  int pvs(Bits player, Bits opponent, int depth, int alpha, int beta, bool passed) {
    ++nodes_;
    if (out_of_budget()) return 0;
    Bits moves = legal_moves(player, opponent);
    if (!moves) {
      if (passed) return terminal_score(player, opponent);
      return -pvs(opponent, player, depth, -beta, -alpha, true);
    }
    if (depth <= 0) return eval(player, opponent);

    TableEntry& e = entry(player, opponent);
    int hash_move = -1;
    if (e.player == player && e.opponent == opponent && e.trained == trained_) {
      hash_move = e.best;
      if (e.depth >= depth) {
        if (e.bound == 0) return e.score;
        if (e.bound == 1 && e.score >= beta) return e.score;
        if (e.bound == 2 && e.score <= alpha) return e.score;
      }
    }
    std::array<int, 32> order{};
    int n = ordered_moves(player, opponent, moves, hash_move, depth, order);
    int alpha0 = alpha, best = -kInfinity, best_sq = order[0];
    for (int i = 0; i < n; ++i) {
      int sq = order[static_cast<std::size_t>(i)];
      Bits f = flips(player, opponent, sq);
      Bits np = player | f | bit(sq), no = opponent & ~f;
      int v;
      if (i == 0) {
        v = -pvs(no, np, depth - 1, -beta, -alpha, false);
      } else {
        v = -pvs(no, np, depth - 1, -alpha - 1, -alpha, false);
        if (v > alpha && v < beta) v = -pvs(no, np, depth - 1, -beta, -v, false);
      }
      if (stopped_) return 0;
      if (v > best) {
        best = v;
        best_sq = sq;
        if (v > alpha) {
          alpha = v;
          if (alpha >= beta) break;
        }
      }
    }
    TableEntry& slot = entry(player, opponent);
    slot = {player,
            opponent,
            best,
            static_cast<std::int8_t>(depth),
            static_cast<std::int8_t>(best <= alpha0 ? 2
                                     : best >= beta ? 1
                                                    : 0),
            static_cast<std::int8_t>(best_sq),
            trained_};
    return best;
  }

  // Moves in the order to try them: the table's move, then by a cheap estimate (corners,
  // few replies for the opponent); deeper nodes sort by a one-ply evaluation. Not kept
  // (2026-12-02, nodes to depth 13 as for the table below: 71.6 M): nodes of depth 6 or more
  // sorting by a search of each child to depth 1 (133.7 M) or 2 (83.0 M).
  int ordered_moves(Bits player, Bits opponent, Bits moves, int hash_move, int depth, std::array<int, 32>& out) {
    std::array<std::pair<int, int>, 32> keyed{};
    int n = 0;
    for (; moves; moves &= moves - 1) {
      int sq = first_square(moves);
      Bits f = flips(player, opponent, sq);
      Bits np = player | f | bit(sq), no = opponent & ~f;
      int key;
      if (sq == hash_move) {
        key = -kInfinity;
      } else if (depth >= 3) {
        key = eval(no, np); // the opponent's view: lower is better for us
      } else {
        key = popcount(legal_moves(no, np)) * 100 - ((bit(sq) & 0x8100000000000081ULL) ? 1000 : 0);
      }
      keyed[static_cast<std::size_t>(n++)] = {key, sq};
    }
    std::stable_sort(keyed.begin(), keyed.begin() + n);
    for (int i = 0; i < n; ++i) out[static_cast<std::size_t>(i)] = keyed[static_cast<std::size_t>(i)].second;
    return n;
  }

  SearchProgress root(const Position& p, int depth, int previous_best) {
    SearchProgress r;
    r.depth = depth;
    Bits moves = p.moves();
    std::array<int, 32> order{};
    int n = ordered_moves(p.player, p.opponent, moves, previous_best, depth, order);
    int alpha = -kInfinity;
    for (int i = 0; i < n; ++i) {
      int sq = order[static_cast<std::size_t>(i)];
      Position c = p.play(sq);
      int v;
      if (i == 0) {
        v = -pvs(c.player, c.opponent, depth - 1, -kInfinity, kInfinity, false);
      } else {
        v = -pvs(c.player, c.opponent, depth - 1, -alpha - 1, -alpha, false);
        if (v > alpha && !stopped_) v = -pvs(c.player, c.opponent, depth - 1, -kInfinity, -v, false);
      }
      if (stopped_) break;
      if (i == 0 || v > alpha) {
        alpha = v;
        r.best = sq;
        r.score = v;
      }
    }
    r.nodes = nodes_;
    return r;
  }

  // The move the ordering tries first: what a search that could not finish one move plays.
  int first_choice(const Position& p) {
    std::array<int, 32> order{};
    ordered_moves(p.player, p.opponent, p.moves(), -1, 1, order);
    return order[0];
  }

  bool stopped() const { return stopped_; }
  std::uint64_t nodes() const { return nodes_; }

 private:
  TableEntry& entry(Bits player, Bits opponent) {
    std::uint64_t h = (player * 0x9e3779b97f4a7c15ULL) ^ (opponent * 0xc2b2ae3d27d4eb4fULL);
    return table_[static_cast<std::size_t>(h ^ (h >> 29)) & (table_.size() - 1)];
  }
  // 2^18 entries. Not kept (2026-12-02; nodes to finish depth 13 on the disc-loss bench's
  // first 20 positions, 71.6 M with this): 2^21 entries, 92.4 M.
  static std::vector<TableEntry>& shared_table() {
    static thread_local std::vector<TableEntry> table(std::size_t{1} << 18);
    return table;
  }
  SearchLimits limits_;
  std::vector<TableEntry>& table_;
  std::chrono::steady_clock::time_point start_;
  std::uint64_t nodes_ = 0;
  bool stopped_ = false;
  bool trained_ = true;
};

} // namespace

SearchProgress search_best_move(const Position& p, const SearchLimits& limits, const ProgressFn& progress) {
  SearchProgress best;
  if (!p.can_move()) return best;
  int empties = popcount(p.empty());
  // Not kept (2026-12-07, issue 11's disc loss): from 26 empties, a selective solve to the end
  // first (the solver's null-window searches from 14 empties cut when a probe of depth 2, 4
  // from 20 empties, lay 8 discs beyond the window; unproved bounds in a table of its own),
  // its move played when it finished within 60% of the turn, else the search with the rest.
  // Disc-loss bench at 1 s, the same 161 positions, run side by side: 0.671 against 0.696.
  // When it finishes it chooses well (the first 20 positions, unlimited: 0.50 where this
  // search gives 0.90), but it took 0.04-6.5 s there (three jobs on two cores; median about
  // 1 s): cheaper probes (the node's value from its children's ordering probes) come first.
  if (empties <= limits.exact_empties) {
    static thread_local Solver solver(18); // kept for the same reason as the search's table
    SolveResult s = solver.solve(p);
    best = {empties, s.best, s.score * 100, true, s.nodes};
    if (progress) progress(best);
    return best;
  }
  Search search(limits);
  int previous = -1;
  for (int depth = 1; depth <= std::min(limits.max_depth, empties); ++depth) {
    SearchProgress r = search.root(p, depth, previous);
    if (search.stopped()) {
      // Keep an unfinished iteration's move only if it finished searching its first move,
      // which is the previous best: the result is then at least as well founded.
      if (best.best < 0 && r.best >= 0) best = r;
      break;
    }
    best = r;
    previous = r.best;
    if (progress) progress(best);
    if (std::abs(r.score) >= kWin) break; // the end of the game is in sight
  }
  // A legal move is always played when there is one, even on a budget too small for depth 1.
  if (best.best < 0) best.best = search.first_choice(p);
  best.nodes = search.nodes();
  return best;
}

} // namespace ishi::reversi
