#include "app/core/gomoku_session.hpp"

#include "app/core/ai_request.hpp"
#include "app/core/i18n.hpp"
#include "engine/common/json.hpp"
#include "engine/gomoku/record.hpp"
#include "engine/gomoku/threats.hpp"
#include "engine/gomoku/winning_row.hpp"

namespace ishi::app {

using gomoku::MoveStatus;
using gomoku::Outcome;
using gomoku::Stone;

std::string colour_title(Stone s) { return tr(s == Stone::Black ? Text::Black : Text::White); }

namespace {

// The name of a foul or shape in the current language, with a capital first letter where
// the language has capitals.
std::string foul_title(gomoku::Foul f) {
  Text t = f == gomoku::Foul::DoubleFour ? Text::DoubleFour
           : f == gomoku::Foul::Overline ? Text::Overline
                                         : Text::DoubleThree;
  std::string s = tr(t);
  if (!s.empty() && s[0] >= 'a' && s[0] <= 'z') s[0] = static_cast<char>(s[0] - 'a' + 'A');
  return s;
}

// "double-three", "overline", ... in the current language.
std::string shape_title(const std::string& shape) {
  if (shape == "double-three") return tr(Text::DoubleThree);
  if (shape == "double-four") return tr(Text::DoubleFour);
  if (shape == "overline") return tr(Text::Overline);
  return shape;
}

// The stones of every four, three and overline a move makes: what a notice lights up.
std::vector<Square> threat_stones(const gomoku::MoveAnalysis& a) {
  std::vector<Square> out;
  for (const auto& t : a.threats) {
    if (t.kind == gomoku::ThreatKind::Five) continue;
    out.insert(out.end(), t.stones.begin(), t.stones.end());
  }
  out.push_back(a.move);
  return out;
}

} // namespace

void GomokuSession::set_notice_styles(NoticeStyle threes, NoticeStyle fours, NoticeStyle fouls) {
  options_.threes = threes;
  options_.fours = fours;
  options_.fouls = fouls;
}

void GomokuSession::refuse(MoveStatus status, Square s) {
  const auto& b = game_.board();
  Notice n;
  n.point = b.contains(s) ? b.name(s) : "";
  NoticeStyle style = NoticeStyle::Popup;
  switch (status) {
    case MoveStatus::Occupied:
      n.kind = "taken";
      n.message = tr(Text::ThatPointIsTaken);
      n.highlight = {s};
      break;
    case MoveStatus::OffBoard:
      n.kind = "off-board";
      n.message = tr(Text::ThatPointOffBoard);
      break;
    case MoveStatus::GameOver:
      n.kind = "game-over";
      n.message = tr(Text::GameIsOver);
      break;
    case MoveStatus::Forbidden: {
      n.kind = "forbidden";
      n.message = format(tr(Text::ForbiddenFor), foul_title(game_.last_refused_foul()));
      // Light the lines that make the foul: the move's shapes as if Black had played it.
      gomoku::Board probe = b;
      probe.set(s, Stone::Black);
      n.highlight = threat_stones(gomoku::analyze_move(probe, s, gomoku::Rule::Renju));
      style = options_.fouls == NoticeStyle::Off ? NoticeStyle::Banner : options_.fouls;
      break;
    }
    case MoveStatus::Played: return;
  }
  screen_.notify(std::move(n), style);
}

void GomokuSession::announce_threats(Square s, Stone mover) {
  if (game_.result().over()) return;
  auto a = gomoku::analyze_move(game_.board(), s, game_.rule());
  int fours = a.fours(), threes = a.threes();
  if (fours == 0 && threes == 0) return;
  Notice n;
  n.point = game_.board().name(s);
  n.highlight = threat_stones(a);
  std::string who = colour_title(mover);
  NoticeStyle style = options_.fours;
  std::string shape;
  if (fours >= 2) {
    n.kind = "4-4";
    n.message = format(tr(Text::MadeFourFour), who);
    shape = "4-4";
  } else if (fours == 1 && threes >= 1) {
    n.kind = "4-3";
    n.message = format(tr(Text::MadeFourThree), who);
    shape = "4-3";
  } else if (fours == 1) {
    n.kind = "four";
    n.message = format(tr(Text::MadeFour), who);
  } else if (threes >= 2) {
    n.kind = "3-3";
    n.message = format(tr(Text::MadeThreeThree), who);
    style = options_.threes;
  } else {
    n.kind = "three";
    n.message = format(tr(Text::MadeThree), who);
    style = options_.threes;
  }
  // The Classic rule asks, like the tutorial, whether to go on after a 4-4 or a 4-3.
  if (!shape.empty() && game_.rule() == gomoku::Rule::Classic && style != NoticeStyle::Off) {
    n.question = true;
    n.message = format(tr(Text::ContinueQuestion), who, shape);
    style = NoticeStyle::Popup;
  }
  screen_.notify(std::move(n), style);
}

Reply GomokuSession::place(Square s, bool person) {
  Stone mover = game_.side_to_move();
  MoveStatus status = game_.play(s);
  if (status != MoveStatus::Played) {
    if (!person) return Reply::failure(gomoku::move_status_message(status));
    refuse(status, s);
    return Reply::failure(last_warning() ? last_warning()->message : gomoku::move_status_message(status));
  }
  ++stones_placed_;
  screen_.close_notices(); // a move answers the previous notice
  announce_threats(s, mover);
  if (game_.result().over()) screen_.set_game_over(true);
  return {};
}

bool GomokuSession::computer_to_move() const {
  return options_.computer && !game_.result().over() && game_.side_to_move() == *options_.computer;
}

Reply GomokuSession::play(Square s) {
  if (screen_.view()) {
    screen_.stop_browsing(); // a click while looking back returns to the game
    return Reply::failure("looking at an earlier move; back to the game");
  }
  if (computer_to_move()) return Reply::failure("the computer is to play");
  return place(s);
}

Reply GomokuSession::play(std::string_view notation) {
  auto s = game_.board().parse(notation);
  if (!s) {
    int n = game_.board().size();
    return Reply::failure("'" + std::string(notation) + "' is not a point of the " + std::to_string(n) + "x" +
                          std::to_string(n) + " board (expected a letter a-" +
                          std::string(1, static_cast<char>('a' + n - 1)) + " and a number 1-" + std::to_string(n) +
                          ", like h8)");
  }
  return play(*s);
}

Reply GomokuSession::computer_play(Square s) {
  if (!computer_to_move() || screen_.view()) return Reply::failure("it is not the computer's turn");
  return place(s, false);
}

Reply GomokuSession::computer_play(std::string_view move) {
  auto s = game_.board().parse(move);
  if (!s) return Reply::failure("the computer's move '" + std::string(move) + "' is not a point");
  return computer_play(*s);
}

std::string GomokuSession::computer_colour() const {
  return options_.computer ? std::string(gomoku::stone_name(*options_.computer)) : "";
}

std::string GomokuSession::ai_request(std::string_view level, int millis, std::uint64_t seed) const {
  return gomoku_request(game_.rule(), game_.board().size(), record(), level, millis, seed);
}

std::string GomokuSession::hint_request(int millis) const {
  const int shown = viewed_move_count();
  if (shown == move_count() && game_over()) return "";
  std::string moves;
  for (int i = 0; i < shown; ++i) moves += (i > 0 ? " " : "") + move_name(i);
  return gomoku_hint_request(game_.rule(), game_.board().size(), moves, millis);
}

std::string GomokuSession::review_request(int) const {
  return gomoku_review_request(game_.rule(), game_.board().size(), record());
}

void GomokuSession::new_game(const GomokuOptions& options) {
  options_ = options;
  game_ = gomoku::Game(options.rule, options.size);
  screen_.reset();
}

bool GomokuSession::undo() {
  screen_.stop_browsing();
  if (!game_.undo()) return false;
  while (computer_to_move() && game_.can_undo()) game_.undo();
  screen_.close_notices();
  screen_.set_game_over(false);
  return true;
}

bool GomokuSession::redo() {
  screen_.stop_browsing();
  if (!game_.redo()) return false;
  while (computer_to_move() && game_.can_redo()) game_.redo();
  screen_.close_notices();
  screen_.set_game_over(game_.result().over());
  return true;
}

std::string GomokuSession::record() const { return gomoku::format_moves(game_); }

std::string GomokuSession::move_name(int index) const {
  return game_.board().name(game_.moves()[static_cast<std::size_t>(index)]);
}

Reply GomokuSession::load_record(std::string_view moves) {
  auto g = gomoku::load_game(moves, options_.rule, options_.size);
  if (!g) return Reply::failure(g.error());
  game_ = std::move(g.value());
  screen_.reset();
  screen_.set_game_over(game_.result().over());
  return {};
}

gomoku::Board GomokuSession::viewed_board() const {
  if (!screen_.view()) return game_.board();
  gomoku::Board b(game_.board().size());
  for (int i = 0; i < *screen_.view(); ++i)
    b.set(game_.moves()[static_cast<std::size_t>(i)], i % 2 ? Stone::White : Stone::Black);
  return b;
}

std::string GomokuSession::viewed_side_to_move() const {
  if (!screen_.view()) return gomoku::stone_name(game_.side_to_move());
  // No passes in Gomoku: the colours alternate from Black, as viewed_board() places them.
  return gomoku::stone_name(*screen_.view() % 2 ? Stone::White : Stone::Black);
}

void GomokuSession::answer_question(bool yes) {
  if (!popup() || !popup()->question) return;
  if (!yes && !game_.moves().empty()) {
    // The player who made the 4-4 or 4-3 stops the game and wins.
    Stone mover = game_.moves().size() % 2 ? Stone::Black : Stone::White;
    game_.stop(mover == Stone::Black ? Outcome::BlackWins : Outcome::WhiteWins,
               std::string(mover == Stone::Black ? "Black" : "White") + " stopped the game at a " + popup()->kind,
               popup()->kind);
    screen_.set_game_over(true);
  }
  screen_.close_popup();
}

std::vector<Square> GomokuSession::winning_row() const {
  if (!game_.result().over() || game_.moves().empty()) return {};
  Square last = game_.moves().back();
  if (game_.board().at(last) == gomoku::Stone::Empty) return {};
  bool won_by_mover = game_.result().outcome ==
                      (game_.board().at(last) == gomoku::Stone::Black ? Outcome::BlackWins : Outcome::WhiteWins);
  if (!won_by_mover) return {};
  return gomoku::winning_row(game_.board(), last, game_.rule());
}

const std::vector<gomoku::ForbiddenPoint>& GomokuSession::forbidden_points() const {
  ForbiddenCache& c = forbidden_cache_;
  const gomoku::Board& board = game_.board();
  if (!c.valid || c.rule != game_.rule() || c.size != board.size() || c.moves != game_.moves()) {
    c.points = game_.rule() == gomoku::Rule::Renju ? gomoku::renju_forbidden_points(board)
                                                   : std::vector<gomoku::ForbiddenPoint>{};
    c.valid = true;
    c.rule = game_.rule();
    c.size = board.size();
    c.moves = game_.moves();
  }
  return c.points;
}

std::string GomokuSession::status_line() const {
  const auto& r = game_.result();
  if (!r.over()) return format(tr(Text::ToPlay), colour_title(game_.side_to_move()));
  if (r.outcome == Outcome::Draw) {
    return format(tr(Text::Draw), tr(r.ending == gomoku::Ending::NoLegalPoint ? Text::NoLegalPoint : Text::BoardFull));
  }
  Stone winner = r.outcome == Outcome::BlackWins ? Stone::Black : Stone::White;
  std::string why;
  std::string point = r.point ? game_.board().name(*r.point) : "";
  switch (r.ending) {
    case gomoku::Ending::Five: why = tr(Text::FiveInARow); break;
    case gomoku::Ending::Forbidden: why = format(tr(Text::ForbiddenLoss), shape_title(r.shape), point); break;
    case gomoku::Ending::Foul:
      why = format(tr(Text::ClassicLoss), colour_title(gomoku::opponent(winner)), shape_title(r.shape), point);
      break;
    case gomoku::Ending::Stopped: why = format(tr(Text::StoppedByPlayer), colour_title(winner), r.shape); break;
    case gomoku::Ending::NoLegalPoint: why = format(tr(Text::NoLegalPointFive), point); break;
    case gomoku::Ending::BoardFull:
    case gomoku::Ending::None: why = r.reason; break;
  }
  return format(tr(Text::WinsBy), colour_title(winner), why);
}

std::string GomokuSession::panel_status() const {
  if (game_over()) return status_line();
  return status_line() + "  " + format(tr(Text::MoveNumber), std::to_string(move_count() + 1));
}

std::string GomokuSession::state_json() const {
  const auto& board = game_.board();
  JsonWriter w;
  w.begin_object();
  w.key("game").value("gomoku");
  w.key("rule").value(gomoku::rule_name(game_.rule()));
  w.key("size").value(board.size());
  w.key("moves").begin_array();
  for (auto m : game_.moves()) w.value(board.name(m));
  w.end_array();
  w.key("moveNumber").value(static_cast<int>(game_.moves().size()) + 1);
  w.key("sideToMove").value(gomoku::stone_name(game_.side_to_move()));
  w.key("result");
  const auto& r = game_.result();
  if (!r.over()) {
    w.null();
  } else {
    w.begin_object();
    w.key("winner");
    if (r.outcome == Outcome::Draw) {
      w.null();
    } else {
      w.value(r.outcome == Outcome::BlackWins ? "black" : "white");
    }
    w.key("reason").value(r.reason);
    w.end_object();
  }
  w.key("winningRow").begin_array(); // empty unless a row won the game
  for (Square sq : winning_row()) w.value(board.name(sq));
  w.end_array();
  screen_.write_json(w, [&](Square sq) { return board.name(sq); });
  w.key("computer");
  if (options_.computer) {
    w.value(gomoku::stone_name(*options_.computer));
  } else {
    w.null();
  }
  w.key("forbidden").begin_array();
  for (const auto& f : forbidden_points()) {
    w.begin_object().key("point").value(board.name(f.point)).key("kind").value(gomoku::foul_name(f.kind)).end_object();
  }
  w.end_array();
  w.key("canUndo").value(can_undo()).key("canRedo").value(can_redo());
  w.end_object();
  return w.str();
}

} // namespace ishi::app
