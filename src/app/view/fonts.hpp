#pragma once
// The UI fonts, embedded in the binary at build time (the browser has no font files to
// open), loaded at the size the screen's pixel density needs: a Latin font, merged with
// the CJK face of the current language (Japanese or Simplified Chinese glyph shapes).

#include "app/core/i18n.hpp"

namespace ishi::app {

// Rebuilds ImGui's font atlas for `scale` device pixels per CSS pixel. The renderer's font
// texture must be recreated afterwards.
void load_fonts(float scale, Language language);

} // namespace ishi::app
