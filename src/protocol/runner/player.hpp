#pragma once
// One brain in one game, spoken to over the Gomocup protocol (POSIX only).
//
// start(): the process is created, then START <size> (answered OK within the start time;
// START is not a move and is not timed as one) and the settings: INFO timeout_turn,
// timeout_match (0 when the match has no game clock), max_memory (350 MB, as Gomocup),
// game_type 1 (a brain opponent) and rule (0 freestyle, 1 exactly five, 4 renju).
// ask(): after at least pace_ms since the brain's last reply, INFO time_left (only with a
// game clock), then the request (BEGIN, TURN x,y or BOARD ... DONE), timed from its first
// line to the reply. Lines starting with MESSAGE, DEBUG or OK are skipped; the reply must be
// "x,y". The brain faults with:
//   Timeout   no reply within the turn time (or the game time left, if shorter) plus the
//             tolerance; or no OK within the start time
//   Illegal   any other reply (ERROR, UNKNOWN, SUGGEST, text, ...), to START as to a move;
//             with skip_unknown, only ERROR, UNKNOWN, SUGGEST and malformed points
//   Crash     it closed its output or exited, or could not be started
// A reply that is a point is returned as it is; the referee judges whether it is on the
// board and free.

#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "engine/gomoku/rules.hpp"
#include "protocol/runner/process.hpp"

namespace ishi::protocol {

struct Limits {
  int turn_ms = 5000;      // INFO timeout_turn
  int match_ms = 0;        // INFO timeout_match; 0: no game clock
  int tolerance_ms = 200;  // how late a reply may come before it is a timeout
  int start_ms = 10000;    // for the OK after START
  int end_grace_ms = 1000; // after END, before the brain is ended by force
  // Skip reply lines that are not a point and not ERROR, UNKNOWN or SUGGEST instead of
  // judging them illegal: some brains break their own MESSAGE lines (PentaZen 0.4 prints
  // its depth as a raw byte, so depth 10 or 13 ends the line early).
  bool skip_unknown = false;
  // The least time between a brain's reply and the next request to it. Rapfi 0.43 ignores a
  // command that reaches it while it is still finishing its previous reply (its protocol loop
  // drops commands while a thinking flag is set) and then reads TURN's point as a command of
  // its own ("ERROR Unknown command: 4,5"): without a pause such a game is lost as illegal
  // whenever the other brain answers within a few milliseconds. The pause is not timed.
  int pace_ms = 0;
};

enum class Fault { None, Timeout, Illegal, Crash, Interrupted };

struct Answer {
  Fault fault = Fault::None;
  long long x = 0, y = 0; // the point replied (no fault)
  int millis = 0;         // the time taken
  std::string detail;     // what went wrong, for a person
};

class Player {
 public:
  Player(std::string command, const Limits& limits) : command_(std::move(command)), limits_(limits) {}

  Answer start(int size, gomoku::Rule rule);
  Answer ask(const std::vector<std::string>& request);
  bool asked() const { return asked_; } // has been asked for a move in this game
  int longest_ms() const { return longest_ms_; }

  // Sends END and lets the brain exit by itself until `deadline` (at once when it faulted:
  // it may still be thinking); then the process and its group are ended.
  void finish(Clock::time_point deadline);
  void end(); // END only; finish() then waits

 private:
  Answer fail(Fault fault, std::string detail, int millis = 0);
  Answer read_reply(Clock::time_point deadline, Clock::time_point since);

  std::string command_;
  Limits limits_;
  std::unique_ptr<Process> process_;
  bool asked_ = false;
  bool faulted_ = false;
  long long used_ms_ = 0; // game time used
  int longest_ms_ = 0;
  std::optional<Clock::time_point> last_reply_; // for pace_ms
};

} // namespace ishi::protocol
