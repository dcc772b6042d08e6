#include "engine/reversi/endgame.hpp"

#include <algorithm>
#include <array>
#include <utility>

#include "engine/common/large_table.hpp"
#include "engine/reversi/patterns.hpp"

namespace ishi::reversi {

namespace {

constexpr int kInfinity = 65;
// Nodes with fewer empties than this are searched without the table (whose probes are
// mostly cache misses, dearer than the few nodes it saves there).
constexpr int kTableEmpties = 9;
// Nodes with at least this many empties order their moves with the pattern evaluation of
// each child (a search of it from 16 empties); below, mobility orders nearly as well for less.
constexpr int kEvalOrderEmpties = 14;
// The weight of that search's value (1/kWeightScale discs) against the mobility keys.
constexpr int kProbeWeight = 10;
// How far below the best move's probe value the others are still told apart.
constexpr int kProbeMargin = 10 * kWeightScale;
constexpr int kProbeInfinity = 100000;
// Probes at least this deep order their own moves.
constexpr int kProbeOrderDepth = 2;
// Probes at least this deep keep their results in a table (ProbeTable).
constexpr int kProbeTableDepth = 4;
// The depth of the probe of each child of a node with n_empty >= kEvalOrderEmpties empties:
// deeper where the subtree is larger. FFO #40-#49 (2026-12-07, quiet machine): these depths,
// 726 M nodes in 19.8 s; 0 below 16, 2 to 19, 3 to 21, then 4 (as before), 801 M in 22.9 s.
// #50-#52 (kept apart to check the choice): 40.0 s against 44.7 s. Around the choice: depth 1
// from 17 (not 16) 698.6 M nodes in 20.2 s; depth 4 from 20 22.4 s; depth 5 from 23 20.9 s,
// and also 6 from 25 20.8 s; depth 1 at 15 21.3 s. Depth 1, never used before, was the gain.
constexpr int probe_depth(int n_empty) {
  return n_empty >= 22 ? 5 : n_empty == 21 ? 4 : n_empty == 20 ? 3 : n_empty >= 18 ? 2 : n_empty >= 16 ? 1 : 0;
}
// The deepest midgame search that guesses the score at the root (shallower below 22
// empties, where it would cost a good part of the solve). FFO #40-#49 (2026-12-07, 18.5 s
// with these): depth 10 19.0 s; the first test at the guess, not 2 below, 19.1 s, 4 below 20.1 s.
constexpr int kGuessDepth = 8;
// Nodes with at least this many empties look for a child already refuted in the table.
// FFO #40-#49 (2026-12-07, 23.4-24.4 s with it from 10): from 12 23.7 s, from 14 24.2 s, never
// 28.2 s; from 9 26-27 s (the 8-empty children are not in the table).
constexpr int kEtcEmpties = 10;
// Nodes with at most this many empties (and no table) try the squares in a fixed order
// without generating moves; those above order their moves by the opponent's mobility.
// Not kept (2026-12-07, FFO #40-#49, 18.5-19.1 s): 7, 900.7 M nodes in 20.2 s; the 6-empty
// search handed its legal moves by nws_mid (already computed for ordering), no faster.
constexpr int kShallowEmpties = 6;

constexpr Bits kCorners = 0x8100000000000081ULL;

// Square classes for the fixed move order: corners, then edges away from corners and the
// centre, then the rest, then C- and X-squares.
constexpr Bits kOrderClasses[4] = {
    kCorners,
    0x3c0000000000003cULL | 0x0000818181810000ULL | 0x0000240000240000ULL,
    ~(kCorners | 0x3c0000000000003cULL | 0x0000818181810000ULL | 0x0000240000240000ULL | 0x42c300000000c342ULL),
    0x42c300000000c342ULL,
};

// The four quadrants: a move in a quadrant with an odd number of empties tends to give
// the mover the last move there (parity).
constexpr Bits kQuadrants[4] = {0x000000000f0f0f0fULL, 0x00000000f0f0f0f0ULL, 0x0f0f0f0f00000000ULL,
                                0xf0f0f0f000000000ULL};

inline Bits odd_quadrants(Bits empties) {
  Bits odd = 0;
  for (Bits q : kQuadrants) {
    if (popcount(empties & q) & 1) odd |= q;
  }
  return odd;
}

struct Tables {
  // count[pos][line]: discs flipped along an 8-square line by a move at `pos` when every
  // other square of the line is full: `line` holds the mover's discs, the rest are the
  // opponent's. Squares that are off a short diagonal read as opponent discs, which is
  // harmless: they never end a run.
  std::uint8_t count[8][256]{};
  Bits neighbour[64]{};
  Bits diag9[64]{}; // a1-h8 direction diagonal through the square
  Bits diag7[64]{}; // h1-a8 direction diagonal through the square
  std::uint8_t quadrant[64]{};

