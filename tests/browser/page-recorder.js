// Put first into the page by the test server (not part of the site): records what every
// engine's test reads the same way, since WebKit's driver offers no console log.
//   window.__ishiProblems  console errors, uncaught errors and unhandled rejections
//   window.__ishiWorkers   the Web Workers the page created, by script URL
(function () {
  "use strict";
  const problems = (window.__ishiProblems = []);
  const workers = (window.__ishiWorkers = []);
  const consoleError = console.error;
  console.error = function (...args) {
    problems.push(`console error: ${args.map(String).join(" ")}`);
    return consoleError.apply(this, args);
  };
  window.addEventListener(
    "error",
    (e) => problems.push(`uncaught: ${e.message || (e.target && (e.target.src || e.target.href)) || "error event"}`),
    true,
  );
  window.addEventListener("unhandledrejection", (e) => problems.push(`unhandled rejection: ${e.reason}`));
  const PageWorker = window.Worker;
  window.Worker = function (url, options) {
    workers.push(String(url));
    return new PageWorker(url, options);
  };
  window.Worker.prototype = PageWorker.prototype;
})();
