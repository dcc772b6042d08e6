// Reversi rules: bitboards against the tutorial's direction walker, perft, notation.
#include <doctest.h>

#include <random>
#include <string>

#include "engine/reversi/game.hpp"
#include "engine/reversi/perft.hpp"
#include "engine/reversi/reference.hpp"
#include "shared_data.hpp"

using namespace ishi::reversi;

TEST_CASE("the start position and its four moves") {
  Position p = Position::initial();
  CHECK(format_board(p) == "---------------------------OX------XO--------------------------- X");
  Bits m = p.moves();
  CHECK(popcount(m) == 4);
  for (const char* sq : {"d3", "c4", "f5", "e6"}) CHECK((m & bit(parse_square_name(sq))) != 0);
  Position q = p.play(parse_square_name("f5"));
  CHECK(format_board(q) == "---------------------------OX------XXX-------------------------- O");
}

TEST_CASE("square names: a1 is the top-left, h8 the bottom-right") {
  CHECK(parse_square_name("a1") == 0);
  CHECK(parse_square_name("H1") == 7);
  CHECK(parse_square_name("a2") == 8);
  CHECK(parse_square_name("h8") == 63);
  CHECK(parse_square_name("i1") == -1);
  CHECK(parse_square_name("a9") == -1);
  CHECK(parse_square_name("a0") == -1);
  CHECK(square_name(27) == "d4");
}

TEST_CASE("neighbours: the squares around a set, walked square by square") {
  std::mt19937_64 rng(11);
  for (int n = 0; n < 200; ++n) {
    Bits b = rng() & rng();
    Bits expected = 0;
    for (int sq = 0; sq < 64; ++sq) {
      if (!(b & bit(sq))) continue;
      for (int dy = -1; dy <= 1; ++dy) {
        for (int dx = -1; dx <= 1; ++dx) {
          int x = sq % 8 + dx, y = sq / 8 + dy;
          if (x >= 0 && x < 8 && y >= 0 && y < 8) expected |= bit(x + 8 * y);
        }
      }
    }
    CHECK(neighbours(b) == (expected & ~b));
  }
}

TEST_CASE("perft from the start position to depth 9") {
  const std::uint64_t expected[] = {1, 4, 12, 56, 244, 1396, 8200, 55092, 390216, 3005288};
  for (int d = 0; d <= 9; ++d) {
    CAPTURE(d);
    CHECK(perft(Position::initial(), d) == expected[d]);
    CHECK(perft_hashed(Position::initial(), d, 16) == expected[d]);
  }
}

TEST_CASE("perft agrees with the shared table (../shared/testdata/reversi-perft.txt)") {
  auto text = ishi::testing::read_shared("testdata/reversi-perft.txt");
  if (!text) return;
  std::istringstream in(*text);
  std::string line;
  int checked = 0;
  while (std::getline(in, line)) {
    if (line.empty() || line[0] == '#') continue;
    std::istringstream row(line);
    int depth = 0;
    std::uint64_t count = 0;
    row >> depth >> count;
    if (depth > 11) continue; // deeper ones are for the benchmark
    CAPTURE(depth);
    CHECK(perft_hashed(Position::initial(), depth) == count);
    ++checked;
  }
  CHECK(checked == 11);
}

TEST_CASE("bitboards (SIMD and portable) agree with the direction walker over 100,000 random games") {
  std::mt19937 rng(7);
  long moves_checked = 0, passes = 0, mismatches = 0, any_square_checks = 0;
  std::string first_mismatch;
  auto mismatch = [&](const std::string& what) {
    if (mismatches++ == 0) first_mismatch = what;
  };
  for (int game = 0; game < 100000 && mismatches == 0; ++game) {
    Position p = Position::initial();
    for (;;) {
      ReferenceBoard ref = ReferenceBoard::from(p);
      char c = p.side == Side::Black ? 'X' : 'O';
      auto want = reference_moves(ref, c);
      Bits got = p.moves();
      Bits want_bits = 0;
      for (int sq : want) want_bits |= bit(sq);
      if (got != want_bits || legal_moves_portable(p.player, p.opponent) != want_bits) {
        mismatch("moves of " + format_board(p));
      }
      if (!got) {
        bool other_can = !reference_moves(ref, c == 'X' ? 'O' : 'X').empty();
        if (p.game_over() == other_can) mismatch("end of game at " + format_board(p));
        if (!other_can) {
          // The end: the score counts discs, empties to the winner.
          int black = 0, white = 0;
          for (char x : ref.cells) black += x == 'X', white += x == 'O';
          int diff = black - white, empties = 64 - black - white;
          int want_score = diff > 0 ? diff + empties : diff < 0 ? diff - empties : 0;
          int got_score = p.side == Side::Black ? p.final_score() : -p.final_score();
          if (got_score != want_score) mismatch("score of " + format_board(p));
          break;
        }
        p = p.pass();
        ++passes;
        continue;
      }
      // Both flip paths against the walker at square s (an illegal move flips nothing).
      auto check_flips = [&](int s) {
        std::vector<int> flipped;
        reference_judge(ref, s % 8, s / 8, c, &flipped);
        Bits want_flips = 0;
        for (int f : flipped) want_flips |= bit(f);
        if (flips(p.player, p.opponent, s) != want_flips || flips_portable(p.player, p.opponent, s) != want_flips) {
          mismatch("flips of " + square_name(s) + " in " + format_board(p));
        }
      };
      int sq = want[std::uniform_int_distribution<std::size_t>(0, want.size() - 1)(rng)];
      if (game < 2000) {
        // Every empty square, the move to be played among them.
        for (int e = 0; e < 64; ++e) {
          if ((p.player | p.opponent) & bit(e)) continue;
          check_flips(e);
          ++any_square_checks;
        }
      } else {
        check_flips(sq);
      }
      p = p.play(sq);
      ++moves_checked;
    }
  }
  MESSAGE(moves_checked << " moves and " << passes << " passes checked, flips at " << any_square_checks
                        << " empty squares");
  CHECK(first_mismatch == "");
  CHECK(passes > 1000);
  CHECK(any_square_checks > 100000);
}

