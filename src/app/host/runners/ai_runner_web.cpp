// AiRunner in the browser: a Web Worker running ai_worker.js (built from ai_worker.cpp).
// One worker a runner, made once and reused for every request; only cancelling a request
// still being thought about replaces it (a search cannot be interrupted), at once, so the
// next move does not wait for a worker to load. A worker that fails to load or crashes
// raises an error event: the runner then makes a new worker once and sends it the request
// again; a second failure leaves it broken. A worker that says nothing (no progress, no
// answer) for kSilenceMillis while it should be thinking is taken for hung, and fails the
// same way. Every message wakes the page's frame loop.
#include <emscripten.h>
#include <emscripten/eventloop.h>

#include <algorithm>
#include <memory>
#include <optional>
#include <vector>

#include "app/core/ai_runner.hpp"
#include "app/host/web/frame_loop_web.hpp"

namespace ishi::app {

// The strongest levels think for two seconds and report each finished depth; the others
// and the Reversi endgame solver (16 empties, no progress reports) take well under a second
// on a desktop; a new worker loads in a few seconds on a slow network, and the silence is
// counted from the request. Thirty seconds leaves a slow phone ten times that, and still
// means the worker hangs.
constexpr double kSilenceMillis = 30000;
// The watch's timer fires this much after the silence is due (timers are not exact).
constexpr double kWatchSlackMillis = 50;
// A timer this late means the page itself was asleep (a frozen tab, a closed laptop): the
// worker's silence is not its fault, and the watch starts again.
constexpr double kAsleepMillis = 1000;

struct AiRunner::Impl : std::enable_shared_from_this<AiRunner::Impl> {
  std::optional<worker_handle> worker; // Emscripten's first worker is number 0
  unsigned generation = 0;             // which request the callbacks belong to
  bool busy = false;
  std::string request; // the current one, to send again to a new worker
  std::optional<std::string> answer;
  std::string progress;
  int failures = 0;
  double heard_at = 0; // when the worker last said something, or was asked (ms)

  void create_worker();
  void destroy_worker();
  void send();
  void worker_failed();
  void watch(); // checks for silence once kSilenceMillis after the worker was last heard
};

namespace {

std::vector<AiRunner::Impl*> g_runners; // for the error events, which name a worker

// Emscripten's worker API gives no failure callback: listen for the Worker's error event
// (a script that does not load or throws, a crash) and hand it to ishi_ai_worker_failed.
EM_JS(void, js_watch_worker, (int id), {
  const info = Browser.workers[id];
  if (!info) return;
  info.worker.onerror = function(event) {
    event.preventDefault();
    console.warn("ishi: the computer's worker failed: " + (event.message || "it could not be loaded"));
    Module["_ishi_ai_worker_failed"](id);
  };
});

struct CallTag {
  AiRunner::Impl* impl;
  unsigned generation;
};

void on_message(char* data, int size, void* arg) {
  auto* tag = static_cast<CallTag*>(arg);
  AiRunner::Impl* impl = tag->impl;
  std::string line(data ? data : "", data ? static_cast<std::size_t>(size) : 0);
  bool final_answer = line.rfind("progress ", 0) != 0;
  if (tag->generation == impl->generation) {
    impl->heard_at = emscripten_get_now();
    if (final_answer) {
      impl->answer = line;
      impl->busy = false;
    } else {
      impl->progress = line;
    }
  }
  if (final_answer) delete tag;
  wake_frame_loop();
}

EM_JS(void, js_warn_silent_worker, (double seconds),
      { console.warn("ishi: the computer's worker did not answer for " + seconds + " s: it is restarted"); });

struct WatchTag {
  std::weak_ptr<AiRunner::Impl> impl;
  unsigned generation;
  double due; // when the timer should fire (ms)
};

void on_watch(void* arg) {
  std::unique_ptr<WatchTag> tag(static_cast<WatchTag*>(arg));
  // The runner may be gone, or on another request (which has its own watch).
  std::shared_ptr<AiRunner::Impl> impl = tag->impl.lock();
  if (!impl || tag->generation != impl->generation || !impl->busy) return;
  double now = emscripten_get_now();
  if (now - tag->due > kAsleepMillis) impl->heard_at = now;
  if (now - impl->heard_at < kSilenceMillis) {
    impl->watch();
    return;
  }
  js_warn_silent_worker(kSilenceMillis / 1000);
  impl->worker_failed();
  wake_frame_loop();
}

} // namespace

void AiRunner::Impl::watch() {
  double now = emscripten_get_now();
  double delay = std::max(heard_at + kSilenceMillis - now, 0.0) + kWatchSlackMillis;
  emscripten_set_timeout(on_watch, delay, new WatchTag{weak_from_this(), generation, now + delay});
}

void AiRunner::Impl::create_worker() {
  if (worker || failures >= 2) return;
  worker = emscripten_create_worker("ai_worker.js");
  js_watch_worker(*worker);
}

void AiRunner::Impl::destroy_worker() {
  // Its pending callback tag is lost with it (a few bytes).
  if (worker) emscripten_destroy_worker(*worker);
  worker.reset();
}

void AiRunner::Impl::send() {
  create_worker();
  if (!worker) return;
  auto* tag = new CallTag{this, generation};
  emscripten_call_worker(*worker, "ishi_ai_think", request.data(), static_cast<int>(request.size()), on_message, tag);
  heard_at = emscripten_get_now();
  watch();
}

void AiRunner::Impl::worker_failed() {
  ++failures;
  ++generation; // whatever the dead worker said is dropped
  destroy_worker();
  progress.clear();
  if (failures >= 2) {
    busy = false;
    return;
  }
  if (busy) send(); // a new worker, asked again
}

AiRunner::AiRunner() : impl_(std::make_shared<Impl>()) { g_runners.push_back(impl_.get()); }

AiRunner::~AiRunner() {
  impl_->destroy_worker();
  g_runners.erase(std::remove(g_runners.begin(), g_runners.end(), impl_.get()), g_runners.end());
}

void AiRunner::prepare() { impl_->create_worker(); }

void AiRunner::start(const std::string& request) {
  cancel();
  if (broken()) return;
  impl_->busy = true;
  impl_->request = request;
  impl_->send();
}

void AiRunner::cancel() {
  ++impl_->generation;
  // The worker cannot be interrupted while it searches: destroy it and make its successor
  // now, so that it has loaded by the next request.
  if (impl_->busy) {
    impl_->destroy_worker();
    impl_->create_worker();
  }
  impl_->busy = false;
  impl_->answer.reset();
  impl_->progress.clear();
}

bool AiRunner::busy() const { return impl_->busy; }

std::optional<std::string> AiRunner::take_answer() {
  auto a = std::move(impl_->answer);
  impl_->answer.reset();
  return a;
}

std::string AiRunner::progress() const { return impl_->progress; }

int AiRunner::failures() const { return impl_->failures; }

} // namespace ishi::app

extern "C" EMSCRIPTEN_KEEPALIVE void ishi_ai_worker_failed(int worker) {
  for (ishi::app::AiRunner::Impl* impl : ishi::app::g_runners) {
    if (impl->worker == worker) impl->worker_failed();
  }
  ishi::app::wake_frame_loop();
}
