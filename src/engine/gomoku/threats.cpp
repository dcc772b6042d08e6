#include "engine/gomoku/threats.hpp"

#include <algorithm>
#include <array>
#include <cstdlib>

#include "engine/gomoku/line_grid.hpp"
#include "engine/gomoku/renju.hpp"

namespace ishi::gomoku {

std::string_view threat_name(ThreatKind k) {
  switch (k) {
    case ThreatKind::Five: return "five";
    case ThreatKind::Overline: return "overline";
    case ThreatKind::StraightFour: return "straight-four";
    case ThreatKind::Four: return "four";
    case ThreatKind::Three: return "three";
  }
  return "";
}

int MoveAnalysis::count(ThreatKind k) const {
  return static_cast<int>(std::count_if(threats.begin(), threats.end(), [k](const Threat& t) { return t.kind == k; }));
}

std::vector<std::string> MoveAnalysis::combinations() const {
  std::vector<std::string> out;
  if (fours() >= 2) out.emplace_back("4-4");
  if (fours() >= 1 && threes() >= 1) out.emplace_back("4-3");
  if (threes() >= 2) out.emplace_back("3-3");
  return out;
}

bool exact_five_rule(Rule rule, Stone colour) { return !is_winning_length(rule, colour, 6); }

namespace {

struct Context {
  LineGrid& g;
  std::uint8_t c;   // the mover's colour on the grid
  bool exact;       // exactly five wins
  bool renju_black; // a three's completing stone must itself be legal
};

std::uint8_t grid_colour(Stone s) { return s == Stone::Black ? LineGrid::kBlack : LineGrid::kWhite; }

// The stones of colour c contiguous with p along d, p included, from low to high index.
std::vector<int> run_points(const LineGrid& g, int p, int d, std::uint8_t c) {
  int s = g.step(d);
  std::vector<int> out;
  int lo = g.end_of_run(p, -s, c) + s;
  int hi = g.end_of_run(p, s, c);
  for (int q = lo; q != hi; q += s) out.push_back(q);
  return out;
}

bool makes_winning_row(const Context& x, int q) {
  for (int e = 0; e < 4; ++e) {
    if (wins_with(x.g.run(q, e, x.c), x.exact)) return true;
  }
  return false;
}

// The points that turn the line through p along d into a straight four, given that it is
// no four yet. Each is the first empty point on one side of p.
std::vector<int> straight_four_points(const Context& x, int p, int d) {
  std::vector<int> out;
  int s = x.g.step(d);
  for (int delta : {s, -s}) {
    int q = x.g.end_of_run(p, delta, x.c);
    if (x.g.at(q) != LineGrid::kEmpty) continue;
    x.g.set(q, x.c);
    bool ok = x.g.straight_four(p, d, x.c, x.exact) && !makes_winning_row(x, q);
    x.g.set(q, LineGrid::kEmpty);
    if (ok && x.renju_black) ok = foul_at(x.g, q, false) == Foul::None;
    if (ok) out.push_back(q);
  }
  return out;
}

std::vector<Square> squares(const LineGrid& g, std::vector<int> points) {
  std::sort(points.begin(), points.end());
  points.erase(std::unique(points.begin(), points.end()), points.end());
  std::vector<Square> out;
  for (int p : points) out.push_back(g.square(p));
  return out;
}

void analyze_line(const Context& x, int p, int d, std::vector<Threat>& out) {
  LineGrid& g = x.g;
  Direction dir = kLineDirections[d];
  int run = g.run(p, d, x.c);
  if (wins_with(run, x.exact) || run >= 6) {
    ThreatKind k = wins_with(run, x.exact) ? ThreatKind::Five : ThreatKind::Overline;
    out.push_back({k, dir, squares(g, run_points(g, p, d, x.c)), {}, {}});
    return;
  }
  std::array<int, 2> five{};
  int n = g.five_points(p, d, x.c, x.exact, five);
  if (n > 0) {
    bool straight = n == 2 && std::abs(five[0] - five[1]) == 5 * std::abs(g.step(d));
    for (int i = 0; i < n; ++i) {
      // The four's stones: the five this point would make, less the point.
      int q = five[static_cast<std::size_t>(i)];
      g.set(q, x.c);
      std::vector<int> stones = run_points(g, p, d, x.c);
      g.set(q, LineGrid::kEmpty);
      stones.erase(std::find(stones.begin(), stones.end(), q));
      if (straight) {
        std::vector<int> both(five.begin(), five.end());
        out.push_back({ThreatKind::StraightFour, dir, squares(g, stones), squares(g, both), squares(g, both)});
        return;
      }
      out.push_back({ThreatKind::Four, dir, squares(g, stones), squares(g, {q}), squares(g, {q})});
    }
    return;
  }
  std::vector<int> completes = straight_four_points(x, p, d);
  if (completes.empty()) return;
  std::vector<int> stones;
  for (int q : completes) {
    g.set(q, x.c);
    for (int r : run_points(g, p, d, x.c)) {
      if (r != q) stones.push_back(r);
    }
    g.set(q, LineGrid::kEmpty);
  }
  // A defence is any empty point near p on this line where an opposing stone leaves no
  // straight-four point: found by trying each one.
  std::vector<int> defends;
  std::uint8_t other = x.c == LineGrid::kBlack ? LineGrid::kWhite : LineGrid::kBlack;
  int s = g.step(d);
  for (int delta : {s, -s}) {
    // Walk out from p; a wall or an opposing stone ends what matters to this line.
    int e = p;
    for (int k = 0; k < 5; ++k) {
      e += delta;
      std::uint8_t v = g.at(e);
      if (v == LineGrid::kWall || v == other) break;
      if (v != LineGrid::kEmpty) continue;
      g.set(e, other);
      bool still = !straight_four_points(x, p, d).empty();
      g.set(e, LineGrid::kEmpty);
      if (!still) defends.push_back(e);
    }
  }
  out.push_back({ThreatKind::Three, dir, squares(g, stones), squares(g, completes), squares(g, defends)});
}

} // namespace

MoveAnalysis analyze_move(const Board& board, Square move, Rule rule) {
  MoveAnalysis a;
  a.move = move;
  if (!board.contains(move) || board.at(move) == Stone::Empty) return a;
  a.colour = board.at(move);
  LineGrid g(board);
  Context x{g, grid_colour(a.colour), exact_five_rule(rule, a.colour), rule == Rule::Renju && a.colour == Stone::Black};
  int p = g.index(move);
  for (int d = 0; d < 4; ++d) analyze_line(x, p, d, a.threats);
  return a;
}

Foul classic_foul(const Board& board, Square move) {
  if (makes_win(board, move, Rule::Classic)) return Foul::None;
  for (Direction d : kLineDirections) {
    if (run_length(board, move, d) >= 6) return Foul::Overline;
  }
  return analyze_move(board, move, Rule::Classic).threes() >= 2 ? Foul::DoubleThree : Foul::None;
}

} // namespace ishi::gomoku
