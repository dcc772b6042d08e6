#include "app/view/hint_marks.hpp"

#include <imgui.h>

#include <algorithm>
#include <string>

#include "app/view/board_drawing.hpp"

namespace ishi::app {

namespace {

constexpr ImU32 kBest = IM_COL32(20, 150, 60, 255);
constexpr ImU32 kLine = IM_COL32(20, 150, 60, 150);
constexpr ImU32 kThreat = IM_COL32(200, 20, 120, 235);
constexpr ImU32 kExact = IM_COL32(255, 255, 255, 255);
constexpr ImU32 kEstimate = IM_COL32(200, 225, 205, 230);
constexpr ImU32 kBestSquare = IM_COL32(250, 220, 60, 255);

} // namespace

void draw_gomoku_hints(ImDrawList* dl, const BoardLayout& layout, const GomokuView& view) {
  const float sp = layout.spacing();
  const float width = std::max(1.5f, sp * 0.08f);
  // The best line's later moves as small numbers, the best move as a ring.
  for (std::size_t i = 0; i < view.best_line.size() && i < 4; ++i) {
    draw_centered_text(dl, im(layout.position(view.best_line[i])), sp * 0.4f, kLine, std::to_string(i + 2));
  }
  if (view.best) dl->AddCircle(im(layout.position(*view.best)), sp * 0.4f, kBest, 32, width * 1.4f);
  // The opponent's threats: a diamond on each point it would win or open a four from.
  for (Square s : view.threats) {
    ImVec2 c = im(layout.position(s));
    float d = sp * 0.3f;
    dl->AddQuad({c.x, c.y - d}, {c.x + d, c.y}, {c.x, c.y + d}, {c.x - d, c.y}, kThreat, width);
  }
  if (view.threat_vcf) {
    ImVec2 c = im(layout.position(*view.threat_vcf));
    dl->AddCircleFilled(c, sp * 0.16f, kThreat, 16);
    dl->AddCircle(c, sp * 0.32f, kThreat, 32, width);
  }
}

void draw_reversi_values(ImDrawList* dl, const BoardLayout& layout, const ReversiView& view) {
  const float sp = layout.spacing();
  if (view.better >= 0) {
    ImVec2 c = im(layout.position({view.better % 8, view.better / 8}));
    float h = sp * 0.46f;
    dl->AddRect({c.x - h, c.y - h}, {c.x + h, c.y + h}, kBest, 0.0f, 0, std::max(2.0f, sp * 0.07f));
  }
  for (const ReversiView::Value& v : view.values) {
    ImVec2 c = im(layout.position({v.square % 8, v.square / 8}));
    if (v.best) {
      float h = sp * 0.44f;
      dl->AddRect({c.x - h, c.y - h}, {c.x + h, c.y + h}, kBestSquare, 0.0f, 0, std::max(1.5f, sp * 0.05f));
    }
    std::string text = (v.discs > 0 ? "+" : "") + std::to_string(v.discs);
    draw_centered_text(dl, c, sp * 0.38f, v.exact ? kExact : kEstimate, text);
  }
}

} // namespace ishi::app
