#pragma once
// The browser's frame loop, quiet when idle: once nothing changes the frame callback stops
// being called at all, and it starts again on input (any SDL event), a resize of the page
// or the canvas, the page becoming visible, a message from the computer's worker, or a
// call through window.ishi. Web build only.

namespace ishi::app {

// Runs frame() on every animation frame from now on, and listens for what wakes it.
void start_frame_loop(void (*frame)());
// From inside a frame: no more frame callbacks until something wakes the loop.
void sleep_frame_loop();
// Something may have changed: the loop runs again from the next animation frame.
void wake_frame_loop();

} // namespace ishi::app
