#include "app/ui.hpp"

#include <imgui.h>

#include <string>

#include "app/board_view.hpp"

namespace ishi::app {

namespace {

constexpr const char* kWarningPopup = "Notice##warning";
constexpr const char* kGameOverPopup = "Game over##result";

void draw_toolbar(GomokuSession& session) {
  if (ImGui::Button("New game")) session.new_game();
  ImGui::SameLine();
  const auto& game = session.game();
  ImGui::AlignTextToFramePadding();
  if (game.result().over()) {
    ImGui::TextUnformatted(session.status_line().c_str());
  } else {
    ImGui::Text("%s  |  Move %d", session.status_line().c_str(), static_cast<int>(game.moves().size()) + 1);
  }
}

// Popups sit near the top, centred, so that they hide as little of the board as possible.
void place_next_popup() {
  const ImGuiViewport* vp = ImGui::GetMainViewport();
  ImVec2 pos(vp->WorkPos.x + vp->WorkSize.x * 0.5f, vp->WorkPos.y + ImGui::GetFrameHeightWithSpacing() * 1.5f);
  ImGui::SetNextWindowPos(pos, ImGuiCond_Always, ImVec2(0.5f, 0.0f));
}

bool popup_button(const char* label) {
  float w = ImGui::GetFontSize() * 6;
  return ImGui::Button(label, ImVec2(w, 0));
}

void draw_popups(GomokuSession& session) {
  // The session says which popup is open; ImGui only shows it.
  if (session.warning_popup_open() && !ImGui::IsPopupOpen(kWarningPopup)) ImGui::OpenPopup(kWarningPopup);
  place_next_popup();
  if (ImGui::BeginPopupModal(kWarningPopup, nullptr, ImGuiWindowFlags_AlwaysAutoResize)) {
    if (!session.warning_popup_open()) ImGui::CloseCurrentPopup(); // closed by a new game or move
    const auto& w = session.last_warning();
    ImGui::TextUnformatted(w ? w->message.c_str() : "");
    ImGui::Spacing();
    if (popup_button("OK") || ImGui::IsKeyPressed(ImGui::GetKeyIndex(ImGuiKey_Enter)) ||
        ImGui::IsKeyPressed(ImGui::GetKeyIndex(ImGuiKey_Escape))) {
      session.dismiss_warning();
      ImGui::CloseCurrentPopup();
    }
    ImGui::EndPopup();
  }

  if (!session.warning_popup_open() && session.game_over_popup_open() && !ImGui::IsPopupOpen(kGameOverPopup)) {
    ImGui::OpenPopup(kGameOverPopup);
  }
  place_next_popup();
  if (ImGui::BeginPopupModal(kGameOverPopup, nullptr, ImGuiWindowFlags_AlwaysAutoResize)) {
    if (!session.game_over_popup_open()) ImGui::CloseCurrentPopup();
    ImGui::TextUnformatted(session.status_line().c_str());
    ImGui::Spacing();
    if (popup_button("New game")) {
      session.new_game();
      ImGui::CloseCurrentPopup();
    }
    ImGui::SameLine();
    if (popup_button("Close") || ImGui::IsKeyPressed(ImGui::GetKeyIndex(ImGuiKey_Escape))) {
      session.dismiss_game_over();
      ImGui::CloseCurrentPopup();
    }
    ImGui::EndPopup();
  }
}

void draw_board_area(AppState& app) {
  GomokuSession& session = app.gomoku;
  ImVec2 origin = ImGui::GetCursorScreenPos();
  ImVec2 avail = ImGui::GetContentRegionAvail();
  if (avail.x < 8 || avail.y < 8) return;
  BoardLayout layout({{origin.x, origin.y}, {origin.x + avail.x, origin.y + avail.y}}, session.game().board().size());
  app.board_layout = layout;

  // One invisible button covers the board so that clicks and taps on it reach us, and
  // not the window behind it.
  ImGui::InvisibleButton("board", avail);
  ImVec2 mouse = ImGui::GetMousePos();
  std::optional<Square> under_pointer = layout.hit({mouse.x, mouse.y});

  BoardViewInput input;
  if (ImGui::IsItemHovered()) input.hovered = under_pointer;
  if (ImGui::IsItemClicked(ImGuiMouseButton_Left) && under_pointer) session.play(*under_pointer);

  draw_gomoku_board(ImGui::GetWindowDrawList(), layout, session.game(), input);
}

} // namespace

void draw_ui(AppState& app) {
  const ImGuiViewport* vp = ImGui::GetMainViewport();
  ImGui::SetNextWindowPos(vp->WorkPos);
  ImGui::SetNextWindowSize(vp->WorkSize);
  ImGuiWindowFlags flags = ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_NoMove | ImGuiWindowFlags_NoSavedSettings |
                           ImGuiWindowFlags_NoBringToFrontOnFocus | ImGuiWindowFlags_NoScrollWithMouse;
  ImGui::Begin("Ishi", nullptr, flags);
  draw_toolbar(app.gomoku);
  ImGui::Spacing();
  draw_board_area(app);
  draw_popups(app.gomoku);
  ImGui::End();
}

} // namespace ishi::app
