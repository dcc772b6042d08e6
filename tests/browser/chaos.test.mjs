// Chaos: a few thousand random actions on the page, by real clicks and keys and through
// window.ishi (new games of every kind, moves legal and not, undo, redo, browsing, imports
// of garbage and of real records, settings, the language, reloads while the computer
// thinks, a phone-sized window), each followed by checks:
//   - no console error, no uncaught exception;
//   - the game in state() is the one the engine gets by replaying its move list (the native
//     `ishi` command line: a legal game; Gomoku: the same result, unless a player stopped a
//     Classic game at a 4-4 or 4-3, and under Renju the same forbidden points for Black);
//   - after a reload the saved game is back (the same game, moves, colours and settings);
//   - the main thread never stops for more than 500 ms (a frame could not be drawn), except
//     while the page changes language or size (it builds a new font atlas then).
// Seeded: a failure names its seed and step, and ISHI_CHAOS_SEEDS=<seed>
// ISHI_CHAOS_STEPS=<n> plays the same actions again.
import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import { resolve } from "node:path";
import { describe, it } from "node:test";
import { browserForFile, openGame, pointPosition } from "./harness.mjs";

const env = browserForFile();
const CLI = resolve(process.env.ISHI_CLI || "../../build/native/ishi");
const SEEDS = (process.env.ISHI_CHAOS_SEEDS || "11,29").split(",").map(Number);
const STEPS = Number(process.env.ISHI_CHAOS_STEPS || 1000);
const MAX_STALL_MS = Number(process.env.ISHI_CHAOS_STALL_MS || 500);

// mulberry32: small, seedable, the same in every Node.
function rng(seed) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (n) => Math.floor(next() * n);
  return { next, int, pick: (list) => list[int(list.length)] };
}

// The longest stretch without an animation frame, measured in the page and reset on read.
function watchFrames() {
  let last = performance.now();
  window.__chaosStall = 0;
  const tick = (now) => {
    window.__chaosStall = Math.max(window.__chaosStall, now - last);
    last = now;
    requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
  window.__chaosTakeStall = () => {
    const s = Math.max(window.__chaosStall, performance.now() - last);
    window.__chaosStall = 0;
    return s;
  };
}

function cli(args) {
  try {
    return { code: 0, out: execFileSync(CLI, args, { encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] }) };
  } catch (e) {
    return { code: e.status, out: `${e.stdout}${e.stderr}` };
  }
}

// What the engine says of the game in state s, by replaying its moves; "" when it agrees.
const replayed = new Map(); // checks already made, by game
function disagreement(s) {
  const key = `${s.game} ${s.rule} ${s.size} ${s.moves.join(" ")} ${s.sideToMove} ${JSON.stringify(s.result)}`;
  if (replayed.has(key)) return replayed.get(key);
  let why = "";
  if (s.game === "gomoku") {
    const r = cli(["gomoku", "analyze", "--rule", s.rule, "--size", String(s.size), "--moves", s.moves.join(" "), "--json"]);
    if (r.code !== 0) {
      why = `the engine refuses the page's moves: ${r.out}`;
    } else {
      const outcome = JSON.parse(r.out).result.outcome;
      const page = s.result === null ? "ongoing" : s.result.winner === null ? "draw" : `${s.result.winner}-wins`;
      // Under Classic the player who makes a 4-4 or 4-3 may stop the game and win: the
      // moves alone do not say so.
      const stopped = s.rule === "classic" && outcome === "ongoing" && /stopped the game/.test(s.result?.reason ?? "");
      if (outcome !== page && !stopped) why = `result: engine ${outcome}, page ${page}`;
    }
    if (!why && s.rule === "renju" && s.sideToMove === "black" && s.result === null) {
      const f = cli(["gomoku", "forbidden", "--size", String(s.size), "--moves", s.moves.join(" ")]);
      const engine = f.out
        .split("\n")
        .filter(Boolean)
        .map((l) => l.split(" ")[0])
        .sort();
      const page = s.forbidden.map((p) => p.point).sort();
      if (engine.join() !== page.join()) why = `forbidden points: engine [${engine}], page [${page}]`;
    }
  } else {
    const transcript = s.moves.map((m) => (m === "pass" ? "pa" : m)).join("");
    const r = cli(["reversi", "play", "--level", "tutorial", transcript]);
    if (r.code !== 0 && !(s.result !== null && /over|no legal/i.test(r.out))) {
      why = `the engine refuses the page's moves: ${r.out}`;
    }
  }
  replayed.set(key, why);
  return why;
}

