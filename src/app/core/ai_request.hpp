#pragma once
// The computer's thinking as a message exchange, so the same code answers in a Web Worker
// (the page stays responsive) and in a native thread. A request and its answer are short
// lines of text:
//   request:  "reversi <64-char board> <X|O> <level> <millis> <seed>"
//             "gomoku <rule> <size> <level> <millis> <seed> <moves...>"
//   progress: "progress <depth> <best move> <score> [<the line's next moves>...]"
//             (any number, while thinking)
//   answer:   "move <square>" | "move pass" | "error <message>"

#include <cstdint>
#include <functional>
#include <string>
#include <string_view>

#include "engine/gomoku/rules.hpp"
#include "engine/reversi/position.hpp"

namespace ishi::app {

std::string reversi_request(const reversi::Position& p, std::string_view level, int millis, std::uint64_t seed);
std::string gomoku_request(gomoku::Rule rule, int size, std::string_view moves, std::string_view level, int millis,
                           std::uint64_t seed);

using ProgressSink = std::function<void(std::string_view line)>;
std::string answer_request(std::string_view request, const ProgressSink& progress = {});

// The levels the computer offers for a game, easiest first.
std::string_view reversi_levels(); // "tutorial easy medium strong"
std::string_view gomoku_levels();
// Is `level` one of the words of `levels`?
bool has_level(std::string_view levels, std::string_view level);

} // namespace ishi::app
