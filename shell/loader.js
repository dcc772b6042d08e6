// Starts the app: checks what the browser must support, downloads app.wasm with real
// progress, and reports any failure in words. Loads nothing from any other host.
(function () {
  "use strict";

  const loading = document.getElementById("loading");
  const loadingText = document.getElementById("loading-text");
  const loadingBar = document.getElementById("loading-bar");
  const failureBox = document.getElementById("failure");
  const failureText = document.getElementById("failure-text");
  const canvas = document.getElementById("canvas");
  let failed = false;

  function fail(message) {
    if (failed) return;
    failed = true;
    failureText.textContent = message;
    loading.hidden = true;
    failureBox.hidden = false;
    if (window.ishi) window.ishi._failed(message);
  }

  function progress(fraction, text) {
    loadingBar.value = Math.max(0, Math.min(1, fraction));
    if (text) loadingText.textContent = text;
  }

  function hasWebGL2() {
    try {
      return !!document.createElement("canvas").getContext("webgl2");
    } catch (e) {
      return false;
    }
  }

  // Download app.wasm ourselves so the bar shows bytes actually received. When the server
  // compresses the file, Content-Length counts compressed bytes: the bar is capped below 1.
  async function fetchWithProgress(url) {
    const response = await fetch(url);
    if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
    const total = Number(response.headers.get("Content-Length")) || 0;
    if (!response.body || !total) return new Uint8Array(await response.arrayBuffer());
    const reader = response.body.getReader();
    const chunks = [];
    let received = 0;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks.push(value);
      received += value.length;
      progress(Math.min(0.95, (0.1 + 0.85 * received) / total), `Loading the game… ${Math.round(received / 1024)} KB`);
    }
    const bytes = new Uint8Array(received);
    let offset = 0;
    for (const c of chunks) {
      bytes.set(c, offset);
      offset += c.length;
    }
    return bytes;
  }

  if (typeof WebAssembly !== "object") {
    fail("This browser does not support WebAssembly. Please use a current version of Firefox, Chrome, Edge or Safari.");
    return;
  }
  // The engine is built with WebAssembly's 128-bit SIMD, which every current browser runs
  // (WebKit, for one, leaves it off on x86-64 processors without AVX). A tiny module
  // returning a v128 constant tells whether this one does, so that the page says so instead
  // of failing to compile app.wasm.
  const simdProbe = new Uint8Array([
    0x00, 0x61, 0x73, 0x6d, 1, 0, 0, 0,     // magic, version 1
    1, 5, 1, 0x60, 0, 1, 0x7b,              // types: () -> v128
    3, 2, 1, 0,                             // one function of that type
    10, 22, 1, 20, 0, 0xfd, 0x0c,           // its code: no locals, v128.const
    0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0x0b, // 16 zero bytes, end
  ]);
  if (!WebAssembly.validate(simdProbe)) {
    fail("This browser does not run WebAssembly SIMD, which Ishi needs. Please use a current version of Firefox, " +
         "Chrome, Edge or Safari.");
    return;
  }
  if (!hasWebGL2()) {
    fail("This browser cannot draw with WebGL2 (it may be switched off, or the graphics driver is blocked). " +
         "Please enable hardware acceleration or use a current browser.");
    return;
  }

  canvas.addEventListener("webglcontextlost", (e) => {
    e.preventDefault();
    fail("The graphics context was lost. Please reload the page.");
  });

  window.Module = {
    canvas,
    print: (text) => console.log(text),
    printErr: (text) => console.warn(text),
    instantiateWasm(imports, receiveInstance) {
      progress(0.05, "Loading the game…");
      fetchWithProgress("app.wasm")
        .then((bytes) => {
          progress(0.97, "Starting…");
          return WebAssembly.instantiate(bytes, imports);
        })
        .then((result) => receiveInstance(result.instance, result.module))
        .catch((err) => fail(`The game could not be loaded (${err.message}). Check the connection and reload.`));
      return {}; // instantiation continues asynchronously
    },
    onAbort(what) {
      fail(`The game stopped unexpectedly (${what}). Please reload the page.`);
    },
    ishiSound() {
      if (!audio || !click || audio.state !== "running") return;
      const source = audio.createBufferSource();
      source.buffer = click;
      const gain = audio.createGain();
      gain.gain.value = 0.5;
      source.connect(gain).connect(audio.destination);
      source.start();
    },
    onFirstFrame() {
      progress(1);
      loading.hidden = true;
      if (window.ishi) window.ishi._firstFrame(performance.now());
    },
  };

  // The stone/disc sound: a short wooden click synthesised once with WebAudio (nothing is
  // downloaded). Browsers allow audio only after a gesture, so the context starts on the
  // first pointer or key press.
  let audio = null;
  let click = null;
  const startAudio = () => {
    if (audio || !window.AudioContext) return;
    audio = new AudioContext();
    const n = Math.floor(audio.sampleRate * 0.06);
    click = audio.createBuffer(1, n, audio.sampleRate);
    const data = click.getChannelData(0);
    let seed = 1;
    for (let i = 0; i < n; i++) {
      seed = (seed * 16807) % 2147483647;
      const noise = seed / 1073741823.5 - 1;
      const t = i / audio.sampleRate;
      data[i] = (0.6 * Math.sin(2 * Math.PI * 1900 * t) + 0.4 * noise) * Math.exp(-t * 90);
    }
  };
  window.addEventListener("pointerdown", startAudio, { once: true, capture: true });
  window.addEventListener("keydown", startAudio, { once: true, capture: true });

  window.addEventListener("error", (e) => {
    if (e.target && e.target.tagName === "SCRIPT") fail(`Could not load ${e.target.src}.`);
  }, true);

  // Offline and updates (sw.js keeps the whole site of one build). A new build installs
  // next to the running one and waits; the page says so, and asks it to take over when the
  // page goes away (pagehide), so the next load is the new build's. A load that still finds
  // it waiting asks too, and starts again once it has taken over: every file of a page
  // comes from one build. (Chromium may take seconds to switch while the old build still
  // serves the loading page: the page waits up to 15 s, saying so; if it starts on the old
  // build after all, a switch before its first frame starts it again.) The service
  // worker is registered once the game has drawn, never competing with app.wasm.
  const workers = "serviceWorker" in navigator ? navigator.serviceWorker : null;
  let started = false;

  function askToTakeOver(registration) {
    if (registration && registration.waiting) registration.waiting.postMessage("ishi-take-update");
  }

  // The build this page's HTML came from (sw.js says so in a Server-Timing entry), and the
  // build of the service worker that serves the rest now.
  function pageBuild() {
    const nav = performance.getEntriesByType && performance.getEntriesByType("navigation")[0];
    const entry = nav && nav.serverTiming && nav.serverTiming.find((e) => e.name === "ishi-build");
    return entry ? entry.description : null;
  }

  function servingBuild() {
    return new Promise((resolve) => {
      const channel = new MessageChannel();
      channel.port1.onmessage = (e) => resolve(e.data && e.data.ishiVersion);
      workers.controller.postMessage("ishi-version", [channel.port2]);
      setTimeout(() => resolve(null), 3000);
    });
  }

  async function takeWaitingUpdate() {
    if (!workers || !workers.controller) return false;
    // A new build took over while this page's HTML came from the old one: start again.
    const page = pageBuild();
    if (page) {
      const serving = await servingBuild();
      if (serving && serving !== page) return true;
    }
    const registration = await workers.getRegistration();
    if (!registration || !registration.waiting) return false;
    const switched = new Promise((resolve) => {
      workers.addEventListener("controllerchange", () => resolve(true), { once: true });
      setTimeout(() => resolve(false), 15000);
    });
    progress(0.02, "Updating Ishi…");
    askToTakeOver(registration);
    return switched;
  }

  function showUpdateReady(registration) {
    document.getElementById("update").hidden = false;
    window.addEventListener("pagehide", () => askToTakeOver(registration));
  }

  function watchForUpdates(registration) {
    if (registration.waiting && workers.controller) showUpdateReady(registration);
    registration.addEventListener("updatefound", () => {
      const incoming = registration.installing;
      if (!incoming) return;
      incoming.addEventListener("statechange", () => {
        // Installed next to the build that controls this page: used from the next load.
        if (incoming.state === "installed" && workers.controller) showUpdateReady(registration);
      });
    });
  }

  function registerServiceWorker() {
    if (!workers) return;
    workers
      .register("sw.js")
      .then(watchForUpdates)
      .catch((err) => console.warn(`ishi: offline play is not available (${err.message})`));
  }

  const firstFrame = window.Module.onFirstFrame;
  window.Module.onFirstFrame = () => {
    started = true;
    firstFrame();
    registerServiceWorker();
  };

  function start() {
    const script = document.createElement("script");
    script.src = "app.js";
    script.async = true;
    script.onerror = () => fail("The game could not be loaded (app.js). Check the connection and reload.");
    document.body.appendChild(script);
  }

  takeWaitingUpdate()
    .catch(() => false)
    .then((switched) => {
      if (switched) {
        location.reload();
        return;
      }
      // A new build that takes over while this page has not started yet: start from it.
      // A page that came from the network (no service worker yet) is as new as the worker
      // that takes it over (the one its own visit installed), unless a deploy lands within
      // this one load: no reason to start again, and a reload then would cut its download
      // of app.wasm short.
      const fromWorker = workers && workers.controller !== null;
      if (fromWorker) workers.addEventListener("controllerchange", () => started || location.reload());
      start();
    });
})();
