#pragma once
// Storage for a large table read at random places (a search's transposition table). On
// Linux it is aligned to 2 MB and the kernel is asked to back it with huge pages (when
// transparent huge pages are enabled or set to madvise), so that most lookups no longer miss
// the TLB as well as the cache: the endgame solver with the FFO bench's 96 MB table solved
// #40-#49 in 24.1-24.3 s against 25.2-25.8 s (three interleaved runs, 2026-12-07). Elsewhere
// (wasm, other systems) it is ordinary memory aligned to a 64-byte cache line (the solver's
// buckets fill one each; unaligned, they cost wasm 4% on FFO #40-#44). The Gomoku search's
// table kept std::vector: huge pages gained nothing there (search.cpp says why).

#include <cstddef>
#include <memory>
#include <new>

namespace ishi {

// Raw storage of `bytes` (> 0), as described above; throws std::bad_alloc when there is none.
void* allocate_large(std::size_t bytes);
void free_large(void* memory) noexcept;

// A fixed number of value-initialised elements in such storage.
template <class T>
class LargeTable {
  // The storage is aligned for any ordinary type, no more.
  static_assert(alignof(T) <= alignof(std::max_align_t));

 public:
  explicit LargeTable(std::size_t count) : count_(count), data_(static_cast<T*>(allocate_large(count * sizeof(T)))) {
    std::uninitialized_value_construct_n(data_, count_);
  }
  ~LargeTable() {
    std::destroy_n(data_, count_);
    free_large(data_);
  }
  LargeTable(const LargeTable&) = delete;
  LargeTable& operator=(const LargeTable&) = delete;

  T& operator[](std::size_t i) { return data_[i]; }
  const T& operator[](std::size_t i) const { return data_[i]; }
  std::size_t size() const { return count_; }

 private:
  std::size_t count_;
  T* data_;
};

} // namespace ishi
