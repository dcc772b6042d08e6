// The match's pure parts: reading openings, the Elo estimate, and the report lines.
#include <doctest.h>

#include <cmath>
#include <string>

#include "protocol/match/elo.hpp"
#include "protocol/match/openings.hpp"
#include "protocol/match/report.hpp"

using namespace ishi::protocol;
using ishi::Square;
using ishi::gomoku::Outcome;
using ishi::gomoku::Rule;

namespace {

std::string error_of(const std::string& text, Rule rule = Rule::Freestyle) {
  auto r = parse_openings(text, rule, 15);
  REQUIRE_FALSE(r.ok());
  return r.error();
}

} // namespace

TEST_CASE("match openings: our notation and centre offsets, comments and blank lines skipped") {
  auto r = parse_openings("# balanced\r\n\nh8 h9 i7\r\n  0,0 1,-1 2,0\n0,0, 1,-1, 2,0\n", Rule::Renju, 15);
  REQUIRE(r.ok());
  REQUIRE(r->size() == 3);
  CHECK((*r)[0] == Opening{{7, 7}, {7, 6}, {8, 8}}); // h8 h9 i7 (rows count from the bottom)
  CHECK((*r)[1] == Opening{{7, 7}, {8, 6}, {9, 7}}); // y grows downwards: 1,-1 is i9
  CHECK((*r)[2] == (*r)[1]);
  auto big = parse_openings("0,0", Rule::Freestyle, 19);
  REQUIRE(big.ok());
  CHECK((*big)[0] == Opening{{9, 9}});
}

TEST_CASE("match openings: a bad line is an error naming the line") {
  CHECK(error_of("h8\n\nh8 z9\n").rfind("line 3: token 2 'z9'", 0) == 0);
  CHECK(error_of("h8 h8").rfind("line 1: move 2 'h8': that point is taken", 0) == 0);
  CHECK(error_of("# x\n0,0 1\n").rfind("line 2: an odd number of coordinates", 0) == 0);
  CHECK(error_of("0,0 a,1").rfind("line 1: 'a' is not a number", 0) == 0);
  CHECK(error_of("0,0 8,0").rfind("line 1: move 2 (8,0) is off the 15x15 board", 0) == 0);
  // The largest numbers the parser reads (found by fuzzing: the sum overflowed).
  CHECK(error_of("2,9223372036854775807").rfind("line 1: move 1 (2,9223372036854775807) is off", 0) == 0);
  CHECK(error_of("-9223372036854775807,0").rfind("line 1: move 1 (-9223372036854775807,0) is off", 0) == 0);
  CHECK(error_of("h8 a1 i8 a2 j8 a3 k8 a4 l8").find("makes a five") != std::string::npos);
  // Renju: the opening must not contain a Black foul (a double-three at h8).
  CHECK(error_of("f8 a1 g8 a3 h10 a5 h9 a7 h8", Rule::Renju).find("foul for Black") != std::string::npos);
  CHECK(parse_openings("f8 a1 g8 a3 h10 a5 h9 a7 h8", Rule::Freestyle, 15).ok());
  CHECK(error_of("# nothing\n\n").rfind("no openings", 0) == 0);
}

TEST_CASE("match Elo: logistic difference and a 95% interval from the per-game scores") {
  CHECK(elo_from_fraction(0.5) == doctest::Approx(0));
  CHECK(elo_from_fraction(0.75) == doctest::Approx(190.85).epsilon(0.001));
  CHECK(elo_from_fraction(0.25) == doctest::Approx(-190.85).epsilon(0.001));
  CHECK(std::isinf(elo_from_fraction(1.0)));
  Score even{10, 10, 0};
  CHECK(format_elo(elo_of(even)).rfind("elo +0 +/- ", 0) == 0);
  Score three_to_one{30, 10, 0};
  Elo e = elo_of(three_to_one);
  CHECK(e.difference == doctest::Approx(190.85).epsilon(0.001));
  // p = 0.75, se = sqrt(0.1875 / 40) = 0.0685: the interval is 0.616 .. 0.884.
  CHECK(e.margin == doctest::Approx((elo_from_fraction(0.75 + 1.959964 * std::sqrt(0.1875 / 40)) -
                                     elo_from_fraction(0.75 - 1.959964 * std::sqrt(0.1875 / 40))) /
                                    2));
  CHECK(format_elo(e) == "elo +191 +/- " + std::to_string(std::llround(e.margin)));
  CHECK(format_elo(elo_of(Score{4, 0, 0})) == "elo +inf +/- inf");
  CHECK(format_elo(elo_of(Score{0, 4, 0})) == "elo -inf +/- inf");
  CHECK(format_elo(elo_of(Score{0, 3, 1})) == "elo -338 +/- inf"); // 12.5%: the interval reaches 0%
  CHECK(format_elo(elo_of(Score{0, 0, 6})) == "elo +0 +/- 0");
  CHECK(format_elo(elo_of(Score{})) == "elo +0 +/- inf");
}

TEST_CASE("match report: the game line, the record line and engine 1's score") {
  GameReport g;
  g.number = 7;
  g.black = 2;
  g.outcome = Outcome::WhiteWins;
  g.end = End::Timeout;
  g.moves = {{7, 7}, {7, 6}, {8, 8}};
  g.opening_stones = 2;
  g.millis = {153};
  CHECK(game_line(g) == "game 7 black=2 result=0-1 end=timeout moves=h8,h9,i7");
  CHECK(record_line(g) == "game 7 black=2 result=0-1 end=timeout moves=h8,h9,i7 opening=2 times=153");
  Score s;
  add_game(s, g); // engine 1 had White and won
  g.black = 1;
  add_game(s, g); // engine 1 had Black and lost
  g.outcome = Outcome::Draw;
  g.end = End::Full;
  add_game(s, g);
  CHECK(s.wins == 1);
  CHECK(s.losses == 1);
  CHECK(s.draws == 1);
  CHECK(score_line(s) == "score engine1 1-1-1 elo +0 +/- " + std::to_string(std::llround(elo_of(s).margin)));
  CHECK(longest_turn_line(12, 980) == "longest turn engine1 12 ms, engine2 980 ms");
  // The same three games by colour: the win with White, the loss and the draw with Black.
  ColourScores c;
  g.black = 2;
  g.outcome = Outcome::WhiteWins;
  add_game(c, g);
  g.black = 1;
  add_game(c, g);
  g.outcome = Outcome::Draw;
  add_game(c, g);
  CHECK(colour_line(c) == "engine1 as black 0-1-1, as white 1-0-0");
  g.moves.clear();
  CHECK(game_line(g) == "game 7 black=1 result=draw end=full moves=");
}
