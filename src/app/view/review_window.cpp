#include "app/view/review_window.hpp"

#include <imgui.h>

#include <algorithm>
#include <cmath>
#include <string>

#include "app/core/review.hpp"
#include "app/view/ui_common.hpp"

namespace ishi::app {

namespace {

constexpr ImU32 kGraphBack = IM_COL32(245, 240, 228, 255);
constexpr ImU32 kGraphAxis = IM_COL32(150, 140, 120, 255);
constexpr ImU32 kGraphLine = IM_COL32(30, 30, 36, 255);
constexpr ImU32 kGraphFlag = IM_COL32(210, 40, 40, 255);
constexpr ImU32 kGraphShown = IM_COL32(40, 110, 220, 255);

// The values before each ply, Black's up; a click goes to that position.
void draw_graph(AppState& app, const ReviewAnswer& r) {
  const bool reversi = app.settings.game == GameKind::Reversi;
  std::vector<float> values = review_graph(r, reversi);
  if (values.empty()) return;
  const float range = reversi ? 64.0f : 2000.0f;
  const float w = std::max(ImGui::GetContentRegionAvail().x, ImGui::GetFontSize() * 12);
  const float h = ImGui::GetFontSize() * 5;
  ImVec2 o = ImGui::GetCursorScreenPos();
  ImGui::InvisibleButton("review-graph", {w, h});
  note_control(app, "review-graph");
  ImDrawList* dl = ImGui::GetWindowDrawList();
  dl->AddRectFilled(o, {o.x + w, o.y + h}, kGraphBack);
  dl->AddLine({o.x, o.y + h / 2}, {o.x + w, o.y + h / 2}, kGraphAxis);
  const auto n = static_cast<float>(values.size());
  auto at = [&](std::size_t i) {
    float v = std::clamp(values[i], -range, range);
    return ImVec2(o.x + (static_cast<float>(i) + 0.5f) * w / n, o.y + h / 2 - v / range * (h / 2 - 2));
  };
  for (std::size_t i = 1; i < values.size(); ++i) dl->AddLine(at(i - 1), at(i), kGraphLine, 1.5f);
  for (std::size_t i = 0; i < values.size(); ++i) {
    if (review_flagged(r.plies[i].label)) dl->AddCircleFilled(at(i), 3.0f, kGraphFlag);
  }
  const int shown = active_session(app).viewed_move_count();
  if (shown >= 0 && shown < static_cast<int>(values.size())) {
    ImVec2 p = at(static_cast<std::size_t>(shown));
    dl->AddLine({p.x, o.y}, {p.x, o.y + h}, kGraphShown, 1.5f);
  }
  if (ImGui::IsItemClicked(ImGuiMouseButton_Left)) {
    float x = ImGui::GetMousePos().x - o.x;
    int ply = std::clamp(static_cast<int>(std::floor(x / w * n)), 0, static_cast<int>(values.size()) - 1);
    browse_to(app, ply);
  }
}

void draw_results(AppState& app, const ReviewAnswer& r) {
  ImGui::TextWrapped("%s", tr(Text::ReviewGraph));
  draw_graph(app, r);
  for (const std::string& line : review_summary(r)) ImGui::TextWrapped("%s", line.c_str());
  if (const ReviewedPly* p = review_of_shown_move(app)) {
    std::string better = format(tr(Text::ReviewBetter), p->best);
    ImGui::TextColored(ImVec4(0.1f, 0.5f, 0.25f, 1), "%s", better.c_str());
  }
  // The moves worth a look: each goes to the position before it.
  const float list_height = ImGui::GetFontSize() * 6;
  ImGui::BeginChild("review-moves", {0, list_height}, true);
  for (const ReviewedPly& p : r.plies) {
    if (!review_flagged(p.label)) continue;
    std::string text = std::to_string(p.ply) + ". " + p.move + "  " + review_label_title(p.label) +
                       (p.has_best_point() ? "  (" + p.best + ")" : "");
    if (ImGui::Selectable(text.c_str())) browse_to(app, p.ply - 1);
    note_control(app, "review-ply-" + std::to_string(p.ply));
  }
  ImGui::EndChild();
}

} // namespace

void draw_review_window(AppState& app) {
  if (!app.review_dialog) return;
  const ImVec2 display = ImGui::GetIO().DisplaySize;
  const float width = std::min(display.x * 0.96f, ImGui::GetFontSize() * 26);
  ImGui::SetNextWindowPos({display.x / 2, display.y * 0.98f}, ImGuiCond_Always, {0.5f, 1.0f});
  ImGui::SetNextWindowSize({width, 0});
  std::string title = std::string(tr(Text::Review)) + "###review";
  bool open = true;
  if (ImGui::Begin(title.c_str(), &open, ImGuiWindowFlags_NoCollapse | ImGuiWindowFlags_NoResize)) {
    if (auto progress = review_progress(app)) {
      std::string text = format(tr(Text::Reviewing), std::to_string(progress->done), std::to_string(progress->total));
      ImGui::TextUnformatted(text.c_str());
      float fraction =
          progress->total > 0 ? static_cast<float>(progress->done) / static_cast<float>(progress->total) : 0;
      ImGui::ProgressBar(fraction, {-1, 0});
    } else if (!app.review_error.empty()) {
      ImGui::TextWrapped("%s", app.review_error.c_str());
    } else if (const ReviewAnswer* r = finished_review(app)) {
      draw_results(app, *r);
    }
    if (noted_button(app, Text::Close, "review-close")) open = false;
  }
  ImGui::End();
  if (!open) close_review(app);
}

} // namespace ishi::app
