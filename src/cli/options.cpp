#include "cli/options.hpp"

#include <algorithm>
#include <charconv>

namespace ishi::cli {

bool asks_for_help(Args args) {
  for (std::string_view a : args) {
    if (a == "--help" || a == "-h") return true;
  }
  return false;
}

SplitArgs split_positional(Args args, const std::vector<std::string_view>& with_value,
                           const std::vector<std::string_view>& flags) {
  SplitArgs s;
  auto known = [](const std::vector<std::string_view>& v, std::string_view a) {
    return std::find(v.begin(), v.end(), a) != v.end();
  };
  for (std::size_t i = 0; i < args.size(); ++i) {
    std::string_view a = args[i];
    if (known(with_value, a)) {
      s.options.push_back(a);
      if (i + 1 < args.size()) s.options.push_back(args[++i]);
    } else if (known(flags, a) || (a.size() > 2 && a.substr(0, 2) == "--" && a.size() < 20)) {
      s.options.push_back(a); // an unknown short "--word" is reported by the option parser
    } else {
      s.positional.push_back(a);
    }
  }
  return s;
}

std::optional<int> parse_int(std::string_view text) {
  int n = 0;
  auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), n);
  if (text.empty() || ec != std::errc{} || end != text.data() + text.size()) return std::nullopt;
  return n;
}

std::optional<std::string> Options::parse(Args args) {
  for (std::size_t i = 0; i < args.size(); ++i) {
    std::string_view a = args[i];
    if (flags_.count(a)) {
      set_flags_.insert(a);
    } else if (with_value_.count(a)) {
      if (i + 1 >= args.size()) return "option " + std::string(a) + " needs a value";
      if (values_.count(a)) return "option " + std::string(a) + " is given twice";
      values_[a] = args[++i];
    } else {
      return "unknown argument '" + std::string(a) + "'";
    }
  }
  return std::nullopt;
}

std::optional<std::string_view> Options::get(std::string_view name) const {
  auto it = values_.find(name);
  if (it == values_.end()) return std::nullopt;
  return it->second;
}

std::optional<int> Options::get_int(std::string_view name, int fallback, std::string& error) const {
  auto v = get(name);
  if (!v) return fallback;
  auto n = parse_int(*v);
  if (!n) error = "option " + std::string(name) + ": '" + std::string(*v) + "' is not a number";
  return n;
}

bool Options::get_bounded(std::string_view name, int fallback, int low, int high, int& out, std::string& error) const {
  auto v = get_int(name, fallback, error);
  if (!v) return false;
  if (*v < low || *v > high) {
    error = "option " + std::string(name) + " must be from " + std::to_string(low) + " to " + std::to_string(high);
    return false;
  }
  out = *v;
  return true;
}

} // namespace ishi::cli
