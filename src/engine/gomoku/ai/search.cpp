#include "engine/gomoku/ai/search.hpp"

#include <algorithm>
#include <array>
#include <chrono>
#include <cmath>
#include <limits>
#include <span>

#include "engine/gomoku/ai/clock.hpp"
#include "engine/gomoku/ai/move_policy.hpp"
#include "engine/gomoku/ai/root.hpp"
#include "engine/gomoku/ai/threat_search.hpp"

namespace ishi::gomoku::ai {

namespace {

using Clock = std::chrono::steady_clock;

int millis_since(Clock::time_point t) {
  return static_cast<int>(std::chrono::duration_cast<std::chrono::milliseconds>(Clock::now() - t).count());
}

constexpr int kInfinity = kWinScore + 1;
constexpr int kMaxPly = 100;
constexpr int kMaxMoves = kMaxSize * kMaxSize;
constexpr std::size_t kSafetyChecks = 6; // root moves checked against the opponent's VCT
// The move order adds the policy's scores (hundredths of a log-odds) to the history of
// cut-offs and to a bonus of 1000 for an own four. Counted twice, against PentaZen at 1 s
// (64 games a run): Renju 64-126-2 over three runs (34%), Freestyle 51-134-7 (28%); counted
// once: Renju 31-91-6 over two (27%), Freestyle 39-85-4 (32%). 31% against 29% in all,
// within the runs' noise, better in Renju. Not kept: skipping quiet moves more than 600
// below the node's best at depth 3 or less in non-PV nodes (Renju 24-40-0, 21-41-2 and
// 18-46-0, 33%; Freestyle 24-40-0 and 18-43-3, 34%: no better, and it missed a 21-ply loss
// the rescue test's search finds), and a +1 reduction for moves more than 400 below it
// (Renju 15-48-1, Freestyle 14-48-2, where this scored 22-42-0 and 20-43-1 that evening).
constexpr int kPolicyWeight = 2;
// Pruning near the horizon, in evaluation units (an open three adds about 350 to its side's
// evaluation, measured on the opening of a game). In self-play at 50,000 nodes a move
// (Freestyle, 400 games, 2026-11-29) none of these did better: a futility margin of 30
// (194-202-4) or 70 (194-199-7), a razoring margin of 100 (196-198-6), the policy weighed 3
// (192-203-5), the history capped at 800 (191-206-3), the reductions times 1.2 (188-209-3).
constexpr int kFutilityDepth = 4, kFutilityMargin = 45;
constexpr int kRazorDepth = 2, kRazorMargin = 160;
// Pruning as PentaZen does (futility to depth 6 and razoring to depth 4, both at 45 a ply,
// the table's bound standing in for the evaluation) reached about half a ply deeper at
// equal nodes but scored 15-47-2 in Renju and 12-48-4 in Freestyle against PentaZen at 1 s,
// where these margins scored 22-42-0 and 20-43-1 the same evening; the table's bound alone
// in place of the evaluation scored 4-15-0 and 2-16-1 before it was stopped. In self-play at
// 50,000 nodes a move against these margins (random four-stone openings, each twice with the
// colours swapped, 400 games a rule), neither depth made a difference: futility to depth 6
// scored 383-401-16 (48.9%), razoring to depth 4 397-388-15 (50.6%); the table's bound in place
// of the evaluation where it is the tighter (as PentaZen does) 199-197-4 in Freestyle and
// 196-197-7 in Renju; null-move pruning (from depth 6 or 8, the pass searched 4 + depth / 4
// plies shallower, not against a four-three or a straight four) changed hardly a game: 198-196-6
// and 196-196-8 from depth 6, 197-197-6 and 196-196-8 from depth 8.
// Internal iterative deepening: a node this deep without a table move first searches at half
// the depth to find one. A ply less instead (IIR, as in recent chess engines) scored 390-396-14
// in the same self-play.
// Not kept either (2026-12-07, timed self-play at 200 ms a move from the balanced Renju
// openings, 482 games, against this search): a PV node whose table move came from a much
// shallower search searched shallower (by 0.28 ply for each ply of the difference, at most 3,
// as Rapfi does) 238-223-21 (+11 +-30); a ply less reduction for the late moves of nodes that
// were on a principal line when their entry was made (a flag in the table, as Rapfi's ttPv)
// 216-248-18 (-23 +-31); this deepening only from depth 9, 232-240-10 (-6 +-31).
constexpr int kIidDepth = 6;
// Singular extension (as in chess engines): from this depth, the table's move is tested
// with the node searched at half depth without it, against its score less this much a ply.
// Against PentaZen at 1 s (64 games a run): Renju 24-37-3 and 22-42-0, Freestyle 26-38-0
// and 26-35-3 (39.5% in all), where the search without it scored 33.6% (Renju 24-40-0,
// Freestyle 17-44-3) in the last session's quiet runs and 33-34% in the two before. Not
// counted: a Renju run stopped at 7-33-1 while builds ran on the other core (36.5% with it).
// Not kept, on top of it, the same way: a double extension for a non-PV move whose
// alternatives stay 40 below the bound (at most 4 on a line) together with a ply less for a
// non-singular table move at or above beta (Renju 20-44-0, Freestyle 23-37-4: 35%); a
// fail-high reduction (cut nodes tracked, evaluation 11 a ply above beta: moves other than
// own fours a ply shallower) scored Renju 26-36-2 and 10-21-0 (stopped), Freestyle 20-41-3.
// From depth 8 instead of 6, in self-play at 50,000 nodes: Freestyle 190-207-3, Renju 101-96-3.
constexpr int kSingularDepth = 6, kSingularMargin = 2;
// ProbCut (probcut(), below): from this depth, in non-PV nodes with nothing to answer. Timed
// self-play at 200 ms a move from the balanced Renju openings (482 games, 2026-12-07) scored
// 247-216-19 against the search without it (+22 +-31), and against Rapfi 0.43 (classical
// evaluation, 1 s, the 64 bench games) Renju 27-37-0 and 22-42-0 (38.3%), where the search
// without it scored 20-44-0 and 21-42-1 earlier that day, and Freestyle 26-34-4 (25-39-0).
// Against PentaZen 0.4.17 (1 s, the 64 bench games): Renju 33-28-3 and 39-22-3 (58.6%; 23
// of the 72 wins are PentaZen's fouls as Black), Freestyle 29-32-3 and 35-28-1 (51.6%).
// A margin of 100 in timed Freestyle self-play (200 ms, the balanced openings): 228-207-27
// against 150 (+16 +-31), within the noise: not kept. From depth 4, in the timed Renju
// self-play above: 233-229-20 against depth 5 (+3 +-30), not kept.
constexpr int kProbCutDepth = 5, kProbCutReduction = 4, kProbCutMargin = 150, kProbCutMoves = 3;
// Threats by fours: at the root and in the nodes of the first two plies below it (depth 3 or
// more left), the moves that make no four or three but after which the side to move would win
// by fours if the opponent let it are found by a probe each. They go first with a four's
// bonus, are all searched at the root and are not quiet in the tree. The policy does not see
// them: a lost game's winning move (g7 in the test of that name) came 40th of the root's
// moves, past the 32 searched, so even 10 s of search missed it, and White's i11 two moves
// earlier (a three that wins the same way after any defence) needs them at the second ply.
// Against PentaZen at 1 s (64 games a run): Renju 22-41-1, Freestyle 24-36-4, where the root
// alone scored 22-40-2 and 22-39-3 and the search without them 36.2% and 42.0% over three
// runs each: no gain shown, no loss either. The probes in every node of depth 6 or more
// scored Renju 20-43-1 and Freestyle 18-32-2 (stopped after 52 games).
// Measured on ishi_bench_gomoku_forced_wins (2026-12-02; wins found within 250k/1M/4M nodes,
// Freestyle then Renju; these constants 45/71/84 and 42/63/77), the probes found fewer wins
// when made to ply 4 (28/46/52 and 38/57/73 on an earlier set of 54 and 85 positions, against
// 33/45/53 and 43/64/78) or in every node from depth 2 (18/26/37 and 22/30/46). None of these
// did better either, on the whole file: the horizon's VCF to 4, 6 or 8 fours (41/74/85 and
// 45/60/79, 51/73/84 and 44/63/79, 47/72/83 and 42/63/77; 6 fours then scored 219-226-17 in
// Freestyle self-play at 50,000 nodes a move from the balanced openings, 462 games), reductions
// by the policy's gap to the node's best move (a ply per log-odds past the first, at most 2:
// 48/72/81 and 45/63/77; self-play 232-221-9 Freestyle, 238-239-5 Renju), the answers to an
// open three reduced too (the log x log less three plies: 46/70/86 and 44/64/78; 221-229-12),
// and, on the earlier set, restricting a node to the points of the opponent's win by fours
// after a pass (and its own fours) from depth 2: even, and worse from depth 1, the probe
// costing more than it cut. The brain at 1,000,000 nodes plays a winning move in 89 of the 92
// Freestyle positions (it proves the win in 66; in 21 it plays the move the 8,000,000-node
// search proves, in 2 another one that search proves) and in 76 of the 83 Renju ones (60
// proved, 16 the same move): most losses to Rapfi are decided before such positions.
constexpr int kThreatBonus = 1000, kThreatPly = 2, kThreatDepth = 3;
// Aspiration windows (as in chess engines): from kAspirationDepth an iteration first searches
// the root within kAspirationDelta of the last depth's score. A fail high widens the window
// upwards, twice as far each time; a fail low widens it once, then opens it downwards (at
// once at a proved loss, so that a depth cut short still sees a lost first move: the rescue).
// Beyond kAspirationMax the window is the whole range. Self-play at 50,000 nodes a move
// (random four-stone openings, each twice with the colours swapped) against the full
// window: this scored 212-181-7 in Freestyle and 202-193-5 in Renju (52.5%); widening
// downwards step by step, as upwards, 213-180-7 and 145-122-2 (stopped; 54.2%, and 54.3% over
// 1,527 games of a first version), but then the test of the rescue saw none; opening
// downwards at the first fail low 338-314-13 and 352-312-9 (52.4%).
constexpr int kAspirationDepth = 5, kAspirationDelta = 40, kAspirationMax = 1000;
int win_in(int plies) { return kWinScore - plies; }

// Does a stone of colour c at the empty point i make a three, closed or open, on some line?
bool makes_three(const Position& p, int c, int i) {
  for (int dir = 0; dir < 4; ++dir) {
    const std::uint8_t pattern = p.pattern(c, i, dir);
    if (pattern == kB3 || pattern == kL3) return true;
  }
  return false;
}
// Win scores count plies from the root; the table keeps them relative to the node.
int to_tt(int s, int ply) { return s > kWinScore - 1000 ? s + ply : s < -(kWinScore - 1000) ? s - ply : s; }
int from_tt(int s, int ply) { return s > kWinScore - 1000 ? s - ply : s < -(kWinScore - 1000) ? s + ply : s; }

enum Bound : std::uint8_t { kNoBound, kExact, kLower, kUpper };

struct TTEntry {
  std::uint64_t key = 0;
  std::int32_t score = 0;
  std::int16_t move = -1;
  std::int8_t depth = -1;
  Bound bound = kNoBound;
};

struct VcfEntry {
  std::uint64_t key = 0;
  int fours = -1; // the probe found no win by this many fours or fewer (its shortcut depends
                  // on where it began, so this can hide a win another probe would find)
};

struct ScoredMove {
  int square;
  int score;
  bool threat = false; // no four or three, but it threatens a win by fours (mark_vcf_threats)
};

// What one look at the candidate points shows, for the side to move ("own") and the other.
struct Threats {
  int own_five = -1;
  int their_fives = 0;
  int their_five = -1;
  bool own_win = false;        // a legal straight four or double four
  bool own_four_three = false; // a legal four with a three on another line
  bool their_open = false;     // the opponent can make a straight four or a double four
  bool their_fours = false;    // the opponent can make a four somewhere
  int own_fours = 0;           // points where the side to move makes a four
  int their_four_three = -1;   // a legal point where the opponent makes a four and a three
};

// The search's memory, kept per thread between searches (allocating and clearing tens of
// megabytes for every move would cost a noticeable part of a short turn).
struct Tables {
  std::vector<TTEntry> tt;
  std::vector<VcfEntry> vcf;
  std::vector<ScoredMove> moves;
};

// This thread's tables, sized for a search with these options and node budget. A timed
// search gets the whole table (kept between moves: entries are checked by their full key);
// a search limited by nodes one no bigger than it can fill, cleared every time so that it
// is repeatable. Not kept (2026-12-06): the table in transparent huge pages (2 MB aligned,
// madvise), as Rapfi and Stockfish do; the five bench midgames at 2,000,000 nodes with a 64 MB
// table took 7.16-7.86 s against 7.36-7.64 s (six interleaved runs): the prefetch of the
// child's entry already hides the misses. Nor (2026-12-07) buckets of four entries in a cache
// line, a store replacing the same position's entry or else the shallowest (8 plies less for
// each search since it was made), as chess engines do, in place of one entry a slot that the
// last node takes: timed self-play at 200 ms a move from the balanced Renju openings scored
// 230-239-13 (-6 +-31). A 1 s turn makes ~1.5 M nodes, a third of the 64 MB table's entries.
Tables& prepare_tables(const Options& o, std::uint64_t budget) {
  thread_local Tables tables;
  std::uint64_t want = static_cast<std::uint64_t>(o.hash_mb) << 20;
  if (budget != std::numeric_limits<std::uint64_t>::max()) want = std::min(want, budget * 32);
  want /= sizeof(TTEntry);
  std::size_t size = 1024;
  while (size * 2 <= want) size *= 2;
  if (o.max_millis <= 0 || tables.tt.size() != size) {
    tables.tt.assign(size, TTEntry{});
    tables.vcf.assign(std::max<std::size_t>(size / 4, 1024), VcfEntry{});
  }
  if (tables.moves.empty()) tables.moves.resize(static_cast<std::size_t>(kMaxPly) * kMaxMoves);
  return tables;
}

class Searcher {
 public:
  Searcher(Position& p, const Options& o, const ProgressFn& progress)
      : p_(p), o_(o), progress_(progress), start_(Clock::now()) {
    strong_ = o.level == Level::Strong;
    budget_ = o.max_nodes;
    if (budget_ == 0) budget_ = o.max_millis > 0 ? std::numeric_limits<std::uint64_t>::max() : strong_ ? 400000 : 20000;
    Tables& tables = prepare_tables(o, budget_);
    tt_ = std::span<TTEntry>(tables.tt);
    vcf_table_ = std::span<VcfEntry>(tables.vcf);
    max_depth_ = strong_ ? o.max_depth : std::min(o.max_depth, 3);
    horizon_vcf_ = strong_ ? 10 : 0;
    for (int c = 0; c < 2; ++c) {
      Rule r = p.rule();
      four_three_wins_[static_cast<std::size_t>(c)] =
          r == Rule::Freestyle || r == Rule::Standard || (r == Rule::Renju && c == 1);
    }
    moves_ = tables.moves.data();
  }

