// The native AiRunner (a thread): one search at a time, a new request replaces a cancelled
// one, a cancelled search stops at once, and nothing keeps running after the runner is
// gone. Natively only.
#include <doctest.h>

#ifndef __EMSCRIPTEN__

#include <algorithm>
#include <chrono>
#include <optional>
#include <string>
#include <thread>

#include "app/core/ai_request.hpp"
#include "app/core/ai_runner.hpp"
#include "app/host/runners/ai_runner_native.hpp"
#include "engine/reversi/position.hpp"

using namespace ishi::app;

namespace {

using Clock = std::chrono::steady_clock;

// A timed Gomoku search in the far corner of a 19x19 board: its answer is a point there.
std::string slow_request(int millis) {
  return gomoku_request(ishi::gomoku::Rule::Freestyle, 19, "s19 r18", "strong", millis, 1);
}

// Waits (up to 10 s) until `done` holds; returns whether it did.
template <class Done>
bool wait_for(Done done) {
  auto until = Clock::now() + std::chrono::seconds(10);
  while (!done()) {
    if (Clock::now() > until) return false;
    std::this_thread::sleep_for(std::chrono::milliseconds(2));
  }
  return true;
}

} // namespace

TEST_CASE("the native runner runs one search at a time, and answers the newest request") {
  AiRunner runner;
  runner.start(slow_request(600));
  REQUIRE(wait_for([] { return native_searches_running() == 1; }));
  // A Reversi search of its own (a fifth of a second): its answer is an opening move.
  runner.start(reversi_request(ishi::reversi::Position::initial(), "strong", 200, 1));
  int most = 0;
  std::optional<std::string> answer;
  REQUIRE(wait_for([&] {
    most = std::max(most, native_searches_running());
    answer = runner.take_answer();
    return answer.has_value();
  }));
  CHECK(most == 1);
  CHECK((*answer == "move d3" || *answer == "move c4" || *answer == "move f5" || *answer == "move e6"));
  CHECK_FALSE(runner.busy());
}

TEST_CASE("a cancelled request's answer is dropped") {
  AiRunner runner;
  runner.start(slow_request(200));
  runner.cancel();
  CHECK_FALSE(runner.busy());
  REQUIRE(wait_for([] { return native_searches_running() == 0; }));
  CHECK_FALSE(runner.take_answer());
}

TEST_CASE("cancelling stops the search itself: a minute's search ends within seconds") {
  for (bool reversi : {false, true}) {
    AiRunner runner;
    // A minute of thinking (Reversi from the start: far from the solver's empties).
    runner.start(reversi ? reversi_request(ishi::reversi::Position::initial(), "strong", 60000, 1)
                         : slow_request(60000));
    REQUIRE(wait_for([] { return native_searches_running() == 1; }));
    auto cancelled = Clock::now();
    runner.cancel();
    // wait_for gives up after 10 s: far less than the minute the search would run on.
    CHECK(wait_for([] { return native_searches_running() == 0; }));
    CHECK(Clock::now() - cancelled < std::chrono::seconds(10));
    CHECK_FALSE(runner.take_answer());
  }
}

TEST_CASE("a new request stops the minute's search before it and is answered within seconds") {
  AiRunner runner;
  runner.start(slow_request(60000));
  REQUIRE(wait_for([] { return native_searches_running() == 1; }));
  runner.start(reversi_request(ishi::reversi::Position::initial(), "strong", 200, 1));
  std::optional<std::string> answer;
  CHECK(wait_for([&] { return (answer = runner.take_answer()).has_value(); }));
  CHECK((answer && answer->rfind("move ", 0) == 0));
}

TEST_CASE("a runner destroyed while it thinks leaves no search running") {
  {
    AiRunner runner;
    runner.start(slow_request(300));
    REQUIRE(wait_for([] { return native_searches_running() == 1; }));
  }
  CHECK(native_searches_running() == 0);
}

#endif
