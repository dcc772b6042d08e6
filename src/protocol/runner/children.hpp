#pragma once
// The process groups of the brains a match has started and not yet reaped, and the
// interruption of the match: SIGINT, SIGTERM or SIGHUP send SIGTERM to every tracked group
// and set interrupted(); the runner then stops its games and reaps what it started. A
// second signal sends SIGKILL to every group and exits at once, so nothing is left running.
// POSIX only.

namespace ishi::protocol {

// Installs the handlers.
void install_interrupt_handlers();

bool interrupted();
int interrupt_signal(); // the signal that interrupted the match, 0 if none

// A group to end on interruption; untrack it once its leader is reaped.
void track_group(int pgid);
void untrack_group(int pgid);

} // namespace ishi::protocol
