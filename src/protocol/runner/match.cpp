#include "protocol/runner/match.hpp"

#include <algorithm>
#include <atomic>
#include <mutex>
#include <thread>

#include "protocol/runner/children.hpp"

namespace ishi::protocol {

GameSetup game_setup(const MatchConfig& config, int number) {
  GameSetup g;
  g.number = number;
  g.rule = config.rule;
  g.size = config.size;
  if (!config.openings.empty())
    g.opening = config.openings[static_cast<std::size_t>((number - 1) / 2) % config.openings.size()];
  g.engines = config.engines;
  g.black = number % 2 == 1 ? 1 : 2;
  g.limits = config.limits;
  return g;
}

MatchResult run_match(const MatchConfig& config, const std::function<void(const GamePlayed&)>& on_game) {
  MatchResult result;
  std::mutex lock;
  std::atomic<int> next{1};
  auto worker = [&] {
    while (!interrupted()) {
      int number = next.fetch_add(1);
      if (number > config.games) break;
      GamePlayed game = play_game(game_setup(config, number));
      std::lock_guard<std::mutex> guard(lock);
      if (game.interrupted || interrupted()) {
        result.interrupted = true;
        break;
      }
      add_game(result.engine1, game.report);
      add_game(result.colours, game.report);
      for (int e = 0; e < 2; ++e) result.longest_ms[e] = std::max(result.longest_ms[e], game.longest_ms[e]);
      on_game(game);
    }
  };
  int threads = std::max(1, std::min(config.concurrency, config.games));
  std::vector<std::thread> pool;
  for (int t = 1; t < threads; ++t) pool.emplace_back(worker);
  worker();
  for (auto& t : pool) t.join();
  if (interrupted()) result.interrupted = true;
  return result;
}

} // namespace ishi::protocol
