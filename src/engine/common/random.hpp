#pragma once
// Seeded choices that every platform makes alike. std::mt19937_64's output is fixed by the
// C++ standard, but the library's distributions (uniform_int_distribution, shuffle) are
// not: libstdc++ (native) and libc++ (wasm) turn the same bits into different numbers, and
// one seed would play different games. So the engine maps random bits to a range itself.

#include <cstddef>
#include <random>

namespace ishi {

// A number in [0, n) from the generator's next output (n > 0). The remainder's bias, below
// n / 2^64, is far too small to matter for a choice among a few hundred moves.
inline std::size_t random_below(std::mt19937_64& rng, std::size_t n) { return static_cast<std::size_t>(rng() % n); }

} // namespace ishi
