#pragma once
// Reference data from ../shared/testdata/ (beside the checkout, never committed). A user's
// clone has no ../shared: tests that need it then say so loudly and count as skipped
// (CTest reads the marker line below; see CMakeLists.txt).

#include <doctest.h>

#include <cstdio>
#include <fstream>
#include <optional>
#include <sstream>
#include <string>

namespace ishi::testing {

inline std::optional<std::string> read_shared(const std::string& relative) {
  std::string path = std::string(ISHI_SHARED_DIR) + "/" + relative;
  std::ifstream in(path);
  if (!in) {
    std::fprintf(stderr, "ISHI-SKIPPED: shared test data %s not found; this test did not run\n", path.c_str());
    MESSAGE("ISHI-SKIPPED: shared test data " << path << " not found; this test did not run");
    return std::nullopt;
  }
  std::stringstream ss;
  ss << in.rdbuf();
  return ss.str();
}

} // namespace ishi::testing
