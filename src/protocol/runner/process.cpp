#include "protocol/runner/process.hpp"

#include <fcntl.h>
#include <poll.h>
#include <pthread.h>
#include <signal.h>
#include <spawn.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cstdlib>
#include <cstring>
#include <thread>
#include <vector>

#include "protocol/runner/children.hpp"

extern char** environ;

namespace ishi::protocol {

namespace {

constexpr std::size_t kMaxLine = 1 << 16;                   // a longer line is garbage, returned as it is
constexpr auto kSlice = std::chrono::milliseconds(50);      // how often a wait looks at interruption
constexpr auto kTermGrace = std::chrono::milliseconds(300); // between SIGTERM and SIGKILL

bool executable_file(const std::string& path) {
  struct stat st {};
  return stat(path.c_str(), &st) == 0 && S_ISREG(st.st_mode) && access(path.c_str(), X_OK) == 0;
}

} // namespace

bool program_exists(std::string_view command) {
  auto begin = command.find_first_not_of(" \t");
  if (begin == std::string_view::npos) return false;
  std::string word(command.substr(begin, command.find_first_of(" \t", begin) - begin));
  if (word.find_first_of("\"'$=`\\;&|<>(){}*?~") != std::string::npos) return true;
  static constexpr std::string_view kBuiltins[] = {"exec", "cd", ".", "eval", "command", "ulimit", "export"};
  if (std::find(std::begin(kBuiltins), std::end(kBuiltins), word) != std::end(kBuiltins)) return true;
  if (word.find('/') != std::string::npos) return executable_file(word);
  const char* path = std::getenv("PATH");
  std::string_view dirs = path ? path : "/usr/bin:/bin";
  while (true) {
    auto colon = dirs.find(':');
    std::string dir(dirs.substr(0, colon));
    if (executable_file((dir.empty() ? "." : dir) + "/" + word)) return true;
    if (colon == std::string_view::npos) return false;
    dirs.remove_prefix(colon + 1);
  }
}

std::unique_ptr<Process> Process::start(const std::string& command, std::string& error) {
  int in[2], out[2];
  if (pipe2(in, O_CLOEXEC) != 0) {
    error = std::string("pipe: ") + std::strerror(errno);
    return nullptr;
  }
  if (pipe2(out, O_CLOEXEC) != 0) {
    error = std::string("pipe: ") + std::strerror(errno);
    close(in[0]);
    close(in[1]);
    return nullptr;
  }
  // The pipes are close-on-exec, so a brain never holds another brain's pipe open; dup2
  // makes the child's own ends its stdin and stdout.
  posix_spawn_file_actions_t actions;
  posix_spawn_file_actions_init(&actions);
  posix_spawn_file_actions_adddup2(&actions, in[0], 0);
  posix_spawn_file_actions_adddup2(&actions, out[1], 1);
  posix_spawnattr_t attr;
  posix_spawnattr_init(&attr);
  // Its own process group (ended as a whole), default signal handling and no blocked signals.
  posix_spawnattr_setflags(&attr, POSIX_SPAWN_SETPGROUP | POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK);
  posix_spawnattr_setpgroup(&attr, 0);
  sigset_t defaults, none;
  sigemptyset(&defaults);
  for (int sig : {SIGPIPE, SIGINT, SIGTERM, SIGHUP}) sigaddset(&defaults, sig);
  sigemptyset(&none);
  posix_spawnattr_setsigdefault(&attr, &defaults);
  posix_spawnattr_setsigmask(&attr, &none);
  std::string sh = "sh", dash_c = "-c", cmd = command;
  char* argv[] = {sh.data(), dash_c.data(), cmd.data(), nullptr};
  pid_t pid = 0;
  int rc = posix_spawn(&pid, "/bin/sh", &actions, &attr, argv, environ);
  posix_spawn_file_actions_destroy(&actions);
  posix_spawnattr_destroy(&attr);
  close(in[0]);
  close(out[1]);
  if (rc != 0) {
    error = std::string("cannot start /bin/sh: ") + std::strerror(rc);
    close(in[1]);
    close(out[0]);
    return nullptr;
  }
  track_group(pid);
  return std::unique_ptr<Process>(new Process(pid, in[1], out[0]));
}

Process::~Process() {
  if (!stopped_) stop(Clock::now());
}

bool Process::write_line(std::string_view line) {
  std::string data(line);
  data += '\n';
  // Writing to a brain that died raises SIGPIPE in this thread: block it here, and take
  // it back if it came, so the match (or the test runner) lives on and sees EPIPE.
  sigset_t pipe_signal, old;
  sigemptyset(&pipe_signal);
  sigaddset(&pipe_signal, SIGPIPE);
  pthread_sigmask(SIG_BLOCK, &pipe_signal, &old);
  std::size_t done = 0;
  bool ok = true;
  int error = 0;
  while (ok && done < data.size()) {
    ssize_t n = write(to_child_, data.data() + done, data.size() - done);
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) {
      ok = false;
      error = n < 0 ? errno : 0;
    } else {
      done += static_cast<std::size_t>(n);
    }
  }
  if (error == EPIPE) {
    timespec now{};
    while (sigtimedwait(&pipe_signal, nullptr, &now) == SIGPIPE) {
    }
  }
  pthread_sigmask(SIG_SETMASK, &old, nullptr);
  return ok;
}

