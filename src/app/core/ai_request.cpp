#include "app/core/ai_request.hpp"

#include <algorithm>

#include "engine/common/tokens.hpp"
#include "engine/gomoku/ai/ai.hpp"
#include "engine/gomoku/record.hpp"
#include "engine/reversi/ai.hpp"
#include "engine/reversi/game.hpp"

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

std::string reversi_hint_request(const reversi::Position& p, int millis) {
  return "hints reversi " + reversi::format_board(p) + " " + std::to_string(millis);
}

std::string gomoku_hint_request(gomoku::Rule rule, int size, std::string_view moves, int millis) {
  return "hints gomoku " + std::string(gomoku::rule_name(rule)) + " " + std::to_string(size) + " " +
         std::to_string(millis) + (moves.empty() ? "" : " ") + std::string(moves);
}

std::string reversi_review_request(std::string_view transcript, int millis) {
  return "review reversi " + std::to_string(millis) + (transcript.empty() ? "" : " ") + std::string(transcript);
}

std::string gomoku_review_request(gomoku::Rule rule, int size, std::string_view moves) {
  return "review gomoku " + std::string(gomoku::rule_name(rule)) + " " + std::to_string(size) +
         (moves.empty() ? "" : " ") + std::string(moves);
}

namespace {

template <typename Level, std::size_t N>
LevelList names(const std::array<Level, N>& levels) {
  LevelList out;
  for (Level l : levels) out.push_back(level_name(l));
  return out;
}

} // namespace

namespace {

// "review reversi <millis> [<transcript>]" or "review gomoku <rule> <size> <moves...>", the
// first word already read.
Expected<AiRequest> parse_review(const std::vector<Token>& tokens) {
  AiRequest r;
  r.review = true;
  std::string game(tokens.size() > 1 ? tokens[1].text : "");
  if (game != "reversi" && game != "gomoku") return ParseError{"unknown review '" + game + "'"};
  r.reversi = game == "reversi";
  if (r.reversi) {
    if (tokens.size() < 3 || tokens.size() > 4) return ParseError{"review reversi <millis> [<transcript>]"};
    if (!whole_number(tokens[2].text, r.millis))
      return ParseError{token_error(tokens[2], "not a time in milliseconds")};
    if (tokens.size() == 4) r.moves = std::string(tokens[3].text);
    auto game_so_far = reversi::load_transcript(r.moves);
    if (!game_so_far) return ParseError{game_so_far.error()};
    return r;
  }
  if (tokens.size() < 4) return ParseError{"review gomoku <rule> <size> <moves...>"};
  auto rule = gomoku::parse_rule(tokens[2].text);
  if (!rule) return ParseError{"unknown rule '" + std::string(tokens[2].text) + "'"};
  r.rule = *rule;
  if (!whole_number(tokens[3].text, r.size) || !gomoku::is_supported_size(r.size)) {
    return ParseError{"unsupported board size '" + std::string(tokens[3].text) + "'"};
  }
  for (std::size_t i = 4; i < tokens.size(); ++i) r.moves += (i > 4 ? " " : "") + std::string(tokens[i].text);
  auto game_so_far = gomoku::load_game(r.moves, r.rule, r.size);
  if (!game_so_far) return ParseError{game_so_far.error()};
  return r;
}

} // namespace

Expected<AiRequest> parse_request(std::string_view request) {
  auto tokens = split_tokens(request);
  if (tokens.empty()) return ParseError{"empty request"};
  if (tokens[0].text == "review") return parse_review(tokens);
  AiRequest r;
  r.hints = tokens[0].text == "hints";
  if (r.hints) tokens.erase(tokens.begin());
  std::string game(tokens.empty() ? "" : tokens[0].text);
  if (game != "reversi" && game != "gomoku") return ParseError{"unknown request '" + game + "'"};
  r.reversi = game == "reversi";
  // reversi <board> <side> <level> <millis> <seed>; gomoku <rule> <size> <level> <millis> <seed> <moves...>
  // (hints: the same without level and seed)
  std::size_t fixed = r.hints ? 4 : 6;
  if (tokens.size() < fixed || (r.reversi && tokens.size() != fixed)) {
    std::string want = std::to_string(fixed);
    return ParseError{(r.hints ? "hints " : "") + game + " request with " + std::to_string(tokens.size()) +
                      " words, expected " + (r.reversi ? want : want + " or more")};
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
  const std::size_t at_millis = r.hints ? 3 : 4;
  if (!r.hints) {
    r.level = std::string(tokens[3].text);
    if (!has_level(r.reversi ? reversi_levels() : gomoku_levels(), r.level)) {
      return ParseError{"unknown level '" + r.level + "'"};
    }
  }
  if (!whole_number(tokens[at_millis].text, r.millis)) {
    return ParseError{token_error(tokens[at_millis], "not a time in milliseconds")};
  }
  if (!r.hints && !whole_number(tokens[5].text, r.seed)) return ParseError{token_error(tokens[5], "not a seed")};
  if (!r.reversi) {
    for (std::size_t i = fixed; i < tokens.size(); ++i) r.moves += (i > fixed ? " " : "") + std::string(tokens[i].text);
    auto game_so_far = gomoku::load_game(r.moves, r.rule, r.size);
    if (!game_so_far) return ParseError{game_so_far.error()};
  }
  return r;
}

std::string request_text(const AiRequest& r) {
  if (r.review)
    return r.reversi ? reversi_review_request(r.moves, r.millis) : gomoku_review_request(r.rule, r.size, r.moves);
  if (r.hints) {
    return r.reversi ? reversi_hint_request(r.board, r.millis) : gomoku_hint_request(r.rule, r.size, r.moves, r.millis);
  }
  if (r.reversi) return reversi_request(r.board, r.level, r.millis, r.seed);
  return gomoku_request(r.rule, r.size, r.moves, r.level, r.millis, r.seed);
}

std::optional<std::string> answer_error(std::string_view answer) {
  constexpr std::string_view kError = "error ";
  if (answer.substr(0, kError.size()) != kError) return std::nullopt;
  return std::string(answer.substr(kError.size()));
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
