#include "app/core/reversi_session.hpp"

#include "app/core/ai_request.hpp"
#include "app/core/i18n.hpp"
#include "engine/common/json.hpp"

namespace ishi::app {

using reversi::Refusal;
using reversi::Side;

std::string side_title(Side s) { return tr(s == Side::Black ? Text::Black : Text::White); }

namespace {

Text refusal_text(Refusal r) {
  return r == Refusal::OffBoard   ? Text::IllegalOffBoard
         : r == Refusal::Occupied ? Text::IllegalOccupied
                                  : Text::IllegalNoFlip;
}

} // namespace

bool ReversiSession::computer_to_move() const {
  return options_.computer && !game_.over() && game_.position().side == *options_.computer;
}

void ReversiSession::after_move() {
  screen_.close_notices();
  if (game_.last_was_pass() && !game_.over()) {
    // The side that could not move is the one that is not to move now.
    Side passed = reversi::other(game_.position().side);
    screen_.notify({"pass", format(tr(Text::PassNotice), side_title(passed)), "", {}, false}, NoticeStyle::Banner);
  }
  if (game_.over()) screen_.set_game_over(true);
}

Reply ReversiSession::place(int square, bool person) {
  reversi::Position before = game_.position();
  Refusal r = game_.play(square);
  if (r != Refusal::None && !person) return Reply::failure(tr(refusal_text(r)));
  if (r != Refusal::None) {
    Notice n{r == Refusal::Occupied ? "taken" : "illegal",
             tr(refusal_text(r)),
             square >= 0 && square < 64 ? reversi::square_name(square) : "",
             {},
             false};
    std::string message = n.message;
    screen_.notify(std::move(n), NoticeStyle::Popup);
    return Reply::failure(message);
  }
  last_flips_ = reversi::flips(before.player, before.opponent, square);
  last_move_ = square;
  ++discs_placed_;
  after_move();
  return {};
}

Reply ReversiSession::play(Square s) {
  return play_square(s.x >= 0 && s.x < 8 && s.y >= 0 && s.y < 8 ? s.x + 8 * s.y : 64);
}

Reply ReversiSession::play_square(int square) {
  if (screen_.view()) {
    screen_.stop_browsing(); // a click while looking back returns to the game
    return Reply::failure("looking at an earlier move; back to the game");
  }
  if (computer_to_move()) return Reply::failure("the computer is to play");
  return place(square);
}

namespace {
// A pass is never the side to move's choice: the game makes it when there is no legal move.
constexpr const char* kPassRefused = "a pass is only allowed with no legal move, and then the game makes it by itself";
} // namespace

Reply ReversiSession::play(std::string_view name) {
  if (name == "pass") return Reply::failure(kPassRefused);
  int sq = reversi::parse_square_name(name);
  if (sq < 0 || name.size() != 2) {
    return Reply::failure("'" + std::string(name) + "' is not a square (a1 to h8, like d3)");
  }
  return play_square(sq);
}

Reply ReversiSession::computer_play(std::string_view move) {
  if (!computer_to_move() || screen_.view()) return Reply::failure("it is not the computer's turn");
  if (move == "pass") return Reply::failure(std::string("the computer answered pass: ") + kPassRefused);
  int sq = reversi::parse_square_name(move);
  if (sq < 0 || move.size() != 2)
    return Reply::failure("the computer's move '" + std::string(move) + "' is not a square");
  return place(sq, false);
}

std::string ReversiSession::computer_colour() const {
  return options_.computer ? std::string(reversi::side_name(*options_.computer)) : "";
}

std::string ReversiSession::ai_request(std::string_view level, int millis, std::uint64_t seed) const {
  return reversi_request(game_.position(), level, millis, seed);
}

std::string ReversiSession::hint_request(int millis) const {
  reversi::Position p = viewed_position();
  if (p.game_over()) return "";
  return reversi_hint_request(p, millis);
}

std::string ReversiSession::review_request(int millis) const { return reversi_review_request(record(), millis); }

std::string ReversiSession::record() const { return reversi::transcript(game_); }

std::string ReversiSession::move_name(int index) const {
  int m = game_.moves()[static_cast<std::size_t>(index)];
  return m == reversi::kPass ? "--" : reversi::square_name(m);
}

void ReversiSession::new_game(const ReversiOptions& options) {
  options_ = options;
  game_ = reversi::Game();
  screen_.reset();
  last_flips_ = 0;
  last_move_ = -1;
}

bool ReversiSession::undo() {
  screen_.stop_browsing();
  if (!game_.undo()) return false;
  while (computer_to_move() && game_.can_undo()) game_.undo();
  screen_.close_notices();
  screen_.set_game_over(false);
  last_flips_ = 0;
  last_move_ = -1;
  return true;
}

bool ReversiSession::redo() {
  screen_.stop_browsing();
  if (!game_.redo()) return false;
  while (computer_to_move() && game_.can_redo()) game_.redo();
  screen_.close_notices();
  screen_.set_game_over(game_.over());
  return true;
}

Reply ReversiSession::load_record(std::string_view text) {
  auto g = reversi::load_transcript(text);
  if (!g) return Reply::failure(g.error());
  game_ = std::move(g.value());
  screen_.reset();
  screen_.set_game_over(game_.over());
  last_flips_ = 0;
  last_move_ = -1;
  return {};
}

reversi::Position ReversiSession::viewed_position() const {
  if (!screen_.view()) return game_.position();
  reversi::Position p = game_.start();
  for (int i = 0; i < *screen_.view(); ++i) {
    int m = game_.moves()[static_cast<std::size_t>(i)];
    p = m == reversi::kPass ? p.pass() : p.play(m);
  }
  return p;
}

std::string ReversiSession::status_line() const {
  const auto& p = game_.position();
  std::string discs = format(tr(Text::Discs), std::to_string(reversi::popcount(p.black())),
                             std::to_string(reversi::popcount(p.white())));
  if (game_.over()) {
    int s = game_.black_score();
    if (s == 0) return format(tr(Text::Draw), discs);
    return format(tr(Text::ResultScore), side_title(s > 0 ? Side::Black : Side::White),
                  std::to_string(s > 0 ? s : -s)) +
           "  (" + discs + ")";
  }
  return format(tr(Text::ToPlay), side_title(p.side)) + "  (" + discs + ")";
}

std::string ReversiSession::state_json() const {
  const auto& p = game_.position();
  JsonWriter w;
  w.begin_object();
  w.key("game").value("reversi").key("rule").value("standard").key("size").value(8);
  w.key("moves").begin_array();
  for (int m : game_.moves()) w.value(m == reversi::kPass ? std::string("pass") : reversi::square_name(m));
  w.end_array();
  w.key("moveNumber").value(static_cast<int>(game_.moves().size()) + 1);
  w.key("sideToMove").value(reversi::side_name(p.side));
  w.key("discs").begin_object().key("black").value(reversi::popcount(p.black()));
  w.key("white").value(reversi::popcount(p.white())).end_object();
  w.key("legalMoves").begin_array();
  for (reversi::Bits m = game_.over() ? 0 : p.moves(); m; m &= m - 1)
    w.value(reversi::square_name(reversi::first_square(m)));
  w.end_array();
  w.key("result");
  if (!game_.over()) {
    w.null();
  } else {
    int s = game_.black_score();
    w.begin_object().key("winner");
    if (s == 0) {
      w.null();
    } else {
      w.value(s > 0 ? "black" : "white");
    }
    w.key("score").value(s).key("reason").value("no legal move for either side").end_object();
  }
  screen_.write_json(w, [](Square sq) { return reversi::square_name(sq.x + 8 * sq.y); });
  w.key("computer");
  if (options_.computer) {
    w.value(reversi::side_name(*options_.computer));
  } else {
    w.null();
  }
  w.key("canUndo").value(can_undo()).key("canRedo").value(can_redo());
  w.key("board").value(reversi::format_board(p));
  w.end_object();
  return w.str();
}

} // namespace ishi::app
