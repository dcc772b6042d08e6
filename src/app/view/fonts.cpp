#include "app/view/fonts.hpp"

#include <imgui.h>

#include <cstddef>

// Generated at build time (see ishi_embedded_fonts in CMakeLists.txt).
extern "C" const unsigned char ishi_ui_font_latin[];
extern "C" const std::size_t ishi_ui_font_latin_size;
extern "C" const unsigned char ishi_ui_font_ja[];
extern "C" const std::size_t ishi_ui_font_ja_size;
extern "C" const unsigned char ishi_ui_font_zh[];
extern "C" const std::size_t ishi_ui_font_zh_size;

namespace ishi::app {

namespace {
constexpr float kBaseFontPixels = 18.0f;

ImFont* add(const unsigned char* data, std::size_t size, float pixels, bool merge, const ImWchar* ranges) {
  ImFontConfig config;
  config.FontDataOwnedByAtlas = false; // the data is a static array, not heap memory
  config.OversampleH = merge ? 1 : 2;
  config.MergeMode = merge;
  return ImGui::GetIO().Fonts->AddFontFromMemoryTTF(const_cast<unsigned char*>(data), static_cast<int>(size), pixels,
                                                    &config, ranges);
}
} // namespace

void load_fonts(float scale, Language language) {
  ImGuiIO& io = ImGui::GetIO();
  io.Fonts->Clear();
  float px = kBaseFontPixels * scale;
  add(ishi_ui_font_latin, ishi_ui_font_latin_size, px, false, nullptr);
  // The CJK subset holds only the characters of the language tables; the ranges just say
  // where to look. The Japanese face is merged for Japanese, the Chinese face otherwise.
  static const ImWchar kCjk[] = {0x3000, 0x30FF, 0x4E00, 0x9FFF, 0xFF00, 0xFFEF, 0};
  if (language == Language::Japanese) {
    add(ishi_ui_font_ja, ishi_ui_font_ja_size, px, true, kCjk);
  } else {
    add(ishi_ui_font_zh, ishi_ui_font_zh_size, px, true, kCjk);
  }
}

} // namespace ishi::app
