// A plain Vite page (tests/package/vite-app) with the package installed
// from its packed tarball: `vite build` keeps the element (it is declared
// to have side effects), and the built page and the dev server both play a
// game to its end in Chromium with no failed request, no console error,
// and no warning from Vite about the package.
import assert from "node:assert/strict";
import { after, before, test } from "node:test";
import { chooser, launchBrowser, startStatic } from "../e2e/harness.mjs";
import { playToEnd } from "../e2e/game.mjs";
import { install, project, run, startVite, watchProblems } from "./tarball.mjs";
import { join } from "node:path";

let app;
let browser;
before(
  async () => {
    app = project("vite-app");
    install(app.folder, app.tarball);
    browser = await launchBrowser();
  },
  { timeout: 120_000 },
);
after(async () => {
  await browser?.close().catch(() => {});
  app?.remove();
});

/**
 * Opens `url`, plays its table to the end, and returns what went wrong, the
 * events seen and the wasm files fetched (by the page and the bot's worker).
 */
async function playAt(url) {
  const context = await browser.newContext({ viewport: { width: 900, height: 700 } });
  const wasm = [];
  context.on("request", (request) => {
    if (new URL(request.url()).pathname.endsWith(".wasm")) wasm.push(request.url());
  });
  try {
    const page = await context.newPage();
    const problems = watchProblems(page);
    await page.goto(url);
    await page.locator("ruleshelf-table [data-testid=status]").waitFor();
    await playToEnd(page, chooser(7), { root: "ruleshelf-table" });
    await page.waitForFunction(() => window.seen.some((event) => event.type === "end"));
    const seen = await page.evaluate(() => window.seen.map((event) => event.type));
    return { problems, seen, wasm };
  } finally {
    await context.close();
  }
}

test(
  "vite build keeps the element, and the built page plays a game to its end",
  { timeout: 120_000 },
  async () => {
    const output = run(app.folder, join(app.folder, "node_modules", ".bin", "vite"), ["build"]);
    assert.doesNotMatch(output, /ruleshelf.*(warn|incompatible)/i, output);
    const site = await startStatic(join(app.folder, "dist"));
    try {
      const { problems, seen, wasm } = await playAt(site.url);
      assert.deepEqual(problems, []);
      assert.ok(seen.includes("move") && seen.at(-1) === "end", seen.join(" "));
      assert.ok(!seen.includes("error"));
      // The bot's worker is given the wasm the page compiled: one fetch.
      assert.equal(wasm.length, 1, wasm.join(" "));
    } finally {
      await site.stop();
    }
  },
);

test(
  "the dev server serves the package as it is and the page plays a game to its end",
  { timeout: 120_000 },
  async () => {
    const vite = await startVite(app.folder, "dev");
    try {
      const { problems, seen, wasm } = await playAt(vite.url);
      assert.deepEqual(problems, []);
      assert.ok(seen.includes("move") && seen.at(-1) === "end", seen.join(" "));
      assert.equal(wasm.length, 1, wasm.join(" "));
      assert.doesNotMatch(vite.output(), /incompatible|error|warn/i, vite.output());
    } finally {
      await vite.stop();
    }
  },
);
