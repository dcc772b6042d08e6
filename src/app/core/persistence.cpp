#include "app/core/persistence.hpp"

namespace ishi::app {

namespace {
constexpr std::string_view kMagic = "ishi 1";
constexpr std::string_view kHintsUsed = "hints";

bool record_chars_ok(std::string_view r) {
  for (char c : r) {
    bool ok =
        (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == ' ' || c == ',' || c == '-';
    if (!ok) return false;
  }
  return r.size() < 4000;
}
} // namespace

std::string save_text(const SavedGame& g) {
  // The hints line only when they were used: other saves read as they always did.
  return std::string(kMagic) + "\n" + to_text(g.settings) + "\n" + g.record + "\n" + g.computer_colour + "\n" +
         (g.hints_used ? std::string(kHintsUsed) + "\n" : "");
}

std::optional<SavedGame> parse_save(std::string_view text, std::string* error) {
  auto fail = [&](std::string why) -> std::optional<SavedGame> {
    if (error) *error = std::move(why);
    return std::nullopt;
  };
  std::size_t a = text.find('\n');
  if (a == std::string_view::npos || text.substr(0, a) != kMagic) return fail("not a saved game of this version");
  std::size_t b = text.find('\n', a + 1);
  if (b == std::string_view::npos) return fail("the saved game is cut short");
  std::string why;
  auto settings = settings_from_text(text.substr(a + 1, b - a - 1), &why);
  if (!settings) return fail("settings: " + why);
  std::string_view rest = text.substr(b + 1);
  std::size_t c = rest.find('\n');
  std::string_view record = rest.substr(0, c);
  if (!record_chars_ok(record)) return fail("the move record holds unexpected characters");
  // The optional lines that follow: the computer's colour, then whether hints were used.
  auto next_line = [&rest](std::size_t& at) {
    if (at == std::string_view::npos) return std::string_view{};
    std::size_t end = rest.find('\n', at + 1);
    std::string_view line = rest.substr(at + 1, end == std::string_view::npos ? end : end - at - 1);
    at = end;
    return line;
  };
  std::string_view computer = next_line(c);
  if (computer != "" && computer != "black" && computer != "white") return fail("unknown computer colour");
  std::string_view hints = next_line(c);
  if (hints != "" && hints != kHintsUsed) return fail("unknown line after the computer colour");
  return SavedGame{*settings, std::string(record), std::string(computer), hints == kHintsUsed};
}

std::string share_fragment(const SavedGame& g) {
  std::string moves = g.record;
  for (char& c : moves) {
    if (c == ' ') c = '.';
  }
  if (g.settings.game == GameKind::Reversi) return "game=reversi&moves=" + moves;
  return "game=gomoku&rule=" + std::string(gomoku::rule_name(g.settings.rule)) +
         "&size=" + std::to_string(g.settings.size) + "&moves=" + moves;
}

std::optional<SavedGame> parse_share_fragment(std::string_view fragment, const Settings& base, std::string* error) {
  auto fail = [&](std::string why) -> std::optional<SavedGame> {
    if (error) *error = std::move(why);
    return std::nullopt;
  };
  if (!fragment.empty() && fragment[0] == '#') fragment.remove_prefix(1);
  SavedGame g{base, "", ""};
  bool has_game = false;
  std::size_t start = 0;
  while (start < fragment.size()) {
    std::size_t end = fragment.find('&', start);
    if (end == std::string_view::npos) end = fragment.size();
    std::string_view item = fragment.substr(start, end - start);
    start = end + 1;
    std::size_t eq = item.find('=');
    if (eq == std::string_view::npos) return fail("'" + std::string(item) + "' is not key=value");
    std::string_view k = item.substr(0, eq), v = item.substr(eq + 1);
    if (k == "game") {
      auto kind = parse_game_kind(v);
      if (!kind) return fail("unknown game '" + std::string(v) + "'");
      g.settings.game = *kind;
      has_game = true;
    } else if (k == "rule") {
      auto r = gomoku::parse_rule(v);
      if (!r) return fail("unknown rule '" + std::string(v) + "'");
      g.settings.rule = *r;
    } else if (k == "size") {
      if (v != "15" && v != "19") return fail("unsupported size '" + std::string(v) + "'");
      g.settings.size = v == "15" ? 15 : 19;
    } else if (k == "moves") {
      std::string moves(v);
      for (char& c : moves) {
        if (c == '.') c = ' ';
      }
      if (!record_chars_ok(moves)) return fail("the moves hold unexpected characters");
      g.record = moves;
    }
  }
  if (!has_game) return fail("the link names no game");
  // A shared game is looked at between people, whoever played it.
  g.settings.opponent = Opponent::Person;
  return g;
}

} // namespace ishi::app
