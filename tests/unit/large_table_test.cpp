#include <doctest.h>

#include <cstdint>

#include "engine/common/large_table.hpp"

namespace {

struct Entry {
  std::uint64_t key = 7;
  std::int8_t depth = -1;
};

// Fills every element with its index's pattern and checks that nothing overlaps.
void check_table(std::size_t count) {
  ishi::LargeTable<Entry> t(count);
  REQUIRE(t.size() == count);
  // Cache-line aligned, small or large: the solver's 64-byte buckets rely on it for speed.
  CHECK(reinterpret_cast<std::uintptr_t>(&t[0]) % 64 == 0);
  std::size_t defaults = 0;
  for (std::size_t i = 0; i < count; ++i) defaults += t[i].key == 7 && t[i].depth == -1;
  CHECK(defaults == count);
  for (std::size_t i = 0; i < count; ++i) t[i].key = i * 0x9e3779b97f4a7c15ULL;
  std::size_t kept = 0;
  for (std::size_t i = 0; i < count; ++i) kept += t[i].key == i * 0x9e3779b97f4a7c15ULL;
  CHECK(kept == count);
}

} // namespace

TEST_CASE("a large table starts with default elements and keeps what is written") {
  check_table(1);
  check_table(1000);
  // Past one 2 MB huge page (the size from which Linux builds ask for huge pages), and not a
  // whole number of them.
  check_table((std::size_t{5} << 20) / sizeof(Entry) + 3);
}
