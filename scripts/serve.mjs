// A static file server for the built site, bound to 127.0.0.1 only.
// Usage: node scripts/serve.mjs <folder> [port]   (port 0 picks a free one)
// Also imported by the browser tests: serve(folder, port, {headHtml, base}) ->
// Promise<{url, close()}>; headHtml, if given, goes first into the <head> of every HTML page
// (a test's recorder); base serves the site under a path, as GitHub Pages serves a project
// ("/ishi/": url ends with it). close() also drops open connections: the site is gone.
import { createServer } from "node:http";
import { readFile, stat } from "node:fs/promises";
import { extname, join, normalize, resolve, sep } from "node:path";
import { fileURLToPath } from "node:url";

const TYPES = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".wasm": "application/wasm",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".json": "application/json",
  ".webmanifest": "application/manifest+json",
  ".ttf": "font/ttf",
};

export function serve(folder, port = 0, { headHtml = "", base = "/" } = {}) {
  const root = resolve(folder);
  const server = createServer(async (req, res) => {
    try {
      const full = decodeURIComponent(new URL(req.url, "http://127.0.0.1").pathname);
      if (!full.startsWith(base)) throw new Error("outside the base path");
      const path = full.slice(base.length - 1);
      let file = normalize(join(root, path));
      if (file !== root && !file.startsWith(root + sep)) throw new Error("outside the site");
      if ((await stat(file)).isDirectory()) file = join(file, "index.html");
      let body = await readFile(file);
      if (headHtml && extname(file) === ".html") body = Buffer.from(body.toString("utf8").replace("<head>", `<head>${headHtml}`));
      res.writeHead(200, {
        "Content-Type": TYPES[extname(file)] || "application/octet-stream",
        "Content-Length": body.length,
        "Cache-Control": "no-cache",
      });
      res.end(req.method === "HEAD" ? undefined : body);
    } catch {
      res.writeHead(404, { "Content-Type": "text/plain" });
      res.end("not found\n");
    }
  });
  return new Promise((resolveListen, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => {
      const { port: actual } = server.address();
      const close = () =>
        new Promise((r) => {
          server.close(r);
          server.closeAllConnections();
        });
      resolveListen({ url: `http://127.0.0.1:${actual}${base}`, close });
    });
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [folder, port = "8000"] = process.argv.slice(2);
  if (!folder) {
    console.error("usage: node scripts/serve.mjs <folder> [port]");
    process.exit(2);
  }
  try {
    const { url } = await serve(folder, Number(port));
    console.log(`Ishi is being served at ${url}  (Ctrl+C stops it)`);
  } catch (err) {
    console.error(`ishi: cannot serve on 127.0.0.1:${port}: ${err.message}`);
    process.exit(1);
  }
}
