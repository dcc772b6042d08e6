#include "app/ui_common.hpp"

namespace ishi::app {

bool gomoku_active(const AppState& app) { return app.settings.game == GameKind::Gomoku; }

void place_next_popup() {
  const ImGuiViewport* vp = ImGui::GetMainViewport();
  ImVec2 pos(vp->WorkPos.x + vp->WorkSize.x * 0.5f, vp->WorkPos.y + ImGui::GetFrameHeightWithSpacing() * 1.5f);
  ImGui::SetNextWindowPos(pos, ImGuiCond_Always, ImVec2(0.5f, 0.0f));
}

bool wide_button(const char* label) { return ImGui::Button(label, ImVec2(ImGui::GetFontSize() * 6.5f, 0)); }

bool key_pressed(ImGuiKey key) { return ImGui::IsKeyPressed(ImGui::GetKeyIndex(key), false); }

const std::optional<Notice>& active_popup(const AppState& app) {
  return gomoku_active(app) ? app.gomoku.popup() : app.reversi.popup();
}

bool game_over_popup(const AppState& app) {
  return gomoku_active(app) ? app.gomoku.game_over_popup_open() : app.reversi.game_over_popup_open();
}

void dismiss_popup(AppState& app) {
  if (gomoku_active(app)) {
    app.gomoku.dismiss_popup();
  } else {
    app.reversi.dismiss_popup();
  }
}

void dismiss_game_over(AppState& app) {
  if (gomoku_active(app)) {
    app.gomoku.dismiss_game_over();
  } else {
    app.reversi.dismiss_game_over();
  }
}

void open_new_game_dialog(AppState& app) {
  app.draft = app.settings;
  app.new_game_dialog = true;
}

} // namespace ishi::app
