// The computer's Web Worker broken on purpose (its script answered by the test): the page
// says so, makes a new worker once, and when that fails too the game goes on between
// people; a worker that fails once, or hangs once, is replaced and the computer plays.
import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { browserForFile, openGame, pointPosition, state } from "./harness.mjs";

const env = browserForFile();

// Serves ai_worker.js broken for its first `broken` loads (a script that throws at once),
// the real one after; returns how often it was asked for.
async function breakWorker(context, broken) {
  const loads = { count: 0 };
  await context.route("**/ai_worker.js", async (route) => {
    loads.count += 1;
    if (loads.count > broken) return route.continue();
    return route.fulfill({ status: 200, contentType: "text/javascript", body: 'throw new Error("broken on purpose");' });
  });
  return loads;
}

// Problems the page reported, less the warning the runner writes about the broken worker.
const unexpected = (problems) => problems.filter((p) => !p.includes("broken on purpose"));

describe("a failing AI worker", () => {
  it("fails twice: the page says so and both colours are the person's to play", async () => {
    const { page, context, problems } = await openGame(env);
    const loads = await breakWorker(context, 2);
    // The computer plays Black: it is to move at once.
    await page.evaluate(() =>
      window.ishi.newGame({ game: "gomoku", rule: "freestyle", opponent: "computer", level: "tutorial", colour: "white" }),
    );
    await page.waitForFunction(() => window.ishi.state().opponent === "person", null, { timeout: 20000 });
    const s = await state(page);
    assert.equal(s.computer, null);
    assert.equal(s.thinking, false);
    assert.equal(s.message, "The computer could not start: both sides are yours to play.");
    assert.equal(loads.count, 2, "one new worker after the first failure, none after the second");
    // Both colours by real clicks.
    const rect = await page.evaluate(() => window.ishi.boardRect());
    for (const [n, point] of [
      [1, "h8"],
      [2, "i9"],
    ]) {
      const p = pointPosition(rect, point);
      await page.mouse.click(p.x, p.y);
      await page.waitForFunction((want) => window.ishi.state().moves.length === want, n);
    }
    assert.deepEqual((await state(page)).moves, ["h8", "i9"]);
    assert.deepEqual(unexpected(problems), []);
    await context.close();
  });

  it("cannot load its wasm: the same, after a second try", async () => {
    const { page, context, problems } = await openGame(env);
    let wasmLoads = 0;
    await context.route("**/ai_worker.wasm", (route) => {
      wasmLoads += 1;
      return route.fulfill({ status: 404, body: "" });
    });
    await page.evaluate(() =>
      window.ishi.newGame({ game: "gomoku", rule: "renju", opponent: "computer", level: "medium", colour: "white" }),
    );
    await page.waitForFunction(() => window.ishi.state().opponent === "person", null, { timeout: 20000 });
    const s = await state(page);
    assert.equal(s.message, "The computer could not start: both sides are yours to play.");
    assert.ok(wasmLoads >= 2, "a second worker tried to load");
    assert.equal((await page.evaluate(() => window.ishi.play("h8"))).ok, true, "Black's move is the person's");
    const missingWasm = (p) => p.includes("ai_worker.wasm") || p.includes("worker stopped") || p.includes("Aborted(");
    assert.deepEqual(problems.filter((p) => !missingWasm(p)), []);
    await context.close();
  });

  it("fails once: a new worker answers and the computer plays", async () => {
    const { page, context, problems } = await openGame(env);
    const loads = await breakWorker(context, 1);
    await page.evaluate(() =>
      window.ishi.newGame({ game: "reversi", opponent: "computer", level: "tutorial", colour: "white" }),
    );
    await page.waitForFunction(() => window.ishi.state().moves.length === 1, null, { timeout: 20000 });
    const s = await state(page);
    assert.equal(s.computer, "black");
    assert.equal(s.message, "The computer stopped and was restarted.");
    assert.equal(loads.count, 2);
    assert.deepEqual(unexpected(problems), []);
    await context.close();
  });

  it("hangs once: after 30 s of silence a new worker answers and the computer plays", async () => {
    const { page, context, problems } = await openGame(env);
    const warnings = [];
    page.on("console", (msg) => {
      if (msg.type() === "warning") warnings.push(msg.text());
    });
    const loads = { count: 0 };
    // The first worker loads and never answers (an endless search would look the same).
    await context.route("**/ai_worker.js", async (route) => {
      loads.count += 1;
      if (loads.count > 1) return route.continue();
      return route.fulfill({ status: 200, contentType: "text/javascript", body: "self.onmessage = () => {};" });
    });
    await page.evaluate(() =>
      window.ishi.newGame({ game: "gomoku", rule: "freestyle", opponent: "computer", level: "tutorial", colour: "white" }),
    );
    await page.waitForTimeout(2000);
    let s = await state(page);
    assert.equal(s.thinking, true, "the hung worker is still waited for");
    assert.equal(s.moves.length, 0);
    await page.waitForFunction(() => window.ishi.state().moves.length === 1, null, { timeout: 45000 });
    s = await state(page);
    assert.equal(s.computer, "black");
    assert.equal(s.message, "The computer stopped and was restarted.");
    assert.equal(loads.count, 2);
    assert.ok(warnings.some((w) => w.includes("worker did not answer")), "the console says why");
    assert.deepEqual(unexpected(problems), []);
    await context.close();
  });
});
