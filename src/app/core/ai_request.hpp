#pragma once
// The computer's thinking as a message exchange, so the same code answers in a Web Worker
// (the page stays responsive) and in a native thread. A request and its answer are short
// lines of text:
//   request:  "reversi <64-char board> <X|O> <level> <millis> <seed>"
//             "gomoku <rule> <size> <level> <millis> <seed> <moves...>"
//   progress: "progress <depth> <best move> <score> [<the line's next moves>...]"
//             (any number, while thinking)
//   answer:   "move <square>" | "move pass" | "error <message>"

#include <atomic>
#include <cstdint>
#include <functional>
#include <string>
#include <string_view>
#include <vector>

#include "engine/common/expected.hpp"
#include "engine/gomoku/rules.hpp"
#include "engine/reversi/position.hpp"

namespace ishi::app {

std::string reversi_request(const reversi::Position& p, std::string_view level, int millis, std::uint64_t seed);
std::string gomoku_request(gomoku::Rule rule, int size, std::string_view moves, std::string_view level, int millis,
                           std::uint64_t seed);

// A request read back: every field checked (a known game, rule, size and level, whole
// numbers, a legal board or move list), or an error naming what is wrong.
struct AiRequest {
  bool reversi = false;
  reversi::Position board;                     // Reversi: the position to move from
  gomoku::Rule rule = gomoku::Rule::Freestyle; // Gomoku: the rule, the size and the moves
  int size = 15;
  std::string moves; // "h8 i9 ..."
  std::string level;
  int millis = 0; // 0 or less: the level's own budget
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

// The levels the computer offers for a game, easiest first, as the engine lists them.
using LevelList = std::vector<std::string_view>;
LevelList reversi_levels(); // tutorial, easy, medium, strong
LevelList gomoku_levels();
bool has_level(const LevelList& levels, std::string_view level);
std::string level_list_text(const LevelList& levels); // "tutorial easy medium strong"

} // namespace ishi::app
