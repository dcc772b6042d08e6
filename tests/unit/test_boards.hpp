#pragma once
// Building Gomoku positions in tests: stones placed directly, no rule checks.

#include <string>

#include "engine/common/tokens.hpp"
#include "engine/gomoku/board.hpp"

namespace ishi::testing {

inline gomoku::Board stones(const std::string& black, const std::string& white, int size = 15) {
  gomoku::Board b(size);
  for (const auto& t : split_tokens(black)) b.set(*b.parse(t.text), gomoku::Stone::Black);
  for (const auto& t : split_tokens(white)) b.set(*b.parse(t.text), gomoku::Stone::White);
  return b;
}

} // namespace ishi::testing
