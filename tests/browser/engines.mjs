// One small driver over the three browser engines, for the tests that run in each of them:
// Chromium through playwright-core, Firefox ESR through puppeteer-core (WebDriver BiDi) and
// WebKitGTK through selenium-webdriver and WebKitWebDriver (classic WebDriver). Firefox and
// WebKit draw with WebGL only on an X display: their tests run under xvfb-run.
//
// launch(engine) -> {newPage({width, height}), close(), crashes() (WebKit only: how many of
// its web processes have crashed)}; a page offers goto, reload, evaluate(fn, arg),
// waitFor(fn, arg, timeoutMs), click(x, y), key(combo) (a key as playwright names it, with
// modifiers: "Control+z", "ArrowLeft", "Enter"), type(text), setSize(width, height) (of the
// viewport), screenshot(path), close.
import { writeFileSync } from "node:fs";
import { CHROMIUM_ARGS } from "./harness.mjs";

export const ENGINES = ["chromium", "firefox", "webkit"];

const MINIBROWSER = "/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser";

// Polls fn in the page until it returns a true value; fails after timeoutMs with what the
// page said last.
async function poll(evaluate, fn, arg, timeoutMs) {
  const end = Date.now() + timeoutMs;
  let last;
  for (;;) {
    last = await evaluate(fn, arg);
    if (last) return last;
    if (Date.now() > end) throw new Error(`timed out after ${timeoutMs} ms waiting for ${fn}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

// The page's next animation frame (evaluate's function runs in the page).
const nextFrame = (evaluate) => evaluate(() => new Promise((r) => requestAnimationFrame(() => r(true))));

// Moves the pointer to (x, y) with `move` and returns once the page has been handed that
// move. The game takes a press where the last move it was handed left the pointer, and
// Firefox hands a page its moves with a later frame but a press at once: after one frame a
// press could still land where the pointer was before (a click on the last stone played,
// refused as taken, as one CI run saw). The page keeps the last move's position itself.
async function movePointer(evaluate, move, x, y) {
  const near = ([px, py]) => {
    if (!window.__ishiPointer) {
      window.__ishiPointer = { x: NaN, y: NaN };
      addEventListener("mousemove", (e) => Object.assign(window.__ishiPointer, { x: e.clientX, y: e.clientY }), true);
    }
    const p = window.__ishiPointer;
    return Math.abs(p.x - px) <= 1 && Math.abs(p.y - py) <= 1;
  };
  await evaluate(near, [x, y]); // installs the record before the move
  await move();
  await nextFrame(evaluate);
  // No move reaches a page whose pointer is there already (a new page under a pointer that
  // has not moved): after 2 s the press goes ahead, as it would from a hand.
  await poll(evaluate, near, [x, y], 2000).catch(() => null);
}

// A playwright or puppeteer page (their calls used here are the same, but for keys with
// modifiers and the viewport) in a context of its own, closed with it.
function wrapPage(page, context) {
  const evaluate = (fn, arg) => page.evaluate(fn, arg);
  return {
    goto: (url) => page.goto(url),
    reload: () => page.reload(),
    evaluate,
    waitFor: (fn, arg, ms = 10000) => poll(evaluate, fn, arg, ms),
    // As a hand clicks: the pointer gets there, the page sees it there, the button goes
    // down and up.
    async click(x, y) {
      await movePointer(evaluate, () => page.mouse.move(x, y), x, y);
      await page.mouse.click(x, y);
    },
    async key(combo) {
      const keys = combo.split("+");
      const main = keys.pop();
      for (const k of keys) await page.keyboard.down(k);
      await page.keyboard.press(main);
      for (const k of keys.reverse()) await page.keyboard.up(k);
    },
    type: (text) => page.keyboard.type(text),
    setSize: (width, height) =>
      page.setViewportSize ? page.setViewportSize({ width, height }) : page.setViewport({ width, height }),
    screenshot: (path) => page.screenshot({ path }),
    close: () => context.close(),
  };
}

async function chromium() {
  const { chromium: pw } = await import("playwright-core");
  const browser = await pw.launch({
    executablePath: process.env.CHROMIUM || "/usr/bin/chromium",
    headless: true,
    args: CHROMIUM_ARGS,
  });
  return {
    async newPage({ width, height }) {
      const context = await browser.newContext({ viewport: { width, height } });
      const page = await context.newPage();
      return { ...wrapPage(page, context), cdp: () => context.newCDPSession(page) };
    },
    close: () => browser.close(),
  };
}

async function firefox() {
  const puppeteer = (await import("puppeteer-core")).default;
  const browser = await puppeteer.launch({
    browser: "firefox",
    executablePath: process.env.FIREFOX || "/usr/bin/firefox-esr",
    headless: true,
    protocol: "webDriverBiDi",
  });
  return {
    async newPage({ width, height }) {
      const context = await browser.createBrowserContext();
      const page = await context.newPage();
      await page.setViewport({ width, height });
      return wrapPage(page, context);
    },
    close: () => browser.close(),
  };
}

// A promise that settles as `promise` does, or rejects after `ms` with `what` in its message.
function bounded(promise, ms, what) {
  let timer;
  const late = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what}: no answer within ${ms / 1000} s`)), ms);
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

