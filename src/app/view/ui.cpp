#include "app/view/ui.hpp"

#include <imgui.h>

#include <algorithm>

#include "app/core/controller.hpp"
#include "app/view/board_area.hpp"
#include "app/view/dialogs.hpp"
#include "app/view/panel.hpp"
#include "app/view/review_window.hpp"
#include "app/view/ui_common.hpp"

namespace ishi::app {

namespace {

void handle_keys(AppState& app) {
  const ImGuiIO& io = ImGui::GetIO();
  if (io.WantTextInput || ImGui::IsPopupOpen(nullptr, ImGuiPopupFlags_AnyPopupId)) return;
  if (key_pressed(ImGuiKey_LeftArrow)) browse_step(app, -1);
  if (key_pressed(ImGuiKey_RightArrow)) browse_step(app, 1);
  if (io.KeyCtrl && key_pressed(ImGuiKey_Z)) undo(app);
  if (io.KeyCtrl && key_pressed(ImGuiKey_Y)) redo(app);
  for (ImWchar c : io.InputQueueCharacters) {
    if ((c == 'n' || c == 'N') && !io.KeyCtrl) open_new_game_dialog(app);
  }
}

} // namespace

void draw_ui(AppState& app) {
  app.controls.clear();
  const ImGuiViewport* vp = ImGui::GetMainViewport();
  ImGui::SetNextWindowPos(vp->WorkPos);
  ImGui::SetNextWindowSize(vp->WorkSize);
  ImGuiWindowFlags flags = ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_NoMove | ImGuiWindowFlags_NoSavedSettings |
                           ImGuiWindowFlags_NoBringToFrontOnFocus | ImGuiWindowFlags_NoScrollWithMouse;
  ImGui::Begin("Ishi", nullptr, flags);
  ImVec2 origin = ImGui::GetCursorScreenPos();
  ImVec2 avail = ImGui::GetContentRegionAvail();
  float fs = ImGui::GetFontSize();
  bool wide = avail.x > avail.y * 1.2f;
  ImVec2 board_size, panel_pos, panel_size;
  if (wide) {
    float panel_w = std::clamp(avail.x * 0.32f, fs * 16, fs * 26);
    board_size = {avail.x - panel_w - fs * 0.5f, avail.y};
    panel_pos = {origin.x + board_size.x + fs * 0.5f, origin.y};
    panel_size = {panel_w, avail.y};
  } else {
    float board_h = std::min(avail.x, std::max(avail.y - fs * 14, avail.y * 0.55f));
    board_size = {avail.x, board_h};
    panel_pos = {origin.x, origin.y + board_h + fs * 0.3f};
    panel_size = {avail.x, avail.y - board_h - fs * 0.3f};
  }
  if (board_size.x > 8 && board_size.y > 8) {
    int points = active_session(app).board_points();
    BoardLayout layout({{origin.x, origin.y}, {origin.x + board_size.x, origin.y + board_size.y}}, points);
    app.board_layout = layout;
    if (gomoku_active(app)) {
      draw_gomoku(app, layout, board_size);
    } else {
      draw_reversi(app, layout, board_size);
    }
  }
  ImGui::SetCursorScreenPos(panel_pos);
  ImGui::BeginChild("panel", panel_size, false);
  draw_panel(app);
  ImGui::EndChild();

  draw_dialogs(app);
  draw_review_window(app);
  handle_keys(app);
  ImGui::End();
}

bool ui_animating(const AppState& app) { return board_animating(app); }

} // namespace ishi::app
