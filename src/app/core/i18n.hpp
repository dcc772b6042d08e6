#pragma once
// All UI text, one table per language (i18n_en.cpp, i18n_ja.cpp, i18n_zh.cpp). Code asks
// for a text by key; a sentence with blanks uses {0}, {1}, filled in by format(). The build
// subsets the CJK font to the characters of these table files.

#include <string>
#include <string_view>

namespace ishi::app {

enum class Language { English, Japanese, Chinese };
std::string_view language_code(Language l);     // "en", "ja", "zh"
Language parse_language(std::string_view code); // from "ja", "zh-CN", "en-US"...; English otherwise

enum class Text {
  NewGame,
  Undo,
  Redo,
  Settings,
  Language,
  Game,
  Rule,
  BoardSize,
  Opponent,
  Person,
  Computer,
  Level,
  Colour,
  Black,
  White,
  Random,
  Start,
  Cancel,
  Ok,
  Yes,
  No,
  Close,
  CopyRecord,
  Import,
  Export,
  Moves,
  BackToGame,
  Gomoku,
  Reversi,
  Freestyle,
  Standard,
  Renju,
  Classic,
  ShowForbidden,
  ShowHints,
  EngineHints,
  MoveNumbers,
  Sound,
  TapPreview,
  Theme,
  ThemeSystem,
  ThemeLight,
  ThemeDark,
  Popups,
  PopupModal,
  PopupBanner,
  PopupOff,
  ToPlay,
  MoveNumber,
  Thinking,
  ComputerBest,
  ComputerRestarted,
  ComputerUnavailable,
  ComputerNoMove,
  HintBest,
  HintThreatVcf,
  HintThreats,
  HintsUsed,
  Review,
  Reviewing,
  ReviewClean,
  ReviewBetter,
  ReviewGraph,
  ReviewSummary,       // "{0}: {1}": a player, then its labels
  ReviewListSeparator, // between the labels of a summary
  LabelInaccuracy,
  LabelMistake,
  LabelBlunder,
  LabelMissedWin,
  LabelMissedDefence,
  LabelFoul,
  // Warnings and notices
  ThatPointIsTaken,
  ThatPointOffBoard,
  GameIsOver,
  ForbiddenFor,
  MadeFour,
  MadeThree,
  MadeFourThree,
  MadeFourFour,
  MadeThreeThree,
  ContinueQuestion,
  PassNotice,
  IllegalOffBoard,
  IllegalOccupied,
  IllegalNoFlip,
  // Results
  WinsBy,
  Draw,
  FiveInARow,
  BoardFull,
  ForbiddenLoss,
  ClassicLoss,
  StoppedByPlayer,
  NoLegalPoint,
  NoLegalPointFive,
  Discs,
  ResultScore,
  SavedGameLost,
  ImportHelp,
  ImportError,
  Imported,
  RecordCopied,
  ShareLink,
  // Foul names
  DoubleThree,
  DoubleFour,
  Overline,
  Three,
  Four,
  // Computer levels
  LevelBeginner,
  LevelTutorial,
  LevelEasy,
  LevelMedium,
  LevelStrong,
  Count_
};

void set_language(Language l);
Language current_language();
const char* tr(Text t);
const char* tr_in(Language l, Text t); // a text in a given language (tests use it)

// The name of a computer level ("strong", ...) in the current language.
const char* level_title(std::string_view level);

// Replaces {0}, {1}, ... in `pattern` by the arguments.
std::string format(std::string_view pattern, std::string_view a0 = {}, std::string_view a1 = {},
                   std::string_view a2 = {});

} // namespace ishi::app
