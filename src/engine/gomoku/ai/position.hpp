#pragma once
// The AI's board: stones on a padded grid, with the line pattern of every empty point for
// both colours kept up to date as stones come and go (only the 40 neighbours along the four
// lines through a changed point are looked at again), a Zobrist hash, an incremental
// evaluation, and the rule set's legality (Renju fouls through the exact checker, Classic
// fouls from the patterns, checked by the rule when they see a double-three).
//
// Sizes 5..32 are supported (the Gomocup brain meets 20x20); Renju needs at most 19x19.
// A point is an int index into the padded grid; square()/index() convert.

#include <array>
#include <bit>
#include <cstdint>
#include <cstring>
#include <optional>
#include <type_traits>
#include <vector>

#include "engine/common/square.hpp"
#include "engine/gomoku/ai/evaluation.hpp"
#include "engine/gomoku/ai/patterns.hpp"
#include "engine/gomoku/board.hpp"
#include "engine/gomoku/line_grid.hpp"
#include "engine/gomoku/rules.hpp"

namespace ishi::gomoku::ai {

constexpr int kMinSize = 5;
constexpr int kMaxSize = 32;
// Can the AI play this rule on this size? (Renju's checker works up to 19x19.)
bool supports(Rule rule, int size);

// Colour index: 0 black, 1 white (cells hold 1 black, 2 white).
constexpr int colour_index(Stone s) { return s == Stone::Black ? 0 : 1; }
constexpr Stone colour_stone(int c) { return c == 0 ? Stone::Black : Stone::White; } // colour_index's inverse
constexpr std::uint8_t cell_of(Stone s) { return s == Stone::Black ? 1 : 2; }

// What a stone at an empty point makes for one colour, over the four lines.
struct PointInfo {
  std::uint8_t fives = 0;      // lines with a five
  std::uint8_t fours = 0;      // lines with a four of any kind (a D4 counts twice)
  std::uint8_t open_fours = 0; // lines with L4 or D4
  std::uint8_t threes = 0;     // lines with L3
};

class Position {
 public:
  static constexpr std::uint8_t kEmpty = 0, kBlack = 1, kWhite = 2, kWall = 3;
  static constexpr int kPad = kReach;

  // An empty board. Requires supports(rule, size). The first position of each size and rule
  // is computed and kept; later ones are copies of it (the protocol builds one every move).
  Position(int size, Rule rule);
  // The position of a board, with `to_move` to play.
  static Position from_board(const Board& board, Rule rule, Stone to_move);

  int size() const { return size_; }
  Rule rule() const { return rule_; }
  int width() const { return width_; }
  int cells() const { return width_ * width_; }
  int index(Square s) const { return (s.y + kPad) * width_ + (s.x + kPad); }
  Square square(int i) const { return {i % width_ - kPad, i / width_ - kPad}; }
  bool on_board(int i) const { return cells_[static_cast<std::size_t>(i)] != kWall; }
  std::uint8_t at(int i) const { return cells_[static_cast<std::size_t>(i)]; }
  bool empty(int i) const { return at(i) == kEmpty; }
  int step(int d) const { return steps_[static_cast<std::size_t>(d)]; }

  Stone side_to_move() const { return side_; }
  void set_side_to_move(Stone s) { side_ = s; }
  int stone_count() const { return static_cast<int>(history_.size()); }
  const std::vector<int>& history() const { return history_; }
  std::uint64_t hash() const { return hash_ ^ (side_ == Stone::White ? kSideKey : 0); }
  // hash() after play(i), without playing it (to fetch a table entry ahead of time).
  std::uint64_t hash_after(int i) const;

