// A Gomocup (Piskvork) session as a manager or a match sends it: many lines, the brain's
// state carried from one to the next (START, INFO, TURN, BOARD ... DONE, TAKEBACK,
// SWAP2BOARD, YXSHOWFORBID, ...). The first byte picks the level that answers; every
// search is held to a few nodes. Invariants after every line: the brain's stones are on the
// board and on distinct points, at most one per point; a move it answers is a free point of
// the board, then holds its stone, and is the last stone; every line out is one line.
#include <algorithm>
#include <cctype>

#include "fuzz_input.hpp"
#include "protocol/gomocup/brain.hpp"
#include "protocol/gomocup/text.hpp"

using namespace ishi;

namespace {

constexpr std::size_t kMaxLines = 64;

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
  std::vector<Square> points = brain.points();
  FUZZ_CHECK(static_cast<int>(points.size()) == brain.stones());
  if (brain.size() == 0) {
    FUZZ_CHECK(points.empty());
    return;
  }
  Geometry g{brain.size(), brain.size()};
  for (Square s : points) FUZZ_CHECK(g.contains(s));
  std::sort(points.begin(), points.end(), [](Square a, Square b) { return a.y != b.y ? a.y < b.y : a.x < b.x; });
  FUZZ_CHECK(std::adjacent_find(points.begin(), points.end()) == points.end());
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  fuzz::Input in(data, size);
  protocol::BrainOptions options;
  options.level = gomoku::ai::kLevels[static_cast<std::size_t>(in.pick(4))];
  options.fixed_nodes = 40;
  options.messages = in.flag();
  protocol::GomocupBrain brain(options);
  auto lines = fuzz::split(in.rest(), '\n');
  if (lines.size() > kMaxLines) lines.resize(kMaxLines);
  bool in_swap2 = false;
  for (std::string_view line : lines) {
    std::vector<Square> before = brain.points();
    auto out = brain.handle(line);
    check_stones(brain);
    for (const std::string& o : out) FUZZ_CHECK(o.find('\n') == std::string::npos);
    Square reply{};
    std::string word = protocol::upper(protocol::trim(line).substr(0, protocol::trim(line).find_first_of(" \t")));
    // SWAP2BOARD ... DONE answers stones to place, not a move of the brain's.
    if (word == "SWAP2BOARD" && out.empty()) in_swap2 = true;
    if (in_swap2) {
      if (word == "DONE") in_swap2 = false;
      continue;
    }
    if (out.empty() || !is_point_reply(out.back(), reply)) continue;
    // A move: a point of the board that the brain now holds as its last stone; TURN, BEGIN
    // and PLAY put it on a point that was free.
    FUZZ_CHECK((Geometry{brain.size(), brain.size()}.contains(reply)));
    FUZZ_CHECK(!brain.points().empty() && brain.points().back() == reply);
    if (word == "TURN" || word == "BEGIN" || word == "PLAY") {
      FUZZ_CHECK(std::find(before.begin(), before.end(), reply) == before.end());
    }
    if (brain.finished()) break;
  }
  return 0;
}
