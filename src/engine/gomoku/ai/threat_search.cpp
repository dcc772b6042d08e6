#include "engine/gomoku/ai/threat_search.hpp"

#include <algorithm>
#include <unordered_map>

namespace ishi::gomoku::ai {

void five_points(const Position& p, int c, std::vector<int>& out) {
  out.clear();
  p.for_each_near([&](int i) {
    if (p.makes_five(c, i)) out.push_back(i);
  });
}

bool may_stop_straight_four(const Position& p, int c, int i) {
  // Most points are on no four line of c's: one look at the counts rules them out.
  if (p.info(c, i).fours == 0) return false;
  for (int dir = 0; dir < 4; ++dir) {
    if (!is_four(p.pattern(c, i, dir))) continue;
    int s = p.step(dir);
    for (int off = -4; off <= 4; ++off) {
      int q = i + off * s;
      if (q < 0 || q >= p.cells() || !p.empty(q) || !is_four(p.pattern(c, q, dir))) continue;
      PointInfo pi = p.info(c, q);
      if ((pi.open_fours > 0 || pi.fours >= 2) && p.legal(c, q)) return true;
    }
  }
  return false;
}

bool on_lines_through(const Position& p, int centre, int i) {
  Square a = p.square(centre), b = p.square(i);
  int dx = b.x - a.x, dy = b.y - a.y;
  bool line = dx == 0 || dy == 0 || dx == dy || dx == -dy;
  return line && chebyshev_distance(a, b) <= 4;
}

namespace {

// The points where colour c makes a five along the lines through i (after a stone at i).
int fives_through(const Position& p, int c, int i, std::array<int, 4>& out) {
  int n = 0;
  for (int d = 0; d < 4; ++d) {
    int s = p.step(d);
    for (int off = -4; off <= 4; ++off) {
      int q = i + off * s;
      if (off == 0 || q < 0 || q >= p.cells() || !p.empty(q) || p.pattern(c, q, d) != kFive) continue;
      if (std::find(out.begin(), out.begin() + n, q) == out.begin() + n && n < 4)
        out[static_cast<std::size_t>(n++)] = q;
    }
  }
  return n;
}

class Searcher {
 public:
  Searcher(Position& p, std::uint64_t max_nodes, const Deadline& deadline)
      : p_(p), max_nodes_(max_nodes), deadline_(deadline) {}

  // The side to move attacks with fours only.
  bool vcf(int depth, std::vector<int>& line) {
    if (!count_node()) return false;
    int a = colour_index(p_.side_to_move()), d = 1 - a;
    std::vector<int> moves;
    int forced = -1;
    if (!scan(a, d, line, moves, forced, false)) return false;
    if (!line.empty()) return true; // an immediate five
    if (depth <= 0) return false;
    std::uint64_t key = p_.hash() ^ 0x5851F42D4C957F2Dull;
    if (auto it = failed_.find(key); it != failed_.end() && it->second >= depth) return false;
    for (int m : moves) {
      if (try_four(m, a, d, depth, line, false)) return true;
      if (aborted_) return false;
    }
    failed_[key] = depth;
    return false;
  }

  // The side to move attacks with threes and fours.
  bool vct(int depth, std::vector<int>& line) {
    if (!count_node()) return false;
    if (vcf(std::max(depth, vcf_depth_), line)) return true;
    if (aborted_ || depth <= 0) return false;
    int a = colour_index(p_.side_to_move()), d = 1 - a;
    std::vector<int> moves;
    int forced = -1;
    line.clear();
    if (!scan(a, d, line, moves, forced, true)) return false;
    if (!line.empty()) return true;
    std::uint64_t key = p_.hash() ^ 0x2545F4914F6CDD1Dull;
    if (auto it = failed_.find(key); it != failed_.end() && it->second >= depth) return false;
    for (int m : moves) {
      if (p_.makes_four(a, m)) {
        if (try_four(m, a, d, depth, line, true)) return true;
      } else if (try_three(m, a, d, depth, line)) {
        return true;
      }
      if (aborted_) return false;
    }
    failed_[key] = depth;
    return false;
  }

