#include "app/core/i18n.hpp"

#include <array>

namespace ishi::app {

using Table = std::array<const char*, static_cast<std::size_t>(Text::Count_)>;
extern const Table kEnglish;  // i18n_en.cpp
extern const Table kJapanese; // i18n_ja.cpp
extern const Table kChinese;  // i18n_zh.cpp

namespace {
Language g_language = Language::English;
}

std::string_view language_code(Language l) {
  switch (l) {
    case Language::Japanese: return "ja";
    case Language::Chinese: return "zh";
    case Language::English: break;
  }
  return "en";
}

Language parse_language(std::string_view code) {
  if (code.substr(0, 2) == "ja") return Language::Japanese;
  if (code.substr(0, 2) == "zh") return Language::Chinese;
  return Language::English;
}

void set_language(Language l) { g_language = l; }
Language current_language() { return g_language; }

const char* tr(Text t) { return tr_in(g_language, t); }

const char* tr_in(Language l, Text t) {
  const Table& table = l == Language::Japanese ? kJapanese : l == Language::Chinese ? kChinese : kEnglish;
  const char* s = table[static_cast<std::size_t>(t)];
  return s ? s : kEnglish[static_cast<std::size_t>(t)];
}

const char* level_title(std::string_view level) {
  if (level == "beginner") return tr(Text::LevelBeginner);
  if (level == "tutorial") return tr(Text::LevelTutorial);
  if (level == "easy") return tr(Text::LevelEasy);
  if (level == "medium") return tr(Text::LevelMedium);
  if (level == "strong") return tr(Text::LevelStrong);
  return "?";
}

std::string format(std::string_view pattern, std::string_view a0, std::string_view a1, std::string_view a2) {
  std::string out;
  for (std::size_t i = 0; i < pattern.size(); ++i) {
    if (pattern[i] == '{' && i + 2 < pattern.size() && pattern[i + 2] == '}' && pattern[i + 1] >= '0' &&
        pattern[i + 1] <= '2') {
      int k = pattern[i + 1] - '0';
      out += k == 0 ? a0 : k == 1 ? a1 : a2;
      i += 2;
    } else {
      out += pattern[i];
    }
  }
  return out;
}

} // namespace ishi::app
