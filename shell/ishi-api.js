// window.ishi: the page's scripting and test API. A stable contract that other tools and
// our browser tests depend on: extend it, never rename.
//
//   ishi.ready          Promise, resolves once the first frame is drawn (rejects on failure)
//   ishi.state()        the game as plain data: {game, rule, size, moves, moveNumber,
//                       sideToMove, result, winningRow (Gomoku: the stones of the row that
//                       won, drawn through; [] otherwise), lastWarning, popup, ..., settings (the choices as
//                       "key=value;..." text), dialog (null, "new-game" or "import"),
//                       framesDrawn, frameCallbacks (how often the frame loop ran: it stops
//                       when idle), settled (true once the page has drawn all there is
//                       to draw and waits for input; false from the moment input
//                       arrives until the frames have handled it), hintLines (the engine's hints in words,
//                       as the panel shows them when "Engine hints" is on), hintsUsed (the
//                       game was played with them shown), review ({open, done (moves
//                       reviewed so far), finished})};
//                       String(ishi.state()) is its JSON
//   ishi.play("h8")     plays a move for the side to move: {ok:true} or {ok:false, error}
//   ishi.newGame({game, rule, size, opponent, level, colour})
//                       starts a new game; omitted fields keep the current choice;
//                       game "gomoku"|"reversi", rule "freestyle"|"standard"|"renju"|"classic",
//                       size 15|19, opponent "person"|"computer", colour "black"|"white"|"random";
//                       {ok:true} or {ok:false, error}
//   ishi.undo(), ishi.redo(), ishi.browse(ply | null), ishi.importRecord(text),
//   ishi.answer(true|false) (the Classic "continue?" question), ishi.dismiss() (closes a popup),
//   ishi.set(key, value) (a setting: lang en|ja|zh, threes|fours|fouls popup|banner|off,
//                       forbidden|hints|enginehints|numbers|sound|preview "1"|"0" (hints:
//                       Reversi's legal-move dots; enginehints: the engine's hints),
//                       theme system|light|dark),
//                       ishi.shareFragment()
//                       each {ok:true} or {ok:false, error}
//   ishi.hints()        Promise of the engine's hints for the position shown (as the
//                       "Engine hints" setting shows them, whether it is on or not):
//                       {ok:true, moves:[{move, score, exact, depth}] best first (Reversi:
//                       every legal move, score in centi-discs for the side to move, exact
//                       when solved; Gomoku: the best move, score in the engine's evaluation
//                       units, exact when a proven win or loss), line (Gomoku: the best
//                       line), fives and straight (Gomoku: where the opponent would make
//                       five or a straight four), vcf (Gomoku: the first four of the
//                       opponent's win by fours, or null)}, or {ok:false, error} (also
//                       while the computer is to move, even when an earlier position is shown)
//   ishi.review()       opens the review of the game (as the Review button does) and gives a
//                       Promise of {ok:true, plies:[{ply, mover, move, best, score, loss,
//                       label}]} once the engine has gone through the game: Reversi every
//                       move, passes included; Gomoku every move up to the one that ends the
//                       game (a five, or a foul as the rule judges it). mover "black" or
//                       "white"; score: the position's value for the mover before the move
//                       (Reversi in centi-discs, Gomoku in evaluation units); loss (Reversi in
//                       discs, Gomoku 0 or 1); labels as `ishi reversi review` and
//                       `ishi gomoku review` print them. Or {ok:false, error} (also while the
//                       computer is to move; a call after an error asks again)
//   ishi.boardRect()    where the board's points are, in CSS pixels of the page:
//                       {x, y, width, height, spacing, points} or null before the first frame
//   ishi.controls()     the controls drawn in the last frame (buttons, boxes, list entries,
//                       open lists' entries), for tests that press them by real clicks:
//                       [{id, x, y, width, height}] in CSS pixels of the page, ids such as
//                       "new-game", "undo", "import", "settings", "move-3", "back-to-game",
//                       "setting-language-ja", "setting-enginehints", "newgame-rule-renju",
//                       "newgame-start", "import-text", "import-ok", "notice-yes",
//                       "gameover-close", "gameover-review", "review", "review-close",
//                       "review-graph", "review-ply-11" (a flagged move of the review)
//   ishi.firstFrameMs   milliseconds from navigation to the first frame on screen
//
// Malformed arguments return {ok:false, error} and change nothing. Every call goes
// through the same engine path as a click.
(function () {
  "use strict";

  let resolveReady;
  let rejectReady;
  let started = false;
  const ready = new Promise((resolve, reject) => {
    resolveReady = resolve;
    rejectReady = reject;
  });
  ready.catch(() => {}); // a failure is also shown on the page; do not report it twice

  function error(message) {
    return { ok: false, error: message };
  }

  function call(name, argTypes, args) {
    const json = window.Module.ccall(name, "string", argTypes, args);
    return JSON.parse(json);
  }

  // Calls ask(first) (which answers {pending:true} until its work in the worker is done;
  // first is true on the first call only) every 50 ms, for at most `ms`, and resolves with
  // its last answer.
  function pollUntilDone(ask, ms, late) {
    if (!started) return Promise.resolve(error("the game is still loading"));
    return new Promise((resolve) => {
      const deadline = performance.now() + ms;
      let first = true;
      const poll = () => {
        const r = ask(first);
        first = false;
        if (!r.pending) resolve(r);
        else if (performance.now() > deadline) resolve(error(late));
        else setTimeout(poll, 50);
      };
      poll();
    });
  }

  function asData(json) {
    const data = JSON.parse(json);
    // String(state) and JSON.parse(state) give the JSON text; property access gives data.
    Object.defineProperty(data, "toString", { value: () => json, enumerable: false });
    return data;
  }

  function isPlainObject(v) {
    return v !== null && typeof v === "object" && Object.getPrototypeOf(v) === Object.prototype;
  }

  const api = {
    ready,
    firstFrameMs: null,

    state() {
      if (!started) return null;
      return asData(window.Module.ccall("ishi_state", "string", [], []));
    },

    stateJson() {
      if (!started) return null;
      return window.Module.ccall("ishi_state", "string", [], []);
    },

    play(move) {
      if (!started) return error("the game is still loading");
      if (typeof move !== "string") return error('play() takes a point in notation, like play("h8")');
      return call("ishi_play", ["string"], [move]);
    },

    newGame(options) {
      if (!started) return error("the game is still loading");
      if (options === undefined) options = {};
      if (!isPlainObject(options)) return error("newGame() takes an object like {rule: 'renju', size: 15}");
      const strings = ["game", "rule", "opponent", "level", "colour"];
      const known = [...strings, "size"];
      const unknown = Object.keys(options).filter((k) => !known.includes(k));
      if (unknown.length) return error(`newGame(): unknown option '${unknown[0]}' (known: ${known.join(", ")})`);
      for (const k of strings) {
        const v = options[k];
        if (v !== undefined && (typeof v !== "string" || v === "" || /[;=]/.test(v))) {
          return error(`newGame(): '${k}' must be a word, like ${k === "game" ? "'gomoku'" : "'renju'"}`);
        }
      }
      const size = options.size === undefined ? 0 : options.size;
      if (!Number.isInteger(size) || (options.size !== undefined && size !== 15 && size !== 19)) {
        return error("newGame(): 'size' must be 15 or 19");
      }
      const s = (k) => (options[k] === undefined ? "" : options[k]);
      return call("ishi_new_game", ["string", "string", "number", "string", "string", "string"],
                  [s("game"), s("rule"), size, s("opponent"), s("level"), s("colour")]);
    },

    undo() {
      if (!started) return error("the game is still loading");
      return call("ishi_undo", [], []);
    },

    redo() {
      if (!started) return error("the game is still loading");
      return call("ishi_redo", [], []);
    },

    browse(ply) {
      if (!started) return error("the game is still loading");
      if (ply !== null && !(Number.isInteger(ply) && ply >= 0)) return error("browse() takes a move number or null");
      return call("ishi_browse", ["number"], [ply === null ? -1 : ply]);
    },

    importRecord(text) {
      if (!started) return error("the game is still loading");
      if (typeof text !== "string") return error("importRecord() takes a record as text");
      return call("ishi_import", ["string"], [text]);
    },

    answer(yes) {
      if (!started) return error("the game is still loading");
      if (typeof yes !== "boolean") return error("answer() takes true or false");
      return call("ishi_answer", ["number"], [yes ? 1 : 0]);
    },

    dismiss() {
      if (!started) return error("the game is still loading");
      return call("ishi_dismiss", [], []);
    },

    set(key, value) {
      if (!started) return error("the game is still loading");
      if (typeof key !== "string" || typeof value !== "string") return error("set() takes a key and a value, both text");
      return call("ishi_set", ["string", "string"], [key, value]);
    },

    hints() {
      return pollUntilDone(() => call("ishi_hints", [], []), 60000, "no hints came within 60 s");
    },

    review() {
      const ask = (first) => call("ishi_review", ["number"], [first ? 1 : 0]);
      return pollUntilDone(ask, 300000, "the review did not finish within 5 minutes");
    },

    shareFragment() {
      if (!started) return null;
      return call("ishi_share_fragment", [], []).fragment;
    },

    boardRect() {
      if (!started) return null;
      const r = call("ishi_board_rect", [], []);
      if (!r) return null;
      const box = document.getElementById("canvas").getBoundingClientRect();
      return { ...r, x: r.x + box.left, y: r.y + box.top };
    },

    controls() {
      if (!started) return [];
      const box = document.getElementById("canvas").getBoundingClientRect();
      return call("ishi_controls", [], []).map((c) => ({ ...c, x: c.x + box.left, y: c.y + box.top }));
    },

    // Called by loader.js.
    _firstFrame(ms) {
      started = true;
      api.firstFrameMs = ms;
      resolveReady();
    },
    _failed(message) {
      rejectReady(new Error(message));
    },
  };

  window.ishi = api;
})();
