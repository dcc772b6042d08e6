#include "app/view/panel.hpp"

#include <imgui.h>

#include <algorithm>
#include <string>

#include "app/core/controller.hpp"
#include "app/core/hints.hpp"
#include "app/core/review.hpp"
#include "app/view/platform.hpp"
#include "app/view/ui_common.hpp"

namespace ishi::app {

namespace {

// The open Settings section's height in the last frame: the move list leaves room for it,
// so that its boxes and lists are on screen without scrolling the panel.
float g_settings_height = 0;

void draw_move_list(AppState& app) {
  const GameSession& session = active_session(app);
  int n = session.move_count();
  std::optional<int> viewing = session.viewed_ply();
  ImGui::TextUnformatted(tr(Text::Moves));
  if (viewing) {
    ImGui::SameLine();
    if (ImGui::SmallButton(tr(Text::BackToGame))) browse_step(app, 1000);
    note_control(app, "back-to-game");
  }
  float h = std::max(ImGui::GetFontSize() * 4,
                     ImGui::GetContentRegionAvail().y - ImGui::GetFrameHeightWithSpacing() * 6 - g_settings_height);
  ImGui::BeginChild("moves", ImVec2(0, h), true);
  float right = ImGui::GetWindowContentRegionMax().x;
  for (int i = 0; i < n; ++i) {
    std::string label = std::to_string(i + 1) + "." + session.move_name(i) + "##m" + std::to_string(i);
    bool current = viewing ? *viewing == i + 1 : i + 1 == n;
    if (current) ImGui::PushStyleColor(ImGuiCol_Button, ImGui::GetStyleColorVec4(ImGuiCol_ButtonActive));
    if (ImGui::SmallButton(label.c_str())) browse_to(app, i + 1);
    note_control(app, "move-" + std::to_string(i + 1));
    if (current) ImGui::PopStyleColor();
    float next = ImGui::GetItemRectMax().x - ImGui::GetWindowPos().x + ImGui::GetFontSize() * 4;
    if (i + 1 < n && next < right) ImGui::SameLine();
  }
  if (!viewing && n > 0) ImGui::SetScrollHereY(1.0f);
  ImGui::EndChild();
}

bool style_combo(AppState& app, const char* label, const char* id, NoticeStyle& style) {
  int i = static_cast<int>(style);
  ImGui::SetNextItemWidth(ImGui::GetFontSize() * 7);
  if (!noted_combo(app, label, id, i,
                   {{"popup", tr(Text::PopupModal)}, {"banner", tr(Text::PopupBanner)}, {"off", tr(Text::PopupOff)}}))
    return false;
  style = static_cast<NoticeStyle>(i);
  return true;
}

bool noted_checkbox(AppState& app, Text label, const char* id, bool& value) {
  bool changed = ImGui::Checkbox(tr(label), &value);
  note_control(app, id);
  return changed;
}

void draw_settings(AppState& app) {
  // The game's own display choices (Renju's forbidden points, Gomoku's move numbers and
  // notices, Reversi's hints) differ by game; the rest is shared.
  Settings s = app.settings;
  bool changed = false;
  if (gomoku_active(app)) {
    if (app.gomoku.game().rule() == gomoku::Rule::Renju)
      changed |= noted_checkbox(app, Text::ShowForbidden, "setting-forbidden", s.show_forbidden);
    changed |= noted_checkbox(app, Text::MoveNumbers, "setting-numbers", s.move_numbers);
  } else {
    changed |= noted_checkbox(app, Text::ShowHints, "setting-hints", s.show_hints);
  }
  changed |= noted_checkbox(app, Text::EngineHints, "setting-enginehints", s.engine_hints);
  changed |= noted_checkbox(app, Text::Sound, "setting-sound", s.sound);
  changed |= noted_checkbox(app, Text::TapPreview, "setting-preview", s.tap_preview);
  int lang = static_cast<int>(s.language);
  ImGui::SetNextItemWidth(ImGui::GetFontSize() * 8);
  if (noted_combo(app, tr(Text::Language), "setting-language", lang,
                  {{"en", "English"}, {"ja", "日本語"}, {"zh", "中文"}})) {
    s.language = static_cast<Language>(lang);
    changed = true;
  }
  int theme = static_cast<int>(s.theme);
  ImGui::SetNextItemWidth(ImGui::GetFontSize() * 8);
  if (noted_combo(
          app, tr(Text::Theme), "setting-theme", theme,
          {{"system", tr(Text::ThemeSystem)}, {"light", tr(Text::ThemeLight)}, {"dark", tr(Text::ThemeDark)}})) {
    s.theme = static_cast<Theme>(theme);
    changed = true;
  }
  if (gomoku_active(app)) {
    bool open = ImGui::TreeNode("popups", "%s", tr(Text::Popups));
    note_control(app, "setting-popups");
    if (open) {
      changed |= style_combo(app, tr(Text::Three), "notice-threes", s.threes);
      changed |= style_combo(app, tr(Text::Four), "notice-fours", s.fours);
      changed |= style_combo(app, tr(Text::DoubleThree), "notice-fouls", s.fouls);
      ImGui::TreePop();
    }
  }
  if (changed) apply_settings(app, s);
}

} // namespace

void draw_panel(AppState& app) {
  if (ImGui::Button(tr(Text::NewGame))) open_new_game_dialog(app);
  note_control(app, "new-game");
  ImGui::SameLine();
  const GameSession& session = active_session(app);
  bool can_undo = session.can_undo();
  bool can_redo = session.can_redo();
  ImGui::BeginDisabled(!can_undo);
  if (ImGui::Button(tr(Text::Undo))) undo(app);
  note_control(app, "undo");
  ImGui::EndDisabled();
  ImGui::SameLine();
  ImGui::BeginDisabled(!can_redo);
  if (ImGui::Button(tr(Text::Redo))) redo(app);
  note_control(app, "redo");
  ImGui::EndDisabled();

  std::string summary = game_summary(app);
  ImGui::TextWrapped("%s", summary.c_str());
  std::string status = session.panel_status();
  ImGui::TextWrapped("%s", status.c_str());
  if (computer_thinking(app)) ImGui::TextColored(ImVec4(0.2f, 0.35f, 0.75f, 1), "%s", tr(Text::Thinking));
  for (const std::string& line : hint_lines(app)) {
    ImGui::PushStyleColor(ImGuiCol_Text, ImVec4(0.1f, 0.5f, 0.25f, 1));
    ImGui::TextWrapped("%s", line.c_str());
    ImGui::PopStyleColor();
  }
  const auto& banner = session.banner();
  if (banner) ImGui::TextColored(ImVec4(0.75f, 0.35f, 0.0f, 1), "%s", banner->message.c_str());
  if (app.message) {
    // The close button first: after a wrapped line (a long share link) it would be off
    // the panel's right edge.
    bool close = ImGui::SmallButton("x");
    note_control(app, "message-close");
    ImGui::SameLine();
    ImGui::TextWrapped("%s", app.message->c_str());
    if (close) app.message.reset();
  }
  ImGui::Separator();
  draw_move_list(app);
  if (ImGui::Button(tr(Text::CopyRecord))) {
    platform_copy_text(current_record(app));
    app.message = tr(Text::RecordCopied);
  }
  note_control(app, "copy-record");
  ImGui::SameLine();
  if (ImGui::Button(tr(Text::ShareLink))) {
    std::string url = platform_share_url(share_fragment(current_save(app)));
    platform_copy_text(url);
    app.message = url;
  }
  note_control(app, "share-link");
  ImGui::SameLine();
  if (ImGui::Button(tr(Text::Import))) {
    app.import_dialog = true;
    app.import_error.clear();
  }
  note_control(app, "import");
  ImGui::SameLine();
  ImGui::BeginDisabled(!review_allowed(app).ok);
  if (ImGui::Button(tr(Text::Review))) start_review(app);
  note_control(app, "review");
  ImGui::EndDisabled();
  // "###settings": the section's ID (and so its open state) must not change with the
  // language of its label.
  std::string settings_label = std::string(tr(Text::Settings)) + "###settings";
  bool settings = ImGui::CollapsingHeader(settings_label.c_str());
  note_control(app, "settings");
  float top = ImGui::GetCursorPosY();
  if (settings) draw_settings(app);
  g_settings_height = ImGui::GetCursorPosY() - top;
}

} // namespace ishi::app
