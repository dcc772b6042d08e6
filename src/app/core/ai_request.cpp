#include "app/core/ai_request.hpp"

#include <algorithm>

#include "engine/gomoku/ai/ai.hpp"
#include "engine/reversi/ai.hpp"

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

namespace {

template <typename Level, std::size_t N>
LevelList names(const std::array<Level, N>& levels) {
  LevelList out;
  for (Level l : levels) out.push_back(level_name(l));
  return out;
}

} // namespace

LevelList reversi_levels() { return names(reversi::ai::kLevels); }
LevelList gomoku_levels() { return names(gomoku::ai::kLevels); }

bool has_level(const LevelList& levels, std::string_view level) {
  return std::find(levels.begin(), levels.end(), level) != levels.end();
}

std::string level_list_text(const LevelList& levels) {
  std::string out;
  for (std::string_view l : levels) out += (out.empty() ? "" : " ") + std::string(l);
  return out;
}

} // namespace ishi::app
