// Shared set-up for the browser tests: serve the built site on 127.0.0.1, start the
// browser engine named by ISHI_ENGINE (Debian's Chromium by default, through playwright-core;
// Firefox ESR or WebKitGTK through engines.mjs) and record the page's problems. Chromium's
// are console errors, uncaught errors and failed or foreign requests; in Firefox and WebKit,
// where the tests get the playwright calls they use from engineBrowser() below, they are what
// page-recorder.js sees in the page: console errors, uncaught errors, unhandled rejections.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { basename, dirname, join, resolve } from "node:path";
import { after, afterEach, before, it } from "node:test";
import { chromium } from "playwright-core";
import { serve } from "../../scripts/serve.mjs";
import { launch, loadReport, retryIfBrowserCrashed } from "./engines.mjs";

export const SITE = resolve(process.env.ISHI_SITE || "../../build/web/site");
export const ARTIFACTS = resolve(process.env.ISHI_ARTIFACTS || "../../build/web/artifacts");
export const ENGINE = process.env.ISHI_ENGINE || "chromium";

// A test that needs what only Chromium's driver offers here (touch emulation, the DevTools
// protocol, request routing, colour-scheme emulation): defined in the Chromium run only. The
// other engines' runs name it and say why in their output; it is not counted there.
export function chromiumOnly(name, why, fn) {
  if (ENGINE === "chromium") it(name, fn);
  else console.log(`# ${ENGINE}: not run here, Chromium only (${why}): ${name}`);
}

// The flags TOOLCHAIN.md found to work offline: software WebGL, no background traffic.
export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--use-gl=angle",
  "--use-angle=swiftshader",
  "--enable-unsafe-swiftshader",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--disable-default-apps",
  "--no-first-run",
];

export async function startBrowser(serveOptions = {}) {
  if (ENGINE !== "chromium") {
    const recorder = readFileSync(new URL("./page-recorder.js", import.meta.url), "utf8");
    const server = await serve(SITE, 0, { ...serveOptions, headHtml: `<script>${recorder}</script>` });
    const driver = await launch(ENGINE);
    return {
      server,
      browser: engineBrowser(driver),
      async close() {
        await driver.close();
        await server.close();
      },
    };
  }
  const server = await serve(SITE, 0, serveOptions);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM || "/usr/bin/chromium",
    headless: true,
    args: CHROMIUM_ARGS,
  });
  return {
    server,
    browser,
    async close() {
      await browser.close();
      await server.close();
    },
  };
}

// One browser for a whole test file: started before its tests, closed after them. In
// Firefox and WebKit a test's pages are closed after it even when it failed: WebKit's driver
// allows one session at a time, so a page left open would fail every later test.
export function browserForFile() {
  const env = {};
  before(async () => Object.assign(env, await startBrowser()));
  afterEach(async () => env.browser?.closePages?.());
  after(async () => env.close?.());
  return env;
}

// The game's state, as window.ishi.state() gives it.
export const state = (page) => page.evaluate(() => window.ishi.state());

// Waits until the page has drawn all there is to draw (whatever the machine's speed), so
// that what is on screen, and where, is final.
export const settled = (page) => page.waitForFunction(() => window.ishi.state().settled, null, { timeout: 10000 });

// Opens the game in a new page and waits for its first frame. Returns the page and the
// problems it reported (console errors, uncaught exceptions, requests to other hosts).
// In Chromium the service worker is blocked unless asked for (serviceWorkers: "allow"): the
// page's own behaviour is tested without it, and a test's routes see every request. Firefox
// and WebKit run with it (their drivers here cannot block it), and draw at one device pixel
// per CSS pixel whatever deviceScaleFactor says.
export async function openGame(
  env,
  { width = 900, height = 900, deviceScaleFactor = 1, touch = false, serviceWorkers = "block", path = "" } = {},
) {
  if (ENGINE !== "chromium") {
    if (touch) throw new Error("touch input is emulated in Chromium only");
    // A web process that crashes while the page opens is the browser's failure: the page is
    // opened once more in a new window (retryIfBrowserCrashed).
    return retryIfBrowserCrashed(env.browser, ENGINE, async () => {
      const context = env.browser.newContext({ viewport: { width, height } });
      try {
        const page = await context.newPage();
        await page.goto(env.server.url + path);
        try {
          await page.evaluate(() => window.ishi.ready);
        } catch (e) {
          throw new Error(`the game did not start (${e.message}); the page: ${await loadReport(page)}`);
        }
        // Their screenshots may show the page before the canvas's first frames reach the
        // screen (seen in WebKit under load): the page has drawn all there is to draw first.
        await settled(page);
        return { page, context, problems: page.problems };
      } catch (e) {
        await context.close().catch(() => {});
        throw e;
      }
    });
  }
  const context = await env.browser.newContext({
    viewport: { width, height },
    deviceScaleFactor,
    hasTouch: touch,
    isMobile: touch,
    serviceWorkers,
  });
  const page = await context.newPage();
  const problems = [];
  page.on("console", (msg) => {
    if (msg.type() === "error") problems.push(`console error: ${msg.text()}`);
  });
  page.on("pageerror", (err) => problems.push(`uncaught: ${err.message}`));
  page.on("request", (req) => {
    if (!req.url().startsWith(env.server.url) && !req.url().startsWith("data:")) {
      problems.push(`request to another host: ${req.url()}`);
    }
  });
  // A reload or navigation cancels what the page being left still loads (its icon, say):
  // Chromium reports that as net::ERR_ABORTED, which is no fault of the page.
  page.on("requestfailed", (req) => {
    if (req.failure()?.errorText !== "net::ERR_ABORTED") problems.push(`failed request: ${req.url()}`);
  });
  await page.goto(env.server.url + path);
  await page.evaluate(() => window.ishi.ready);
  return { page, context, problems };
}

