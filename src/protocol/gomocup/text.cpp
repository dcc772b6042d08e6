#include "protocol/gomocup/text.hpp"

#include <cctype>
#include <charconv>

namespace ishi::protocol {

std::string_view trim(std::string_view s) {
  while (!s.empty() && std::isspace(static_cast<unsigned char>(s.front()))) s.remove_prefix(1);
  while (!s.empty() && std::isspace(static_cast<unsigned char>(s.back()))) s.remove_suffix(1);
  return s;
}

std::string upper(std::string_view s) {
  std::string out(s);
  for (char& c : out) c = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
  return out;
}

std::string clip(std::string_view s) { return std::string(s.substr(0, 60)); }

std::optional<long long> parse_number(std::string_view s) {
  s = trim(s);
  long long v = 0;
  if (s.empty()) return std::nullopt;
  auto [end, ec] = std::from_chars(s.data(), s.data() + s.size(), v);
  if (ec != std::errc() || end != s.data() + s.size()) return std::nullopt;
  return v;
}

std::optional<std::vector<long long>> parse_ints(std::string_view s, std::size_t count) {
  std::vector<long long> out;
  s = trim(s);
  for (std::size_t k = 0; k < count; ++k) {
    bool last = k + 1 == count;
    auto comma = s.find(',');
    if (!last && comma == std::string_view::npos) return std::nullopt;
    auto v = parse_number(last ? s : s.substr(0, comma));
    if (!v) return std::nullopt;
    out.push_back(*v);
    if (!last) s = s.substr(comma + 1);
  }
  return out;
}

} // namespace ishi::protocol
