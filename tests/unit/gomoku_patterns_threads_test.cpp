// The Gomoku pattern tables are built on first use; threads that ask at the same time
// (the app's AI runner and another search, the tests) must all get the one finished table.
// Natively only: the wasm build has no threads.
#include <doctest.h>

#ifndef __EMSCRIPTEN__

#include <array>
#include <cstdint>
#include <latch>
#include <thread>
#include <vector>

#include "engine/gomoku/ai/patterns.hpp"

using namespace ishi::gomoku::ai;

TEST_CASE("threads asking for a pattern table at once all get the same finished table") {
  // Each CTest entry is a process of its own, so here the tables are not built yet.
  constexpr int kThreads = 4;
  std::latch go(kThreads);
  std::array<const std::uint8_t*, kThreads> seen{};
  std::array<std::uint64_t, kThreads> sums{};
  std::vector<std::thread> threads;
  for (int t = 0; t < kThreads; ++t) {
    threads.emplace_back([&, t] {
      go.arrive_and_wait();
      const std::uint8_t* table = pattern_table(false);
      seen[static_cast<std::size_t>(t)] = table;
      std::uint64_t sum = 0;
      for (std::uint32_t key = 0; key < kKeyCount; ++key) sum += table[key];
      sums[static_cast<std::size_t>(t)] = sum;
    });
  }
  for (auto& th : threads) th.join();
  for (int t = 1; t < kThreads; ++t) {
    CHECK(seen[static_cast<std::size_t>(t)] == seen[0]);
    CHECK(sums[static_cast<std::size_t>(t)] == sums[0]);
  }
  CHECK(pattern_table(false) == seen[0]);
}

#endif