  // A probe for a win by fours that begins here (the horizon, razoring, horizon_vcf_plies).
  int probe_vcf(int fours) { return vcf(fours, p_.history().size()); }

  Choice run() {
    if (o_.max_millis > 0) deadline_ = Deadline::after_millis(std::max(1, o_.max_millis - millis_since(start_)));
    int a = colour_index(p_.side_to_move());
    std::vector<int> all, near;
    legal_points(p_, a, all, near);
    if (all.empty()) return {};
    if (p_.stone_count() == 0) return report_single(p_.index({p_.size() / 2, p_.size() / 2}), "opening", 0);

    Threats t;
    ScoredMove* buf = moves_;
    int n = scan(t, buf);
    std::vector<int> root;
    for (int k = 0; k < n; ++k) {
      if (p_.legal(a, buf[k].square)) root.push_back(buf[k].square);
    }
    if (t.own_five >= 0) return report_single(t.own_five, "five", win_in(1));
    if (t.their_fives > 0) {
      // Only the block matters (a second five point would lose anyway). Two five points, or
      // one the side to move may not take (a Renju foul), lose; a block that can be played
      // proves nothing: its score is the evaluation after it, not a loss (hints and the
      // brain's messages would show a lost game where there is none).
      bool can = p_.legal(a, t.their_five);
      if (t.their_fives >= 2 || !can)
        return report_single(can ? t.their_five : (root.empty() ? all[0] : root[0]), "block", -win_in(2));
      p_.play(t.their_five);
      const int after = -p_.evaluate();
      p_.undo();
      return report_single(t.their_five, "block", after);
    }
    if (root.empty()) root = near.empty() ? all : near;
    // Our own continuous fours, then (Strong) threes and fours.
    {
      ThreatResult r = find_vcf(p_, strong_ ? 30 : 8, stage_nodes(10), stage_deadline(25));
      nodes_ += r.nodes;
      if (r.win && std::find(root.begin(), root.end(), r.line[0]) != root.end()) {
        return report_line(r.line, "vcf", win_in(static_cast<int>(r.line.size())));
      }
    }
    if (strong_ && !t.their_fours) {
      ThreatResult r = find_vct(p_, 8, stage_nodes(8), stage_deadline(12));
      nodes_ += r.nodes;
      if (r.win && std::find(root.begin(), root.end(), r.line[0]) != root.end()) {
        return report_line(r.line, "vct", win_in(static_cast<int>(r.line.size())));
      }
    }
    if (t.their_open) {
      std::vector<int> kept;
      for (int m : root) {
        if (p_.makes_four(a, m) || p_.makes_four(1 - a, m)) kept.push_back(m);
      }
      if (!kept.empty()) root = kept;
    }
    return search(root);
  }

