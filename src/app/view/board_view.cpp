#include "app/view/board_view.hpp"

#include <imgui.h>

#include <algorithm>
#include <cfloat>
#include <cmath>
#include <string>

#include "app/view/board_drawing.hpp"
#include "app/view/hint_marks.hpp"

namespace ishi::app {

namespace {

using gomoku::Stone;

constexpr ImU32 kWood = IM_COL32(222, 178, 98, 255);
constexpr ImU32 kWoodEdge = IM_COL32(168, 124, 58, 255);
constexpr ImU32 kInk = IM_COL32(40, 28, 16, 255);
constexpr ImU32 kLastMove = IM_COL32(220, 40, 40, 255);
constexpr ImU32 kHighlight = IM_COL32(255, 140, 0, 230);
constexpr ImU32 kWinningRow = IM_COL32(230, 30, 30, 210);
constexpr ImU32 kForbidden = IM_COL32(200, 30, 30, 220);
constexpr ImU32 kFelt = IM_COL32(28, 120, 72, 255);
constexpr ImU32 kFeltEdge = IM_COL32(12, 70, 40, 255);

// Star points: the centre and the four 4-4 points on 15x15; the nine hoshi on 19x19.
std::vector<Square> star_points(int n) {
  int a = 3, b = n / 2, c = n - 4;
  if (n == 19) return {{a, a}, {b, a}, {c, a}, {a, b}, {b, b}, {c, b}, {a, c}, {b, c}, {c, c}};
  return {{a, a}, {c, a}, {b, b}, {a, c}, {c, c}};
}

// A stone or disc, shaded so that it looks round. `white_amount` blends black (0) to white (1).
void draw_disc(ImDrawList* dl, ImVec2 c, float r, float white_amount, float alpha) {
  auto a = static_cast<int>(alpha * 255);
  auto mix = [&](float dark, float light) {
    return static_cast<int>(std::lround(dark + (light - dark) * white_amount));
  };
  dl->AddCircleFilled({c.x + r * 0.08f, c.y + r * 0.1f}, r, IM_COL32(0, 0, 0, a / 4), 40); // shadow
  dl->AddCircleFilled(c, r, IM_COL32(mix(20, 200), mix(20, 198), mix(24, 190), a), 40);
  dl->AddCircleFilled({c.x - r * 0.12f, c.y - r * 0.12f}, r * 0.8f,
                      IM_COL32(mix(34, 245), mix(34, 244), mix(40, 238), a), 40);
  dl->AddCircleFilled({c.x - r * 0.32f, c.y - r * 0.32f}, r * 0.28f,
                      IM_COL32(mix(110, 255), mix(110, 255), mix(120, 255), a * 2 / 3), 24);
  if (white_amount > 0.5f) dl->AddCircle(c, r, IM_COL32(120, 115, 105, a), 40, 1.0f);
}

float stone_white(Stone s) { return s == Stone::White ? 1.0f : 0.0f; }

// Coordinates around the board: letters on top and bottom, numbers left and right.
void draw_labels(ImDrawList* dl, const BoardLayout& layout, bool rows_from_bottom, ImU32 colour) {
  ImFont* font = ImGui::GetFont();
  float size = std::max(layout.spacing() * 0.42f, 6.0f);
  float gap = layout.spacing() * 0.78f;
  int n = layout.points();
  for (int i = 0; i < n; ++i) {
    std::string letter(1, static_cast<char>('a' + i));
    std::string number = std::to_string(rows_from_bottom ? n - i : i + 1);
    for (float side : {-1.0f, 1.0f}) {
      ImVec2 top = im(layout.position({i, side < 0 ? 0 : n - 1}));
      ImVec2 ts = font->CalcTextSizeA(size, FLT_MAX, 0, letter.c_str());
      dl->AddText(font, size, {top.x - ts.x / 2, top.y + side * gap - ts.y / 2}, colour, letter.c_str());
      ImVec2 left = im(layout.position({side < 0 ? 0 : n - 1, i}));
      ImVec2 ns = font->CalcTextSizeA(size, FLT_MAX, 0, number.c_str());
      dl->AddText(font, size, {left.x + side * gap - ns.x / 2, left.y - ns.y / 2}, colour, number.c_str());
    }
  }
}

// ImGui 1.86 has no ellipse: a convex polygon does.
void fill_ellipse(ImDrawList* dl, ImVec2 c, ImVec2 radii, ImU32 colour) {
  constexpr int kSegments = 32;
  ImVec2 points[kSegments];
  for (int i = 0; i < kSegments; ++i) {
    float a = static_cast<float>(i) * 6.2831853f / kSegments;
    points[i] = {c.x + radii.x * std::cos(a), c.y + radii.y * std::sin(a)};
  }
  dl->AddConvexPolyFilled(points, kSegments, colour);
}

} // namespace

void draw_centered_text(ImDrawList* dl, ImVec2 c, float size, ImU32 colour, const std::string& text) {
  ImFont* font = ImGui::GetFont();
  ImVec2 ts = font->CalcTextSizeA(size, FLT_MAX, 0, text.c_str());
  dl->AddText(font, size, {c.x - ts.x / 2, c.y - ts.y / 2}, colour, text.c_str());
}

void draw_gomoku_board(ImDrawList* dl, const BoardLayout& layout, const GomokuView& view) {
  const gomoku::Board& board = *view.board;
  int n = layout.points();
  float sp = layout.spacing();
  Rect r = layout.board_rect();
  dl->AddRectFilled(im(r.min), im(r.max), kWood, sp * 0.15f);
  dl->AddRect(im(r.min), im(r.max), kWoodEdge, sp * 0.15f, 0, std::max(1.0f, sp * 0.05f));

  float line = std::max(1.0f, sp * 0.035f);
  for (int i = 0; i < n; ++i) {
    float w = (i == 0 || i == n - 1) ? line * 2 : line; // the outer frame is bolder
    dl->AddLine(im(layout.position({i, 0})), im(layout.position({i, n - 1})), kInk, w);
    dl->AddLine(im(layout.position({0, i})), im(layout.position({n - 1, i})), kInk, w);
  }
  for (Square s : star_points(n)) dl->AddCircleFilled(im(layout.position(s)), sp * 0.1f, kInk, 12);
  draw_labels(dl, layout, true, kInk);

  for (const auto& f : view.forbidden) {
    if (board.at(f.point) != Stone::Empty) continue;
    ImVec2 c = im(layout.position(f.point));
    float d = sp * 0.22f;
    dl->AddLine({c.x - d, c.y - d}, {c.x + d, c.y + d}, kForbidden, std::max(1.5f, sp * 0.07f));
    dl->AddLine({c.x - d, c.y + d}, {c.x + d, c.y - d}, kForbidden, std::max(1.5f, sp * 0.07f));
  }
  for (Square s : view.highlight) dl->AddCircleFilled(im(layout.position(s)), sp * 0.56f, kHighlight, 32);

  float radius = sp * 0.47f;
  for (int y = 0; y < n; ++y) {
    for (int x = 0; x < n; ++x) {
      Stone s = board.at({x, y});
      if (s != Stone::Empty) draw_disc(dl, im(layout.position({x, y})), radius, stone_white(s), 1.0f);
    }
  }
  // Move numbers (or just the last-move marker).
  for (std::size_t i = 0; i < view.moves.size(); ++i) {
    Square m = view.moves[i];
    if (board.at(m) == Stone::Empty) continue;
    bool last = i + 1 == view.moves.size();
    ImVec2 c = im(layout.position(m));
    if (view.move_numbers) {
      ImU32 colour = last ? kLastMove : board.at(m) == Stone::Black ? IM_COL32(240, 240, 240, 255) : kInk;
      draw_centered_text(dl, c, sp * (i + 1 >= 100 ? 0.36f : 0.46f), colour, std::to_string(i + 1));
    } else if (last) {
      dl->AddCircleFilled(c, sp * 0.12f, kLastMove, 16);
    }
  }
  // The winning row: a line through the stones' centres, a little past the end stones.
  if (view.winning_row.size() >= 2) {
    Vec2 a = layout.position(view.winning_row.front()), b = layout.position(view.winning_row.back());
    float len = std::sqrt((b.x - a.x) * (b.x - a.x) + (b.y - a.y) * (b.y - a.y));
    float ex = (b.x - a.x) / len * radius * 0.7f, ey = (b.y - a.y) / len * radius * 0.7f;
    dl->AddLine({a.x - ex, a.y - ey}, {b.x + ex, b.y + ey}, kWinningRow, std::max(3.0f, sp * 0.14f));
  }
  if (view.preview && board.at(*view.preview) == Stone::Empty) {
    draw_disc(dl, im(layout.position(*view.preview)), radius, stone_white(view.ghost_colour), 0.75f);
    dl->AddCircle(im(layout.position(*view.preview)), radius, kLastMove, 32, 2.0f);
  } else if (view.ghost && board.at(*view.ghost) == Stone::Empty) {
    draw_disc(dl, im(layout.position(*view.ghost)), radius, stone_white(view.ghost_colour), 0.4f);
  }
  draw_gomoku_hints(dl, layout, view);
}

void draw_reversi_board(ImDrawList* dl, const BoardLayout& layout, const ReversiView& view) {
  float sp = layout.spacing();
  Rect r = layout.board_rect();
  dl->AddRectFilled(im(r.min), im(r.max), kFeltEdge, sp * 0.1f);
  Vec2 a = layout.position({0, 0}), b = layout.position({7, 7});
  ImVec2 lo(a.x - sp / 2, a.y - sp / 2), hi(b.x + sp / 2, b.y + sp / 2);
  dl->AddRectFilled(lo, hi, kFelt);
  float line = std::max(1.0f, sp * 0.025f);
  for (int i = 0; i <= 8; ++i) {
    float t = static_cast<float>(i) * sp;
    dl->AddLine({lo.x + t, lo.y}, {lo.x + t, hi.y}, IM_COL32(8, 50, 28, 255), line);
    dl->AddLine({lo.x, lo.y + t}, {hi.x, lo.y + t}, IM_COL32(8, 50, 28, 255), line);
  }
  for (float px : {2.0f, 6.0f}) {
    for (float py : {2.0f, 6.0f})
      dl->AddCircleFilled({lo.x + px * sp, lo.y + py * sp}, sp * 0.06f, IM_COL32(8, 50, 28, 255));
  }
  draw_labels(dl, layout, false, IM_COL32(230, 240, 230, 255));
  float radius = sp * 0.42f;
  for (int sq = 0; sq < 64; ++sq) {
    ImVec2 c = im(layout.position({sq % 8, sq / 8}));
    reversi::Bits bit = reversi::bit(sq);
    if (view.flipping & bit) {
      // A disc turning over: it narrows to an edge and widens in its new colour.
      float t = view.flip_progress;
      float w = std::fabs(std::cos(t * 3.14159265f));
      float white = (t < 0.5f) == view.flipping_to_black ? 1.0f : 0.0f;
      fill_ellipse(dl, c, {radius * std::max(w, 0.08f), radius},
                   white > 0.5f ? IM_COL32(240, 240, 232, 255) : IM_COL32(24, 24, 28, 255));
      continue;
    }
    if (view.black & bit) draw_disc(dl, c, radius, 0.0f, 1.0f);
    if (view.white & bit) draw_disc(dl, c, radius, 1.0f, 1.0f);
    // The engine's values, when shown, mark the legal squares instead of the dots.
    if ((view.hints & bit) && view.values.empty()) dl->AddCircleFilled(c, sp * 0.1f, IM_COL32(10, 40, 20, 200), 16);
  }
  if (view.last_move >= 0) {
    dl->AddCircleFilled(im(layout.position({view.last_move % 8, view.last_move / 8})), sp * 0.09f, kLastMove, 16);
  }
  auto ghost = view.preview ? view.preview : view.ghost;
  if (ghost && (view.hints & reversi::bit(ghost->x + 8 * ghost->y))) {
    dl->AddCircle(im(layout.position(*ghost)), radius, IM_COL32(255, 255, 255, view.preview ? 230 : 120), 32,
                  std::max(1.5f, sp * 0.04f));
  }
  draw_reversi_values(dl, layout, view);
}

} // namespace ishi::app
