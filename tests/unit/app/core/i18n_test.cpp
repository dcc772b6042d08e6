// The language tables and the sentence blanks.
#include <doctest.h>

#include <set>
#include <string>

#include "app/core/i18n.hpp"

using namespace ishi::app;

namespace {
std::set<std::string> placeholders(const char* text) {
  std::set<std::string> out;
  std::string s = text;
  for (std::size_t i = s.find('{'); i != std::string::npos; i = s.find('{', i + 1)) out.insert(s.substr(i, 3));
  return out;
}
} // namespace

TEST_CASE("the three language tables are complete and agree on their blanks") {
  for (int t = 0; t < static_cast<int>(Text::Count_); ++t) {
    auto key = static_cast<Text>(t);
    CAPTURE(t);
    const char* en = tr_in(Language::English, key);
    REQUIRE(en != nullptr);
    for (Language l : {Language::Japanese, Language::Chinese}) {
      const char* other = tr_in(l, key);
      REQUIRE(other != nullptr);
      CHECK(placeholders(other) == placeholders(en));
    }
  }
  CHECK(format("{0} made a {1}", "Black", "4-4") == "Black made a 4-4");
  CHECK(parse_language("ja-JP") == Language::Japanese);
  CHECK(parse_language("zh-TW") == Language::Chinese);
  CHECK(parse_language("fr") == Language::English);
}
