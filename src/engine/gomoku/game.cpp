#include "engine/gomoku/game.hpp"

#include "engine/gomoku/threats.hpp"

namespace ishi::gomoku {

const char* move_status_message(MoveStatus s) {
  switch (s) {
    case MoveStatus::Played: return "Played";
    case MoveStatus::OffBoard: return "That point is not on the board";
    case MoveStatus::Occupied: return "That point is taken";
    case MoveStatus::GameOver: return "The game is over";
    case MoveStatus::Forbidden: return "That move is forbidden for Black";
  }
  return "";
}

Game::Game(Rule rule, int size, ForbiddenPolicy policy) : rule_(rule), policy_(policy), board_(size) {}

namespace {

Outcome win_for(Stone s) { return s == Stone::Black ? Outcome::BlackWins : Outcome::WhiteWins; }

std::string foul_sentence(Stone mover, std::string_view what, const Board& b, Square s) {
  return std::string(mover == Stone::Black ? "Black" : "White") + "'s " + std::string(what) + " at " + b.name(s) +
         " loses";
}

} // namespace

// The result of the stone of `colour` just placed at s, by the rule set.
void Game::judge(Square s, Stone colour) {
  if (makes_win(board_, s, rule_)) {
    result_ = {win_for(colour), "five in a row", Ending::Five, {}, std::nullopt};
    return;
  }
  if (rule_ == Rule::Classic) {
    Foul foul = classic_foul(board_, s);
    if (foul != Foul::None) {
      std::string shape(foul_name(foul));
      result_ = {win_for(opponent(colour)), foul_sentence(colour, shape, board_, s), Ending::Foul, shape, s};
      return;
    }
  }
  if (board_.full()) {
    result_ = {Outcome::Draw, "the board is full", Ending::BoardFull, {}, std::nullopt};
    return;
  }
  if (rule_ == Rule::Renju && colour == Stone::White && !black_has_legal_point(board_)) {
    // Black may not play anywhere: under the RIF rules it would pass, and White would make a
    // five if it has one, so that wins; otherwise we call the game drawn here, as on a full
    // board (the Gomocup protocol has no pass, so a match could not go on either).
    std::optional<Square> five = five_point(Stone::White);
    if (five) {
      result_ = {Outcome::WhiteWins,
                 "Black has no legal point left to stop White's five at " + board_.name(*five),
                 Ending::NoLegalPoint,
                 {},
                 five};
    } else {
      result_ = {Outcome::Draw, "Black has no legal point left", Ending::NoLegalPoint, {}, std::nullopt};
    }
  }
}

std::optional<Square> Game::five_point(Stone colour) {
  for (int y = 0; y < board_.size(); ++y) {
    for (int x = 0; x < board_.size(); ++x) {
      Square s{x, y};
      if (board_.at(s) != Stone::Empty) continue;
      board_.set(s, colour);
      bool wins = makes_win(board_, s, rule_);
      board_.set(s, Stone::Empty);
      if (wins) return s;
    }
  }
  return std::nullopt;
}

MoveStatus Game::place(Square s) {
  if (!board_.contains(s)) return MoveStatus::OffBoard;
  if (result_.over()) return MoveStatus::GameOver;
  if (board_.at(s) != Stone::Empty) return MoveStatus::Occupied;
  Stone colour = side_to_move();
  Foul foul = rule_ == Rule::Renju && colour == Stone::Black ? renju_foul(board_, s) : Foul::None;
  if (foul != Foul::None && policy_ == ForbiddenPolicy::Refuse) {
    last_refused_ = foul;
    return MoveStatus::Forbidden;
  }
  board_.set(s, colour);
  moves_.push_back(s);
  if (foul != Foul::None) {
    result_ = {Outcome::WhiteWins, "Black's forbidden " + std::string(foul_name(foul)) + " at " + board_.name(s),
               Ending::Forbidden, std::string(foul_name(foul)), s};
  } else {
    judge(s, colour);
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
