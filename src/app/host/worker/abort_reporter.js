// Linked into ai_worker.js (--pre-js). Emscripten ends a failed start (ai_worker.wasm
// missing or broken) with an abort inside a promise, which the page never hears of.
// Thrown again from a task of its own, it becomes an error event on the page's Worker
// object, which the runner handles (src/app/host/runners/ai_runner_web.cpp).
Module["onAbort"] = function (what) {
  setTimeout(function () {
    throw new Error("the computer's worker stopped: " + what);
  });
};
