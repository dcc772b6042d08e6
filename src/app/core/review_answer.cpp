#include "app/core/review_answer.hpp"

#include "engine/common/json.hpp"
#include "engine/common/tokens.hpp"

namespace ishi::app {

Expected<ReviewAnswer> parse_review_answer(std::string_view answer) {
  auto tokens = split_tokens(answer);
  if (tokens.empty() || tokens[0].text != "review") {
    return ParseError{"not a review answer: '" + std::string(answer.substr(0, 80)) + "'"};
  }
  if ((tokens.size() - 1) % 6 != 0) return ParseError{"a review answer has six words per ply"};
  ReviewAnswer r;
  for (std::size_t i = 1; i < tokens.size(); i += 6) {
    ReviewedPly p;
    if (!whole_number(tokens[i].text, p.ply) || p.ply != static_cast<int>(r.plies.size()) + 1) {
      return ParseError{token_error(tokens[i], "not the next ply")};
    }
    p.move = std::string(tokens[i + 1].text);
    p.best = std::string(tokens[i + 2].text);
    if (!whole_number(tokens[i + 3].text, p.score)) return ParseError{token_error(tokens[i + 3], "not a score")};
    if (!whole_number(tokens[i + 4].text, p.loss) || p.loss < 0) {
      return ParseError{token_error(tokens[i + 4], "not a loss")};
    }
    p.label = std::string(tokens[i + 5].text);
    r.plies.push_back(std::move(p));
  }
  return r;
}

std::string review_answer_json(const ReviewAnswer& r) {
  JsonWriter w;
  w.begin_object().key("ok").value(true).key("plies").begin_array();
  for (const ReviewedPly& p : r.plies) {
    w.begin_object().key("ply").value(p.ply).key("move").value(p.move).key("best").value(p.best);
    w.key("score").value(p.score).key("loss").value(p.loss).key("label").value(p.label).end_object();
  }
  w.end_array().end_object();
  return w.str();
}

} // namespace ishi::app