 private:
  std::uint64_t stage_nodes(int divisor) const {
    if (budget_ == std::numeric_limits<std::uint64_t>::max()) return budget_;
    // At least 200 nodes, so that a small budget still finds short threat wins, but never
    // more than the whole budget.
    return std::max<std::uint64_t>(budget_ / static_cast<std::uint64_t>(divisor),
                                   std::min<std::uint64_t>(budget_, 200));
  }
  // The deadline at `percent` of a timed search's time, counted from its start.
  Deadline deadline_at_percent(int percent) const {
    const long long at = static_cast<long long>(o_.max_millis) * percent / 100; // no overflow
    return Deadline::after_millis(std::max(1, static_cast<int>(at) - millis_since(start_)));
  }
  Deadline stage_deadline(int divisor) const {
    if (o_.max_millis <= 0) return {};
    int left = o_.max_millis - millis_since(start_);
    return Deadline::after_millis(std::max(1, left / divisor));
  }

  // After m (no four of its own), would the side to move win by fours if the opponent passed?
  bool threatens_vcf(int m) {
    p_.play(m);
    p_.pass();
    int plies = probe_vcf(horizon_vcf_);
    p_.undo();
    return plies > 0;
  }

  // Adds the bonus to the scores of the moves of colour a (to move) that threaten a win by
  // fours; returns how many. Only a move that makes a three (closed or open: new points for
  // fours) or lies on a line through one of the points where a already makes a four can
  // threaten one; the others are not probed.
  int mark_vcf_threats(int a, ScoredMove* moves, int n) {
    std::vector<int> four_points;
    p_.for_each_four(a, [&](int i) { four_points.push_back(i); });
    int threats = 0;
    for (int k = 0; k < n && !aborted_; ++k) {
      const int m = moves[k].square;
      const PointInfo own = p_.info(a, m);
      if (own.fours > 0 || own.fives > 0 || own.threes > 0) continue;
      bool related = makes_three(p_, a, m);
      for (std::size_t f = 0; f < four_points.size() && !related; ++f)
        related = on_lines_through(p_, four_points[f], m);
      if (related && p_.legal(a, m) && threatens_vcf(m)) {
        moves[k].score += kThreatBonus;
        moves[k].threat = true;
        ++threats;
      }
    }
    return threats;
  }

  bool out_of_budget() {
    if (aborted_) return true;
    if (nodes_ >= budget_ || ((nodes_ & 511) == 0 && (deadline_.passed() || stop_requested()))) aborted_ = true;
    return aborted_;
  }

  // The child's entry is fetched while the move is played: most probes miss the cache.
  // Probing it before the move instead, to skip playing a child the table answers, would not
  // pay: in the bench's 1 s midgames (64 MB table) the table answers only 3-5% of children.
  void prefetch_tt(int m) const { __builtin_prefetch(&tt_[p_.hash_after(m) & (tt_.size() - 1)]); }

  bool stop_requested() const { return o_.stop != nullptr && o_.stop->load(std::memory_order_relaxed); }

  // The learned policy's score of a move at i for colour a, without its distance terms. Not
  // kept (2026-12-07): under Renju, White's score at a point Black may not play (a double three
  // or four, by the exact checker) without the policy's value of blocking Black's shape there
  // (the policy was fitted to all rules at once): timed self-play at 200 ms a move from the
  // balanced Renju openings scored 224-239-19 (-11 +-30).
  int order_score(int a, int i) const { return kPolicyWeight * policy_shape_score(p_, a, i); }

  // The threats, and every point near the stones with its ordering score.
  int scan(Threats& t, ScoredMove* out) {
    scan_threats(t);
    return order_moves(out);
  }

  // Every point near the stones with its ordering score (a four of our own first): the
  // learned policy (move_policy.hpp), plus what the history of cut-offs says.
  int order_moves(ScoredMove* out) {
    int a = colour_index(p_.side_to_move());
    int n = 0;
    const auto& h = p_.history();
    const bool recent = h.size() >= 2;
    const Square last = recent ? p_.square(h[h.size() - 1]) : Square{},
                 before = recent ? p_.square(h[h.size() - 2]) : Square{};
    p_.for_each_near([&](int i, Square q) {
      int v = recent ? kPolicyWeight * policy_score(p_, a, i, q, last, before) : order_score(a, i);
      if (p_.info(a, i).fours > 0) v += 1000;
      out[n++] = {i, v, false};
    });
    if (history_.size() == static_cast<std::size_t>(p_.cells())) {
      for (int k = 0; k < n; ++k) out[k].score += history_[static_cast<std::size_t>(out[k].square)];
    }
    return n;
  }

  // The threats, from the points where either side makes a four or a five (all of them are
  // near the stones).
  void scan_threats(Threats& t) {
    int a = colour_index(p_.side_to_move()), d = 1 - a;
    p_.for_each_four(a, [&](int i) {
      PointInfo own = p_.info(a, i);
      if (own.fives > 0) t.own_five = i;
      if (own.fours > 0) note_own_four(t, a, i, own);
    });
    p_.for_each_four(d, [&](int i) { note_their_four(t, d, i, p_.info(d, i)); });
  }
  void note_own_four(Threats& t, int a, int i, const PointInfo& own) {
    ++t.own_fours;
    if ((own.open_fours > 0 || own.fours >= 2) && !t.own_win) t.own_win = p_.legal(a, i);
    if (own.threes > 0 && !t.own_four_three && four_three_wins_[static_cast<std::size_t>(a)])
      t.own_four_three = p_.legal(a, i);
  }
  void note_their_four(Threats& t, int d, int i, const PointInfo& their) {
    if (their.fives > 0 && t.their_fives++ == 0) t.their_five = i;
    if (their.fours > 0) {
      t.their_fours = true;
      if (their.threes > 0 && t.their_four_three < 0 && p_.legal(d, i)) t.their_four_three = i;
      if ((their.open_fours > 0 || their.fours >= 2) && !t.their_open) t.their_open = p_.legal(d, i);
    }
  }

