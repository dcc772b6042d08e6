#pragma once
// How long the brain may think on one move, from the manager's INFO values. A pure function,
// so that the margins are tested without a clock.

namespace ishi::protocol {

// The manager's limits in milliseconds, as INFO gives them.
struct ClockInfo {
  long long timeout_turn = 5000; // 0: no limit per turn
  long long timeout_match = 0;   // 0: no limit for the game
  long long time_left = -1;      // -1 or 2147483647: not given
};

// Did the manager give the time left in the game?
constexpr bool has_time_left(const ClockInfo& clock) { return clock.time_left >= 0 && clock.time_left < 2147483647LL; }

// The milliseconds one move may use (10..1,000,000), with `empty_points` empty points left.
// The search stops short of it and uses the rest for its last checks (search.cpp), so the
// reply comes before the budget ends; what is left of the turn covers a late reply.
int move_budget_millis(const ClockInfo& clock, int empty_points);

} // namespace ishi::protocol