// Reads a screenshot (PNG bytes) back in the page: the [r, g, b] at each of `points`
// ([x, y] in CSS pixels; screenshots may be taken at device pixels) and how many different
// colours a 7-pixel grid sees. `page` needs only evaluate(fn, arg), as every engine's has.
export function sampleScreenshot(page, png, points) {
  return page.evaluate(
    async ({ png, points }) => {
      const img = new Image();
      img.src = `data:image/png;base64,${png}`;
      await img.decode();
      const c = document.createElement("canvas");
      c.width = img.width;
      c.height = img.height;
      const g = c.getContext("2d");
      g.drawImage(img, 0, 0);
      const scale = img.width / window.innerWidth;
      const px = (x, y) => Array.from(g.getImageData(Math.round(x), Math.round(y), 1, 1).data.slice(0, 3));
      const distinct = new Set();
      for (let y = 0; y < img.height; y += 7) for (let x = 0; x < img.width; x += 7) distinct.add(px(x, y).join());
      return { colours: points.map(([x, y]) => px(x * scale, y * scale)), distinct: distinct.size };
    },
    { png: png.toString("base64"), points },
  );
}

// The gaps between the page's animation frames over `ms` milliseconds, in milliseconds
// (they keep coming while its main thread is free), and the durations of the main thread's
// long tasks (50 ms or more) meanwhile (null where the browser does not report them):
// { gaps, longTasks }. The count starts at the warmUpFrames-th frame (the third by default):
// when the page has been idle (its frame loop sleeps while nothing changes), headless
// Chromium takes 50-120 ms to deliver the first one or two frames asked for, whether or not
// anything runs (measured: 50 and 67 ms with nothing running at all, 79-93 ms while the
// worker reviews), which says how the browser wakes up, not whether the page is responsive.
export function frameGaps(page, ms, warmUpFrames = 3) {
  return page.evaluate(
    async ({ ms, warmUpFrames }) => {
      const longTasks = [];
      const observer =
        typeof PerformanceObserver !== "undefined" &&
        PerformanceObserver.supportedEntryTypes?.includes("longtask") &&
        new PerformanceObserver((list) => list.getEntries().forEach((e) => longTasks.push(e.duration)));
      const gaps = [];
      let last = 0;
      let start = 0;
      const begin = (t) => {
        start = last = t;
        if (observer) observer.observe({ type: "longtask" });
      };
      if (warmUpFrames <= 0) begin(performance.now());
      await new Promise((resolve) => {
        let warm = 0;
        const tick = (t) => {
          if (warm < warmUpFrames) {
            if (++warm === warmUpFrames) begin(t);
            requestAnimationFrame(tick);
            return;
          }
          gaps.push(t - last);
          last = t;
          if (t - start < ms) requestAnimationFrame(tick);
          else resolve();
        };
        requestAnimationFrame(tick);
      });
      if (observer) {
        // Entries not yet handed to the callback would be lost with the observer.
        observer.takeRecords().forEach((e) => longTasks.push(e.duration));
        observer.disconnect();
      }
      return { gaps, longTasks: observer ? longTasks : null };
    },
    { ms, warmUpFrames },
  );
}

// Plays the page's Reversi game on until `empties` squares are left or the game is over,
// each move picked from the legal ones by the move number (a real game, varied, the same
// every time).
export function playReversi(page, empties = 0) {
  return page.evaluate((left) => {
    const index = (name) => name.charCodeAt(0) - 97 + 8 * (Number(name.slice(1)) - 1);
    for (let s = window.ishi.state(); !s.result && 64 - s.discs.black - s.discs.white > left; s = window.ishi.state()) {
      const legal = [...s.legalMoves].sort((a, b) => index(a) - index(b));
      window.ishi.play(legal[(s.moves.length * 5) % legal.length]);
    }
  }, empties);
}

export function artifact(name) {
  mkdirSync(ARTIFACTS, { recursive: true });
  return join(ARTIFACTS, name);
}

