#include "app/ui.hpp"

#include <imgui.h>

#include <algorithm>
#include <string>

#include "app/ai_request.hpp"
#include "app/board_view.hpp"
#include "app/controller.hpp"
#include "app/platform.hpp"
#include "engine/gomoku/record.hpp"

namespace ishi::app {

namespace {

constexpr const char* kNoticePopup = "##notice";
constexpr const char* kGameOverPopup = "##gameover";
constexpr const char* kNewGamePopup = "##newgame";
constexpr const char* kImportPopup = "##import";
constexpr float kFlipSeconds = 0.3f;

bool gomoku_active(const AppState& app) { return app.settings.game == GameKind::Gomoku; }

// Popups sit near the top, centred, so that they hide as little of the board as possible.
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

// --- The board ---------------------------------------------------------------------------

void board_input(AppState& app, const BoardLayout& layout, ImVec2 size, std::optional<Square>& hovered) {
  ImGui::InvisibleButton("board", size);
  ImVec2 mouse = ImGui::GetMousePos();
  std::optional<Square> under = layout.hit({mouse.x, mouse.y});
  if (ImGui::IsItemHovered()) hovered = under;
  if (!ImGui::IsItemClicked(ImGuiMouseButton_Left) || !under) return;
  // Preview first on the dense Gomoku boards; Reversi's squares are large enough to hit.
  bool preview = app.settings.tap_preview && gomoku_active(app);
  if (preview && !(app.preview && *app.preview == *under)) {
    app.preview = under; // first tap: show where the stone would go
    return;
  }
  app.preview.reset();
  click_point(app, *under);
}

void draw_gomoku(AppState& app, const BoardLayout& layout, ImVec2 size) {
  std::optional<Square> hovered;
  board_input(app, layout, size, hovered);
  const GomokuSession& s = app.gomoku;
  gomoku::Board board = s.viewed_board();
  GomokuView v;
  v.board = &board;
  v.moves.assign(s.game().moves().begin(), s.game().moves().begin() + s.viewed_move_count());
  v.move_numbers = app.settings.move_numbers;
  const auto& notice = s.popup() ? s.popup() : s.banner();
  if (notice) v.highlight = notice->highlight;
  if (app.settings.show_forbidden && !s.viewed_ply()) v.forbidden = s.forbidden_points();
  bool can_place = !s.game().result().over() && !s.computer_to_move() && !s.viewed_ply();
  if (can_place) {
    v.ghost = hovered;
    v.preview = app.preview;
  }
  v.ghost_colour = s.game().side_to_move();
  draw_gomoku_board(ImGui::GetWindowDrawList(), layout, v);
}

void draw_reversi(AppState& app, const BoardLayout& layout, ImVec2 size) {
  std::optional<Square> hovered;
  board_input(app, layout, size, hovered);
  const ReversiSession& s = app.reversi;
  reversi::Position p = s.viewed_position();
  ReversiView v;
  v.black = p.black();
  v.white = p.white();
  bool live = !s.viewed_ply();
  bool can_place = live && !s.game().over() && !s.computer_to_move();
  if (app.settings.show_hints && can_place) v.hints = p.moves();
  if (live) v.last_move = s.last_move();
  double now = platform_seconds();
  if (live && app.flip_started >= 0 && now - app.flip_started < kFlipSeconds) {
    v.flipping = s.last_flips();
    v.flip_progress = static_cast<float>((now - app.flip_started) / kFlipSeconds);
    v.flipping_to_black = (p.black() & s.last_flips()) != 0;
  }
  if (can_place) {
    v.ghost = hovered;
    v.preview = app.preview;
  }
  draw_reversi_board(ImGui::GetWindowDrawList(), layout, v);
}

// --- The panel ---------------------------------------------------------------------------

void draw_move_list(AppState& app) {
  bool gomoku = gomoku_active(app);
  int n =
      gomoku ? static_cast<int>(app.gomoku.game().moves().size()) : static_cast<int>(app.reversi.game().moves().size());
  std::optional<int> viewing = gomoku ? app.gomoku.viewed_ply() : app.reversi.viewed_ply();
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
    std::string name;
    if (gomoku) {
      name = app.gomoku.game().board().name(app.gomoku.game().moves()[static_cast<std::size_t>(i)]);
    } else {
      int m = app.reversi.game().moves()[static_cast<std::size_t>(i)];
      name = m == reversi::kPass ? "--" : reversi::square_name(m);
    }
    std::string label = std::to_string(i + 1) + "." + name + "##m" + std::to_string(i);
    bool current = viewing ? *viewing == i + 1 : i + 1 == n;
    if (current) ImGui::PushStyleColor(ImGuiCol_Button, ImGui::GetStyleColorVec4(ImGuiCol_ButtonActive));
    if (ImGui::SmallButton(label.c_str())) {
      if (gomoku) {
        app.gomoku.browse(i + 1);
      } else {
        app.reversi.browse(i + 1);
      }
    }
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
  Settings& s = app.settings;
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
    set_language(s.language);
    changed = true;
  }
  if (gomoku_active(app) && ImGui::TreeNode(tr(Text::Popups))) {
    ImGui::SetNextItemWidth(ImGui::GetFontSize() * 7);
    bool styles = style_combo(tr(Text::Three), s.threes);
    ImGui::SetNextItemWidth(ImGui::GetFontSize() * 7);
    styles |= style_combo(tr(Text::Four), s.fours);
    ImGui::SetNextItemWidth(ImGui::GetFontSize() * 7);
    styles |= style_combo(tr(Text::DoubleThree), s.fouls);
    if (styles) app.gomoku.set_notice_styles(s.threes, s.fours, s.fouls);
    changed |= styles;
    ImGui::TreePop();
  }
  if (changed) app.dirty = true;
}

void draw_panel(AppState& app) {
  if (ImGui::Button(tr(Text::NewGame))) open_new_game_dialog(app);
  ImGui::SameLine();
  bool can_undo = gomoku_active(app) ? app.gomoku.can_undo() : app.reversi.can_undo();
  bool can_redo = gomoku_active(app) ? app.gomoku.can_redo() : app.reversi.can_redo();
  ImGui::BeginDisabled(!can_undo);
  if (ImGui::Button(tr(Text::Undo))) undo(app);
  ImGui::EndDisabled();
  ImGui::SameLine();
  ImGui::BeginDisabled(!can_redo);
  if (ImGui::Button(tr(Text::Redo))) redo(app);
  ImGui::EndDisabled();

  std::string status = gomoku_active(app) ? app.gomoku.status_line() : app.reversi.status_line();
  if (gomoku_active(app) && !app.gomoku.game().result().over()) {
    status += "  " + format(tr(Text::MoveNumber), std::to_string(app.gomoku.game().moves().size() + 1));
  }
  ImGui::TextWrapped("%s", status.c_str());
  if (computer_thinking(app)) ImGui::TextColored(ImVec4(0.2f, 0.35f, 0.75f, 1), "%s", tr(Text::Thinking));
  const auto& banner = gomoku_active(app) ? app.gomoku.banner() : app.reversi.banner();
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

// --- Dialogs -----------------------------------------------------------------------------

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
    if (wide_button(tr(Text::Yes)) || key_pressed(ImGuiKey_Enter)) {
      app.gomoku.answer_question(true);
      app.dirty = true;
    }
    ImGui::SameLine();
    if (wide_button(tr(Text::No))) {
      app.gomoku.answer_question(false);
      app.dirty = true;
    }
  } else if (wide_button(tr(Text::Ok)) || key_pressed(ImGuiKey_Enter) || key_pressed(ImGuiKey_Escape)) {
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
  std::string status = gomoku_active(app) ? app.gomoku.status_line() : app.reversi.status_line();
  ImGui::TextUnformatted(status.c_str());
  ImGui::Spacing();
  if (wide_button(tr(Text::NewGame))) {
    dismiss_game_over(app);
    open_new_game_dialog(app);
  }
  ImGui::SameLine();
  if (wide_button(tr(Text::Undo))) undo(app);
  if (wide_button(tr(Text::CopyRecord))) { // a second row keeps the popup narrow enough for phones
    platform_copy_text(current_record(app));
    app.message = tr(Text::RecordCopied);
  }
  ImGui::SameLine();
  if (wide_button(tr(Text::Close)) || key_pressed(ImGuiKey_Escape)) dismiss_game_over(app);
  ImGui::EndPopup();
}

template <typename T>
bool choice(const char* label, T& value, std::initializer_list<std::pair<T, Text>> options) {
  bool changed = false;
  ImGui::TextUnformatted(label);
  for (const auto& [v, text] : options) {
    ImGui::SameLine();
    if (ImGui::RadioButton(tr(text), value == v)) {
      value = v;
      changed = true;
    }
  }
  return changed;
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
  choice(tr(Text::Game), d.game, {{GameKind::Gomoku, Text::Gomoku}, {GameKind::Reversi, Text::Reversi}});
  bool gomoku = d.game == GameKind::Gomoku;
  if (gomoku) {
    choice(tr(Text::Rule), d.rule,
           {{gomoku::Rule::Freestyle, Text::Freestyle},
            {gomoku::Rule::Standard, Text::Standard},
            {gomoku::Rule::Renju, Text::Renju},
            {gomoku::Rule::Classic, Text::Classic}});
    ImGui::TextUnformatted(tr(Text::BoardSize));
    for (int n : {15, 19}) {
      ImGui::SameLine();
      if (ImGui::RadioButton(n == 15 ? "15x15" : "19x19", d.size == n)) d.size = n;
    }
  }
  std::string levels(gomoku ? gomoku_levels() : reversi_levels());
  bool computer_available = !levels.empty();
  if (!computer_available) d.opponent = Opponent::Person;
  ImGui::BeginDisabled(!computer_available);
  choice(tr(Text::Opponent), d.opponent, {{Opponent::Person, Text::Person}, {Opponent::Computer, Text::Computer}});
  ImGui::EndDisabled();
  if (d.opponent == Opponent::Computer) {
    ImGui::TextUnformatted(tr(Text::Level));
    std::size_t start = 0;
    bool level_known = levels.find(d.level) != std::string::npos;
    while (start < levels.size()) {
      std::size_t end = levels.find(' ', start);
      if (end == std::string::npos) end = levels.size();
      std::string l = levels.substr(start, end - start);
      ImGui::SameLine();
      std::string label = std::string(level_title(l)) + "##" + l;
      if (ImGui::RadioButton(label.c_str(), d.level == l || (!level_known && start == 0))) d.level = l;
      start = end + 1;
    }
    choice(
        tr(Text::Colour), d.colour,
        {{ColourChoice::Black, Text::Black}, {ColourChoice::White, Text::White}, {ColourChoice::Random, Text::Random}});
  }
  ImGui::Spacing();
  if (wide_button(tr(Text::Start)) || key_pressed(ImGuiKey_Enter)) {
    app.new_game_dialog = false;
    start_new_game(app, d, static_cast<std::uint64_t>(platform_seconds() * 1000));
    ImGui::CloseCurrentPopup();
  }
  ImGui::SameLine();
  if (wide_button(tr(Text::Cancel)) || key_pressed(ImGuiKey_Escape)) {
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
  if (!app.import_error.empty()) ImGui::TextColored(ImVec4(0.8f, 0.1f, 0.1f, 1), "%s", app.import_error.c_str());
  if (wide_button(tr(Text::Import))) {
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
  if (wide_button(tr(Text::Cancel)) || key_pressed(ImGuiKey_Escape)) {
    app.import_dialog = false;
    ImGui::CloseCurrentPopup();
  }
  ImGui::EndPopup();
}

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
    int points = gomoku_active(app) ? app.gomoku.game().board().size() : 8;
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

  draw_notice_popup(app);
  draw_game_over_popup(app);
  draw_new_game_dialog(app);
  draw_import_dialog(app);
  handle_keys(app);
  ImGui::End();
}

bool ui_animating(const AppState& app) {
  return app.flip_started >= 0 && platform_seconds() - app.flip_started < kFlipSeconds + 0.05;
}

} // namespace ishi::app
