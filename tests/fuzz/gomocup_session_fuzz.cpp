// A Gomocup (Piskvork) session as a manager or a match sends it: many lines, the brain's
// state carried from one to the next (START, INFO, TURN, BOARD ... DONE, TAKEBACK,
// SWAP2BOARD, YXSHOWFORBID, ...). The first byte picks the level that answers; every
// search is held to a few nodes. Invariants after every line: the brain's stones are on the
// board, at most one per point; a move it answers is a point of the board that it now holds
// as its last stone, free before TURN, BEGIN and PLAY; under Renju, a move it chooses as
// Black is not forbidden, and YXSHOWFORBID lists exactly the rules' forbidden points; every
// line out is one line.
#include <algorithm>
#include <cctype>

#include "engine/gomoku/line_grid.hpp"
#include "engine/gomoku/renju.hpp"
#include "fuzz_input.hpp"
#include "protocol/gomocup/brain.hpp"
#include "protocol/gomocup/text.hpp"

using namespace ishi;

namespace {

constexpr std::size_t kMaxLines = 48;
using Stones = std::vector<std::pair<Square, int>>;

// "X,Y" with X and Y whole numbers.
bool is_point_reply(const std::string& line, Square& s) {
  int x = 0, y = 0;
  char comma = 0, extra = 0;
  if (line.empty() || !std::isdigit(static_cast<unsigned char>(line[0]))) return false;
  if (std::sscanf(line.c_str(), "%d%c%d%c", &x, &comma, &y, &extra) != 3 || comma != ',') return false;
  s = {x, y};
  return true;
}

void check_stones(const protocol::GomocupBrain& brain) {
  Stones stones = brain.stone_list();
  FUZZ_CHECK(static_cast<int>(stones.size()) == brain.stones());
  if (brain.size() == 0) {
    FUZZ_CHECK(stones.empty());
    return;
  }
  Geometry g{brain.size(), brain.size()};
  std::vector<Square> points;
  for (const auto& [s, who] : stones) {
    FUZZ_CHECK(g.contains(s));
    FUZZ_CHECK(who == 1 || who == 2);
    points.push_back(s);
  }
  std::sort(points.begin(), points.end(), [](Square a, Square b) { return a.y != b.y ? a.y < b.y : a.x < b.x; });
  FUZZ_CHECK(std::adjacent_find(points.begin(), points.end()) == points.end());
}

// Under Renju on a board the rules know, the brain's move as Black is not forbidden: the
// stones before it, in our colours (Black is the side with as many stones as the other).
void check_not_forbidden(const protocol::GomocupBrain& brain, const Stones& before, Square move) {
  if (brain.rule() != gomoku::Rule::Renju || !gomoku::is_supported_size(brain.size())) return;
  int ours = 0, theirs = 0;
  for (const auto& st : before) (st.second == 1 ? ours : theirs) += 1;
  if (ours < theirs) return; // we are White
  gomoku::Board board(brain.size());
  for (const auto& [s, who] : before) board.set(s, who == 1 ? gomoku::Stone::Black : gomoku::Stone::White);
  FUZZ_CHECK(gomoku::renju_foul(board, move) == gomoku::Foul::None);
}

// YXSHOWFORBID lists exactly Black's forbidden points under Renju when Black (the side with
// as many stones as the other, by owner) is to move, and none otherwise.
void check_show_forbid(const protocol::GomocupBrain& brain, const std::string& out) {
  std::string want = "FORBID ";
  Stones stones = brain.stone_list();
  int ours = 0, theirs = 0;
  for (const auto& st : stones) (st.second == 1 ? ours : theirs) += 1;
  if (brain.rule() == gomoku::Rule::Renju && ours == theirs) {
    if (!gomoku::is_supported_size(brain.size())) return; // the rules' board is 15 or 19
    gomoku::Board board(brain.size());
    for (const auto& [s, who] : stones) board.set(s, who == 1 ? gomoku::Stone::Black : gomoku::Stone::White);
    // renju_foul(board, p) for every point, on one grid (it builds one per call).
    gomoku::LineGrid grid(board);
    for (int y = 0; y < brain.size(); ++y) {
      for (int x = 0; x < brain.size(); ++x) {
        int p = grid.index({x, y});
        if (grid.at(p) != gomoku::LineGrid::kEmpty || gomoku::foul_at(grid, p, true) == gomoku::Foul::None) continue;
        char buf[16];
        std::snprintf(buf, sizeof buf, "%02d%02d", x, y);
        want += buf;
      }
    }
  }
  FUZZ_CHECK(out == want + ".");
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  fuzz::Input in(data, size);
  protocol::BrainOptions options;
  options.level = gomoku::ai::kLevels[static_cast<std::size_t>(in.pick(4))];
  options.fixed_nodes = 8;
  options.messages = in.flag();
  protocol::GomocupBrain brain(options);
  auto lines = fuzz::split(in.rest(), '\n');
  if (lines.size() > kMaxLines) lines.resize(kMaxLines);
  bool in_swap2 = false;
  for (std::string_view line : lines) {
    Stones before = brain.stone_list();
    auto out = brain.handle(line);
    check_stones(brain);
    for (const std::string& o : out) FUZZ_CHECK(o.find('\n') == std::string::npos);
    std::string_view trimmed = protocol::trim(line);
    std::string word = protocol::upper(trimmed.substr(0, trimmed.find_first_of(" \t")));
    // SWAP2BOARD ... DONE answers stones to place, not a move of the brain's.
    if (word == "YXSHOWFORBID" && !in_swap2 && out.size() == 1 && out[0].rfind("FORBID ", 0) == 0) {
      check_show_forbid(brain, out[0]);
    }
    if (word == "SWAP2BOARD" && out.empty()) in_swap2 = true;
    if (in_swap2) {
      if (word == "DONE") in_swap2 = false;
      continue;
    }
    Square reply{};
    if (out.empty() || !is_point_reply(out.back(), reply)) continue;
    Stones now = brain.stone_list();
    FUZZ_CHECK((Geometry{brain.size(), brain.size()}.contains(reply)));
    FUZZ_CHECK(!now.empty() && now.back().first == reply && now.back().second == 1);
    if (word == "TURN" || word == "BEGIN") {
      // The brain chose this move: on a free point, and never a foul.
      now.pop_back();
      for (const auto& st : now) FUZZ_CHECK(st.first != reply);
      check_not_forbidden(brain, now, reply);
    } else if (word == "DONE") {
      now.pop_back();
      check_not_forbidden(brain, now, reply);
    }
  }
  return 0;
}
