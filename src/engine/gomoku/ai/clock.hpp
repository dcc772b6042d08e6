#pragma once
// A search's time limit. Portable (std::chrono's steady clock also runs in wasm).

#include <chrono>

namespace ishi::gomoku::ai {

class Deadline {
 public:
  Deadline() = default; // no limit
  static Deadline after_millis(int ms) {
    Deadline d;
    d.set_ = ms > 0;
    d.at_ = std::chrono::steady_clock::now() + std::chrono::milliseconds(ms);
    return d;
  }
  bool limited() const { return set_; }
  bool passed() const { return set_ && std::chrono::steady_clock::now() >= at_; }

 private:
  bool set_ = false;
  std::chrono::steady_clock::time_point at_{};
};

} // namespace ishi::gomoku::ai
