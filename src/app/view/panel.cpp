#include "app/view/panel.hpp"

#include <imgui.h>

#include <algorithm>
#include <string>

#include "app/core/controller.hpp"
#include "app/view/platform.hpp"
#include "app/view/ui_common.hpp"

namespace ishi::app {

namespace {

void draw_move_list(AppState& app) {
  const GameSession& session = active_session(app);
  int n = session.move_count();
  std::optional<int> viewing = session.viewed_ply();
  ImGui::TextUnformatted(tr(Text::Moves));
  if (viewing) {
    ImGui::SameLine();
    if (ImGui::SmallButton(tr(Text::BackToGame))) browse_step(app, 1000);
  }
  float h =
      std::max(ImGui::GetFontSize() * 4, ImGui::GetContentRegionAvail().y - ImGui::GetFrameHeightWithSpacing() * 6);
  ImGui::BeginChild("moves", ImVec2(0, h), true);
  float right = ImGui::GetWindowContentRegionMax().x;
  for (int i = 0; i < n; ++i) {
    std::string label = std::to_string(i + 1) + "." + session.move_name(i) + "##m" + std::to_string(i);
    bool current = viewing ? *viewing == i + 1 : i + 1 == n;
    if (current) ImGui::PushStyleColor(ImGuiCol_Button, ImGui::GetStyleColorVec4(ImGuiCol_ButtonActive));
    if (ImGui::SmallButton(label.c_str())) browse_to(app, i + 1);
    if (current) ImGui::PopStyleColor();
    float next = ImGui::GetItemRectMax().x - ImGui::GetWindowPos().x + ImGui::GetFontSize() * 4;
    if (i + 1 < n && next < right) ImGui::SameLine();
  }
  if (!viewing && n > 0) ImGui::SetScrollHereY(1.0f);
  ImGui::EndChild();
}

bool style_combo(const char* label, NoticeStyle& style) {
  const char* names[] = {tr(Text::PopupModal), tr(Text::PopupBanner), tr(Text::PopupOff)};
  int i = static_cast<int>(style);
  if (!ImGui::Combo(label, &i, names, 3)) return false;
  style = static_cast<NoticeStyle>(i);
  return true;
}

void draw_settings(AppState& app) {
  // The game's own display choices (Renju's forbidden points, Gomoku's move numbers and
  // notices, Reversi's hints) differ by game; the rest is shared.
  Settings s = app.settings;
  bool changed = false;
  if (gomoku_active(app)) {
    if (app.gomoku.game().rule() == gomoku::Rule::Renju)
      changed |= ImGui::Checkbox(tr(Text::ShowForbidden), &s.show_forbidden);
    changed |= ImGui::Checkbox(tr(Text::MoveNumbers), &s.move_numbers);
  } else {
    changed |= ImGui::Checkbox(tr(Text::ShowHints), &s.show_hints);
  }
  changed |= ImGui::Checkbox(tr(Text::Sound), &s.sound);
  changed |= ImGui::Checkbox(tr(Text::TapPreview), &s.tap_preview);
  const char* languages[] = {"English", "日本語", "中文"};
  int lang = static_cast<int>(s.language);
  ImGui::SetNextItemWidth(ImGui::GetFontSize() * 8);
  if (ImGui::Combo(tr(Text::Language), &lang, languages, 3)) {
    s.language = static_cast<Language>(lang);
    changed = true;
  }
  if (gomoku_active(app) && ImGui::TreeNode(tr(Text::Popups))) {
    ImGui::SetNextItemWidth(ImGui::GetFontSize() * 7);
    bool styles = style_combo(tr(Text::Three), s.threes);
    ImGui::SetNextItemWidth(ImGui::GetFontSize() * 7);
    styles |= style_combo(tr(Text::Four), s.fours);
    ImGui::SetNextItemWidth(ImGui::GetFontSize() * 7);
    styles |= style_combo(tr(Text::DoubleThree), s.fouls);
    changed |= styles;
    ImGui::TreePop();
  }
  if (changed) apply_settings(app, s);
}

} // namespace

void draw_panel(AppState& app) {
  if (ImGui::Button(tr(Text::NewGame))) open_new_game_dialog(app);
  ImGui::SameLine();
  const GameSession& session = active_session(app);
  bool can_undo = session.can_undo();
  bool can_redo = session.can_redo();
  ImGui::BeginDisabled(!can_undo);
  if (ImGui::Button(tr(Text::Undo))) undo(app);
  ImGui::EndDisabled();
  ImGui::SameLine();
  ImGui::BeginDisabled(!can_redo);
  if (ImGui::Button(tr(Text::Redo))) redo(app);
  ImGui::EndDisabled();

  std::string status = session.panel_status();
  ImGui::TextWrapped("%s", status.c_str());
  if (computer_thinking(app)) ImGui::TextColored(ImVec4(0.2f, 0.35f, 0.75f, 1), "%s", tr(Text::Thinking));
  const auto& banner = session.banner();
  if (banner) ImGui::TextColored(ImVec4(0.75f, 0.35f, 0.0f, 1), "%s", banner->message.c_str());
  if (app.message) {
    ImGui::TextWrapped("%s", app.message->c_str());
    ImGui::SameLine();
    if (ImGui::SmallButton("x")) app.message.reset();
  }
  ImGui::Separator();
  draw_move_list(app);
  if (ImGui::Button(tr(Text::CopyRecord))) {
    platform_copy_text(current_record(app));
    app.message = tr(Text::RecordCopied);
  }
  ImGui::SameLine();
  if (ImGui::Button(tr(Text::ShareLink))) {
    std::string url = platform_share_url(share_fragment(current_save(app)));
    platform_copy_text(url);
    app.message = url;
  }
  ImGui::SameLine();
  if (ImGui::Button(tr(Text::Import))) {
    app.import_dialog = true;
    app.import_error.clear();
  }
  if (ImGui::CollapsingHeader(tr(Text::Settings))) draw_settings(app);
}

} // namespace ishi::app
