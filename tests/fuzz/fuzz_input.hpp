#pragma once
// What every fuzz target shares: reading choices and text from libFuzzer's bytes, and
// checking an invariant (a failed check prints what broke and aborts, which libFuzzer
// reports as a crash and keeps the input).

#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <string_view>
#include <vector>

namespace ishi::fuzz {

// The input, consumed from the front: small choices first, then the rest as text.
class Input {
 public:
  Input(const std::uint8_t* data, std::size_t size) : data_(data), size_(size) {}

  // A number below `n` from the next byte (0 when the input is used up).
  int pick(int n) {
    if (pos_ >= size_) return 0;
    return data_[pos_++] % n;
  }
  bool flag() { return pick(2) == 1; }
  // Everything not read yet.
  std::string_view rest() {
    std::string_view s(reinterpret_cast<const char*>(data_) + pos_, size_ - pos_);
    pos_ = size_;
    return s;
  }

 private:
  const std::uint8_t* data_;
  std::size_t size_;
  std::size_t pos_ = 0;
};

// The text cut at each `sep` (the pieces keep no separator; a trailing one gives an empty
// last piece).
inline std::vector<std::string_view> split(std::string_view text, char sep) {
  std::vector<std::string_view> out;
  std::size_t start = 0;
  while (true) {
    std::size_t end = text.find(sep, start);
    if (end == std::string_view::npos) {
      out.push_back(text.substr(start));
      return out;
    }
    out.push_back(text.substr(start, end - start));
    start = end + 1;
  }
}

[[noreturn]] inline void broken(const char* what, const char* file, int line) {
  std::fprintf(stderr, "invariant broken at %s:%d: %s\n", file, line, what);
  std::abort();
}

} // namespace ishi::fuzz

// An invariant of the code under test; on failure the target aborts with the condition.
#define FUZZ_CHECK(cond)                                          \
  do {                                                            \
    if (!(cond)) ::ishi::fuzz::broken(#cond, __FILE__, __LINE__); \
  } while (false)
