#include "app/core/ai_request.hpp"

#include <algorithm>
#include <charconv>

#include "engine/common/tokens.hpp"
#include "engine/gomoku/ai/ai.hpp"
#include "engine/gomoku/record.hpp"
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

// A whole decimal number that fits T, nothing else around it.
template <typename T>
bool whole_number(std::string_view text, T& out) {
  auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), out);
  return !text.empty() && ec == std::errc{} && end == text.data() + text.size();
}

} // namespace

Expected<AiRequest> parse_request(std::string_view request) {
  auto tokens = split_tokens(request);
  if (tokens.empty()) return ParseError{"empty request"};
  AiRequest r;
  std::string game(tokens[0].text);
  if (game != "reversi" && game != "gomoku") return ParseError{"unknown request '" + game + "'"};
  r.reversi = game == "reversi";
  // reversi <board> <side> <level> <millis> <seed>; gomoku <rule> <size> <level> <millis> <seed> <moves...>
  std::size_t fixed = 6;
  if (tokens.size() < fixed || (r.reversi && tokens.size() != fixed)) {
    return ParseError{game + " request with " + std::to_string(tokens.size()) + " words, expected " +
                      (r.reversi ? "6" : "6 or more")};
  }
  if (r.reversi) {
    auto board = reversi::parse_board(std::string(tokens[1].text) + " " + std::string(tokens[2].text));
    if (!board) return ParseError{board.error()};
    r.board = *board;
  } else {
    auto rule = gomoku::parse_rule(tokens[1].text);
    if (!rule) return ParseError{"unknown rule '" + std::string(tokens[1].text) + "'"};
    r.rule = *rule;
    if (!whole_number(tokens[2].text, r.size) || !gomoku::is_supported_size(r.size)) {
      return ParseError{"unsupported board size '" + std::string(tokens[2].text) + "'"};
    }
  }
  r.level = std::string(tokens[3].text);
  if (!has_level(r.reversi ? reversi_levels() : gomoku_levels(), r.level)) {
    return ParseError{"unknown level '" + r.level + "'"};
  }
  if (!whole_number(tokens[4].text, r.millis)) return ParseError{token_error(tokens[4], "not a time in milliseconds")};
  if (!whole_number(tokens[5].text, r.seed)) return ParseError{token_error(tokens[5], "not a seed")};
  if (!r.reversi) {
    for (std::size_t i = fixed; i < tokens.size(); ++i) r.moves += (i > fixed ? " " : "") + std::string(tokens[i].text);
    auto game_so_far = gomoku::load_game(r.moves, r.rule, r.size);
    if (!game_so_far) return ParseError{game_so_far.error()};
  }
  return r;
}

std::string request_text(const AiRequest& r) {
  if (r.reversi) return reversi_request(r.board, r.level, r.millis, r.seed);
  return gomoku_request(r.rule, r.size, r.moves, r.level, r.millis, r.seed);
}

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
