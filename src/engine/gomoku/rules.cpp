#include "engine/gomoku/rules.hpp"

namespace ishi::gomoku {

std::string_view rule_name(Rule r) {
  switch (r) {
    case Rule::Freestyle: return "freestyle";
    case Rule::Standard: return "standard";
    case Rule::Renju: return "renju";
    case Rule::Classic: return "classic";
  }
  return "freestyle";
}

std::optional<Rule> parse_rule(std::string_view name) {
  for (Rule r : {Rule::Freestyle, Rule::Standard, Rule::Renju, Rule::Classic}) {
    if (rule_name(r) == name) return r;
  }
  return std::nullopt;
}

bool is_winning_length(Rule rule, Stone colour, int length) {
  switch (rule) {
    case Rule::Freestyle: return length >= 5;
    case Rule::Standard:
    case Rule::Classic: return length == 5;
    case Rule::Renju: return colour == Stone::White ? length >= 5 : length == 5;
  }
  return false;
}

bool makes_win(const Board& board, Square s, Rule rule) {
  Stone colour = board.at(s);
  if (colour == Stone::Empty) return false;
  for (Direction d : kLineDirections) {
    if (is_winning_length(rule, colour, run_length(board, s, d))) return true;
  }
  return false;
}

} // namespace ishi::gomoku