  bool aborted() const { return aborted_; }
  std::uint64_t nodes() const { return nodes_; }
  void set_vcf_depth(int d) { vcf_depth_ = d; }

 private:
  bool count_node() {
    if (++nodes_ > max_nodes_ || ((nodes_ & 31) == 0 && deadline_.passed())) aborted_ = true;
    return !aborted_;
  }

  // Looks at the attacker's options. Returns false when the attacker is lost here (the
  // defender has a five it cannot stop with a threat). An immediate five goes to `line`.
  // Otherwise `moves` gets the attacking moves: the fours (and, with threes, the threes).
  bool scan(int a, int d, std::vector<int>& line, std::vector<int>& moves, int& forced, bool threes) {
    std::vector<int> defender_fives;
    std::vector<std::pair<int, int>> scored;
    int five = -1;
    auto look = [&](int i) {
      PointInfo pi = p_.info(a, i);
      if (pi.fives > 0) five = i;
      if (pi.fours > 0 || (threes && pi.threes > 0)) {
        int v = (pi.fours > 0 ? 100000 : 0) + (pi.open_fours > 0 ? 50000 : 0) + p_.point_value(a, i);
        scored.emplace_back(-v, i);
      }
    };
    // Fours only: the positions keep their four points, no need to look at the others.
    if (threes) {
      p_.for_each_near(look);
    } else {
      p_.for_each_four(a, look);
    }
    if (p_.five_count(d) > 0) {
      p_.for_each_four(d, [&](int i) {
        if (p_.makes_five(d, i)) defender_fives.push_back(i);
      });
    }
    if (five >= 0) {
      line.assign(1, five);
      return true;
    }
    if (!defender_fives.empty()) {
      // The attacker must stop the defender's four, and only a threat keeps the initiative.
      if (defender_fives.size() > 1) return false;
      forced = defender_fives[0];
      if (!p_.legal(a, forced)) return false;
      PointInfo pi = p_.info(a, forced);
      if (pi.fours == 0 && (!threes || pi.threes == 0)) return false;
      moves.assign(1, forced);
      return true;
    }
    std::sort(scored.begin(), scored.end());
    for (auto& [v, i] : scored) {
      if (p_.legal(a, i)) moves.push_back(i);
    }
    return true;
  }

  // The attacker plays the four m; the defender must stop it.
  bool try_four(int m, int a, int d, int depth, std::vector<int>& line, bool with_threes) {
    if (!p_.legal(a, m)) return false;
    p_.play(m);
    std::array<int, 4> fives{};
    int n = fives_through(p_, a, m, fives);
    bool win = false;
    std::vector<int> rest;
    if (n >= 2 || (n == 1 && !p_.legal(d, fives[0]))) {
      win = true;
    } else if (n == 1) {
      p_.play(fives[0]);
      win = with_threes ? vct(depth - 1, rest) : vcf(depth - 1, rest);
      p_.undo();
      if (win) rest.insert(rest.begin(), fives[0]);
    }
    p_.undo();
    if (win) {
      line.assign(1, m);
      line.insert(line.end(), rest.begin(), rest.end());
    }
    return win;
  }

  // The attacker plays the three m; it wins if it wins against every defence.
  bool try_three(int m, int a, int d, int depth, std::vector<int>& line) {
    p_.play(m);
    std::vector<int> rest;
    bool win = answer_three(a, d, depth, rest);
    p_.undo();
    if (win) {
      line.assign(1, m);
      line.insert(line.end(), rest.begin(), rest.end());
    }
    return win;
  }

