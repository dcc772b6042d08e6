#include <doctest.h>

#include <string>

#include "engine/gomoku/record.hpp"

using namespace ishi::gomoku;

TEST_CASE("a move list round-trips through a game") {
  auto g = load_game("h8 i9 j10 h9", Rule::Renju);
  REQUIRE(g);
  CHECK(format_moves(*g) == "h8 i9 j10 h9");
  CHECK(g->moves().size() == 4);
  auto same = load_game("  H8\ti9\n7,4   h9 ", Rule::Renju); // j10 is x=9,y=5... written 9,5
  REQUIRE(same);
  CHECK(format_moves(*same) == "h8 i9 h11 h9");
  auto xy = load_game("7,7 8,6 9,5 7,6", Rule::Renju);
  REQUIRE(xy);
  CHECK(format_moves(*xy) == "h8 i9 j10 h9");
}

TEST_CASE("malformed move lists name the token and its position") {
  auto bad = load_game("h8 i9 z99 j10", Rule::Freestyle);
  REQUIRE_FALSE(bad);
  CHECK(bad.error().find("token 3 'z99' at column 7") == 0);
  CHECK(bad.error().find("not a point of the 15x15 board") != std::string::npos);
  CHECK_FALSE(load_game("h8 --", Rule::Freestyle));
  CHECK_FALSE(load_game("h8 15,0", Rule::Freestyle));
  CHECK_FALSE(load_game("h8 s19", Rule::Freestyle));
  CHECK(load_game("h8 s19", Rule::Freestyle, 19));
  auto taken = load_game("h8 i9 h8", Rule::Freestyle);
  REQUIRE_FALSE(taken);
  CHECK(taken.error() == "token 3 'h8' at column 7: That point is taken");
  auto foul = load_game("f8 a1 g8 a3 h10 a5 h9 a7 h8", Rule::Renju);
  REQUIRE_FALSE(foul);
  CHECK(foul.error() == "token 9 'h8' at column 26: double-three is forbidden for Black");
  auto over = load_game("h8 a1 i8 a3 j8 a5 k8 a7 l8 a9", Rule::Freestyle);
  REQUIRE_FALSE(over);
  CHECK(over.error().find("token 10 'a9'") == 0);
  CHECK(over.error().find("already over") != std::string::npos);
}

TEST_CASE("positions are built without rule checks, and passes keep the alternation") {
  auto b = build_position(15, "h8 -- i8", "j8", "h9");
  REQUIRE(b);
  CHECK(b->at(*b->parse("h8")) == Stone::Black);
  CHECK(b->at(*b->parse("i8")) == Stone::Black); // the pass was White's turn
  CHECK(b->at(*b->parse("j8")) == Stone::Black);
  CHECK(b->at(*b->parse("h9")) == Stone::White);
  auto dup = build_position(15, "h8", "h8", "");
  REQUIRE_FALSE(dup);
  CHECK(dup.error() == "black: token 1 'h8' at column 1: that point already has a stone");
  CHECK_FALSE(build_position(17, "", "", ""));
}

TEST_CASE("the tutorial's text board") {
  std::string rows;
  for (int y = 0; y < 15; ++y) rows += std::string(15, '.') + "\n";
  rows[7 * 16 + 7] = '1';
  rows[6 * 16 + 8] = '0';
  auto b = parse_text_board(rows);
  REQUIRE(b);
  CHECK(b->at(*b->parse("h8")) == Stone::Black);
  CHECK(b->at(*b->parse("i9")) == Stone::White);
  CHECK(format_text_board(*b) == rows);
  // Spaced cells and a 19x19 board.
  std::string spaced;
  for (int y = 0; y < 19; ++y) {
    for (int x = 0; x < 19; ++x) spaced += x ? " ." : ".";
    spaced += "\r\n";
  }
  auto big = parse_text_board(spaced);
  REQUIRE(big);
  CHECK(big->size() == 19);
  // Errors name the line and column.
  std::string wrong = rows;
  wrong[2 * 16 + 4] = 'x';
  auto e = parse_text_board(wrong);
  REQUIRE_FALSE(e);
  CHECK(e.error() == "line 3, column 5: unexpected 'x' (a board row holds '.' empty, '1' black and '0' white)");
  std::string short_row = rows;
  short_row.erase(4 * 16, 1);
  CHECK(parse_text_board(short_row).error() == "line 5: 14 cells in a row of a 15x15 board");
  CHECK(parse_text_board("...\n").error() == "the board has 1 rows; a board has 15 or 19");
}
