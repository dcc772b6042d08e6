// Gomoku move lists ("h8 i9 j10", "7,7 8,8", "--" passes where allowed), as typed into the
// CLI, imported in the page or read from a match's records: parse_moves, load_game and
// build_position. Invariants: a loaded game is written out and read again to the same
// moves, board and result; its board holds exactly its moves; a refused record also fails
// to parse or stops at a move the rules refuse; a position holds every stone it was given.
#include "engine/gomoku/record.hpp"
#include "fuzz_input.hpp"

using namespace ishi::gomoku;

namespace {

constexpr Rule kRules[] = {Rule::Freestyle, Rule::Standard, Rule::Renju, Rule::Classic};

bool same_boards(const Board& a, const Board& b) {
  if (a.size() != b.size()) return false;
  for (int y = 0; y < a.size(); ++y) {
    for (int x = 0; x < a.size(); ++x) {
      if (a.at({x, y}) != b.at({x, y})) return false;
    }
  }
  return true;
}

void check_game(std::string_view text, Rule rule, int size, ForbiddenPolicy policy) {
  auto parsed = parse_moves(text, size, false);
  auto game = load_game(text, rule, size, policy);
  if (!parsed) {
    FUZZ_CHECK(!game);
    FUZZ_CHECK(!game.error().empty());
    return;
  }
  for (const RecordMove& m : *parsed) FUZZ_CHECK(m && Board(size).contains(*m));
  if (!game) {
    FUZZ_CHECK(!game.error().empty());
    return;
  }
  FUZZ_CHECK(game->moves().size() == parsed->size());
  FUZZ_CHECK(game->board().stone_count() == static_cast<int>(game->moves().size()));
  for (std::size_t i = 0; i < game->moves().size(); ++i) {
    Stone want = i % 2 == 0 ? Stone::Black : Stone::White;
    FUZZ_CHECK(game->board().at(game->moves()[i]) == want);
  }
  std::string written = format_moves(*game);
  auto again = load_game(written, rule, size, policy);
  FUZZ_CHECK(again);
  FUZZ_CHECK(again->moves() == game->moves());
  FUZZ_CHECK(same_boards(again->board(), game->board()));
  FUZZ_CHECK(again->result().outcome == game->result().outcome);
  FUZZ_CHECK(format_moves(*again) == written);
  // Undo to the start and redo to the end give back the same game.
  Game replay = *game;
  while (replay.undo()) {
  }
  FUZZ_CHECK(replay.board().stone_count() == 0);
  while (replay.redo()) {
  }
  FUZZ_CHECK(replay.moves() == game->moves());
  FUZZ_CHECK(replay.result().outcome == game->result().outcome);
}

void check_position(std::string_view text, int size) {
  auto parts = ishi::fuzz::split(text, '|');
  while (parts.size() < 3) parts.emplace_back();
  auto board = build_position(size, parts[0], parts[1], parts[2]);
  if (!board) {
    FUZZ_CHECK(!board.error().empty());
    return;
  }
  int given = 0;
  for (int i = 0; i < 3; ++i) {
    auto moves = parse_moves(parts[i], size, i == 0);
    FUZZ_CHECK(moves);
    for (const RecordMove& m : *moves) given += m ? 1 : 0;
  }
  FUZZ_CHECK(board->stone_count() == given);
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  ishi::fuzz::Input in(data, size);
  Rule rule = kRules[in.pick(4)];
  int board_size = in.flag() ? 19 : 15;
  ForbiddenPolicy policy = in.flag() ? ForbiddenPolicy::Lose : ForbiddenPolicy::Refuse;
  std::string_view text = in.rest();
  check_game(text, rule, board_size, policy);
  check_position(text, board_size);
  return 0;
}
