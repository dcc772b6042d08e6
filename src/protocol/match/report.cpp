#include "protocol/match/report.hpp"

namespace ishi::protocol {

using gomoku::Outcome;

std::string_view end_name(End end) {
  switch (end) {
    case End::Five: return "five";
    case End::Foul: return "foul";
    case End::Timeout: return "timeout";
    case End::Illegal: return "illegal";
    case End::Crash: return "crash";
    case End::Full: return "full";
  }
  return "full";
}

std::string game_line(const GameReport& game) {
  std::string result = game.outcome == Outcome::BlackWins ? "1-0" : game.outcome == Outcome::WhiteWins ? "0-1" : "draw";
  std::string moves;
  Geometry g{game.size, game.size, RowOrigin::Bottom};
  for (Square s : game.moves) moves += (moves.empty() ? "" : ",") + format_square(s, g);
  return "game " + std::to_string(game.number) + " black=" + std::to_string(game.black) + " result=" + result +
         " end=" + std::string(end_name(game.end)) + " moves=" + moves;
}

std::string record_line(const GameReport& game) {
  std::string times;
  for (int ms : game.millis) times += (times.empty() ? "" : ",") + std::to_string(ms);
  return game_line(game) + " opening=" + std::to_string(game.opening_stones) + " times=" + times;
}

void add_game(Score& engine1, const GameReport& game) {
  if (game.outcome != Outcome::BlackWins && game.outcome != Outcome::WhiteWins) {
    ++engine1.draws;
    return;
  }
  bool black_won = game.outcome == Outcome::BlackWins;
  bool engine1_black = game.black == 1;
  ++(black_won == engine1_black ? engine1.wins : engine1.losses);
}

void add_game(ColourScores& engine1, const GameReport& game) {
  add_game(game.black == 1 ? engine1.as_black : engine1.as_white, game);
}

namespace {
std::string wld(const Score& s) {
  return std::to_string(s.wins) + "-" + std::to_string(s.losses) + "-" + std::to_string(s.draws);
}
} // namespace

std::string colour_line(const ColourScores& engine1) {
  return "engine1 as black " + wld(engine1.as_black) + ", as white " + wld(engine1.as_white);
}

std::string longest_turn_line(int engine1_ms, int engine2_ms) {
  return "longest turn engine1 " + std::to_string(engine1_ms) + " ms, engine2 " + std::to_string(engine2_ms) + " ms";
}

std::string score_line(const Score& engine1) {
  return "score engine1 " + wld(engine1) + " " + format_elo(elo_of(engine1));
}

} // namespace ishi::protocol
