// The match runner against small scripted brains (/bin/sh scripts written to a temporary
// folder): a normal game, then each way a brain can lose by itself (a timeout, a taken or
// off-board point, garbage, a crash, a bad START answer), and a match that goes on after
// them. Native only: the wasm tests have no processes.
#ifndef __EMSCRIPTEN__

#include <doctest.h>
#include <unistd.h>

#include <chrono>
#include <cstdlib>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "protocol/runner/match.hpp"
#include "protocol/runner/play_game.hpp"
#include "test_boards.hpp"

using namespace ishi::protocol;
using ishi::gomoku::Outcome;
using ishi::gomoku::Rule;

namespace {

// brain.sh ROW [MODE AT] [LOG]: answers START with OK and plays x = 0, 1, 2, ... on row
// ROW; at its move number AT (from 0) it does MODE instead: sleep, exit, garbage, taken
// (x = 0 again), off (x = 15), error, split (a MESSAGE broken in two before the move).
// Every line it reads is appended to LOG.
constexpr const char* kBrain = R"(row=$1; mode=$2; at=${3:--1}; log=${4:-/dev/null}
n=0
while IFS= read -r line; do
  echo "$line" >> "$log"
  case "$line" in
    START*) if [ "$mode" = badstart ]; then echo "ERROR no"; else echo OK; fi ;;
    BEGIN*|TURN*|DONE*)
      if [ "$n" = "$at" ]; then
        case "$mode" in
          sleep) sleep 5 ;;
          exit) exit 3 ;;
          garbage) echo "UNKNOWN what" ;;
          split) printf 'MESSAGE depth \n- score 3\n%s\n' "$n,$row" ;;
          taken) echo "0,$row" ;;
          off) echo "15,$row" ;;
        esac
      else
        echo "MESSAGE thinking"
        echo "$n,$row"
      fi
      n=$((n+1)) ;;
    END*) exit 0 ;;
  esac
done
)";

struct Folder {
  std::string path;
  Folder() {
    char name[] = "/tmp/ishi-match-test-XXXXXX";
    REQUIRE(mkdtemp(name) != nullptr);
    path = name;
    std::ofstream(path + "/brain.sh") << kBrain;
  }
  ~Folder() { std::system(("rm -rf '" + path + "'").c_str()); }
  std::string brain(const std::string& args) const { return "/bin/sh " + path + "/brain.sh " + args; }
  std::string read(const std::string& name) const {
    std::ifstream in(path + "/" + name);
    std::stringstream s;
    s << in.rdbuf();
    return s.str();
  }
};

Limits fast() {
  Limits l;
  l.turn_ms = 200;
  l.tolerance_ms = 100;
  l.start_ms = 2000;
  l.end_grace_ms = 500;
  return l;
}

GameSetup setup(const std::string& one, const std::string& two, int black = 1) {
  GameSetup g;
  g.engines = {one, two};
  g.black = black;
  g.limits = fast();
  return g;
}

} // namespace

TEST_CASE("match runner: two scripted brains play to a five") {
  Folder f;
  GamePlayed g = play_game(setup(f.brain("0 none -1 " + f.path + "/one.log"), f.brain("5")));
  CHECK(g.detail.empty());
  CHECK(game_line(g.report) == "game 1 black=1 result=1-0 end=five moves=a15,a10,b15,b10,c15,c10,d15,d10,e15");
  CHECK(g.report.millis.size() == 9);
  std::string log = f.read("one.log");
  CHECK(log.rfind("START 15\nINFO timeout_turn 200\nINFO timeout_match 0\nINFO max_memory 367001600\n"
                  "INFO game_type 1\nINFO rule 0\nBEGIN\nTURN 0,5\n",
                  0) == 0);
  CHECK(log.find("END") != std::string::npos);
}

TEST_CASE("match runner: an opening goes by BOARD, the rule and the game clock by INFO") {
  Folder f;
  GameSetup s = setup(f.brain("0 none -1 " + f.path + "/one.log"), f.brain("5 none -1 " + f.path + "/two.log"), 2);
  s.rule = Rule::Renju;
  s.opening = {{7, 7}, {7, 6}, {8, 8}}; // h8 h9 i7: White (engine 1) to move
  s.limits.match_ms = 60000;
  GamePlayed g = play_game(s);
  CHECK(g.report.opening_stones == 3);
  CHECK(game_line(g.report).rfind("game 1 black=2 result=", 0) == 0);
  std::string one = f.read("one.log"), two = f.read("two.log");
  CHECK(one.find("INFO rule 4\nINFO time_left 60000\nBOARD\n7,7,2\n7,6,1\n8,8,2\nDONE\n") != std::string::npos);
  // Engine 2 (Black) first sees the opening and engine 1's reply 0,0.
  CHECK(two.find("BOARD\n7,7,1\n7,6,2\n8,8,1\n0,0,2\nDONE\n") != std::string::npos);
  CHECK(two.find("INFO timeout_match 60000\n") != std::string::npos);
}

