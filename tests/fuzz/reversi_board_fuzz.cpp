// Reversi boards as the CLI, the AI requests and the test positions write them (64 squares
// of X, O and -, then the side to move, as in an OBF line's first part), optionally followed
// by a line with a transcript played from that board: parse_board and load_transcript.
// Invariants: a board read is written out and read again to the same position; no square
// holds two discs; a transcript from it replays legally.
#include <algorithm>

#include "engine/reversi/game.hpp"
#include "fuzz_input.hpp"

using namespace ishi::reversi;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  std::string_view text(reinterpret_cast<const char*>(data), size);
  std::size_t cut = text.find('\n');
  std::string_view board_text = text.substr(0, cut);
  auto board = parse_board(board_text);
  if (!board) {
    FUZZ_CHECK(!board.error().empty());
    return 0;
  }
  FUZZ_CHECK((board->player & board->opponent) == 0);
  std::string written = format_board(*board);
  FUZZ_CHECK(written.size() == 66);
  auto again = parse_board(written);
  FUZZ_CHECK(again);
  FUZZ_CHECK(*again == *board);
  FUZZ_CHECK(format_board(*again) == written);
  if (cut == std::string_view::npos) return 0;
  auto game = load_transcript(text.substr(cut + 1), *board);
  if (!game) {
    FUZZ_CHECK(!game.error().empty());
    return 0;
  }
  Position p = game->start();
  for (int m : game->moves()) {
    if (m == kPass) {
      FUZZ_CHECK(!p.can_move());
      p = p.pass();
    } else {
      FUZZ_CHECK((p.moves() & bit(m)) != 0);
      p = p.play(m);
    }
  }
  FUZZ_CHECK(p == game->position());
  FUZZ_CHECK(popcount(p.player | p.opponent) ==
             popcount(board->player | board->opponent) + static_cast<int>(game->moves().size()) -
                 static_cast<int>(std::count(game->moves().begin(), game->moves().end(), kPass)));
  return 0;
}