const GAMES = [
  { game: "gomoku", rule: "freestyle" },
  { game: "gomoku", rule: "standard" },
  { game: "gomoku", rule: "renju" },
  { game: "gomoku", rule: "classic" },
  { game: "reversi" },
];
const SETTINGS = [
  ["lang", ["en", "ja", "zh"]],
  ["threes", ["popup", "banner", "off"]],
  ["fours", ["popup", "banner", "off"]],
  ["fouls", ["popup", "banner", "off"]],
  ["forbidden", ["1", "0"]],
  ["hints", ["1", "0"]],
  ["numbers", ["1", "0"]],
  ["sound", ["0"]],
  ["preview", ["1", "0"]],
  ["theme", ["system", "light", "dark"]],
];
const GARBAGE = ["", "zz", "h8 h8", "a0", "p16", "f5f5", "x", "1,2", "h8 i9 --", "\u00e9\u00e9", "pass", "d3d3"];

function pointName(r, size) {
  const col = String.fromCharCode("a".charCodeAt(0) + r.int(size));
  return `${col}${1 + r.int(size)}`;
}

// Real input reaches the game in the frames after it (a frame takes one button change).
const frames = (page, n = 3) =>
  page.evaluate(
    (count) =>
      new Promise((done) => {
        const next = (k) => (k === 0 ? done() : requestAnimationFrame(() => next(k - 1)));
        next(count);
      }),
    n,
  );
// Until the page has drawn all there is to draw, or a while (it may be thinking).
const quiet = (page) =>
  page.waitForFunction(() => window.ishi.state().settled, null, { timeout: 3000 }).catch(() => {});

async function runChaos(seed) {
  const r = rng(seed);
  const { page, context, problems } = await openGame(env);
  try {
    await chaosSteps(page, problems, r, seed);
  } finally {
    await context.close();
  }
}

