// Put first into the page by the test server (not part of the site): records what every
// engine's test reads the same way, since WebKit's driver offers no console log.
//   window.__ishiProblems  console errors, uncaught errors and unhandled rejections
//   window.__ishiWorkers   the Web Workers the page created, by script URL
//   window.__ishiLoads     how many times this tab has loaded a page (sessionStorage)
//   window.__ishiDocument  a number for this document (a reload starts the lists anew)
(function () {
  "use strict";
  window.__ishiDocument = Math.random();
  try {
    window.__ishiLoads = Number(sessionStorage.getItem("ishi-test-loads") || 0) + 1;
    sessionStorage.setItem("ishi-test-loads", String(window.__ishiLoads));
  } catch (e) {
    window.__ishiLoads = null;
  }
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
