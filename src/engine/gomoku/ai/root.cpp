#include "engine/gomoku/ai/root.hpp"

#include "engine/gomoku/threats.hpp"

namespace ishi::gomoku::ai {

RootRules::RootRules(const Position& p) : p_(p) {
  if (p.rule() == Rule::Classic && is_supported_size(p.size())) {
    board_.emplace(p.size());
    for (int i : p.history()) board_->set(p.square(i), p.at(i) == Position::kBlack ? Stone::Black : Stone::White);
  }
}

bool RootRules::legal(int c, int i) {
  if (!p_.legal(c, i)) return false;
  if (!board_) return true;
  Square s = p_.square(i);
  board_->set(s, c == 0 ? Stone::Black : Stone::White);
  bool ok = classic_foul(*board_, s) == Foul::None;
  board_->set(s, Stone::Empty);
  return ok;
}

namespace {

bool adjacent_to_stone(const Position& p, int i) {
  for (int dy = -1; dy <= 1; ++dy) {
    for (int dx = -1; dx <= 1; ++dx) {
      int q = i + dy * p.width() + dx;
      if (q != i && (p.at(q) == Position::kBlack || p.at(q) == Position::kWhite)) return true;
    }
  }
  return false;
}

} // namespace

void legal_points(const Position& p, RootRules& rules, int c, std::vector<int>& all, std::vector<int>& near) {
  for (int i = 0; i < p.cells(); ++i) {
    if (!p.empty(i) || !rules.legal(c, i)) continue;
    all.push_back(i);
    if (adjacent_to_stone(p, i)) near.push_back(i);
  }
}

Choice single_move(const Position& p, int move, std::string_view stage, int millis) {
  Choice ch;
  if (move >= 0) {
    ch.move = p.square(move);
    ch.info.line = {*ch.move};
  }
  ch.info.stage = stage;
  ch.info.millis = millis;
  return ch;
}

} // namespace ishi::gomoku::ai
