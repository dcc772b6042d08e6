#include "engine/gomoku/game.hpp"

namespace ishi::gomoku {

const char* move_status_message(MoveStatus s) {
  switch (s) {
    case MoveStatus::Played: return "Played";
    case MoveStatus::OffBoard: return "That point is not on the board";
    case MoveStatus::Occupied: return "That point is taken";
    case MoveStatus::GameOver: return "The game is over";
  }
  return "";
}

Game::Game(Rule rule, int size) : rule_(rule), board_(size) {}

MoveStatus Game::place(Square s) {
  if (!board_.contains(s)) return MoveStatus::OffBoard;
  if (result_.over()) return MoveStatus::GameOver;
  if (board_.at(s) != Stone::Empty) return MoveStatus::Occupied;
  Stone colour = side_to_move();
  board_.set(s, colour);
  moves_.push_back(s);
  if (makes_win(board_, s, rule_)) {
    result_ = {colour == Stone::Black ? Outcome::BlackWins : Outcome::WhiteWins, "five in a row"};
  } else if (board_.full()) {
    result_ = {Outcome::Draw, "the board is full"};
  }
  return MoveStatus::Played;
}

MoveStatus Game::play(Square s) {
  MoveStatus status = place(s);
  if (status == MoveStatus::Played) redo_.clear();
  return status;
}

bool Game::undo() {
  if (moves_.empty()) return false;
  Square last = moves_.back();
  moves_.pop_back();
  board_.set(last, Stone::Empty);
  redo_.push_back(last);
  result_ = {}; // a finished game can only have been finished by its last move
  return true;
}

bool Game::redo() {
  if (redo_.empty()) return false;
  Square next = redo_.back();
  redo_.pop_back();
  return place(next) == MoveStatus::Played;
}

} // namespace ishi::gomoku
