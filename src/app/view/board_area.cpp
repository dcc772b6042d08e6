#include "app/view/board_area.hpp"

#include "app/core/controller.hpp"
#include "app/core/hints.hpp"
#include "app/core/review.hpp"
#include "app/view/board_view.hpp"
#include "app/view/platform.hpp"
#include "app/view/ui_common.hpp"
#include "engine/reversi/analysis.hpp"

namespace ishi::app {

namespace {

constexpr float kFlipSeconds = 0.3f;

void board_input(AppState& app, const BoardLayout& layout, ImVec2 size, std::optional<Square>& hovered) {
  ImGui::InvisibleButton("board", size);
  ImVec2 mouse = ImGui::GetMousePos();
  std::optional<Square> under = layout.hit({mouse.x, mouse.y});
  if (ImGui::IsItemHovered()) hovered = under;
  if (!ImGui::IsItemClicked(ImGuiMouseButton_Left) || !under) return;
  // Preview first on the dense Gomoku boards; Reversi's squares are large enough to hit.
  bool preview = app.settings.tap_preview && gomoku_active(app);
  if (preview && !(app.preview && *app.preview == *under)) {
    app.preview = under; // first tap: show where the stone would go
    return;
  }
  app.preview.reset();
  click_point(app, *under);
}

// The engine's hints for the board shown, when they are on and have come.
void add_gomoku_hints(const AppState& app, const gomoku::Board& board, GomokuView& v) {
  const HintAnswer* h = app.settings.engine_hints ? shown_hints(app) : nullptr;
  if (!h) return;
  auto points = [&board](const std::vector<std::string>& names) {
    std::vector<Square> out;
    for (const std::string& n : names) {
      if (auto s = board.parse(n)) out.push_back(*s);
    }
    return out;
  };
  if (!h->moves.empty()) v.best = board.parse(h->moves.front().move);
  v.best_line = points(h->line);
  if (!v.best_line.empty()) v.best_line.erase(v.best_line.begin()); // the best move itself
  v.threats = points(h->fives);
  for (Square s : points(h->straight)) v.threats.push_back(s);
  if (!h->vcf.empty()) v.threat_vcf = board.parse(h->vcf);
}

void add_reversi_values(const AppState& app, ReversiView& v) {
  const HintAnswer* h = app.settings.engine_hints ? shown_hints(app) : nullptr;
  if (!h) return;
  for (std::size_t i = 0; i < h->moves.size(); ++i) {
    int sq = reversi::parse_square_name(h->moves[i].move);
    if (sq < 0) continue;
    v.values.push_back({sq, reversi::whole_discs(h->moves[i].score), h->moves[i].exact, i == 0});
  }
}

} // namespace

void draw_gomoku(AppState& app, const BoardLayout& layout, ImVec2 size) {
  std::optional<Square> hovered;
  board_input(app, layout, size, hovered);
  const GomokuSession& s = app.gomoku;
  gomoku::Board board = s.viewed_board();
  GomokuView v;
  v.board = &board;
  v.moves.assign(s.game().moves().begin(), s.game().moves().begin() + s.viewed_move_count());
  v.move_numbers = app.settings.move_numbers;
  const auto& notice = s.popup() ? s.popup() : s.banner();
  if (notice) v.highlight = notice->highlight;
  if (!s.viewed_ply()) v.winning_row = s.winning_row();
  if (app.settings.show_forbidden && !s.viewed_ply()) v.forbidden = s.forbidden_points();
  bool can_place = !s.game().result().over() && !s.computer_to_move() && !s.viewed_ply();
  if (can_place) {
    v.ghost = hovered;
    v.preview = app.preview;
  }
  v.ghost_colour = s.game().side_to_move();
  add_gomoku_hints(app, board, v);
  if (const ReviewedPly* r = review_of_shown_move(app)) {
    v.best = board.parse(r->best);
    v.best_line.clear(); // the hints' line continues another move
  }
  draw_gomoku_board(ImGui::GetWindowDrawList(), layout, v);
}

void draw_reversi(AppState& app, const BoardLayout& layout, ImVec2 size) {
  std::optional<Square> hovered;
  board_input(app, layout, size, hovered);
  const ReversiSession& s = app.reversi;
  reversi::Position p = s.viewed_position();
  ReversiView v;
  v.black = p.black();
  v.white = p.white();
  bool live = !s.viewed_ply();
  bool can_place = live && !s.game().over() && !s.computer_to_move();
  if (app.settings.show_hints && can_place) v.hints = p.moves();
  if (live) v.last_move = s.last_move();
  double now = platform_seconds();
  if (live && app.flip_started >= 0 && now - app.flip_started < kFlipSeconds) {
    v.flipping = s.last_flips();
    v.flip_progress = static_cast<float>((now - app.flip_started) / kFlipSeconds);
    v.flipping_to_black = (p.black() & s.last_flips()) != 0;
  }
  if (can_place) {
    v.ghost = hovered;
    v.preview = app.preview;
  }
  add_reversi_values(app, v);
  if (const ReviewedPly* r = review_of_shown_move(app)) v.better = reversi::parse_square_name(r->best);
  draw_reversi_board(ImGui::GetWindowDrawList(), layout, v);
}

bool board_animating(const AppState& app) {
  return app.flip_started >= 0 && platform_seconds() - app.flip_started < kFlipSeconds + 0.05;
}

} // namespace ishi::app
