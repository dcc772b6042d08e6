// The page's controls pressed by real input (mouse clicks at the places the app drew them,
// window.ishi.controls(), and typing): the panel's buttons, the New game and Import
// dialogs, the Settings boxes and lists, the language list, the move list, and the
// Classic question's Yes and No. window.ishi only sets positions up and reads the result.
import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { artifact, browserForFile, chromiumOnly, openGame, sampleScreenshot, settled, state } from "./harness.mjs";

const env = browserForFile();


async function play(page, moves) {
  for (const m of moves) {
    const r = await page.evaluate((move) => window.ishi.play(move), m);
    assert.equal(r.ok, true, `${m}: ${r.error}`);
  }
}

// A control's rectangle once the page has settled (drawn all there is to draw: a dialog
// laid out, an error line pushing buttons down), whatever the machine's speed.
async function control(page, id) {
  try {
    await settled(page);
    await page.waitForFunction((want) => window.ishi.controls().some((x) => x.id === want), id, { timeout: 1000 });
  } catch {
    const drawn = await page.evaluate(() => window.ishi.controls().map((x) => x.id));
    throw new Error(`the control '${id}' was not drawn (drawn: ${drawn.join(" ")})`);
  }
  return page.evaluate((want) => window.ishi.controls().find((x) => x.id === want), id);
}

// Presses a control with the mouse, at the middle of where it was drawn, and waits until
// the page has drawn the press.
async function press(page, id) {
  const c = await control(page, id);
  const frames = await page.evaluate(() => window.ishi.state().framesDrawn);
  await page.mouse.click(c.x + c.width / 2, c.y + c.height / 2);
  await page.waitForFunction((n) => window.ishi.state().framesDrawn > n, frames);
}

// Waits until `test` (run in the page, given `arg`) holds.
async function until(page, test, what, arg = null) {
  try {
    await page.waitForFunction(test, arg, { timeout: 5000 });
  } catch {
    throw new Error(`timed out waiting for ${what}; state: ${JSON.stringify(await state(page))}`);
  }
}

const wide = { width: 1280, height: 800 };