async function chaosSteps(page, problems, r, seed) {
  await page.addInitScript(watchFrames);
  await page.evaluate(watchFrames);
  const log = [];
  const fail = (step, why) =>
    assert.fail(`seed ${seed}, step ${step}: ${why}\nlast actions:\n  ${log.slice(-15).join("\n  ")}`);
  let phone = false;
  let records = ["h8 i9 j10", "f5d6c3d3c4"];
  for (let step = 1; step <= STEPS; step++) {
    let before = await page.evaluate(() => window.ishi.state());
    const size = before.game === "gomoku" ? before.size : 8;
    const roll = r.next();
    let action;
    let reloaded = false; // no stall check for this step (a new page, a new layout or font)
    let input = false; // real clicks or keys, which the next frames take
    if (roll < 0.3) {
      // A real click on a point, taken or free, legal or not.
      const rect = await page.evaluate(() => window.ishi.boardRect());
      const name = pointName(r, size);
      action = `click ${name}`;
      if (rect) {
        const p = pointPosition({ ...rect, points: size }, name);
        await page.mouse.click(p.x, p.y);
        input = true;
      }
    } else if (roll < 0.4) {
      const move = r.next() < 0.7 ? pointName(r, size) : r.pick(GARBAGE);
      action = `play ${JSON.stringify(move)}`;
      await page.evaluate((m) => window.ishi.play(m), move);
    } else if (roll < 0.48) {
      const what = r.pick(["undo", "redo", "ctrl+z", "ctrl+y", "left", "right"]);
      action = what;
      if (what === "undo") await page.evaluate(() => window.ishi.undo());
      else if (what === "redo") await page.evaluate(() => window.ishi.redo());
      else if (what === "ctrl+z") await page.keyboard.press("Control+z");
      else if (what === "ctrl+y") await page.keyboard.press("Control+y");
      else await page.keyboard.press(what === "left" ? "ArrowLeft" : "ArrowRight");
      input = !["undo", "redo"].includes(what);
    } else if (roll < 0.52) {
      const ply = r.next() < 0.3 ? null : r.int(before.moves.length + 2) - 1;
      action = `browse ${ply}`;
      await page.evaluate((p) => window.ishi.browse(p), ply);
    } else if (roll < 0.57) {
      const g = r.pick(GAMES);
      const o = { ...g };
      if (g.game === "gomoku" && r.next() < 0.3) o.size = 19;
      o.opponent = r.next() < 0.5 ? "computer" : "person";
      o.level = r.pick(g.game === "gomoku" ? ["tutorial", "beginner", "medium"] : ["tutorial", "easy", "medium"]);
      o.colour = r.pick(["black", "white", "random"]);
      action = `newGame ${JSON.stringify(o)}`;
      await page.evaluate((x) => window.ishi.newGame(x), o);
    } else if (roll < 0.62) {
      const text = r.next() < 0.5 ? r.pick(records) : r.pick(GARBAGE);
      action = `import ${JSON.stringify(text)}`;
      await page.evaluate((t) => window.ishi.importRecord(t), text);
    } else if (roll < 0.7) {
      const [key, values] = r.pick(SETTINGS);
      const value = r.pick(values);
      action = `set ${key}=${value}`;
      await page.evaluate(([k, v]) => window.ishi.set(k, v), [key, value]);
      reloaded = key === "lang";
    } else if (roll < 0.75) {
      const what = r.pick(["dismiss", "yes", "no"]);
      action = what;
      if (what === "dismiss") await page.evaluate(() => window.ishi.dismiss());
      else await page.evaluate((y) => window.ishi.answer(y), what === "yes");
    } else if (roll < 0.85) {
      // A real click on a control of the last frame (buttons, dialogs, lists, the move list).
      const controls = await page.evaluate(() => window.ishi.controls());
      const c = controls.length ? r.pick(controls) : null;
      action = `press ${c ? c.id : "(none)"}`;
      if (c) await page.mouse.click(c.x + c.width / 2, c.y + c.height / 2);
      input = true;
      reloaded = c !== null && c.id.includes("language");
    } else if (roll < 0.9) {
      const key = r.pick(["Escape", "Enter", "Tab", "a", "Backspace", "Space"]);
      action = `key ${key}`;
      await page.keyboard.press(key);
      input = true;
    } else if (roll < 0.96) {
      const ms = r.int(400);
      action = `wait ${ms}`;
      await page.waitForTimeout(ms);
    } else if (roll < 0.985) {
      // A reload, often while the computer is thinking: the saved game comes back. The
      // last real input is taken (and saved) first.
      await quiet(page);
      before = await page.evaluate(() => window.ishi.state());
      action = `reload (thinking: ${before.thinking})`;
      await page.reload();
      await page.evaluate(() => window.ishi.ready); // the init script watches the frames again
      reloaded = true;
    } else {
      phone = !phone;
      action = phone ? "resize to a phone" : "resize to a desktop";
      await page.setViewportSize(phone ? { width: 390, height: 844 } : { width: 900, height: 900 });
      reloaded = true; // a new layout may rebuild the fonts: not a stall of play
    }
    log.push(`${step}: ${action}`);
    if (input) await frames(page);
    if (reloaded) {
      await quiet(page);
      await page.evaluate(() => window.__chaosTakeStall());
    }

    const s = await page.evaluate(() => window.ishi.state());
    if (problems.length) fail(step, `the page reported: ${problems.join("; ")}`);
    const why = disagreement(s);
    if (why) fail(step, why);
    if (action.startsWith("reload")) {
      // The computer may have answered (and saved) between the look before and the reload.
      const same = s.game === before.game && s.rule === before.rule && s.size === before.size;
      const prefix = before.moves.every((m, i) => s.moves[i] === m);
      // At most the computer's move, a pass, and the computer's next move (Reversi).
      if (!same || !prefix || s.moves.length > before.moves.length + 3 || s.computer !== before.computer) {
        fail(step, `after the reload: ${s.game} ${s.rule} ${s.moves.join(" ")}, before: ${before.moves.join(" ")}`);
      }
      if (s.settings !== before.settings) fail(step, `settings after the reload: ${s.settings}, before: ${before.settings}`);
    }
    const stall = await page.evaluate(() => window.__chaosTakeStall());
    if (!reloaded && stall > MAX_STALL_MS) fail(step, `the page stopped for ${Math.round(stall)} ms`);
    if (s.moves.length > 2) records = [...records.slice(-6), s.record];
  }
}

describe("chaos on the page", { skip: !existsSync(CLI) && `no native ishi at ${CLI} to replay games with` }, () => {
  for (const seed of SEEDS) {
    it(`${STEPS} random actions, seed ${seed}: no error, the engine agrees, saves restore, no stall`, async () => {
      await runChaos(seed);
    });
  }
});
