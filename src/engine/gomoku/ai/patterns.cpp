#include "engine/gomoku/ai/patterns.hpp"

#include <array>
#include <cstdlib>
#include <vector>

namespace ishi::gomoku::ai {

const char* pattern_name(Pattern p) {
  static constexpr const char* kNames[] = {"none", "overline", "L1", "B2", "L2", "B3", "L3", "B4", "L4", "D4", "five"};
  return p < kPatternCount ? kNames[p] : "?";
}

namespace {

constexpr int kCells = 2 * kReach + 1; // the line: neighbours plus the centre
constexpr int kCentre = kReach;
using Line = std::array<std::uint8_t, kCells>; // 0 empty, 1 own, 2 blocked

int pow3(int n) {
  int r = 1;
  while (n-- > 0) r *= 3;
  return r;
}

int memo_key(const Line& line) {
  int k = 0;
  for (int i = 0; i < kCells; ++i) {
    if (i != kCentre) k = k * 3 + line[static_cast<std::size_t>(i)];
  }
  return k;
}

class Classifier {
 public:
  explicit Classifier(bool exact) : exact_(exact), memo_(static_cast<std::size_t>(pow3(kCells - 1)), -1) {}

  std::uint8_t classify(Line& line) {
    int k = memo_key(line);
    auto& m = memo_[static_cast<std::size_t>(k)];
    if (m < 0) m = static_cast<std::int8_t>(compute(line));
    return static_cast<std::uint8_t>(m);
  }

 private:
  bool wins(int run) const { return exact_ ? run == 5 : run >= 5; }

  static int run_through_centre(const Line& line) {
    int run = 1;
    for (int i = kCentre + 1; i < kCells && line[static_cast<std::size_t>(i)] == 1; ++i) ++run;
    for (int i = kCentre - 1; i >= 0 && line[static_cast<std::size_t>(i)] == 1; --i) ++run;
    return run;
  }

  std::uint8_t compute(Line& line) {
    int run = run_through_centre(line);
    if (wins(run)) return kFive;
    if (run >= 6) return kOverline; // exact rule: more stones never make it a five
    std::array<int, 2> points{};
    int n = 0;
    for (int e = 1; e < kCells - 1; ++e) {
      auto& c = line[static_cast<std::size_t>(e)];
      if (c != 0) continue;
      c = 1;
      if (wins(run_through_centre(line)) && n < 2) points[static_cast<std::size_t>(n++)] = e;
      c = 0;
    }
    if (n == 2) return std::abs(points[0] - points[1]) == 5 ? kL4 : kD4;
    if (n == 1) return kB4;
    std::uint8_t best = kNone;
    for (int e = 1; e < kCells - 1; ++e) {
      auto& c = line[static_cast<std::size_t>(e)];
      if (c != 0) continue;
      c = 1;
      std::uint8_t r = classify(line);
      c = 0;
      std::uint8_t mapped = kNone;
      if (r == kL4 || r == kD4) {
        mapped = kL3;
      } else if (r == kB4) {
        mapped = kB3;
      } else if (r == kL3) {
        mapped = kL2;
      } else if (r == kB3) {
        mapped = kB2;
      } else if (r == kL2) {
        mapped = kL1;
      }
      if (mapped > best) best = mapped;
    }
    return best;
  }

  bool exact_;
  std::vector<std::int8_t> memo_;
};

std::vector<std::uint8_t> build(bool exact) {
  Classifier classifier(exact);
  std::vector<std::uint8_t> table(kKeyCount);
  Line line{};
  line[kCentre] = 1;
  for (std::uint32_t key = 0; key < kKeyCount; ++key) {
    std::uint32_t rest = key;
    for (int slot = 0; slot < 2 * kReach; ++slot, rest /= 3) {
      int pos = slot < kReach ? slot : slot + 1;
      line[static_cast<std::size_t>(pos)] = static_cast<std::uint8_t>(rest % 3);
    }
    table[key] = classifier.classify(line);
  }
  return table;
}

// Each table is a function-local static: C++ builds it once, on first use, and a thread
// that asks meanwhile waits for it (two searches may start at the same time).
template <bool Exact>
const std::uint8_t* built_table() {
  static const std::vector<std::uint8_t> table = build(Exact);
  return table.data();
}

} // namespace

const std::uint8_t* pattern_table(bool exact) { return exact ? built_table<true>() : built_table<false>(); }

} // namespace ishi::gomoku::ai