bool Process::next_line(std::string& line) {
  while (true) {
    auto end = buffer_.find_first_of("\r\n");
    if (end == std::string::npos) {
      if (buffer_.size() < kMaxLine && !(eof_ && !buffer_.empty())) return false;
      end = buffer_.size(); // an over-long line, or the last one without a line end
    }
    line = buffer_.substr(0, end);
    buffer_.erase(0, std::min(end + 1, buffer_.size()));
    if (!line.empty()) return true;
  }
}

Process::Read Process::read_line(std::string& line, Clock::time_point deadline) {
  while (true) {
    if (next_line(line)) return Read::Line;
    if (eof_) return Read::Closed;
    if (interrupted()) return Read::Interrupted;
    auto now = Clock::now();
    if (now >= deadline) return Read::Timeout;
    auto wait = std::chrono::ceil<std::chrono::milliseconds>(std::min<Clock::duration>(deadline - now, kSlice));
    pollfd p{from_child_, POLLIN, 0};
    int ready = poll(&p, 1, static_cast<int>(wait.count()));
    if (ready < 0 && errno != EINTR) {
      eof_ = true;
    } else if (ready > 0) {
      char chunk[4096];
      ssize_t n = read(from_child_, chunk, sizeof chunk);
      if (n > 0) {
        buffer_.append(chunk, static_cast<std::size_t>(n));
      } else if (n == 0 || (errno != EINTR && errno != EAGAIN)) {
        eof_ = true;
      }
    } else if (ready == 0 && exited()) {
      // Nobody is left to write (a child of it may still hold the pipe open), but its last
      // words may have come between the poll and the check: they are read first (the next
      // turn of the loop), and only an empty pipe ends the reading. Ending at once could lose
      // a move written just before the engine exited: the likely cause of a "crash" in one
      // TSan run of the Reversi match test (not reproduced in 47 runs since).
      pollfd again{from_child_, POLLIN, 0};
      if (poll(&again, 1, 0) <= 0 || (again.revents & POLLIN) == 0) eof_ = true;
    }
  }
}

bool Process::exited() const {
  siginfo_t info{};
  return waitid(P_PID, static_cast<id_t>(pid_), &info, WEXITED | WNOHANG | WNOWAIT) == 0 && info.si_pid == pid_;
}

void Process::stop(Clock::time_point deadline) {
  if (stopped_) return;
  stopped_ = true;
  close(to_child_);
  auto wait_exit = [&](Clock::time_point until) {
    while (!exited() && Clock::now() < until) std::this_thread::sleep_for(std::chrono::milliseconds(5));
    return exited();
  };
  if (!wait_exit(deadline)) {
    kill(-pid_, SIGTERM);
    wait_exit(Clock::now() + kTermGrace);
  }
  kill(-pid_, SIGKILL); // whatever is left of the group (the leader is not reaped yet: its id is still ours)
  int status = 0;
  while (waitpid(pid_, &status, 0) < 0 && errno == EINTR) {
  }
  untrack_group(pid_);
  close(from_child_);
}

} // namespace ishi::protocol
