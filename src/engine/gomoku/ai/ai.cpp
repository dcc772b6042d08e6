#include "engine/gomoku/ai/ai.hpp"

#include <algorithm>
#include <chrono>
#include <limits>
#include <random>

#include "engine/gomoku/ai/threat_search.hpp"
#include "engine/gomoku/threats.hpp"

namespace ishi::gomoku::ai {

std::string_view level_name(Level l) {
  switch (l) {
    case Level::Beginner: return "beginner";
    case Level::Tutorial: return "tutorial";
    case Level::Medium: return "medium";
    case Level::Strong: return "strong";
  }
  return "strong";
}

std::optional<Level> parse_level(std::string_view name) {
  for (Level l : {Level::Beginner, Level::Tutorial, Level::Medium, Level::Strong}) {
    if (level_name(l) == name) return l;
  }
  return std::nullopt;
}

namespace {

using Clock = std::chrono::steady_clock;

int millis_since(Clock::time_point t) {
  return static_cast<int>(std::chrono::duration_cast<std::chrono::milliseconds>(Clock::now() - t).count());
}

std::vector<Square> squares(const Position& p, const std::vector<int>& line) {
  std::vector<Square> out;
  out.reserve(line.size());
  for (int i : line) out.push_back(p.square(i));
  return out;
}

// The exact legality of the game's rules at the root (Classic judged as the Game judges
// it); the patterns' legality elsewhere.
class RootRules {
 public:
  explicit RootRules(const Position& p) : p_(p) {
    if (p.rule() == Rule::Classic && is_supported_size(p.size())) {
      board_.emplace(p.size());
      for (int i : p.history()) board_->set(p.square(i), p.at(i) == Position::kBlack ? Stone::Black : Stone::White);
    }
  }
  bool legal(int c, int i) {
    if (!p_.legal(c, i)) return false;
    if (!board_) return true;
    Square s = p_.square(i);
    board_->set(s, c == 0 ? Stone::Black : Stone::White);
    bool ok = makes_win(*board_, s, Rule::Classic);
    if (!ok) {
      ok = true;
      for (Direction d : kLineDirections) ok = ok && run_length(*board_, s, d) < 6;
      ok = ok && analyze_move(*board_, s, Rule::Classic).threes() < 2;
    }
    board_->set(s, Stone::Empty);
    return ok;
  }