  // Places a stone of the side to move at the empty point i and passes the move.
  void play(int i);
  // play() for threat searches by fours: only the patterns, PointInfo, the four points and
  // five counts, legality and the hash follow the stone. Until it is taken back, only these
  // may be asked for, and only play_lean may be played on top of it; undo() takes it back.
  void play_lean(int i);
  // Places a stone of a given colour; the side to move becomes the other colour.
  void place(int i, Stone colour);
  void undo(); // takes back the last stone; the side to move becomes its colour
  void pass() { side_ = opponent(side_); }

  // The pattern a stone of colour c (0 black, 1 white) at empty point i makes along d.
  std::uint8_t pattern(int c, int i, int d) const { return state(c, i).pats[static_cast<std::size_t>(d)]; }
  PointInfo info(int c, int i) const { return state(c, i).info; }
  bool makes_five(int c, int i) const { return info(c, i).fives > 0; }
  bool makes_four(int c, int i) const { // any four (or five)
    PointInfo pi = info(c, i);
    return pi.fours > 0 || pi.fives > 0;
  }
  // Calls f(i) for every empty point where colour c makes a four or a five (kept up to
  // date with the patterns, so threat searches need not scan the board).
  template <class F>
  void for_each_four(int c, F f) const {
    const auto& bits = four_bits_[static_cast<std::size_t>(c)];
    for (std::size_t w = 0; w < bits.size(); ++w) {
      for (std::uint64_t b = bits[w]; b != 0; b &= b - 1) f(static_cast<int>(w * 64 + std::countr_zero(b)));
    }
  }
  // The number of points where colour c makes a five.
  int five_count(int c) const { return five_counts_[static_cast<std::size_t>(c)]; }

  // A cheap value of the point for colour c, for ordering moves.
  int point_value(int c, int i) const;
  // The shape key of colour c's four lines at the empty point i for the move order
  // (shape_key_of in move_policy.hpp). Kept with the patterns (not through lean moves), so
  // that ordering a node's moves needs one load a point.
  std::uint16_t shape_key(int c, int i) const { return state(c, i).shape; }
  // Stones within two points (in a 5x5 square) of i.
  int neighbours(int i) const { return near_[static_cast<std::size_t>(i)]; }

  // May colour c play at empty point i under the rule set? Renju: Black's fouls (exact);
  // Classic: overline and double-three for both colours (the patterns, and classic_foul when
  // they see two threes; on sizes other than 15 and 19 such a point counts as a foul).
  bool legal(int c, int i) const;

  // The static evaluation for the side to move (positive: good for it): a weighted count,
  // for each colour, of the patterns its stones would make at the empty points and of the
  // points where one stone makes two threats, plus the value of the threats both sides
  // have (evaluation.hpp).
  int evaluate() const;
  // How many times colour c has evaluation term t (an EvalTerm) on the board.
  int term_count(int c, int t) const { return terms_[static_cast<std::size_t>(c)][static_cast<std::size_t>(t)]; }
  const TermCounts& term_counts(int c) const { return terms_[static_cast<std::size_t>(c)]; }

  // Empty points with a stone within two points; the centre on an empty board.
  void candidates(std::vector<int>& out) const;
  // Calls f(i) for every empty point with a stone within two points (none on an empty
  // board), row by row, looking only inside the stones' bounding box; or f(i, square(i)).
  template <class F>
  void for_each_near(F f) const {
    if (history_.empty()) return;
    int y0 = 0, y1 = size_ - 1, x0 = 0, x1 = size_ - 1;
    while (rows_[static_cast<std::size_t>(y0)] == 0) ++y0;
    while (rows_[static_cast<std::size_t>(y1)] == 0) --y1;
    while (cols_[static_cast<std::size_t>(x0)] == 0) ++x0;
    while (cols_[static_cast<std::size_t>(x1)] == 0) --x1;
    y0 = y0 < 2 ? 0 : y0 - 2;
    x0 = x0 < 2 ? 0 : x0 - 2;
    y1 = y1 + 2 >= size_ ? size_ - 1 : y1 + 2;
    x1 = x1 + 2 >= size_ ? size_ - 1 : x1 + 2;
    // Eight points at a time: the box's walk point by point was a branch per point that
    // the processor could not foresee. The vectors' data are loaded once (f may write
    // memory, so the compiler would load them again for every eight).
    const std::uint8_t* const near = near_.data();
    const std::uint8_t* const cells = cells_.data();
    for (int y = y0; y <= y1; ++y) {
      const int row = index({0, y});
      for (int x = x0; x <= x1; x += 8) {
        // Points past x1 in the last eight have no stone within two or are walls.
        std::uint64_t m = near_and_empty(near + row + x, cells + row + x);
        for (; m != 0; m &= m - 1) {
          const int dx = std::countr_zero(m) >> 3;
          if constexpr (std::is_invocable_v<F&, int, Square>) {
            f(row + x + dx, Square{x + dx, y});
          } else {
            f(row + x + dx);
          }
        }
      }
    }
  }