TEST_CASE("a forced pass is recorded, may be written, and undo takes it back with its move") {
  // Find a game with a forced pass in the middle by playing random games.
  std::mt19937 rng(11);
  std::string record;
  for (int tries = 0; tries < 10000 && record.empty(); ++tries) {
    Game g;
    while (!g.over()) {
      Bits m = g.position().moves();
      std::vector<int> squares;
      for (; m; m &= m - 1) squares.push_back(first_square(m));
      g.play(squares[std::uniform_int_distribution<std::size_t>(0, squares.size() - 1)(rng)]);
      if (g.last_was_pass() && !g.over()) {
        record = transcript(g);
        break;
      }
    }
  }
  REQUIRE_FALSE(record.empty());
  auto g = load_transcript(record);
  REQUIRE(g);
  CHECK(g->last_was_pass());
  Side passed = other(g->position().side);
  CHECK(load_transcript(record + "pa")); // the pass may be written too
  CHECK_FALSE(load_transcript(record + "papa"));
  Game h = *g;
  std::size_t n = h.moves().size();
  REQUIRE(h.undo());
  CHECK(h.moves().size() == n - 2); // the move and the pass that followed it
  CHECK(h.position().side != passed);
  REQUIRE(h.redo());
  CHECK(h.moves() == g->moves());
}

TEST_CASE("refused moves give the tutorial's three reasons and change nothing") {
  Game g;
  CHECK(g.play(parse_square_name("d4")) == Refusal::Occupied);
  CHECK(g.play(parse_square_name("a1")) == Refusal::NothingToFlip);
  CHECK(g.play(9, 0) == Refusal::OffBoard);
  CHECK(g.play(-1) == Refusal::OffBoard);
  CHECK(g.moves().empty());
  CHECK(g.position() == Position::initial());
}

TEST_CASE("transcripts: case, spaces, implied and written passes, errors naming the move") {
  auto g = load_transcript("f5D6 c3d3C4");
  REQUIRE(g);
  CHECK(transcript(*g) == "f5d6c3d3c4");
  CHECK(g->position().side == Side::White);
  auto bad = load_transcript("f5d6z9");
  REQUIRE_FALSE(bad);
  CHECK(bad.error() == "move 3 'z9' at character 5: not a square (a1 to h8) or a pass (pa)");
  auto taken = load_transcript("f5f5");
  REQUIRE_FALSE(taken);
  CHECK(taken.error() == "move 2 'f5' at character 3: That square already has a disc");
  auto flipless = load_transcript("f5a1");
  REQUIRE_FALSE(flipless);
  CHECK(flipless.error() == "move 2 'a1' at character 3: That move flips nothing in any direction");
  auto pass = load_transcript("f5pa");
  REQUIRE_FALSE(pass);
  CHECK(pass.error().find("a pass, but white has a legal move") != std::string::npos);
  CHECK_FALSE(load_transcript("f5d"));
}

TEST_CASE("boards: 64 squares and the side to move, and errors say where") {
  auto p = parse_board("---------------------------OX------XO--------------------------- X");
  REQUIRE(p);
  CHECK(*p == Position::initial());
  auto w = parse_board(format_board(Position::initial().pass()));
  REQUIRE(w);
  CHECK(w->side == Side::White);
  CHECK(parse_board("---").error() == "board: only 3 of 64 squares given");
  CHECK(parse_board("--- X").error() ==
        "board: square d1 (character 4) is a space; a board is 64 characters of X, O and -");
  std::string bad(64, '-');
  bad[10] = '#';
  CHECK(parse_board(bad + " X").error() == "board: unexpected '#' at character 11 (square c2); use X, O or -");
  CHECK_FALSE(parse_board(std::string(64, '-') + " Z"));
  CHECK_FALSE(parse_board(std::string(64, '-')));
}
