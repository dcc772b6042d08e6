#include "protocol/match/openings.hpp"

#include <optional>
#include <string>

#include "engine/gomoku/record.hpp"
#include "engine/gomoku/referee.hpp"
#include "protocol/gomocup/text.hpp"

namespace ishi::protocol {

namespace {

using gomoku::Verdict;

// "dx,dy dx,dy ..." around the centre.
Expected<Opening> parse_offsets(std::string_view line, int size) {
  std::vector<long long> numbers;
  std::size_t i = 0;
  while (i < line.size()) {
    std::size_t end = line.find_first_of(", \t", i);
    if (end == std::string_view::npos) end = line.size();
    std::string_view piece = line.substr(i, end - i);
    i = end + 1;
    if (piece.empty()) continue;
    auto n = parse_number(piece);
    if (!n) return ParseError{"'" + clip(piece) + "' is not a number (offsets are written dx,dy)"};
    numbers.push_back(*n);
  }
  if (numbers.size() % 2 != 0) return ParseError{"an odd number of coordinates (offsets are written dx,dy)"};
  Opening out;
  long long centre = size / 2;
  // An offset is checked before it is added: a huge one would overflow the sum.
  auto on_board = [&](long long d) { return d >= -centre && d < size - centre; };
  for (std::size_t k = 0; k < numbers.size(); k += 2) {
    if (!on_board(numbers[k]) || !on_board(numbers[k + 1])) {
      return ParseError{"move " + std::to_string(k / 2 + 1) + " (" + std::to_string(numbers[k]) + "," +
                        std::to_string(numbers[k + 1]) + ") is off the " + std::to_string(size) + "x" +
                        std::to_string(size) + " board"};
    }
    out.push_back({static_cast<int>(centre + numbers[k]), static_cast<int>(centre + numbers[k + 1])});
  }
  return out;
}

Expected<Opening> parse_line(std::string_view line, int size) {
  if (line.find(',') != std::string_view::npos) return parse_offsets(line, size);
  auto moves = gomoku::parse_moves(line, size, false);
  if (!moves) return ParseError{moves.error()};
  Opening out;
  for (const auto& m : *moves) out.push_back(*m);
  return out;
}

// Every stone must be an ordinary move of a game that goes on.
std::optional<std::string> check(const Opening& opening, gomoku::Rule rule, int size) {
  gomoku::Referee referee(rule, size);
  for (std::size_t k = 0; k < opening.size(); ++k) {
    std::string name = format_square(opening[k], {size, size, RowOrigin::Bottom});
    std::string where = "move " + std::to_string(k + 1) + " '" + name + "'";
    switch (referee.play(opening[k])) {
      case Verdict::Continue: break;
      case Verdict::Occupied: return where + ": that point is taken";
      case Verdict::OffBoard: return where + ": off the board";
      case Verdict::Five: return where + " makes a five: the game would be over";
      case Verdict::Foul: return where + " is a foul for Black under " + std::string(gomoku::rule_name(rule));
      case Verdict::Full:
      case Verdict::NoLegalPoint:
      case Verdict::Over: return where + ": the game would be over";
    }
  }
  return std::nullopt;
}

} // namespace

std::optional<std::string> for_each_opening_line(
    std::string_view text, const std::function<std::optional<std::string>(std::string_view line)>& read) {
  int number = 0;
  while (!text.empty()) {
    std::size_t end = text.find('\n');
    std::string_view raw = text.substr(0, end);
    text = end == std::string_view::npos ? std::string_view{} : text.substr(end + 1);
    ++number;
    std::string_view line = trim(raw);
    if (line.empty() || line.front() == '#') continue;
    if (auto e = read(line)) return "line " + std::to_string(number) + ": " + *e;
  }
  return std::nullopt;
}

Expected<std::vector<Opening>> parse_openings(std::string_view text, gomoku::Rule rule, int size) {
  if (!gomoku::is_supported_size(size)) return ParseError{"unsupported board size " + std::to_string(size)};
  std::vector<Opening> out;
  auto error = for_each_opening_line(text, [&](std::string_view line) -> std::optional<std::string> {
    auto opening = parse_line(line, size);
    if (!opening) return opening.error();
    if (auto e = check(*opening, rule, size)) return e;
    out.push_back(*opening);
    return std::nullopt;
  });
  if (error) return ParseError{*error};
  if (out.empty()) return ParseError{"no openings (one per line, like 'h8 h9 i7' or '0,0 1,-1 2,0')"};
  return out;
}

} // namespace ishi::protocol
