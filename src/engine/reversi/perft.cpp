#include "engine/reversi/perft.hpp"

#include <vector>

namespace ishi::reversi {

namespace {

std::uint64_t leaves(Bits player, Bits opponent, int depth) {
  Bits moves = legal_moves(player, opponent);
  if (!moves) {
    if (!legal_moves(opponent, player)) return 1; // game over: one leaf at any depth
    return depth == 1 ? 1 : leaves(opponent, player, depth - 1);
  }
  if (depth == 1) return static_cast<std::uint64_t>(popcount(moves));
  std::uint64_t n = 0;
  if (depth == 2) {
    // The last ply is counted here, not by a call per child (wasm under V8 pays dearly for
    // calls, and a test of the depth inside the loop below cost as much as it saved there).
    // A child without a move is one leaf, whether it passes or the game is over.
    while (moves) {
      int sq = first_square(moves);
      moves &= moves - 1;
      Bits f = flips(player, opponent, sq);
      Bits replies = legal_moves(opponent & ~f, player | f | bit(sq));
      n += replies ? static_cast<std::uint64_t>(popcount(replies)) : 1;
    }
    return n;
  }
  while (moves) {
    int sq = first_square(moves);
    moves &= moves - 1;
    Bits f = flips(player, opponent, sq);
    n += leaves(opponent & ~f, player | f | bit(sq), depth - 1);
  }
  return n;
}

struct Entry {
  Bits player;
  Bits opponent;
  std::uint64_t count; // depth in the top 8 bits, leaves below
};

class Table {
 public:
  explicit Table(int bits) : mask_((std::size_t{1} << bits) - 1), entries_(mask_ + 1, Entry{0, 0, 0}) {}
  std::uint64_t count(Bits player, Bits opponent, int depth) {
    if (depth <= 2) return leaves(player, opponent, depth);
    Entry& e = entries_[index(player, opponent, depth)];
    auto d = static_cast<std::uint64_t>(depth);
    if (e.player == player && e.opponent == opponent && (e.count >> 56) == d) return e.count & kLow;
    std::uint64_t n = 0;
    Bits moves = legal_moves(player, opponent);
    if (!moves) {
      n = legal_moves(opponent, player) ? count(opponent, player, depth - 1) : 1;
    } else {
      while (moves) {
        int sq = first_square(moves);
        moves &= moves - 1;
        Bits f = flips(player, opponent, sq);
        n += count(opponent & ~f, player | f | bit(sq), depth - 1);
      }
    }
    e = {player, opponent, (d << 56) | n};
    return n;
  }

 private:
  static constexpr std::uint64_t kLow = (std::uint64_t{1} << 56) - 1;
  std::size_t index(Bits player, Bits opponent, int depth) const {
    std::uint64_t h = player * 0x9e3779b97f4a7c15ULL ^ (opponent + 0x632be59bd9b4e019ULL) * 0xc2b2ae3d27d4eb4fULL;
    h ^= static_cast<std::uint64_t>(depth) * 0x165667b19e3779f9ULL;
    return static_cast<std::size_t>(h ^ (h >> 29)) & mask_;
  }
  std::size_t mask_;
  std::vector<Entry> entries_;
};

} // namespace

std::uint64_t perft(const Position& p, int depth) {
  if (depth <= 0) return 1;
  return leaves(p.player, p.opponent, depth);
}

std::uint64_t perft_hashed(const Position& p, int depth, int table_bits) {
  if (depth <= 0) return 1;
  Table t(table_bits);
  return t.count(p.player, p.opponent, depth);
}

} // namespace ishi::reversi
