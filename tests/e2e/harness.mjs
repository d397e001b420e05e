// Serves www/dist with `vite preview` on 127.0.0.1 and drives the system
// Chromium with playwright-core. Nothing here builds: run
// `cd www && node_modules/.bin/vite build` first.
import { spawn } from "node:child_process";
import { existsSync, mkdirSync, readFileSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { createServer as createHttpServer } from "node:http";
import { createServer } from "node:net";
import { extname, join, normalize, sep } from "node:path";
import { fileURLToPath } from "node:url";
import assert from "node:assert/strict";
import { after, before } from "node:test";
import { chromium } from "playwright-core";

import { startServer } from "../../server/test/helpers.mjs";
export const root = fileURLToPath(new URL("../../", import.meta.url));
export const www = join(root, "www");
export const screenshots = fileURLToPath(new URL("./screenshots/", import.meta.url));

export const chromiumArgs = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

/** A free TCP port on 127.0.0.1. */
function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function waitForHttp(url, child, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`vite preview exited with ${child.exitCode}`);
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`vite preview did not answer at ${url} within ${timeoutMs} ms`);
}

/** Starts `vite preview` on www/dist; returns its URL and a stop function. */
export async function startPreview() {
  if (!existsSync(join(www, "dist", "index.html"))) {
    throw new Error("www/dist is missing: run `cd www && node_modules/.bin/vite build` first");
  }
  const port = await freePort();
  const child = spawn(
    join(www, "node_modules", ".bin", "vite"),
    ["preview", "--host", "127.0.0.1", "--port", String(port), "--strictPort"],
    { cwd: www, stdio: ["ignore", "pipe", "pipe"] },
  );
  let output = "";
  child.stdout.on("data", (chunk) => (output += chunk));
  child.stderr.on("data", (chunk) => (output += chunk));
  const url = `http://127.0.0.1:${port}/`;
  // Should the test process end without `stop()`, the server goes with it.
  const killOnExit = () => child.kill("SIGKILL");
  process.once("exit", killOnExit);
  const stop = async () => {
    process.off("exit", killOnExit);
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once("exit", resolve));
    child.kill("SIGTERM");
    const timer = setTimeout(() => child.kill("SIGKILL"), 3000);
    await exited;
    clearTimeout(timer);
  };
  try {
    await waitForHttp(url, child, 20000);
  } catch (error) {
    await stop();
    throw new Error(`${error.message}\n${output}`, { cause: error });
  }
  return { url, stop };
}

const TYPES = {
  ".html": "text/html",
  ".js": "text/javascript",
  ".wasm": "application/wasm",
  ".css": "text/css",
  ".json": "application/json",
  ".map": "application/json",
};

/**
 * Serves the files under `folder` as they are, on 127.0.0.1 (no bundler,
 * no build step: what a plain web host does); returns its URL and a stop
 * function. `cache`: the browser may keep what it fetched (for an hour).
 */
export async function startStatic(folder = root, { cache = false } = {}) {
  const base = normalize(folder);
  const server = createHttpServer(async (request, response) => {
    const asked = decodeURIComponent(new URL(request.url, "http://host").pathname);
    const path = normalize(join(base, asked.endsWith("/") ? `${asked}index.html` : asked));
    if (path !== base && !path.startsWith(base.endsWith(sep) ? base : base + sep)) {
      response.writeHead(403).end();
      return;
    }
    try {
      const body = await readFile(path);
      response
        .writeHead(200, {
          "content-type": TYPES[extname(path)] ?? "application/octet-stream",
          "cache-control": cache ? "max-age=3600" : "no-cache",
        })
        .end(body);
    } catch {
      response.writeHead(404).end();
    }
  });
  await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${server.address().port}/`,
    stop: () =>
      new Promise((resolve) => {
        server.close(resolve);
        server.closeAllConnections();
      }),
  };
}

/**
 * Gives pages of `context` `$table()`: the demo's table's shadow root while
 * a game is open (the demo draws it as any page would, with the
 * <RuleshelfTable> component), else the document.
 */
export async function withTableQuery(context) {
  await context.addInitScript(() => {
    window.$table = () => document.querySelector("[data-ruleshelf-table]")?.shadowRoot ?? document;
  });
  return context;
}

/** The code block of the README marked `<!-- example: name -->`. */
export function readmeExample(name) {
  const readme = readFileSync(join(root, "pkg", "README.md"), "utf8");
  const found = new RegExp(`<!-- example: ${name} -->\\n\`\`\`\\w+\\n([\\s\\S]*?)\`\`\``).exec(
    readme,
  );
  assert.ok(found, `the README has the example "${name}"`);
  return found[1];
}

