#include "app/core/ai_request.hpp"

namespace ishi::app {

std::string reversi_request(const reversi::Position& p, std::string_view level, int millis, std::uint64_t seed) {
  return "reversi " + reversi::format_board(p) + " " + std::string(level) + " " + std::to_string(millis) + " " +
         std::to_string(seed);
}

std::string gomoku_request(gomoku::Rule rule, int size, std::string_view moves, std::string_view level, int millis,
                           std::uint64_t seed) {
  return "gomoku " + std::string(gomoku::rule_name(rule)) + " " + std::to_string(size) + " " + std::string(level) +
         " " + std::to_string(millis) + " " + std::to_string(seed) + " " + std::string(moves);
}

std::string_view reversi_levels() { return "tutorial easy medium strong"; }
bool has_level(std::string_view levels, std::string_view level) {
  std::size_t start = 0;
  while (start <= levels.size() && !level.empty()) {
    std::size_t end = levels.find(' ', start);
    if (end == std::string_view::npos) end = levels.size();
    if (levels.substr(start, end - start) == level) return true;
    start = end + 1;
  }
  return false;
}

std::string_view gomoku_levels() { return "beginner tutorial medium strong"; }

} // namespace ishi::app
