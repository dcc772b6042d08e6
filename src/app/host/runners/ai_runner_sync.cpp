// AiRunner answering at once, on the calling thread: for the wasm unit tests under Node,
// which has neither Web Workers nor threads in this build.
#include "app/core/ai_request.hpp"
#include "app/core/ai_runner.hpp"

namespace ishi::app {

struct AiRunner::Impl {
  std::optional<std::string> answer;
  std::string progress;
};

AiRunner::AiRunner() : impl_(std::make_shared<Impl>()) {}
AiRunner::~AiRunner() = default;

void AiRunner::prepare() {}

void AiRunner::start(const std::string& request) {
  impl_->progress.clear();
  impl_->answer = answer_request(request, [&](std::string_view line) { impl_->progress = std::string(line); });
}

void AiRunner::cancel() {
  impl_->answer.reset();
  impl_->progress.clear();
}

bool AiRunner::busy() const { return false; }

std::optional<std::string> AiRunner::take_answer() {
  auto a = std::move(impl_->answer);
  impl_->answer.reset();
  return a;
}

std::string AiRunner::progress() const { return impl_->progress; }

int AiRunner::failures() const { return 0; } // a thread cannot fail to load

} // namespace ishi::app