  constexpr Tables() {
    for (int pos = 0; pos < 8; ++pos) {
      for (int line = 0; line < 256; ++line) {
        int n = 0, c = 0;
        for (int i = pos - 1; i >= 0; --i, ++c) {
          if (line & (1 << i)) {
            n += c;
            break;
          }
        }
        c = 0;
        for (int i = pos + 1; i < 8; ++i, ++c) {
          if (line & (1 << i)) {
            n += c;
            break;
          }
        }
        count[pos][line] = static_cast<std::uint8_t>(n);
      }
    }
    for (int sq = 0; sq < 64; ++sq) {
      int x = sq & 7, y = sq >> 3;
      Bits nb = 0, d9 = 0, d7 = 0;
      for (int dy = -1; dy <= 1; ++dy) {
        for (int dx = -1; dx <= 1; ++dx) {
          int nx = x + dx, ny = y + dy;
          if ((dx || dy) && nx >= 0 && nx < 8 && ny >= 0 && ny < 8) nb |= Bits{1} << (nx + 8 * ny);
        }
      }
      for (int k = -7; k <= 7; ++k) {
        int nx = x + k, ny = y + k;
        if (nx >= 0 && nx < 8 && ny >= 0 && ny < 8) d9 |= Bits{1} << (nx + 8 * ny);
        ny = y - k;
        if (nx >= 0 && nx < 8 && ny >= 0 && ny < 8) d7 |= Bits{1} << (nx + 8 * ny);
      }
      neighbour[sq] = nb;
      diag9[sq] = d9;
      diag7[sq] = d7;
      quadrant[sq] = static_cast<std::uint8_t>((x >= 4) + 2 * (y >= 4));
    }
  }
};
constexpr Tables kT;

// Discs the player flips by moving on `square` when it is the only empty square.
inline int last_flip_count(Bits player, int square) {
  int x = square & 7, y = square >> 3;
  int n = kT.count[x][(player >> (8 * y)) & 0xff];
  n += kT.count[y][(((player >> x) & 0x0101010101010101ULL) * 0x0102040810204080ULL) >> 56];
  n += kT.count[x][((player & kT.diag9[square]) * 0x0101010101010101ULL) >> 56];
  n += kT.count[x][((player & kT.diag7[square]) * 0x0101010101010101ULL) >> 56];
  return n;
}

// Squares that belong to a full line in each direction.
struct FullLines {
  Bits h, v, d9, d7;
};

inline FullLines full_lines(Bits occ) {
  FullLines f;
  Bits x = occ & (occ >> 1);
  x &= x >> 2;
  x &= x >> 4;
  f.h = (x & 0x0101010101010101ULL) * 0xff;
  x = occ & (occ >> 8);
  x &= x >> 16;
  x &= x >> 32;
  f.v = (x & 0xff) * 0x0101010101010101ULL;
  // Diagonals: a square is on a full diagonal when the runs towards both ends are full;
  // squares beyond the board count as full.
  {
    // a1-h8 direction: towards lower bits (-9) and higher bits (+9).
    constexpr Bits e1 = 0x01010101010101ffULL; // no -9 neighbour (row 1 or column a)
    constexpr Bits e2 = 0x030303030303ffffULL;
    constexpr Bits e4 = 0x0f0f0f0fffffffffULL;
    Bits a = occ & ((occ << 9) | e1);
    a &= (a << 18) | e2;
    a &= (a << 36) | e4;
    constexpr Bits f1 = 0xff80808080808080ULL; // no +9 neighbour (row 8 or column h)
    constexpr Bits f2 = 0xffffc0c0c0c0c0c0ULL;
    constexpr Bits f4 = 0xfffffffff0f0f0f0ULL;
    Bits b = occ & ((occ >> 9) | f1);
    b &= (b >> 18) | f2;
    b &= (b >> 36) | f4;
    f.d9 = a & b;
  }
  {
    // h1-a8 direction: -7 (up-right) and +7 (down-left).
    constexpr Bits e1 = 0x80808080808080ffULL; // no -7 neighbour (row 1 or column h)
    constexpr Bits e2 = 0xc0c0c0c0c0c0ffffULL;
    constexpr Bits e4 = 0xf0f0f0f0ffffffffULL;
    Bits a = occ & ((occ << 7) | e1);
    a &= (a << 14) | e2;
    a &= (a << 28) | e4;
    constexpr Bits f1 = 0xff01010101010101ULL; // no +7 neighbour (row 8 or column a)
    constexpr Bits f2 = 0xffff030303030303ULL;
    constexpr Bits f4 = 0xffffffff0f0f0f0fULL;
    Bits b = occ & ((occ >> 7) | f1);
    b &= (b >> 14) | f2;
    b &= (b >> 28) | f4;
    f.d7 = a & b;
  }
  return f;
}

// A lower bound on the discs of `discs` that can never be flipped: discs whose every
// line is full or blocked by a wall or a stable disc of the same colour.
inline Bits stable_discs(Bits discs, Bits occupied) {
  FullLines f = full_lines(occupied);
  constexpr Bits kColsAH = 0x8181818181818181ULL;
  constexpr Bits kRows18 = 0xff000000000000ffULL;
  constexpr Bits kEdge = kColsAH | kRows18;
  Bits h = f.h | kColsAH, v = f.v | kRows18, d9 = f.d9 | kEdge, d7 = f.d7 | kEdge;
  Bits stable = discs & h & v & d9 & d7;
  if (!stable) return 0;
  for (;;) {
    Bits sh = h | ((stable << 1) & kNotA) | ((stable >> 1) & kNotH);
    Bits sv = v | (stable << 8) | (stable >> 8);
    Bits s9 = d9 | ((stable << 9) & kNotA) | ((stable >> 9) & kNotH);
    Bits s7 = d7 | ((stable << 7) & kNotH) | ((stable >> 7) & kNotA);
    Bits next = stable | (discs & sh & sv & s9 & s7);
    if (next == stable) return stable;
    stable = next;
  }
}

// The tables' hash of a position (their indices take different bits of it).
inline std::uint64_t position_hash(Bits p, Bits o) { return (p * 0x9e3779b97f4a7c15ULL) ^ (o * 0xc2b2ae3d27d4eb4fULL); }

// Scores at or above which a stability cut may be possible, by empties: the opponent
// needs enough stable discs, which needs enough discs on the board. Lower thresholds
// (2 n - 6, and 2 n - 10 or 2 n - 16 in the table's nodes only) cut up to 4% of the nodes but
// saved no time (2026-12-07, FFO #40-#49). The searches also skip the count when the
// opponent has too few discs for it, stable or not (2 discs < 64 - alpha): the same nodes,
// FFO #40-#44 1.53 s against 1.54-1.55 s (five interleaved runs, 2026-12-08).
constexpr int stability_threshold(int n_empty) { return 2 * n_empty - 2; }

// The stability cut-off of a null-window search: true, with the bound in `bound`, when the
// opponent's stable discs alone keep the score at or below alpha.
inline bool stability_cut(Bits player, Bits opponent, int n_empty, int alpha, int& bound) {
  if (alpha < stability_threshold(n_empty) || 2 * popcount(opponent) < 64 - alpha) return false;
  bound = 64 - 2 * popcount(stable_discs(opponent, player | opponent));
  return bound <= alpha;
}

} // namespace

struct Solver::Move {
  int square;
  int key;
  Bits flipped;
};

// Selection sort, one step at a time: cut-offs often come early.
const Solver::Move& Solver::select_next(Move* list, int i, int count) {
  int k = i;
  for (int j = i + 1; j < count; ++j) {
    if (list[j].key > list[k].key) k = j;
  }
  std::swap(list[i], list[k]);
  return list[i];
}

struct Solver::Table {
  struct Entry {
    std::int8_t lower, upper, best;
    std::uint8_t empties;
  };
  static constexpr Entry kFresh{-kInfinity, kInfinity, -1, 0}; // no bound, no move
  // Three positions to a 64-byte bucket, one cache line (the storage is 2 MB aligned
  // natively; two entries of 24 bytes straddled two lines half the time): two keep the
  // deeper results, the third takes the rest. FFO #40-#49 (2026-12-07, interleaved runs,
  // quiet machine): 800.9 M nodes in 22.7-23.3 s, against 813.5 M in 23.3-23.7 s with
  // buckets of two. Prefetching the children's buckets for the transposition cut-off first
  // gained nothing.
  struct Bucket {
    Bits player[3] = {0, 0, 0}, opponent[3] = {0, 0, 0};
    Entry entry[3] = {kFresh, kFresh, kFresh};
    std::uint32_t unused = 0;
  };
  static_assert(sizeof(Bucket) == 64);
  // As many bytes as 2^bits entries of 24 bytes took.
  explicit Table(int bits) : count((std::size_t{3} << bits) / 8), buckets(count) {}
  Bucket& bucket(Bits p, Bits o) {
    std::uint64_t h = position_hash(p, o);
    return buckets[static_cast<std::size_t>(((h >> 32) * count) >> 32)];
  }
  const Entry* find(Bits p, Bits o) {
    Bucket& b = bucket(p, o);
    for (int k = 0; k < 3; ++k) {
      if (b.player[k] == p && b.opponent[k] == o) return &b.entry[k];
    }
    return nullptr;
  }
  // Records the result `best` of a search of (alpha, beta), `square` its best move.
  void store(Bits p, Bits o, int n_empty, int alpha, int beta, int best, int square) {
    Bucket& b = bucket(p, o);
    int k = 0;
    while (k < 3 && !(b.player[k] == p && b.opponent[k] == o)) ++k;
    if (k == 3) {
      int shallow = b.entry[0].empties <= b.entry[1].empties ? 0 : 1;
      if (n_empty >= b.entry[shallow].empties) {
        b.player[2] = b.player[shallow], b.opponent[2] = b.opponent[shallow], b.entry[2] = b.entry[shallow];
        k = shallow;
      } else {
        k = 2;
      }
      b.player[k] = p, b.opponent[k] = o;
      b.entry[k] = kFresh;
    }
    Entry* slot = &b.entry[k];
    if (best < beta && best < slot->upper) slot->upper = static_cast<std::int8_t>(best);
    if (best > alpha && best > slot->lower) slot->lower = static_cast<std::int8_t>(best);
    if (best > alpha && square >= 0) slot->best = static_cast<std::int8_t>(square);
    slot->empties = static_cast<std::uint8_t>(n_empty);
  }
  std::size_t count;
  LargeTable<Bucket> buckets;
};

// The nodes between the shallow searches and the table keep their bounds in a small table
// per empties count, small enough to stay in the cache, where the table's probes would cost
// more than the nodes they save. Always replaced. FFO #40-#49 (2026-12-07, quiet machine,
// interleaved runs): 813.5 M nodes in 22.9-23.1 s, against 907.9 M in 24.1-24.2 s without
// it. No faster: 4096 entries a level (807 M nodes), 7-9 empties with the table from 10
// (831 M), the parent looking its children up first to skip or cut (808 M).
// The shallow search's first level (6 empties) uses it too, keeping its fixed move order:
// 678.5 M nodes in 16.3-16.4 s against 718.9 M in 16.5-16.8 s (2026-12-07, second session).
// That level ordered by mobility like those above instead (kShallowEmpties 5): 644.8 M nodes,
// but 16.6-16.8 s; 4096 entries a level: 670.9 M nodes in 16.5 s.
struct Solver::NearTable {
  static constexpr int kBits = 10;
  struct Entry {
    Bits player = 0, opponent = 0;
    std::int8_t lower = -kInfinity, upper = kInfinity;
  };
  Entry& at(Bits p, Bits o, int n_empty) {
    return entries[n_empty - kShallowEmpties][position_hash(p, o) >> (64 - kBits)];
  }
  Entry entries[kTableEmpties - kShallowEmpties][std::size_t{1} << kBits];
};

// The probes of kProbeTableDepth or more keep their results in a small table of their own: a
// node's probe of a child searches much of what the child's own probes search again a ply
// shallower, and siblings' probes meet in transpositions. FFO #40-#49 (2026-12-07, quiet
// machine): 694 M nodes in 18.6-19.1 s against 726 M in 19.9-20.4 s; #40-#52 57.2 s against
// 60.4 s. From depth 2 19.1 s, from 3 19.4 s, from 5 18.9 s; 2^16 or 2^18 entries no better,
// nor 2^13 or 2^15 (2026-12-08), nor 2^11 near-table entries a level.
// With it, deeper probes still cost more than they saved (depth 6 from 23 or 24 empties:
// 21.1 s, 20.6 s; depth 5 from 21: 21.2 s).
struct Solver::ProbeTable {
  static constexpr int kBits = 14;
  struct Entry {
    Bits player = 0, opponent = 0;
    int value = 0;
    std::int8_t depth = -1;
    std::int8_t bound = 0; // kLower, kUpper or kExact
    std::int8_t best = -1;
  };
  static constexpr std::int8_t kLower = 1, kUpper = 2, kExact = 3;
  Entry& at(Bits p, Bits o) { return entries[position_hash(p, o) >> (64 - kBits)]; }
  Entry entries[std::size_t{1} << kBits];
};

// Positions with fewer than 12 empties (9-11 in the null-window searches) keep their
// entries in a small table of their own (384 KB), which stays in the L2 cache: their
// lookups, and the transposition cut-offs' lookups of them, missed the cache in the large
// table for most of a node's time. They are many and short-lived, so a small table keeps
// enough of them. FFO #40-#49 (2026-12-07, quiet
// machine): 719 M nodes in 16.4-16.6 s against 694 M in 17.9-18.0 s with one table. Also
// measured: 2^13 or 2^15 entries the same; 2^17 17.5 s; 2^19 17.5 s; below 11 empties
// 17.0 s, 13 16.6 s, 14 16.8 s; a second table of 3-12 MB (for the L3 cache) for 12-15
// empties no faster.
constexpr int kSmallTableEmpties = 12;
constexpr int kSmallTableBits = 14;

Solver::Table* Solver::table_for(int n_empty) { return n_empty < kSmallTableEmpties ? small_table_ : table_; }

Solver::Solver(int table_bits)
    : table_(new Table(std::max(table_bits, 4))),
      small_table_(new Table(kSmallTableBits)),
      near_(new NearTable),
      probes_(new ProbeTable) {}
Solver::~Solver() {
  delete table_;
  delete small_table_;
  delete near_;
  delete probes_;
}

int Solver::last1(Bits player, Bits opponent, int square) {
  ++nodes_;
  int p = popcount(player);
  int n = last_flip_count(player, square);
  if (n) return 2 * (p + n + 1) - 64;
  n = last_flip_count(opponent, square);
  if (n) return 2 * (p - n) - 64;
  return p > 31 ? 2 * p - 62 : 2 * p - 64;
}

int Solver::solve2(Bits player, Bits opponent, int alpha, int x1, int x2, bool passed) {
  ++nodes_;
  int best = -kInfinity;
  Bits f;
  if ((kT.neighbour[x1] & opponent) && (f = flips(player, opponent, x1))) {
    best = -last1(opponent ^ f, player | f | bit(x1), x2);
    if (best > alpha) return best;
  }
  if ((kT.neighbour[x2] & opponent) && (f = flips(player, opponent, x2))) {
    int v = -last1(opponent ^ f, player | f | bit(x2), x1);
    return std::max(best, v);
  }
  if (best > -kInfinity) return best;
  if (passed) return final_score(player, opponent);
  return -solve2(opponent, player, -alpha - 1, x1, x2, true);
}

int Solver::solve3(Bits player, Bits opponent, int alpha, int x1, int x2, int x3, bool passed) {
  ++nodes_;
  // Parity again, for the three squares left: one alone in its quadrant first (the order
  // solve4 gave was for four). FFO #40-#44 (2026-12-08, eight interleaved runs): 74.1 M nodes
  // in 1.54-1.56 s against 74.8 M in 1.57-1.59 s. Also singling out the squares alone in
  // their quadrant in solve4 (not the odd quadrants): fewer nodes, no faster.
  const int q1 = kT.quadrant[x1], q2 = kT.quadrant[x2], q3 = kT.quadrant[x3];
  if (q1 == q2) {
    if (q3 != q1) std::swap(x1, x3);
  } else if (q1 == q3) {
    std::swap(x1, x2);
  }
  int best = -kInfinity;
  Bits f;
  if ((kT.neighbour[x1] & opponent) && (f = flips(player, opponent, x1))) {
    best = -solve2(opponent ^ f, player | f | bit(x1), -alpha - 1, x2, x3, false);
    if (best > alpha) return best;
  }
  if ((kT.neighbour[x2] & opponent) && (f = flips(player, opponent, x2))) {
    int v = -solve2(opponent ^ f, player | f | bit(x2), -alpha - 1, x1, x3, false);
    if (v > alpha) return v;
    best = std::max(best, v);
  }
  if ((kT.neighbour[x3] & opponent) && (f = flips(player, opponent, x3))) {
    int v = -solve2(opponent ^ f, player | f | bit(x3), -alpha - 1, x1, x2, false);
    return std::max(best, v);
  }
  if (best > -kInfinity) return best;
  if (passed) return final_score(player, opponent);
  return -solve3(opponent, player, -alpha - 1, x1, x2, x3, true);
}

int Solver::solve4(Bits player, Bits opponent, int alpha, bool passed) {
  ++nodes_;
  Bits empties = ~(player | opponent);
  // Parity order: squares alone in their quadrant (odd) first.
  Bits odd = odd_quadrants(empties);
  int sq[4], k = 0;
  for (Bits e = empties & odd; e; e &= e - 1) sq[k++] = first_square(e);
  for (Bits e = empties & ~odd; e; e &= e - 1) sq[k++] = first_square(e);
  int best = -kInfinity;
  for (int i = 0; i < 4; ++i) {
    int s = sq[i];
    Bits f;
    if ((kT.neighbour[s] & opponent) && (f = flips(player, opponent, s))) {
      int a = sq[i == 0 ? 1 : 0], b = sq[i <= 1 ? 2 : 1], c = sq[i <= 2 ? 3 : 2];
      int v = -solve3(opponent ^ f, player | f | bit(s), -alpha - 1, a, b, c, false);
      if (v > alpha) return v;
      best = std::max(best, v);
    }
  }
  if (best > -kInfinity) return best;
  if (passed) return final_score(player, opponent);
  return -solve4(opponent, player, -alpha - 1, true);
}

int Solver::nws_shallow(Bits player, Bits opponent, int alpha, bool passed) {
  Bits empties = ~(player | opponent);
  int n_empty = popcount(empties);
  if (n_empty <= 4) {
    // Only reached from the root of tiny positions.
    if (n_empty == 4) return solve4(player, opponent, alpha, passed);
    int sq[4], k = 0;
    for (Bits e = empties; e; e &= e - 1) sq[k++] = first_square(e);
    if (n_empty == 3) return solve3(player, opponent, alpha, sq[0], sq[1], sq[2], passed);
    if (n_empty == 2) return solve2(player, opponent, alpha, sq[0], sq[1], passed);
    if (n_empty == 1) return last1(player, opponent, sq[0]);
    ++nodes_;
    return final_score(player, opponent);
  }
  ++nodes_;
  if (int bound; stability_cut(player, opponent, n_empty, alpha, bound)) return bound;
  if (n_empty > kShallowEmpties) return nws_mid(player, opponent, alpha, passed, empties, n_empty);
  // The first level of the shallow search keeps its bounds in the small table.
  const bool near = n_empty == kShallowEmpties;
  if (near) {
    if (const NearTable::Entry& e = near_->at(player, opponent, n_empty);
        e.player == player && e.opponent == opponent) {
      if (e.lower > alpha) return e.lower;
      if (e.upper <= alpha) return e.upper;
    }
  }
  // No move generation: every empty square next to an opponent disc is tried, odd
  // quadrants first, then by square class.
  Bits odd = odd_quadrants(empties);
  Bits cand = empties & neighbours(opponent);
  int best = -kInfinity;
  for (int parity = 0; parity < 2; ++parity) {
    Bits group = cand & (parity == 0 ? odd : ~odd);
    if (!group) continue;
    for (Bits cls : kOrderClasses) {
      for (Bits m = group & cls; m; m &= m - 1) {
        int s = first_square(m);
        Bits f = flips(player, opponent, s);
        if (!f) continue;
        Bits np = opponent ^ f, no = player | f | bit(s);
        int v = n_empty == 5 ? -solve4(np, no, -alpha - 1, false) : -nws_shallow(np, no, -alpha - 1, false);
        if (v > alpha) return near ? near_store(player, opponent, n_empty, alpha, v) : v;
        if (v > best) best = v;
      }
    }
  }
  if (best > -kInfinity) return near ? near_store(player, opponent, n_empty, alpha, best) : best;
  if (passed) return final_score(player, opponent);
  --nodes_;
  return -nws_shallow(opponent, player, -alpha - 1, true);
}

// Between the shallow searches and the table: moves ordered by the opponent's mobility.
// Not kept (2026-12-08, FFO #40-#49 676.6 M nodes): the opponent's potential mobility in the
// key as well (weight 4: 672.8 M nodes, weight 8: 677.8 M), no faster; each child's legal
// moves, computed here for the key, handed down to the child (and likewise from nws), no
// faster natively or in wasm (the moves list grows by a quarter).
int Solver::nws_mid(Bits player, Bits opponent, int alpha, bool passed, Bits empties, int n_empty) {
  // Before the move generation: only positions with a move are stored.
  if (const NearTable::Entry& e = near_->at(player, opponent, n_empty); e.player == player && e.opponent == opponent) {
    if (e.lower > alpha) return e.lower;
    if (e.upper <= alpha) return e.upper;
  }
  Bits moves = legal_moves(player, opponent);
  if (!moves) {
    if (passed) return final_score(player, opponent);
    return -nws_shallow(opponent, player, -alpha - 1, true);
  }
  Bits odd = odd_quadrants(empties);
  Move list[32];
  int count = 0, best = -kInfinity;
  for (; moves; moves &= moves - 1) {
    int s = first_square(moves);
    Bits f = flips(player, opponent, s);
    Bits np = opponent ^ f, no = player | f | bit(s);
    Bits reply = legal_moves(np, no);
    int key = -(popcount(reply) + popcount(reply & kCorners)) * 16;
    if (odd & bit(s)) key += 8;
    if (bit(s) & kCorners) key += 8;
    list[count++] = Move{s, key, f};
  }
  for (int i = 0; i < count; ++i) {
    const Move& m = select_next(list, i, count);
    int v = -nws_shallow(opponent ^ m.flipped, player | m.flipped | bit(m.square), -alpha - 1, false);
    if (v > best) best = v;
    if (v > alpha) break;
  }
  return near_store(player, opponent, n_empty, alpha, best);
}

int Solver::near_store(Bits player, Bits opponent, int n_empty, int alpha, int best) {
  NearTable::Entry& e = near_->at(player, opponent, n_empty);
  if (e.player != player || e.opponent != opponent) e = NearTable::Entry{player, opponent};
  if (best > alpha) {
    e.lower = static_cast<std::int8_t>(std::max<int>(e.lower, best));
  } else {
    e.upper = static_cast<std::int8_t>(std::min<int>(e.upper, best));
  }
  return best;
}

// A shallow midgame search for move ordering.
int Solver::probe_value(Bits player, Bits opponent, int depth, int alpha, int beta) {
  if (depth == 0) return pattern_evaluate(player, opponent);
  ProbeTable::Entry* entry = nullptr;
  int table_move = -1;
  if (depth >= kProbeTableDepth) {
    entry = &probes_->at(player, opponent);
    if (entry->player == player && entry->opponent == opponent) {
      if (entry->depth >= depth) {
        if (entry->bound == ProbeTable::kExact) return entry->value;
        if (entry->bound == ProbeTable::kLower && entry->value >= beta) return entry->value;
        if (entry->bound == ProbeTable::kUpper && entry->value <= alpha) return entry->value;
      }
      table_move = entry->best;
    }
  }
  const int alpha0 = alpha;
  Bits moves = legal_moves(player, opponent);
  if (!moves) {
    if (!legal_moves(opponent, player)) return final_score(player, opponent) * kWeightScale;
    return -probe_value(opponent, player, depth, -beta, -alpha);
  }
  int best = -kProbeInfinity;
  // Searches one child; true on a cut-off.
  auto child = [&](int square, Bits flipped) {
    int v = -probe_value(opponent ^ flipped, player | flipped | bit(square), depth - 1, -beta, -alpha);
    if (v > best) {
      best = v;
      alpha = std::max(alpha, v);
    }
    return alpha >= beta;
  };
  if (depth >= kProbeOrderDepth) {
    // Deeper probes pay for ordering their own moves: the table's move, then the opponent's
    // mobility, fewest first.
    Move list[32];
    int count = list_moves(player, opponent, moves, list);
    for (int i = 0; i < count; ++i) {
      Move& m = list[i];
      Bits reply = legal_moves(opponent ^ m.flipped, player | m.flipped | bit(m.square));
      m.key = m.square == table_move ? 64 : -(popcount(reply) + popcount(reply & kCorners));
    }
    int best_square = -1;
    for (int i = 0; i < count; ++i) {
      const Move& m = select_next(list, i, count);
      int before = best;
      bool cut = child(m.square, m.flipped);
      if (best > before) best_square = m.square;
      if (cut) break;
    }
    if (entry) {
      std::int8_t bound = best >= beta ? ProbeTable::kLower : best <= alpha0 ? ProbeTable::kUpper : ProbeTable::kExact;
      *entry = {player, opponent, best, static_cast<std::int8_t>(depth), bound, static_cast<std::int8_t>(best_square)};
    }
  } else {
    for (; moves; moves &= moves - 1) {
      int s = first_square(moves);
      if (child(s, flips(player, opponent, s))) break;
    }
  }
  return best;
}

int Solver::list_moves(Bits player, Bits opponent, Bits moves, Move* list) {
  int count = 0;
  for (; moves; moves &= moves - 1) {
    int s = first_square(moves);
    list[count++] = Move{s, 0, flips(player, opponent, s)};
  }
  return count;
}

void Solver::order_moves(Bits player, Bits opponent, int n_empty, int hash_move, bool probe, Move* list, int count) {
  Bits empties = ~(player | opponent);
  Bits odd = odd_quadrants(empties);
  // The probes only need to be exact near the best value so far: a worse move gets a bound.
  int best_probe = -kProbeInfinity;
  for (int i = 0; i < count; ++i) {
    Move& m = list[i];
    int s = m.square;
    Bits f = m.flipped;
    if (s == hash_move) {
      m.key = 1 << 30;
      continue;
    }
    Bits np = opponent ^ f, no = player | f | bit(s);
    Bits reply = legal_moves(np, no);
    Bits e = empties & ~bit(s);
    int key = 0;
    key -= (popcount(reply) + popcount(reply & kCorners)) * 1024;
    key -= popcount(neighbours(no) & e) * 256;
    if (odd & bit(s)) key += 512;
    if (bit(s) & kCorners) key += 512;
    if (probe && n_empty >= kEvalOrderEmpties) {
      // A shallow search of the child (probe_depth). Near the best (2026-12-02, FFO #40-#49
      // node totals, 908 M with depths 0, 2, 3 and 4 from 14, 16, 20 and 22 empties): those
      // thresholds one empty later 1054 M, one earlier 837 M but no faster (the probes cost
      // more than the nodes saved), two later 1096 M; the probe weight 7 941 M, 14 907 M (with
      // today's depths, 8 746 M, 13 774 M, 16 796 M against 726 M); the neighbour
      // weight 512 961 M, 128 917 M; parity 1024 950 M; corner 1024 924 M. A table of 2^24
      // entries in the bench (2^22 there) saved 1.4% of the nodes. Storing a move for
      // fail-low nodes too changed no count. Nor did the probes at expected all nodes
      // (2026-12-03; node types passed down the null-window searches, one run each beside
      // other work): none there 970 M nodes in 30.9 s against 908 M in 30.6-30.8 s, two plies
      // shallower there 921 M in 29.0 s, only from 20 empties 937 M in 30.3 s.
      int depth = probe_depth(n_empty);
      int v = -probe_value(np, no, depth, -kProbeInfinity, kProbeMargin - best_probe);
      best_probe = std::max(best_probe, v);
      key += v * kProbeWeight;
    }
    m.key = key;
  }
}

void Solver::set_limits(std::uint64_t max_nodes, Clock::time_point deadline) {
  node_limit_ = max_nodes > 0 ? nodes_ + max_nodes : std::numeric_limits<std::uint64_t>::max();
  deadline_ = deadline;
  bool limited = max_nodes > 0 || deadline != Clock::time_point::max();
  next_check_ = limited ? nodes_ : std::numeric_limits<std::uint64_t>::max();
}

bool Solver::limit_reached() {
  constexpr std::uint64_t kCheckEvery = 4096;
  next_check_ = nodes_ + kCheckEvery;
  if (nodes_ >= node_limit_ || (deadline_ != Clock::time_point::max() && Clock::now() >= deadline_)) stopped_ = true;
  return stopped_;
}

int Solver::nws(Bits player, Bits opponent, int alpha, bool passed) {
  Bits empties = ~(player | opponent);
  int n_empty = popcount(empties);
  if (n_empty < kTableEmpties) return nws_shallow(player, opponent, alpha, passed);
  ++nodes_;
  // Stopped: unwind without storing anything (the values on the way up are unfounded).
  if (stopped_ || (nodes_ >= next_check_ && limit_reached())) return 0;
  Bits moves = legal_moves(player, opponent);
  if (!moves) {
    if (passed) return final_score(player, opponent);
    return -nws(opponent, player, -alpha - 1, true);
  }
  if (int bound; stability_cut(player, opponent, n_empty, alpha, bound)) return bound;
  Table* table = table_for(n_empty);
  int hash_move = -1;
  if (const Table::Entry* e = table->find(player, opponent)) {
    if (e->lower > alpha) return e->lower;
    if (e->upper <= alpha) return e->upper;
    hash_move = e->best;
  }
  int best = -kInfinity, best_square = -1;
  // The table's move first, before paying for the ordering of the others.
  if (hash_move >= 0 && (moves & bit(hash_move))) {
    Bits f = flips(player, opponent, hash_move);
    best = -nws(opponent ^ f, player | f | bit(hash_move), -alpha - 1, false);
    best_square = hash_move;
    if (stopped_) return 0;
    if (best > alpha) {
      table->store(player, opponent, n_empty, alpha, alpha + 1, best, best_square);
      return best;
    }
    moves &= ~bit(hash_move);
    if (!moves) {
      table->store(player, opponent, n_empty, alpha, alpha + 1, best, best_square);
      return best;
    }
  }
  Move list[32];
  int count = list_moves(player, opponent, moves, list);
  if (n_empty >= kEtcEmpties) {
    Table* child_table = table_for(n_empty - 1);
    // Enhanced transposition cut-off: a child already known to be bad enough for the
    // opponent.
    for (int i = 0; i < count; ++i) {
      const Move& m = list[i];
      if (const Table::Entry* e = child_table->find(opponent ^ m.flipped, player | m.flipped | bit(m.square))) {
        if (-e->upper > alpha) {
          table->store(player, opponent, n_empty, alpha, alpha + 1, -e->upper, m.square);
          return -e->upper;
        }
      }
    }
  }
  order_moves(player, opponent, n_empty, -1, true, list, count);
  for (int i = 0; i < count; ++i) {
    const Move& m = select_next(list, i, count);
    int v = -nws(opponent ^ m.flipped, player | m.flipped | bit(m.square), -alpha - 1, false);
    if (v > best) {
      best = v;
      best_square = m.square;
      if (v > alpha) break;
    }
  }
  if (stopped_) return 0;
  table->store(player, opponent, n_empty, alpha, alpha + 1, best, best_square);
  return best;
}

int Solver::pvs(Bits player, Bits opponent, int alpha, int beta, bool passed) {
  if (beta <= alpha + 1) return nws(player, opponent, alpha, passed);
  Bits empties = ~(player | opponent);
  int n_empty = popcount(empties);
  if (n_empty == 0) {
    ++nodes_;
    return final_score(player, opponent);
  }
  if (n_empty == 1) return last1(player, opponent, first_square(empties));
  ++nodes_;
  if (stopped_ || (nodes_ >= next_check_ && limit_reached())) return 0;
  Bits moves = legal_moves(player, opponent);
  if (!moves) {
    if (passed) return final_score(player, opponent);
    return -pvs(opponent, player, -beta, -alpha, true);
  }
  int hash_move = -1;
  if (const Table::Entry* e = table_for(n_empty)->find(player, opponent)) {
    if (e->lower >= beta) return e->lower;
    if (e->upper <= alpha) return e->upper;
    if (e->lower == e->upper) return e->lower;
    alpha = std::max(alpha, static_cast<int>(e->lower));
    beta = std::min(beta, static_cast<int>(e->upper));
    hash_move = e->best;
  }
  Move list[32];
  int count = list_moves(player, opponent, moves, list);
  order_moves(player, opponent, std::max(n_empty, kEvalOrderEmpties), hash_move, true, list, count);
  std::sort(list, list + count, [](const Move& a, const Move& b) { return a.key > b.key; });
  int alpha0 = alpha;
  int best = -kInfinity, best_square = -1;
  for (int i = 0; i < count; ++i) {
    const Move& m = list[i];
    Bits np = opponent ^ m.flipped, no = player | m.flipped | bit(m.square);
    int v;
    if (i == 0) {
      v = -pvs(np, no, -beta, -alpha, false);
    } else {
      v = -nws(np, no, -alpha - 1, false);
      if (v > alpha && v < beta) v = -pvs(np, no, -beta, -v, false);
    }
    if (v > best) {
      best = v;
      best_square = m.square;
      if (v > alpha) {
        alpha = v;
        if (alpha >= beta) break;
      }
    }
  }
  if (stopped_) return 0;
  table_for(n_empty)->store(player, opponent, n_empty, alpha0, beta, best, best_square);
  return best;
}

int Solver::score(const Position& p, int alpha, int beta) {
  stopped_ = false;
  alpha = std::max(alpha, -kInfinity);
  beta = std::min(beta, kInfinity);
  return pvs(p.player, p.opponent, alpha, beta, false);
}

SolveResult Solver::solve(const Position& p) {
  SolveResult r;
  std::uint64_t start = nodes_;
  stopped_ = false;
  Bits moves = p.moves();
  if (!moves) {
    r.score = p.game_over() ? p.final_score() : -pvs(p.opponent, p.player, -kInfinity, kInfinity, true);
    r.nodes = nodes_ - start;
    r.complete = !stopped_;
    return r;
  }
  Bits player = p.player, opponent = p.opponent;
  int n_empty = popcount(p.empty());
  int hash_move = -1;
  if (const Table::Entry* e = table_for(n_empty)->find(player, opponent)) hash_move = e->best;
  Move list[32];
  int count = list_moves(player, opponent, moves, list);
  order_moves(player, opponent, std::max(n_empty, kEvalOrderEmpties), hash_move, true, list, count);
  std::sort(list, list + count, [](const Move& a, const Move& b) { return a.key > b.key; });
  // MTD(f) over null-window tests "score >= t" (scores are even), with bounds kept per
  // root move so that moves already decided are not searched again.
  int lower[32], upper[32];
  for (int i = 0; i < count; ++i) lower[i] = -64, upper[i] = 64;
  int lo = -64, hi = 64, best_index = 0;
  // The first guess: a midgame search, a little low, since proving "score >= t" for a
  // t below the score is cheaper than proving "score < t" above it. Not kept: a selective
  // pass first, as Edax's solver does (ProbCut in the null-window searches from 16 empties:
  // a probe of depth 2, 4 from 22 empties, 8 discs outside the window decided), its score and
  // moves seeding the exact pass. FFO #40-#49 took 28.3 s against 26.5 s without it (one run
  // each, quiet machine): only #43 gained (0.50 s from 1.21 s); the pass cost up to a fifth of
  // the nodes (#49: 54 M of 335 M) and the exact pass, whose moves are probed anyway, was no
  // shorter. Margins of 4 and 12 discs did no better than 8 on #40-#44 (a run beside other
  // work).
  int guess_depth = std::clamp(n_empty - 14, 2, kGuessDepth);
  int guess = probe_value(player, opponent, guess_depth, -kProbeInfinity, kProbeInfinity);
  guess = (guess >= 0 ? guess + kWeightScale : guess - kWeightScale) / (2 * kWeightScale) * 2;
  int t = std::clamp(guess - 2, lo + 2, hi);
  // After a failure low, the next test steps further down each time (0, 2, 6, 14 below the
  // new bound); after a failure high, up by the smallest step.
  int extra = 0;
  while (lo < hi) {
    int alpha = t - 1;
    int best_v = -kInfinity, high = -1;
    // The current best move first.
    int order[32];
    order[0] = best_index;
    for (int i = 0, k = 1; i < count; ++i) {
      if (i != best_index) order[k++] = i;
    }
    for (int k = 0; k < count; ++k) {
      int i = order[k];
      int v;
      if (upper[i] <= alpha) {
        v = upper[i];
      } else if (lower[i] > alpha) {
        v = lower[i];
      } else {
        const Move& m = list[i];
        v = -nws(opponent ^ m.flipped, player | m.flipped | bit(m.square), -alpha - 1, false);
        if (stopped_) {
          r.nodes = nodes_ - start;
          r.complete = false;
          return r;
        }
        if (v > alpha) {
          lower[i] = std::max(lower[i], v);
        } else {
          upper[i] = std::min(upper[i], v);
        }
      }
      best_v = std::max(best_v, v);
      if (v > alpha) {
        high = i;
        break;
      }
    }
    if (high >= 0) {
      lo = best_v;
      best_index = high;
      t = lo + 2;
      extra = 0;
    } else {
      hi = best_v;
      t = std::max(lo + 2, hi - extra);
      extra = extra * 2 + 2;
    }
  }
  r.best = list[best_index].square;
  r.score = lo;
  table_for(n_empty)->store(player, opponent, n_empty, -kInfinity, kInfinity, r.score, r.best);
  r.nodes = nodes_ - start;
  return r;
}

} // namespace ishi::reversi