 private:
  const Position& p_;
  std::optional<Board> board_;
};

std::mt19937_64 rng_for(const Position& p, std::uint64_t seed) {
  return std::mt19937_64(seed * 0x9E3779B97F4A7C15ull ^ p.hash());
}

template <class T>
T pick(std::mt19937_64& rng, const std::vector<T>& v) {
  return v[static_cast<std::size_t>(rng() % v.size())];
}

bool adjacent_to_stone(const Position& p, int i) {
  for (int dy = -1; dy <= 1; ++dy) {
    for (int dx = -1; dx <= 1; ++dx) {
      int q = i + dy * p.width() + dx;
      if (q != i && (p.at(q) == Position::kBlack || p.at(q) == Position::kWhite)) return true;
    }
  }
  return false;
}

// Every legal empty point, and those next to a stone.
void legal_points(const Position& p, RootRules& rules, int c, std::vector<int>& all, std::vector<int>& near) {
  for (int i = 0; i < p.cells(); ++i) {
    if (!p.empty(i) || !rules.legal(c, i)) continue;
    all.push_back(i);
    if (adjacent_to_stone(p, i)) near.push_back(i);
  }
}

Choice finish(const Position& p, int move, std::string_view stage, int millis) {
  Choice ch;
  if (move >= 0) {
    ch.move = p.square(move);
    ch.info.line = {*ch.move};
  }
  ch.info.stage = stage;
  ch.info.millis = millis;
  return ch;
}

// The points the two tutorial levels choose from (legal ones, and those next to stones),
// or the move they play without choosing (none left, or the first stone in the centre).
struct Candidates {
  int a = 0, d = 0; // the colour to move and the other
  std::vector<int> all, near;
};

std::optional<Choice> gather(Position& p, Candidates& c) {
  RootRules rules(p);
  c.a = colour_index(p.side_to_move());
  c.d = 1 - c.a;
  legal_points(p, rules, c.a, c.all, c.near);
  if (c.all.empty()) return Choice{};
  if (p.stone_count() == 0) return finish(p, p.index({p.size() / 2, p.size() / 2}), "opening", 0);
  return std::nullopt;
}

Choice beginner(Position& p, const Options& o) {
  auto start = Clock::now();
  Candidates c;
  if (auto forced = gather(p, c)) return *forced;
  const int a = c.a, d = c.d;
  const std::vector<int>&all = c.all, &near = c.near;
  auto rng = rng_for(p, o.seed);
  std::vector<int> win, block;
  for (int i : all) {
    if (p.makes_five(a, i)) win.push_back(i);
    if (p.makes_five(d, i)) block.push_back(i);
  }
  if (!win.empty()) return finish(p, pick(rng, win), "five", millis_since(start));
  if (!block.empty()) return finish(p, pick(rng, block), "block", millis_since(start));
  return finish(p, pick(rng, near.empty() ? all : near), "rule", millis_since(start));
}

// The tutorial's window count: the most stones of colour c in a five-point window through
// i without a stone of the other colour, and how many windows have that many.
std::pair<int, int> window_count(const Position& p, int c, int i) {
  std::uint8_t own = static_cast<std::uint8_t>(c + 1);
  int best = 0, count = 0;
  for (int d = 0; d < 4; ++d) {
    int s = p.step(d);
    for (int first = -4; first <= 0; ++first) {
      int n = 0;
      bool ok = true;
      for (int k = first; k < first + 5 && ok; ++k) {
        std::uint8_t v = p.at(i + k * s);
        if (v == own) {
          ++n;
        } else if (v != Position::kEmpty) {
          ok = false;
        }
      }
      if (!ok) continue;
      if (n > best) {
        best = n;
        count = 1;
      } else if (n == best) {
        ++count;
      }
    }
  }
  return {best, count};
}

Choice tutorial(Position& p, const Options& o) {
  auto start = Clock::now();
  Candidates c;
  if (auto forced = gather(p, c)) return *forced;
  const int a = c.a, d = c.d;
  const std::vector<int>&all = c.all, &near = c.near;
  auto rng = rng_for(p, o.seed);
  // Priority: own 4, opponent's 4, own 3, opponent's 3, own 2, opponent's 2.
  int best_rank = -1, best_windows = 0;
  std::vector<int> best;
  for (int i : all) {
    auto [mine, mine_n] = window_count(p, a, i);
    auto [theirs, theirs_n] = window_count(p, d, i);
    int rank = -1, windows = 0;
    for (int n = 4; n >= 2 && rank < 0; --n) {
      if (mine == n) {
        rank = 2 * n + 1;
        windows = mine_n;
      } else if (theirs == n) {
        rank = 2 * n;
        windows = theirs_n;
      }
    }
    if (rank < 0) continue;
    if (rank > best_rank || (rank == best_rank && windows > best_windows)) {
      best_rank = rank;
      best_windows = windows;
      best.clear();
    }
    if (rank == best_rank && windows == best_windows) best.push_back(i);
  }
  if (!best.empty()) return finish(p, pick(rng, best), "rule", millis_since(start));
  // Next to the opponent's last move.
  std::vector<int> next;
  std::uint8_t theirs = static_cast<std::uint8_t>(d + 1);
  for (auto it = p.history().rbegin(); it != p.history().rend(); ++it) {
    if (p.at(*it) != theirs) continue;
    for (int i : near) {
      int dx = p.square(i).x - p.square(*it).x, dy = p.square(i).y - p.square(*it).y;
      if (std::abs(dx) <= 1 && std::abs(dy) <= 1) next.push_back(i);
    }
    break;
  }
  if (next.empty()) next = near.empty() ? all : near;
  return finish(p, pick(rng, next), "rule", millis_since(start));
}

// ---- the searching levels ----

struct TTEntry {
  std::uint64_t key = 0;
  std::int32_t score = 0;
  std::int16_t move = -1;
  std::int8_t depth = -1;
  std::uint8_t flag = 0; // 1 exact, 2 lower bound, 3 upper bound
};

constexpr int kInfinity = kWinScore + 1;
int win_in(int plies) { return kWinScore - plies; }

class Engine {
 public:
  Engine(Position& p, const Options& o, const ProgressFn& progress) : p_(p), o_(o), progress_(progress) {
    strong_ = o.level == Level::Strong;
    budget_ = o.max_nodes;
    if (budget_ == 0) budget_ = o.max_millis > 0 ? std::numeric_limits<std::uint64_t>::max() : strong_ ? 400000 : 20000;
    // No bigger than the search can fill: clearing a large table costs time on every move.
    std::uint64_t fill = budget_ != std::numeric_limits<std::uint64_t>::max()
                             ? budget_ * 32
                             : static_cast<std::uint64_t>(o.max_millis) * 400 * 32;
    std::uint64_t want = std::min<std::uint64_t>(static_cast<std::uint64_t>(o.hash_mb) << 20, fill) / sizeof(TTEntry);
    std::size_t size = 1024;
    while (size * 2 <= want) size *= 2;
    tt_.assign(size, TTEntry{});
    max_depth_ = strong_ ? o.max_depth : std::min(o.max_depth, 3);
  }

