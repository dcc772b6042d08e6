#include "app/gomoku_session.hpp"

#include "engine/common/json.hpp"

namespace ishi::app {

using gomoku::MoveStatus;
using gomoku::Outcome;
using gomoku::Stone;

std::string_view colour_title(Stone s) { return s == Stone::Black ? "Black" : "White"; }

namespace {

const char* warning_kind(MoveStatus s) {
  switch (s) {
    case MoveStatus::OffBoard: return "off-board";
    case MoveStatus::Occupied: return "taken";
    case MoveStatus::GameOver: return "game-over";
    case MoveStatus::Forbidden: return "forbidden";
    case MoveStatus::Played: break;
  }
  return "";
}

std::string winner_sentence(const gomoku::Result& r) {
  switch (r.outcome) {
    case Outcome::BlackWins: return "Black wins: " + r.reason;
    case Outcome::WhiteWins: return "White wins: " + r.reason;
    case Outcome::Draw: return "Draw: " + r.reason;
    case Outcome::Ongoing: break;
  }
  return "";
}

} // namespace

void GomokuSession::warn(std::string kind, std::string message, std::string point) {
  last_warning_ = Warning{std::move(kind), std::move(message), std::move(point)};
  warning_popup_open_ = true;
}

Reply GomokuSession::play(Square s) {
  MoveStatus status = game_.play(s);
  if (status != MoveStatus::Played) {
    std::string point = game_.board().contains(s) ? game_.board().name(s) : std::string();
    std::string message = gomoku::move_status_message(status);
    if (status == MoveStatus::Forbidden) {
      // "Double-three: forbidden for Black"
      std::string foul(gomoku::foul_name(game_.last_refused_foul()));
      foul[0] = static_cast<char>(foul[0] - 'a' + 'A');
      message = foul + ": forbidden for Black";
    }
    warn(warning_kind(status), message, point);
    return Reply::failure(message);
  }
  warning_popup_open_ = false; // a move answers the warning
  if (game_.result().over()) game_over_popup_open_ = true;
  return {};
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

void GomokuSession::new_game(const NewGameOptions& options) {
  options_ = options;
  game_ = gomoku::Game(options.rule, options.size);
  last_warning_.reset();
  warning_popup_open_ = false;
  game_over_popup_open_ = false;
}

std::string GomokuSession::status_line() const {
  if (game_.result().over()) return winner_sentence(game_.result());
  return std::string(colour_title(game_.side_to_move())) + " to play";
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
  w.key("lastWarning");
  if (!last_warning_) {
    w.null();
  } else {
    w.begin_object();
    w.key("kind").value(last_warning_->kind);
    w.key("message").value(last_warning_->message);
    w.key("point").value(last_warning_->point);
    w.end_object();
  }
  w.key("popup");
  if (warning_popup_open_) {
    w.value("warning");
  } else if (game_over_popup_open_) {
    w.value("game-over");
  } else {
    w.null();
  }
  w.end_object();
  return w.str();
}

} // namespace ishi::app
