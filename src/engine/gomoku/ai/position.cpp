#include "engine/gomoku/ai/position.hpp"

#include <stdexcept>

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

bool exact_for(Rule rule, int c) { return !is_winning_length(rule, c == 0 ? Stone::Black : Stone::White, 6); }

} // namespace

std::uint64_t zobrist(int c, int i) {
  return splitmix(static_cast<std::uint64_t>(i) * 2 + static_cast<std::uint64_t>(c) + 1);
}

bool supports(Rule rule, int size) {
  if (size < kMinSize || size > kMaxSize) return false;
  return rule != Rule::Renju || size <= 19;
}

Position::Position(int size, Rule rule) : size_(size), rule_(rule), width_(size + 2 * kPad) {
  if (!supports(rule, size)) throw std::invalid_argument("the AI does not support this board size and rule");
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
      std::uint32_t k = 0;
      for (int off = -kReach; off <= kReach; ++off) {
        if (off == 0) continue;
        int q = i + off * step(d);
        std::uint32_t v = q >= 0 && q < cells() ? at(q) : kWall;
        k |= v << (2 * key_slot(off));
      }
      keys_[static_cast<std::size_t>(i * 4 + d)] = k;
    }
  }
  for (int c = 0; c < 2; ++c) {
    tables_[static_cast<std::size_t>(c)] = pattern_table(c + 1, exact_for(rule, c));
    pats_[static_cast<std::size_t>(c)].assign(n * 4, kNone);
    values_[static_cast<std::size_t>(c)].assign(n, 0);
    weights_[static_cast<std::size_t>(c)].assign(n, 0);
    infos_[static_cast<std::size_t>(c)].assign(n, PointInfo{});
    four_bits_[static_cast<std::size_t>(c)].assign((n + 63) / 64, 0);
    point_terms_[static_cast<std::size_t>(c)].assign(n, -1);
  }
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

} // namespace

int Position::combined_value(int weight, const PointInfo& pi) {
  int v = weight;
  if (pi.fours >= 2 || (pi.fours >= 1 && pi.threes >= 1)) v += 150;
  if (pi.threes >= 2) v += 100;
  return v;
}

void Position::set_value(int c, int q, int v) { values_[static_cast<std::size_t>(c)][static_cast<std::size_t>(q)] = v; }

void Position::count_pattern(int c, std::uint8_t was, std::uint8_t now) {
  auto& t = terms_[static_cast<std::size_t>(c)];
  --t[was];
  ++t[now];
}

void Position::update_point_term(int c, int q) {
  auto cs = static_cast<std::size_t>(c);
  int a = -1, b = -1; // the two strongest lines' levels, a >= b
  for (int d = 0; d < 4; ++d) {
    int l = point_level(pats_[cs][static_cast<std::size_t>(q * 4 + d)]);
    if (l > a) {
      b = a;
      a = l;
    } else if (l > b) {
      b = l;
    }
  }
  int term = b >= 0 ? point_term(a, b) : -1;
  auto& slot = point_terms_[cs][static_cast<std::size_t>(q)];
  if (slot == term) return;
  auto& t = terms_[cs];
  if (slot >= 0) --t[static_cast<std::size_t>(slot)];
  if (term >= 0) ++t[static_cast<std::size_t>(term)];
  slot = static_cast<std::int8_t>(term);
}

void Position::refresh_point(int q) {
  for (int c = 0; c < 2; ++c) {
    auto cs = static_cast<std::size_t>(c);
    PointInfo pi;
    int weight = 0;
    for (int d = 0; d < 4; ++d) {
      auto j = static_cast<std::size_t>(q * 4 + d);
      std::uint8_t pat = tables_[cs][keys_[j]];
      count_pattern(c, pats_[cs][j], pat);
      pats_[cs][j] = pat;
      const Share& sh = kShare[pat];
      pi.fives = static_cast<std::uint8_t>(pi.fives + sh.fives);
      pi.fours = static_cast<std::uint8_t>(pi.fours + sh.fours);
      pi.open_fours = static_cast<std::uint8_t>(pi.open_fours + sh.open_fours);
      pi.threes = static_cast<std::uint8_t>(pi.threes + sh.threes);
      weight += kWeight[pat];
    }
    set_info(c, q, pi);
    update_point_term(c, q);
    weights_[cs][static_cast<std::size_t>(q)] = weight;
    set_value(c, q, combined_value(weight, pi));
  }
}

void Position::set_info(int c, int q, const PointInfo& pi) {
  auto cs = static_cast<std::size_t>(c);
  PointInfo& was = infos_[cs][static_cast<std::size_t>(q)];
  five_counts_[cs] += (pi.fives > 0) - (was.fives > 0);
  bool four = pi.fours > 0 || pi.fives > 0;
  std::uint64_t bit = std::uint64_t{1} << (q & 63);
  auto& word = four_bits_[cs][static_cast<std::size_t>(q >> 6)];
  word = four ? word | bit : word & ~bit;
  was = pi;
}

