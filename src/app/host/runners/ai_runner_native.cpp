// AiRunner natively: one worker thread per runner answers the requests one after another.
// A new request, a cancel or the destructor stops the current search at once (its answer is
// dropped); the newest request waits for that instead of running beside it (two searches
// would share the cores and the tables), and the destructor joins the thread.
#include <atomic>
#include <condition_variable>
#include <mutex>
#include <thread>

#include "app/core/ai_request.hpp"
#include "app/core/ai_runner.hpp"
#include "app/host/runners/ai_runner_native.hpp"

namespace ishi::app {

namespace {
std::atomic<int> g_searches{0};
} // namespace

int native_searches_running() { return g_searches.load(); }

struct AiRunner::Impl {
  std::mutex mutex;
  std::condition_variable wake;
  std::thread worker; // started by the first request
  bool quit = false;
  std::atomic<bool> stop{false};      // ends the current search: it is no longer wanted
  unsigned generation = 0;            // which request an answer belongs to
  std::optional<std::string> pending; // the request the worker answers next
  bool busy = false;
  std::optional<std::string> answer;
  std::string progress;

  void work() {
    std::unique_lock lock(mutex);
    for (;;) {
      wake.wait(lock, [&] { return quit || pending.has_value(); });
      if (quit) return;
      std::string request = std::move(*pending);
      pending.reset();
      unsigned mine = generation;
      stop = false;
      lock.unlock();
      ++g_searches;
      std::string reply = answer_request(
          request,
          [&](std::string_view line) {
            std::lock_guard l(mutex);
            if (generation == mine) progress = std::string(line);
          },
          &stop);
      --g_searches;
      lock.lock();
      if (generation == mine) {
        answer = std::move(reply);
        busy = false;
      }
    }
  }
};

AiRunner::AiRunner() : impl_(std::make_shared<Impl>()) {}

AiRunner::~AiRunner() {
  {
    std::lock_guard lock(impl_->mutex);
    impl_->quit = true;
    impl_->stop = true;
  }
  impl_->wake.notify_one();
  if (impl_->worker.joinable()) impl_->worker.join();
}

void AiRunner::prepare() {}

void AiRunner::start(const std::string& request) {
  {
    std::lock_guard lock(impl_->mutex);
    ++impl_->generation;
    impl_->stop = true; // the search running now, if any, is for an older request
    impl_->pending = request;
    impl_->busy = true;
    impl_->answer.reset();
    impl_->progress.clear();
    if (!impl_->worker.joinable()) impl_->worker = std::thread([impl = impl_.get()] { impl->work(); });
  }
  impl_->wake.notify_one();
}

void AiRunner::cancel() {
  std::lock_guard lock(impl_->mutex);
  ++impl_->generation;
  impl_->stop = true;
  impl_->pending.reset();
  impl_->busy = false;
  impl_->answer.reset();
  impl_->progress.clear();
}

bool AiRunner::busy() const {
  std::lock_guard lock(impl_->mutex);
  return impl_->busy;
}

std::optional<std::string> AiRunner::take_answer() {
  std::lock_guard lock(impl_->mutex);
  auto a = std::move(impl_->answer);
  impl_->answer.reset();
  return a;
}

std::string AiRunner::progress() const {
  std::lock_guard lock(impl_->mutex);
  return impl_->progress;
}

int AiRunner::failures() const { return 0; } // a thread cannot fail to load

} // namespace ishi::app
