// The first playable board in a real browser: loading, drawing, clicking, the taken
// warning and the end of a game, all through window.ishi and real mouse input. Runs in
// every engine (ISHI_ENGINE).
import assert from "node:assert/strict";
import { describe, it } from "node:test";
import {
  artifact,
  browserForFile,
  ENGINE,
  openGame,
  pointPosition,
  recordMetric,
  sampleScreenshot,
  settled,
} from "./harness.mjs";

const env = browserForFile();

describe("the page", () => {
  it("loads with no console errors and no request to another host", async () => {
    const { page, context, problems } = await openGame(env);
    const firstFrame = await page.evaluate(() => window.ishi.firstFrameMs);
    assert.ok(firstFrame > 0, "first frame time is recorded");
    console.log(`# first frame after ${firstFrame.toFixed(0)} ms`);
    // The other engines' first frames are engines.test.mjs's figures.
    if (ENGINE === "chromium") recordMetric("firstFrameMs", Math.round(firstFrame));
    assert.equal(await page.locator("#loading").isHidden(), true, "the loading indicator is gone");
    assert.deepEqual(problems, []);
    await context.close();
  });

  it("draws the board: the canvas is not blank and shows wood, ink and background", async () => {
    const { page, context } = await openGame(env);
    const rect = await page.evaluate(() => window.ishi.boardRect());
    assert.ok(rect && rect.width > 300, `board is drawn large enough: ${JSON.stringify(rect)}`);
    const shot = await page.screenshot({ path: artifact("board-empty.png") });
    // Sample colours from the screenshot: the wood near the board's corner and a grid line.
    const margin = (rect.width - rect.spacing * (rect.points - 1)) / 2;
    const sample = await sampleScreenshot(page, shot, [
      [rect.x + margin / 3, rect.y + margin + rect.spacing * 7.5], // between two row labels
      [rect.x + margin, rect.y + margin + rect.spacing * 2.5],
    ]);
    const colours = { wood: sample.colours[0], line: sample.colours[1], distinct: sample.distinct };
    const [r, g, b] = colours.wood;
    assert.ok(r > 180 && g > 130 && b < 140 && r > b + 60, `wood colour expected, got ${colours.wood}`);
    assert.ok(colours.line.every((v) => v < 110), `a dark grid line expected, got ${colours.line}`);
    assert.ok(colours.distinct > 20, `a drawn picture, not a blank canvas (${colours.distinct} colours)`);
    await context.close();
  });
});

