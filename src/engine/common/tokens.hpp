#pragma once
// Splitting text into whitespace-separated tokens that remember where they came from, so
// that an error can name the token and its position.

#include <charconv>
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

// A whole decimal number that fits T and nothing around it (no sign for unsigned T, no
// spaces): true and `out` set, or false and `out` unspecified.
template <typename T>
bool whole_number(std::string_view text, T& out) {
  auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), out);
  return !text.empty() && ec == std::errc{} && end == text.data() + text.size();
}

// "token 3 'z99' at column 7: <why>"
std::string token_error(const Token& t, std::string_view why);

} // namespace ishi
