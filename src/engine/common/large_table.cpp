#include "engine/common/large_table.hpp"

#include <algorithm>
#include <cstdlib>

#if defined(__linux__) && !defined(__EMSCRIPTEN__)
#include <sys/mman.h>
#define ISHI_HUGE_PAGES 1
#endif

namespace ishi {

void* allocate_large(std::size_t bytes) {
#if defined(ISHI_HUGE_PAGES)
  constexpr std::size_t kHugePage = std::size_t{2} << 20;
  if (bytes >= kHugePage) {
    const std::size_t rounded = (bytes + kHugePage - 1) / kHugePage * kHugePage;
    void* memory = std::aligned_alloc(kHugePage, rounded);
    if (memory == nullptr) throw std::bad_alloc();
    // Advice only: without huge pages the table works the same, a little slower.
    madvise(memory, rounded, MADV_HUGEPAGE);
    return memory;
  }
#endif
  // At least a cache line's alignment, so that a table's 64-byte buckets each sit in one.
  constexpr std::size_t kLine = 64;
  void* memory = std::aligned_alloc(kLine, (std::max<std::size_t>(bytes, 1) + kLine - 1) / kLine * kLine);
  if (memory == nullptr) throw std::bad_alloc();
  return memory;
}

void free_large(void* memory) noexcept { std::free(memory); }

} // namespace ishi
