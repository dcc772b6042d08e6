#include "protocol/gomocup/time_budget.hpp"

#include <algorithm>

namespace ishi::protocol {

int move_budget_millis(const ClockInfo& clock, int empty_points) {
  const long long turn = std::max(0LL, clock.timeout_turn);
  // What is left of the turn covers a reply that comes late on a busy machine: a sixteenth,
  // and at least 100 ms (30 ms and a tenth on turns under 700 ms). On a 2-core machine that
  // lost 7-15% of its time to the host (two matches against Rapfi at 1 s, 2026-12-06), a
  // 62 ms margin let 8-10% of our 1 s turns end past the budget and one take 1003 ms: such
  // pauses do not shrink with the turn. 900 ms of a 1 s turn: the search stops at 96% of it
  // (kSearchStopPercent), 864 ms, as much as it had at 92% of the 938 ms budget before.
  // Against Rapfi 0.43 (classical evaluation, 1 s; bench openings, 64 games a run,
  // 2026-12-03) twice the time scored 28-36-0 in Renju and 27-34-3 in Freestyle where equal
  // time scored 16-47-1 and 16-44-4: about +130 Elo a doubling. (The last 33 Freestyle games
  // at equal time shared the machine with a low-priority job.) Twice the time scored 53.5%
  // against PentaZen where equal time scored 38.8%.
  const long long margin = std::max(turn / 16, std::min(100LL, turn / 10 + 30));
  long long budget = turn > 0 ? turn - margin : 1000000;
  if (has_time_left(clock)) {
    const long long left_moves = std::max(8LL, static_cast<long long>(empty_points) / 8);
    budget = std::min(budget, std::max(0LL, clock.time_left - 200) / std::min(left_moves, 25LL));
  } else if (clock.timeout_match > 0) {
    budget = std::min(budget, clock.timeout_match / 60);
  }
  return static_cast<int>(std::clamp(budget, 10LL, 1000000LL));
}

} // namespace ishi::protocol
