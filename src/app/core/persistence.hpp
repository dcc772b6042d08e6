#pragma once
// The game and settings as text: what is kept in the browser between visits, and the share
// link's fragment. Reading never trusts the text: anything malformed is an error, and the
// caller starts a fresh game with a notice.

#include <optional>
#include <string>
#include <string_view>

#include "app/core/settings.hpp"

namespace ishi::app {

struct SavedGame {
  Settings settings;
  std::string record;          // Gomoku: "h8 i9 ..."; Reversi: "f5d6c3..."
  std::string computer_colour; // "black", "white" or "" (no computer): a random colour, as drawn
  bool hints_used = false;     // the game was played with the engine's hints shown
};

// "ishi 1\n<settings>\n<record>\n<computer colour>\n", then "hints\n" if hints were used
// (older saves lack that line, and the oldest the colour's)
std::string save_text(const SavedGame& g);
std::optional<SavedGame> parse_save(std::string_view text, std::string* error = nullptr);

// "game=gomoku&rule=renju&size=15&moves=h8.i9.j10" (no '#'); Reversi: "game=reversi&moves=f5d6c3".
std::string share_fragment(const SavedGame& g);
// Reads a fragment over `base` (which supplies everything the link does not say).
std::optional<SavedGame> parse_share_fragment(std::string_view fragment, const Settings& base,
                                              std::string* error = nullptr);

} // namespace ishi::app
