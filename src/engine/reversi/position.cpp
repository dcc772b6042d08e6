#include "engine/reversi/position.hpp"

namespace ishi::reversi {

const char* side_name(Side s) { return s == Side::Black ? "black" : "white"; }

Position Position::initial() {
  // d4 = (3,3), e4 = (4,3), d5 = (3,4), e5 = (4,4)
  Bits black = bit(4 + 8 * 3) | bit(3 + 8 * 4);
  Bits white = bit(3 + 8 * 3) | bit(4 + 8 * 4);
  return {black, white, Side::Black};
}

Position Position::play(int square) const {
  Bits f = flips(player, opponent, square);
  return {opponent & ~f, player | f | bit(square), other(side)};
}

const char* refusal_message(Refusal r) {
  switch (r) {
    case Refusal::OffBoard: return "That square is not on the board";
    case Refusal::Occupied: return "That square already has a disc";
    case Refusal::NothingToFlip: return "That move flips nothing in any direction";
    case Refusal::None: break;
  }
  return "";
}

std::string square_name(int square) { return format_square({square % 8, square / 8}, kGeometry); }

int parse_square_name(std::string_view text) {
  auto s = parse_square(text, kGeometry);
  return s ? s->x + 8 * s->y : -1;
}

std::string format_board(const Position& p) {
  std::string out;
  for (int sq = 0; sq < 64; ++sq) out += (p.black() & bit(sq)) ? 'X' : (p.white() & bit(sq)) ? 'O' : '-';
  out += p.side == Side::Black ? " X" : " O";
  return out;
}

Expected<Position> parse_board(std::string_view text) {
  Bits black = 0, white = 0;
  int sq = 0;
  std::size_t i = 0;
  for (; i < text.size() && sq < 64; ++i) {
    char c = text[i];
    if (c == ' ' || c == '\t' || c == '\n' || c == '\r') {
      if (sq == 0) continue; // leading space
      return ParseError{"board: square " + square_name(sq) + " (character " + std::to_string(i + 1) +
                        ") is a space; a board is 64 characters of X, O and -"};
    }
    if (c == 'X' || c == 'x' || c == '*') {
      black |= bit(sq);
    } else if (c == 'O' || c == 'o') {
      white |= bit(sq);
    } else if (c != '-' && c != '.') {
      return ParseError{"board: unexpected '" + std::string(1, c) + "' at character " + std::to_string(i + 1) +
                        " (square " + square_name(sq) + "); use X, O or -"};
    }
    ++sq;
  }
  if (sq < 64) return ParseError{"board: only " + std::to_string(sq) + " of 64 squares given"};
  std::string_view rest = text.substr(i);
  while (!rest.empty() && (rest.front() == ' ' || rest.front() == '\t')) rest.remove_prefix(1);
  while (!rest.empty() && (rest.back() == ' ' || rest.back() == '\n' || rest.back() == '\r')) rest.remove_suffix(1);
  Side side;
  if (rest == "X" || rest == "x" || rest == "*") {
    side = Side::Black;
  } else if (rest == "O" || rest == "o") {
    side = Side::White;
  } else {
    return ParseError{"board: after the 64 squares, the side to move must follow: X or O (got '" + std::string(rest) +
                      "')"};
  }
  Position p{black, white, Side::Black};
  if (side == Side::White) p = p.pass();
  return p;
}

} // namespace ishi::reversi
