#include "protocol/gomocup/brain.hpp"

#include <algorithm>
#include <cstdio>

#include "engine/gomoku/ai/ai.hpp"
#include "engine/gomoku/ai/patterns.hpp"
#include "engine/gomoku/ai/position.hpp"
#include "engine/version.hpp"
#include "protocol/gomocup/text.hpp"

namespace ishi::protocol {

using gomoku::Rule;
using gomoku::ai::Choice;
using gomoku::ai::Level;
using gomoku::ai::Options;
using gomoku::ai::Position;

namespace {

constexpr std::size_t kMaxLine = 4096;

} // namespace

const GomocupBrain::Command GomocupBrain::kCommands[] = {
    {"START", &GomocupBrain::on_start, false},
    {"RECTSTART", &GomocupBrain::on_rectstart, false},
    {"RESTART", &GomocupBrain::on_restart, true},
    {"INFO", &GomocupBrain::on_info, false},
    {"END", &GomocupBrain::on_end, false},
    {"ABOUT", &GomocupBrain::on_about, false},
    {"YXSTOP", &GomocupBrain::on_nothing, false},
    {"STOP", &GomocupBrain::on_nothing, false},
    {"YXHASHCLEAR", &GomocupBrain::on_nothing, false},
    {"BEGIN", &GomocupBrain::on_begin, true},
    {"TURN", &GomocupBrain::on_point, true},
    {"PLAY", &GomocupBrain::on_point, true},
    {"TAKEBACK", &GomocupBrain::on_point, true},
    {"BOARD", &GomocupBrain::on_board, true},
    {"YXBOARD", &GomocupBrain::on_board, true},
    {"SWAP2BOARD", &GomocupBrain::on_board, true},
    {"YXSHOWFORBID", &GomocupBrain::on_show_forbid, true},
    {"DONE", &GomocupBrain::on_done, false},
};

GomocupBrain::GomocupBrain(BrainOptions options) : options_(options) {}

bool GomocupBrain::occupied(Square s) const {
  return std::any_of(stones_.begin(), stones_.end(), [&](const Stone& t) { return t.at == s; });
}

std::vector<std::pair<Square, int>> GomocupBrain::stone_list() const {
  std::vector<std::pair<Square, int>> out;
  for (const Stone& s : stones_) out.emplace_back(s.at, s.who);
  return out;
}

GomocupBrain::Lines GomocupBrain::handle(std::string_view raw) {
  if (raw.size() > kMaxLine) raw = raw.substr(0, kMaxLine);
  std::string_view line = trim(raw);
  if (line.empty() || finished_) return {};
  if (collecting_ != Collect::None) return collect_line(line);
  auto space = line.find_first_of(" \t");
  std::string word = upper(line.substr(0, space));
  std::string_view rest = space == std::string_view::npos ? std::string_view{} : trim(line.substr(space));
  return command(word, rest);
}

// A line between BOARD (YXBOARD, SWAP2BOARD) and DONE: a stone, DONE, or END.
GomocupBrain::Lines GomocupBrain::collect_line(std::string_view line) {
  std::string word = upper(line.substr(0, line.find_first_of(" \t")));
  if (word == "DONE") return finish_collect();
  if (collecting_ == Collect::Swap2) {
    auto v = parse_ints(line, 2);
    Square s{};
    if (!v || !Geometry{size_, size_}.contains(s = {static_cast<int>((*v)[0]), static_cast<int>((*v)[1])})) {
      return {"ERROR bad SWAP2BOARD line '" + clip(line) + "'"};
    }
    pending_swap_.push_back(s);
    return {};
  }
  auto v = parse_ints(line, 3);
  if (!v || (*v)[2] < 1 || (*v)[2] > 2) {
    if (word == "END") {
      finished_ = true;
      return {};
    }
    return {"ERROR bad BOARD line '" + clip(line) + "' (expected X,Y,1 or X,Y,2)"};
  }
  Square s{static_cast<int>((*v)[0]), static_cast<int>((*v)[1])};
  bool taken = std::any_of(pending_.begin(), pending_.end(), [&](const Stone& t) { return t.at == s; });
  if (!Geometry{size_, size_}.contains(s) || taken) {
    return {"ERROR bad BOARD line '" + clip(line) + "' (off the board or taken)"};
  }
  pending_.push_back({s, static_cast<int>((*v)[2])});
  return {};
}

GomocupBrain::Lines GomocupBrain::command(std::string_view word, std::string_view rest) {
  for (const Command& c : kCommands) {
    if (c.word != word) continue;
    if (c.needs_game && size_ == 0) return {"ERROR no game: send START first"};
    return (this->*c.run)(word, rest);
  }
  return {"UNKNOWN command '" + clip(word) + "'"};
}

GomocupBrain::Lines GomocupBrain::on_start(std::string_view, std::string_view rest) {
  auto n = parse_number(rest);
  if (!n) return {"ERROR START needs a board size"};
  if (*n < gomoku::ai::kMinSize || *n > gomoku::ai::kMaxSize || !gomoku::ai::supports(rule_, static_cast<int>(*n))) {
    return {"ERROR unsupported board size " + clip(rest)};
  }
  return start(static_cast<int>(*n));
}

GomocupBrain::Lines GomocupBrain::on_rectstart(std::string_view, std::string_view rest) {
  auto v = parse_ints(rest, 2);
  if (!v) return {"ERROR RECTSTART needs W,H"};
  long long w = (*v)[0];
  if (w != (*v)[1]) return {"ERROR rectangular boards are not supported"};
  if (w < gomoku::ai::kMinSize || w > gomoku::ai::kMaxSize || !gomoku::ai::supports(rule_, static_cast<int>(w))) {
    return {"ERROR unsupported board size " + clip(rest)};
  }
  return start(static_cast<int>(w));
}

GomocupBrain::Lines GomocupBrain::on_restart(std::string_view, std::string_view) { return start(size_); }

GomocupBrain::Lines GomocupBrain::on_end(std::string_view, std::string_view) {
  finished_ = true;
  return {};
}

GomocupBrain::Lines GomocupBrain::on_about(std::string_view, std::string_view) {
  return {std::string("name=\"Ishi\", version=\"") + version() + "\", author=\"The Ishi project\", country=\"-\""};
}

// YXSTOP, STOP, YXHASHCLEAR: the brain never thinks while reading, and keeps no table.
GomocupBrain::Lines GomocupBrain::on_nothing(std::string_view, std::string_view) { return {}; }

GomocupBrain::Lines GomocupBrain::on_begin(std::string_view, std::string_view) { return think(); }

GomocupBrain::Lines GomocupBrain::on_point(std::string_view word, std::string_view rest) {
  auto v = parse_ints(rest, 2);
  if (!v || (*v)[0] < 0 || (*v)[1] < 0 || (*v)[0] >= size_ || (*v)[1] >= size_) {
    return {"ERROR bad coordinates '" + clip(rest) + "'"};
  }
  Square s{static_cast<int>((*v)[0]), static_cast<int>((*v)[1])};
  if (word == "TAKEBACK") {
    auto it = std::find_if(stones_.begin(), stones_.end(), [&](const Stone& t) { return t.at == s; });
    if (it == stones_.end()) return {"ERROR no stone at " + format_xy(s)};
    stones_.erase(it);
    return {"OK"};
  }
  if (occupied(s)) return {"ERROR the point " + format_xy(s) + " is taken"};
  if (word == "PLAY") {
    stones_.push_back({s, 1});
    return {format_xy(s)};
  }
  stones_.push_back({s, 2});
  return think();
}

GomocupBrain::Lines GomocupBrain::on_board(std::string_view word, std::string_view rest) {
  if (!rest.empty()) return {"ERROR " + std::string(word) + " takes no arguments"};
  collecting_ = word == "BOARD" ? Collect::Board : word == "YXBOARD" ? Collect::YxBoard : Collect::Swap2;
  pending_.clear();
  pending_swap_.clear();
  return {};
}

GomocupBrain::Lines GomocupBrain::on_show_forbid(std::string_view, std::string_view) { return show_forbid(); }

GomocupBrain::Lines GomocupBrain::on_done(std::string_view, std::string_view) { return {"ERROR DONE without BOARD"}; }

int GomocupBrain::hash_mb() const {
  if (max_memory_ <= 0) return 64;
  return static_cast<int>(std::clamp(max_memory_ / (1LL << 20) / 4 - 2, 1LL, 256LL));
}

GomocupBrain::Lines GomocupBrain::start(int size) {
  size_ = size;
  stones_.clear();
  collecting_ = Collect::None;
  // Build the pattern tables now: START is not timed, moves are.
  gomoku::ai::pattern_table(false);
  gomoku::ai::pattern_table(true);
  // And the search's tables, at the size a timed move uses unless INFO max_memory changes it
  // (a brain held to a node budget searches with a small table of its own each move).
  if (options_.fixed_nodes > 0) return {"OK"};
  gomoku::ai::Options o;
  o.max_millis = 1;
  o.hash_mb = hash_mb();
  gomoku::ai::prepare_search(o);
  return {"OK"};
}

GomocupBrain::Lines GomocupBrain::on_info(std::string_view, std::string_view rest) {
  auto space = rest.find_first_of(" \t");
  std::string key = upper(rest.substr(0, space));
  std::string_view value = space == std::string_view::npos ? std::string_view{} : trim(rest.substr(space));
  static constexpr std::string_view kNumeric[] = {"TIMEOUT_TURN", "TIMEOUT_MATCH", "TIME_LEFT", "MAX_MEMORY",
                                                  "RULE",         "MAX_NODE",      "MAX_DEPTH", "GAME_TYPE"};
  bool numeric = std::find(std::begin(kNumeric), std::end(kNumeric), key) != std::end(kNumeric);
  if (!numeric) return {}; // unknown keys (and folder, evaluate) are ignored
  auto v = parse_number(value);
  if (!v) return {"ERROR bad INFO value '" + clip(value) + "' for " + key};
  if (key == "TIMEOUT_TURN") clock_.timeout_turn = std::max(0LL, *v);
  if (key == "TIMEOUT_MATCH") clock_.timeout_match = std::max(0LL, *v);
  if (key == "TIME_LEFT") clock_.time_left = *v;
  if (key == "MAX_MEMORY") max_memory_ = std::max(0LL, *v);
  if (key == "MAX_NODE") max_nodes_ = std::max(0LL, *v);
  if (key == "MAX_DEPTH") max_depth_ = static_cast<int>(std::clamp(*v, 0LL, 60LL));
  if (key == "RULE") {
    Rule r;
    switch (*v) {
      case 0: r = Rule::Freestyle; break;
      case 1: r = Rule::Standard; break;
      case 2:
      case 4: r = Rule::Renju; break;
      default: return {"ERROR unsupported rule " + std::to_string(*v) + " (0, 1, 2 and 4 are supported)"};
    }
    if (size_ != 0 && !gomoku::ai::supports(r, size_)) return {"ERROR renju needs a board of at most 19x19"};
    rule_ = r;
  }
  return {};
}

GomocupBrain::Lines GomocupBrain::finish_collect() {
  Collect what = collecting_;
  collecting_ = Collect::None;
  if (what == Collect::Swap2) return swap2(pending_swap_);
  stones_ = pending_;
  pending_.clear();
  if (what == Collect::YxBoard) return {};
  return think();
}

int GomocupBrain::budget_millis() const {
  return move_budget_millis(clock_, size_ * size_ - static_cast<int>(stones_.size()));
}

int GomocupBrain::count(int who) const {
  return static_cast<int>(std::count_if(stones_.begin(), stones_.end(), [&](const Stone& t) { return t.who == who; }));
}

gomoku::Stone GomocupBrain::our_colour() const {
  return count(1) >= count(2) ? gomoku::Stone::Black : gomoku::Stone::White;
}

Position& GomocupBrain::position() {
  gomoku::Stone me = our_colour();
  std::size_t same = 0;
  if (built_ && built_->size() == size_ && built_->rule() == rule_ && built_me_ == me) {
    while (same < built_stones_.size() && same < stones_.size() && built_stones_[same] == stones_[same]) ++same;
  } else {
    built_.emplace(size_, rule_);
    built_stones_.clear();
    built_me_ = me;
  }
  Position& p = *built_;
  for (std::size_t k = built_stones_.size(); k > same; --k) p.undo();
  built_stones_.resize(same);
  for (std::size_t k = same; k < stones_.size(); ++k) {
    p.place(p.index(stones_[k].at), stones_[k].who == 1 ? me : opponent(me));
    built_stones_.push_back(stones_[k]);
  }
  p.set_side_to_move(me);
  return p;
}

GomocupBrain::Lines GomocupBrain::think() {
  if (static_cast<int>(stones_.size()) >= size_ * size_) return {"ERROR the board is full"};
  Position& p = position();
  Options o;
  o.level = options_.level;
  o.seed = seed_;
  if (options_.fixed_nodes > 0) {
    o.max_nodes = options_.fixed_nodes;
  } else if (max_nodes_ > 0) {
    o.max_nodes = static_cast<std::uint64_t>(max_nodes_);
  } else if (clock_.timeout_turn == 0 && !has_time_left(clock_)) {
    o.max_nodes = 3000; // "as fast as possible"
  } else {
    o.max_millis = budget_millis();
    o.whole_turn = true; // a turn's unused time is lost
  }
  if (max_depth_ > 0) o.max_depth = max_depth_;
  o.hash_mb = hash_mb();
  Choice c = gomoku::ai::choose_move(p, o);
  std::vector<std::string> out;
  Square move{};
  if (c.move) {
    move = *c.move;
  } else {
    // No move the rules allow: under Renju every empty point is forbidden for Black. The
    // protocol has no pass, so the first empty point goes out (a foul); our referee (ishi
    // match, engine/gomoku/referee.hpp) ends such a game before asking.
    for (int y = 0; y < size_ && !c.move; ++y) {
      for (int x = 0; x < size_ && !c.move; ++x) {
        if (!occupied({x, y})) c.move = Square{x, y};
      }
    }
    if (!c.move) return {"ERROR the board is full"};
    move = *c.move;
  }
  if (options_.messages) {
    std::string line;
    for (Square s : c.info.line) line += " " + format_xy(s);
    char buf[160];
    std::snprintf(buf, sizeof buf, "MESSAGE %.*s depth %d score %d nodes %llu time %d ms line",
                  static_cast<int>(c.info.stage.size()), c.info.stage.data(), c.info.depth, c.info.score,
                  static_cast<unsigned long long>(c.info.nodes), c.info.millis);
    out.push_back(buf + line);
  }
  stones_.push_back({move, 1});
  out.push_back(format_xy(move));
  return out;
}

GomocupBrain::Lines GomocupBrain::swap2(const std::vector<Square>& given) {
  int c = size_ / 2;
  if (given.empty()) {
    // Three stones (Black, White, Black): a quiet shape, roughly balanced.
    return {format_xy({c, c}) + " " + format_xy({c + 1, c - 1}) + " " + format_xy({c + 2, c + 1})};
  }
  if (given.size() != 3 && given.size() != 5) return {"ERROR SWAP2BOARD needs 0, 3 or 5 stones"};
  for (std::size_t k = 0; k < given.size(); ++k) {
    for (std::size_t j = 0; j < k; ++j) {
      if (given[j] == given[k]) return {"ERROR SWAP2BOARD: a point is given twice"};
    }
  }
  // Stay White and play the next stone.
  Position p(size_, rule_);
  for (Square s : given) p.play(p.index(s));
  Options o;
  o.level = options_.level;
  if (options_.fixed_nodes > 0) {
    o.max_nodes = options_.fixed_nodes;
  } else {
    o.max_millis = budget_millis();
    o.whole_turn = true;
  }
  Choice ch = gomoku::ai::choose_move(p, o);
  if (!ch.move) return {"ERROR no move"};
  return {format_xy(*ch.move)};
}

GomocupBrain::Lines GomocupBrain::show_forbid() {
  std::string out = "FORBID ";
  // Black is to move when both have as many stones; the colours are the moves' (by owner,
  // not by place in the list, which a TAKEBACK of an earlier stone shifts).
  if (rule_ == Rule::Renju && count(1) == count(2)) {
    const Position& p = position();
    for (int y = 0; y < size_; ++y) {
      for (int x = 0; x < size_; ++x) {
        int i = p.index({x, y});
        if (!p.empty(i) || p.legal(0, i)) continue;
        char buf[32];
        std::snprintf(buf, sizeof buf, "%02d%02d", x, y);
        out += buf;
      }
    }
  }
  out += ".";
  return {out};
}

} // namespace ishi::protocol
