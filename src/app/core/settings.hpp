#pragma once
// The player's choices: which game, which rules, who plays, how warnings are shown. They
// are remembered between visits as a line of text (see to_text / settings_from_text).

#include <optional>
#include <string>
#include <string_view>

#include "app/core/i18n.hpp"
#include "app/core/notice.hpp"
#include "engine/gomoku/rules.hpp"

namespace ishi::app {

enum class GameKind { Gomoku, Reversi };
enum class Opponent { Person, Computer };
enum class ColourChoice { Black, White, Random };
// The colours of the page and the panel (the boards keep theirs: readable in both).
enum class Theme { System, Light, Dark };

std::string_view game_kind_name(GameKind g); // "gomoku", "reversi"
std::optional<GameKind> parse_game_kind(std::string_view s);

struct Settings {
  GameKind game = GameKind::Gomoku;
  gomoku::Rule rule = gomoku::Rule::Freestyle;
  int size = 15;
  Opponent opponent = Opponent::Person;
  std::string level = "medium"; // a level name of the game's AI
  ColourChoice colour = ColourChoice::Black;
  // How each kind of rule warning is shown: threes, fours (and 4-3, 4-4, 3-3), fouls.
  NoticeStyle threes = NoticeStyle::Popup;
  NoticeStyle fours = NoticeStyle::Popup;
  NoticeStyle fouls = NoticeStyle::Popup;
  bool show_forbidden = true;
  bool show_hints = true;    // Reversi's legal moves as dots
  bool engine_hints = false; // the engine's best moves and the opponent's threats
  bool move_numbers = false;
  bool sound = true;
  bool tap_preview = false;
  Language language = Language::English;
  Theme theme = Theme::System;

  friend bool operator==(const Settings&, const Settings&) = default;
};

// Whether the page is drawn dark: the player's choice, or the system's (`system_dark`).
constexpr bool dark_theme(Theme t, bool system_dark) { return t == Theme::Dark || (t == Theme::System && system_dark); }

// "game=gomoku;rule=renju;size=15;..." Unknown keys are ignored; a bad value is an error.
std::string to_text(const Settings& s);
std::optional<Settings> settings_from_text(std::string_view text, std::string* error = nullptr);

} // namespace ishi::app
