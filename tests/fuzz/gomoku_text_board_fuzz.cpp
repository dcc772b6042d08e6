// The tutorials' text boards (rows of '.', '1' and '0'): parse_text_board. Invariants: a
// board read is written out and read again to the same board, and writing is stable; a
// refusal says why.
#include "engine/gomoku/record.hpp"
#include "fuzz_input.hpp"

using namespace ishi::gomoku;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  std::string_view text(reinterpret_cast<const char*>(data), size);
  auto board = parse_text_board(text);
  if (!board) {
    FUZZ_CHECK(!board.error().empty());
    return 0;
  }
  FUZZ_CHECK(is_supported_size(board->size()));
  std::string written = format_text_board(*board);
  auto again = parse_text_board(written);
  FUZZ_CHECK(again);
  FUZZ_CHECK(again->size() == board->size());
  FUZZ_CHECK(again->stone_count() == board->stone_count());
  for (int y = 0; y < board->size(); ++y) {
    for (int x = 0; x < board->size(); ++x) FUZZ_CHECK(again->at({x, y}) == board->at({x, y}));
  }
  FUZZ_CHECK(format_text_board(*again) == written);
  return 0;
}
