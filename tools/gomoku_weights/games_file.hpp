#pragma once
// The games ishi_gomoku_games writes, one a line:
//   <freestyle|renju> <move>... | <score>...
// The random opening's moves come first and have no score; then one score (the search's, for
// the side to move) per searched move.

#include <cstdio>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "engine/gomoku/ai/position.hpp"
#include "engine/gomoku/board.hpp"

namespace ishi::gomoku::ai {

// Replays every game of the file. Before each searched move, visit(position, game, ply,
// score, move) is called with the position before it, the game's number counted over all
// files (game_number is carried from call to call), the move's ply in the game, the
// search's score and the point played. False, with a message, for an unreadable file or a
// move that cannot be played.
template <class Visit>
bool replay_games(const char* path, int& game_number, Visit&& visit) {
  std::ifstream in(path);
  if (!in) {
    std::fprintf(stderr, "cannot read %s\n", path);
    return false;
  }
  std::string line;
  while (std::getline(in, line)) {
    ++game_number;
    std::istringstream words(line);
    std::string rule_name, w;
    words >> rule_name;
    const Rule rule = rule_name == "renju" ? Rule::Renju : Rule::Freestyle;
    std::vector<std::string> moves;
    while (words >> w && w != "|") moves.push_back(w);
    std::vector<int> scores;
    while (words >> w) scores.push_back(std::stoi(w));
    const int opening = static_cast<int>(moves.size()) - static_cast<int>(scores.size());
    Position p(kDefaultSize, rule);
    const Board board(kDefaultSize);
    for (int m = 0; m < static_cast<int>(moves.size()); ++m) {
      auto square = board.parse(moves[static_cast<std::size_t>(m)]);
      if (!square || !p.empty(p.index(*square))) {
        std::fprintf(stderr, "%s: game %d: bad move %s\n", path, game_number,
                     moves[static_cast<std::size_t>(m)].c_str());
        return false;
      }
      const int move = p.index(*square);
      if (m >= opening)
        visit(static_cast<const Position&>(p), game_number, m, scores[static_cast<std::size_t>(m - opening)], move);
      p.play(move);
    }
  }
  return true;
}

} // namespace ishi::gomoku::ai