  // Plies to a win by continuous fours for the side to move (at most `fours` of them), or 0.
  // `start` is the length of the game's history when the probe began. After the first four,
  // only fours related to one of the attacker's stones of the sequence are tried (and any
  // straight or double four): a four unrelated to them was there from the start, so it
  // rarely turns a line that failed into a win, and trying every four at every step cost
  // most of the search's nodes in tactical middlegames. The shortcut may miss a win, never
  // invents one; the root's find_vcf is still complete. White under Renju tries every four:
  // its fours also win by driving Black onto a forbidden point, which need not be near.
  int vcf(int fours, std::size_t start) {
    ++nodes_;
    if (out_of_budget()) return 0;
    int a = colour_index(p_.side_to_move()), d = 1 - a;
    std::array<ScoredMove, 64> moves;
    int n = 0, their_fives = 0, their_five = -1;
    if (p_.five_count(a) > 0) return 1;
    if (p_.five_count(d) > 0) {
      p_.for_each_four(d, [&](int i) {
        if (p_.makes_five(d, i) && their_fives++ == 0) their_five = i;
      });
    }
    const auto& h = p_.history();
    const bool every = p_.rule() == Rule::Renju && a == 1;
    p_.for_each_four(a, [&](int i) {
      PointInfo own = p_.info(a, i);
      if (own.fours == 0 || n >= 64) return;
      bool wins = own.open_fours > 0 || own.fours >= 2;
      if (!wins && !every && h.size() > start) {
        bool near = false;
        for (std::size_t k = start; k < h.size() && !near; k += 2) near = on_lines_through(p_, h[k], i);
        if (!near) return;
      }
      moves[static_cast<std::size_t>(n++)] = {i, wins ? 1 : 0};
    });
    if (their_fives >= 2) return 0;
    if (their_fives == 1) {
      // The block must itself be a four to keep the initiative.
      if (!p_.makes_four(a, their_five) || !p_.legal(a, their_five)) return 0;
      moves[0] = {their_five, 0};
      n = 1;
    } else {
      for (int k = 0; k < n; ++k) {
        if (moves[static_cast<std::size_t>(k)].score > 0 && p_.legal(a, moves[static_cast<std::size_t>(k)].square))
          return 3;
      }
    }
    if (fours <= 0) return 0;
    std::uint64_t key = p_.hash();
    VcfEntry& e = vcf_table_[key & (vcf_table_.size() - 1)];
    if (e.key == key && e.fours >= fours) return 0;
    for (int k = 0; k < n; ++k) {
      int m = moves[static_cast<std::size_t>(k)].square;
      if (!p_.legal(a, m)) continue;
      // The fives m makes are on the lines where it makes a four (any other five point was
      // one before m, and the probe would have stopped above): only those lines are scanned.
      unsigned four_lines = 0;
      for (int dir = 0; dir < 4; ++dir) four_lines |= is_four(p_.pattern(a, m, dir)) ? 1u << dir : 0u;
      p_.play_lean(m);
      int block = -1, count = 0;
      for (int dir = 0; dir < 4 && count < 2; ++dir) {
        if ((four_lines >> dir & 1u) == 0) continue;
        for (int off = -4; off <= 4; ++off) {
          int q = m + off * p_.step(dir);
          if (off == 0 || q < 0 || q >= p_.cells() || !p_.empty(q) || p_.pattern(a, q, dir) != kFive) continue;
          if (q != block) {
            block = q;
            ++count;
          }
        }
      }
      int r = 0;
      if (count >= 2 || (count == 1 && !p_.legal(d, block))) {
        r = 1;
      } else if (count == 1) {
        p_.play_lean(block);
        int rest = vcf(fours - 1, start);
        p_.undo();
        if (rest > 0) r = rest + 2;
      }
      p_.undo();
      if (r > 0) return r;
      if (aborted_) return 0;
    }
    e.key = key;
    e.fours = fours;
    return 0;
  }

  // At the horizon the static evaluation stands unless a win by fours can raise it above
  // beta (an evaluation already at or above beta needs no such win). Not kept: a quiescence
  // by the side to move's fours as Rapfi's (the best of the evaluation and of each four
  // followed by its block, valued by the evaluation after it, and two levels deep by fours
  // that also make a three; razoring dropped into it too) scored Renju 9-20-0 and Freestyle
  // 5-22-0 against PentaZen at 1 s (both stopped) where this scored 41% and 47%. A guess
  // at why: the evaluation was fitted to positions whose fours are still in hand. Nor, in
  // self-play at 50,000 nodes a move, searching on at the horizon while the opponent can make
  // a straight four (only the answers to it, as above the horizon): one ply of it scored
  // 399-388-13; up to three plies, and against a four-three too, 380-412-8. Nor (2026-12-07)
  // probing only where one of the side to move's four points also makes a closed three or
  // more on another line, or two fours (Renju's White always): in the bench's midgames the
  // probes are a fifth of all nodes, and those without such a point are 78% of the probes,
  // 62% of their nodes and 14% of the wins they find; timed self-play at 200 ms a move from
  // the balanced Renju openings scored 218-240-24 (-16 +-30) against probing them all. Nor
  // (2026-12-07) an evaluation at or above beta lowered by 300 (an open three's worth) when the
  // opponent, after a pass, would win by fours (a threat the side to move must answer): the
  // same self-play 229-249-4 (-14 +-31); wins found within 250,000 nodes 49/92 and 42/83
  // (Freestyle, Renju) where this finds 45/92 and 43/83.
  int horizon(int ply, const Threats& t, int beta) {
    int eval = p_.evaluate();
    if (eval >= beta) return eval;
    if (horizon_vcf_ > 0 && t.own_fours > 0) {
      int plies = probe_vcf(horizon_vcf_);
      if (aborted_) return 0;
      if (plies > 0) return win_in(ply + plies);
    }
    return eval;
  }

  // ProbCut (as chess engines do): when one of the node's best few moves, searched
  // kProbCutReduction plies shallower, beats beta by kProbCutMargin, the full search would
  // very likely fail high too: its value, or -kInfinity.
  int probcut(int depth, int beta, int ply, int tt_move) {
    const int a = colour_index(p_.side_to_move());
    const int raised = beta + kProbCutMargin;
    ScoredMove* moves = &moves_[static_cast<std::size_t>(ply) * kMaxMoves];
    const int n = order_moves(moves);
    const int in_place = put_first(moves, n, tt_move);
    for (int k = 0; k < std::min(n, kProbCutMoves); ++k) {
      if (k >= in_place) pick_best(moves, k, n);
      const int m = moves[k].square;
      if (!p_.legal(a, m)) continue;
      prefetch_tt(m);
      p_.play(m);
      const int v = -pvs(depth - kProbCutReduction, -raised, -raised + 1, ply + 1);
      p_.undo();
      if (aborted_) return -kInfinity;
      if (v >= raised) return v;
    }
    return -kInfinity;
  }

  // Moves `first` (the table's move) to the front if it is among the n moves; returns how
  // many moves are now in place (1 or 0).
  static int put_first(ScoredMove* moves, int n, int first) {
    for (int k = 0; k < n; ++k) {
      if (moves[k].square == first) {
        std::swap(moves[0], moves[k]);
        return 1;
      }
    }
    return 0;
  }

