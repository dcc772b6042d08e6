#include "engine/common/tokens.hpp"

namespace ishi {

namespace {
bool is_space(char c) { return c == ' ' || c == '\t' || c == '\n' || c == '\r'; }
} // namespace

std::vector<Token> split_tokens(std::string_view text) {
  std::vector<Token> out;
  std::size_t i = 0;
  while (i < text.size()) {
    while (i < text.size() && is_space(text[i])) ++i;
    std::size_t start = i;
    while (i < text.size() && !is_space(text[i])) ++i;
    if (i > start) out.push_back({text.substr(start, i - start), out.size() + 1, start + 1});
  }
  return out;
}

std::string token_error(const Token& t, std::string_view why) {
  return "token " + std::to_string(t.index) + " '" + std::string(t.text) + "' at column " + std::to_string(t.column) +
         ": " + std::string(why);
}

} // namespace ishi
