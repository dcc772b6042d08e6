#include <doctest.h>

#include <cmath>

#include "engine/common/json.hpp"

TEST_CASE("json writer places commas and escapes strings") {
  ishi::JsonWriter w;
  w.begin_object().key("a").value(1).key("b").begin_array().value("x").value(true).null().end_array();
  w.key("c").value("quote\" back\\ nl\n ctl\x01 é").end_object();
  CHECK(w.str() == R"({"a":1,"b":["x",true,null],"c":"quote\" back\\ nl\n ctl\u0001 é"})");
}

TEST_CASE("empty containers") {
  ishi::JsonWriter w;
  w.begin_array().begin_object().end_object().begin_array().end_array().end_array();
  CHECK(w.str() == "[{},[]]");
}

TEST_CASE("numbers") {
  ishi::JsonWriter w;
  w.begin_array().value(-3).value(2.5).value(1.0 / 3).value(std::nan("")).end_array();
  CHECK(w.str() == "[-3,2.5,0.3333333333,null]");
}