  // Moves the best of moves[k..n) to k: the highest score, the lower point on equal scores
  // (a total order, so that picking one at a time gives a sort's order). Most nodes cut off
  // after a move or two, so picking each move when it is needed does less than sorting the
  // node's width first, and its comparisons compile to conditional moves, where the sort's
  // were branches that went either way. Sorting the rest once after the first 3 (or 10)
  // picks was 6% (4%) slower on the bench's midgames (2026-12-04).
  static void pick_best(ScoredMove* moves, int k, int n) {
    // Score first, then the lower point: a point index is below 2^32.
    auto key = [](const ScoredMove& m) {
      return static_cast<std::int64_t>(m.score) * (std::int64_t{1} << 32) - m.square;
    };
    int best = k;
    std::int64_t best_key = key(moves[k]);
    for (int j = k + 1; j < n; ++j) {
      const std::int64_t x = key(moves[j]);
      best = x > best_key ? j : best;
      best_key = x > best_key ? x : best_key;
    }
    std::swap(moves[k], moves[best]);
  }

  // The most moves a node searches, by remaining depth (a node that must stop a threat keeps
  // all its candidates). Late moves are reduced anyway, so the width costs little depth but
  // keeps quiet defences in reach. Against PentaZen at 300 ms a move (Freestyle, the 64 bench
  // games): 16/22/32 scored 41% (51-72-5 in two runs), 10/14/20 scored 22% (13-49-2) the same
  // day and 27% over five earlier runs, 22/30/44 scored 35% (21-40-3). At 1 s 16/22/32
  // scored 16-45-3, as 10/14/20 did before: the gain is not shown there. Against PentaZen
  // at 1 s in Renju (main 18-46-0 and 16-47-1 in two runs the same morning), each stopped
  // when clearly behind: x1.25 scored 9-46-0, x0.8 12-45-1, no quiet-move limit 13-46-1,
  // PentaZen's own counts (3, 9, 14, ... 32 by depth) 7-32-0, and its cap of 3/5/7/8 moves
  // at the answers to an open three 4-25-0. In self-play at 50,000 nodes a move, 24 in place
  // of 32 from depth 6 scored 396-389-15: the width is not where the engine loses.
  static int width(int depth) { return depth >= 6 ? 32 : depth >= 3 ? 22 : 16; }

  // Late-move reductions: more for later moves at greater depths (log x log, as is usual
  // in alpha-beta engines); none for the first moves. The full log x log (it was divided by
  // 1.7) scored 138-114-4 in self-play at equal nodes (100k per move, 64 openings x 2, in
  // Freestyle and in Renju); reducing harder still (/0.7) scored 54-71-3. Against PentaZen
  // at 1 s in Renju (main as above): /1.5 scored 8-36-0 (stopped), x1.33 13-50-1, and
  // reducing tactical moves too 16-48-0. Not kept either: once a move raises alpha in a PV
  // node, the node's other moves a ply shallower (depth 3-11) scored Renju 13-40-1 and
  // Freestyle 13-21-2 (both stopped) where main scored 41% and 47% over two runs each. Nor
  // two plies more for the late moves of expected cut nodes (the first move of an all node,
  // or a late move searched reduced), as chess engines and Rapfi do: Renju 16-37-0, Freestyle
  // 14-33-2 (both stopped, 30%). In self-play at 50,000 nodes a move, PV nodes reduced as
  // much as the others scored 193-204-3 in Freestyle and 200-197-3 in Renju, two plies less
  // than the others 198-200-2 and 153-156-5 (stopped): the ply less stays. From the balanced
  // Renju openings (482 games at 50,000 nodes, 2026-12-06), the log x log times 0.8 scored
  // 224-255-3.
  static int reduction(int depth, int searched, bool pv) {
    static const std::array<std::array<std::int8_t, 64>, 64> table = [] {
      std::array<std::array<std::int8_t, 64>, 64> t{};
      for (int d = 1; d < 64; ++d) {
        for (int m = 1; m < 64; ++m) t[d][m] = static_cast<std::int8_t>(std::log(d) * std::log(m));
      }
      return t;
    }();
    int r = table[static_cast<std::size_t>(std::min(depth, 63))][static_cast<std::size_t>(std::min(searched, 63))];
    return pv ? std::max(0, r - 1) : r;
  }
  // Quiet moves looked at by a non-PV node this close to the horizon (move-count pruning).
  // Not kept: "improving" (the side to move's evaluation above what it was two plies before)
  // deciding, as in chess engines, the futility margin (a ply less when improving), this limit
  // (halved when not) and a ply more of reduction in non-PV nodes when not: Renju 20-42-2,
  // Freestyle 24-39-1 (35.5%) against PentaZen at 1 s. Pruning this way to depth 6 (in place
  // of 4) scored 393-393-14 in self-play at 50,000 nodes a move.
  // Nor Rapfi's move-count pruning (2026-12-06, from the balanced openings at 100,000 nodes a
  // move): past the 3 + depth^1.32-th move of any non-PV node (fours, threats by fours, the
  // table's move and the answers to a four-three excepted), halved when the side to move's
  // evaluation is not above its value two plies before, scored 43-58-4 in Renju and 40-61-5
  // in Freestyle (stopped); quiet moves only, without the halving, 72-77-3 and 54-61-8
  // (stopped).
  static int quiet_limit(int depth) { return 3 + depth * depth; }

