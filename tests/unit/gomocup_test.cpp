// The Gomocup brain protocol: a scripted manager session, malformed lines, rules, sizes.
#include <doctest.h>

#include <algorithm>
#include <chrono>
#include <string>
#include <vector>

#include "protocol/gomocup/brain.hpp"
#include "protocol/gomocup/time_budget.hpp"

using ishi::gomoku::Rule;
using ishi::protocol::BrainOptions;
using ishi::protocol::GomocupBrain;
using ishi::protocol::move_budget_millis;

namespace {

using Lines = std::vector<std::string>;

GomocupBrain quiet_brain() {
  BrainOptions o;
  o.fixed_nodes = 2000;
  o.messages = false;
  return GomocupBrain(o);
}

bool is_move(const std::string& s, int size = 15) {
  auto comma = s.find(',');
  if (comma == std::string::npos) return false;
  try {
    std::size_t used = 0;
    int x = std::stoi(s.substr(0, comma), &used);
    if (used != comma) return false;
    int y = std::stoi(s.substr(comma + 1), &used);
    if (used != s.size() - comma - 1) return false;
    return x >= 0 && y >= 0 && x < size && y < size;
  } catch (...) {
    return false;
  }
}

} // namespace

TEST_CASE("a scripted manager session, as c-gomoku-cli runs it") {
  GomocupBrain b = quiet_brain();
  Lines about = b.handle("ABOUT\r\n");
  REQUIRE(about.size() == 1);
  CHECK(about[0].rfind("name=\"Ishi\", version=\"", 0) == 0);
  CHECK(b.handle("START 15\r") == Lines{"OK"});
  CHECK(b.handle("INFO rule 0").empty());
  CHECK(b.handle("INFO timeout_turn 2000").empty());
  CHECK(b.handle("INFO timeout_match 0").empty());
  CHECK(b.handle("INFO max_memory 367001600").empty());
  CHECK(b.handle("INFO time_left 2147483647").empty());
  CHECK(b.handle("BOARD").empty());
  CHECK(b.handle("7,7,2").empty());
  CHECK(b.handle("8,6,1").empty());
  CHECK(b.handle("7,9,2").empty());
  Lines move = b.handle("DONE");
  REQUIRE(move.size() == 1);
  CHECK(is_move(move[0]));
  CHECK(b.stones() == 4);
  CHECK(b.handle("INFO time_left 2147483647").empty());
  // The opponent's move; our answer is a free point.
  std::string theirs = move[0] == "9,7" ? "10,10" : "9,7";
  Lines reply = b.handle("TURN " + theirs);
  REQUIRE(reply.size() == 1);
  CHECK(is_move(reply[0]));
  CHECK(reply[0] != theirs);
  CHECK(b.stones() == 6);
  CHECK(b.handle("END").empty());
  CHECK(b.finished());
  CHECK(b.handle("ABOUT").empty()); // nothing after END
}

TEST_CASE("BEGIN opens in the centre, and TURN answers a forced block") {
  GomocupBrain b = quiet_brain();
  CHECK(b.handle("start 15") == Lines{"OK"});
  CHECK(b.handle("begin") == Lines{"7,7"});
  // The opponent (2) has four in a row on row 0: 0..3; we must block at 4,0.
  CHECK(b.handle("RESTART") == Lines{"OK"});
  CHECK(b.handle("BOARD").empty());
  for (const char* l : {"0,0,2", "7,7,1", "1,0,2", "7,8,1", "2,0,2", "9,12,1", "3,0,2"}) CHECK(b.handle(l).empty());
  CHECK(b.handle("DONE") == Lines{"4,0"});
  // And we complete our own five when we can.
  CHECK(b.handle("RESTART") == Lines{"OK"});
  b.handle("BOARD");
  for (const char* l : {"5,5,1", "0,0,2", "5,6,1", "1,0,2", "5,7,1", "2,0,2", "5,8,1", "14,14,2"}) b.handle(l);
  Lines five = b.handle("DONE");
  CHECK((five == Lines{"5,4"} || five == Lines{"5,9"}));
}

