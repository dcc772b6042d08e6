#include "app/view/ui_common.hpp"

namespace ishi::app {

void place_next_popup() {
  const ImGuiViewport* vp = ImGui::GetMainViewport();
  ImVec2 pos(vp->WorkPos.x + vp->WorkSize.x * 0.5f, vp->WorkPos.y + ImGui::GetFrameHeightWithSpacing() * 1.5f);
  ImGui::SetNextWindowPos(pos, ImGuiCond_Always, ImVec2(0.5f, 0.0f));
}

bool wide_button(const char* label) { return ImGui::Button(label, ImVec2(ImGui::GetFontSize() * 6.5f, 0)); }

bool noted_button(AppState& app, Text label, const char* id) {
  bool pressed = wide_button(tr(label));
  note_control(app, id);
  return pressed;
}

bool key_pressed(ImGuiKey key) { return ImGui::IsKeyPressed(ImGui::GetKeyIndex(key), false); }

bool enter_pressed() { return key_pressed(ImGuiKey_Enter) || key_pressed(ImGuiKey_KeyPadEnter); }

void open_new_game_dialog(AppState& app) {
  app.draft = app.settings;
  app.new_game_dialog = true;
}

void note_control(AppState& app, std::string id) {
  if (!ImGui::IsItemVisible()) return;
  ImVec2 a = ImGui::GetItemRectMin(), b = ImGui::GetItemRectMax();
  app.controls.push_back({std::move(id), {{a.x, a.y}, {b.x, b.y}}});
}

bool noted_combo(AppState& app, const char* label, const std::string& id, int& current,
                 std::initializer_list<std::pair<std::string_view, const char*>> entries) {
  const auto* chosen = entries.begin() + current;
  bool open = ImGui::BeginCombo(label, chosen->second);
  note_control(app, id);
  if (!open) return false;
  bool changed = false;
  int i = 0;
  for (const auto& [entry_id, entry_label] : entries) {
    if (ImGui::Selectable(entry_label, i == current) && i != current) {
      current = i;
      changed = true;
    }
    note_control(app, id + "-" + std::string(entry_id));
    ++i;
  }
  ImGui::EndCombo();
  return changed;
}

} // namespace ishi::app
