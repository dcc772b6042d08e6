// A match's openings file (one opening a line: "h8 h9 i7" or centre offsets "0,0 1,-1
// 2,0"; blank lines and '#' comments skipped), as `ishi match --openings` reads it:
// parse_openings. Invariants: at least one opening when it succeeds; every opening replays
// under the match's rule with every stone on a free point of the board and the game still
// going after its last stone; a refusal names its line.
#include "engine/gomoku/game.hpp"
#include "fuzz_input.hpp"
#include "protocol/match/openings.hpp"

using namespace ishi;

namespace {

constexpr gomoku::Rule kRules[] = {gomoku::Rule::Freestyle, gomoku::Rule::Standard, gomoku::Rule::Renju};

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  fuzz::Input in(data, size);
  gomoku::Rule rule = kRules[in.pick(3)];
  int board_size = in.flag() ? 19 : 15;
  auto openings = protocol::parse_openings(in.rest(), rule, board_size);
  if (!openings) {
    FUZZ_CHECK(!openings.error().empty());
    return 0;
  }
  FUZZ_CHECK(!openings->empty());
  for (const protocol::Opening& o : *openings) {
    gomoku::Game game(rule, board_size, gomoku::ForbiddenPolicy::Lose);
    for (Square s : o) {
      FUZZ_CHECK(game.board().contains(s));
      FUZZ_CHECK(game.play(s) == gomoku::MoveStatus::Played);
    }
    FUZZ_CHECK(!game.result().over());
  }
  return 0;
}