 private:
  // Bit 8k+7 set when the k-th point from the given place (k = 0..7) is empty with a stone
  // within two points, given near_ and cells_ at that place. Reads eight bytes: the padding
  // after the last row keeps that inside the grid.
  static std::uint64_t near_and_empty(const std::uint8_t* near_at, const std::uint8_t* cells_at) {
    static_assert(std::endian::native == std::endian::little);
    constexpr std::uint64_t kLow = 0x7F7F7F7F7F7F7F7Full, kHigh = 0x8080808080808080ull;
    std::uint64_t near, cells;
    std::memcpy(&near, near_at, sizeof near);
    std::memcpy(&cells, cells_at, sizeof cells);
    // A byte's high bit in ((b & 0x7F) + 0x7F) | b is set when b is not zero (no carry
    // crosses into the next byte).
    const std::uint64_t near_some = (((near & kLow) + kLow) | near) & kHigh;
    const std::uint64_t occupied = (((cells & kLow) + kLow) | cells) & kHigh;
    return near_some & ~occupied;
  }
  struct Computed {};
  Position(int size, Rule rule, Computed); // computes the empty board's keys and patterns
  static const Position& empty_board(int size, Rule rule);
  static constexpr std::uint64_t kSideKey = 0x9E3779B97F4A7C15ull;
  template <bool Add>
  void shift_keys(int i, int owner);
  template <bool Add>
  void count_near(int i);
  template <bool Lean>
  void place_stone(int i, Stone colour);
  template <bool Lean>
  void update_line_neighbours(int i); // after a stone was placed at i and the keys shifted
  struct PointState;
  // Where update_line_neighbours logs its changes and counts its terms.
  struct Changes {
    PointState* out;           // the next save
    std::array<int*, 2> terms; // per colour, terms_[c]
  };
  template <bool Lean>
  // The pattern of c at q (whose state is `st`) along d is now `now`. Inlined: it runs for
  // about 30 points a move, and as a call it made the neighbour loop keep its values on the
  // stack.
  [[gnu::always_inline]] inline void repattern(Changes& ch, PointState& st, int c, int q, int d, std::uint8_t now);
  void refresh_point(int q); // an empty point's patterns, info, term and shape from its keys
  template <bool Lean>
  void clear_point(int q); // a point just occupied: no patterns, info or shape
  void count_pattern(int c, std::uint8_t was, std::uint8_t now);
  int threat_value(const TermCounts& own, const TermCounts& other) const;
  void update_point_term(int c, int q); // after any of the point's patterns changed
  void set_term(int c, int q, std::int8_t term);

