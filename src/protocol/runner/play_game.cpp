#include "protocol/runner/play_game.hpp"

#include <vector>

#include "engine/gomoku/referee.hpp"

namespace ishi::protocol {

namespace {

using gomoku::Outcome;
using gomoku::Stone;
using gomoku::Verdict;

std::string xy(Square s) { return std::to_string(s.x) + "," + std::to_string(s.y); }

// What the brain playing `colour` is sent when it is to move.
std::vector<std::string> request(const Player& player, const gomoku::Referee& referee, bool opening, Stone colour) {
  const auto& moves = referee.moves();
  if (player.asked()) return {"TURN " + xy(moves.back())};
  if (!opening) return {moves.empty() ? "BEGIN" : "TURN " + xy(moves.back())};
  std::vector<std::string> lines{"BOARD"};
  for (std::size_t k = 0; k < moves.size(); ++k) {
    Stone owner = k % 2 == 0 ? Stone::Black : Stone::White;
    lines.push_back(xy(moves[k]) + (owner == colour ? ",1" : ",2"));
  }
  lines.push_back("DONE");
  return lines;
}

End end_of(Fault fault) {
  switch (fault) {
    case Fault::Timeout: return End::Timeout;
    case Fault::Crash: return End::Crash;
    default: return End::Illegal;
  }
}

Outcome win_for(Stone s) { return s == Stone::Black ? Outcome::BlackWins : Outcome::WhiteWins; }

} // namespace

GamePlayed play_game(const GameSetup& setup) {
  GamePlayed out;
  GameReport& r = out.report;
  r.number = setup.number;
  r.black = setup.black;
  r.size = setup.size;
  r.opening_stones = static_cast<int>(setup.opening.size());
  gomoku::Referee referee(setup.rule, setup.size);
  for (Square s : setup.opening) referee.play(s); // checked when the openings were read

  // players[0] plays Black, players[1] White.
  int engine_of[2] = {setup.black, 3 - setup.black};
  Player players[2] = {Player(setup.engines[engine_of[0] - 1], setup.limits),
                       Player(setup.engines[engine_of[1] - 1], setup.limits)};
  auto name = [&](int c) {
    return "engine " + std::to_string(engine_of[c]) + " (" + (c == 0 ? "black" : "white") + ")";
  };
  // A fault of the brain playing colour c: it loses.
  auto lose = [&](int c, const Answer& a) {
    out.interrupted = a.fault == Fault::Interrupted;
    r.outcome = win_for(c == 0 ? Stone::White : Stone::Black);
    r.end = end_of(a.fault);
    out.detail = name(c) + ": " + a.detail;
  };

  bool over = false;
  for (int c = 0; c < 2 && !over; ++c) {
    Answer a = players[c].start(setup.size, setup.rule);
    if (a.fault != Fault::None) {
      lose(c, a);
      over = true;
    }
  }
  while (!over) {
    Stone colour = referee.side_to_move();
    int c = colour == Stone::Black ? 0 : 1;
    Answer a = players[c].ask(request(players[c], referee, !setup.opening.empty(), colour));
    if (a.fault != Fault::None) {
      lose(c, a);
      break;
    }
    bool on_board = a.x >= 0 && a.y >= 0 && a.x < setup.size && a.y < setup.size;
    Verdict v = on_board ? referee.play({static_cast<int>(a.x), static_cast<int>(a.y)}) : Verdict::OffBoard;
    if (v == Verdict::Occupied || v == Verdict::OffBoard) {
      a.fault = Fault::Illegal;
      a.detail = "played " + std::to_string(a.x) + "," + std::to_string(a.y) +
                 (v == Verdict::Occupied ? ", a taken point" : ", off the board");
      lose(c, a);
      break;
    }
    r.millis.push_back(a.millis);
    if (v == Verdict::Continue) continue;
    // The game's result says who won; NoLegalPoint ends as White's five (one Black cannot
    // stop) or, drawn, as a full board.
    r.outcome = referee.game().result().outcome;
    r.end = v == Verdict::Foul ? End::Foul : r.outcome == Outcome::Draw ? End::Full : End::Five;
    over = true;
  }
  r.moves = referee.moves();

  for (Player& p : players) p.end();
  auto deadline = Clock::now() + std::chrono::milliseconds(setup.limits.end_grace_ms);
  for (int c = 0; c < 2; ++c) {
    players[c].finish(deadline);
    out.longest_ms[engine_of[c] - 1] = players[c].longest_ms();
  }
  return out;
}

} // namespace ishi::protocol
