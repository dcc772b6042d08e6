// Reversi transcripts ("f5d6c3", passes "pa"/"ps", spaces and case as people write them):
// load_transcript. Invariants: a game read is written out and read again to the same moves
// and position; every move recorded was legal where it was played, and a pass only where
// the side had no move; undo to the start and redo to the end give the same game.
#include "engine/reversi/game.hpp"
#include "fuzz_input.hpp"

using namespace ishi::reversi;

namespace {

// Replays the game's moves from its start with every check.
void check_moves_legal(const Game& game) {
  Position p = game.start();
  for (int m : game.moves()) {
    if (m == kPass) {
      FUZZ_CHECK(!p.can_move());
      FUZZ_CHECK(!p.game_over());
      p = p.pass();
    } else {
      FUZZ_CHECK(m >= 0 && m < 64);
      FUZZ_CHECK((p.moves() & bit(m)) != 0);
      p = p.play(m);
    }
  }
  FUZZ_CHECK(p == game.position());
  // A side without a move passes at once unless the game is over.
  FUZZ_CHECK(p.can_move() || p.game_over());
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  std::string_view text(reinterpret_cast<const char*>(data), size);
  auto game = load_transcript(text);
  if (!game) {
    FUZZ_CHECK(!game.error().empty());
    return 0;
  }
  check_moves_legal(*game);
  std::string written = transcript(*game);
  auto again = load_transcript(written);
  FUZZ_CHECK(again);
  FUZZ_CHECK(again->moves() == game->moves());
  FUZZ_CHECK(again->position() == game->position());
  FUZZ_CHECK(transcript(*again) == written);
  Game replay = *game;
  while (replay.undo()) {
  }
  FUZZ_CHECK(replay.position() == replay.start());
  while (replay.redo()) {
  }
  FUZZ_CHECK(replay.moves() == game->moves());
  FUZZ_CHECK(replay.position() == game->position());
  return 0;
}
