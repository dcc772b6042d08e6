#pragma once
// Reviewing the game shown: the engine goes through every move in its own runner (the page
// keeps drawing), then the review dialog shows its labels, a graph of the positions' values
// and a summary per player. A new move, undo or a new game drops a review under way or
// done: it belongs to the record it was asked for.

#include <optional>
#include <string>
#include <vector>

#include "app/core/app_state.hpp"
#include "app/core/reply.hpp"
#include "app/core/review_answer.hpp"

namespace ishi::app {

// Reversi's budget per move on the page (Gomoku's reviews have their own node budgets).
inline constexpr int kReviewMillisPerMove = 150;

// Whether the active game may be reviewed now, or why not: it has no moves, or the
// computer is to move (its move would drop the review).
Reply review_allowed(const AppState& app);
// Starts reviewing the active game, if allowed, and opens the dialog. A review of the same
// game under way or done is kept; one that ended in an error is asked again.
Reply start_review(AppState& app);
// Once per frame: takes the answer when it comes, drops the review if the game changed.
void tick_review(AppState& app);
// Closes the dialog and stops a review under way.
void close_review(AppState& app);

// The review of the game as it is, once done (null before).
const ReviewAnswer* finished_review(const AppState& app);
// Plies reviewed so far and the game's plies, while it runs. The canvas is not redrawn for
// each (a software-rendered frame takes tens of milliseconds): the page shows this on its
// own text line, as it does the computer's thinking; the window's bar follows on the next
// frame drawn.
struct ReviewProgress {
  int done = 0;
  int total = 0;
};
std::optional<ReviewProgress> review_progress(const AppState& app);

// The value of the position before each ply, for Black (each ply's score is its mover's),
// on a common scale for the graph:
// Reversi in discs (-64..64), Gomoku in evaluation units clamped to -2000..2000 (a forced
// win is the end of the scale).
std::vector<float> review_graph(const ReviewAnswer& r, bool reversi);
// One line per player, in the UI's language: "Black: mistake ×2, missed win ×1", or that no
// mistake was found.
std::vector<std::string> review_summary(const ReviewAnswer& r);
// While the finished review's dialog is open: the move played from the position shown, if
// flagged, and the engine's better move there (its name), else nullopt.
const ReviewedPly* review_of_shown_move(const AppState& app);

// Is this label worth a player's attention (inaccuracy, mistake, blunder, missed-win,
// missed-defence or foul)?
bool review_flagged(const std::string& label);
// The label in the UI's language.
const char* review_label_title(const std::string& label);

} // namespace ishi::app