describe("playing with the mouse", () => {
  it("a click at h8 places a black stone; a second click there raises the taken warning", async () => {
    const { page, context, problems } = await openGame(env);
    const rect = await page.evaluate(() => window.ishi.boardRect());
    const h8 = pointPosition(rect, "h8");
    // h8 is the centre of the 15x15 board, whatever the layout.
    assert.ok(Math.abs(h8.x - (rect.x + rect.width / 2)) < 1 && Math.abs(h8.y - (rect.y + rect.height / 2)) < 1);
    await page.mouse.click(h8.x, h8.y);
    await page.waitForFunction(() => window.ishi.state().moves.length === 1);
    let s = await page.evaluate(() => window.ishi.state());
    assert.deepEqual(s.moves, ["h8"]);
    assert.equal(s.sideToMove, "white");
    assert.equal(s.lastWarning, null);

    await page.mouse.click(h8.x, h8.y);
    await page.waitForFunction(() => window.ishi.state().lastWarning !== null);
    s = await page.evaluate(() => window.ishi.state());
    assert.equal(s.lastWarning.kind, "taken");
    assert.equal(s.lastWarning.message, "That point is taken");
    assert.equal(s.lastWarning.point, "h8");
    assert.equal(s.popup, "warning");
    assert.deepEqual(s.moves, ["h8"], "the refused click changed nothing");
    await page.waitForTimeout(100); // let the popup draw before the picture is taken
    await page.screenshot({ path: artifact("taken-popup.png") });

    // While the modal popup is open a click on the board does nothing; OK closes it.
    const i9 = pointPosition(rect, "i9");
    await page.mouse.click(i9.x, i9.y);
    await page.waitForTimeout(100);
    assert.deepEqual((await page.evaluate(() => window.ishi.state())).moves, ["h8"]);
    await page.keyboard.press("Enter");
    await page.waitForFunction(() => window.ishi.state().popup === null);
    await page.mouse.click(i9.x, i9.y);
    await page.waitForFunction(() => window.ishi.state().moves.length === 2);
    assert.deepEqual((await page.evaluate(() => window.ishi.state())).moves, ["h8", "i9"]);
    assert.deepEqual(problems, []);
    await context.close();
  });

  it("five in a row by mouse ends the game with a popup naming the winner", async () => {
    const { page, context } = await openGame(env, { width: 420, height: 860, deviceScaleFactor: 2 }); // a phone
    const rect = await page.evaluate(() => window.ishi.boardRect());
    for (const m of ["h8", "a1", "i8", "a3", "j8", "a5", "k8", "a7", "l8"]) {
      const p = pointPosition(rect, m);
      await page.mouse.click(p.x, p.y);
      // Threes and fours are announced in a popup; OK (Enter) closes it. The next click
      // waits for that: a click the modal popup takes is no move.
      await page.waitForFunction((n) => window.ishi.state().moves.length === n, ["h8", "a1", "i8", "a3", "j8", "a5", "k8", "a7", "l8"].indexOf(m) + 1);
      await settled(page); // the popup, if any, is up
      if ((await page.evaluate(() => window.ishi.state().popup)) === "warning") {
        await page.keyboard.press("Enter");
        await page.waitForFunction(() => window.ishi.state().popup === null);
      }
    }
    await page.waitForFunction(() => window.ishi.state().result !== null);
    const s = await page.evaluate(() => window.ishi.state());
    assert.deepEqual(s.result, { winner: "black", reason: "five in a row" });
    assert.deepEqual(s.winningRow, ["h8", "i8", "j8", "k8", "l8"], "the winning five is drawn through");
    assert.equal(s.popup, "game-over");
    await page.waitForTimeout(100);
    await page.screenshot({ path: artifact("game-over-phone.png") });
    await context.close();
  });
});

describe("window.ishi", () => {
  it("plays, starts new games and refuses malformed arguments without changing anything", async () => {
    const { page, context, problems } = await openGame(env);
    const r = await page.evaluate(() => {
      const out = {};
      out.play = window.ishi.play("h8");
      const before = window.ishi.stateJson();
      out.bad = [
        window.ishi.play(),
        window.ishi.play(42),
        window.ishi.play("z99"),
        window.ishi.play("h8 i9"),
        window.ishi.newGame("renju"),
        window.ishi.newGame({ rule: "pente" }),
        window.ishi.newGame({ size: 13 }),
        window.ishi.newGame({ size: "15" }),
        window.ishi.newGame({ colour: "purple" }),
        window.ishi.newGame({ speed: 3 }),
        window.ishi.newGame({ game: "chess" }),
      ];
      out.unchanged = window.ishi.stateJson() === before;
      out.stringForm = JSON.parse(String(window.ishi.state())).moves;
      out.newGame = window.ishi.newGame({ rule: "renju", size: 19 });
      out.after = window.ishi.state();
      out.keep = window.ishi.newGame({});
      out.kept = window.ishi.state();
      return out;
    });
    assert.deepEqual(r.play, { ok: true });
    for (const bad of r.bad) {
      assert.equal(bad.ok, false);
      assert.equal(typeof bad.error, "string");
      assert.ok(bad.error.length > 10, bad.error);
    }
    assert.equal(r.unchanged, true, "malformed calls changed nothing");
    assert.deepEqual(r.stringForm, ["h8"]);
    assert.deepEqual(r.newGame, { ok: true });
    assert.equal(r.after.rule, "renju");
    assert.equal(r.after.size, 19);
    assert.deepEqual(r.after.moves, []);
    assert.deepEqual(r.keep, { ok: true });
    assert.equal(r.kept.rule, "renju");
    assert.equal(r.kept.size, 19);
    assert.deepEqual(problems, []);
    await context.close();
  });
});
