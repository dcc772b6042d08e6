#include "engine/reversi/endgame.hpp"

#include <algorithm>
#include <array>
#include <vector>

namespace ishi::reversi {

namespace {

constexpr int kInfinity = 65;
// Below this many empties, moves are tried in a fixed order (parity, then square quality)
// instead of sorting by the opponent's mobility, which costs more than it saves there.
constexpr int kShallowEmpties = 7;

// The final score when neither side can move: disc difference, empties to the winner.
int final_diff(Bits player, Bits opponent) {
  int p = popcount(player), o = popcount(opponent);
  int e = 64 - p - o;
  return p > o ? p - o + e : p < o ? p - o - e : 0;
}

constexpr Bits kCorners = 0x8100000000000081ULL;
// Squares by rough quality for fixed ordering: corners, then edges away from the corners,
// then the rest, then the squares next to corners.
constexpr Bits kGoodSquares = 0x3c0000000000003cULL | 0x0000818181810000ULL;
constexpr Bits kBadSquares = 0x42c300000000c342ULL;

// The four quadrants: a move in a quadrant with an odd number of empties tends to give
// the mover the last move there (parity).
constexpr Bits kQuadrants[4] = {0x000000000f0f0f0fULL, 0x00000000f0f0f0f0ULL, 0x0f0f0f0f00000000ULL,
                                0xf0f0f0f000000000ULL};

Bits odd_quadrants(Bits empties) {
  Bits odd = 0;
  for (Bits q : kQuadrants) {
    if (popcount(empties & q) & 1) odd |= q;
  }
  return odd;
}

} // namespace

struct Solver::Table {
  struct Entry {
    Bits player = 0, opponent = 0;
    std::int8_t lower = -kInfinity, upper = kInfinity;
    std::int8_t best = -1;
  };
  explicit Table(int bits) : mask((std::size_t{1} << bits) - 1), entries(mask + 1) {}
  std::size_t index(Bits p, Bits o) const {
    std::uint64_t h = (p * 0x9e3779b97f4a7c15ULL) ^ (o * 0xc2b2ae3d27d4eb4fULL);
    return static_cast<std::size_t>(h ^ (h >> 31)) & mask;
  }
  std::size_t mask;
  std::vector<Entry> entries;
};

Solver::Solver(int table_bits) : table_(new Table(table_bits)) {}
Solver::~Solver() { delete table_; }

int Solver::last_empty(Bits player, Bits opponent, int square) {
  ++nodes_;
  int p = popcount(player);
  int n = popcount(flips(player, opponent, square));
  if (n) return 2 * (p + n + 1) - 64;
  n = popcount(flips(opponent, player, square));
  if (n) return 2 * (p - n) - 64;
  return final_diff(player, opponent);
}

// Few empties: no table, fixed move order.
int Solver::shallow(Bits player, Bits opponent, int alpha, int beta, bool passed, Bits empties) {
  if ((empties & (empties - 1)) == 0) return last_empty(player, opponent, first_square(empties));
  ++nodes_;
  Bits moves = legal_moves(player, opponent) & empties;
  if (!moves) {
    if (passed) return final_diff(player, opponent);
    return -shallow(opponent, player, -beta, -alpha, true, empties);
  }
  int best = -kInfinity;
  Bits odd = odd_quadrants(empties);
  // Parity first, then good squares.
  Bits groups[3] = {moves & odd, moves & ~odd, 0};
  for (Bits group : groups) {
    while (group) {
      int sq = first_square(group);
      group &= group - 1;
      Bits f = flips(player, opponent, sq);
      int v = -shallow(opponent & ~f, player | f | bit(sq), -beta, -alpha, false, empties & ~bit(sq));
      if (v > best) {
        best = v;
        if (v > alpha) {
          alpha = v;
          if (alpha >= beta) return best;
        }
      }
    }
  }
  return best;
}

int Solver::search(Bits player, Bits opponent, int alpha, int beta, bool passed) {
  Bits empties = ~(player | opponent);
  int n_empty = popcount(empties);
  if (n_empty <= kShallowEmpties) return shallow(player, opponent, alpha, beta, passed, empties);
  ++nodes_;
  Bits moves = legal_moves(player, opponent);
  if (!moves) {
    if (passed) return final_diff(player, opponent);
    return -search(opponent, player, -beta, -alpha, true);
  }

  Table::Entry& e = table_->entries[table_->index(player, opponent)];
  int hash_move = -1;
  if (e.player == player && e.opponent == opponent) {
    if (e.lower >= beta) return e.lower;
    if (e.upper <= alpha) return e.upper;
    if (e.lower == e.upper) return e.lower;
    alpha = std::max(alpha, static_cast<int>(e.lower));
    beta = std::min(beta, static_cast<int>(e.upper));
    hash_move = e.best;
  }

  // Fastest first: try the moves that leave the opponent the fewest replies, corners earlier.
  struct Candidate {
    int square;
    int key;
    Bits flipped;
  };
  std::array<Candidate, 32> list;
  int count = 0;
  while (moves) {
    int sq = first_square(moves);
    moves &= moves - 1;
    Bits f = flips(player, opponent, sq);
    Bits np = player | f | bit(sq), no = opponent & ~f;
    int key = popcount(legal_moves(no, np)) * 16;
    key += popcount(legal_moves(no, np) & kCorners) * 32;
    if (bit(sq) & kCorners) key -= 24;
    if (sq == hash_move) key = -1000;
    list[static_cast<std::size_t>(count++)] = {sq, key, f};
  }
  std::sort(list.begin(), list.begin() + count, [](const Candidate& a, const Candidate& b) { return a.key < b.key; });

  int alpha0 = alpha;
  int best = -kInfinity, best_square = -1;
  for (int i = 0; i < count; ++i) {
    const Candidate& c = list[static_cast<std::size_t>(i)];
    Bits np = player | c.flipped | bit(c.square), no = opponent & ~c.flipped;
    int v;
    if (i == 0) {
      v = -search(no, np, -beta, -alpha, false);
    } else {
      v = -search(no, np, -alpha - 1, -alpha, false); // a null window first
      if (v > alpha && v < beta) v = -search(no, np, -beta, -v, false);
    }
    if (v > best) {
      best = v;
      best_square = c.square;
      if (v > alpha) {
        alpha = v;
        if (alpha >= beta) break;
      }
    }
  }

  Table::Entry& slot = table_->entries[table_->index(player, opponent)];
  if (slot.player != player || slot.opponent != opponent) slot = Table::Entry{player, opponent};
  if (best <= alpha0) {
    slot.upper = static_cast<std::int8_t>(best);
  } else if (best >= beta) {
    slot.lower = static_cast<std::int8_t>(best);
  } else {
    slot.lower = slot.upper = static_cast<std::int8_t>(best);
  }
  slot.best = static_cast<std::int8_t>(best_square);
  return best;
}

int Solver::score(const Position& p, int alpha, int beta) { return search(p.player, p.opponent, alpha, beta, false); }

SolveResult Solver::solve(const Position& p) {
  SolveResult r;
  std::uint64_t start = nodes_;
  Bits moves = p.moves();
  if (!moves) {
    r.score = p.game_over() ? p.final_score() : -search(p.opponent, p.player, -kInfinity, kInfinity, true);
    r.nodes = nodes_ - start;
    return r;
  }
  // Root: every move with a PVS window, keeping the best square.
  int alpha = -kInfinity;
  std::vector<int> order;
  for (Bits m = moves; m; m &= m - 1) order.push_back(first_square(m));
  // Try first the move the table remembers, if any.
  const Table::Entry& e = table_->entries[table_->index(p.player, p.opponent)];
  if (e.player == p.player && e.opponent == p.opponent && e.best >= 0) {
    auto it = std::find(order.begin(), order.end(), e.best);
    if (it != order.end()) std::rotate(order.begin(), it, it + 1);
  }
  for (std::size_t i = 0; i < order.size(); ++i) {
    int sq = order[i];
    Position c = p.play(sq);
    int v;
    if (i == 0) {
      v = -search(c.player, c.opponent, -kInfinity, -alpha, false);
    } else {
      v = -search(c.player, c.opponent, -alpha - 1, -alpha, false);
      if (v > alpha) v = -search(c.player, c.opponent, -kInfinity, -v, false);
    }
    if (v > alpha || r.best < 0) {
      alpha = std::max(alpha, v);
      r.best = sq;
      r.score = v;
    }
  }
  r.nodes = nodes_ - start;
  return r;
}

} // namespace ishi::reversi
