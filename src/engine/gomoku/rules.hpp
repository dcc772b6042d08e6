#pragma once
// The rule sets, in one place. Each is one named value; everything that depends on the
// rule set asks these functions rather than testing the enum itself.

#include <optional>
#include <string_view>

#include "engine/gomoku/board.hpp"

namespace ishi::gomoku {

enum class Rule {
  Freestyle, // five or more in a row wins, for both colours
  Standard,  // exactly five wins, for both colours
  Renju,     // Black: exactly five, 3-3 / 4-4 / overline forbidden; White: five or more
  Classic,   // the Japanese house rule: exactly five; overline and 3-3 lose
};

std::string_view rule_name(Rule r); // "freestyle", "standard", "renju", "classic"
std::optional<Rule> parse_rule(std::string_view name);

// Does a row of `length` stones of `colour` win under `rule`?
bool is_winning_length(Rule rule, Stone colour, int length);

// Does the stone just placed at `s` complete a winning row? (Forbidden shapes are judged
// separately; a winning five always wins, even when it also makes a forbidden shape.)
bool makes_win(const Board& board, Square s, Rule rule);

} // namespace ishi::gomoku