TEST_CASE("malformed and unknown lines get ERROR or UNKNOWN and change nothing") {
  GomocupBrain b = quiet_brain();
  CHECK(b.handle("TURN 7,7")[0].rfind("ERROR", 0) == 0); // no START yet
  CHECK(b.handle("START x")[0].rfind("ERROR", 0) == 0);
  CHECK(b.handle("START 4")[0].rfind("ERROR", 0) == 0);
  CHECK(b.handle("START 100")[0].rfind("ERROR", 0) == 0);
  CHECK(b.handle("RECTSTART 15,20")[0].rfind("ERROR", 0) == 0);
  CHECK(b.handle("RECTSTART 20,20") == Lines{"OK"});
  CHECK(b.size() == 20);
  CHECK(b.handle("START 15") == Lines{"OK"});
  CHECK(b.handle("").empty());
  CHECK(b.handle("   \r").empty());
  CHECK(b.handle("FROBNICATE 1 2")[0].rfind("UNKNOWN", 0) == 0);
  CHECK(b.handle(std::string(100000, 'x'))[0].rfind("UNKNOWN", 0) == 0);
  for (const char* bad : {"TURN", "TURN 7", "TURN 7,", "TURN a,b", "TURN 15,0", "TURN -1,3", "TURN 7,7,7",
                          "TURN 1,2 junk", "TAKEBACK 3,3", "PLAY x"}) {
    Lines r = b.handle(bad);
    REQUIRE_MESSAGE(r.size() == 1, bad);
    CHECK_MESSAGE(r[0].rfind("ERROR", 0) == 0, bad);
    CHECK(b.stones() == 0);
  }
  CHECK(b.handle("INFO timeout_turn soon")[0].rfind("ERROR", 0) == 0);
  CHECK(b.handle("INFO rule 8")[0].rfind("ERROR", 0) == 0);
  CHECK(b.rule() == Rule::Freestyle);
  CHECK(b.handle("INFO no_such_key 5").empty());
  CHECK(b.handle("INFO folder /tmp/x y").empty());
  // Bad lines inside BOARD are reported and skipped; the good ones count.
  CHECK(b.handle("BOARD").empty());
  CHECK(b.handle("7,7,1").empty());
  CHECK(b.handle("7,7,2")[0].rfind("ERROR", 0) == 0); // taken
  CHECK(b.handle("99,1,2")[0].rfind("ERROR", 0) == 0);
  CHECK(b.handle("1,1,5")[0].rfind("ERROR", 0) == 0);
  CHECK(b.handle("garbage")[0].rfind("ERROR", 0) == 0);
  CHECK(b.handle("8,8,2").empty());
  Lines m = b.handle("DONE");
  REQUIRE(m.size() == 1);
  CHECK(is_move(m[0]));
  CHECK(b.stones() == 3);
  // TURN on a taken point changes nothing.
  CHECK(b.handle("TURN 8,8")[0].rfind("ERROR", 0) == 0);
  CHECK(b.stones() == 3);
  CHECK(b.handle("TAKEBACK " + m[0]) == Lines{"OK"});
  CHECK(b.stones() == 2);
  CHECK(b.handle("DONE")[0].rfind("ERROR", 0) == 0);
}