  // `excluded` >= 0: the same node searched without that move (the singular test, below);
  // such a search neither reads its result from the table nor writes it there.
  int pvs(int depth, int alpha, int beta, int ply, int excluded = -1) {
    ++nodes_;
    if (out_of_budget()) return 0;
    if (ply >= kMaxPly - 1) return p_.evaluate();
    const bool pv = beta - alpha > 1;
    std::uint64_t key = p_.hash();
    TTEntry& e = tt_[key & (tt_.size() - 1)];
    int tt_move = -1;
    if (e.key == key && excluded < 0) {
      tt_move = e.move;
      if (e.depth >= depth && !pv) {
        int s = from_tt(e.score, ply);
        if (e.bound == kExact || (e.bound == kLower && s >= beta) || (e.bound == kUpper && s <= alpha)) return s;
      }
    }
    // Internal iterative deepening: the shallower search leaves a table move.
    if (depth >= kIidDepth && tt_move < 0 && excluded < 0) {
      pvs(depth / 2, alpha, beta, ply);
      if (aborted_) return 0;
      if (e.key == key) tt_move = e.move;
    }
    int a = colour_index(p_.side_to_move()), d = 1 - a;
    Threats t;
    scan_threats(t);
    if (t.own_five >= 0) return win_in(ply + 1);
    if (t.their_fives >= 2) return -win_in(ply + 2);
    ScoredMove* moves = &moves_[static_cast<std::size_t>(ply) * kMaxMoves];
    const bool forced = t.their_fives == 1;
    if (forced) {
      if (!p_.legal(a, t.their_five)) return -win_in(ply + 2);
    } else {
      if (t.own_win) return win_in(ply + 3);
      if (t.own_four_three && !t.their_fours) return win_in(ply + 5);
      // At the horizon only the threats matter (a forced block, above, is searched deeper).
      if (depth <= 0) return horizon(ply, t, beta);
      if (!pv && !t.their_open && std::abs(beta) < kWinScore - 1000) {
        int eval = p_.evaluate();
        // Far above beta with the opponent threatening nothing: this node fails high.
        if (depth <= kFutilityDepth && eval - kFutilityMargin * depth >= beta) return eval;
        // Far below alpha: only a win by fours could save it.
        if (depth <= kRazorDepth && eval + kRazorMargin * depth < alpha) {
          int plies = t.own_fours > 0 && horizon_vcf_ > 0 ? probe_vcf(horizon_vcf_) : 0;
          if (aborted_) return 0;
          return plies > 0 ? win_in(ply + plies) : eval;
        }
      }
      if (!pv && depth >= kProbCutDepth && excluded < 0 && !t.their_open && t.their_four_three < 0 &&
          std::abs(beta) < kWinScore - 1000) {
        const int cut = probcut(depth, beta, ply, tt_move);
        if (aborted_) return 0;
        if (cut > -kInfinity) {
          store(e, key, cut, ply, -1, depth - kProbCutReduction + 1, kLower);
          return cut;
        }
      }
    }
    // The moves in order, each searched by visit() until one fails high.
    int best = -kInfinity, best_move = -1, searched = 0, quiets = 0;
    const int alpha0 = alpha;
    auto visit = [&](int m, int extension, bool threat) {
      if (!p_.legal(a, m)) return false;
      // The answers to an open three are all searched to full depth: reducing them after the
      // first two won self-play (267-228-17 at equal nodes) but scored 10-49-5 against
      // PentaZen at 1 s in Freestyle (64 games) where this scored 21-35-8 in the same hour.
      const bool tactical = forced || t.their_open || p_.makes_four(a, m);
      // Threes made or stopped, and threats by fours, are not quiet: they change what the next
      // moves must be. Not kept (self-play at 50,000 nodes a move): also a point where the
      // mover's two lines reach L2 or more (a point term) 192-198-10 in Freestyle and 182-213-5
      // in Renju; and where the opponent's do too, 192-203-5 and 207-186-7.
      bool quiet = !tactical && !threat && p_.info(a, m).threes == 0 && p_.info(d, m).threes == 0 && m != tt_move;
      if (quiet) {
        ++quiets;
        if (!pv && depth <= 4 && searched > 0 && best > -(kWinScore - 1000) && quiets > quiet_limit(depth))
          return false;
      }
      // The forced block costs no depth. Not kept (2026-12-06, with depth counted in sixteenths
      // of a ply), measured on 342 positions of our games against Rapfi that it scored at 1 s
      // as won for the side to move (wins found within 250,000 / 1,000,000 nodes, Freestyle
      // then Renju; this search 69/94 and 91/124): the block 1.3 plies deeper (as Rapfi's)
      // 71/95 and 89/121, and 23-38-2 in Renju self-play at 100,000 nodes (stopped); an own
      // four within 4 points of the mover's last stone a ply deeper 66/82 and 73/103; the
      // answers to an open three half a ply deeper 77/95 and 92/119, a ply deeper 75/93 and
      // 83/110; a ply less reduction for a three or four after the mover's last move made one
      // 71/100 and 92/121; a four that does not stop the open three, more than 4 points from
      // the opponent's last stone, a ply shallower 71/93 and 88/122.
      int next = forced ? depth : depth - 1 + extension;
      prefetch_tt(m);
      p_.play(m);
      int s;
      if (searched == 0) {
        s = -pvs(next, -beta, -alpha, ply + 1);
      } else {
        int r = 0;
        if (depth >= 2 && searched >= 2 && !tactical) {
          r = reduction(depth, searched, pv);
          if (!quiet) r = std::max(0, r - 1);
          r = std::min(r, next - 1 > 0 ? next - 1 : 0);
        }
        s = -pvs(next - r, -alpha - 1, -alpha, ply + 1);
        // A reduced move that fails high is searched again at full depth. A ply deeper when
        // it beat alpha by more than 60 (as chess engines do) scored 205-191-4 in Freestyle and
        // 198-197-5 in Renju in that self-play; by more than 200, 196-198-6 in Freestyle.
        if (s > alpha && r > 0) s = -pvs(next, -alpha - 1, -alpha, ply + 1);
        if (s > alpha && s < beta) s = -pvs(next, -beta, -alpha, ply + 1);
      }
      p_.undo();
      if (aborted_) return true;
      ++searched;
      if (s > best) {
        best = s;
        best_move = m;
        if (s > alpha) {
          alpha = s;
          if (alpha >= beta) {
            if (!tactical) add_history(m, depth);
            return true;
          }
        }
      }
      return false;
    };
    // Not kept (2026-12-07): the children that would stand pat (at the horizon, or by futility)
    // answered without playing the move, from the evaluation after it found by looking the
    // changed patterns up as play() would (tested equal to play, evaluate and undo): in the
    // bench's midgames 1.7 M of 3.8 M children were answered so, but the look-up cost as much
    // as the play it saved (15% of the time, where update_line_neighbours fell from 34% to
    // 25%), and the midgames took as long at equal nodes. The play is the node's cost.
    // Not kept (2026-12-02): an enhanced transposition cut-off (a candidate whose position after
    // it the table scores at or above beta for us cuts the node, non-PV nodes from depth 2 or
    // 5). At the bench's 400,000 nodes a midgame it reached no deeper, and a ply less on one or
    // two of the five midgames.
    // The table's move goes first in any case; when nothing must be answered it is searched
    // before the other moves are looked at, and a cut-off by it saves ordering them.
    const bool early = !forced && !t.their_open && t.their_four_three < 0 && tt_move >= 0 && tt_move < p_.cells() &&
                       p_.on_board(tt_move) && p_.empty(tt_move);
    bool cut = false;
    if (early) {
      int extension = 0;
      // Singular extension: when the node without the table's move fails low against a
      // bound a little below the table's score, that move is the only good one and is
      // searched a ply deeper. When even without it the node reaches beta, it fails high.
      if (depth >= kSingularDepth && ply < 2 * root_depth_ && e.key == key && e.move == tt_move &&
          (e.bound == kLower || e.bound == kExact) && e.depth >= depth - 3 &&
          std::abs(from_tt(e.score, ply)) < kWinScore - 1000 && p_.legal(a, tt_move)) {
        int sb = from_tt(e.score, ply) - kSingularMargin * depth;
        int v = pvs(depth / 2, sb - 1, sb, ply, tt_move);
        if (aborted_) return 0;
        if (v < sb) {
          extension = 1;
        } else if (sb >= beta) {
          return sb;
        }
      }
      cut = visit(tt_move, extension, false);
    }
    if (aborted_) return 0;
    if (!cut) {
      // The moves to search, and how many of them are in order already.
      int n = 1, keep = 1, in_place = 1;
      if (forced) {
        moves[0] = {t.their_five, 0};
      } else {
        n = order_moves(moves);
        if (t.their_open) {
          // Only a four of our own or a point that stops the straight four.
          int kept = 0;
          for (int k = 0; k < n; ++k) {
            int m = moves[k].square;
            if (p_.makes_four(a, m) || may_stop_straight_four(p_, d, m)) moves[kept++] = moves[k];
          }
          n = kept;
          if (n == 0) return -win_in(ply + 4);
          // Searching these as deep as the node (as the block of a four) when they are two or
          // fewer was even against PentaZen at 1 s: 23-90-6 in Renju, 31-79-3 in Freestyle
          // (two runs each), where this scored 25-103-0 and 17-44-3 the same day.
        }
        // The opponent wins by a four-three unless we stop it (under Renju and Classic it may
        // not win for Black, but it is still the threat to answer): only the moves that may
        // stop it are kept, and none is cut by the width limit.
        bool defend = t.their_open;
        if (!defend && t.their_four_three >= 0) {
          FourThree f = four_three_at(p_, d, t.their_four_three);
          int kept = 0;
          for (int k = 0; k < n; ++k) {
            if (may_stop_four_three(p_, f, moves[k].square)) moves[kept++] = moves[k];
          }
          n = kept; // the point itself is always kept
          defend = true;
        }
        if (!defend && strong_ && ply <= kThreatPly && depth >= kThreatDepth) mark_vcf_threats(a, moves, n);
        keep = std::min(n, defend ? n : width(depth));
        in_place = put_first(moves, n, tt_move);
      }
      for (int k = 0; k < keep; ++k) {
        if (k >= in_place) pick_best(moves, k, n);
        int m = moves[k].square;
        if ((early && m == tt_move) || m == excluded) continue;
        if (visit(m, 0, moves[k].threat)) break;
      }
      if (aborted_) return 0;
    }
    if (excluded >= 0) return searched == 0 ? alpha : best; // nothing else: the move is singular
    if (searched == 0) return t.their_open ? -win_in(ply + 4) : p_.evaluate();
    store(e, key, best, ply, best_move, depth, best >= beta ? kLower : best <= alpha0 ? kUpper : kExact);
    return best;
  }

