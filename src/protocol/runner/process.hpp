#pragma once
// A brain as a child process: `/bin/sh -c <command>` in a process group of its own, its
// stdin and stdout on pipes (its stderr is ours). Lines are read with a deadline; the
// process is ended with its whole group, so a shell wrapper's children go too. POSIX only.

#include <chrono>
#include <memory>
#include <string>
#include <string_view>

namespace ishi::protocol {

using Clock = std::chrono::steady_clock;

// Whether the command's first word names a program that can run (a path to an executable
// file, or a name found on PATH). Commands starting with shell syntax are given the benefit
// of the doubt.
bool program_exists(std::string_view command);

class Process {
 public:
  // Starts the command; nullptr and a message when the process could not be created.
  static std::unique_ptr<Process> start(const std::string& command, std::string& error);
  ~Process(); // stop(Clock::now()) if not stopped yet
  Process(const Process&) = delete;
  Process& operator=(const Process&) = delete;

  // Writes the line and a line feed; false when the brain's stdin is closed.
  bool write_line(std::string_view line);

  enum class Read { Line, Timeout, Closed, Interrupted };
  // The next non-empty line, without its end (LF, CR LF or CR). Closed: the brain closed
  // its stdout or exited with nothing more to read. Interrupted: see children.hpp.
  Read read_line(std::string& line, Clock::time_point deadline);

  // Closes the brain's stdin, lets it exit by itself until `deadline`, then ends its group
  // (SIGTERM, a short grace, SIGKILL) and reaps it.
  void stop(Clock::time_point deadline);

 private:
  Process(int pid, int to_child, int from_child) : pid_(pid), to_child_(to_child), from_child_(from_child) {}
  bool exited() const; // without reaping, so the group id stays ours
  bool next_line(std::string& line);

  int pid_;
  int to_child_;
  int from_child_;
  std::string buffer_;
  bool eof_ = false;
  bool stopped_ = false;
};

} // namespace ishi::protocol
