#include "engine/gomoku/ai/position.hpp"

#include <bit>
#include <cassert>
#include <cstring>
#include <map>
#include <memory>
#include <mutex>
#include <stdexcept>
#include <utility>

#include "engine/gomoku/ai/move_policy.hpp"
#include "engine/gomoku/renju.hpp"
#include "engine/gomoku/threats.hpp"

namespace ishi::gomoku::ai {

namespace {

std::uint64_t splitmix(std::uint64_t x) {
  x += 0x9E3779B97F4A7C15ull;
  x = (x ^ (x >> 30)) * 0xBF58476D1CE4E5B9ull;
  x = (x ^ (x >> 27)) * 0x94D049BB133111EBull;
  return x ^ (x >> 31);
}

// Move-ordering weight of each pattern on one line.
constexpr int kWeight[kPatternCount] = {0, 0, 1, 2, 8, 6, 40, 30, 120, 120, 3000};

bool exact_for(Rule rule, int c) { return !is_winning_length(rule, colour_stone(c), 6); }

} // namespace

std::uint64_t zobrist(int c, int i) {
  return splitmix(static_cast<std::uint64_t>(i) * 2 + static_cast<std::uint64_t>(c) + 1);
}

bool supports(Rule rule, int size) {
  if (size < kMinSize || size > kMaxSize) return false;
  return rule != Rule::Renju || size <= 19;
}

Position::Position(int size, Rule rule) : Position(empty_board(size, rule)) {}

const Position& Position::empty_board(int size, Rule rule) {
  if (!supports(rule, size)) throw std::invalid_argument("the AI does not support this board size and rule");
  // Guarded because the native AI runner searches on its own thread; entries are never
  // removed, so a reference stays valid after the lock is released.
  static std::mutex mutex;
  static std::map<std::pair<int, Rule>, std::unique_ptr<const Position>> boards;
  std::lock_guard<std::mutex> lock(mutex);
  auto& slot = boards[{size, rule}];
  if (!slot) slot.reset(new Position(size, rule, Computed{}));
  return *slot;
}

Position::Position(int size, Rule rule, Computed) : size_(size), rule_(rule), width_(size + 2 * kPad) {
  steps_ = {1, width_, width_ + 1, 1 - width_};
  // kLineDirections: (1,0), (0,1), (1,1), (1,-1) with y growing downwards.
  auto n = static_cast<std::size_t>(cells());
  cells_.assign(n, kWall);
  for (int y = 0; y < size; ++y) {
    for (int x = 0; x < size; ++x) cells_[static_cast<std::size_t>(index({x, y}))] = kEmpty;
  }
  keys_.assign(n * 4, 0);
  for (int i = 0; i < cells(); ++i) {
    if (!on_board(i)) continue;
    for (int d = 0; d < 4; ++d) {
      std::uint32_t k = 0; // the board is empty: only the walls block
      for (int off = -kReach; off <= kReach; ++off) {
        int q = i + off * step(d);
        if (off != 0 && (q < 0 || q >= cells() || at(q) == kWall)) k += kKeyBlocked * key_unit(key_slot(off));
      }
      keys_[static_cast<std::size_t>(i * 4 + d)] = k | k << 16; // the same for both colours
    }
  }
  for (int c = 0; c < 2; ++c) {
    tables_[static_cast<std::size_t>(c)] = pattern_table(exact_for(rule, c));
    if (exact_for(rule, c)) far_colours_ |= 1u << c;
    four_bits_[static_cast<std::size_t>(c)].assign((n + 63) / 64, 0);
    weights_[static_cast<std::size_t>(c)] = eval_weights(rule, colour_stone(c));
  }
  states_.assign(n * 2, PointState{});
  for (std::size_t k = 0; k < states_.size(); ++k) states_[k].slot = static_cast<std::uint16_t>(k);
  for (int i = 0; i < cells(); ++i) {
    if (!on_board(i)) continue;
    refresh_point(i);
  }
  near_.assign(n, 0);
  rows_.assign(static_cast<std::size_t>(size), 0);
  cols_.assign(static_cast<std::size_t>(size), 0);
  if (rule == Rule::Renju) {
    int grid_size = size <= 15 ? 15 : 19;
    grid_.emplace(Board(grid_size));
    grid_index_.assign(n, 0);
    for (int i = 0; i < cells(); ++i) {
      Square s = square(i);
      if (s.x >= 0 && s.y >= 0 && s.x < grid_size && s.y < grid_size) {
        int g = grid_->index(s);
        if (!on_board(i)) {
          grid_->set(g, LineGrid::kWall);
        } else {
          grid_index_[static_cast<std::size_t>(i)] = g;
        }
      }
    }
  }
}

Position Position::from_board(const Board& board, Rule rule, Stone to_move) {
  Position p(board.size(), rule);
  for (int y = 0; y < board.size(); ++y) {
    for (int x = 0; x < board.size(); ++x) {
      Stone s = board.at({x, y});
      if (s != Stone::Empty) p.place(p.index({x, y}), s);
    }
  }
  p.side_ = to_move;
  return p;
}

// Each pattern's share of a point's PointInfo counts and of its value.
namespace {

struct Share {
  std::uint8_t fives, fours, open_fours, threes;
};
constexpr Share kShare[kPatternCount] = {
    {0, 0, 0, 0}, {0, 0, 0, 0}, {0, 0, 0, 0}, {0, 0, 0, 0}, {0, 0, 0, 0}, {0, 0, 0, 0},
    {0, 0, 0, 1}, {0, 1, 0, 0}, {0, 1, 1, 0}, {0, 2, 1, 0}, {1, 0, 0, 0},
};
// A PointInfo as one word, a count a byte (the compilers turn these into a plain load and
// store), so that all four counts change with one addition.
constexpr std::uint32_t pack(const PointInfo& p) {
  return std::uint32_t{p.fives} | std::uint32_t{p.fours} << 8 | std::uint32_t{p.open_fours} << 16 |
         std::uint32_t{p.threes} << 24;
}
constexpr PointInfo unpack(std::uint32_t w) {
  return {static_cast<std::uint8_t>(w), static_cast<std::uint8_t>(w >> 8), static_cast<std::uint8_t>(w >> 16),
          static_cast<std::uint8_t>(w >> 24)};
}
// The same shares as PointInfo words, to add all four counts at once.
constexpr std::array<std::uint32_t, kPatternCount> kShareWord = [] {
  std::array<std::uint32_t, kPatternCount> w{};
  for (std::size_t p = 0; p < w.size(); ++p) {
    const Share& sh = kShare[p];
    w[p] = pack(PointInfo{sh.fives, sh.fours, sh.open_fours, sh.threes});
  }
  return w;
}();
constexpr std::uint32_t kFourFiveMask = pack(PointInfo{0xFF, 0xFF, 0, 0});

} // namespace

int Position::point_value(int c, int i) const {
  const PointState& st = state(c, i);
  int v = 0;
  for (std::uint8_t pat : st.pats) v += kWeight[pat];
  const PointInfo& pi = st.info;
  if (pi.fours >= 2 || (pi.fours >= 1 && pi.threes >= 1)) v += 150;
  if (pi.threes >= 2) v += 100;
  return v;
}

void Position::count_pattern(int c, std::uint8_t was, std::uint8_t now) {
  auto& t = terms_[static_cast<std::size_t>(c)];
  --t[was];
  ++t[now];
}

namespace {

// The point term of every combination of four line levels (each level + 1, base 6): a
// lookup instead of finding the two strongest lines at every change. A point the rule
// forbids a colour still counts its double threat. Tried and not kept: no point term for
// Black's double threes and double fours under Renju (Classic: double threes for both),
// judged from the patterns, with the weights as they are. Renju against PentaZen at 1 s:
// 26-37-1 and 23-40-1 (39%, where this scored 41% over two runs; a low-priority build ran
// beside them for a while); on a quiet machine against Rapfi's classical evaluation
// 11-53-0, beside this one's 11-52-1 in the same hour on the other core.
constexpr int kLevelCombinations = 6 * 6 * 6 * 6;
constexpr std::array<std::int8_t, kLevelCombinations> kTermOfLevels = [] {
  std::array<std::int8_t, kLevelCombinations> t{};
  for (int k = 0; k < kLevelCombinations; ++k) {
    int a = -1, b = -1; // the two strongest lines' levels, a >= b
    for (int d = 0, rest = k; d < 4; ++d, rest /= 6) {
      int l = rest % 6 - 1;
      if (l > a) {
        b = a;
        a = l;
      } else if (l > b) {
        b = l;
      }
    }
    t[static_cast<std::size_t>(k)] = static_cast<std::int8_t>(b >= 0 ? point_term(a, b) : -1);
  }
  return t;
}();

constexpr std::array<std::uint16_t, 4> kLevelUnit = {1, 6, 36, 216}; // 6^d

} // namespace

void Position::update_point_term(int c, int q) {
  PointState& st = state(c, q);
  int k = 0;
  for (std::size_t d = 4; d-- > 0;) k = k * 6 + point_level(st.pats[d]) + 1;
  st.levels = static_cast<std::uint16_t>(k);
  set_term(c, q, kTermOfLevels[static_cast<std::size_t>(k)]);
}

void Position::set_term(int c, int q, std::int8_t term) {
  auto& slot = state(c, q).term;
  if (slot == term) return;
  auto& t = terms_[static_cast<std::size_t>(c)];
  if (slot >= 0) --t[static_cast<std::size_t>(slot)];
  if (term >= 0) ++t[static_cast<std::size_t>(term)];
  slot = term;
}

void Position::refresh_point(int q) {
  for (int c = 0; c < 2; ++c) {
    auto cs = static_cast<std::size_t>(c);
    std::uint32_t packed = 0;
    PointState& st = state(c, q);
    for (int d = 0; d < 4; ++d) {
      auto j = static_cast<std::size_t>(q * 4 + d);
      std::uint8_t pat = tables_[cs][colour_key(keys_[j], c)];
      count_pattern(c, st.pats[static_cast<std::size_t>(d)], pat);
      st.pats[static_cast<std::size_t>(d)] = pat;
      packed += kShareWord[pat];
    }
    set_info(c, q, unpack(packed));
    update_point_term(c, q);
    st.shape = static_cast<std::uint16_t>(shape_key_of(st.pats[0], st.pats[1], st.pats[2], st.pats[3]));
  }
}

void Position::set_info(int c, int q, const PointInfo& pi) {
  PointInfo& was = state(c, q).info;
  note_four_five(c, q, was, pi);
  was = pi;
}

std::uint8_t Position::note_four_five(int c, int q, const PointInfo& was, const PointInfo& now) {
  auto cs = static_cast<std::size_t>(c);
  const int five = (now.fives > 0) - (was.fives > 0);
  five_counts_[cs] += five;
  bool four = now.fours > 0 || now.fives > 0, was_four = was.fours > 0 || was.fives > 0;
  if (four != was_four) flip_four_bit(cs, q);
  return static_cast<std::uint8_t>((four != was_four ? kUndoFour : 0) | (five > 0 ? kUndoFiveUp : 0) |
                                   (five < 0 ? kUndoFiveDown : 0));
}

void Position::reverse_four_five(int slot, std::uint8_t undo) {
  const auto cs = static_cast<std::size_t>(slot & 1);
  const int q = slot >> 1;
  five_counts_[cs] += ((undo & kUndoFiveDown) != 0) - ((undo & kUndoFiveUp) != 0);
  if ((undo & kUndoFour) != 0) flip_four_bit(cs, q);
}

template <bool Lean>
void Position::clear_point(int q) {
  PointState* const states = states_.data() + 2 * q; // locals: byte stores may alias members
  PointState* const saves = saves_.data() + save_count_;
  for (int c = 0; c < 2; ++c) {
    PointState& st = states[c];
    saves[c] = st;
    if (!Lean) {
      int* const terms = terms_[static_cast<std::size_t>(c)].data();
      for (const std::uint8_t pat : st.pats) {
        --terms[pat];
        ++terms[kNone];
      }
      if (st.term >= 0) --terms[st.term];
      st.term = -1; // the term of four lines below L2
      st.levels = 0;
      st.shape = 0;
    }
    st.pats = {};
    saves[c].undo = note_four_five(c, q, st.info, PointInfo{});
    st.info = PointInfo{};
  }
  save_count_ += 2;
}

namespace {

// What a stone of colour `owner` at offset `off` (-5..5) from a point adds to the point's keys
// along that line: own in its colour's key, blocked in the other's.
constexpr std::array<std::array<std::uint32_t, 2 * kReach + 1>, 2> kKeyDelta = [] {
  std::array<std::array<std::uint32_t, 2 * kReach + 1>, 2> t{};
  for (int owner = 0; owner < 2; ++owner) {
    for (int off = -kReach; off <= kReach; ++off) {
      if (off == 0) continue;
      std::uint32_t unit = key_unit(key_slot(-off));
      t[static_cast<std::size_t>(owner)][static_cast<std::size_t>(off + kReach)] =
          (kKeyOwn * unit) << (16 * owner) | (kKeyBlocked * unit) << (16 * (1 - owner));
    }
  }
  return t;
}();

} // namespace

// The keys of the points along the four lines through i gain (Add) or lose the stone of
// colour `owner` at i. The padding is as wide as the reach, so every such point is in the
// grid; off-board points have keys too (never read), which spares a test per point.
template <bool Add>
void Position::shift_keys(int i, int owner) {
  const auto& delta = kKeyDelta[static_cast<std::size_t>(owner)];
  for (int d = 0; d < 4; ++d) {
    // The keys of direction d along the line, kReach on each side of i (the keys are
    // interleaved by direction: one point apart is four keys apart).
    const std::ptrdiff_t stride = std::ptrdiff_t{step(d)} * 4;
    std::uint32_t* centre = keys_.data() + i * 4 + d;
    for (int off = 1; off <= kReach; ++off) {
      std::uint32_t& before = centre[-off * stride];
      std::uint32_t& after = centre[off * stride];
      const std::uint32_t db = delta[static_cast<std::size_t>(kReach - off)];
      const std::uint32_t da = delta[static_cast<std::size_t>(kReach + off)];
      before = Add ? before + db : before - db;
      after = Add ? after + da : after - da;
    }
  }
}

// Only the empty points' patterns are kept. After a stone is placed (and the keys shifted),
// its neighbours' patterns are looked up again and every change is logged; undo() shifts the
// keys back and restores the rest from the log. The points five away only matter to a colour
// whose rows must be exactly five: where five or more win, a table never looks that far (a
// stone there cannot change the pattern; a test checks the tables), so those points are
// skipped, a fifth of the lookups.
template <bool Lean>
void Position::update_line_neighbours(int i) {
  // Everything the loop touches is held in locals: the states are written a byte at a time,
  // and a byte store may alias any member, so through `this` each store would reload them.
  // Tried and not kept (2026-12-04, the bench's five 400,000-node midgames, minimum of five
  // runs): the new patterns all looked up first into a list of changes (branch-free), then
  // applied, 1.44 s against 1.42 s; each state changed in a local copy and stored once, 15%
  // slower. Neither did the engine built with link-time optimisation gain (1.50 s). Nor
  // (2026-12-07) keys that leave out the points five away for the colours whose tables do not
  // read them, with the slots ordered so that those keys read only a table's first 6,561 bytes
  // (a cache of their own beside the position): the same time (1.37-1.44 s, interleaved runs).
  // A build guided by a profile of the bench (GCC's -fprofile-use) was 4-10% slower.
  const std::uint32_t* keys = keys_.data();
  const std::uint8_t* cells = cells_.data();
  const std::uint8_t* table0 = tables_[0];
  const std::uint8_t* table1 = tables_[1];
  PointState* states = states_.data();
  Changes ch{saves_.data() + save_count_, {terms_[0].data(), terms_[1].data()}};
  for (int d = 0; d < 4; ++d) {
    const int s = step(d);
    // Unrolled, each point's tests get branch sites of their own: on the bench's 100,000-node
    // midgames, 25% fewer mispredicted branches and 4.6% fewer instructions (cachegrind).
#pragma GCC unroll 9
    for (int off = -kReach + 1; off < kReach; ++off) {
      if (off == 0) continue;
      const int q = i + off * s;
      if (cells[q] != kEmpty) continue;
      const std::uint32_t k = keys[q * 4 + d];
      const std::uint8_t now0 = table0[colour_key(k, 0)], now1 = table1[colour_key(k, 1)];
      PointState* st = states + 2 * q;
      if (now0 != st[0].pats[static_cast<std::size_t>(d)]) repattern<Lean>(ch, st[0], 0, q, d, now0);
      if (now1 != st[1].pats[static_cast<std::size_t>(d)]) repattern<Lean>(ch, st[1], 1, q, d, now1);
    }
  }
  if (far_colours_ != 0) {
    for (int d = 0; d < 4; ++d) {
      for (int off : {-kReach, kReach}) {
        const int q = i + off * step(d);
        if (cells[q] != kEmpty) continue;
        const std::uint32_t k = keys[q * 4 + d];
        for (int c = 0; c < 2; ++c) {
          if ((far_colours_ >> c & 1u) == 0) continue;
          const std::uint8_t now = tables_[static_cast<std::size_t>(c)][colour_key(k, c)];
          PointState& st = states[2 * q + c];
          if (now != st.pats[static_cast<std::size_t>(d)]) repattern<Lean>(ch, st, c, q, d, now);
        }
      }
    }
  }
  save_count_ = static_cast<std::size_t>(ch.out - saves_.data());
}

template <bool Lean>
void Position::repattern(Changes& ch, PointState& st, int c, int q, int d, std::uint8_t now) {
  PointState& save = *ch.out++;
  save = st;
  const std::uint8_t pat = st.pats[static_cast<std::size_t>(d)];
  st.pats[static_cast<std::size_t>(d)] = now;
  // The four counts change together: one addition on the packed PointInfo (no byte carries:
  // each count stays within 0..8).
  const auto was = pack(st.info);
  const auto packed = was + kShareWord[now] - kShareWord[pat];
  st.info = unpack(packed);
  // Most changes leave the fives and fours alone, and with them the four bits and five counts.
  save.undo = ((was ^ packed) & kFourFiveMask) != 0 ? note_four_five(c, q, unpack(was), st.info) : 0;
  if (!Lean) {
    int* terms = ch.terms[static_cast<std::size_t>(c)];
    --terms[pat];
    ++terms[now];
    st.shape = static_cast<std::uint16_t>(st.shape + shape_digit(now, d) - shape_digit(pat, d));
    // The point term depends on the lines' levels only; most changes keep the level.
    int dl = point_level(now) - point_level(pat);
    if (dl != 0) {
      st.levels = static_cast<std::uint16_t>(st.levels + dl * kLevelUnit[static_cast<std::size_t>(d)]);
      const std::int8_t term = kTermOfLevels[st.levels];
      if (term != st.term) {
        if (st.term >= 0) --terms[st.term];
        if (term >= 0) ++terms[term];
        st.term = term;
      }
    }
  }
}

// The 5x5 square around i gains (Add) or loses a stone: each of its five rows is one
// 8-byte addition on the counts (adding zero to the three bytes after the row). A count is
// at most 25, so no carry or borrow crosses a byte; the padding keeps the last row's bytes
// in the grid.
template <bool Add>
void Position::count_near(int i) {
  static_assert(std::endian::native == std::endian::little);
  constexpr std::uint64_t kFive = 0x0101010101;
  std::uint8_t* row = near_.data() + i - 2 * width_ - 2;
  for (int dy = -2; dy <= 2; ++dy, row += width_) {
    std::uint64_t w;
    std::memcpy(&w, row, sizeof w);
    w = Add ? w + kFive : w - kFive;
    std::memcpy(row, &w, sizeof w);
  }
}

template <bool Lean>
void Position::place_stone(int i, Stone colour) {
  assert(Lean || lean_moves_ == 0); // a full move on top of a lean one would count stale terms
  int code = cell_of(colour);
  cells_[static_cast<std::size_t>(i)] = static_cast<std::uint8_t>(code);
  hash_ ^= zobrist(colour_index(colour), i);
  history_.push_back(i);
  colours_.push_back(colour);
  if (!Lean) {
    ++rows_[static_cast<std::size_t>(i / width_ - kPad)];
    ++cols_[static_cast<std::size_t>(i % width_ - kPad)];
    count_near<true>(i);
    saved_terms_.push_back(terms_);
  }
  lean_moves_ += Lean ? 1 : 0;
  if (grid_)
    grid_->set(grid_index_[static_cast<std::size_t>(i)], colour == Stone::Black ? LineGrid::kBlack : LineGrid::kWhite);
  if (saves_.size() < save_count_ + kMaxSavesPerMove) saves_.resize(saves_.size() * 2 + kMaxSavesPerMove);
  save_marks_.push_back({save_count_, Lean});
  clear_point<Lean>(i);
  shift_keys<true>(i, code - 1);
  update_line_neighbours<Lean>(i);
  side_ = opponent(colour);
}

void Position::place(int i, Stone colour) { place_stone<false>(i, colour); }

void Position::play(int i) { place_stone<false>(i, side_); }

void Position::play_lean(int i) { place_stone<true>(i, side_); }

std::uint64_t Position::hash_after(int i) const {
  return hash_ ^ zobrist(colour_index(side_), i) ^ (side_ == Stone::Black ? kSideKey : 0);
}

void Position::undo() {
  int i = history_.back();
  Stone colour = colours_.back();
  history_.pop_back();
  colours_.pop_back();
  cells_[static_cast<std::size_t>(i)] = kEmpty;
  hash_ ^= zobrist(colour_index(colour), i);
  const MoveMark mark = save_marks_.back();
  save_marks_.pop_back();
  if (!mark.lean) {
    --rows_[static_cast<std::size_t>(i / width_ - kPad)];
    --cols_[static_cast<std::size_t>(i % width_ - kPad)];
    count_near<false>(i);
    terms_ = saved_terms_.back();
    saved_terms_.pop_back();
  }
  lean_moves_ -= mark.lean ? 1 : 0;
  if (grid_) grid_->set(grid_index_[static_cast<std::size_t>(i)], LineGrid::kEmpty);
  shift_keys<false>(i, colour_index(colour));
  PointState* states = states_.data(); // locals: the restores' stores may alias members
  const PointState* const first = saves_.data() + mark.saves;
  for (const PointState* save = saves_.data() + save_count_; save != first;) {
    --save;
    if (save->undo != 0) reverse_four_five(save->slot, save->undo);
    states[save->slot] = *save;
  }
  save_count_ = mark.saves;
  side_ = colour;
}

bool Position::legal(int c, int i) const {
  if (rule_ == Rule::Freestyle || rule_ == Rule::Standard) return true;
  if (rule_ == Rule::Renju && c == 1) return true;
  PointInfo pi = info(c, i);
  if (pi.fives > 0) return true;
  bool overline = false;
  for (int d = 0; d < 4; ++d) overline = overline || pattern(c, i, d) == kOverline;
  if (rule_ == Rule::Classic) {
    if (overline || pi.threes < 2) return !overline;
    // Two lines the patterns call threes: the rule decides. (A pattern three also counts a
    // line that can only become a double four, X.X.X.X, which the rule does not call a three.)
    if (!is_supported_size(size_)) return false;
    Board board(size_);
    for (int q : history_) board.set(square(q), at(q) == kBlack ? Stone::Black : Stone::White);
    board.set(square(i), colour_stone(c));
    return classic_foul(board, square(i)) == Foul::None;
  }
  // Renju, Black: only points that may be a foul go to the exact checker.
  if (!overline && pi.fours < 2 && pi.threes < 2) return true;
  return foul_at(*grid_, grid_index_[static_cast<std::size_t>(i)], false) == Foul::None;
}

int Position::threat_value(const TermCounts& own, const TermCounts& other) const {
  const auto& table = kThreatValue[static_cast<std::size_t>(threat_table(rule_, colour_index(side_)))];
  return table[static_cast<std::size_t>(threat_mask(own, other))];
}

int Position::evaluate() const {
  const auto& own = terms_[static_cast<std::size_t>(colour_index(side_))];
  const auto& other = terms_[static_cast<std::size_t>(1 - colour_index(side_))];
  const EvalWeightSet& weights = weights_[static_cast<std::size_t>(colour_index(side_))];
  const EvalWeights& own_weight = *weights.own;
  const EvalWeights& other_weight = *weights.other;
  int sum = 0;
  for (std::size_t t = 0; t < kEvalTermCount; ++t) sum += own_weight[t] * own[t] - other_weight[t] * other[t];
  return sum / 4 + threat_value(own, other);
}

void Position::candidates(std::vector<int>& out) const {
  out.clear();
  if (history_.empty()) {
    out.push_back(index({size_ / 2, size_ / 2}));
    return;
  }
  for_each_near([&](int i) { out.push_back(i); });
}

} // namespace ishi::gomoku::ai
