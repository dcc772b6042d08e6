#pragma once
// Splitting text into whitespace-separated tokens that remember where they came from, so
// that an error can name the token and its position.

#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

namespace ishi {

struct Token {
  std::string_view text;
  std::size_t index = 0;  // 1-based position in the list of tokens
  std::size_t column = 0; // 1-based column in the text
};

std::vector<Token> split_tokens(std::string_view text);

// "token 3 'z99' at column 7: <why>"
std::string token_error(const Token& t, std::string_view why);

} // namespace ishi
