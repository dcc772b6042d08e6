// The loader's checks before the game starts: a browser without what Ishi needs is told so
// in words, and nothing more is downloaded. Here, a browser without WebAssembly SIMD,
// played by a WebAssembly.validate() that refuses every module using SIMD instructions.
import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { browserForFile } from "./harness.mjs";

const env = browserForFile();

describe("the loader", () => {
  it("says that the browser lacks WebAssembly SIMD, and does not download the game", async () => {
    const context = await env.browser.newContext({ serviceWorkers: "block" });
    const page = await context.newPage();
    const requested = [];
    page.on("request", (req) => requested.push(new URL(req.url()).pathname));
    await page.addInitScript(() => {
      const validate = WebAssembly.validate.bind(WebAssembly);
      // 0xfd prefixes every SIMD instruction; this probe's other bytes never hold it.
      WebAssembly.validate = (bytes) => !new Uint8Array(bytes).includes(0xfd) && validate(bytes);
    });
    await page.goto(env.server.url);
    const failure = await page.evaluate(() => window.ishi.ready.then(() => null, (err) => String(err.message ?? err)));
    assert.match(failure ?? "", /does not run WebAssembly SIMD/);
    assert.equal(await page.isVisible("#failure"), true, "the page shows the message");
    assert.match(await page.textContent("#failure-text"), /does not run WebAssembly SIMD/);
    assert.deepEqual(
      requested.filter((p) => p.endsWith(".wasm") || p.endsWith("app.js")),
      [],
      "no app.js or .wasm was asked for",
    );
    await context.close();
  });

  it("starts as usual where WebAssembly SIMD runs", async () => {
    const context = await env.browser.newContext({ serviceWorkers: "block" });
    const page = await context.newPage();
    await page.goto(env.server.url);
    assert.equal(await page.evaluate(() => window.ishi.ready.then(() => "ready")), "ready");
    assert.equal(await page.isVisible("#failure"), false);
    await context.close();
  });
});