// WebKitWebDriver started by us on a free port of 127.0.0.1 (selenium-webdriver has no
// service of its own for WebKitGTK); it lives as long as the browser object. It leads a
// process group of its own, with the MiniBrowsers it starts and their web processes: stop()
// ends them all, even when a session cannot be asked to end. What it prints goes on to our
// stderr; a crashed web process is counted (crashes()), so that a test can tell the browser's
// failure from the page's.
async function startWebKitDriver() {
  const { spawn } = await import("node:child_process");
  const { createServer, connect } = await import("node:net");
  const port = await new Promise((resolve) => {
    const s = createServer().listen(0, "127.0.0.1", () => {
      const { port: p } = s.address();
      s.close(() => resolve(p));
    });
  });
  const child = spawn(process.env.WEBKIT_DRIVER || "/usr/bin/WebKitWebDriver", [`--port=${port}`, "--host=127.0.0.1"], {
    stdio: ["ignore", "ignore", "pipe"],
    detached: true,
  });
  let crashes = 0;
  child.stderr.on("data", (chunk) => {
    process.stderr.write(chunk);
    crashes += (String(chunk).match(/WebProcess CRASHED/g) || []).length;
  });
  const stop = () => {
    try {
      process.kill(-child.pid, "SIGKILL");
    } catch {
      // gone already
    }
  };
  const end = Date.now() + 10000;
  for (;;) {
    const up = await new Promise((resolve) => {
      const socket = connect(port, "127.0.0.1", () => resolve(socket.end() && true));
      socket.on("error", () => resolve(false));
    });
    if (up) break;
    if (Date.now() > end || child.exitCode !== null) {
      stop();
      throw new Error("WebKitWebDriver did not start");
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return { url: `http://127.0.0.1:${port}`, stop, crashes: () => crashes };
}

async function webkit() {
  const { Builder, Capabilities, Key, Origin } = await import("selenium-webdriver");
  // playwright's key names -> WebDriver's (a single character stands for itself).
  const keyOf = (name) => {
    const named = {
      Control: Key.CONTROL,
      Shift: Key.SHIFT,
      Alt: Key.ALT,
      Meta: Key.META,
      Enter: Key.ENTER,
      Escape: Key.ESCAPE,
      Backspace: Key.BACK_SPACE,
      Tab: Key.TAB,
      Delete: Key.DELETE,
      ArrowLeft: Key.ARROW_LEFT,
      ArrowRight: Key.ARROW_RIGHT,
      ArrowUp: Key.ARROW_UP,
      ArrowDown: Key.ARROW_DOWN,
      Home: Key.HOME,
      End: Key.END,
    };
    if (named[name]) return named[name];
    if ([...name].length === 1) return name;
    throw new Error(`no WebDriver key for '${name}'`);
  };
  const caps = new Capabilities();
  caps.set("browserName", "MiniBrowser");
  caps.set("webkitgtk:browserOptions", { binary: process.env.MINIBROWSER || MINIBROWSER, args: ["--automation"] });
  let server = await startWebKitDriver();
  let earlierCrashes = 0; // counted by the drivers stopped before this one
  const restart = async (why) => {
    console.log(`# webkit: ${why}; restarting WebKitWebDriver`);
    earlierCrashes += server.crashes();
    server.stop();
    server = await startWebKitDriver();
  };
  const drivers = [];
  // A new session, given 30 s. MiniBrowser sometimes fails to open the X display under
  // load ("cannot open display"), and WebKitWebDriver then waits for it forever: the driver
  // is restarted and the session asked for again, at most three times in all.
  async function newSession() {
    for (let attempt = 1; ; ++attempt) {
      const opening = new Builder().usingServer(server.url).withCapabilities(caps).build();
      try {
        return await bounded(opening, 30000, "a new WebKit session");
      } catch (e) {
        // A session that opens after all is not ours: it is closed when it comes.
        opening.then((d) => d.quit()).catch(() => {});
        if (attempt >= 3) throw e;
        await restart(`${e.message} (attempt ${attempt + 1} next)`);
      }
    }
  }
  return {
    async newPage({ width, height }) {
      // A session is a browser window of its own: one a page keeps pages apart, as the
      // other engines' contexts do.
      const driver = await newSession();
      drivers.push(driver);
      // The window's size includes what MiniBrowser draws around the page: the viewport is
      // measured after a first resize and the window grown by the difference.
      const setSize = async (w, h) => {
        await driver.manage().window().setRect({ width: w, height: h });
        const [iw, ih] = await driver.executeScript("return [window.innerWidth, window.innerHeight]");
        if (iw !== w || ih !== h) await driver.manage().window().setRect({ width: 2 * w - iw, height: 2 * h - ih });
      };
      await setSize(width, height);
      // The function runs in the page; a promise it returns is awaited, a throw reported.
      const evaluate = async (fn, arg) => {
        const r = await driver.executeAsyncScript(
          `const done = arguments[arguments.length - 1];
           Promise.resolve().then(() => (${fn})(arguments[0]))
             .then((value) => done({ value: value === undefined ? null : value }), (e) => done({ error: String(e) }));`,
          arg === undefined ? null : arg,
        );
        if (r.error) throw new Error(r.error);
        return r.value;
      };
      return {
        goto: (url) => driver.get(url),
        reload: () => driver.navigate().refresh(),
        evaluate,
        waitFor: (fn, arg, ms = 10000) => poll(evaluate, fn, arg, ms),
        // As the other engines' click: the pointer first, the page sees it, then the press.
        async click(x, y) {
          const at = { origin: Origin.VIEWPORT, x: Math.round(x), y: Math.round(y) };
          await movePointer(evaluate, () => driver.actions().move(at).perform(), at.x, at.y);
          await driver.actions().move(at).press().release().perform();
        },
        async key(combo) {
          const keys = combo.split("+").map(keyOf);
          const main = keys.pop();
          let actions = driver.actions();
          for (const k of keys) actions = actions.keyDown(k);
          actions = actions.keyDown(main).keyUp(main);
          for (const k of keys.reverse()) actions = actions.keyUp(k);
          await actions.perform();
        },
        type: (text) => driver.actions().sendKeys(text).perform(),
        setSize,
        screenshot: async (path) => writeFileSync(path, Buffer.from(await driver.takeScreenshot(), "base64")),
        close: async () => {
          const k = drivers.indexOf(driver);
          if (k < 0) return; // closed already
          drivers.splice(k, 1);
          // A session whose web process crashed may never answer: WebKit allows one session
          // at a time, so the driver is restarted for the next one.
          try {
            await bounded(driver.quit(), 15000, "ending a WebKit session");
          } catch (e) {
            await restart(e.message);
          }
        },
      };
    },
    // How many times a page's web process has crashed since launch (WebKit's own failure,
    // seen in what WebKitWebDriver prints).
    crashes: () => earlierCrashes + server.crashes(),
    // Every session is asked to end, even when one of them (or the driver) is gone already;
    // then the driver's whole process group is killed, whatever did not end.
    close: async () => {
      await Promise.allSettled(drivers.splice(0).map((d) => bounded(d.quit(), 15000, "ending a WebKit session")));
      server.stop();
    },
  };
}

// What a page that has not drawn its first frame shows, for a failure's message: the
// document's state, the loader's words (its progress or its failure), the problems the page
// recorded and how far each of the site's downloads got. `page` is any page of these tests
// (its evaluate runs a function in the page).
export async function loadReport(page) {
  try {
    const report = await page.evaluate(() => ({
      document: document.readyState,
      api: typeof window.ishi,
      loading: document.getElementById("loading-text")?.textContent,
      failure: document.getElementById("failure")?.hidden === false ? document.getElementById("failure-text").textContent : null,
      problems: window.__ishiProblems,
      downloads: performance
        .getEntriesByType("resource")
        .map((e) => `${e.name.split("/").pop()} ${Math.round(e.responseEnd)} ms ${e.transferSize ?? "?"} B`),
    }));
    return JSON.stringify(report);
  } catch (e) {
    return `the page did not answer (${e.message})`;
  }
}

// Runs open() (which opens a page and waits for the game) once more when it failed while
// the browser's own web process crashed (WebKitGTK, once in many runs, as a new window
// loaded the game): the log says so. Any other failure, or a second crash, is thrown.
export async function retryIfBrowserCrashed(browser, engine, open) {
  for (let attempt = 1; ; ++attempt) {
    const crashesBefore = browser.crashes?.() ?? 0;
    try {
      return await open();
    } catch (e) {
      if (attempt > 1 || (browser.crashes?.() ?? 0) === crashesBefore) throw e;
      console.log(`# ${engine}: the browser's web process crashed while the page opened (${e.message}); opening it again`);
    }
  }
}

export async function launch(engine) {
  switch (engine) {
    case "chromium":
      return chromium();
    case "firefox":
      return firefox();
    case "webkit":
      return webkit();
    default:
      throw new Error(`unknown engine '${engine}' (known: ${ENGINES.join(", ")})`);
  }
}
