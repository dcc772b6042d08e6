// Reviewing a finished game on the page: the Review button runs the engine over every move
// in the worker while the page keeps drawing, then the window shows the labels, the graph
// and the better move of the position chosen; ishi.review() gives the same data.
import assert from "node:assert/strict";
import { describe, it } from "node:test";
import {
  artifact,
  browserForFile,
  engineKey,
  frameGaps,
  openGame,
  playReversi,
  recordMetric,
  settled,
  state,
} from "./harness.mjs";

const env = browserForFile();

const click = async (page, id) => {
  const c = (await page.evaluate(() => window.ishi.controls())).find((x) => x.id === id);
  assert.ok(c, `the control ${id} is drawn`);
  await page.mouse.click(c.x + c.width / 2, c.y + c.height / 2);
};

describe("game review", () => {
  it("Reversi: a whole game reviewed in the worker while the page keeps drawing", async () => {
    const { page, context, problems } = await openGame(env);
    await page.evaluate(() => window.ishi.newGame({ game: "reversi", opponent: "person" }));
    await playReversi(page); // a whole game
    const moves = (await state(page)).moves.length;
    assert.ok(moves >= 58, `a whole game: ${moves} moves`);
    await page.evaluate(() => window.ishi.dismiss());
    await settled(page);
    const started = Date.now();
    await click(page, "review");
    await page.waitForFunction(() => window.ishi.state().review.open);
    // Measured once the window is drawn (its first frames are the click's, not the review's).
    await settled(page);
    // Frame gaps while the worker reviews (rAF keeps running if the main thread is free).
    const gaps = { ...(await frameGaps(page, 1000)), after: (await state(page)).review };
    // The progress shows on the page's own text line (the canvas is not redrawn for it).
    const line = await page.evaluate(() => {
      const el = document.getElementById("thinking");
      return el.hidden ? "" : el.textContent;
    });
    assert.match(line, /^Reviewing the game: move \d+ of \d+$/);
    const longest = Math.max(...gaps.gaps);
    console.log(
      `# longest frame gap while reviewing: ${longest.toFixed(1)} ms over ${gaps.gaps.length} frames, long tasks: ${JSON.stringify(gaps.longTasks)}`,
    );
    recordMetric(engineKey("longestFrameGapReviewMs"), Math.round(longest));
    if (gaps.longTasks) recordMetric(engineKey("longTasksWhileReviewing"), gaps.longTasks.length);
    if (longest >= 50) console.log(`# NOTE: above the 50 ms goal; is the machine busy?`);
    assert.equal(gaps.after.finished, false, "the review was still running while frames were measured");
    assert.ok(longest < 500, `the page froze for ${longest} ms during the review`);
    // Waiting for the review draws only its answer, however often it is polled.
    const { r, drawn } = await page.evaluate(async () => {
      const before = window.ishi.state().framesDrawn;
      const r = await window.ishi.review();
      return { r, drawn: window.ishi.state().framesDrawn - before };
    });
    console.log(`# review of ${moves} moves: ${((Date.now() - started) / 1000).toFixed(1)} s, ${drawn} frames drawn`);
    assert.equal(r.ok, true, JSON.stringify(r));
    assert.equal(r.plies.length, moves);
    assert.ok(drawn <= 10, `${drawn} frames drawn while waiting for the review`);
    // Each ply names its mover, Black first.
    assert.equal(r.plies[0].mover, "black");
    for (const p of r.plies) assert.ok(["black", "white"].includes(p.mover), `ply ${p.ply}: ${p.mover}`);
    const labels = new Set(["best", "good", "inaccuracy", "mistake", "blunder", "pass"]);
    for (const p of r.plies) {
      assert.ok(labels.has(p.label), `ply ${p.ply}: ${p.label}`);
      assert.ok(p.loss >= 0);
      if (p.label === "best") assert.equal(p.loss, 0);
    }
    await settled(page);
    await page.screenshot({ path: artifact("review-reversi.png") });
    await page.setViewportSize({ width: 390, height: 844 });
    await settled(page);
    await page.screenshot({ path: artifact("review-reversi-phone.png") });
    // A new game drops the review and closes its window.
    await page.evaluate(() => window.ishi.newGame({}));
    await page.waitForFunction(() => !window.ishi.state().review.open);
    assert.deepEqual(problems, []);
    await context.close();
  });

  it("Gomoku: a missed win by fours is labelled, and its better move shown on the board", async () => {
    const { page, context, problems } = await openGame(env, { width: 390, height: 844, deviceScaleFactor: 2 });
    await page.evaluate(() => window.ishi.newGame({ game: "gomoku", rule: "freestyle", opponent: "person" }));
    // Black lets k8 (a four and a three) go with c3 at move 11.
    const record = "h8 g8 i8 i9 j8 j7 k7 a1 k6 o1 c3 k8";
    assert.equal((await page.evaluate((t) => window.ishi.importRecord(t), record)).ok, true);
    const r = await page.evaluate(() => window.ishi.review());
    assert.equal(r.ok, true, JSON.stringify(r));
    assert.equal(r.plies.length, 12);
    assert.deepEqual([r.plies[10].move, r.plies[10].label, r.plies[10].best], ["c3", "missed-win", "k8"]);
    assert.equal(r.plies[10].mover, "black");
    // The window lists it; a click goes to the position before it.
    await settled(page);
    await click(page, "review-ply-11");
    await page.waitForFunction(() => window.ishi.state().viewing === 10);
    await settled(page);
    await page.screenshot({ path: artifact("review-gomoku-phone.png") });
    await page.setViewportSize({ width: 900, height: 900 });
    await settled(page);
    await page.screenshot({ path: artifact("review-gomoku.png") });
    await click(page, "review-close");
    await page.waitForFunction(() => !window.ishi.state().review.open);
    assert.deepEqual(problems, []);
    await context.close();
  });
});
