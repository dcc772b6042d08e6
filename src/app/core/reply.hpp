#pragma once
// The answer to one request to a session or the controller (a move, an undo, an import):
// either done, or an error that changed nothing, with a sentence saying why.

#include <string>
#include <utility>

namespace ishi::app {

struct Reply {
  bool ok = true;
  std::string error;
  static Reply failure(std::string why) { return {false, std::move(why)}; }
};

} // namespace ishi::app
