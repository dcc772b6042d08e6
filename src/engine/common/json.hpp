#pragma once
// A minimal JSON writer: enough for the command line's --json output and the web page's
// test API, without a third-party dependency. Callers build objects in order; the writer
// takes care of commas and string escaping.

#include <string>
#include <string_view>

namespace ishi {

class JsonWriter {
 public:
  JsonWriter& begin_object();
  JsonWriter& end_object();
  JsonWriter& begin_array();
  JsonWriter& end_array();
  JsonWriter& key(std::string_view k);
  JsonWriter& value(std::string_view s);
  JsonWriter& value(const char* s) { return value(std::string_view(s)); }
  JsonWriter& value(long long n);
  JsonWriter& value(int n) { return value(static_cast<long long>(n)); }
  JsonWriter& value(double d); // non-finite numbers are written as null
  JsonWriter& value(bool b);
  JsonWriter& null();

  const std::string& str() const { return out_; }

 private:
  void separate();
  std::string out_;
  bool need_comma_ = false;
};

// The JSON text of a string, quotes included.
std::string json_quote(std::string_view s);

} // namespace ishi
