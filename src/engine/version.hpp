#pragma once
// The project's version, set once in the top-level CMakeLists.txt.

namespace ishi {
const char* version();
}
