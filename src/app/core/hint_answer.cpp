#include "app/core/hint_answer.hpp"

#include <algorithm>

#include "engine/common/json.hpp"
#include "engine/common/square.hpp"
#include "engine/common/tokens.hpp"

namespace ishi::app {

namespace {

// "exact", "proven" or "d<depth>".
bool read_kind(std::string_view text, HintMove& m) {
  if (text == "exact" || text == "proven") {
    m.exact = true;
    return true;
  }
  return text.size() > 1 && text[0] == 'd' && whole_number(text.substr(1), m.depth) && m.depth >= 0;
}

constexpr std::string_view kOffBoard = "not a point of the board";

bool is_part_name(std::string_view t) { return t == "line" || t == "fives" || t == "straight" || t == "vcf"; }

} // namespace

Expected<HintAnswer> parse_hint_answer(std::string_view answer, int board_points) {
  auto tokens = split_tokens(answer);
  if (tokens.empty() || tokens[0].text != "hints") {
    return ParseError{"not a hints answer: '" + std::string(answer.substr(0, 80)) + "'"};
  }
  // Only whether a name is on the board matters here, not which way its rows count.
  const Geometry board{board_points, board_points};
  auto off_board = [&board](const Token& t) { return !parse_square(t.text, board); };
  HintAnswer h;
  std::size_t i = 1;
  // The moves: triples up to the first part name.
  while (i < tokens.size() && !is_part_name(tokens[i].text)) {
    if (i + 2 >= tokens.size()) return ParseError{token_error(tokens[i], "a move without a score and a kind")};
    HintMove m;
    if (off_board(tokens[i])) return ParseError{token_error(tokens[i], kOffBoard)};
    m.move = std::string(tokens[i].text);
    if (!whole_number(tokens[i + 1].text, m.score)) return ParseError{token_error(tokens[i + 1], "not a score")};
    if (!read_kind(tokens[i + 2].text, m)) return ParseError{token_error(tokens[i + 2], "not exact, proven or dN")};
    h.moves.push_back(std::move(m));
    i += 3;
  }
  std::vector<std::string> vcf;
  std::vector<std::string_view> parts_seen;
  while (i < tokens.size()) {
    std::string_view name = tokens[i].text;
    if (std::find(parts_seen.begin(), parts_seen.end(), name) != parts_seen.end()) {
      return ParseError{token_error(tokens[i], "a part given twice")};
    }
    parts_seen.push_back(name);
    std::vector<std::string>& list = name == "line"       ? h.line
                                     : name == "fives"    ? h.fives
                                     : name == "straight" ? h.straight
                                                          : vcf;
    const std::size_t first = ++i;
    for (; i < tokens.size() && !is_part_name(tokens[i].text); ++i) {
      if (off_board(tokens[i])) return ParseError{token_error(tokens[i], kOffBoard)};
      list.emplace_back(tokens[i].text);
    }
    if (i == first) return ParseError{token_error(tokens[first - 1], "a part without points")};
  }
  if (vcf.size() > 1) return ParseError{"more than one vcf point"};
  if (!vcf.empty()) h.vcf = vcf.front();
  return h;
}

std::string hint_answer_json(const HintAnswer& h) {
  JsonWriter w;
  w.begin_object().key("ok").value(true).key("moves").begin_array();
  for (const HintMove& m : h.moves) {
    w.begin_object().key("move").value(m.move).key("score").value(m.score).key("exact").value(m.exact);
    w.key("depth").value(m.depth).end_object();
  }
  w.end_array();
  auto list = [&w](std::string_view key, const std::vector<std::string>& points) {
    w.key(key).begin_array();
    for (const std::string& p : points) w.value(p);
    w.end_array();
  };
  list("line", h.line);
  list("fives", h.fives);
  list("straight", h.straight);
  w.key("vcf");
  if (h.vcf.empty()) {
    w.null();
  } else {
    w.value(h.vcf);
  }
  w.end_object();
  return w.str();
}

} // namespace ishi::app
