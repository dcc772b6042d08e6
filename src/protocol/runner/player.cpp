#include "protocol/runner/player.hpp"

#include <algorithm>
#include <thread>

#include "protocol/gomocup/text.hpp"

namespace ishi::protocol {

namespace {

constexpr long long kMaxMemory = 367001600; // 350 MB, Gomocup's limit

int rule_code(gomoku::Rule rule) {
  switch (rule) {
    case gomoku::Rule::Freestyle: return 0;
    case gomoku::Rule::Standard:
    case gomoku::Rule::Classic: return 1;
    case gomoku::Rule::Renju: return 4;
  }
  return 0;
}

int millis_since(Clock::time_point t) {
  return static_cast<int>(std::chrono::duration_cast<std::chrono::milliseconds>(Clock::now() - t).count());
}

std::string first_word(std::string_view line) { return upper(line.substr(0, line.find_first_of(" \t"))); }

// Lines a brain may send at any time; they are not its reply.
bool is_chatter(std::string_view line) {
  std::string word = first_word(line);
  return word == "MESSAGE" || word == "DEBUG" || word == "OK";
}

// Replies that refuse or dodge the request, or try to give a point: never skipped.
bool is_refusal(std::string_view line) {
  std::string word = first_word(line);
  bool pointish = !line.empty() && line.find(',') != std::string_view::npos &&
                  line.find_first_not_of("0123456789,- \t") == std::string_view::npos;
  return word == "ERROR" || word == "UNKNOWN" || word == "SUGGEST" || pointish;
}

} // namespace

Answer Player::fail(Fault fault, std::string detail, int millis) {
  faulted_ = true;
  Answer a;
  a.fault = fault;
  a.detail = std::move(detail);
  a.millis = millis;
  return a;
}

Answer Player::start(int size, gomoku::Rule rule) {
  std::string error;
  process_ = Process::start(command_, error);
  if (!process_) return fail(Fault::Crash, error);
  auto since = Clock::now();
  if (!process_->write_line("START " + std::to_string(size))) return fail(Fault::Crash, "its input is closed");
  auto deadline = since + std::chrono::milliseconds(limits_.start_ms);
  std::string line;
  while (true) {
    switch (process_->read_line(line, deadline)) {
      case Process::Read::Timeout:
        return fail(Fault::Timeout, "no OK within " + std::to_string(limits_.start_ms) + " ms of START");
      case Process::Read::Closed: return fail(Fault::Crash, "it exited before answering START");
      case Process::Read::Interrupted: return fail(Fault::Interrupted, "interrupted");
      case Process::Read::Line: break;
    }
    std::string_view text = trim(line);
    if (upper(text.substr(0, 2)) == "OK") break;
    if (is_chatter(text)) continue;
    return fail(Fault::Illegal, "answered START " + std::to_string(size) + " with '" + clip(line) + "'");
  }
  for (const std::string& info :
       {"INFO timeout_turn " + std::to_string(limits_.turn_ms),
        "INFO timeout_match " + std::to_string(limits_.match_ms), "INFO max_memory " + std::to_string(kMaxMemory),
        std::string("INFO game_type 1"), "INFO rule " + std::to_string(rule_code(rule))}) {
    if (!process_->write_line(info)) return fail(Fault::Crash, "its input is closed");
  }
  return {};
}

Answer Player::ask(const std::vector<std::string>& request) {
  asked_ = true;
  if (last_reply_ && limits_.pace_ms > 0)
    std::this_thread::sleep_until(*last_reply_ + std::chrono::milliseconds(limits_.pace_ms));
  long long allowed = limits_.turn_ms;
  if (limits_.match_ms > 0) {
    long long left = limits_.match_ms - used_ms_;
    if (!process_->write_line("INFO time_left " + std::to_string(left)))
      return fail(Fault::Crash, "its input is closed");
    allowed = std::min(allowed, left);
  }
  auto since = Clock::now();
  for (const std::string& line : request) {
    if (!process_->write_line(line)) return fail(Fault::Crash, "its input is closed");
  }
  auto deadline = since + std::chrono::milliseconds(std::max(0LL, allowed + limits_.tolerance_ms));
  return read_reply(deadline, since);
}

Answer Player::read_reply(Clock::time_point deadline, Clock::time_point since) {
  std::string line;
  while (true) {
    switch (process_->read_line(line, deadline)) {
      case Process::Read::Timeout:
        return fail(Fault::Timeout, "no move within " + std::to_string(millis_since(since)) + " ms",
                    millis_since(since));
      case Process::Read::Closed: return fail(Fault::Crash, "it exited or closed its output", millis_since(since));
      case Process::Read::Interrupted: return fail(Fault::Interrupted, "interrupted");
      case Process::Read::Line: break;
    }
    std::string_view text = trim(line);
    if (is_chatter(text)) continue;
    auto point = parse_ints(text, 2);
    if (!point && limits_.skip_unknown && !is_refusal(text)) continue;
    // Timed once, at the reply (a skipped line is not a reply).
    int millis = millis_since(since);
    last_reply_ = Clock::now();
    used_ms_ += millis;
    longest_ms_ = std::max(longest_ms_, millis);
    if (!point) return fail(Fault::Illegal, "sent '" + clip(text) + "' instead of a move", millis);
    Answer a;
    a.x = (*point)[0];
    a.y = (*point)[1];
    a.millis = millis;
    return a;
  }
}

void Player::end() {
  if (process_) process_->write_line("END");
}

void Player::finish(Clock::time_point deadline) {
  if (!process_) return;
  process_->stop(faulted_ ? Clock::now() : deadline);
  process_.reset();
}

} // namespace ishi::protocol
