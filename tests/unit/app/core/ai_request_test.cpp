// The computer's requests and levels.
#include <doctest.h>

#include "app/core/ai_request.hpp"

using namespace ishi::app;

TEST_CASE("levels are whole words of the level list") {
  CHECK(has_level("tutorial easy medium strong", "strong"));
  CHECK(has_level("tutorial easy medium strong", "tutorial"));
  CHECK_FALSE(has_level("tutorial easy medium strong", "rong"));
  CHECK_FALSE(has_level("tutorial easy medium strong", ""));
  CHECK_FALSE(has_level("tutorial easy", "easy medium"));
}
