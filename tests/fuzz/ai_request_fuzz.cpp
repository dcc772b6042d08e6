// The computer's requests ("gomoku renju 15 strong 1000 7 h8 i9", "reversi <board> X easy
// 0 1", and the hint and review requests), which the page sends to its Web Workers: parse_request and, for the quickest
// levels, answer_request. Invariants: a request read is written out and read again to the
// same fields; anything refused is answered "error ..." and never a move; an answer to a
// valid request is a legal move of its position (or a pass only when there is none).
#include "app/core/ai_request.hpp"
#include "engine/gomoku/record.hpp"
#include "fuzz_input.hpp"

using namespace ishi;

namespace {

void check_answer(const app::AiRequest& r, const std::string& answer) {
  FUZZ_CHECK(answer.rfind("move ", 0) == 0 || answer == "error no move left");
  if (answer.rfind("move ", 0) != 0) return;
  std::string move = answer.substr(5);
  if (r.reversi) {
    if (move == "pass") {
      FUZZ_CHECK(!r.board.can_move());
      return;
    }
    int sq = reversi::parse_square_name(move);
    FUZZ_CHECK(sq >= 0 && (r.board.moves() & reversi::bit(sq)) != 0);
    return;
  }
  auto game = gomoku::load_game(r.moves, r.rule, r.size);
  FUZZ_CHECK(game);
  FUZZ_CHECK(!game->result().over());
  auto s = game->board().parse(move);
  FUZZ_CHECK(s && game->board().at(*s) == gomoku::Stone::Empty);
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  std::string_view text(reinterpret_cast<const char*>(data), size);
  auto r = app::parse_request(text);
  if (!r) {
    FUZZ_CHECK(!r.error().empty());
    FUZZ_CHECK(app::answer_request(text).rfind("error ", 0) == 0);
    return 0;
  }
  std::string written = app::request_text(*r);
  auto again = app::parse_request(written);
  FUZZ_CHECK(again);
  FUZZ_CHECK(again->reversi == r->reversi && again->hints == r->hints && again->review == r->review);
  FUZZ_CHECK(again->board == r->board);
  FUZZ_CHECK(again->rule == r->rule && again->size == r->size && again->moves == r->moves);
  FUZZ_CHECK(again->level == r->level && again->millis == r->millis && again->seed == r->seed);
  FUZZ_CHECK(app::request_text(*again) == written);
  // Only the quickest levels think here, with a node budget (millis 0), so that a run
  // makes millions of requests; the others are searched by the unit tests.
  if (r->level != "beginner" && r->level != "tutorial") return 0;
  app::AiRequest quick = *r;
  quick.millis = 0;
  std::string answer = app::answer_request(app::request_text(quick));
  if (!r->reversi) {
    auto game = gomoku::load_game(r->moves, r->rule, r->size);
    if (game->result().over() || game->board().full()) return 0; // nothing to ask
  }
  check_answer(quick, answer);
  return 0;
}
