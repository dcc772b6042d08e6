#pragma once
// Runs answer_request (ai_request.hpp) away from the frame loop: in a Web Worker in the
// browser, in a thread natively. Starting a new request or cancelling drops the old one at
// once (in the browser the worker is ended and a new one made straight away; natively the
// old search is told to stop, and its answer is ignored).

#include <memory>
#include <optional>
#include <string>

namespace ishi::app {

class AiRunner {
 public:
  AiRunner();
  ~AiRunner();
  AiRunner(const AiRunner&) = delete;
  AiRunner& operator=(const AiRunner&) = delete;

  // Gets ready to think (the browser loads the worker), so the first move is not slowed.
  void prepare();
  void start(const std::string& request);
  void cancel();
  bool busy() const;
  // The answer of the current request, once, when it has come.
  std::optional<std::string> take_answer();
  // The latest progress line of the current request ("" if none yet).
  std::string progress() const;
  // How often the thinking process has died (in the browser: the worker failed to load,
  // crashed, or said nothing for 30 s while it should have been thinking). The runner makes
  // a new one once and asks it again; after a second failure it is broken and thinks no
  // more (busy() false, no answer). Natively: always 0.
  int failures() const;
  bool broken() const { return failures() >= 2; }

  struct Impl;

 private:
  std::shared_ptr<Impl> impl_; // each runner's own (the Web Worker's callbacks point into it)
};

} // namespace ishi::app