describe("the panel", () => {
  it("New game opens its dialog; its choices and Start make that game, Cancel keeps the old one", async () => {
    const { page, context, problems } = await openGame(env, wide);
    await press(page, "new-game");
    await until(page, () => window.ishi.state().dialog === "new-game", "the New game dialog");
    await press(page, "newgame-game-reversi");
    await press(page, "newgame-opponent-person");
    await press(page, "newgame-start");
    await until(page, () => window.ishi.state().game === "reversi" && window.ishi.state().dialog === null, "Reversi");
    assert.equal((await state(page)).opponent, "person");
    // Cancel: the choices made in the dialog are dropped.
    await press(page, "new-game");
    await until(page, () => window.ishi.state().dialog === "new-game", "the dialog again");
    await press(page, "newgame-game-gomoku");
    await press(page, "newgame-cancel");
    await until(page, () => window.ishi.state().dialog === null, "the dialog to close");
    assert.equal((await state(page)).game, "reversi");
    // Gomoku, Renju on 19x19, against the tutorial level, the person White: the computer opens.
    await press(page, "new-game");
    await until(page, () => window.ishi.state().dialog === "new-game", "the dialog once more");
    await press(page, "newgame-game-gomoku");
    await press(page, "newgame-rule-renju");
    await press(page, "newgame-size-19");
    await press(page, "newgame-opponent-computer");
    await press(page, "newgame-level-tutorial");
    await press(page, "newgame-colour-white");
    await press(page, "newgame-start");
    await until(page, () => window.ishi.state().moves.length === 1, "the computer's first move");
    const s = await state(page);
    assert.equal(s.game, "gomoku");
    assert.equal(s.rule, "renju");
    assert.equal(s.size, 19);
    assert.equal(s.computer, "black");
    assert.equal(s.level, "tutorial");
    assert.deepEqual(problems, []);
    await context.close();
  });

  it("Undo and Redo take moves back and forth; Copy record and Share link say what they did", async () => {
    const { page, context, problems } = await openGame(env, wide);
    await play(page, ["h8", "i9", "j10"]);
    await press(page, "undo");
    await until(page, () => window.ishi.state().moves.length === 2, "undo");
    await press(page, "undo");
    await until(page, () => window.ishi.state().moves.length === 1, "a second undo");
    await press(page, "redo");
    await until(page, () => window.ishi.state().moves.length === 2, "redo");
    assert.deepEqual((await state(page)).moves, ["h8", "i9"]);
    await press(page, "copy-record");
    await until(page, () => window.ishi.state().message === "Record copied", "the copy notice");
    await press(page, "share-link");
    await until(page, () => /#game=gomoku&rule=freestyle&size=15&moves=h8\.i9$/.test(window.ishi.state().message ?? ""), "the link");
    await press(page, "message-close");
    await until(page, () => window.ishi.state().message === null, "the message to close");
    assert.deepEqual(problems, []);
    await context.close();
  });

  it("the move list shows an earlier move when clicked, and Back to the game returns", async () => {
    const { page, context } = await openGame(env, wide);
    await play(page, ["h8", "i9", "j10", "k11"]);
    await press(page, "move-2");
    await until(page, () => window.ishi.state().viewing === 2, "the view at move 2");
    await press(page, "move-1");
    await until(page, () => window.ishi.state().viewing === 1, "the view at move 1");
    await press(page, "back-to-game");
    await until(page, () => window.ishi.state().viewing === null, "the live game");
    assert.equal((await state(page)).moves.length, 4, "looking back deletes nothing");
    await context.close();
  });
});

describe("the Import dialog", () => {
  it("imports a typed record; refuses garbage with a reason and changes nothing; Cancel closes", async () => {
    const { page, context, problems } = await openGame(env, wide);
    await press(page, "import");
    await until(page, () => window.ishi.state().dialog === "import", "the Import dialog");
    await press(page, "import-text");
    await page.keyboard.type("h8 i9 j10");
    await press(page, "import-ok");
    await until(page, () => window.ishi.state().dialog === null, "the dialog to close");
    let s = await state(page);
    assert.deepEqual(s.moves, ["h8", "i9", "j10"]);
    assert.equal(s.message, "Record imported");
    await press(page, "import");
    await until(page, () => window.ishi.state().dialog === "import", "the dialog again");
    await press(page, "import-text");
    await page.keyboard.press("Control+a");
    await page.keyboard.type("h8 h8");
    await press(page, "import-ok");
    await page.waitForTimeout(200);
    s = await state(page);
    assert.equal(s.dialog, "import", "a refused record keeps the dialog open");
    assert.deepEqual(s.moves, ["h8", "i9", "j10"]);
    await press(page, "import-cancel");
    await until(page, () => window.ishi.state().dialog === null, "Cancel");
    assert.deepEqual((await state(page)).moves, ["h8", "i9", "j10"]);
    assert.deepEqual(problems, []);
    await context.close();
  });
});

describe("Settings", () => {
  it("the boxes and the notice lists change the choices, and the choices take effect", async () => {
    const { page, context, problems } = await openGame(env, wide);
    const setting = async (key) => new URLSearchParams((await state(page)).settings.replaceAll(";", "&")).get(key);
    await press(page, "settings");
    await press(page, "setting-numbers");
    await until(page, () => window.ishi.state().settings.includes("numbers=1"), "move numbers on");
    await press(page, "setting-numbers");
    await until(page, () => window.ishi.state().settings.includes("numbers=0"), "move numbers off");
    const sound = await setting("sound");
    await press(page, "setting-sound");
    await until(page, (was) => !window.ishi.state().settings.includes(`sound=${was}`), "sound switched", sound);
    assert.notEqual(await setting("sound"), sound);
    await press(page, "setting-preview");
    await until(page, () => window.ishi.state().settings.includes("preview=1"), "tap preview on");
    await press(page, "setting-preview");
    await until(page, () => window.ishi.state().settings.includes("preview=0"), "tap preview off");
    // Threes as a quiet banner: a three then opens no popup.
    await press(page, "setting-popups");
    await press(page, "notice-threes");
    await press(page, "notice-threes-banner");
    await until(page, () => window.ishi.state().settings.includes("threes=banner"), "threes as a banner");
    await play(page, ["g8", "a1", "h8", "a3", "i8"]);
    const s = await state(page);
    assert.equal(s.popup, null);
    assert.equal(s.banner.kind, "three");
    // Renju shows its forbidden points box; switching it off is remembered.
    await page.evaluate(() => window.ishi.newGame({ rule: "renju" }));
    await press(page, "setting-forbidden");
    await until(page, () => window.ishi.state().settings.includes("forbidden=0"), "forbidden points hidden");
    assert.deepEqual(problems, []);
    await context.close();
  });

  it("the language list switches the page's language", async () => {
    const { page, context, problems } = await openGame(env, wide);
    await press(page, "settings");
    await press(page, "setting-language");
    await press(page, "setting-language-ja");
    await until(page, () => window.ishi.state().language === "ja", "Japanese");
    await play(page, ["h8"]);
    await page.evaluate(() => window.ishi.play("h8"));
    assert.equal((await state(page)).lastWarning.message, "そこは置けません");
    await page.evaluate(() => window.ishi.dismiss());
    await press(page, "setting-language");
    await press(page, "setting-language-zh");
    await until(page, () => window.ishi.state().language === "zh", "Chinese");
    await press(page, "setting-language");
    await press(page, "setting-language-en");
    await until(page, () => window.ishi.state().language === "en", "English");
    assert.deepEqual(problems, []);
    await context.close();
  });
});

describe("The theme", () => {
  // The page's class and background, and how bright the canvas is beside the board (its
  // left margin: the app's window, in the page's colour) and in the panel (near the
  // bottom-right corner).
  const looks = async (page) => {
    const rect = await page.evaluate(() => window.ishi.boardRect());
    const size = page.viewportSize();
    const sample = await sampleScreenshot(page, await page.screenshot(), [
      [rect.x / 2, rect.y + rect.height / 2],
      [size.width - 30, size.height - 30],
    ]);
    const brightness = ([r, g, b]) => (r + g + b) / 3;
    return {
      dark: await page.evaluate(() => document.documentElement.classList.contains("dark")),
      page: await page.evaluate(() => getComputedStyle(document.body).backgroundColor),
      background: brightness(sample.colours[0]),
      panel: brightness(sample.colours[1]),
    };
  };
  const isLight = (l) => !l.dark && l.page === "rgb(237, 232, 220)" && l.background > 200 && l.panel > 200;
  const isDark = (l) => l.dark && l.page === "rgb(32, 33, 36)" && l.background < 60 && l.panel < 60;
  const wait = (page, dark, what) =>
    until(page, (d) => document.documentElement.classList.contains(d ? "dark" : "light"), what, dark);

  chromiumOnly(
    "follows the system by default; the list chooses light or dark whatever the system says",
    "colour-scheme emulation",
    async () => {
      const { page, context, problems } = await openGame(env, wide);
      await page.emulateMedia({ colorScheme: "light" });
      await wait(page, false, "light as the system");
      assert.ok((await state(page)).settings.includes("theme=system"));
      let l = await looks(page);
      assert.ok(isLight(l), `a light page, got ${JSON.stringify(l)}`);
      // The system turns dark: the idle page wakes and follows.
      await page.emulateMedia({ colorScheme: "dark" });
      await wait(page, true, "dark as the system");
      await settled(page);
      l = await looks(page);
      assert.ok(isDark(l), `a dark page, got ${JSON.stringify(l)}`);
      // Light chosen while the system is dark, then dark while it is light.
      await press(page, "settings");
      await press(page, "setting-theme");
      await press(page, "setting-theme-light");
      await wait(page, false, "light as chosen");
      assert.ok((await state(page)).settings.includes("theme=light"));
      await page.emulateMedia({ colorScheme: "light" });
      await press(page, "setting-theme");
      await press(page, "setting-theme-dark");
      await wait(page, true, "dark as chosen");
      await settled(page);
      l = await looks(page);
      assert.ok(isDark(l), `a dark page, got ${JSON.stringify(l)}`);
      // Both boards in the dark theme, for a look.
      await page.evaluate(() => window.ishi.play("h8"));
      await settled(page);
      await page.screenshot({ path: artifact("gomoku-dark.png") });
      await page.evaluate(() => window.ishi.newGame({ game: "reversi", opponent: "person" }));
      await settled(page);
      await page.screenshot({ path: artifact("reversi-dark.png") });
      // The choice is kept over a reload.
      await page.reload();
      await page.evaluate(() => window.ishi.ready);
      await wait(page, true, "dark after a reload");
      assert.deepEqual(problems, []);
      await context.close();
    },
  );
});

describe("Classic's question", () => {
  it("Yes goes on with the game, No ends it as a win for the player who made the 4-3", async () => {
    const { page, context, problems } = await openGame(env, wide);
    await page.evaluate(() => window.ishi.newGame({ rule: "classic", opponent: "person" }));
    const fourThree = ["e8", "d8", "f8", "a1", "g8", "a3", "h10", "a5", "h9", "a7", "h8"];
    await play(page, fourThree);
    assert.equal((await state(page)).popup, "question");
    await press(page, "notice-yes");
    await until(page, () => window.ishi.state().popup === null, "the question to close");
    assert.equal((await state(page)).result, null, "Yes goes on");
    await page.evaluate(() => window.ishi.undo());
    await play(page, ["h8"]);
    assert.equal((await state(page)).popup, "question");
    await press(page, "notice-no");
    await until(page, () => window.ishi.state().result !== null, "the game to end");
    assert.equal((await state(page)).result.winner, "black");
    await press(page, "gameover-close");
    await until(page, () => window.ishi.state().popup === null, "the game-over popup to close");
    assert.deepEqual(problems, []);
    await context.close();
  });
});