/** The system Chromium, headless, with its network chatter switched off. */
export async function launchBrowser() {
  return chromium.launch({ executablePath: "/usr/bin/chromium", args: chromiumArgs });
}

export function screenshotPath(name) {
  mkdirSync(screenshots, { recursive: true });
  return join(screenshots, `${name}.png`);
}

/**
 * Runs `body` on a page of a fresh context (its own storage), failing on
 * any uncaught page error, and always closes the context.
 */
async function onFreshPage(opening, body) {
  const context = await opening;
  const page = await context.newPage();
  const problems = [];
  page.on("pageerror", (error) => problems.push(error.message));
  try {
    await body(page);
    assert.deepEqual(problems, [], "no uncaught errors on the page");
  } finally {
    await context.close();
  }
}

/**
 * Serves the repository as plain files (pages embedding pkg/table.js) and
 * starts a browser for the test file that calls it, both stopped when its
 * tests end. `site.withPage(body, viewport)` runs `body` on a fresh page
 * with its own storage and fails on any uncaught page error.
 */
export function useStaticSite() {
  let server;
  let browser;
  before(async () => {
    [server, browser] = await Promise.all([startStatic(), launchBrowser()]);
  });
  after(async () => {
    await browser?.close().catch(() => {});
    await server?.stop();
  });
  return {
    url: () => server.url,
    withPage: (body, { viewport = { width: 1280, height: 900 }, ...options } = {}) =>
      onFreshPage(browser.newContext({ viewport, ...options }), body),
  };
}

/** A small seeded generator for choosing buttons. */
export function chooser(seed) {
  let x = seed >>> 0 || 1;
  return (n) => {
    x ^= x << 13;
    x >>>= 0;
    x ^= x >>> 17;
    x ^= x << 5;
    x >>>= 0;
    return x % n;
  };
}

/**
 * Serves the demo and starts a browser for the test file that calls it
 * (both stopped when the file's tests end, even on failure).
 * `demo.withPage(body)` runs `body` on a fresh page with its own storage,
 * fails on any uncaught page error, and always closes the page.
 */
export function useDemo() {
  let server;
  let browser;
  before(async () => {
    server = await startPreview();
    browser = await launchBrowser();
  });
  after(async () => {
    await browser?.close().catch(() => {});
    await server?.stop();
  });
  return {
    url: () => server.url,
    /** A fresh browser context (its own storage); the caller closes it. */
    newContext: async (options) => withTableQuery(await browser.newContext(options)),
    withPage: (body, viewport = { width: 1280, height: 900 }) =>
      onFreshPage(browser.newContext({ viewport }).then(withTableQuery), body),
  };
}

/**
 * Starts the game server (server/dist, one process, PGlite), serves the
 * demo and starts a browser for the test file that calls it, all stopped
 * when the file's tests end (even on failure). The object returned holds
 * them once started: `site.server`, `site.preview`, `site.browser`.
 */
export function useOnlineSite() {
  const site = {};
  before(async () => {
    [site.server, site.preview] = await Promise.all([startServer(), startPreview()]);
    site.browser = await launchBrowser();
  });
  after(async () => {
    await site.browser?.close().catch(() => {});
    await site.preview?.stop();
    await site.server?.stop();
  });
  return site;
}