TEST_CASE("match runner: a brain that faults loses, with the right ending") {
  Folder f;
  struct Case {
    const char* mode;
    End end;
  };
  for (Case c : {Case{"sleep", End::Timeout}, Case{"taken", End::Illegal}, Case{"off", End::Illegal},
                 Case{"garbage", End::Illegal}, Case{"exit", End::Crash}, Case{"badstart", End::Illegal}}) {
    CAPTURE(c.mode);
    for (int black : {1, 2}) {
      GamePlayed g = play_game(setup(f.brain("0"), f.brain(std::string("5 ") + c.mode + " 2"), black));
      CHECK(g.report.end == c.end);
      CHECK(g.report.outcome == (black == 2 ? Outcome::WhiteWins : Outcome::BlackWins)); // engine 2 lost
      CHECK(g.detail.rfind("engine 2", 0) == 0);
      CHECK(g.report.moves.size() == (c.end == End::Illegal && std::string(c.mode) == "badstart" ? 0u
                                      : black == 1                                               ? 5u
                                                                                                 : 4u));
    }
  }
}

TEST_CASE("match runner: with skip_unknown a broken MESSAGE line is skipped, a refusal still loses") {
  Folder f;
  GameSetup split = setup(f.brain("0"), f.brain("5 split 1"));
  CHECK(play_game(split).report.end == End::Illegal); // strict by default
  split.limits.skip_unknown = true;
  GamePlayed g = play_game(split);
  CHECK(g.detail.empty());
  CHECK(g.report.end == End::Five);
  CHECK(g.report.outcome == Outcome::BlackWins);
  GameSetup refusal = setup(f.brain("0"), f.brain("5 garbage 1"));
  refusal.limits.skip_unknown = true;
  CHECK(play_game(refusal).report.end == End::Illegal);
}

TEST_CASE("match runner: pace_ms holds each request back after the brain's last reply, untimed") {
  Folder f;
  GameSetup s = setup(f.brain("0"), f.brain("5"));
  s.limits.pace_ms = 300; // more than a turn and its tolerance: a timed wait would lose on time
  const auto start = std::chrono::steady_clock::now();
  GamePlayed g = play_game(s);
  const auto wall = std::chrono::duration_cast<std::chrono::milliseconds>(std::chrono::steady_clock::now() - start);
  CHECK(g.detail.empty());
  CHECK(g.report.end == End::Five);
  REQUIRE(g.report.millis.size() == 9);
  // Engine 1 (Black) is asked five times: four waits of 300 ms one after another.
  CHECK(wall.count() >= 4 * 300);
  for (int ms : g.report.millis) CHECK(ms < 300);
}

TEST_CASE("match runner: renju, black left with only forbidden points ends the game before it is asked") {
  // The opening is a nearly full board of test_boards.hpp without a13 (Black's) and a14
  // (White's); each brain's first move, x = 0 on its row, puts its point back. Then Black
  // has only the forbidden point left and the referee ends the game.
  Folder f;
  struct Case {
    const std::vector<std::string>* rows;
    Outcome outcome;
    End end;
  };
  for (Case c : {Case{&ishi::testing::kOnlyOverlineLeft, Outcome::Draw, End::Full},
                 Case{&ishi::testing::kWhiteFiveLeft, Outcome::WhiteWins, End::Five}}) {
    std::vector<std::string> rows = *c.rows;
    REQUIRE(rows[2][0] == 'x');
    REQUIRE(rows[1][0] == 'o');
    rows[2][0] = rows[1][0] = '.';
    GameSetup s = setup(f.brain("2"), f.brain("1"));
    s.rule = Rule::Renju;
    s.opening = ishi::testing::alternating_moves(rows);
    REQUIRE(s.opening.size() == 222);
    GamePlayed g = play_game(s);
    CHECK(g.detail.empty());
    CHECK(g.report.outcome == c.outcome);
    CHECK(g.report.end == c.end);
    REQUIRE(g.report.moves.size() == 224);
    CHECK(g.report.moves[222] == ishi::Square{0, 2});
    CHECK(g.report.moves[223] == ishi::Square{0, 1});
  }
}

TEST_CASE("match runner: the match goes on after crashes and counts engine 1's score") {
  Folder f;
  MatchConfig config;
  config.games = 3;
  config.limits = fast();
  config.concurrency = 2;
  config.engines = {f.brain("0"), f.brain("5 exit 1")};
  std::vector<int> numbers;
  MatchResult r = run_match(config, [&](const GamePlayed& g) {
    CHECK(g.report.end == End::Crash);
    numbers.push_back(g.report.number);
  });
  CHECK(numbers.size() == 3);
  CHECK(r.engine1.wins == 3);
  // Engine 1 has Black in games 1 and 3, White in game 2.
  CHECK(r.colours.as_black.wins == 2);
  CHECK(r.colours.as_white.wins == 1);
  CHECK(!r.interrupted);
  CHECK(game_setup(config, 2).black == 2);
  config.openings = {{{7, 7}}, {{0, 0}}};
  CHECK(game_setup(config, 3).opening == Opening{{0, 0}});
  CHECK(game_setup(config, 5).opening == Opening{{7, 7}}); // cycled
}

#endif // __EMSCRIPTEN__
