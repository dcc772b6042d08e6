#pragma once
// Threat-space search: wins by continuous fours (VCF) and by threes and fours (VCT).
//
// VCF: the attacker (the side to move) plays only fours; each four leaves the defender one
// point to stop it, and the defender must take it. The attacker wins when a four has two
// winning points, or when the only point that stops it is forbidden for the defender
// (Renju: White drives Black onto a forbidden point). If the defender's forced reply makes
// a four of its own, the attacker must stop it with a move that is itself a four.
//
// VCT: the attacker also plays threes; after a three the defender may take any point on a
// line where the attacker now threatens a straight four and would make a four there (which
// covers every way to stop it, may_stop_straight_four), and the attacker must win against
// every such reply. The defender may also play a four elsewhere first: the attacker blocks
// it and the defender faces the same three again (a four only delays). A three with no
// legal straight four behind it threatens nothing. This is the usual threat-space model: a
// "win" it finds assumes the defender has no better counter-attack than fours; a budget
// bounds the work.
//
// Both work on the AI's Position (play/undo; the position is left as it was).

#include <cstdint>
#include <vector>

#include "engine/gomoku/ai/clock.hpp"
#include "engine/gomoku/ai/position.hpp"

namespace ishi::gomoku::ai {

struct ThreatResult {
  bool win = false;
  bool aborted = false;  // the node budget ran out before an answer
  std::vector<int> line; // the attacker's moves and the forced replies (VCT: one main line)
  std::uint64_t nodes = 0;
};

// A win by continuous fours for the side to move, with at most `max_fours` attacking moves.
ThreatResult find_vcf(Position& p, int max_fours, std::uint64_t max_nodes, const Deadline& deadline = {});

// A win by threes and fours for the side to move, at most `max_threats` attacking moves
// (wins by fewer threats are looked for first).
ThreatResult find_vct(Position& p, int max_threats, std::uint64_t max_nodes, const Deadline& deadline = {});

// Colour c threatens a straight four (or a double four) at its points with open_fours > 0
// or fours >= 2. May a stone of the other colour at the empty point i stop such a threat?
// True for every point that does (it lies on a threat's line, where c would make a four on
// that line), and for a few that do not; false points can be left out of a defence.
bool may_stop_straight_four(const Position& p, int c, int i);

// Is i the point `centre` or on one of the four lines through it, at most four points away
// (the farthest a stone can be and still share a five, or a four, with it)?
bool on_lines_through(const Position& p, int centre, int i);

// A point where colour c makes a four and a three, and the point where that four would make
// a five (-1 if it makes no four after all).
struct FourThree {
  int colour = 0;
  int point = -1;
  int five = -1;
};
// Plays c at `point` and takes it back (the side to move is kept).
FourThree four_three_at(Position& p, int c, int point);
// May a stone of the other colour at the empty point i stop the four-three before it is
// played? True for every point that does: the point itself and its lines' points (they can
// take the four or the three), the five point's lines' points (a stone there can make the
// forced block at the five point a four of the defender's, which wins the move back), and
// the defender's own fours.
bool may_stop_four_three(const Position& p, const FourThree& f, int i);

// The empty points where colour c would make a five (at most a few).
void five_points(const Position& p, int c, std::vector<int>& out);

} // namespace ishi::gomoku::ai