  Choice run() {
    start_ = Clock::now();
    RootRules rules(p_);
    int a = colour_index(p_.side_to_move()), d = 1 - a;
    std::vector<int> all, near;
    legal_points(p_, rules, a, all, near);
    if (all.empty()) return {};
    if (p_.stone_count() == 0) return report_single(p_.index({p_.size() / 2, p_.size() / 2}), "opening", 0);
    std::vector<int> cands;
    p_.candidates(cands);
    std::vector<int> root;
    for (int i : cands) {
      if (p_.empty(i) && rules.legal(a, i)) root.push_back(i);
    }
    if (root.empty()) root = all;
    for (int i : root) {
      if (p_.makes_five(a, i)) return report_single(i, "five", win_in(1));
    }
    std::vector<int> theirs;
    for (int i : root) {
      if (p_.makes_five(d, i)) theirs.push_back(i);
    }
    if (!theirs.empty()) {
      // Only the block matters (a second five point would lose anyway).
      root = {theirs[0]};
      return search(root, "block");
    }
    // Our own continuous fours.
    {
      ThreatResult r = find_vcf(p_, strong_ ? 24 : 8, stage_nodes(10), stage_deadline(10));
      nodes_ += r.nodes;
      if (r.win && std::find(root.begin(), root.end(), r.line[0]) != root.end()) {
        return report_line(r.line, "vcf", win_in(static_cast<int>(r.line.size())));
      }
    }
    // The opponent's continuous fours: keep only the moves that stop them.
    defend([&](std::uint64_t n, const Deadline& dl) { return find_vcf(p_, strong_ ? 24 : 8, n, dl); }, root, 8);
    if (strong_) {
      ThreatResult r = find_vct(p_, 8, stage_nodes(6), stage_deadline(6));
      nodes_ += r.nodes;
      if (r.win && std::find(root.begin(), root.end(), r.line[0]) != root.end()) {
        return report_line(r.line, "vct", win_in(static_cast<int>(r.line.size())));
      }
      defend([&](std::uint64_t n, const Deadline& dl) { return find_vct(p_, 6, n, dl); }, root, 5);
    }
    return search(root, "search");
  }

 private:
  std::uint64_t stage_nodes(int divisor) const {
    if (budget_ == std::numeric_limits<std::uint64_t>::max()) return budget_;
    return std::max<std::uint64_t>(budget_ / static_cast<std::uint64_t>(divisor), 200);
  }
  Deadline stage_deadline(int divisor) const {
    if (o_.max_millis <= 0) return {};
    int left = o_.max_millis - millis_since(start_);
    return Deadline::after_millis(std::max(1, left / divisor));
  }

  // If the opponent (after a pass) wins by `threat`, keep the root moves after which it no
  // longer does (all of them if none does: the game is lost anyway).
  template <class Threat>
  void defend(Threat threat, std::vector<int>& root, int divisor) {
    p_.pass();
    ThreatResult r = threat(stage_nodes(divisor * 2), stage_deadline(divisor * 2));
    p_.pass();
    nodes_ += r.nodes;
    if (!r.win) return;
    int a = colour_index(p_.side_to_move()), d = 1 - a;
    std::vector<std::pair<int, int>> order;
    for (int i : root) order.emplace_back(-(p_.point_value(a, i) + p_.point_value(d, i)), i);
    std::sort(order.begin(), order.end());
    std::uint64_t each = std::max<std::uint64_t>(stage_nodes(divisor * 2) / (order.size() + 1), 100);
    Deadline dl = stage_deadline(divisor);
    // Moves of the opponent's winning line first: they are the likeliest defences.
    for (std::size_t k = 0; k < r.line.size(); k += 2) {
      auto it = std::find_if(order.begin(), order.end(), [&](auto& e) { return e.second == r.line[k]; });
      if (it != order.end()) std::rotate(order.begin(), it, it + 1);
    }
    std::vector<int> kept, unsure;
    for (auto [v, m] : order) {
      if (dl.passed()) break;
      p_.play(m);
      ThreatResult after = threat(each, dl);
      p_.undo();
      nodes_ += after.nodes;
      if (!after.win) (after.aborted ? unsure : kept).push_back(m);
    }
    if (kept.empty()) kept = unsure;
    if (!kept.empty()) root = kept;
  }