TEST_CASE("INFO rule: 1 exactly five, 2 and 4 renju, and YXSHOWFORBID lists Black's forbidden points") {
  GomocupBrain b = quiet_brain();
  CHECK(b.handle("START 15") == Lines{"OK"});
  b.handle("INFO rule 1");
  CHECK(b.rule() == Rule::Standard);
  b.handle("INFO rule 2");
  CHECK(b.rule() == Rule::Renju);
  b.handle("INFO rule 0");
  CHECK(b.rule() == Rule::Freestyle);
  CHECK(b.handle("YXSHOWFORBID") == Lines{"FORBID ."});
  b.handle("INFO RULE 4");
  CHECK(b.rule() == Rule::Renju);
  // Black f8 g8 h9 h10 (white elsewhere): h8 (7,7) is a double-three. Stones in game order.
  b.handle("YXBOARD");
  for (const char* l : {"5,7,1", "0,0,2", "6,7,1", "0,2,2", "7,6,1", "0,4,2", "7,5,1", "0,6,2"}) b.handle(l);
  CHECK(b.handle("DONE").empty()); // YXBOARD: no move
  Lines f = b.handle("YXSHOWFORBID");
  REQUIRE(f.size() == 1);
  CHECK(f[0].rfind("FORBID ", 0) == 0);
  CHECK(f[0].find("0707") != std::string::npos);
  CHECK(f[0].back() == '.');
  // Renju is refused on a board larger than 19x19, and 20x20 refused under renju.
  CHECK(b.handle("START 20")[0].rfind("ERROR", 0) == 0);
  b.handle("INFO rule 0");
  CHECK(b.handle("START 20") == Lines{"OK"});
  CHECK(b.handle("INFO rule 4")[0].rfind("ERROR", 0) == 0);
  CHECK(b.rule() == Rule::Freestyle);
  CHECK(b.handle("BEGIN") == Lines{"10,10"});
}

TEST_CASE("YXSHOWFORBID colours the stones by owner, as the moves do, also after TAKEBACK") {
  GomocupBrain b = quiet_brain();
  b.handle("INFO rule 4");
  REQUIRE(b.handle("START 15") == Lines{"OK"});
  // Ours f8 g8 h9 h10 make h8 (7,7) a double-three; theirs are apart. One stone of each
  // more, ours first and theirs last, then both taken back: the list now starts with
  // theirs, and we, with as many stones as they have, are Black.
  b.handle("YXBOARD");
  for (const char* l : {"14,14,1", "0,0,2", "5,7,1", "0,2,2", "6,7,1", "0,4,2", "7,6,1", "0,6,2", "7,5,1", "0,14,2"})
    b.handle(l);
  REQUIRE(b.handle("DONE").empty());
  REQUIRE(b.handle("TAKEBACK 14,14") == Lines{"OK"});
  REQUIRE(b.handle("TAKEBACK 0,14") == Lines{"OK"});
  CHECK(b.handle("YXSHOWFORBID") == Lines{"FORBID 0707."});
  // With one stone of ours fewer, we are White: no forbidden points for us to show.
  REQUIRE(b.handle("TAKEBACK 7,5") == Lines{"OK"});
  CHECK(b.handle("YXSHOWFORBID") == Lines{"FORBID ."});
}

TEST_CASE("SWAP2BOARD: three opening stones, or a move as White") {
  GomocupBrain b = quiet_brain();
  b.handle("START 15");
  b.handle("SWAP2BOARD");
  Lines three = b.handle("DONE");
  REQUIRE(three.size() == 1);
  CHECK(std::count(three[0].begin(), three[0].end(), ' ') == 2);
  b.handle("SWAP2BOARD");
  for (const char* l : {"7,7", "8,6", "7,9"}) CHECK(b.handle(l).empty());
  Lines m = b.handle("DONE");
  REQUIRE(m.size() == 1);
  CHECK(is_move(m[0]));
}

TEST_CASE("a timed move answers within the turn time") {
  BrainOptions o;
  o.messages = true;
  GomocupBrain b(o);
  b.handle("START 15");
  b.handle("INFO timeout_turn 500");
  b.handle("BOARD");
  for (const char* l : {"7,7,2", "8,6,1", "7,9,2", "9,8,1", "6,8,2"}) b.handle(l);
  auto t0 = std::chrono::steady_clock::now();
  Lines m = b.handle("DONE");
  auto ms = std::chrono::duration_cast<std::chrono::milliseconds>(std::chrono::steady_clock::now() - t0).count();
  REQUIRE(m.size() == 2);
  CHECK(m[0].rfind("MESSAGE ", 0) == 0);
  CHECK(is_move(m[1]));
  // The brain plans for about 80% of the turn. The bound here is looser than the turn so
  // that a busy machine (or the slower wasm build) cannot make the test flake; a brain that
  // ignored its clock would think for many seconds and still fail it.
  CHECK(ms < 1500);
}