void Position::clear_point(int q) {
  for (int c = 0; c < 2; ++c) {
    for (int d = 0; d < 4; ++d) {
      std::uint8_t& pat = pats_[static_cast<std::size_t>(c)][static_cast<std::size_t>(q * 4 + d)];
      count_pattern(c, pat, kNone);
      pat = kNone;
    }
    update_point_term(c, q);
    set_info(c, q, PointInfo{});
    weights_[static_cast<std::size_t>(c)][static_cast<std::size_t>(q)] = 0;
    set_value(c, q, 0);
  }
}

// Only the empty points' patterns are kept: an occupied point's are computed again from
// its key when it is vacated.
void Position::update_line_neighbours(int i, int colour_code, bool add) {
  for (int d = 0; d < 4; ++d) {
    int s = step(d);
    for (int off = -kReach; off <= kReach; ++off) {
      if (off == 0) continue;
      int q = i + off * s;
      auto cell = cells_[static_cast<std::size_t>(q)];
      if (cell == kWall) continue;
      auto j = static_cast<std::size_t>(q * 4 + d);
      std::uint32_t bits = static_cast<std::uint32_t>(colour_code) << (2 * key_slot(-off));
      keys_[j] = add ? keys_[j] | bits : keys_[j] & ~bits;
      if (cell != kEmpty) continue;
      for (int c = 0; c < 2; ++c) {
        auto cs = static_cast<std::size_t>(c);
        std::uint8_t& pat = pats_[cs][j];
        std::uint8_t now = tables_[cs][keys_[j]];
        if (now == pat) continue;
        const Share &was = kShare[pat], &is = kShare[now];
        PointInfo pi = infos_[cs][static_cast<std::size_t>(q)];
        pi.fives = static_cast<std::uint8_t>(pi.fives + is.fives - was.fives);
        pi.fours = static_cast<std::uint8_t>(pi.fours + is.fours - was.fours);
        pi.open_fours = static_cast<std::uint8_t>(pi.open_fours + is.open_fours - was.open_fours);
        pi.threes = static_cast<std::uint8_t>(pi.threes + is.threes - was.threes);
        set_info(c, q, pi);
        int& weight = weights_[cs][static_cast<std::size_t>(q)];
        weight += kWeight[now] - kWeight[pat];
        count_pattern(c, pat, now);
        // The point term depends on the lines' levels only; most changes keep the level.
        bool relevel = point_level(pat) != point_level(now);
        pat = now;
        if (relevel) update_point_term(c, q);
        set_value(c, q, combined_value(weight, pi));
      }
    }
  }
}

void Position::place(int i, Stone colour) {
  int code = cell_of(colour);
  cells_[static_cast<std::size_t>(i)] = static_cast<std::uint8_t>(code);
  hash_ ^= zobrist(colour_index(colour), i);
  history_.push_back(i);
  colours_.push_back(colour);
  ++rows_[static_cast<std::size_t>(i / width_ - kPad)];
  ++cols_[static_cast<std::size_t>(i % width_ - kPad)];
  for (int dy = -2; dy <= 2; ++dy) {
    for (int dx = -2; dx <= 2; ++dx) ++near_[static_cast<std::size_t>(i + dy * width_ + dx)];
  }
  if (grid_)
    grid_->set(grid_index_[static_cast<std::size_t>(i)], colour == Stone::Black ? LineGrid::kBlack : LineGrid::kWhite);
  clear_point(i);
  update_line_neighbours(i, code, true);
  side_ = opponent(colour);
}

void Position::play(int i) { place(i, side_); }

void Position::undo() {
  int i = history_.back();
  Stone colour = colours_.back();
  history_.pop_back();
  colours_.pop_back();
  cells_[static_cast<std::size_t>(i)] = kEmpty;
  hash_ ^= zobrist(colour_index(colour), i);
  --rows_[static_cast<std::size_t>(i / width_ - kPad)];
  --cols_[static_cast<std::size_t>(i % width_ - kPad)];
  for (int dy = -2; dy <= 2; ++dy) {
    for (int dx = -2; dx <= 2; ++dx) --near_[static_cast<std::size_t>(i + dy * width_ + dx)];
  }
  if (grid_) grid_->set(grid_index_[static_cast<std::size_t>(i)], LineGrid::kEmpty);
  update_line_neighbours(i, cell_of(colour), false);
  refresh_point(i);
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
    board.set(square(i), c == 0 ? Stone::Black : Stone::White);
    return classic_foul(board, square(i)) == Foul::None;
  }
  // Renju, Black: only points that may be a foul go to the exact checker.
  if (!overline && pi.fours < 2 && pi.threes < 2) return true;
  return foul_at(*grid_, grid_index_[static_cast<std::size_t>(i)], false) == Foul::None;
}

int Position::evaluate() const {
  const auto& own = terms_[static_cast<std::size_t>(colour_index(side_))];
  const auto& other = terms_[static_cast<std::size_t>(1 - colour_index(side_))];
  int sum = 0;
  for (std::size_t t = 0; t < kEvalTermCount; ++t) sum += kOwnWeight[t] * own[t] - kOtherWeight[t] * other[t];
  return sum / 4;
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
