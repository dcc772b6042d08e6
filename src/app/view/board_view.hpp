#pragma once
// Drawing the boards with ImGui draw lists. The view gets a plain description of what to
// show (built by the UI from the session) and draws it; it decides nothing.

#include <optional>
#include <vector>

#include "app/core/board_layout.hpp"
#include "engine/gomoku/board.hpp"
#include "engine/gomoku/renju.hpp"
#include "engine/reversi/bitboard.hpp"

struct ImDrawList;

namespace ishi::app {

struct GomokuView {
  const gomoku::Board* board = nullptr;
  std::vector<Square> moves; // in order, for move numbers and the last-move marker
  bool move_numbers = false;
  std::vector<Square> highlight;                 // lit while a notice is shown
  std::vector<Square> winning_row;               // a line drawn through them: the game is won
  std::vector<gomoku::ForbiddenPoint> forbidden; // marked when shown
  std::optional<Square> ghost;                   // a faint stone under the pointer
  gomoku::Stone ghost_colour = gomoku::Stone::Black;
  std::optional<Square> preview; // touch: the tapped point awaiting confirmation
  // The engine's hints (hints.hpp), when shown: its best move and line, and the opponent's
  // threats (points where it would make five or a straight four, and its win by fours).
  std::optional<Square> best;    // also the review's better move for the position shown
  std::vector<Square> best_line; // after the best move
  std::vector<Square> threats;
  std::optional<Square> threat_vcf;
};

void draw_gomoku_board(ImDrawList* dl, const BoardLayout& layout, const GomokuView& view);

struct ReversiView {
  reversi::Bits black = 0, white = 0;
  reversi::Bits hints = 0; // legal moves shown as dots
  int last_move = -1;
  reversi::Bits flipping = 0; // discs turning over
  float flip_progress = 1.0f; // 0..1 through the turn
  bool flipping_to_black = true;
  std::optional<Square> ghost;
  std::optional<Square> preview;
  // The engine's hints: each legal move's value in discs, the best marked.
  struct Value {
    int square = 0;
    int discs = 0;
    bool exact = false;
    bool best = false;
  };
  std::vector<Value> values;
  int better = -1; // the review's better move for the position shown, framed
};

void draw_reversi_board(ImDrawList* dl, const BoardLayout& layout, const ReversiView& view);

} // namespace ishi::app
