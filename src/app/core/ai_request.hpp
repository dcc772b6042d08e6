#pragma once
// The computer's thinking as a message exchange, so the same code answers in a Web Worker
// (the page stays responsive) and in a native thread. A request and its answer are short
// lines of text:
//   request:  "reversi <64-char board> <X|O> <level> <millis> <seed>"
//             "gomoku <rule> <size> <level> <millis> <seed> <moves...>"
//   progress: "progress <depth> <best move> <score> [<the line's next moves>...]"
//             (any number, while thinking)
//   answer:   "move <square>" | "move pass" | "error <message>"
//
// Hints for a player (the engine's view of the position, not a move to play) are asked the
// same way, with the game's words after "hints" and no level or seed:
//   request:  "hints reversi <64-char board> <X|O> <millis>"
//             "hints gomoku <rule> <size> <millis> <moves...>"
//   answer:   Reversi: "hints" then "<square> <centi-discs> <exact|dN>" per legal move, best
//             first (none when the side to move must pass; analysis.hpp)
//             Gomoku: "hints <best> <score> <proven|dN>", then " line <moves...>" and the
//             opponent's threats: " fives <points...>", " straight <points...>",
//             " vcf <point>", each part only when it has points (gomoku/ai/hints.hpp)
//
// A review of a whole game (reversi/review.hpp, gomoku/ai/review.hpp), likewise:
//   request:  "review reversi <millis per move> [<transcript>]" (0: a fixed budget of nodes)
//             "review gomoku <rule> <size> <moves...>"
//   progress: "progress <plies done> <plies>"
//   answer:   "review" then "<ply> <mover> <move> <best> <score> <loss> <label>" per ply:
//             mover "black" or "white"; Reversi's passes are "pass", a missing best "-";
//             score is the position's value for the mover before the move (Reversi:
//             centi-discs; Gomoku: evaluation units); loss in discs (Gomoku: 0 or 1)

#include <atomic>
#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "engine/common/expected.hpp"
#include "engine/gomoku/rules.hpp"
#include "engine/reversi/position.hpp"
#include "engine/reversi/review.hpp"

namespace ishi::app {

std::string reversi_request(const reversi::Position& p, std::string_view level, int millis, std::uint64_t seed);
std::string gomoku_request(gomoku::Rule rule, int size, std::string_view moves, std::string_view level, int millis,
                           std::uint64_t seed);
std::string reversi_hint_request(const reversi::Position& p, int millis);
std::string reversi_review_request(std::string_view transcript, int millis);
std::string gomoku_review_request(gomoku::Rule rule, int size, std::string_view moves);
std::string gomoku_hint_request(gomoku::Rule rule, int size, std::string_view moves, int millis);

// A request read back: every field checked (a known game, rule, size and level, whole
// numbers, a legal board or move list), or an error naming what is wrong.
struct AiRequest {
  bool hints = false;  // hints for a player rather than a move (no level, no seed)
  bool review = false; // a review of the game in `moves` (Reversi: its transcript)
  bool reversi = false;
  reversi::Position board;                     // Reversi: the position to move from
  gomoku::Rule rule = gomoku::Rule::Freestyle; // Gomoku: the rule, the size and the moves
  int size = 15;
  std::string moves; // "h8 i9 ..." (a Reversi review: "f5d6...")
  std::string level; // empty for hints
  int millis = 0;    // 0 or less: the level's own budget (hints: a fixed budget of nodes)
  std::uint64_t seed = 0;
};
Expected<AiRequest> parse_request(std::string_view request);
std::string request_text(const AiRequest& r); // the line that parse_request reads back

// The answer to a request; a request parse_request refuses is answered "error <why>".
using ProgressSink = std::function<void(std::string_view line)>;
// `stop`, when given and set by another thread, ends the thinking soon with the best move
// found so far (the native runner uses it to drop a cancelled request at once).
std::string answer_request(std::string_view request, const ProgressSink& progress = {},
                           const std::atomic<bool>* stop = nullptr);

// The answer line of a Reversi review (above), from the engine's review of each ply of
// `game`.
std::string reversi_review_answer(const reversi::Game& game, const std::vector<reversi::PlyReview>& plies);

// The message of an "error <message>" answer, or nullopt for any other answer.
std::optional<std::string> answer_error(std::string_view answer);

// The levels the computer offers for a game, easiest first, as the engine lists them.
using LevelList = std::vector<std::string_view>;
LevelList reversi_levels(); // tutorial, easy, medium, strong
LevelList gomoku_levels();
bool has_level(const LevelList& levels, std::string_view level);
std::string level_list_text(const LevelList& levels); // "tutorial easy medium strong"

} // namespace ishi::app
