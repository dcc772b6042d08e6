// One seed, one game, on every platform. The engine's seeded choices map random bits to a
// range by its own rule (engine/common/random.hpp), never by the C++ library's
// distributions, which libstdc++ (native) and libc++ (wasm) implement differently. These
// expected values are checked natively and in wasm alike, so both play these games.
#include <doctest.h>

#include <random>
#include <string>
#include <vector>

#include "engine/common/random.hpp"
#include "engine/gomoku/ai/ai.hpp"
#include "engine/gomoku/record.hpp"
#include "engine/reversi/ai.hpp"
#include "engine/reversi/game.hpp"

TEST_CASE("random_below maps the generator's bits to a range the same way everywhere") {
  std::mt19937_64 rng(2026);
  std::vector<std::size_t> got;
  for (std::size_t n : {2u, 3u, 10u, 60u, 225u, 1000u}) got.push_back(ishi::random_below(rng, n));
  CHECK(got == std::vector<std::size_t>{1, 0, 1, 26, 149, 361});
}

TEST_CASE("a seeded Reversi game between two tutorial levels is the same on every platform") {
  using namespace ishi::reversi;
  Game g;
  while (!g.over()) {
    ai::Options o;
    o.level = ai::Level::Tutorial;
    o.seed = 7;
    auto c = ai::choose_move(g.position(), o);
    REQUIRE(c.move);
    REQUIRE(g.play(*c.move) == Refusal::None);
  }
  CHECK(transcript(g) ==
        "d3c3f5d6d7f6b3d8g7d2e1h8c5a3b2a1e6f4e3c1d1f1g5h6c8b8h5h4f3g3f2g4e7b5h3h2a5c4c2c6b4a4a2a6b1e2"
        "g1h1b6b7a7a8g6f7f8c7h7e8g2g8");
}

TEST_CASE("a seeded Gomoku game between the beginner and tutorial levels is the same on every platform") {
  using namespace ishi::gomoku;
  Game g(Rule::Freestyle, 15);
  while (!g.result().over() && g.moves().size() < 40) {
    ai::Options o;
    o.level = g.side_to_move() == Stone::Black ? ai::Level::Beginner : ai::Level::Tutorial;
    o.seed = 7;
    auto c = ai::choose_move(g, o);
    REQUIRE(c.move);
    REQUIRE(g.play(*c.move) == MoveStatus::Played);
  }
  CHECK(format_moves(g) == "h8 i9 i10 j10 g9 l12 f10 m13 k11 i7 g8 d12 h9 j11 m14 e6 m11 j9 h10 j12 j8 j13");
}
