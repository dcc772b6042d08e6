// The winning row through the last stone: its stones end to end, per rule, and none when
// the stone wins nothing.
#include <doctest.h>

#include <string>
#include <vector>

#include "engine/common/tokens.hpp"
#include "engine/gomoku/winning_row.hpp"

using namespace ishi::gomoku;
using ishi::Square;

namespace {

// A board with the given stones of one colour; the names of the row through `last`.
std::vector<std::string> row_names(const std::string& stones, const std::string& last, Rule rule,
                                   Stone colour = Stone::Black) {
  Board board;
  for (const auto& t : ishi::split_tokens(stones)) board.set(*board.parse(t.text), colour);
  std::vector<std::string> names;
  for (Square s : winning_row(board, *board.parse(last), rule)) names.push_back(board.name(s));
  return names;
}

} // namespace

TEST_CASE("winning row: a diagonal five, end to end, whichever stone was last") {
  std::vector<std::string> want = {"d4", "e5", "f6", "g7", "h8"};
  CHECK(row_names("d4 e5 f6 g7 h8 a1", "f6", Rule::Renju) == std::vector<std::string>{"d4", "e5", "f6", "g7", "h8"});
  CHECK(row_names("h8 g7 f6 e5 d4", "h8", Rule::Freestyle) == want);
}

TEST_CASE("winning row: an overline wins in Freestyle, not for Black in Renju") {
  CHECK(row_names("c8 d8 e8 f8 g8 h8", "e8", Rule::Freestyle).size() == 6);
  CHECK(row_names("c8 d8 e8 f8 g8 h8", "e8", Rule::Renju).empty());
  CHECK(row_names("c8 d8 e8 f8 g8 h8", "e8", Rule::Renju, Stone::White).size() == 6);
}

TEST_CASE("winning row: four in a row or an empty point wins nothing") {
  CHECK(row_names("h8 h9 h10 h11", "h11", Rule::Freestyle).empty());
  CHECK(row_names("h8 h9 h10 h11 h12", "a1", Rule::Freestyle).empty());
  CHECK(row_names("h8 h9 h10 h11 h12", "h12", Rule::Freestyle) ==
        std::vector<std::string>{"h12", "h11", "h10", "h9", "h8"});
}