  int size_;
  Rule rule_;
  int width_;
  std::array<int, 4> steps_{};
  Stone side_ = Stone::Black;
  std::vector<std::uint8_t> cells_;
  // Per point and direction, both colours' keys (patterns.hpp), colour c's in bits 16c..16c+15:
  // a stone changes both with one addition.
  std::vector<std::uint32_t> keys_; // [i * 4 + d]
  static std::uint32_t colour_key(std::uint32_t k, int c) { return (k >> (16 * c)) & 0xFFFF; }
  // What a stone of one colour would make at an empty point (all zero at an occupied one),
  // kept together so that an update touches one cache line.
  // 16 bytes, aligned, so that a copy is one load and one store.
  struct alignas(16) PointState {
    std::array<std::uint8_t, 4> pats{}; // per direction
    PointInfo info;
    std::uint16_t shape = 0;  // shape_key()
    std::int8_t term = -1;    // the point term, -1 for none
    std::uint8_t undo = 0;    // in a save only: the kUndo* flags, what undo reverses besides the state
    std::uint16_t levels = 0; // sum over d of (point_level(pats[d]) + 1) * 6^d
    std::uint16_t slot = 0;   // this state's index in states_ (i * 2 + c), fixed: saves go back there
  };
  static_assert(sizeof(PointState) == 16);
  static_assert((kMaxSize + 2 * kPad) * (kMaxSize + 2 * kPad) * 2 <= 65536, "every slot fits PointState::slot");
  std::vector<PointState> states_; // [i * 2 + c]
  PointState& state(int c, int i) { return states_[static_cast<std::size_t>(i * 2 + c)]; }
  const PointState& state(int c, int i) const { return states_[static_cast<std::size_t>(i * 2 + c)]; }
  // Per colour, over the empty points (the kNone count is not kept: its weight is zero).
  std::array<TermCounts, 2> terms_{};
  std::array<std::vector<std::uint64_t>, 2> four_bits_; // points with a four or five, per colour
  std::array<int, 2> five_counts_{};
  void set_info(int c, int q, const PointInfo& pi);
  // The five counts and four bits after the point's PointInfo changed from `was` to `now`;
  // returns the kUndo* flags of the change, so that undo need not compare the states again.
  static constexpr std::uint8_t kUndoFour = 1, kUndoFiveUp = 2, kUndoFiveDown = 4;
  std::uint8_t note_four_five(int c, int q, const PointInfo& was, const PointInfo& now);
  void reverse_four_five(int slot, std::uint8_t undo); // the change undo flags say, reversed
  void flip_four_bit(std::size_t c, int q) {
    four_bits_[c][static_cast<std::size_t>(q >> 6)] ^= std::uint64_t{1} << (q & 63);
  }

  // Undo restores what play changed instead of looking the patterns up again: each move
  // logs the states it changed (before the change; a state knows its slot) and the term counts.
  // A move saves at most both colours of its own point and of the 40 points on its lines;
  // place_stone makes room for that many first, so that saving needs no check.
  static constexpr std::size_t kMaxSavesPerMove = 2 * (1 + 8 * kReach);
  std::vector<PointState> saves_; // the first save_count_ are in use
  std::size_t save_count_ = 0;
  struct MoveMark {
    std::size_t saves; // save_count_ before the move
    bool lean;         // played by play_lean
  };
  std::vector<MoveMark> save_marks_;
  int lean_moves_ = 0; // lean moves on the board (full moves may not go on top of them)
  std::vector<std::array<TermCounts, 2>> saved_terms_;
  std::vector<std::uint8_t> near_;
  std::vector<int> rows_, cols_; // stones per row and per column
  std::vector<int> history_;
  std::vector<Stone> colours_;
  std::uint64_t hash_ = 0;
  std::array<const std::uint8_t*, 2> tables_{};
  std::array<EvalWeightSet, 2> weights_{}; // by the colour to move
  unsigned far_colours_ = 0;               // bit c: colour c's table reads the points five away (exact fives)
  // Renju: the exact foul checker's grid, kept in step with the stones.
  mutable std::optional<LineGrid> grid_; // scratch space for the checker: legal() is const
  std::vector<int> grid_index_;
};

// Zobrist key of colour c at point i.
std::uint64_t zobrist(int c, int i);

} // namespace ishi::gomoku::ai
