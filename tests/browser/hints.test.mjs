// The engine's hints on the page: window.ishi.hints() for the position shown, the values
// the exact solver gives near the end of a Reversi game, Gomoku's threats in words, the
// "Engine hints" setting drawing them, and the game-over dialog telling they were used.
import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import { resolve } from "node:path";
import { describe, it } from "node:test";
import { artifact, browserForFile, openGame, playReversi, settled, state } from "./harness.mjs";

const env = browserForFile();
const CLI = resolve(process.env.ISHI_CLI || "../../build/native/ishi");

describe("engine hints", () => {
  it("Reversi: every legal move valued, exactly as the native solver does with 12 empties", async () => {
    const { page, context, problems } = await openGame(env);
    await page.evaluate(() => window.ishi.newGame({ game: "reversi", opponent: "person" }));
    await playReversi(page, 12);
    const s = await state(page);
    assert.ok(s.legalMoves.length >= 3, `a position with a choice: ${s.legalMoves.join()}`);
    const hints = await page.evaluate(() => window.ishi.hints());
    assert.equal(hints.ok, true, JSON.stringify(hints));
    assert.deepEqual(hints.moves.map((m) => m.move).sort(), [...s.legalMoves].sort());
    // The native command line on the same board: "<move> <+discs> exact" per move.
    const native = execFileSync(CLI, ["reversi", "analyze", s.board, "--time", "20000"], { encoding: "utf8" })
      .trim()
      .split("\n")
      .map((line) => line.split(" "));
    for (const [move, discs, kind] of native) {
      assert.equal(kind, "exact", `the native solver proves ${move}`);
      const hint = hints.moves.find((m) => m.move === move);
      assert.ok(hint?.exact, `${move} is exact on the page`);
      assert.equal(hint.score, Number(discs) * 100, `${move}'s value`);
    }
    // With the setting on, the values are drawn and the panel names the best move.
    assert.equal((await page.evaluate(() => window.ishi.set("enginehints", "1"))).ok, true);
    await page.waitForFunction(() => window.ishi.state().hintLines.length > 0, null, { timeout: 30000 });
    const lines = (await state(page)).hintLines;
    assert.ok(lines[0].startsWith(`Engine: ${hints.moves[0].move}`), lines[0]);
    await settled(page);
    await page.screenshot({ path: artifact("hints-reversi.png") });
    await page.setViewportSize({ width: 390, height: 844 });
    await settled(page);
    await page.screenshot({ path: artifact("hints-reversi-phone.png") });
    assert.deepEqual(problems, []);
    await context.close();
  });

  it("waiting for hints draws nothing, and none come while the computer is to move", async () => {
    const { page, context, problems } = await openGame(env);
    await page.evaluate(() => window.ishi.newGame({ game: "reversi", opponent: "person" }));
    await settled(page);
    // From the opening the analysis takes its whole time, polled every 50 ms meanwhile.
    const waited = await page.evaluate(async () => {
      const before = window.ishi.state().framesDrawn;
      const started = performance.now();
      const hints = await window.ishi.hints();
      return { hints, ms: performance.now() - started, drawn: window.ishi.state().framesDrawn - before };
    });
    assert.equal(waited.hints.ok, true, JSON.stringify(waited.hints));
    console.log(`# ${waited.drawn} frames drawn in ${waited.ms.toFixed(0)} ms of waiting for hints`);
    assert.ok(waited.ms > 500, `the hints took ${waited.ms} ms: too quick to tell`);
    assert.ok(waited.drawn <= 5, `${waited.drawn} frames drawn while waiting for hints that are not shown`);
    // Against the computer, after the person's move: not while it is to move, even with the
    // start shown (the computer's answer waits meanwhile); nor a review.
    const computer = { game: "reversi", opponent: "computer", level: "tutorial", colour: "black" };
    await page.evaluate((o) => window.ishi.newGame(o), computer);
    const refused = await page.evaluate(async () => {
      window.ishi.play("f5");
      window.ishi.browse(0);
      return { hints: await window.ishi.hints(), review: await window.ishi.review() };
    });
    assert.equal(refused.hints.ok, false);
    assert.match(refused.hints.error, /the computer is to move/);
    assert.equal(refused.review.ok, false);
    assert.match(refused.review.error, /the computer is to move/);
    await settled(page);
    const review = (await page.evaluate(() => window.ishi.controls())).find((c) => c.id === "review");
    assert.ok(review, "the Review button is drawn");
    await page.mouse.click(review.x + review.width / 2, review.y + review.height / 2);
    await settled(page);
    assert.equal((await state(page)).review.open, false, "the Review button is disabled");
    // Back to the game: the computer plays, and then there are hints.
    await page.evaluate(() => window.ishi.browse(null));
    await page.waitForFunction(() => window.ishi.state().moves.length === 2, null, { timeout: 30000 });
    const after = await page.evaluate(() => window.ishi.hints());
    assert.equal(after.ok, true, JSON.stringify(after));
    assert.deepEqual(problems, []);
    await context.close();
  });

  it("Gomoku: the best move, the opponent's open three and its win by fours, in words", async () => {
    const { page, context, problems } = await openGame(env, { width: 390, height: 844, deviceScaleFactor: 2 });
    await page.evaluate(() => window.ishi.newGame({ game: "gomoku", rule: "freestyle", opponent: "person" }));
    // Black's open three h8 h9 h10; White to move.
    assert.equal((await page.evaluate(() => window.ishi.importRecord("h8 i8 h9 i9 h10"))).ok, true);
    const hints = await page.evaluate(() => window.ishi.hints());
    assert.equal(hints.ok, true, JSON.stringify(hints));
    assert.equal(hints.moves.length, 1);
    assert.ok(["h7", "h11", "h6", "h12"].includes(hints.moves[0].move), hints.moves[0].move);
    assert.ok(hints.straight.includes("h7") && hints.straight.includes("h11"), hints.straight.join());
    assert.ok(["h7", "h11"].includes(hints.vcf), `the straight four wins by fours: ${hints.vcf}`);
    // Asking through the API is not playing with hints shown.
    assert.equal((await state(page)).hintsUsed, false);
    assert.equal((await page.evaluate(() => window.ishi.set("enginehints", "1"))).ok, true);
    // Shown: the lines are there, and the frame that draws them marks the game.
    await page.waitForFunction(() => window.ishi.state().hintLines.length === 2 && window.ishi.state().hintsUsed, null, {
      timeout: 30000,
    });
    const lines = (await state(page)).hintLines;
    assert.equal(lines[1], `Black threatens to win by fours from ${hints.vcf}`);
    await settled(page);
    await page.screenshot({ path: artifact("hints-gomoku-phone.png") });
    await page.setViewportSize({ width: 900, height: 900 });
    await settled(page);
    await page.screenshot({ path: artifact("hints-gomoku.png") });
    // In Japanese too.
    await page.evaluate(() => window.ishi.set("lang", "ja"));
    await page.waitForFunction(() => window.ishi.state().hintLines[1]?.includes("四追い"), null, { timeout: 10000 });
    await page.evaluate(() => window.ishi.set("lang", "en"));
    // Played to the end (Black's five h6-h10), the game still counts as played with hints; a
    // new game forgets it.
    for (const m of ["h11", "h7", "a1", "h6"]) {
      assert.equal((await page.evaluate((move) => window.ishi.play(move), m)).ok, true, m);
    }
    const end = await state(page);
    assert.ok(end.result, "the game is over");
    assert.equal(end.hintsUsed, true);
    // With the setting off first: shown, the hints of the new game would mark it as soon as
    // they are drawn.
    assert.equal((await page.evaluate(() => window.ishi.set("enginehints", "0"))).ok, true);
    await page.evaluate(() => window.ishi.newGame({}));
    assert.equal((await state(page)).hintsUsed, false);
    // A finished game has no hints.
    await page.evaluate(() => window.ishi.importRecord("h8 a1 h9 a2 h10 a3 h11 a4 h12"));
    const over = await page.evaluate(() => window.ishi.hints());
    assert.equal(over.ok, false);
    assert.deepEqual(problems, []);
    await context.close();
  });
});