TEST_CASE("a move's time budget leaves a margin of the turn that a busy machine's pauses fit in") {
  constexpr int kEmpty = 200;
  CHECK(move_budget_millis({1000, 0, -1}, kEmpty) == 900);
  CHECK(move_budget_millis({300, 0, -1}, kEmpty) == 240);
  CHECK(move_budget_millis({5000, 0, -1}, kEmpty) == 5000 - 5000 / 16);
  // No turn limit: only the match clock bounds the move.
  CHECK(move_budget_millis({0, 0, -1}, kEmpty) == 1000000);
  CHECK(move_budget_millis({0, 600000, -1}, kEmpty) == 10000);
  // time_left, when given, shares what is left over the moves to come (at most 25).
  CHECK(move_budget_millis({1000, 60000, 10200}, kEmpty) == 400);
  CHECK(move_budget_millis({1000, 60000, 2147483647}, kEmpty) == 900);
  CHECK(move_budget_millis({1000, 60000, 150}, kEmpty) == 10);
  // Every turn keeps 30 ms and a tenth of it for the reply, and from 700 ms on 100 ms.
  for (long long turn = 100; turn <= 20000; turn += 50) {
    CAPTURE(turn);
    const int budget = move_budget_millis({turn, 0, -1}, kEmpty);
    CHECK(budget >= turn / 2);
    CHECK(budget + std::min(100LL, turn / 10 + 30) <= turn);
  }
}

TEST_CASE("a brain that keeps its position between turns answers as a fresh brain given the same stones") {
  // The brain continues its last position (undoing and playing where the stone lists
  // differ); a fresh brain builds it from a BOARD of the same stones in the same order.
  for (const char* rule : {"0", "4"}) {
    GomocupBrain b = quiet_brain();
    REQUIRE(b.handle("START 15") == Lines{"OK"});
    b.handle(std::string("INFO rule ") + rule);
    std::vector<std::string> stones; // "x,y,who" in the brain's order
    Lines first = b.handle("BEGIN");
    REQUIRE(first.size() == 1);
    stones.push_back(first[0] + ",1");
    auto taken = [&](int x, int y) {
      std::string at = std::to_string(x) + "," + std::to_string(y) + ",";
      return std::any_of(stones.begin(), stones.end(), [&](const std::string& s) { return s.rfind(at, 0) == 0; });
    };
    unsigned seed = 7;
    for (int turn = 0; turn < 14; ++turn) {
      if (turn % 5 == 4) { // take back one of the opponent's earlier stones (not the last)
        auto it = std::find_if(stones.begin(), stones.end() - 1, [](const std::string& s) { return s.back() == '2'; });
        if (it != stones.end() - 1) {
          std::string xy = it->substr(0, it->size() - 2);
          REQUIRE(b.handle("TAKEBACK " + xy) == Lines{"OK"});
          stones.erase(it);
        }
      }
      int x = 0, y = 0;
      do {
        seed = seed * 1103515245u + 12345u;
        x = 4 + static_cast<int>((seed >> 8) % 7);
        y = 4 + static_cast<int>((seed >> 16) % 7);
      } while (taken(x, y));
      std::string theirs = std::to_string(x) + "," + std::to_string(y);
      Lines kept = b.handle("TURN " + theirs);
      REQUIRE(kept.size() == 1);
      stones.push_back(theirs + ",2");
      GomocupBrain fresh = quiet_brain();
      REQUIRE(fresh.handle("START 15") == Lines{"OK"});
      fresh.handle(std::string("INFO rule ") + rule);
      fresh.handle("BOARD");
      for (const std::string& s : stones) fresh.handle(s);
      CAPTURE(turn);
      CHECK(fresh.handle("DONE") == kept);
      stones.push_back(kept[0] + ",1");
    }
  }
}
