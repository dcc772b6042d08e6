#pragma once
// Game records as text, in and out:
//   - a move list "h8 i9 j10 ..." (points may also be written Gomocup-style, "7,7");
//   - the text board of the Chinese tutorials: one row per line, top row first, '.' empty,
//     '1' black, '0' white (spaces between cells are allowed).
// Malformed input gives an error naming the token (or line and column) and its position;
// the caller's state is never touched.

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "engine/common/expected.hpp"
#include "engine/gomoku/board.hpp"
#include "engine/gomoku/game.hpp"

namespace ishi::gomoku {

// A point, or a pass ("--") where the caller allows passes.
using RecordMove = std::optional<Square>;

Expected<std::vector<RecordMove>> parse_moves(std::string_view text, int size, bool allow_pass);

// The move list of a game: "h8 i9 j10".
std::string format_moves(const Game& game);

// Replays a move list under the rule, with every check; the first refused move is an error.
Expected<Game> load_game(std::string_view moves, Rule rule, int size = kDefaultSize,
                         ForbiddenPolicy policy = ForbiddenPolicy::Refuse);

// Builds a position by placing stones without rule checks: `moves` alternate Black,
// White, ... ("--" passes); then `black` and `white` list more stones of each colour.
Expected<Board> build_position(int size, std::string_view moves, std::string_view black, std::string_view white);

// The tutorial's text board; its size is its number of rows (15 or 19).
Expected<Board> parse_text_board(std::string_view text);
std::string format_text_board(const Board& board);

} // namespace ishi::gomoku