  // Writes a node's result to its table entry (win scores made relative to the node).
  static void store(TTEntry& e, std::uint64_t key, int score, int ply, int move, int depth, Bound bound) {
    e.key = key;
    e.score = to_tt(score, ply);
    e.move = static_cast<std::int16_t>(move);
    e.depth = static_cast<std::int8_t>(std::clamp(depth, -100, 100));
    e.bound = bound;
  }

  // One history for the whole tree. Killer moves on top of it (the last two quiet moves that
  // cut off at the same ply, +300 and +150 to their order scores) scored 10-29-0 in Renju
  // and 5-14-0 in Freestyle against PentaZen at 1 s before they were stopped. One history
  // per colour (a cut-off counts only for the side that played it) scored 26-34-4 in Renju
  // and 27-35-2 in Freestyle (43.8% each), where this scored 41% and 47%: no difference.
  // In self-play at 50,000 nodes a move against this (random openings, colours swapped),
  // neither gained: a counter-move (the last quiet move that cut off after the opponent's
  // move, +300) 236-258-6 in Freestyle and 67-51-3 in Renju; a ply less reduction for moves
  // whose history is 100 or more 240-254-6 and 43-42-1 (both stopped in Renju); a malus
  // for the quiet moves searched before the one that cut off (depth squared, down to -400)
  // 191-205-4 in Freestyle. Nor, at 200 ms a move in Freestyle, keeping the history from
  // one move to the next (halved): 107-104-3 (stopped).
  void add_history(int m, int depth) {
    if (history_.size() != static_cast<std::size_t>(p_.cells()))
      history_.assign(static_cast<std::size_t>(p_.cells()), 0);
    int& h = history_[static_cast<std::size_t>(m)];
    h = std::min(h + depth * depth, 400);
  }

  Choice report_single(int move, std::string_view stage, int score) {
    Choice ch = single_move(p_, move, stage, millis_since(start_));
    ch.info.score = score;
    ch.info.nodes = nodes_;
    if (progress_) progress_(ch.info);
    return ch;
  }

  Choice report_line(const std::vector<int>& line, std::string_view stage, int score) {
    Choice ch = single_move(p_, line[0], stage, millis_since(start_));
    ch.info.score = score;
    ch.info.nodes = nodes_;
    std::vector<Square> out;
    for (int i : line) out.push_back(p_.square(i));
    ch.info.line = out;
    ch.info.depth = static_cast<int>(line.size());
    if (progress_) progress_(ch.info);
    return ch;
  }

  std::vector<Square> principal_line(int first, int depth) {
    std::vector<Square> line{p_.square(first)};
    int played = 0;
    p_.play(first);
    ++played;
    while (played < depth + 4) {
      std::uint64_t key = p_.hash();
      const TTEntry& e = tt_[key & (tt_.size() - 1)];
      if (e.key != key || e.move < 0 || e.move >= p_.cells() || !p_.empty(e.move)) break;
      line.push_back(p_.square(e.move));
      p_.play(e.move);
      ++played;
    }
    for (int k = 0; k < played; ++k) p_.undo();
    return line;
  }

  // One iteration of the root moves at `depth` (principal variation search, the first
  // move with the window (lo, hi)). The score is the first move's once it is searched, then
  // the best found; a search cut short returns what it has. A score at or below lo is only a
  // bound (every move failed low); one at or above hi ends the iteration (a fail high).
  struct RootResult {
    int score = -kInfinity;
    int move = -1;
    bool first_done = false;
    bool failed_low = false; // score <= lo: only a bound, and move is no choice
  };
  RootResult iterate(const std::vector<int>& root, int depth, int lo = -kInfinity, int hi = kInfinity) {
    RootResult r;
    root_depth_ = depth;
    int alpha = lo, beta = hi;
    for (std::size_t k = 0; k < root.size() && alpha < beta; ++k) {
      prefetch_tt(root[k]);
      p_.play(root[k]);
      int s;
      if (k == 0) {
        s = -pvs(depth - 1, -beta, -alpha, 1);
      } else {
        s = -pvs(depth - 1, -alpha - 1, -alpha, 1);
        if (s > alpha && !aborted_) s = -pvs(depth - 1, -beta, -alpha, 1);
      }
      p_.undo();
      if (aborted_) break;
      if (k == 0) r.first_done = true;
      if (s > r.score) {
        r.score = s;
        r.move = root[k];
        alpha = std::max(alpha, s);
      }
    }
    r.failed_low = r.score <= lo && lo > -kInfinity;
    return r;
  }

  // An iteration within an aspiration window around `last` (kAspirationDepth): searched
  // again, wider on the failing side, until its score falls inside. After a fail high the
  // move that failed high is searched first.
  RootResult aspire(std::vector<int>& root, int depth, int last) {
    int delta = kAspirationDelta, lo = last - delta, hi = last + delta, low_fails = 0;
    for (;;) {
      RootResult r = iterate(root, depth, lo, hi);
      if (aborted_ || (r.score > lo && r.score < hi)) return r;
      // A second fail low opens the window downwards, and so does a first one at a proved
      // loss: the first move may be lost, and a depth cut short must be able to tell (the
      // rescue, in search()). A fail high at a proved win opens it upwards.
      if (r.score <= lo) {
        lo = ++low_fails >= 2 || is_win_score(r.score) ? -kInfinity : lo - delta;
      } else {
        hi = is_win_score(r.score) ? kInfinity : hi + delta;
        to_front(root, r.move);
      }
      delta *= 2;
      if (delta > kAspirationMax) lo = -kInfinity, hi = kInfinity;
    }
  }

  // Puts move m first, the others keeping their order (the next depth searches it first).
  static void to_front(std::vector<int>& moves, int m) {
    auto it = std::find(moves.begin(), moves.end(), m);
    std::rotate(moves.begin(), it, it + 1);
  }

  // The root moves but the first, searched again from depth 1 (the table makes the first
  // depths cheap) with a little more time: until 98% of a timed turn, or an eighth more
  // nodes. The best move of the deepest depth reached, with its score.
  RootResult rescue(const std::vector<int>& root) {
    std::vector<int> rest(root.begin() + 1, root.end());
    aborted_ = false;
    if (o_.max_millis > 0) {
      deadline_ = deadline_at_percent(98);
    } else {
      budget_ = nodes_ + budget_ / 8;
    }
    RootResult best;
    for (int depth = 1; depth <= max_depth_; ++depth) {
      RootResult r = iterate(rest, depth);
      if (aborted_ && (!r.first_done || r.move < 0)) break;
      best = r;
      to_front(rest, r.move);
      if (aborted_ || is_win_score(r.score)) break;
    }
    return best;
  }

