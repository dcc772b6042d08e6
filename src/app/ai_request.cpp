#include "app/ai_request.hpp"

#include <sstream>

#include "engine/reversi/ai.hpp"

namespace ishi::app {

std::string reversi_request(const reversi::Position& p, std::string_view level, int millis, std::uint64_t seed) {
  return "reversi " + reversi::format_board(p) + " " + std::string(level) + " " + std::to_string(millis) + " " +
         std::to_string(seed);
}

std::string gomoku_request(gomoku::Rule rule, int size, std::string_view moves, std::string_view level, int millis,
                           std::uint64_t seed) {
  return "gomoku " + std::string(gomoku::rule_name(rule)) + " " + std::to_string(size) + " " + std::string(level) +
         " " + std::to_string(millis) + " " + std::to_string(seed) + " " + std::string(moves);
}

std::string_view reversi_levels() { return "tutorial easy medium strong"; }
std::string_view gomoku_levels() { return ""; }

namespace {

std::string answer_reversi(std::istringstream& in, const ProgressSink& progress) {
  std::string squares, side, level;
  int millis = 0;
  std::uint64_t seed = 0;
  in >> squares >> side >> level >> millis >> seed;
  auto p = reversi::parse_board(squares + " " + side);
  if (!p) return "error " + p.error();
  auto l = reversi::parse_level(level);
  if (!l) return "error unknown level '" + level + "'";
  if (!p->can_move()) return "move pass";
  reversi::AiOptions o;
  o.level = *l;
  o.seed = seed;
  o.max_millis = millis > 0 ? millis : 0;
  o.max_nodes = millis > 0 ? 0 : 200000;
  auto r = reversi::choose_move(*p, o, [&](const reversi::SearchProgress& sp) {
    if (progress && sp.best >= 0) {
      progress("progress " + std::to_string(sp.depth) + " " + reversi::square_name(sp.best) + " " +
               std::to_string(sp.score));
    }
  });
  if (r.best < 0) return "move pass";
  return "move " + reversi::square_name(r.best);
}

} // namespace

std::string answer_request(std::string_view request, const ProgressSink& progress) {
  std::istringstream in{std::string(request)};
  std::string game;
  in >> game;
  if (game == "reversi") return answer_reversi(in, progress);
  if (game == "gomoku") return "error the Gomoku computer player is not available yet";
  return "error unknown request '" + game + "'";
}

} // namespace ishi::app
