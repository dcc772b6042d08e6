#pragma once
// What a move just made: every five, overline, straight four, four and three through it,
// with the stones that form each and the empty points that complete or stop it, and the
// combinations (4-4, 4-3, 3-3). This feeds the rule-warning popups and the AI.
//
// Definitions follow the rule set: a five is a winning row for that colour (exactly five
// under Standard and Classic and for Black in Renju, five or more otherwise); a four is a
// line one stone away from such a five; a three is a line one stone away from a straight
// four (a four with two winning points), where that stone makes no five and, for Black
// in Renju, is not itself forbidden.

#include <string>
#include <string_view>
#include <vector>

#include "engine/gomoku/board.hpp"
#include "engine/gomoku/renju.hpp"
#include "engine/gomoku/rules.hpp"

namespace ishi::gomoku {

enum class ThreatKind { Five, Overline, StraightFour, Four, Three };
std::string_view threat_name(ThreatKind k); // "five", "overline", "straight-four", "four", "three"

struct Threat {
  ThreatKind kind;
  Direction direction;
  std::vector<Square> stones;    // the stones that form it, the move included
  std::vector<Square> completes; // empty points that make it a five (fours) or a straight four (threes)
  std::vector<Square> defends;   // empty points where the opponent stops it
};

struct MoveAnalysis {
  Square move;
  Stone colour = Stone::Empty;
  std::vector<Threat> threats;

  int count(ThreatKind k) const;
  int fours() const { return count(ThreatKind::Four) + count(ThreatKind::StraightFour); }
  int threes() const { return count(ThreatKind::Three); }
  bool has(ThreatKind k) const { return count(k) > 0; }
  // "4-4", "4-3" and "3-3" as they apply (several can: a 4-4-3 is both 4-4 and 4-3).
  std::vector<std::string> combinations() const;
};

// Analyse the stone at `move` (already on the board) under `rule`.
MoveAnalysis analyze_move(const Board& board, Square move, Rule rule);

// Does only exactly five win for `colour` under `rule` (an overline being no win)?
bool exact_five_rule(Rule rule, Stone colour);

// Classic, the Japanese house rule: the foul of the stone at `move` (already on the board),
// for either colour. An overline or a double-three loses, unless the move makes a five.
// Foul::None when the move is fine. The game and the AI's root both judge by this.
Foul classic_foul(const Board& board, Square move);

} // namespace ishi::gomoku
