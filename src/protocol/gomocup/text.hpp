#pragma once
// The small text rules of the Gomocup protocol, shared by the brain and the match runner:
// lines are trimmed, command words compared upper-case, numbers are whole decimal integers
// and points are "X,Y" with nothing else around them.

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace ishi::protocol {

std::string_view trim(std::string_view s); // without leading and trailing white space
std::string upper(std::string_view s);
std::string clip(std::string_view s); // at most 60 characters, for error messages

// A whole decimal integer (surrounding white space allowed), or nothing.
std::optional<long long> parse_number(std::string_view s);

// `count` integers separated by commas ("7,7" or "7,7,1"), or nothing.
std::optional<std::vector<long long>> parse_ints(std::string_view s, std::size_t count);

} // namespace ishi::protocol
