#pragma once
// What the native AiRunner (ai_runner_native.cpp) adds to the contract in
// app/core/ai_runner.hpp, for tests and debugging.

namespace ishi::app {

// How many of the runners' searches are running now, in this process. A search cannot be
// stopped midway, so a cancelled one ends at its own budget; the runner never starts a
// second one beside it, and its destructor waits for it: at most one per runner.
int native_searches_running();

} // namespace ishi::app
