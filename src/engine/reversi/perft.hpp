#pragma once
// Perft: the number of move sequences of a given length from a position, the standard
// check of a move generator. A forced pass counts as one ply; a finished game counts as
// one leaf at every deeper depth (the usual convention, "mode 1").

#include <cstdint>

#include "engine/reversi/position.hpp"

namespace ishi::reversi {

// Plain recursion with bulk counting at the last ply.
std::uint64_t perft(const Position& p, int depth);

// The same count with a transposition table (`table_bits`: log2 of its entries), which
// skips positions reached again by another move order. Same results, much faster.
std::uint64_t perft_hashed(const Position& p, int depth, int table_bits = 22);

} // namespace ishi::reversi
