#include "engine/common/square.hpp"

#include <charconv>

namespace ishi {

namespace {

std::optional<int> parse_int(std::string_view text) {
  int value = 0;
  if (text.empty() || text.size() > 4) return std::nullopt;
  auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), value);
  if (ec != std::errc{} || end != text.data() + text.size()) return std::nullopt;
  return value;
}

} // namespace

std::optional<Square> parse_square(std::string_view text, const Geometry& g) {
  if (text.size() < 2) return std::nullopt;
  char c = text[0];
  if (c >= 'A' && c <= 'Z') c = static_cast<char>(c - 'A' + 'a');
  if (c < 'a' || c > 'z') return std::nullopt;
  // Reject signs and leading zeros so that each square has exactly one spelling.
  std::string_view digits = text.substr(1);
  if (digits[0] < '1' || digits[0] > '9') return std::nullopt;
  auto row = parse_int(digits);
  if (!row) return std::nullopt;
  Square s{c - 'a', g.rows == RowOrigin::Top ? *row - 1 : g.height - *row};
  if (!g.contains(s)) return std::nullopt;
  return s;
}

std::string format_square(Square s, const Geometry& g) {
  int row = g.rows == RowOrigin::Top ? s.y + 1 : g.height - s.y;
  std::string out(1, static_cast<char>('a' + s.x));
  out += std::to_string(row);
  return out;
}

std::optional<Square> parse_xy(std::string_view text, const Geometry& g) {
  auto comma = text.find(',');
  if (comma == std::string_view::npos) return std::nullopt;
  auto x = parse_int(text.substr(0, comma));
  auto y = parse_int(text.substr(comma + 1));
  if (!x || !y) return std::nullopt;
  Square s{*x, *y};
  if (!g.contains(s)) return std::nullopt;
  return s;
}

std::string format_xy(Square s) { return std::to_string(s.x) + "," + std::to_string(s.y); }

} // namespace ishi