// A figure's name in metrics.json: Chromium's plain (as the figures always were), another
// engine's with the engine's name after it.
export const engineKey = (key) => (ENGINE === "chromium" ? key : `${key}_${ENGINE}`);

// Keeps a figure in build/web/artifacts/metrics.json (the test script prints them).
export function recordMetric(key, value) {
  const file = artifact("metrics.json");
  const data = existsSync(file) ? JSON.parse(readFileSync(file, "utf8")) : {};
  data[key] = value;
  writeFileSync(file, JSON.stringify(data) + "\n");
}

// The centre of a point on the board, in page pixels, from the board's drawn rectangle:
// the grid is centred in the wooden square, so point (x, y) from the top-left is at
// margin + x * spacing on each axis.
export function pointPosition(rect, name) {
  const col = name.charCodeAt(0) - "a".charCodeAt(0);
  const row = Number(name.slice(1));
  const y = rect.points - row; // rows count from the bottom
  const margin = (rect.width - rect.spacing * (rect.points - 1)) / 2;
  return { x: rect.x + margin + col * rect.spacing, y: rect.y + margin + y * rect.spacing };
}

// The playwright calls the tests use, over an engines.mjs driver (Firefox and WebKit). Each
// evaluate also brings back what page-recorder.js has recorded, into page.problems (the
// array openGame returns), so that a test reads the page's problems as of its last call.
export function engineBrowser(driver) {
  const open = new Set();
  return {
    // How many of the browser's web processes have crashed so far (0 where not known).
    crashes: () => driver.crashes?.() ?? 0,
    newContext({ viewport = { width: 1280, height: 720 } } = {}) {
      const pages = [];
      return {
        async newPage() {
          const page = wrapEnginePage(await driver.newPage(viewport), viewport);
          pages.push(page);
          open.add(page);
          return page;
        },
        async close() {
          for (const page of pages.splice(0)) {
            open.delete(page);
            await page.close();
          }
        },
      };
    },
    async closePages() {
      const pages = [...open];
      open.clear();
      await Promise.allSettled(pages.map((p) => p.close()));
    },
  };
}

function wrapEnginePage(p, viewport) {
  const problems = [];
  let loaded = null; // page-recorder's number for the page now loaded
  let earlier = 0; // how many problems came from the pages loaded before it (kept)
  let size = { ...viewport };
  const evaluate = async (fn, arg) => {
    // One round trip: the function's value and the recorded problems, as JSON (what every
    // driver carries the same way).
    const withProblems = new Function(
      "arg",
      `return Promise.resolve((${fn})(arg)).then((v) =>
         JSON.stringify({ v: v === undefined ? null : v, p: window.__ishiProblems || [], d: window.__ishiDocument }));`,
    );
    const { v, p: recorded, d } = JSON.parse(await p.evaluate(withProblems, arg === undefined ? null : arg));
    if (d !== loaded) {
      loaded = d;
      earlier = problems.length;
    }
    problems.splice(earlier, problems.length - earlier, ...recorded);
    return v;
  };
  return {
    problems,
    evaluate,
    goto: (u) => p.goto(u),
    reload: () => p.reload(),
    // A time-out says where the game was, to tell a lost click from a slow page.
    async waitForFunction(fn, arg, { timeout = 30000 } = {}) {
      try {
        return await p.waitFor(fn, arg === undefined ? null : arg, timeout);
      } catch (e) {
        const where = await evaluate(() => {
          const s = window.ishi && window.ishi.state();
          return s && { moves: s.moves, popup: s.popup, lastWarning: s.lastWarning, dialog: s.dialog, settled: s.settled };
        }).catch(() => null);
        throw new Error(`${e.message}; the game: ${JSON.stringify(where)}`);
      }
    },
    waitForTimeout: (ms) => new Promise((r) => setTimeout(r, ms)),
    mouse: { click: (x, y) => p.click(x, y) },
    keyboard: { press: (combo) => p.key(combo), type: (text) => p.type(text) },
    // The PNG's bytes, as playwright returns them; kept at `path` with the engine's name in
    // front of the file's (Chromium's picture of the same name stays).
    async screenshot({ path = artifact(".screenshot.png") } = {}) {
      const file = join(dirname(path), `${ENGINE}-${basename(path)}`);
      await p.screenshot(file);
      return readFileSync(file);
    },
    // Only the question the tests ask of an element: is it hidden?
    locator: (selector) => ({
      isHidden: () =>
        evaluate((sel) => {
          const e = document.querySelector(sel);
          return !e || e.hidden || getComputedStyle(e).display === "none" || getComputedStyle(e).visibility === "hidden";
        }, selector),
    }),
    async setViewportSize({ width, height }) {
      size = { width, height };
      await p.setSize(width, height);
    },
    viewportSize: () => size,
    close: () => p.close(),
  };
}
