#pragma once
// Something the player must be told: a refused move, a threat just made, a pass. The
// session decides what to say; the view shows it as a popup or a banner.

#include <string>
#include <vector>

#include "engine/common/square.hpp"

namespace ishi::app {

// How a kind of notice is shown: a modal popup, a quiet banner line, or not at all (the
// player's choice per kind, see Settings).
enum class NoticeStyle { Popup, Banner, Off };

struct Notice {
  std::string kind;              // stable identifier for tests: "taken", "four", "4-3", "forbidden", "pass", ...
  std::string message;           // the sentence shown, in the current language
  std::string point;             // the point concerned, in notation, or empty
  std::vector<Square> highlight; // stones and points lit while it is shown
  bool question = false;         // a yes/no question (Classic: continue after a 4-4 or 4-3?)
};

} // namespace ishi::app
