// AiRunner natively: a thread per request. A cancelled request's thread finishes on its
// own and its answer is dropped.
#include <mutex>
#include <thread>

#include "app/core/ai_request.hpp"
#include "app/core/ai_runner.hpp"

namespace ishi::app {

struct AiRunner::Impl {
  std::mutex mutex;
  unsigned generation = 0;
  bool busy = false;
  std::optional<std::string> answer;
  std::string progress;
};

AiRunner::AiRunner() : impl_(std::make_shared<Impl>()) {}
AiRunner::~AiRunner() = default;

void AiRunner::prepare() {}

void AiRunner::start(const std::string& request) {
  cancel();
  std::lock_guard lock(impl_->mutex);
  impl_->busy = true;
  unsigned generation = impl_->generation;
  std::shared_ptr<Impl> impl = impl_;
  std::thread([impl, generation, request] {
    std::string answer = answer_request(request, [&](std::string_view line) {
      std::lock_guard l(impl->mutex);
      if (impl->generation == generation) impl->progress = std::string(line);
    });
    std::lock_guard l(impl->mutex);
    if (impl->generation == generation) {
      impl->answer = answer;
      impl->busy = false;
    }
  }).detach();
}

void AiRunner::cancel() {
  std::lock_guard lock(impl_->mutex);
  ++impl_->generation;
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

} // namespace ishi::app
