// AiRunner in the browser: a Web Worker running ai_worker.js (built from ai_worker.cpp).
#include <emscripten.h>

#include "app/core/ai_runner.hpp"

namespace ishi::app {

struct AiRunner::Impl {
  worker_handle worker = 0;
  unsigned generation = 0; // which request the callbacks belong to
  bool busy = false;
  std::optional<std::string> answer;
  std::string progress;
};

namespace {

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
    if (final_answer) {
      impl->answer = line;
      impl->busy = false;
    } else {
      impl->progress = line;
    }
  }
  if (final_answer) delete tag;
}

} // namespace

AiRunner::AiRunner() : impl_(std::make_shared<Impl>()) {}
AiRunner::~AiRunner() {
  if (impl_->worker) emscripten_destroy_worker(impl_->worker);
}

void AiRunner::prepare() {
  if (!impl_->worker) impl_->worker = emscripten_create_worker("ai_worker.js");
}

void AiRunner::start(const std::string& request) {
  cancel();
  prepare();
  impl_->busy = true;
  impl_->answer.reset();
  impl_->progress.clear();
  auto* tag = new CallTag{impl_.get(), impl_->generation};
  emscripten_call_worker(impl_->worker, "ishi_ai_think", const_cast<char*>(request.data()),
                         static_cast<int>(request.size()), on_message, tag);
}

void AiRunner::cancel() {
  ++impl_->generation;
  if (impl_->busy && impl_->worker) {
    // The worker cannot be interrupted while it searches: destroy it and make a new one
    // when next needed. Its pending callback tag is lost with it (a few bytes).
    emscripten_destroy_worker(impl_->worker);
    impl_->worker = 0;
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

} // namespace ishi::app
