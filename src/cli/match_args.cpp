#include "cli/match_args.hpp"

#include <algorithm>
#include <cerrno>
#include <cstring>
#include <fstream>
#include <sstream>

#include "protocol/runner/process.hpp"

namespace ishi::cli {

void split_match_args(Args args, const std::vector<std::string_view>& with_value,
                      std::vector<std::string_view>& options, std::vector<std::string_view>& engines) {
  for (std::size_t i = 0; i < args.size(); ++i) {
    std::string_view a = args[i];
    bool valued = std::find(with_value.begin(), with_value.end(), a) != with_value.end();
    if (a.size() > 1 && a[0] == '-') {
      options.push_back(a);
      if (valued && i + 1 < args.size()) options.push_back(args[++i]);
    } else {
      engines.push_back(a);
    }
  }
}

std::optional<std::string> read_engines(const std::vector<std::string_view>& engines, std::array<std::string, 2>& out) {
  if (engines.size() != 2) return "two engine commands are needed, " + std::to_string(engines.size()) + " given";
  for (std::size_t e = 0; e < 2; ++e) {
    std::string command(engines[e]);
    std::string which = "engine " + std::to_string(e + 1);
    if (command.find_first_not_of(" \t") == std::string::npos) return which + " is empty";
    if (!protocol::program_exists(command)) return which + ": '" + command + "': no such program";
    out[e] = command;
  }
  return std::nullopt;
}

std::optional<std::string> read_openings_file(std::string_view name, std::string& text) {
  std::ifstream in{std::string(name)};
  if (!in) return "cannot read openings file '" + std::string(name) + "': " + std::strerror(errno);
  std::stringstream s;
  s << in.rdbuf();
  text = s.str();
  return std::nullopt;
}

} // namespace ishi::cli
