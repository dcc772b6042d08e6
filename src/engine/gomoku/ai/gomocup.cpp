#include "engine/gomoku/ai/gomocup.hpp"

#include <algorithm>
#include <cctype>
#include <charconv>
#include <cstdio>

#include "engine/gomoku/ai/ai.hpp"
#include "engine/gomoku/ai/position.hpp"
#include "engine/version.hpp"

namespace ishi::gomoku::ai {

namespace {

constexpr std::size_t kMaxLine = 4096;

std::string_view trim(std::string_view s) {
  while (!s.empty() && std::isspace(static_cast<unsigned char>(s.front()))) s.remove_prefix(1);
  while (!s.empty() && std::isspace(static_cast<unsigned char>(s.back()))) s.remove_suffix(1);
  return s;
}

std::string upper(std::string_view s) {
  std::string out(s);
  for (char& c : out) c = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
  return out;
}

std::optional<long long> parse_number(std::string_view s) {
  s = trim(s);
  long long v = 0;
  if (s.empty()) return std::nullopt;
  auto [end, ec] = std::from_chars(s.data(), s.data() + s.size(), v);
  if (ec != std::errc() || end != s.data() + s.size()) return std::nullopt;
  return v;
}

// "a,b" (or "a,b,c" with three = true): integers separated by commas, no other text.
bool parse_ints(std::string_view s, std::vector<long long>& out, std::size_t count) {
  out.clear();
  s = trim(s);
  for (std::size_t k = 0; k < count; ++k) {
    auto comma = s.find(',');
    std::string_view part = k + 1 < count ? s.substr(0, comma) : s;
    if (k + 1 < count && comma == std::string_view::npos) return false;
    auto v = parse_number(part);
    if (!v) return false;
    out.push_back(*v);
    if (k + 1 < count) s = s.substr(comma + 1);
  }
  return true;
}

std::string clip(std::string_view s) { return std::string(s.substr(0, 60)); }

} // namespace

GomocupBrain::GomocupBrain(BrainOptions options) : options_(options) {}

bool GomocupBrain::occupied(Square s) const {
  return std::any_of(stones_.begin(), stones_.end(), [&](const Stone& t) { return t.at == s; });
}

std::vector<std::string> GomocupBrain::handle(std::string_view raw) {
  if (raw.size() > kMaxLine) raw = raw.substr(0, kMaxLine);
  std::string_view line = trim(raw);
  if (line.empty() || finished_) return {};
  auto space = line.find_first_of(" \t");
  std::string word = upper(line.substr(0, space));
  std::string_view rest = space == std::string_view::npos ? std::string_view{} : trim(line.substr(space));
  if (collecting_ != Collect::None) {
    if (word == "DONE") return finish_collect();
    if (collecting_ == Collect::Swap2) {
      std::vector<long long> v;
      Square s{};
      if (!parse_ints(line, v, 2) ||
          !Geometry{size_, size_}.contains(s = {static_cast<int>(v[0]), static_cast<int>(v[1])})) {
        return {"ERROR bad SWAP2BOARD line '" + clip(line) + "'"};
      }
      pending_swap_.push_back(s);
      return {};
    }
    std::vector<long long> v;
    if (!parse_ints(line, v, 3) || v[2] < 1 || v[2] > 2) {
      if (word == "END") {
        finished_ = true;
        return {};
      }
      return {"ERROR bad BOARD line '" + clip(line) + "' (expected X,Y,1 or X,Y,2)"};
    }
    Square s{static_cast<int>(v[0]), static_cast<int>(v[1])};
    bool taken = std::any_of(pending_.begin(), pending_.end(), [&](const Stone& t) { return t.at == s; });
    if (!Geometry{size_, size_}.contains(s) || taken) {
      return {"ERROR bad BOARD line '" + clip(line) + "' (off the board or taken)"};
    }
    pending_.push_back({s, static_cast<int>(v[2])});
    return {};
  }
  return command(word, rest);
}

std::vector<std::string> GomocupBrain::command(std::string_view word, std::string_view rest) {
  auto need_game = [&]() -> std::vector<std::string> {
    if (size_ == 0) return {"ERROR no game: send START first"};
    return {};
  };
  auto point = [&](Square& s) -> bool {
    std::vector<long long> v;
    if (!parse_ints(rest, v, 2)) return false;
    s = {static_cast<int>(v[0]), static_cast<int>(v[1])};
    return v[0] >= 0 && v[1] >= 0 && v[0] < size_ && v[1] < size_;
  };
  if (word == "START") {
    auto n = parse_number(rest);
    if (!n) return {"ERROR START needs a board size"};
    if (*n < kMinSize || *n > kMaxSize || !supports(rule_, static_cast<int>(*n))) {
      return {"ERROR unsupported board size " + clip(rest)};
    }
    return start(static_cast<int>(*n));
  }
  if (word == "RECTSTART") {
    std::vector<long long> v;
    if (!parse_ints(rest, v, 2)) return {"ERROR RECTSTART needs W,H"};
    if (v[0] != v[1]) return {"ERROR rectangular boards are not supported"};
    if (v[0] < kMinSize || v[0] > kMaxSize || !supports(rule_, static_cast<int>(v[0]))) {
      return {"ERROR unsupported board size " + clip(rest)};
    }
    return start(static_cast<int>(v[0]));
  }
  if (word == "RESTART") {
    if (auto e = need_game(); !e.empty()) return e;
    return start(size_);
  }
  if (word == "INFO") return info(rest);
  if (word == "END") {
    finished_ = true;
    return {};
  }
  if (word == "ABOUT") {
    return {std::string("name=\"Ishi\", version=\"") + version() + "\", author=\"The Ishi project\", country=\"-\""};
  }
  if (word == "YXSTOP" || word == "STOP" || word == "YXHASHCLEAR") return {};
  if (word == "BEGIN") {
    if (auto e = need_game(); !e.empty()) return e;
    return think();
  }
  if (word == "TURN" || word == "PLAY" || word == "TAKEBACK") {
    if (auto e = need_game(); !e.empty()) return e;
    Square s{};
    if (!point(s)) return {"ERROR bad coordinates '" + clip(rest) + "'"};
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
  if (word == "BOARD" || word == "YXBOARD" || word == "SWAP2BOARD") {
    if (auto e = need_game(); !e.empty()) return e;
    if (!rest.empty()) return {"ERROR " + std::string(word) + " takes no arguments"};
    collecting_ = word == "BOARD" ? Collect::Board : word == "YXBOARD" ? Collect::YxBoard : Collect::Swap2;
    pending_.clear();
    pending_swap_.clear();
    return {};
  }
  if (word == "YXSHOWFORBID") {
    if (auto e = need_game(); !e.empty()) return e;
    return show_forbid();
  }
  if (word == "DONE") return {"ERROR DONE without BOARD"};
  return {"UNKNOWN command '" + clip(word) + "'"};
}

std::vector<std::string> GomocupBrain::start(int size) {
  size_ = size;
  stones_.clear();
  collecting_ = Collect::None;
  // Build the pattern tables now: START is not timed, moves are.
  for (int own = 1; own <= 2; ++own) {
    pattern_table(own, false);
    pattern_table(own, true);
  }
  return {"OK"};
}

std::vector<std::string> GomocupBrain::info(std::string_view rest) {
  auto space = rest.find_first_of(" \t");
  std::string key = upper(rest.substr(0, space));
  std::string_view value = space == std::string_view::npos ? std::string_view{} : trim(rest.substr(space));
  static constexpr std::string_view kNumeric[] = {"TIMEOUT_TURN", "TIMEOUT_MATCH", "TIME_LEFT", "MAX_MEMORY",
                                                  "RULE",         "MAX_NODE",      "MAX_DEPTH", "GAME_TYPE"};
  bool numeric = std::find(std::begin(kNumeric), std::end(kNumeric), key) != std::end(kNumeric);
  if (!numeric) return {}; // unknown keys (and folder, evaluate) are ignored
  auto v = parse_number(value);
  if (!v) return {"ERROR bad INFO value '" + clip(value) + "' for " + key};
  if (key == "TIMEOUT_TURN") timeout_turn_ = std::max(0LL, *v);
  if (key == "TIMEOUT_MATCH") timeout_match_ = std::max(0LL, *v);
  if (key == "TIME_LEFT") time_left_ = *v;
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
    if (size_ != 0 && !supports(r, size_)) return {"ERROR renju needs a board of at most 19x19"};
    rule_ = r;
  }
  return {};
}

std::vector<std::string> GomocupBrain::finish_collect() {
  Collect what = collecting_;
  collecting_ = Collect::None;
  if (what == Collect::Swap2) return swap2(pending_swap_);
  stones_ = pending_;
  pending_.clear();
  if (what == Collect::YxBoard) return {};
  return think();
}

int GomocupBrain::budget_millis() const {
  long long turn = timeout_turn_ > 0 ? timeout_turn_ : 0;
  long long budget = turn > 0 ? turn * 4 / 5 - 30 : 1000000;
  if (time_left_ >= 0 && time_left_ < 2147483647LL) {
    long long left_moves = std::max(8LL, static_cast<long long>(size_ * size_ - static_cast<int>(stones_.size())) / 8);
    budget = std::min(budget, std::max(0LL, time_left_ - 200) / std::min(left_moves, 25LL));
  } else if (timeout_match_ > 0) {
    budget = std::min(budget, timeout_match_ / 60);
  }
  return static_cast<int>(std::clamp(budget, 10LL, 1000000LL));
}

std::vector<std::string> GomocupBrain::think() {
  int ours = 0, theirs = 0;
  for (const Stone& s : stones_) (s.who == 1 ? ours : theirs)++;
  if (static_cast<int>(stones_.size()) >= size_ * size_) return {"ERROR the board is full"};
  gomoku::Stone me = ours >= theirs ? gomoku::Stone::Black : gomoku::Stone::White;
  if (ours > theirs + 1 || theirs > ours + 1) me = ours < theirs ? gomoku::Stone::White : gomoku::Stone::Black;
  Position p(size_, rule_);
  for (const Stone& s : stones_) p.place(p.index(s.at), s.who == 1 ? me : opponent(me));
  p.set_side_to_move(me);
  Options o;
  o.level = Level::Strong;
  o.seed = seed_;
  if (options_.fixed_nodes > 0) {
    o.max_nodes = options_.fixed_nodes;
  } else if (max_nodes_ > 0) {
    o.max_nodes = static_cast<std::uint64_t>(max_nodes_);
  } else if (timeout_turn_ == 0 && (time_left_ < 0 || time_left_ >= 2147483647LL)) {
    o.max_nodes = 3000; // "as fast as possible"
  } else {
    o.max_millis = budget_millis();
  }
  if (max_depth_ > 0) o.max_depth = max_depth_;
  if (max_memory_ > 0) {
    o.hash_mb = static_cast<int>(std::clamp(max_memory_ / (1LL << 20) / 4 - 2, 1LL, 256LL));
  } else {
    o.hash_mb = 64;
  }
  Choice c = choose_move(p, o);
  std::vector<std::string> out;
  Square move{};
  if (c.move) {
    move = *c.move;
  } else {
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

std::vector<std::string> GomocupBrain::swap2(const std::vector<Square>& given) {
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
  o.level = Level::Strong;
  if (options_.fixed_nodes > 0) {
    o.max_nodes = options_.fixed_nodes;
  } else {
    o.max_millis = budget_millis();
  }
  Choice ch = choose_move(p, o);
  if (!ch.move) return {"ERROR no move"};
  return {format_xy(*ch.move)};
}

std::vector<std::string> GomocupBrain::show_forbid() const {
  std::string out = "FORBID ";
  if (rule_ == Rule::Renju && stones_.size() % 2 == 0) {
    // Stones are kept in game order: Black played the even ones.
    Position p(size_, rule_);
    for (std::size_t k = 0; k < stones_.size(); ++k) {
      p.place(p.index(stones_[k].at), k % 2 == 0 ? gomoku::Stone::Black : gomoku::Stone::White);
    }
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

} // namespace ishi::gomoku::ai