  Choice report_single(int move, std::string_view stage, int score) {
    Choice ch = finish(p_, move, stage, millis_since(start_));
    ch.info.score = score;
    ch.info.nodes = nodes_;
    if (progress_) progress_(ch.info);
    return ch;
  }

  Choice report_line(const std::vector<int>& line, std::string_view stage, int score) {
    Choice ch = report_single(line[0], stage, score);
    ch.info.line = squares(p_, line);
    ch.info.depth = static_cast<int>(line.size());
    if (progress_) progress_(ch.info);
    return ch;
  }

  bool out_of_budget() {
    if (aborted_) return true;
    if (nodes_ >= budget_ || ((nodes_ & 255) == 0 && deadline_.passed())) aborted_ = true;
    return aborted_;
  }

  static int to_tt(int s, int ply) { return s > kWinScore - 1000 ? s + ply : s < -(kWinScore - 1000) ? s - ply : s; }
  static int from_tt(int s, int ply) { return s > kWinScore - 1000 ? s - ply : s < -(kWinScore - 1000) ? s + ply : s; }

  int order_score(int a, int i) const { return p_.point_value(a, i) * 5 / 4 + p_.point_value(1 - a, i); }

  // The moves worth searching at an inner node, best first; or a score when the node is
  // decided by the fives and fours on the board (returned through `decided`).
  bool generate(int ply, std::vector<int>& moves, int& decided) {
    int a = colour_index(p_.side_to_move()), d = 1 - a;
    scratch_.clear();
    p_.candidates(scratch_);
    int their_five = -1, their_fives = 0;
    bool their_fours = false, their_open = false, our_open = false, four_three = false;
    for (int i : scratch_) {
      if (p_.makes_five(a, i)) {
        decided = win_in(ply + 1);
        return true;
      }
      PointInfo t = p_.info(d, i);
      if (t.fives > 0) {
        if (their_fives++ == 0) their_five = i;
      }
      if (t.fours > 0) their_fours = true;
      if (t.open_fours > 0 || t.fours >= 2) their_open = their_open || p_.legal(d, i);
    }
    if (their_fives >= 2) {
      decided = -win_in(ply + 2);
      return true;
    }
    moves.clear();
    if (their_fives == 1) {
      if (!p_.legal(a, their_five)) {
        decided = -win_in(ply + 2);
        return true;
      }
      moves.push_back(their_five);
      return false;
    }
    std::vector<std::pair<int, int>> scored;
    for (int i : scratch_) {
      PointInfo m = p_.info(a, i);
      bool four = m.fours > 0;
      if ((m.open_fours > 0 || m.fours >= 2) && p_.legal(a, i)) {
        our_open = true;
        if (!their_fours) {
          decided = win_in(ply + 3);
          return true;
        }
      }
      if (m.fours >= 1 && m.threes >= 1 && !their_fours && p_.legal(a, i)) four_three = true;
      if (their_open && !four && !p_.makes_four(d, i)) {
        continue; // the opponent threatens a straight four: only fours and blocks count
      }
      int v = order_score(a, i) + (four ? 1000 : 0);
      scored.emplace_back(-v, i);
    }
    (void)our_open;
    if (four_three && ply > 0) {
      // A four-three: the four forces the block, the three then becomes a straight four.
      decided = win_in(ply + 5);
      return true;
    }
    std::sort(scored.begin(), scored.end());
    std::size_t width = ply == 0 ? 24 : ply < 4 ? 14 : 9;
    for (auto& [v, i] : scored) {
      if (moves.size() >= width) break;
      if (p_.legal(a, i)) moves.push_back(i);
    }
    return false;
  }

