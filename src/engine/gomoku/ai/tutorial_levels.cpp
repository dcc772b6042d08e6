#include "engine/gomoku/ai/tutorial_levels.hpp"

#include <chrono>
#include <cstdlib>
#include "engine/common/random.hpp"
#include "engine/gomoku/ai/root.hpp"

namespace ishi::gomoku::ai {

namespace {

using Clock = std::chrono::steady_clock;

int millis_since(Clock::time_point t) {
  return static_cast<int>(std::chrono::duration_cast<std::chrono::milliseconds>(Clock::now() - t).count());
}

std::mt19937_64 rng_for(const Position& p, std::uint64_t seed) {
  return std::mt19937_64(seed * 0x9E3779B97F4A7C15ull ^ p.hash());
}

template <class T>
T pick(std::mt19937_64& rng, const std::vector<T>& v) {
  return v[random_below(rng, v.size())];
}

// The points the two tutorial levels choose from (legal ones, and those next to stones),
// or the move they play without choosing (none left, or the first stone in the centre).
struct Candidates {
  int a = 0, d = 0; // the colour to move and the other
  std::vector<int> all, near;
};

std::optional<Choice> gather(Position& p, Candidates& c) {
  c.a = colour_index(p.side_to_move());
  c.d = 1 - c.a;
  legal_points(p, c.a, c.all, c.near);
  if (c.all.empty()) return Choice{};
  if (p.stone_count() == 0) return single_move(p, p.index({p.size() / 2, p.size() / 2}), "opening", 0);
  return std::nullopt;
}

} // namespace

Choice beginner_move(Position& p, const Options& o) {
  auto start = Clock::now();
  Candidates c;
  if (auto forced = gather(p, c)) return *forced;
  const int a = c.a, d = c.d;
  const std::vector<int>&all = c.all, &near = c.near;
  auto rng = rng_for(p, o.seed);
  std::vector<int> win, block;
  for (int i : all) {
    if (p.makes_five(a, i)) win.push_back(i);
    if (p.makes_five(d, i)) block.push_back(i);
  }
  if (!win.empty()) return single_move(p, pick(rng, win), "five", millis_since(start));
  if (!block.empty()) return single_move(p, pick(rng, block), "block", millis_since(start));
  return single_move(p, pick(rng, near.empty() ? all : near), "rule", millis_since(start));
}

// The tutorial's window count (see the header).
std::pair<int, int> window_count(const Position& p, int c, int i) {
  std::uint8_t own = static_cast<std::uint8_t>(c + 1);
  int best = 0, count = 0;
  for (int d = 0; d < 4; ++d) {
    int s = p.step(d);
    // The nine points through i along d; the window [first, first + 4] slides over them,
    // keeping its own stones and its other points (the other colour or the edge).
    int n = 0, blocked = 0;
    auto add = [&](int k, int sign) {
      std::uint8_t v = p.at(i + k * s);
      if (v == own) {
        n += sign;
      } else if (v != Position::kEmpty) {
        blocked += sign;
      }
    };
    for (int k = -4; k <= 0; ++k) add(k, 1);
    for (int first = -4; first <= 0; ++first) {
      if (first > -4) {
        add(first - 1, -1);
        add(first + 4, 1);
      }
      if (blocked > 0) continue;
      if (n > best) {
        best = n;
        count = 1;
      } else if (n == best) {
        ++count;
      }
    }
  }
  return {best, count};
}

Choice tutorial_move(Position& p, const Options& o) {
  auto start = Clock::now();
  Candidates c;
  if (auto forced = gather(p, c)) return *forced;
  const int a = c.a, d = c.d;
  const std::vector<int>&all = c.all, &near = c.near;
  auto rng = rng_for(p, o.seed);
  // Priority: own 4, opponent's 4, own 3, opponent's 3, own 2, opponent's 2.
  int best_rank = -1, best_windows = 0;
  std::vector<int> best;
  for (int i : all) {
    auto [mine, mine_n] = window_count(p, a, i);
    auto [theirs, theirs_n] = window_count(p, d, i);
    int rank = -1, windows = 0;
    for (int n = 4; n >= 2 && rank < 0; --n) {
      if (mine == n) {
        rank = 2 * n + 1;
        windows = mine_n;
      } else if (theirs == n) {
        rank = 2 * n;
        windows = theirs_n;
      }
    }
    if (rank < 0) continue;
    if (rank > best_rank || (rank == best_rank && windows > best_windows)) {
      best_rank = rank;
      best_windows = windows;
      best.clear();
    }
    if (rank == best_rank && windows == best_windows) best.push_back(i);
  }
  if (!best.empty()) return single_move(p, pick(rng, best), "rule", millis_since(start));
  // Next to the opponent's last move.
  std::vector<int> next;
  std::uint8_t theirs = static_cast<std::uint8_t>(d + 1);
  for (auto it = p.history().rbegin(); it != p.history().rend(); ++it) {
    if (p.at(*it) != theirs) continue;
    for (int i : near) {
      int dx = p.square(i).x - p.square(*it).x, dy = p.square(i).y - p.square(*it).y;
      if (std::abs(dx) <= 1 && std::abs(dy) <= 1) next.push_back(i);
    }
    break;
  }
  if (next.empty()) next = near.empty() ? all : near;
  return single_move(p, pick(rng, next), "rule", millis_since(start));
}

} // namespace ishi::gomoku::ai
