#pragma once
// The app's actions, shared by the view (buttons, keys, clicks) and the page's test API:
// starting games, the computer's turns, undo, records, saving and restoring. No ImGui here.

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

#include "app/core/ai_request.hpp"
#include "app/core/app_state.hpp"
#include "app/core/persistence.hpp"

namespace ishi::app {

// Starts a game with these settings; `seed` picks the colour when it is "random".
void start_new_game(AppState& app, const Settings& s, std::uint64_t seed);
void start_new_game(AppState& app); // again, with the current settings

// Once per frame: hands the turn to the computer when it is its turn, and plays its answer.
// If the runner fails, the page says so; once it is broken, people play both colours.
void tick_computer(AppState& app, std::uint64_t seed);
void cancel_computer(AppState& app);
// The computer's answer (ai_request.hpp): "move X" is played when it is the computer's turn
// and a legal move there (anything else changes nothing), "error ..." becomes the message.
// On the computer's turn a refused answer is asked again once; after the second refusal in
// the same position people play both colours from then on (ComputerNoMove says so).
void play_answer(AppState& app, std::string_view answer);
bool computer_thinking(const AppState& app);

bool gomoku_active(const AppState& app);
// What is being played, for the panel: the game or rule and board size, who plays which
// colour and the computer's level, e.g. "Renju 15×15 · Black: A person · White: The
// computer (Strong)", in the UI's language.
std::string game_summary(const AppState& app);
// The levels the computer offers in a game, easiest first ("" if none).
LevelList levels_of(GameKind game);
// The active game's popup and game-over dialog, and closing them.
const std::optional<Notice>& active_popup(const AppState& app);
bool game_over_popup(const AppState& app);
void dismiss_popup(AppState& app);
void dismiss_game_over(AppState& app);
// Answers the open question popup; an error if none is open.
Reply answer_question(AppState& app, bool yes);
// Closes the popup and the game-over dialog; an error while a question waits for its answer.
Reply close_popups(AppState& app);
// The player's choices that need no new game (display, notices, language) take effect.
void apply_settings(AppState& app, const Settings& s);

bool undo(AppState& app);
bool redo(AppState& app);
void browse_step(AppState& app, int delta);
void browse_to(AppState& app, std::optional<int> ply); // nullopt: back to the live game
// A click or tap on a board point (Gomoku: x, y; Reversi: square x + 8 y).
Reply click_point(AppState& app, Square s);
Reply play_text(AppState& app, std::string_view move);

std::string current_record(const AppState& app);
SavedGame current_save(const AppState& app);
// The save's text if anything changed since the last one (which it marks saved), for the
// host to store.
std::optional<std::string> take_save(AppState& app);
// Replaces the current game by a record of the current game kind; errors change nothing.
Reply import_record(AppState& app, std::string_view text);
// At start-up: a share link wins over the saved game; anything unreadable gives a fresh
// game and a notice. Either may be empty.
void restore(AppState& app, std::string_view saved, std::string_view fragment);

// The state for window.ishi.state(): the active game's state plus the app's.
std::string state_json(const AppState& app);

} // namespace ishi::app
