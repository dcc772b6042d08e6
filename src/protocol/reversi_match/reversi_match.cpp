#include "protocol/reversi_match/reversi_match.hpp"

#include <algorithm>
#include <atomic>
#include <mutex>
#include <random>
#include <set>
#include <thread>

#include "engine/common/random.hpp"
#include "engine/reversi/game.hpp"
#include "protocol/match/openings.hpp"
#include "protocol/runner/children.hpp"
#include "protocol/runner/process.hpp"

namespace ishi::protocol {

namespace {

using reversi::Game;

// The engine's answer for the game so far: the square, or the reason it loses.
struct Answer {
  int square = -1;
  ReversiEnd end = ReversiEnd::Finished;
  int millis = 0;
};

Answer ask(const std::string& engine, const std::string& transcript, const ReversiMatchConfig& config) {
  Answer a;
  const auto start = Clock::now();
  std::string error;
  // The transcript holds letters and digits only: quoting it is enough for the shell.
  auto process = Process::start(engine + " '" + transcript + "'", error);
  if (!process) {
    a.end = ReversiEnd::Crash;
    return a;
  }
  std::string line;
  const auto deadline = start + std::chrono::milliseconds(config.turn_ms + config.tolerance_ms);
  const Process::Read read = process->read_line(line, deadline);
  a.millis = static_cast<int>(std::chrono::duration_cast<std::chrono::milliseconds>(Clock::now() - start).count());
  process->stop(Clock::now() + std::chrono::milliseconds(200));
  if (read == Process::Read::Timeout) {
    a.end = ReversiEnd::Timeout;
  } else if (read != Process::Read::Line) {
    a.end = ReversiEnd::Crash;
  } else {
    // The first word is the move.
    const std::size_t first = line.find_first_not_of(" \t");
    std::string word = first == std::string::npos ? "" : line.substr(first, line.find_first_of(" \t", first) - first);
    a.square = reversi::parse_square_name(word);
    if (a.square < 0) a.end = ReversiEnd::Illegal;
  }
  return a;
}

} // namespace

const char* reversi_end_name(ReversiEnd end) {
  switch (end) {
    case ReversiEnd::Finished: return "finished";
    case ReversiEnd::Timeout: return "timeout";
    case ReversiEnd::Illegal: return "illegal";
    case ReversiEnd::Crash: return "crash";
  }
  return "?";
}

std::string reversi_game_line(const ReversiGamePlayed& game) {
  const char* result = game.black_score > 0 ? "1-0" : game.black_score < 0 ? "0-1" : "draw";
  std::string discs = (game.black_score > 0 ? "+" : "") + std::to_string(game.black_score);
  return "game " + std::to_string(game.number) + " black=" + std::to_string(game.black) + " result=" + result +
         " discs=" + discs + " end=" + reversi_end_name(game.end) + " moves=" + game.transcript;
}

Expected<std::vector<std::string>> parse_reversi_openings(std::string_view text) {
  std::vector<std::string> out;
  auto error = for_each_opening_line(text, [&](std::string_view line) -> std::optional<std::string> {
    auto game = reversi::load_transcript(line);
    if (!game) return game.error();
    if (game->over()) return "the game is over";
    out.push_back(reversi::transcript(*game));
    return std::nullopt;
  });
  if (error) return ParseError{*error};
  if (out.empty()) return ParseError{"no openings (one transcript per line, like 'f5d6c3d3')"};
  return out;
}

std::vector<std::string> random_reversi_openings(int count, int plies, std::uint64_t seed) {
  std::mt19937_64 rng(seed);
  std::vector<std::string> out;
  std::set<std::string> seen;
  // Each try is a random walk; a repeat is dropped (tries are bounded: few plies have few openings).
  for (int tries = 0; static_cast<int>(out.size()) < count && tries < count * 50 + 100; ++tries) {
    Game g;
    for (int k = 0; k < plies && !g.over(); ++k) {
      std::vector<int> moves;
      for (reversi::Bits b = g.position().moves(); b != 0; b &= b - 1) moves.push_back(std::countr_zero(b));
      g.play(moves[random_below(rng, moves.size())]);
    }
    if (g.over()) continue; // an opening must leave moves to play
    std::string t = reversi::transcript(g);
    if (seen.insert(t).second) out.push_back(t);
  }
  return out;
}

ReversiGamePlayed play_reversi_game(const ReversiMatchConfig& config, int number) {
  ReversiGamePlayed played;
  played.number = number;
  played.black = number % 2 == 1 ? 1 : 2;
  Game game;
  if (!config.openings.empty()) {
    const auto& opening = config.openings[static_cast<std::size_t>((number - 1) / 2) % config.openings.size()];
    if (auto loaded = reversi::load_transcript(opening)) game = *loaded;
  }
  while (!game.over() && !interrupted()) {
    const bool black_to_move = game.position().side == reversi::Side::Black;
    const int engine = black_to_move ? played.black : 3 - played.black; // 1 or 2
    Answer a = ask(config.engines[static_cast<std::size_t>(engine - 1)], reversi::transcript(game), config);
    auto& longest = played.longest_ms[static_cast<std::size_t>(engine - 1)];
    longest = std::max(longest, a.millis);
    if (a.end == ReversiEnd::Finished && game.play(a.square) != reversi::Refusal::None) a.end = ReversiEnd::Illegal;
    if (a.end != ReversiEnd::Finished) {
      played.end = a.end;
      played.forfeit = engine;
      played.black_score = black_to_move ? -64 : 64;
      break;
    }
  }
  if (played.end == ReversiEnd::Finished) played.black_score = game.black_score();
  played.transcript = reversi::transcript(game);
  return played;
}

ReversiMatchResult run_reversi_match(const ReversiMatchConfig& config,
                                     const std::function<void(const ReversiGamePlayed&)>& on_game) {
  ReversiMatchResult result;
  std::atomic<int> next{1};
  std::mutex report;
  auto worker = [&] {
    for (int n = next++; n <= config.games && !interrupted(); n = next++) {
      ReversiGamePlayed g = play_reversi_game(config, n);
      if (interrupted()) break; // an unfinished game is not counted
      std::lock_guard<std::mutex> lock(report);
      const int engine1_score = g.black == 1 ? g.black_score : -g.black_score;
      if (engine1_score > 0) {
        ++result.engine1.wins;
      } else if (engine1_score < 0) {
        ++result.engine1.losses;
      } else {
        ++result.engine1.draws;
      }
      for (std::size_t e = 0; e < 2; ++e) result.longest_ms[e] = std::max(result.longest_ms[e], g.longest_ms[e]);
      on_game(g);
    }
  };
  std::vector<std::thread> threads;
  for (int t = 0; t < std::clamp(config.concurrency, 1, std::max(1, config.games)); ++t) threads.emplace_back(worker);
  for (auto& t : threads) t.join();
  result.interrupted = interrupted();
  return result;
}

} // namespace ishi::protocol
