#pragma once
// The engine's hints for the position shown: asked of their own runner (beside the
// computer's) whenever hints are on in the settings or the page's test API waits for them,
// and asked again when the position shown changes; never while the computer is to move
// (even while an earlier position is shown), whose search they would slow down. The view
// draws what has come; nothing here decides a rule (the engine's answer says it all).

#include <string>
#include <vector>

#include "app/core/app_state.hpp"
#include "app/core/hint_answer.hpp"
#include "app/core/reply.hpp"

namespace ishi::app {

// The budget of one hint request: a time on the page (it keeps drawing meanwhile), or 0 for
// a fixed budget of nodes.
inline constexpr int kHintMillis = 1500;

// Whether hints may be asked now, or why not: the computer is to move, or the position
// shown is the end of the game.
Reply hints_allowed(const AppState& app);

// Once per frame: starts or drops the hint request for the position shown, and takes its
// answer when it comes. Marks the game as played with hints when they are shown in a live
// position of a game in progress.
void tick_hints(AppState& app, int millis = kHintMillis);

// The hints of the position shown, once they have come (null before, or when none is
// wanted); an error answer is kept in app.hint_error.
const HintAnswer* shown_hints(const AppState& app);

// The hints in words for the panel, in the UI's language: the best move (Gomoku: and its
// line; Reversi: and its value), then Gomoku's threats ("White threatens to win by fours from
// k10"). Empty when no hints are shown.
std::vector<std::string> hint_lines(const AppState& app);

// Were the engine's hints shown during the active game? (The game-over dialog says so.)
bool hints_used(const AppState& app);

// Forgets that the active game was played with hints (a new game, an imported record), or
// says it was (a saved game restored).
void set_hints_used(AppState& app, bool used);

} // namespace ishi::app