  int pvs(int depth, int alpha, int beta, int ply) {
    ++nodes_;
    if (out_of_budget()) return 0;
    std::vector<int> moves;
    int decided = 0;
    if (generate(ply, moves, decided)) return decided;
    if (moves.empty()) return 0; // nothing to play: a draw
    bool forced = moves.size() == 1 && depth > 0;
    if (depth <= 0 && !(moves.size() == 1 && ply < 60)) return p_.evaluate();
    int ext = forced ? 1 : 0;
    std::uint64_t key = p_.hash();
    TTEntry& e = tt_[key & (tt_.size() - 1)];
    int tt_move = -1;
    if (e.key == key) {
      tt_move = e.move;
      if (e.depth >= depth) {
        int s = from_tt(e.score, ply);
        if (e.flag == 1 || (e.flag == 2 && s >= beta) || (e.flag == 3 && s <= alpha)) return s;
      }
      auto it = std::find(moves.begin(), moves.end(), tt_move);
      if (it != moves.end()) std::rotate(moves.begin(), it, it + 1);
    }
    int best = -kInfinity, best_move = moves[0];
    int alpha0 = alpha;
    for (std::size_t k = 0; k < moves.size(); ++k) {
      p_.play(moves[k]);
      int s;
      if (k == 0) {
        s = -pvs(depth - 1 + ext, -beta, -alpha, ply + 1);
      } else {
        s = -pvs(depth - 1 + ext, -alpha - 1, -alpha, ply + 1);
        if (s > alpha && s < beta) s = -pvs(depth - 1 + ext, -beta, -alpha, ply + 1);
      }
      p_.undo();
      if (aborted_) return 0;
      if (s > best) {
        best = s;
        best_move = moves[k];
        if (s > alpha) alpha = s;
        if (alpha >= beta) break;
      }
    }
    e.key = key;
    e.score = to_tt(best, ply);
    e.move = static_cast<std::int16_t>(best_move);
    e.depth = static_cast<std::int8_t>(std::min(depth, 100));
    e.flag = best >= beta ? 2 : best <= alpha0 ? 3 : 1;
    return best;
  }

  std::vector<int> principal_line(int first, int depth) {
    std::vector<int> line{first};
    int played = 0;
    p_.play(first);
    ++played;
    while (played < depth + 4) {
      std::uint64_t key = p_.hash();
      const TTEntry& e = tt_[key & (tt_.size() - 1)];
      if (e.key != key || e.move < 0 || e.move >= p_.cells() || !p_.empty(e.move)) break;
      line.push_back(e.move);
      p_.play(e.move);
      ++played;
    }
    for (int k = 0; k < played; ++k) p_.undo();
    return line;
  }

  Choice search(std::vector<int> root, std::string_view stage) {
    if (o_.max_millis > 0) {
      int left = std::max(1, o_.max_millis - millis_since(start_));
      deadline_ = Deadline::after_millis(left);
    }
    if (budget_ != std::numeric_limits<std::uint64_t>::max()) budget_ = std::max(budget_, nodes_ + budget_ / 3);
    int a = colour_index(p_.side_to_move());
    std::stable_sort(root.begin(), root.end(), [&](int x, int y) { return order_score(a, x) > order_score(a, y); });
    if (root.size() > 30) root.resize(30);
    Choice ch = finish(p_, root[0], stage, 0);
    if (root.size() == 1 && stage == "block") {
      ch.info.millis = millis_since(start_);
      if (progress_) progress_(ch.info);
      return ch;
    }
    for (int depth = 1; depth <= max_depth_; ++depth) {
      int alpha = -kInfinity, beta = kInfinity;
      int best = -kInfinity, best_move = -1;
      bool first_done = false;
      for (std::size_t k = 0; k < root.size(); ++k) {
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
        if (k == 0) first_done = true;
        if (s > best) {
          best = s;
          best_move = root[k];
          alpha = std::max(alpha, s);
        }
      }
      if (aborted_ && (!first_done || best_move < 0)) break;
      auto it = std::find(root.begin(), root.end(), best_move);
      std::rotate(root.begin(), it, it + 1);
      ch.move = p_.square(best_move);
      ch.info.depth = depth;
      ch.info.score = best;
      ch.info.nodes = nodes_;
      ch.info.millis = millis_since(start_);
      ch.info.line = squares(p_, principal_line(best_move, depth));
      if (progress_) progress_(ch.info);
      if (aborted_ || best > kWinScore - 1000 || root.size() == 1) break;
      if (best < -(kWinScore - 1000) && depth >= 4) break;
    }
    ch.info.nodes = nodes_;
    ch.info.millis = millis_since(start_);
    return ch;
  }

  Position& p_;
  Options o_;
  const ProgressFn& progress_;
  bool strong_ = true;
  std::uint64_t budget_ = 0;
  std::uint64_t nodes_ = 0;
  int max_depth_ = 40;
  bool aborted_ = false;
  Deadline deadline_;
  Clock::time_point start_{};
  std::vector<TTEntry> tt_;
  std::vector<int> scratch_;
};

} // namespace

Choice choose_move(Position& position, const Options& options, const ProgressFn& progress) {
  switch (options.level) {
    case Level::Beginner: return beginner(position, options);
    case Level::Tutorial: return tutorial(position, options);
    case Level::Medium:
    case Level::Strong: break;
  }
  Engine engine(position, options, progress);
  return engine.run();
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
