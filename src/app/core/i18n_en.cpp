// English UI text. Keep the order of the Text keys in i18n.hpp.
#include <array>

#include "app/core/i18n.hpp"

namespace ishi::app {

extern const std::array<const char*, static_cast<std::size_t>(Text::Count_)> kEnglish;
const std::array<const char*, static_cast<std::size_t>(Text::Count_)> kEnglish = {
    "New game", "Undo", "Redo", "Settings", "Language", "Game", "Rule", "Board size", "Opponent", "A person",
    "The computer", "Level", "Your colour", "Black", "White", "Random", "Start", "Cancel", "OK", "Yes", "No", "Close",
    "Copy record", "Import", "Export", "Moves", "Back to the game", "Gomoku", "Reversi", "Freestyle", "Standard",
    "Renju", "Classic", "Show forbidden points", "Show legal moves", "Engine hints", "Move numbers", "Sound",
    "Tap to preview, tap again to place", "Theme", "As the system", "Light", "Dark", "Rule warnings", "Popup", "Banner",
    "Off", "{0} to play", "Move {0}", "Thinking...", "best so far: {0}", "The computer stopped and was restarted.",
    "The computer could not start: both sides are yours to play.",
    "The computer found no move it may play: both sides are yours to play.", "Engine: {0}  {1}",
    "{0} threatens to win by fours from {1}", "{0} threatens at {1}", "Engine hints were used in this game.", "Review",
    "Reviewing the game: move {0} of {1}", "{0}: no mistakes found", "Better: {0}",
    "Value for Black, move by move (click to go there)", "{0}: {1}", ", ", "inaccuracy", "mistake", "blunder",
    "missed win", "missed defence", "foul",
    // Warnings and notices
    "That point is taken", "That point is not on the board", "The game is over", "{0}: forbidden for Black",
    "{0} made a four", "{0} made a three", "{0} made a 4-3", "{0} made a 4-4", "{0} made a 3-3",
    "{0} made a {1}. Continue the game?", "{0} has no legal move and passes", "That square is not on the board",
    "That square already has a disc", "That move flips nothing",
    // Results
    "{0} wins: {1}", "Draw: {0}", "five in a row", "the board is full", "Black's forbidden {0} at {1}",
    "{0}'s {1} at {2} loses", "{0} chose to stop at a {1}", "Black has no legal point left",
    "Black has no legal point left to stop the five at {0}", "Black {0} - White {1}", "{0} wins by {1}",
    "The saved game could not be read; a new game has started.",
    "Paste a move list (Gomoku: h8 i9 j10 ...; Reversi: f5d6c3 ...)", "Could not import: {0}", "Record imported",
    "Record copied", "Share link",
    // Foul names
    "double-three", "double-four", "overline", "three", "four",
    // Computer levels
    "Beginner", "Tutorial", "Easy", "Medium", "Strong"};

} // namespace ishi::app
