#include "app/core/review_answer.hpp"

#include <algorithm>
#include <iterator>

#include "engine/common/json.hpp"
#include "engine/common/square.hpp"
#include "engine/common/tokens.hpp"

namespace ishi::app {

namespace {

// Every label the engines give (reversi/review.hpp, gomoku/ai/review.hpp).
constexpr std::string_view kLabels[] = {"best", "good",       "inaccuracy",     "mistake", "blunder", "pass",
                                        "ok",   "missed-win", "missed-defence", "foul",    "win"};

} // namespace

Expected<ReviewAnswer> parse_review_answer(std::string_view answer, int board_points) {
  auto tokens = split_tokens(answer);
  if (tokens.empty() || tokens[0].text != "review") {
    return ParseError{"not a review answer: '" + std::string(answer.substr(0, 80)) + "'"};
  }
  constexpr std::size_t kWords = 7;
  if ((tokens.size() - 1) % kWords != 0) return ParseError{"a review answer has seven words per ply"};
  // Only whether a name is on the board matters here, not which way its rows count.
  const Geometry board{board_points, board_points};
  auto is_move = [&board](std::string_view t) { return t == "pass" || parse_square(t, board).has_value(); };
  ReviewAnswer r;
  for (std::size_t i = 1; i < tokens.size(); i += kWords) {
    ReviewedPly p;
    if (!whole_number(tokens[i].text, p.ply) || p.ply != static_cast<int>(r.plies.size()) + 1) {
      return ParseError{token_error(tokens[i], "not the next ply")};
    }
    p.mover = std::string(tokens[i + 1].text);
    if (p.mover != "black" && p.mover != "white") return ParseError{token_error(tokens[i + 1], "not black or white")};
    p.move = std::string(tokens[i + 2].text);
    if (!is_move(p.move)) return ParseError{token_error(tokens[i + 2], "not a point or a pass")};
    p.best = std::string(tokens[i + 3].text);
    if (!is_move(p.best) && p.best != "-") return ParseError{token_error(tokens[i + 3], "not a point, a pass or -")};
    if (!whole_number(tokens[i + 4].text, p.score)) return ParseError{token_error(tokens[i + 4], "not a score")};
    if (!whole_number(tokens[i + 5].text, p.loss) || p.loss < 0) {
      return ParseError{token_error(tokens[i + 5], "not a loss")};
    }
    p.label = std::string(tokens[i + 6].text);
    if (std::find(std::begin(kLabels), std::end(kLabels), p.label) == std::end(kLabels)) {
      return ParseError{token_error(tokens[i + 6], "not a label of a review")};
    }
    r.plies.push_back(std::move(p));
  }
  return r;
}

std::string review_answer_json(const ReviewAnswer& r) {
  JsonWriter w;
  w.begin_object().key("ok").value(true).key("plies").begin_array();
  for (const ReviewedPly& p : r.plies) {
    w.begin_object().key("ply").value(p.ply).key("mover").value(p.mover).key("move").value(p.move);
    w.key("best").value(p.best);
    w.key("score").value(p.score).key("loss").value(p.loss).key("label").value(p.label).end_object();
  }
  w.end_array().end_object();
  return w.str();
}

} // namespace ishi::app
