#pragma once
// The midgame evaluation, from the side to move's view, in 1/100 of a disc (roughly).
// Hand-tuned features, no trained weights: mobility, potential mobility, corners, the
// squares next to empty corners, edge stability and parity, weighted by game phase.

#include "engine/reversi/bitboard.hpp"

namespace ishi::reversi {

int evaluate(Bits player, Bits opponent);

// Discs that can never be flipped, found from the corners along the edges (a safe
// under-estimate of stability).
Bits edge_stable(Bits discs, Bits occupied);

} // namespace ishi::reversi
