// Both packages as a page author gets them: `ruleshelf` (pkg/) and
// `ruleshelf-server` (server/scripts/pack.mjs) packed, installed from their
// tarballs into an empty folder; `npx ruleshelf-server` starts there (PGlite
// in ./ruleshelf-data), a table is made with plain HTTP, and a page with the
// element, served from that folder, joins by its invite link in Chromium and
// plays a move. Then the same with Postgres and two processes on Redis, the
// page joining through the process that did not create the table. Needs
// pkg/ (with the tables) and server/dist built.
import assert from "node:assert/strict";
import { execFileSync, spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { after, before, test } from "node:test";
import { fileURLToPath } from "node:url";
import { launchBrowser, startStatic } from "../../tests/e2e/harness.mjs";
import { npmPack, packServer } from "../scripts/pack.mjs";
import { createTable, freePort, publicMatch, sleep, until } from "./helpers.mjs";
import { startPostgres, startRedis } from "./services.mjs";

const pkgDir = fileURLToPath(new URL("../../pkg/", import.meta.url));
let folder;
let app;
let browser;
let site;
const started = [];

before(async () => {
  folder = mkdtempSync(join(tmpdir(), "ruleshelf-packages-"));
  const tarballs = [npmPack(pkgDir, folder), packServer(folder)];
  app = join(folder, "app");
  mkdirSync(app);
  writeFileSync(join(app, "package.json"), JSON.stringify({ private: true, type: "module" }));
  execFileSync("npm", ["install", "--no-audit", "--no-fund", "--prefer-offline", ...tarballs], {
    cwd: app,
    stdio: "ignore",
  });
  browser = await launchBrowser();
  site = await startStatic(app);
});

after(async () => {
  for (const child of started) stop(child, "SIGKILL");
  await browser?.close();
  await site?.stop();
  if (folder) rmSync(folder, { recursive: true, force: true });
});

/** Stops a server started by npx: the signal goes to npx's whole process group. */
function stop(child, signal = "SIGTERM") {
  try {
    if (child.exitCode === null) process.kill(-child.pid, signal);
  } catch {
    // Gone already.
  }
}

/** `npx ruleshelf-server` in the app folder; resolves with its URL and what it printed once it answers. */
async function npxServer(env = {}) {
  const port = await freePort();
  const child = spawn("npx", ["--no-install", "ruleshelf-server", "--port", String(port)], {
    cwd: app,
    env: { ...process.env, BOT_WORKERS: "1", ...env(port) },
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  });
  started.push(child);
  let output = "";
  child.stdout.on("data", (chunk) => (output += chunk));
  child.stderr.on("data", (chunk) => (output += chunk));
  const url = `http://127.0.0.1:${port}`;
  await until(
    async () => {
      if (child.exitCode !== null) assert.fail(`ruleshelf-server exited:\n${output}`);
      return fetch(`${url}/api/health`).then(
        (response) => response.ok,
        () => false,
      );
    },
    "ruleshelf-server to answer",
    60000,
  );
  return { url, output: () => output, child };
}

/** A table for one player and a random bot, made with plain HTTP on `url`. */
async function table(url) {
  return createTable(url, {
    game: "ruleta-rusa",
    seats: [
      { kind: "human", name: "Ana" },
      { kind: "bot", bot: { level: "random" } },
    ],
    absentAfter: 0,
    botPace: 0,
  });
}

/** What a table offers to click: a spot of the board, or a choice's button. */
const OFFERED = ["[data-play=play]", "[data-play=pick]", "[data-play=target]"]
  .map((spot) => `ruleshelf-table [data-testid=table-area] ${spot}`)
  .concat("ruleshelf-table [data-testid=actions] button")
  .join(", ");

/** A page of the app folder with the element at `invite` on `server`; plays one move there. */
async function playOneMove(server, matchId) {
  writeFileSync(
    join(app, "index.html"),
    `<!doctype html><meta charset="utf-8"><title>a table</title>
<script type="module" src="./node_modules/ruleshelf/table.js"></script>
<ruleshelf-table server="${server}" invite="${site.url}?online=${matchId}&seat=0"></ruleshelf-table>`,
  );
  const context = await browser.newContext();
  const page = await context.newPage();
  const problems = [];
  page.on("pageerror", (error) => problems.push(error.message));
  try {
    await page.goto(site.url);
    await page.locator('ruleshelf-table [data-testid=online-match][data-seat="0"]').waitFor();
    // The first thing the table offers, clicked until a move is made (a pick may want its target).
    const offered = page.locator(OFFERED).first();
    for (let click = 0; (await publicMatch(server, matchId)).turn < 1; click++) {
      assert.ok(click < 10, "a move is made within 10 clicks");
      await offered.click({ timeout: 30000 });
      await sleep(300);
    }
    assert.deepEqual(problems, [], "no uncaught error on the page");
  } finally {
    await context.close();
  }
}

test("from the tarballs: npx ruleshelf-server starts on PGlite in ./ruleshelf-data, and a page's element plays at its table", async () => {
  const server = await npxServer(() => ({}));
  assert.match(server.output(), /listens on http:\/\/127\.0\.0\.1:\d+/);
  assert.ok(server.output().includes(`PGlite in ${join(app, "ruleshelf-data")}`), server.output());
  const help = execFileSync("npx", ["--no-install", "ruleshelf-server", "--help"], {
    cwd: app,
    encoding: "utf8",
  });
  for (const name of ["PORT", "HOST", "DATABASE_URL", "REDIS_URL", "PUBLIC_ADDRESS", "DATA_DIR"])
    assert.ok(help.includes(name), `--help names ${name}`);
  const { matchId } = await table(server.url);
  await playOneMove(server.url, matchId);
  stop(server.child);
});

test("from the tarballs: two processes on Postgres and Redis; a table made on one is played through the other", async () => {
  const redis = await startRedis();
  const postgres = await startPostgres();
  try {
    const env = (port) => ({
      DATABASE_URL: postgres.url,
      REDIS_URL: redis.url,
      PUBLIC_ADDRESS: `127.0.0.1:${port}`,
    });
    const first = await npxServer(env);
    const second = await npxServer(env);
    assert.match(second.output(), /matches in Postgres at 127\.0\.0\.1:\d+.*Redis at 127\.0\.0\.1/);
    const { matchId } = await table(first.url);
    await playOneMove(second.url, matchId);
  } finally {
    for (const child of started) stop(child, "SIGKILL");
    redis.stop();
    postgres.stop();
  }
});
