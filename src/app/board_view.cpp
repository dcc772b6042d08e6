#include "app/board_view.hpp"

#include <imgui.h>

#include <algorithm>
#include <cfloat>
#include <string>
#include <vector>

namespace ishi::app {

namespace {

using gomoku::Stone;

constexpr ImU32 kWood = IM_COL32(222, 178, 98, 255);
constexpr ImU32 kWoodEdge = IM_COL32(168, 124, 58, 255);
constexpr ImU32 kInk = IM_COL32(40, 28, 16, 255);
constexpr ImU32 kLastMove = IM_COL32(220, 40, 40, 255);

ImVec2 im(Vec2 v) { return {v.x, v.y}; }

// Star points: the centre and the four 4-4 points on 15x15; the nine hoshi on 19x19.
std::vector<Square> star_points(int n) {
  int a = 3, b = n / 2, c = n - 4;
  if (n == 19) return {{a, a}, {b, a}, {c, a}, {a, b}, {b, b}, {c, b}, {a, c}, {b, c}, {c, c}};
  return {{a, a}, {c, a}, {b, b}, {a, c}, {c, c}};
}

void draw_stone(ImDrawList* dl, ImVec2 c, float r, Stone s, float alpha) {
  auto a = static_cast<int>(alpha * 255);
  if (s == Stone::Black) {
    dl->AddCircleFilled(c, r, IM_COL32(20, 20, 24, a), 40);
    // A soft highlight up and to the left gives the stone its round look.
    dl->AddCircleFilled({c.x - r * 0.3f, c.y - r * 0.3f}, r * 0.35f, IM_COL32(90, 90, 100, a / 2), 24);
    dl->AddCircleFilled({c.x - r * 0.35f, c.y - r * 0.35f}, r * 0.15f, IM_COL32(150, 150, 160, a / 2), 16);
  } else {
    dl->AddCircleFilled(c, r, IM_COL32(200, 198, 190, a), 40);
    dl->AddCircleFilled({c.x - r * 0.12f, c.y - r * 0.12f}, r * 0.82f, IM_COL32(245, 244, 238, a), 40);
    dl->AddCircleFilled({c.x - r * 0.3f, c.y - r * 0.3f}, r * 0.3f, IM_COL32(255, 255, 255, a), 24);
    dl->AddCircle(c, r, IM_COL32(120, 115, 105, a), 40, 1.0f);
  }
}

void draw_labels(ImDrawList* dl, const BoardLayout& layout) {
  ImFont* font = ImGui::GetFont();
  float size = layout.spacing() * 0.42f;
  float gap = layout.spacing() * 0.72f; // distance from the outer line to a label's centre
  int n = layout.points();
  for (int i = 0; i < n; ++i) {
    std::string letter(1, static_cast<char>('a' + i));
    std::string number = std::to_string(n - i); // rows count from the bottom
    for (float side : {-1.0f, 1.0f}) {
      ImVec2 top = im(layout.position({i, side < 0 ? 0 : n - 1}));
      ImVec2 ts = font->CalcTextSizeA(size, FLT_MAX, 0, letter.c_str());
      dl->AddText(font, size, {top.x - ts.x / 2, top.y + side * gap - ts.y / 2}, kInk, letter.c_str());
      ImVec2 left = im(layout.position({side < 0 ? 0 : n - 1, i}));
      ImVec2 ns = font->CalcTextSizeA(size, FLT_MAX, 0, number.c_str());
      dl->AddText(font, size, {left.x + side * gap - ns.x / 2, left.y - ns.y / 2}, kInk, number.c_str());
    }
  }
}

} // namespace

void draw_gomoku_board(ImDrawList* dl, const BoardLayout& layout, const gomoku::Game& game,
                       const BoardViewInput& input) {
  const auto& board = game.board();
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
  draw_labels(dl, layout);

  float radius = sp * 0.47f;
  for (int y = 0; y < n; ++y) {
    for (int x = 0; x < n; ++x) {
      Stone s = board.at({x, y});
      if (s != Stone::Empty) draw_stone(dl, im(layout.position({x, y})), radius, s, 1.0f);
    }
  }
  if (!game.moves().empty()) {
    ImVec2 c = im(layout.position(game.moves().back()));
    dl->AddCircleFilled(c, sp * 0.12f, kLastMove, 16);
  }
  if (input.hovered && board.at(*input.hovered) == Stone::Empty && !game.result().over()) {
    draw_stone(dl, im(layout.position(*input.hovered)), radius, game.side_to_move(), 0.45f);
  }
}

} // namespace ishi::app
