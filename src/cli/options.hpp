#pragma once
// Reading a subcommand's "--name value" options and "--flag" switches. Unknown options,
// missing values and repeated options are errors.

#include <map>
#include <optional>
#include <set>
#include <string>
#include <string_view>
#include <vector>

#include "cli/commands.hpp"

namespace ishi::cli {

// Whether the arguments ask for the usage: "--help" or "-h" anywhere, which then wins over
// every other argument (a command answers with its usage on stdout and exits 0).
bool asks_for_help(Args args);

// Positional arguments apart from the options, for commands that take both: an option of
// `with_value` takes the next argument along, and any other short "--word" goes with the
// options (for the parser to report when unknown); a longer argument stays positional (a
// Reversi board may start with "--").
struct SplitArgs {
  std::vector<std::string_view> positional, options;
};
SplitArgs split_positional(Args args, const std::vector<std::string_view>& with_value,
                           const std::vector<std::string_view>& flags);

// A whole decimal integer, or nothing.
std::optional<int> parse_int(std::string_view text);

class Options {
 public:
  // `with_value`: options that take a value; `flags`: switches without one.
  Options(std::set<std::string_view> with_value, std::set<std::string_view> flags)
      : with_value_(std::move(with_value)), flags_(std::move(flags)) {}

  // Parses args; on failure returns the message to print.
  std::optional<std::string> parse(Args args);

  std::optional<std::string_view> get(std::string_view name) const;
  bool flag(std::string_view name) const { return set_flags_.count(name) > 0; }
  // An integer option; nullopt and an error message if present but not a number.
  std::optional<int> get_int(std::string_view name, int fallback, std::string& error) const;
  // An integer option within [low, high] into `out`; false and a message otherwise.
  bool get_bounded(std::string_view name, int fallback, int low, int high, int& out, std::string& error) const;

 private:
  std::set<std::string_view> with_value_;
  std::set<std::string_view> flags_;
  std::map<std::string_view, std::string_view> values_;
  std::set<std::string_view> set_flags_;
};

} // namespace ishi::cli
