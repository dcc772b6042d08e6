#include "engine/reversi/game.hpp"

#include <cctype>

namespace ishi::reversi {

int Game::black_score() const {
  if (!over()) return 0;
  int s = position_.final_score();
  return position_.side == Side::Black ? s : -s;
}

void Game::settle() {
  if (!position_.can_move() && !position_.game_over()) {
    position_ = position_.pass();
    moves_.push_back(kPass);
  }
}

Refusal Game::place(int square) {
  if (square < 0 || square >= 64) return Refusal::OffBoard;
  if (!(position_.empty() & bit(square))) return Refusal::Occupied;
  if (!(position_.moves() & bit(square))) return Refusal::NothingToFlip;
  history_.push_back(moves_.size());
  position_ = position_.play(square);
  moves_.push_back(square);
  settle();
  return Refusal::None;
}

Refusal Game::play(int square) {
  Refusal r = place(square);
  if (r == Refusal::None) redo_.clear();
  return r;
}

bool Game::undo() {
  if (history_.empty()) return false;
  std::size_t keep = history_.back();
  history_.pop_back();
  int square = moves_[keep];
  moves_.resize(keep);
  // Replaying is simpler than un-flipping and cheap at 60 moves at most.
  position_ = start_;
  for (int m : moves_) position_ = m == kPass ? position_.pass() : position_.play(m);
  if (moves_.empty()) settle();
  redo_.push_back(square);
  return true;
}

bool Game::redo() {
  if (redo_.empty()) return false;
  int square = redo_.back();
  redo_.pop_back();
  return place(square) == Refusal::None;
}

Expected<Game> load_transcript(std::string_view text, const Position& start) {
  Game game(start);
  std::size_t i = 0;
  int index = 0;
  // A forced pass is recorded by the game itself; a written "pa" may acknowledge it.
  bool pass_to_acknowledge = game.last_was_pass();
  while (i < text.size()) {
    if (std::isspace(static_cast<unsigned char>(text[i]))) {
      ++i;
      continue;
    }
    ++index;
    std::size_t at = i;
    std::string token(text.substr(i, 2));
    i += 2;
    for (char& c : token) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    auto where = [&] {
      return "move " + std::to_string(index) + " '" + std::string(text.substr(at, 2)) + "' at character " +
             std::to_string(at + 1) + ": ";
    };
    if (game.over()) return ParseError{where() + "the game is already over"};
    if (token == "pa" || token == "ps") {
      if (!pass_to_acknowledge) {
        return ParseError{where() + "a pass, but " + side_name(game.position().side) + " has a legal move"};
      }
      pass_to_acknowledge = false;
      continue;
    }
    int sq = parse_square_name(token);
    if (token.size() < 2 || sq < 0) return ParseError{where() + "not a square (a1 to h8) or a pass (pa)"};
    Refusal r = game.play(sq);
    if (r != Refusal::None) return ParseError{where() + refusal_message(r)};
    pass_to_acknowledge = game.last_was_pass();
  }
  return game;
}

std::string transcript(const Game& game) {
  std::string out;
  for (int m : game.moves()) {
    if (m != kPass) out += square_name(m);
  }
  return out;
}

} // namespace ishi::reversi
