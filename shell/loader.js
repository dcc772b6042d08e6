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

  const script = document.createElement("script");
  script.src = "app.js";
  script.async = true;
  script.onerror = () => fail("The game could not be loaded (app.js). Check the connection and reload.");
  document.body.appendChild(script);
})();