  // The defender, to move, faces the attacker's three; true when the attacker wins against
  // every answer. The answers: a point on a line where the three threatens a straight four
  // (a stone anywhere else lets the straight four be made), or first a four elsewhere: the
  // attacker blocks it and the defender faces the same three again (a four only delays). A
  // three with no legal straight four behind it (Renju) threatens nothing.
  bool answer_three(int a, int d, int depth, std::vector<int>& line) {
    if (!count_node()) return false;
    if (p_.five_count(d) > 0) return false;
    if (p_.five_count(a) > 0) {
      // The attacker's block made a four: the defender must stop it first.
      std::vector<int> fives;
      five_points(p_, a, fives);
      if (fives.size() >= 2 || !p_.legal(d, fives[0])) {
        line.assign(1, fives[0]);
        return true;
      }
      std::vector<int> rest;
      p_.play(fives[0]);
      bool win = vct(depth - 1, rest);
      p_.undo();
      if (win) {
        line.assign(1, fives[0]);
        line.insert(line.end(), rest.begin(), rest.end());
      }
      return win;
    }
    // Delays in another order reach the same position: what failed is kept, as in vct().
    const std::uint64_t key = p_.hash() ^ 0x9E3779B97F4A7C15ull;
    if (auto it = failed_.find(key); it != failed_.end() && it->second >= depth) return false;
    auto fail = [&] {
      if (!aborted_) failed_[key] = depth;
      return false;
    };
    std::vector<int> stops, delays;
    p_.for_each_near([&](int i) {
      if (!p_.legal(d, i)) return;
      if (may_stop_straight_four(p_, a, i)) {
        stops.push_back(i);
      } else if (p_.makes_four(d, i)) {
        delays.push_back(i);
      }
    });
    if (stops.empty()) return fail();
    std::vector<int> main_line;
    for (std::size_t k = 0; k < stops.size(); ++k) {
      std::vector<int> rest;
      p_.play(stops[k]);
      bool win = vct(depth - 1, rest);
      p_.undo();
      if (!win || aborted_) return fail();
      if (k == 0) {
        main_line.push_back(stops[k]);
        main_line.insert(main_line.end(), rest.begin(), rest.end());
      }
    }
    for (int r : delays) {
      p_.play(r);
      std::array<int, 4> fives{};
      int n = fives_through(p_, d, r, fives);
      bool win = false;
      if (n == 1 && p_.legal(a, fives[0])) {
        std::vector<int> rest;
        p_.play(fives[0]);
        win = answer_three(a, d, depth, rest);
        p_.undo();
      }
      p_.undo();
      if (!win || aborted_) return fail();
    }
    line = std::move(main_line);
    return true;
  }

  Position& p_;
  std::uint64_t max_nodes_;
  Deadline deadline_;
  std::uint64_t nodes_ = 0;
  bool aborted_ = false;
  int vcf_depth_ = 12;
  std::unordered_map<std::uint64_t, int> failed_;
};

} // namespace

ThreatResult find_vcf(Position& p, int max_fours, std::uint64_t max_nodes, const Deadline& deadline) {
  Searcher s(p, max_nodes, deadline);
  ThreatResult r;
  r.win = s.vcf(max_fours, r.line);
  if (!r.win) r.line.clear();
  r.aborted = s.aborted();
  r.nodes = s.nodes();
  return r;
}

ThreatResult find_vct(Position& p, int max_threats, std::uint64_t max_nodes, const Deadline& deadline) {
  Searcher s(p, max_nodes, deadline);
  ThreatResult r;
  // Deepened one threat at a time: a search straight to max_threats goes down the long lines
  // first and can spend its whole budget before it looks at a win by three threats (a Renju
  // position: 290,000 nodes straight to 8 threats, 4,500 deepened). What a shallower pass
  // proved failed stays in the table, so the repeated part costs little.
  for (int depth = std::min(1, max_threats); depth <= max_threats && !r.win && !s.aborted(); ++depth)
    r.win = s.vct(depth, r.line);
  if (!r.win) r.line.clear();
  r.aborted = s.aborted();
  r.nodes = s.nodes();
  return r;
}

FourThree four_three_at(Position& p, int c, int point) {
  Stone side = p.side_to_move();
  p.place(point, colour_stone(c));
  std::array<int, 4> fives{};
  FourThree f;
  f.colour = c;
  f.point = point;
  if (fives_through(p, c, point, fives) > 0) f.five = fives[0];
  p.undo();
  p.set_side_to_move(side);
  return f;
}

bool may_stop_four_three(const Position& p, const FourThree& f, int i) {
  return on_lines_through(p, f.point, i) || (f.five >= 0 && on_lines_through(p, f.five, i)) ||
         p.makes_four(1 - f.colour, i);
}

} // namespace ishi::gomoku::ai
