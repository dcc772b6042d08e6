// The Reversi match runner against a small scripted engine (a /bin/sh script written to a
// temporary folder) that replays one fixed legal game: a normal game, then each way an
// engine can lose by itself (late, illegal, a "pass" with moves to play, no answer), and the
// random openings. Native only: the wasm tests have no processes.
#ifndef __EMSCRIPTEN__

#include <doctest.h>
#include <unistd.h>

#include <cstdlib>
#include <fstream>
#include <set>
#include <string>

#include "engine/reversi/game.hpp"
#include "protocol/reversi_match/reversi_match.hpp"

using namespace ishi::protocol;

namespace {

// A whole legal game played by our levels: 58 squares, White passing from its 46th ply on,
// Black wins 62-0 with two squares empty (so the runner passes for an engine too).
constexpr const char* kGame =
    "d3c3f5e3c4e6d7b5f4g4f3c8d6c5c6c7h4g2b4h5d8a4h6e8b6a6h1g3b3a2g5h3h2g1f1g6g7h7h8g8a3c2a1f2"
    "e1f6b7b8f8a5a7a8b2e2d2f7e7d1";

// engine.sh MODE AT TRANSCRIPT: answers the next square of kGame after TRANSCRIPT; once AT
// squares are played (-1: never) it does MODE instead: sleep, exit, pass, taken (d4).
constexpr const char* kEngine = R"(mode=$1; at=$2; t=$3
n=$(( ${#t} / 2 ))
if [ "$at" -ge 0 ] && [ "$n" -ge "$at" ]; then
  case "$mode" in
    sleep) sleep 5 ;;
    exit) exit 3 ;;
    pass) echo pass; exit 0 ;;
    taken) echo d4; exit 0 ;;
  esac
fi
echo "$GAME" | cut -c$((2 * n + 1))-$((2 * n + 2))
)";

struct Folder {
  std::string path;
  Folder() {
    char name[] = "/tmp/ishi-reversi-match-test-XXXXXX";
    REQUIRE(mkdtemp(name) != nullptr);
    path = name;
    std::ofstream(path + "/engine.sh") << kEngine;
  }
  ~Folder() { std::system(("rm -rf '" + path + "'").c_str()); }
  std::string engine(const std::string& mode = "none", int at = -1) const {
    return std::string("GAME=") + kGame + " /bin/sh " + path + "/engine.sh " + mode + " " + std::to_string(at);
  }
};

ReversiMatchConfig config(const std::string& one, const std::string& two) {
  ReversiMatchConfig c;
  c.engines = {one, two};
  c.turn_ms = 300;
  c.tolerance_ms = 200;
  return c;
}

} // namespace

TEST_CASE("reversi match runner: two scripted engines play a whole game") {
  Folder f;
  ReversiGamePlayed g = play_reversi_game(config(f.engine(), f.engine()), 1);
  auto replay = ishi::reversi::load_transcript(kGame);
  REQUIRE(replay);
  CHECK(g.end == ReversiEnd::Finished);
  CHECK(g.forfeit == 0);
  CHECK(g.transcript == kGame);
  CHECK(g.black_score == replay->black_score());
  CHECK(g.black_score == 64);         // 62-0, the two empty squares to the winner
  CHECK(replay->moves().size() > 58); // passes among them
  CHECK(reversi_game_line(g) ==
        "game 1 black=1 result=1-0 discs=+" + std::to_string(replay->black_score()) + " end=finished moves=" + kGame);
}

TEST_CASE("reversi match runner: a late, illegal or missing answer loses the game, and the match goes on") {
  Folder f;
  struct Case {
    const char* mode;
    int at;
    ReversiEnd end;
  };
  // Engine 2 fails at its first move once 3 or 4 squares are played (no pass happens that
  // early: squares and plies agree), as White (game 1) and as Black (game 2).
  for (Case c : {Case{"sleep", 4, ReversiEnd::Timeout}, Case{"exit", 4, ReversiEnd::Crash},
                 Case{"pass", 4, ReversiEnd::Illegal}, Case{"taken", 3, ReversiEnd::Illegal}}) {
    std::string mode = c.mode;
    CAPTURE(mode);
    ReversiMatchConfig m = config(f.engine(), f.engine(c.mode, c.at));
    m.games = 2;
    std::vector<ReversiGamePlayed> games;
    ReversiMatchResult r = run_reversi_match(m, [&](const ReversiGamePlayed& g) { games.push_back(g); });
    REQUIRE(games.size() == 2);
    for (const ReversiGamePlayed& g : games) {
      CHECK(g.end == c.end);
      CHECK(g.forfeit == 2);
      // Engine 2's first turn from ply `at` on: White moves at odd plies, Black at even ones.
      int ply = c.at + ((c.at % 2 == 1) != (g.black == 1) ? 1 : 0);
      CHECK(g.transcript == std::string(kGame).substr(0, static_cast<std::size_t>(2 * ply)));
      CHECK(g.black_score == (g.black == 1 ? 64 : -64));
    }
    CHECK(r.engine1.wins == 2);
    CHECK(r.engine1.losses == 0);
    if (c.end == ReversiEnd::Timeout) CHECK(r.longest_ms[1] >= 500);
  }
}

TEST_CASE("reversi match runner: an openings file gives transcripts, or an error naming its line") {
  auto ok = parse_reversi_openings("# two\n\n  F5D6C3 \nf5f6\n");
  REQUIRE(ok);
  CHECK(*ok == std::vector<std::string>{"f5d6c3", "f5f6"});
  auto bad = parse_reversi_openings("f5d6\nf5z9\n");
  REQUIRE_FALSE(bad);
  CHECK(bad.error().rfind("line 2: ", 0) == 0);
  CHECK_FALSE(parse_reversi_openings("# nothing\n"));
  // A finished game is no opening: nine moves end this one (Black takes every disc).
  auto over = parse_reversi_openings("f5d6c3\ne6f4e3f6g5d6e7f5c5\n");
  REQUIRE_FALSE(over);
  CHECK(over.error() == "line 2: the game is over");
}

TEST_CASE("reversi match runner: random openings are different, legal, and the same for a seed") {
  auto a = random_reversi_openings(50, 8, 7), b = random_reversi_openings(50, 8, 7),
       c = random_reversi_openings(50, 8, 8);
  CHECK(a == b);
  CHECK(a != c);
  REQUIRE(a.size() == 50);
  CHECK(std::set<std::string>(a.begin(), a.end()).size() == 50);
  for (const std::string& t : a) {
    auto g = ishi::reversi::load_transcript(t);
    REQUIRE(g);
    CHECK(g->moves().size() == 8);
  }
  // Only four first moves exist: no more than four different one-move openings.
  CHECK(random_reversi_openings(10, 1, 1).size() == 4);
}

#endif
