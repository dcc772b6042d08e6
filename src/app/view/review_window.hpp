#pragma once
// The review of a game: its progress, then a graph of the positions' values (click to go
// to a move), a summary per player and the moves worth a look. Not modal: the board shows
// the position chosen, with the better move marked.

#include "app/core/app_state.hpp"

namespace ishi::app {

void draw_review_window(AppState& app);

} // namespace ishi::app
