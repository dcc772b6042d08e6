// Offline and installable, under a GitHub Pages project path (/ishi/): after one visit the
// site's server is shut down, and the page reloads and plays against the computer from the
// service worker's cache; Chromium finds the page installable; a new build is announced
// and taken on the next load, all of its files at once.
import assert from "node:assert/strict";
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, it } from "node:test";
import { chromium } from "playwright-core";
import { serve } from "../../scripts/serve.mjs";
import { artifact, SITE } from "./harness.mjs";

const BASE = "/ishi/";
// A browser profile of its own (not incognito: Chromium installs nothing from incognito).
async function profile() {
  const dir = mkdtempSync(join(tmpdir(), "ishi-profile-"));
  const context = await chromium.launchPersistentContext(dir, {
    executablePath: process.env.CHROMIUM || "/usr/bin/chromium",
    headless: true,
    args: ["--no-sandbox", "--use-gl=angle", "--use-angle=swiftshader", "--enable-unsafe-swiftshader", "--no-first-run"],
    viewport: { width: 900, height: 900 },
  });
  return {
    context,
    close: async () => {
      await context.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

// A copy of the built site that a test may change (a "new build") and a server for it.
async function siteCopy() {
  const dir = mkdtempSync(join(tmpdir(), "ishi-site-"));
  cpSync(SITE, dir, { recursive: true });
  const server = await serve(dir, 0, { base: BASE });
  return { dir, server, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

// Opens the page and waits until the service worker controls it with the whole site cached.
async function visit(context, url) {
  const page = await context.newPage();
  const problems = [];
  page.on("console", (msg) => msg.type() === "error" && problems.push(`console error: ${msg.text()}`));
  page.on("pageerror", (err) => problems.push(`uncaught: ${err.message}`));
  await page.goto(url);
  await page.evaluate(() => window.ishi.ready);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 30000 });
  return { page, problems };
}

const cacheNames = (page) => page.evaluate(() => caches.keys());

describe("offline and installable", () => {
  it("after one visit the page reloads and plays against the computer with the server gone", async () => {
    const site = await siteCopy();
    const browser = await profile();
    const context = browser.context;
    const { page, problems } = await visit(context, site.server.url);
    assert.ok(page.url().endsWith(BASE), page.url());
    const scope = await page.evaluate(async () => (await navigator.serviceWorker.getRegistration()).scope);
    assert.equal(new URL(scope).pathname, BASE, "the service worker's scope is the project's path");
    const cached = await page.evaluate(async () => {
      const cache = await caches.open((await caches.keys())[0]);
      return (await cache.keys()).map((r) => new URL(r.url).pathname);
    });
    for (const f of ["index.html", "app.wasm", "ai_worker.wasm", "ai_worker.js", "manifest.webmanifest"]) {
      assert.ok(cached.includes(BASE + f), `${f} is cached: ${cached}`);
    }
    // Installable: Chromium's own verdict on the manifest, icons and service worker.
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = await cdp.send("Page.getInstallabilityErrors");
    assert.deepEqual(installabilityErrors, [], "Chromium finds the page installable");
    const manifest = await cdp.send("Page.getAppManifest");
    assert.deepEqual(manifest.errors, []);
    assert.ok(manifest.url.endsWith(`${BASE}manifest.webmanifest`));

    await site.server.close(); // offline: nothing answers any more
    await page.reload();
    await page.evaluate(() => window.ishi.ready);
    const r = await page.evaluate(() =>
      window.ishi.newGame({ game: "gomoku", rule: "renju", opponent: "computer", level: "medium", colour: "black" }),
    );
    assert.equal(r.ok, true);
    assert.equal((await page.evaluate(() => window.ishi.play("h8"))).ok, true);
    await page.waitForFunction(() => window.ishi.state().moves.length === 2, null, { timeout: 30000 });
    await page.evaluate(() => window.ishi.newGame({ game: "reversi", opponent: "person" }));
    assert.equal((await page.evaluate(() => window.ishi.play("d3"))).ok, true, "Reversi plays offline too");
    await page.screenshot({ path: artifact("offline-reversi.png") });
    console.log("# offline: reloaded with the server gone, the computer answered, Reversi played");
    assert.deepEqual(problems, []);
    await browser.close();
    site.remove();
  });

  it("a new build is announced, then taken whole on the next load; the old cache goes", async () => {
    const site = await siteCopy();
    const browser = await profile();
    const context = browser.context;
    const { page, problems } = await visit(context, site.server.url);
    const [oldCache] = await cacheNames(page);
    assert.equal(await page.locator("#update").isHidden(), true, "no update to announce");
    // Deploy "build B": another page and another service worker version.
    const edit = (file, from, to) => {
      const path = join(site.dir, file);
      const text = readFileSync(path, "utf8");
      assert.ok(text.includes(from), `${file} contains ${from}`);
      writeFileSync(path, text.replace(from, to));
    };
    edit("index.html", "<title>", "<meta name=\"ishi-test-build\" content=\"B\"><title>");
    const version = /const VERSION = "([0-9a-f]+)";/.exec(readFileSync(join(site.dir, "sw.js"), "utf8"))[1];
    edit("sw.js", `const VERSION = "${version}";`, `const VERSION = "${version}b";`);

    await page.reload();
    await page.evaluate(() => window.ishi.ready);
    await page.waitForSelector("#update", { state: "visible", timeout: 30000 });
    const buildOf = () => page.evaluate(() => document.querySelector('meta[name="ishi-test-build"]')?.content ?? "A");
    assert.equal(await buildOf(), "A", "the page still runs the build it started with");
    await page.screenshot({ path: artifact("update-ready.png") });

    await page.reload(); // takes the update: switches the worker and loads the page anew
    await page.waitForFunction(() => document.querySelector('meta[name="ishi-test-build"]') !== null, null, {
      timeout: 60000,
    });
    await page.evaluate(() => window.ishi.ready);
    assert.equal(await buildOf(), "B");
    assert.equal(await page.locator("#update").isHidden(), true);
    const caches = await cacheNames(page);
    assert.deepEqual(caches, [`ishi-${version}b`], `only the new build's cache is left (was ${oldCache})`);
    assert.deepEqual(problems, []);
    await browser.close();
    await site.server.close();
    site.remove();
  });
});
