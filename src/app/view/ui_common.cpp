#include "app/view/ui_common.hpp"

namespace ishi::app {

void place_next_popup() {
  const ImGuiViewport* vp = ImGui::GetMainViewport();
  ImVec2 pos(vp->WorkPos.x + vp->WorkSize.x * 0.5f, vp->WorkPos.y + ImGui::GetFrameHeightWithSpacing() * 1.5f);
  ImGui::SetNextWindowPos(pos, ImGuiCond_Always, ImVec2(0.5f, 0.0f));
}

bool wide_button(const char* label) { return ImGui::Button(label, ImVec2(ImGui::GetFontSize() * 6.5f, 0)); }

bool key_pressed(ImGuiKey key) { return ImGui::IsKeyPressed(ImGui::GetKeyIndex(key), false); }

void open_new_game_dialog(AppState& app) {
  app.draft = app.settings;
  app.new_game_dialog = true;
}

} // namespace ishi::app
