#pragma once
// What the two match commands (`ishi match`, `ishi reversi match`) read alike: their
// arguments split into options and the two engine command lines, the engines checked, and
// an openings file read whole.

#include <array>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "cli/commands.hpp"

namespace ishi::cli {

// The option arguments (with the values of those in `with_value`) apart from the engines.
void split_match_args(Args args, const std::vector<std::string_view>& with_value,
                      std::vector<std::string_view>& options, std::vector<std::string_view>& engines);

// Two engine commands, each non-empty and naming a program that exists; a message otherwise.
std::optional<std::string> read_engines(const std::vector<std::string_view>& engines, std::array<std::string, 2>& out);

// The openings file's text; a message when it cannot be read.
std::optional<std::string> read_openings_file(std::string_view name, std::string& text);

} // namespace ishi::cli
