#include "app/view/dialogs.hpp"

#include <imgui.h>

#include <string>
#include <tuple>

#include "app/core/ai_request.hpp"
#include "app/core/controller.hpp"
#include "app/core/hints.hpp"
#include "app/core/review.hpp"
#include "app/view/platform.hpp"
#include "app/view/ui_common.hpp"

namespace ishi::app {

namespace {

constexpr const char* kNoticePopup = "##notice";
constexpr const char* kGameOverPopup = "##gameover";
constexpr const char* kNewGamePopup = "##newgame";
constexpr const char* kImportPopup = "##import";

void draw_notice_popup(AppState& app) {
  const auto& notice = active_popup(app);
  if (notice && !ImGui::IsPopupOpen(kNoticePopup)) ImGui::OpenPopup(kNoticePopup);
  place_next_popup();
  if (!ImGui::BeginPopupModal(kNoticePopup, nullptr, ImGuiWindowFlags_AlwaysAutoResize | ImGuiWindowFlags_NoTitleBar)) {
    return;
  }
  if (!notice) {
    ImGui::CloseCurrentPopup(); // closed by a move, an undo or a new game
    ImGui::EndPopup();
    return;
  }
  ImGui::TextUnformatted(notice->message.c_str());
  ImGui::Spacing();
  if (notice->question) {
    if (noted_button(app, Text::Yes, "notice-yes") || enter_pressed()) answer_question(app, true);
    ImGui::SameLine();
    if (noted_button(app, Text::No, "notice-no")) answer_question(app, false);
  } else if (noted_button(app, Text::Ok, "notice-ok") || enter_pressed() || key_pressed(ImGuiKey_Escape)) {
    dismiss_popup(app);
  }
  ImGui::EndPopup();
}

void draw_game_over_popup(AppState& app) {
  bool open = !active_popup(app) && game_over_popup(app) && !app.new_game_dialog;
  if (open && !ImGui::IsPopupOpen(kGameOverPopup)) ImGui::OpenPopup(kGameOverPopup);
  place_next_popup();
  if (!ImGui::BeginPopupModal(kGameOverPopup, nullptr,
                              ImGuiWindowFlags_AlwaysAutoResize | ImGuiWindowFlags_NoTitleBar)) {
    return;
  }
  if (!open) {
    ImGui::CloseCurrentPopup();
    ImGui::EndPopup();
    return;
  }
  std::string status = active_session(app).status_line();
  ImGui::TextUnformatted(status.c_str());
  if (hints_used(app)) ImGui::TextUnformatted(tr(Text::HintsUsed));
  ImGui::Spacing();
  if (noted_button(app, Text::NewGame, "gameover-new-game")) {
    dismiss_game_over(app);
    open_new_game_dialog(app);
  }
  ImGui::SameLine();
  if (noted_button(app, Text::Undo, "gameover-undo")) undo(app);
  ImGui::SameLine();
  if (noted_button(app, Text::Review, "gameover-review")) {
    dismiss_game_over(app);
    start_review(app);
  }
  // A second row keeps the popup narrow enough for phones.
  if (noted_button(app, Text::CopyRecord, "gameover-copy-record")) {
    platform_copy_text(current_record(app));
    app.message = tr(Text::RecordCopied);
  }
  ImGui::SameLine();
  if (noted_button(app, Text::Close, "gameover-close") || key_pressed(ImGuiKey_Escape)) dismiss_game_over(app);
  ImGui::EndPopup();
}

// One row of radio buttons, each noted as "<id>-<option id>".
template <typename T>
void choice(AppState& app, const char* label, const std::string& id, T& value,
            std::initializer_list<std::tuple<T, Text, const char*>> options) {
  ImGui::TextUnformatted(label);
  for (const auto& [v, text, option_id] : options) {
    ImGui::SameLine();
    if (ImGui::RadioButton(tr(text), value == v)) value = v;
    note_control(app, id + "-" + option_id);
  }
}

void draw_new_game_dialog(AppState& app) {
  if (app.new_game_dialog && !ImGui::IsPopupOpen(kNewGamePopup)) ImGui::OpenPopup(kNewGamePopup);
  place_next_popup();
  if (!ImGui::BeginPopupModal(kNewGamePopup, nullptr,
                              ImGuiWindowFlags_AlwaysAutoResize | ImGuiWindowFlags_NoTitleBar)) {
    return;
  }
  Settings& d = app.draft;
  ImGui::TextUnformatted(tr(Text::NewGame));
  ImGui::Separator();
  choice(app, tr(Text::Game), "newgame-game", d.game,
         {{GameKind::Gomoku, Text::Gomoku, "gomoku"}, {GameKind::Reversi, Text::Reversi, "reversi"}});
  bool gomoku = d.game == GameKind::Gomoku;
  if (gomoku) {
    choice(app, tr(Text::Rule), "newgame-rule", d.rule,
           {{gomoku::Rule::Freestyle, Text::Freestyle, "freestyle"},
            {gomoku::Rule::Standard, Text::Standard, "standard"},
            {gomoku::Rule::Renju, Text::Renju, "renju"},
            {gomoku::Rule::Classic, Text::Classic, "classic"}});
    ImGui::TextUnformatted(tr(Text::BoardSize));
    for (int n : {15, 19}) {
      ImGui::SameLine();
      if (ImGui::RadioButton(n == 15 ? "15x15" : "19x19", d.size == n)) d.size = n;
      note_control(app, "newgame-size-" + std::to_string(n));
    }
  }
  LevelList levels = levels_of(d.game);
  bool computer_available = !levels.empty();
  if (!computer_available) d.opponent = Opponent::Person;
  ImGui::BeginDisabled(!computer_available);
  choice(app, tr(Text::Opponent), "newgame-opponent", d.opponent,
         {{Opponent::Person, Text::Person, "person"}, {Opponent::Computer, Text::Computer, "computer"}});
  ImGui::EndDisabled();
  if (d.opponent == Opponent::Computer) {
    ImGui::TextUnformatted(tr(Text::Level));
    bool level_known = has_level(levels, d.level);
    for (std::string_view l : levels) {
      ImGui::SameLine();
      std::string label = std::string(level_title(l)) + "##" + std::string(l);
      if (ImGui::RadioButton(label.c_str(), d.level == l || (!level_known && l == levels.front()))) d.level = l;
      note_control(app, "newgame-level-" + std::string(l));
    }
    choice(app, tr(Text::Colour), "newgame-colour", d.colour,
           {{ColourChoice::Black, Text::Black, "black"},
            {ColourChoice::White, Text::White, "white"},
            {ColourChoice::Random, Text::Random, "random"}});
  }
  ImGui::Spacing();
  if (noted_button(app, Text::Start, "newgame-start") || enter_pressed()) {
    app.new_game_dialog = false;
    start_new_game(app, d, static_cast<std::uint64_t>(platform_seconds() * 1000));
    ImGui::CloseCurrentPopup();
  }
  ImGui::SameLine();
  if (noted_button(app, Text::Cancel, "newgame-cancel") || key_pressed(ImGuiKey_Escape)) {
    app.new_game_dialog = false;
    ImGui::CloseCurrentPopup();
  }
  ImGui::EndPopup();
}

void draw_import_dialog(AppState& app) {
  if (app.import_dialog && !ImGui::IsPopupOpen(kImportPopup)) ImGui::OpenPopup(kImportPopup);
  place_next_popup();
  if (!ImGui::BeginPopupModal(kImportPopup, nullptr, ImGuiWindowFlags_AlwaysAutoResize | ImGuiWindowFlags_NoTitleBar)) {
    return;
  }
  ImGui::TextUnformatted(tr(Text::ImportHelp));
  ImGui::InputTextMultiline("##record", app.import_text, sizeof app.import_text,
                            ImVec2(ImGui::GetFontSize() * 22, ImGui::GetFontSize() * 5));
  note_control(app, "import-text");
  if (!app.import_error.empty()) ImGui::TextColored(ImVec4(0.8f, 0.1f, 0.1f, 1), "%s", app.import_error.c_str());
  if (noted_button(app, Text::Import, "import-ok")) {
    Reply r = import_record(app, app.import_text);
    if (r.ok) {
      app.import_dialog = false;
      app.message = tr(Text::Imported);
      ImGui::CloseCurrentPopup();
    } else {
      app.import_error = format(tr(Text::ImportError), r.error);
    }
  }
  ImGui::SameLine();
  if (noted_button(app, Text::Cancel, "import-cancel") || key_pressed(ImGuiKey_Escape)) {
    app.import_dialog = false;
    ImGui::CloseCurrentPopup();
  }
  ImGui::EndPopup();
}

} // namespace

void draw_dialogs(AppState& app) {
  draw_notice_popup(app);
  draw_game_over_popup(app);
  draw_new_game_dialog(app);
  draw_import_dialog(app);
}

} // namespace ishi::app
