// The unit test runner (doctest), native and wasm alike.
#define DOCTEST_CONFIG_IMPLEMENT_WITH_MAIN
#include <doctest.h>
