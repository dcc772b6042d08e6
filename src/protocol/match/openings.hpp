#pragma once
// The openings of a match, read from text: one opening per line, its stones in game order
// (Black first), either in our notation ("h8 h9 i7", as in record.hpp) or as Gomocup
// offsets from the centre point ("0,0 1,-1 2,0"; x to the right, y downwards; pairs may
// also be separated by commas, "0,0, 1,-1, 2,0"). Blank lines and lines starting with '#'
// are skipped. Every opening is replayed under the match's rule: a stone on a taken
// point, off the board, or one that ends the game (a five, a Renju foul) is an error.

#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "engine/common/expected.hpp"
#include "engine/common/square.hpp"
#include "engine/gomoku/rules.hpp"

namespace ishi::protocol {

using Opening = std::vector<Square>;

// Calls `read` with each line of an openings file that is not blank or a '#' comment
// (trimmed), in order, until it returns an error; that error comes back as "line N: ...".
std::optional<std::string> for_each_opening_line(
    std::string_view text, const std::function<std::optional<std::string>(std::string_view line)>& read);

// The openings in file order; an error names the line ("line 3: ..."). No opening at all
// is an error too.
Expected<std::vector<Opening>> parse_openings(std::string_view text, gomoku::Rule rule, int size);

} // namespace ishi::protocol
