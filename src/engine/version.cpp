#include "engine/version.hpp"

#ifndef ISHI_VERSION
#error "ISHI_VERSION must be defined by the build"
#endif

namespace ishi {
const char* version() { return ISHI_VERSION; }
} // namespace ishi