  Choice search(std::vector<int> root) {
    int a = colour_index(p_.side_to_move());
    // The root's moves in order: fours and threats by fours first, then the policy's. At most
    // 32 are searched, and every four and threat.
    std::vector<ScoredMove> scored;
    std::size_t forcing = 0;
    for (int m : root) {
      const bool four = p_.makes_four(a, m);
      forcing += four;
      scored.push_back({m, order_score(a, m) + (four ? 1000 : 0)});
    }
    if (strong_)
      forcing += static_cast<std::size_t>(mark_vcf_threats(a, scored.data(), static_cast<int>(scored.size())));
    // Probes cut short by a small node budget leave the rest unmarked; the search still gets
    // its share of the budget.
    aborted_ = false;
    if (budget_ != std::numeric_limits<std::uint64_t>::max()) budget_ = std::max(budget_, nodes_ + budget_ / 3);
    std::stable_sort(scored.begin(), scored.end(),
                     [](const ScoredMove& x, const ScoredMove& y) { return x.score > y.score; });
    root.clear();
    for (std::size_t k = 0; k < scored.size() && k < std::max<std::size_t>(32, forcing); ++k)
      root.push_back(scored[k].square);
    // A single move (here or the block of a five in run()) is played at once. Not kept
    // (2026-12-07): with whole_turn, searching it for the turn's time anyway, so that the
    // table holds the tree below it when the opponent's attack ends. Timed self-play at
    // 200 ms a move from the balanced openings: Renju 692-697-57 over three runs (49.8%),
    // Freestyle 236-202-24 (53.7%); no gain shown, and every such turn then risks a late reply.
    Choice ch = single_move(p_, root[0], "search", 0);
    if (root.size() == 1) {
      ch.info.stage = "forced";
      ch.info.millis = millis_since(start_);
      if (progress_) progress_(ch.info);
      return ch;
    }
    // No new iteration starts after 65% of the time (any level with a time limit) and Strong
    // stops the search at kSearchStopPercent of it (the rest, 36 ms of a 1 s turn's 900, is
    // for the safety check; a check cut short keeps the move; a rescue, below, may run until
    // 98%). It stopped at 92% until 2026-12-06, when the brain's margin grew from 62 to 100 ms
    // of a 1 s turn: the safety check's share was cut instead of the search's. Against Rapfi
    // (1 s, the 64 bench Freestyle games) that scored 21-43-0 and 24-38-1 (35.8%; a game won
    // by Rapfi's protocol error left out), where 92% of 938 ms scored 30.9% over 128 games:
    // not worse, within the runs' noise. An iteration cut short still counts once its first
    // move is searched. Stopping at 85% and at half (as before) left a third of a 1 s turn
    // unused (mean 353 ms) while Rapfi thinks ~970 ms on every move that is not forced; at
    // 65%/92% the engine scored 11-51-2 against Rapfi's classical evaluation (6-57-1 before)
    // and 32-28-4 against the old timing, Freestyle at
    // 1 s, 64 games each. Starting new depths until 75% (the stop at 92% unchanged) raised
    // the mean turn from 712 to 741-757 ms but scored 18-45-1 in Renju and 19-43-2 in
    // Freestyle against PentaZen at 1 s, where 65% had scored 22-42-0 and 20-43-1 three
    // hours earlier.
    // With whole_turn, only the stop (then at 92%) ends the search: in self-play at 200 ms a move
    // (random four-stone openings, each twice with the colours swapped) that scored 203-190-7
    // in Freestyle and 201-187-12 in Renju against stopping after 65% (51.7%, +12 Elo +-17).
    const long long limit = o_.max_millis; // no overflow for long limits
    const int soft_millis = static_cast<int>(o_.whole_turn ? limit : limit * 65 / 100);
    if (o_.max_millis > 0 && strong_) {
      deadline_ = deadline_at_percent(kSearchStopPercent);
    }
    bool rescued = false;
    for (int depth = 1; depth <= max_depth_; ++depth) {
      RootResult r = depth >= kAspirationDepth && ch.info.depth > 0 && !is_win_score(ch.info.score)
                         ? aspire(root, depth, ch.info.score)
                         : iterate(root, depth);
      if (aborted_ && (!r.first_done || r.move < 0)) break;
      // Cut short after failing low: the last depth's move is worse than it seemed, but
      // nothing better is known yet (unless it is proved lost: the rescue below).
      if (aborted_ && r.failed_low && r.score >= -(kWinScore - 1000)) break;
      if (aborted_ && r.score < -(kWinScore - 1000) && ch.info.depth > 0 && ch.info.score >= -(kWinScore - 1000) &&
          root.size() > 1) {
        // This iteration, cut short, proved its first move lost before it could search the
        // others: rather than play a move known to lose, search the others again.
        RootResult other = rescue(root);
        if (other.move >= 0 && other.score > r.score) {
          ch.move = p_.square(other.move);
          ch.info.stage = "rescue";
          ch.info.score = other.score;
          ch.info.line = principal_line(other.move, 1);
          to_front(root, other.move);
          rescued = true;
          if (progress_) progress_(ch.info);
          break;
        }
      }
      to_front(root, r.move);
      ch.move = p_.square(r.move);
      ch.info.depth = depth;
      ch.info.score = r.score;
      ch.info.nodes = nodes_;
      ch.info.millis = millis_since(start_);
      ch.info.line = principal_line(r.move, depth);
      if (progress_) progress_(ch.info);
      if (aborted_ || r.score > kWinScore - 1000) break;
      if (r.score < -(kWinScore - 1000) && depth >= 4) break;
      if (o_.max_millis > 0 && ch.info.millis >= soft_millis) break;
    }
    if (strong_ && ch.info.depth > 0 && ch.info.score < kWinScore - 1000 && !rescued && !stop_requested()) {
      int safe = safe_move(root);
      if (safe >= 0 && p_.square(safe) != *ch.move) {
        ch.move = p_.square(safe);
        ch.info.stage = "safety";
        ch.info.line = {*ch.move};
      }
    }
    ch.info.nodes = nodes_;
    ch.info.millis = millis_since(start_);
    return ch;
  }

  // The search's choice may still lose to a win by threes and fours beyond its horizon: the
  // best few root moves (best first) are checked in order, and the first after which the
  // opponent has no such win is played. -1 when none could be shown safe.
  int safe_move(const std::vector<int>& root) {
    const std::size_t count = std::min<std::size_t>(root.size(), kSafetyChecks);
    for (std::size_t k = 0; k < count; ++k) {
      std::uint64_t each = stage_nodes(static_cast<int>(2 * kSafetyChecks));
      Deadline slice;
      if (o_.max_millis > 0) {
        int left = o_.max_millis - millis_since(start_);
        if (left <= 1) break;
        // The chosen move, first, gets half of what is left: it is the one played unless
        // shown to lose, and a no-win check runs until its slice ends.
        const int share = k == 0 ? left / 2 : left / static_cast<int>(count - k);
        slice = Deadline::after_millis(std::max(1, share));
      }
      if (stop_requested()) break;
      p_.play(root[k]);
      ThreatResult r = find_vct(p_, 8, each, slice);
      p_.undo();
      nodes_ += r.nodes;
      if (!r.win) return root[k];
    }
    return -1;
  }

  Position& p_;
  Options o_;
  const ProgressFn& progress_;
  bool strong_ = true;
  // Does a four-three surely win for this colour? Not for Black under Renju nor under
  // Classic, where the straight four that follows may be forbidden.
  std::array<bool, 2> four_three_wins_{};
  std::uint64_t budget_ = 0;
  std::uint64_t nodes_ = 0;
  int max_depth_ = 40;
  int root_depth_ = 1; // the iteration's depth (extensions stop at twice as many plies)
  int horizon_vcf_ = 10;
  bool aborted_ = false;
  Deadline deadline_;
  Clock::time_point start_{};
  std::span<TTEntry> tt_;
  std::span<VcfEntry> vcf_table_;
  ScoredMove* moves_ = nullptr; // kMaxMoves for each ply
  std::vector<int> history_;
};

} // namespace

void prepare_search(const Options& options) {
  if (options.max_millis > 0) prepare_tables(options, std::numeric_limits<std::uint64_t>::max());
}

int horizon_vcf_plies(Position& position, int fours, std::uint64_t max_nodes) {
  Options o;
  o.level = Level::Strong;
  o.max_nodes = max_nodes;
  const ProgressFn none;
  Searcher searcher(position, o, none);
  return searcher.probe_vcf(fours);
}

Choice search_move(Position& position, const Options& options, const ProgressFn& progress) {
  Searcher searcher(position, options, progress);
  return searcher.run();
}

} // namespace ishi::gomoku::ai
