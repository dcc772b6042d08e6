#pragma once
// The searching levels, Medium and Strong: one alpha-beta search over the AI's Position.
//
// At the root: a five, the only block of the opponent's five, a win by continuous fours
// (VCF) or, for Strong, by threes and fours (VCT) is played at once. Otherwise iterative
// deepening principal-variation search with a transposition table (from depth 5 each depth
// first within a window around the last depth's score, searched again wider when its score
// falls outside), where every node first looks at the threats on the board:
//   - a five for the side to move wins; two fives for the opponent lose; one must be
//     blocked, and that forced block costs no depth;
//   - a straight four or double four of its own wins; so does a four-three when the
//     opponent has no four to answer with (not for Black under Renju or Classic, whose
//     follow-up may be forbidden);
//   - if the opponent threatens a straight four (it has a three), only the moves that stop
//     it (on the three's line, may_stop_straight_four) or make a four are searched.
// At the horizon the static evaluation stands when it reaches beta; below it the side to
// move looks for a VCF (with its own table of positions where it found none; after its
// first four it tries only fours on a line near the sequence's own stones, except for White
// under Renju, whose fours also win by forcing Black onto a forbidden point). Near the horizon,
// non-PV nodes far above beta fail high at once (futility), nodes far below alpha
// only look for a VCF (razoring), and quiet moves (no four, no three made or stopped)
// beyond a few are skipped; later moves are searched with log(depth) x log(count)
// reductions and searched again at full depth when they turn out better than expected.
// Moves are tried in order: the table's move, then own fours, then by the learned policy
// (move_policy.hpp) plus a history of the quiet moves that cut off. The table's move is
// searched a ply deeper when it is singular: the node searched without it, at half depth,
// stays below the move's stored score less 2 a ply (singular extension; if it reaches beta
// even without the move, the node fails high at once).
//
// Time: with a time limit, a new iteration starts only while less than 65% of it is used
// (whole_turn: until the stop), the search stops at kSearchStopPercent of it (checked every
// 512 nodes), and the rest checks the chosen move against the opponent's VCT.

#include "engine/gomoku/ai/ai.hpp"
#include "engine/gomoku/ai/position.hpp"

namespace ishi::gomoku::ai {

// Strong's timed search stops at this share of its time; the safety check has the rest.
inline constexpr int kSearchStopPercent = 96;

// Medium: at most 3 plies (plus forced replies), no VCT; Strong: the full search.
Choice search_move(Position& p, const Options& options, const ProgressFn& progress);

// The probe the search makes at its horizon, on its own, for tests: the plies to a win by
// at most `fours` continuous fours for the side to move, or 0 (none found within the node
// budget; it may miss a win whose later fours are not near its earlier ones). It clears this
// thread's search tables: never call it during a search.
int horizon_vcf_plies(Position& p, int fours, std::uint64_t max_nodes);

} // namespace ishi::gomoku::ai
