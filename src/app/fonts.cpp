#include "app/fonts.hpp"

#include <imgui.h>

#include <cstddef>

// Generated at build time from Debian's DejaVu Sans (see cmake/EmbedFile.cmake).
extern "C" const unsigned char ishi_ui_font[];
extern "C" const std::size_t ishi_ui_font_size;

namespace ishi::app {

namespace {
constexpr float kBaseFontPixels = 18.0f;
} // namespace

void load_fonts(float scale) {
  ImGuiIO& io = ImGui::GetIO();
  io.Fonts->Clear();
  ImFontConfig config;
  config.FontDataOwnedByAtlas = false; // the data is a static array, not heap memory
  config.OversampleH = 2;
  io.Fonts->AddFontFromMemoryTTF(const_cast<unsigned char*>(ishi_ui_font), static_cast<int>(ishi_ui_font_size),
                                 kBaseFontPixels * scale, &config);
}

} // namespace ishi::app
