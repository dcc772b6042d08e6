#include "app/core/settings.hpp"

#include <vector>

namespace ishi::app {

std::string_view game_kind_name(GameKind g) { return g == GameKind::Reversi ? "reversi" : "gomoku"; }

std::optional<GameKind> parse_game_kind(std::string_view s) {
  if (s == "gomoku") return GameKind::Gomoku;
  if (s == "reversi") return GameKind::Reversi;
  return std::nullopt;
}

namespace {

const char* style_name(NoticeStyle s) {
  return s == NoticeStyle::Banner ? "banner" : s == NoticeStyle::Off ? "off" : "popup";
}

std::optional<NoticeStyle> parse_style(std::string_view v) {
  if (v == "popup") return NoticeStyle::Popup;
  if (v == "banner") return NoticeStyle::Banner;
  if (v == "off") return NoticeStyle::Off;
  return std::nullopt;
}

std::optional<bool> parse_bool(std::string_view v) {
  if (v == "1") return true;
  if (v == "0") return false;
  return std::nullopt;
}

// A level's name: 1 to 16 letters, digits or '-' (a line break would cut the saved game).
bool level_word(std::string_view v) {
  if (v.empty() || v.size() > 16) return false;
  for (char c : v) {
    bool ok = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '-';
    if (!ok) return false;
  }
  return true;
}

} // namespace

std::string to_text(const Settings& s) {
  std::string out;
  auto put = [&](std::string_view k, std::string_view v) {
    if (!out.empty()) out += ';';
    out += std::string(k) + "=" + std::string(v);
  };
  put("game", game_kind_name(s.game));
  put("rule", gomoku::rule_name(s.rule));
  put("size", std::to_string(s.size));
  put("opponent", s.opponent == Opponent::Computer ? "computer" : "person");
  put("level", s.level);
  put("colour", s.colour == ColourChoice::White ? "white" : s.colour == ColourChoice::Random ? "random" : "black");
  put("threes", style_name(s.threes));
  put("fours", style_name(s.fours));
  put("fouls", style_name(s.fouls));
  put("forbidden", s.show_forbidden ? "1" : "0");
  put("hints", s.show_hints ? "1" : "0");
  put("enginehints", s.engine_hints ? "1" : "0");
  put("numbers", s.move_numbers ? "1" : "0");
  put("sound", s.sound ? "1" : "0");
  put("preview", s.tap_preview ? "1" : "0");
  put("lang", language_code(s.language));
  put("theme", s.theme == Theme::Dark ? "dark" : s.theme == Theme::Light ? "light" : "system");
  return out;
}

std::optional<Settings> settings_from_text(std::string_view text, std::string* error) {
  Settings s;
  auto bad = [&](std::string_view key, std::string_view value) -> std::optional<Settings> {
    if (error) *error = "bad value '" + std::string(value) + "' for '" + std::string(key) + "'";
    return std::nullopt;
  };
  std::size_t start = 0;
  while (start < text.size()) {
    std::size_t end = text.find(';', start);
    if (end == std::string_view::npos) end = text.size();
    std::string_view item = text.substr(start, end - start);
    start = end + 1;
    std::size_t eq = item.find('=');
    if (eq == std::string_view::npos) {
      if (item.empty()) continue;
      return bad(item, "");
    }
    std::string_view k = item.substr(0, eq), v = item.substr(eq + 1);
    if (k == "game") {
      auto g = parse_game_kind(v);
      if (!g) return bad(k, v);
      s.game = *g;
    } else if (k == "rule") {
      auto r = gomoku::parse_rule(v);
      if (!r) return bad(k, v);
      s.rule = *r;
    } else if (k == "size") {
      if (v != "15" && v != "19") return bad(k, v);
      s.size = v == "15" ? 15 : 19;
    } else if (k == "opponent") {
      if (v != "person" && v != "computer") return bad(k, v);
      s.opponent = v == "computer" ? Opponent::Computer : Opponent::Person;
    } else if (k == "level") {
      if (!level_word(v)) return bad(k, v);
      s.level = std::string(v);
    } else if (k == "colour") {
      if (v != "black" && v != "white" && v != "random") return bad(k, v);
      s.colour = v == "white" ? ColourChoice::White : v == "random" ? ColourChoice::Random : ColourChoice::Black;
    } else if (k == "threes" || k == "fours" || k == "fouls") {
      auto st = parse_style(v);
      if (!st) return bad(k, v);
      (k == "threes" ? s.threes : k == "fours" ? s.fours : s.fouls) = *st;
    } else if (k == "forbidden" || k == "hints" || k == "enginehints" || k == "numbers" || k == "sound" ||
               k == "preview") {
      auto b = parse_bool(v);
      if (!b) return bad(k, v);
      (k == "forbidden"     ? s.show_forbidden
       : k == "hints"       ? s.show_hints
       : k == "enginehints" ? s.engine_hints
       : k == "numbers"     ? s.move_numbers
       : k == "sound"       ? s.sound
                            : s.tap_preview) = *b;
    } else if (k == "lang") {
      s.language = parse_language(v);
    } else if (k == "theme") {
      if (v != "system" && v != "light" && v != "dark") return bad(k, v);
      s.theme = v == "dark" ? Theme::Dark : v == "light" ? Theme::Light : Theme::System;
    }
    // Unknown keys come from newer versions: ignored.
  }
  return s;
}

} // namespace ishi::app
