// The Web Worker that thinks for the computer (built as ai_worker.js with BUILD_AS_WORKER).
#include <emscripten.h>

#include <string>

#include "app/core/ai_request.hpp"

extern "C" EMSCRIPTEN_KEEPALIVE void ishi_ai_think(char* data, int size) {
  std::string request(data ? data : "", data ? static_cast<std::size_t>(size) : 0);
  std::string answer = ishi::app::answer_request(request, [](std::string_view line) {
    std::string copy(line);
    emscripten_worker_respond_provisionally(copy.data(), static_cast<int>(copy.size()));
  });
  emscripten_worker_respond(answer.data(), static_cast<int>(answer.size()));
}
