#include "protocol/runner/children.hpp"

#include <signal.h>
#include <unistd.h>

#include <atomic>

namespace ishi::protocol {

namespace {

// Fixed slots of lock-free atomics: the signal handler may read them at any moment.
static_assert(std::atomic<int>::is_always_lock_free, "the signal handler reads these");
constexpr int kSlots = 512;
std::atomic<int> g_groups[kSlots];
std::atomic<int> g_signals{0};
std::atomic<int> g_signal{0};

void on_signal(int sig) {
  g_signal.store(sig);
  int count = g_signals.fetch_add(1) + 1;
  for (auto& slot : g_groups) {
    int pgid = slot.load();
    if (pgid > 0) kill(-pgid, count == 1 ? SIGTERM : SIGKILL);
  }
  if (count > 1) _exit(128 + sig);
}

} // namespace

void install_interrupt_handlers() {
  struct sigaction sa {};
  sa.sa_handler = on_signal;
  sigemptyset(&sa.sa_mask);
  for (int sig : {SIGINT, SIGTERM, SIGHUP}) sigaction(sig, &sa, nullptr);
}

bool interrupted() { return g_signals.load() > 0; }
int interrupt_signal() { return g_signal.load(); }

void track_group(int pgid) {
  for (auto& slot : g_groups) {
    int empty = 0;
    if (slot.compare_exchange_strong(empty, pgid)) break;
  }
  // Interrupted before the group was tracked: end it here, as the handler did the others.
  if (interrupted()) kill(-pgid, SIGTERM);
}

void untrack_group(int pgid) {
  for (auto& slot : g_groups) {
    int expected = pgid;
    if (slot.compare_exchange_strong(expected, 0)) break;
  }
}

} // namespace ishi::protocol
