#include "engine/gomoku/renju.hpp"

#include <array>

#include "engine/gomoku/line_grid.hpp"

namespace ishi::gomoku {

std::string_view foul_name(Foul f) {
  switch (f) {
    case Foul::DoubleThree: return "double-three";
    case Foul::DoubleFour: return "double-four";
    case Foul::Overline: return "overline";
    case Foul::None: break;
  }
  return "none";
}

std::optional<Foul> parse_foul(std::string_view name) {
  for (Foul f : {Foul::None, Foul::DoubleThree, Foul::DoubleFour, Foul::Overline}) {
    if (foul_name(f) == name) return f;
  }
  return std::nullopt;
}

namespace {
constexpr std::uint8_t B = LineGrid::kBlack;
constexpr bool kExact = true; // Black's five is exactly five

// Black has just been placed at p: is the line through p along d a three? That is: one
// more black stone q (always the first empty point on one side of p) makes a straight
// four, q makes no five, and q is not itself forbidden.
bool is_three(LineGrid& g, int p, int d) {
  int s = g.step(d);
  for (int delta : {s, -s}) {
    int q = g.end_of_run(p, delta, B);
    if (g.at(q) != LineGrid::kEmpty) continue;
    g.set(q, B);
    bool straight = g.straight_four(p, d, B, kExact);
    bool five = false;
    if (straight) {
      for (int e = 0; e < 4 && !five; ++e) five = g.run(q, e, B) == 5;
    }
    g.set(q, LineGrid::kEmpty);
    if (straight && !five && foul_at(g, q, false) == Foul::None) return true;
  }
  return false;
}

} // namespace

// The foul of Black playing at the empty point p. With need_kind false the answer only
// has to tell foul from legal, which allows cheaper early exits.
Foul foul_at(LineGrid& g, int p, bool need_kind) {
  g.set(p, B);
  Foul result = Foul::None;
  std::array<int, 4> runs{};
  bool five = false, overline = false;
  for (int d = 0; d < 4; ++d) {
    runs[static_cast<std::size_t>(d)] = g.run(p, d, B);
    five = five || runs[static_cast<std::size_t>(d)] == 5;
    overline = overline || runs[static_cast<std::size_t>(d)] > 5;
  }
  if (!five) {
    if (overline && !need_kind) {
      result = Foul::Overline;
    } else {
      int fours = 0;
      std::array<bool, 4> has_four{};
      for (int d = 0; d < 4; ++d) {
        int n = g.four_count(p, d, B, kExact);
        has_four[static_cast<std::size_t>(d)] = n > 0;
        fours += n;
      }
      if (fours >= 2) {
        result = Foul::DoubleFour;
      } else {
        int threes = 0;
        for (int d = 0; d < 4 && threes < 2; ++d) {
          if (!has_four[static_cast<std::size_t>(d)] && is_three(g, p, d)) ++threes;
        }
        if (threes >= 2) {
          result = Foul::DoubleThree;
        } else if (overline) {
          result = Foul::Overline;
        }
      }
    }
  }
  g.set(p, LineGrid::kEmpty);
  return result;
}

namespace {

// Cheap necessary condition for a foul at p: a foul needs two lines with at least two more
// black stones near p, or one line with at least four (one-line double-four, overline).
bool may_be_foul(const LineGrid& g, int p) {
  int busy_lines = 0;
  for (int d = 0; d < 4; ++d) {
    int s = g.step(d);
    int black = 0;
    for (int delta : {s, -s}) {
      int q = p + delta;
      for (int k = 0; k < 4; ++k, q += delta) {
        std::uint8_t c = g.at(q);
        if (c == B) {
          ++black;
        } else if (c != LineGrid::kEmpty) {
          break;
        }
      }
    }
    if (black >= 4) return true;
    if (black >= 2 && ++busy_lines >= 2) return true;
  }
  return false;
}

} // namespace

Foul renju_foul(const Board& board, Square p) {
  if (!board.contains(p) || board.at(p) != Stone::Empty) return Foul::None;
  LineGrid g(board);
  return foul_at(g, g.index(p), true);
}

std::vector<ForbiddenPoint> renju_forbidden_points(const Board& board) {
  std::vector<ForbiddenPoint> out;
  LineGrid g(board);
  int n = board.size();
  for (int y = 0; y < n; ++y) {
    for (int x = 0; x < n; ++x) {
      int p = g.index({x, y});
      if (g.at(p) != LineGrid::kEmpty || !may_be_foul(g, p)) continue;
      Foul f = foul_at(g, p, true);
      if (f != Foul::None) out.push_back({{x, y}, f});
    }
  }
  return out;
}

bool black_has_legal_point(const Board& board) {
  LineGrid g(board);
  int n = board.size();
  for (int y = 0; y < n; ++y) {
    for (int x = 0; x < n; ++x) {
      int p = g.index({x, y});
      if (g.at(p) == LineGrid::kEmpty && (!may_be_foul(g, p) || foul_at(g, p, false) == Foul::None)) return true;
    }
  }
  return false;
}

} // namespace ishi::gomoku
