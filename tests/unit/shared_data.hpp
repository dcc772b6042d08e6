#pragma once
// Reference data from ../shared/testdata/ (beside the checkout, never committed). A user's
// clone has no ../shared: tests that need it then say so loudly and count as skipped
// (CTest reads the marker line below for the native entries, see CMakeLists.txt; the
// runner counts them for the one wasm entry, see main.cpp).

#include <doctest.h>

#include <cstdio>
#include <fstream>
#include <optional>
#include <sstream>
#include <string>

namespace ishi::testing {

// Whether the running test case skipped itself (the runner, main.cpp, counts it apart).
inline bool& skipped_here() {
  static bool skipped = false;
  return skipped;
}

inline std::optional<std::string> read_shared(const std::string& relative) {
  std::string path = std::string(ISHI_SHARED_DIR) + "/" + relative;
  std::ifstream in(path);
  if (!in) {
    skipped_here() = true;
    std::fprintf(stderr, "ISHI-SKIPPED: shared test data %s not found; this test did not run\n", path.c_str());
    MESSAGE("ISHI-SKIPPED: shared test data " << path << " not found; this test did not run");
    return std::nullopt;
  }
  std::stringstream ss;
  ss << in.rdbuf();
  return ss.str();
}

} // namespace ishi::testing
