#pragma once
// A Reversi position: discs and the side to move, seen from the mover (player/opponent),
// which is how the search wants it. Text forms:
//   - squares a1..h8, a1 top-left, columns a-h left to right, rows 1-8 top to bottom;
//   - a board: 64 characters a1..h8 row by row ('X' black, 'O' white, '-' empty), a space
//     and the side to move ("X" or "O").

#include <string>
#include <string_view>

#include "engine/common/expected.hpp"
#include "engine/common/square.hpp"
#include "engine/reversi/bitboard.hpp"

namespace ishi::reversi {

enum class Side { Black, White };
constexpr Side other(Side s) { return s == Side::Black ? Side::White : Side::Black; }
const char* side_name(Side s); // "black" / "white"

inline constexpr Geometry kGeometry{8, 8, RowOrigin::Top};

// The final score for `player` when neither side can move: the disc difference, the empty
// squares going to the winner. Inline: the endgame solver calls it at every leaf.
constexpr int final_score(Bits player, Bits opponent) {
  int p = popcount(player), o = popcount(opponent);
  int e = 64 - p - o;
  return p > o ? p - o + e : p < o ? p - o - e : 0;
}

// Why a move is refused (None: it is legal).
enum class Refusal { None, OffBoard, Occupied, NothingToFlip };
const char* refusal_message(Refusal r); // "That square is not on the board", ...

struct Position {
  Bits player = 0;   // discs of the side to move
  Bits opponent = 0; // discs of the other side
  Side side = Side::Black;

  static Position initial(); // d4 white, e4 black, d5 black, e5 white; Black to move

  Bits black() const { return side == Side::Black ? player : opponent; }
  Bits white() const { return side == Side::Black ? opponent : player; }
  Bits empty() const { return ~(player | opponent); }
  Bits moves() const { return legal_moves(player, opponent); }
  bool can_move() const { return moves() != 0; }
  bool game_over() const { return !can_move() && legal_moves(opponent, player) == 0; }

  Position play(int square) const; // a legal move (no check)
  Position pass() const { return {opponent, player, other(side)}; }

  // Final score for the side to move (see final_score above).
  int final_score() const { return reversi::final_score(player, opponent); }

  friend bool operator==(const Position&, const Position&) = default;
};

std::string square_name(int square); // "a1"
// The square of a name ("A1" too), or -1.
int parse_square_name(std::string_view text);

// "X" black, "O" white, "-" empty, then " X" or " O" for the side to move.
std::string format_board(const Position& p);
Expected<Position> parse_board(std::string_view text);

} // namespace ishi::reversi
