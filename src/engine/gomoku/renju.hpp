#pragma once
// Black's forbidden moves under the RIF Renju rules, judged exactly.
//
//   five        exactly five in a row: always legal, even if it also makes a forbidden shape
//   overline    six or more in a row
//   four        a line that one more stone turns into a five; two fours on one line
//               (X.XXX.X) count as two
//   three       a line that one more stone turns into a straight four (a four with two
//               winning points), where that stone is itself legal and does not make a five
//               at the same time; judging it needs the same test one move deeper
//   double-four two or more fours; double-three two or more threes (also with a four)
//
// When a move is several fouls at once the kind reported is, in order: double-four,
// double-three, overline (the order of the reference checkers in ../shared/testdata).

#include <optional>
#include <string_view>
#include <vector>

#include "engine/gomoku/board.hpp"

namespace ishi::gomoku {

enum class Foul { None, DoubleThree, DoubleFour, Overline };

std::string_view foul_name(Foul f); // "double-three", "double-four", "overline", "none"
std::optional<Foul> parse_foul(std::string_view name);

struct ForbiddenPoint {
  Square point;
  Foul kind;
};

// The foul Black would commit by playing at the empty point p (Foul::None if legal).
Foul renju_foul(const Board& board, Square p);

// The same on a LineGrid (line_grid.hpp), for callers that keep one: the foul of Black
// playing at the empty grid point p. The grid is used as scratch space and left as it
// was. With need_kind false the answer only tells foul from legal, which is cheaper.
class LineGrid;
Foul foul_at(LineGrid& grid, int p, bool need_kind);

// Every empty point where Black may not play, row by row from the top-left.
std::vector<ForbiddenPoint> renju_forbidden_points(const Board& board);

// Is there an empty point where Black may play? False on a full board, and on a board
// whose every empty point is forbidden (possible only when nearly full). Stops at the
// first legal point, so it is cheap while the board has room.
bool black_has_legal_point(const Board& board);

// A deliberately simple implementation of the same rules, straight from the definitions
// (enumerating lines and five-windows), kept to check the fast one. Much slower.
Foul renju_foul_reference(const Board& board, Square p);

} // namespace ishi::gomoku
