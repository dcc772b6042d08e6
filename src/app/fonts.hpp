#pragma once
// The UI font, embedded in the binary at build time (the browser has no font files to
// open), loaded at the size the screen's pixel density needs.

namespace ishi::app {

// Rebuild ImGui's font atlas for `scale` device pixels per CSS pixel. The renderer's font
// texture must be recreated afterwards.
void load_fonts(float scale);

} // namespace ishi::app
