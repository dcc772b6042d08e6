#pragma once
// Small helpers the board drawings share (the boards and the hint marks over them).

#include <imgui.h>

#include <string>

#include "app/core/board_layout.hpp"

namespace ishi::app {

inline ImVec2 im(Vec2 v) { return {v.x, v.y}; }

// Text centred on a point, `size` pixels high.
void draw_centered_text(ImDrawList* dl, ImVec2 c, float size, ImU32 colour, const std::string& text);

} // namespace ishi::app
