#pragma once
// A game gone through move by move, in terms of the rules: where a player let a forced win
// go, let the opponent get one, or played a foul. `ishi gomoku review` prints it, and the
// page's Web Worker can call the same function (no threads, budgets in nodes).
//
// A "forced win" here is one the threat searches find (threat_search.hpp: a VCF of at most
// 30 fours, else a VCT of at most 4 threats), each within ReviewOptions::threat_nodes. A
// move is blamed only on sure grounds: a win that was found, and, where "no forced win" is
// claimed, searches that finished without finding one (a search that ran out of nodes
// blames nobody). So every label is repeatable and none is a guess. For each move, from the
// position before it:
//
//   foul            the game's referee judges the move a foul: Black's double-three,
//                   double-four or overline under Renju, either colour's overline or
//                   double-three under Classic (the move loses at once)
//   win             the move makes five (a winning row under the rule)
//   missed-win      the mover had a forced win, and after the move played the opponent has
//                   a reply that leaves the mover none (the first move of the found win
//                   keeps it by definition; another four or three that also wins keeps it;
//                   the replies tried are the points of the mover's win and the points near
//                   the stones that matter most, 24 in all)
//   missed-defence  the mover had no forced win, the opponent has one after the move played,
//                   and has none after the engine's move or after a stone on the opponent's
//                   first winning point (so the loss could be avoided)
//   ok              anything else (also a move in a position already lost)
//
// best is the first move of the forced win when the mover had one, the played move when it
// makes five, otherwise the Strong level's choice within ReviewOptions::search_nodes.
// loss is 1 for foul, missed-win and missed-defence (the move changed the game's forced
// outcome against the mover) and 0 otherwise: Gomoku has no disc count to measure more by.
//
// Cost: per move a Strong search and two to six threat searches, up to about fifty where a
// won position was let go; a 60-move game takes one to four seconds natively.

#include <atomic>
#include <cstdint>
#include <functional>
#include <optional>
#include <string_view>
#include <vector>

#include "engine/common/square.hpp"
#include "engine/gomoku/game.hpp"

namespace ishi::gomoku::ai {

enum class ReviewLabel { Ok, Win, Foul, MissedWin, MissedDefence };

// "ok", "win", "foul", "missed-win", "missed-defence".
std::string_view review_label_name(ReviewLabel label);

struct PlyReview {
  int ply = 0;                // 1 for the first move
  Square move;                // the move played
  std::optional<Square> best; // the engine's move (none only when the mover had no legal point)
  int loss = 0;               // 1 or 0, see above
  ReviewLabel label = ReviewLabel::Ok;
  // The position's value for the mover before the move (for a graph): kWinScore less the
  // win's length when it had a forced win, else the Strong search's score (evaluation
  // units, a win score when the search proved one).
  int score = 0;
};

struct ReviewOptions {
  std::uint64_t search_nodes = 20000;  // the Strong search for `best` when there is no forced win
  std::uint64_t threat_nodes = 100000; // each VCF or VCT search
  // Set by another thread to end the review after the current move (the plies done so far
  // are returned).
  const std::atomic<bool>* stop = nullptr;
};

// Called after each move's review, in order (for a progress bar, or to print as it goes).
using PlyFn = std::function<void(const PlyReview&)>;

// One entry per move of the game, in order. The game may have been played with either
// ForbiddenPolicy: a foul is always its last move. Requires supports(game.rule(), size).
std::vector<PlyReview> review_game(const Game& game, const ReviewOptions& options, const PlyFn& on_ply = {});

} // namespace ishi::gomoku::ai
