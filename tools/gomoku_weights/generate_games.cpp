// Training data for the Gomoku evaluation: self-play games of the Strong level.
//   ishi_gomoku_games <freestyle|renju> <first-game> <games> <nodes-per-move>  > games.txt
// Each game starts from 3 to 5 random stones within three points of the centre, then Strong
// plays both sides with a node budget. One line per game:
//   <rule> <moves...> | <score...>
// where each score is the search's score of the move played, for the side that played it
// (the random opening's moves have none). Deterministic: game g uses seed g.

#include <cstdio>
#include <cstdlib>
#include <random>
#include <string>

#include "engine/gomoku/ai/ai.hpp"

using namespace ishi::gomoku;
using ishi::Square;

int main(int argc, char** argv) {
  if (argc != 5 || (std::string(argv[1]) != "freestyle" && std::string(argv[1]) != "renju")) {
    std::fprintf(stderr, "usage: %s <freestyle|renju> <first-game> <games> <nodes-per-move>\n", argv[0]);
    return 2;
  }
  const Rule rule = std::string(argv[1]) == "renju" ? Rule::Renju : Rule::Freestyle;
  const long first = std::atol(argv[2]), games = std::atol(argv[3]);
  const auto nodes = std::strtoull(argv[4], nullptr, 10);
  for (long g = first; g < first + games; ++g) {
    std::mt19937_64 rng(static_cast<std::uint64_t>(g));
    Game game(rule, kDefaultSize);
    const int centre = kDefaultSize / 2;
    const auto opening = static_cast<std::size_t>(3 + rng() % 3);
    while (game.moves().size() < opening) {
      // A refused point (taken, or a Renju foul) is simply drawn again.
      game.play({centre - 3 + static_cast<int>(rng() % 7), centre - 3 + static_cast<int>(rng() % 7)});
    }
    std::string moves, scores;
    for (Square s : game.moves()) moves += game.board().name(s) + " ";
    while (!game.result().over() && game.moves().size() < 150) {
      ai::Options o;
      o.level = ai::Level::Strong;
      o.max_nodes = nodes;
      o.seed = rng();
      ai::Choice c = ai::choose_move(game, o);
      if (!c.move) break;
      moves += game.board().name(*c.move) + " ";
      scores += std::to_string(c.info.score) + " ";
      game.play(*c.move);
    }
    std::printf("%s %s| %s\n", argv[1], moves.c_str(), scores.c_str());
    std::fflush(stdout);
  }
  return 0;
}
