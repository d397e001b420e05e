// What a page that embeds one game downloads, and how soon its table is
// playable: for each game, <ruleshelf-table> alone in a page served as
// plain files on 127.0.0.1 (tests/e2e/embed/box.html), headless Chromium.
// - bytes: every response, gzipped (level 9), split into the element's
//   shell (table.js), the table's code (React, the tables, the game's own
//   table and engine glue) and the game's wasm;
// - ms from the tag being in the page to the first playable decision (a
//   live control of the seat at the device), cold (a new browser context,
//   nothing cached) and warm (the same page again, its files cached).
// Writes the section between <!-- embed:start --> and <!-- embed:end -->
// of bench/results.md.
import { readFileSync, writeFileSync } from "node:fs";
import { cpus } from "node:os";
import { gzipSync } from "node:zlib";
import { launchBrowser, startStatic } from "../tests/e2e/harness.mjs";

const GAMES = ["ruleta-rusa", "ruse-2014", "ruse-and-bruise", "ruse", "rurik"];
const RUNS = 5;
const TARGETS = { shell: 60_000, "ruleta-rusa": 200_000, board: 450_000, coldMs: 500 };

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const f = (n) => Math.round(n).toLocaleString("en-US");

function record(page) {
  const fetched = [];
  page.on("response", (response) => {
    fetched.push(
      response
        .body()
        .then((body) => ({
          url: new URL(response.url()).pathname,
          raw: body.length,
          gzip: gzipSync(body, { level: 9 }).length,
          cached: response.fromServiceWorker(),
        }))
        .catch(() => null),
    );
  });
  return async () => (await Promise.all(fetched.splice(0))).filter(Boolean);
}

/** Opens the page and waits for the first playable decision; ms from the tag. */
async function firstDecision(page, url) {
  await page.goto(url);
  return page.evaluate(
    () =>
      new Promise((resolve) => {
        const live = () => {
          const root = document.querySelector("ruleshelf-table")?.shadowRoot;
          return (
            root?.querySelector(
              '[data-play="play"], [data-play="pick"], [data-testid=actions] button',
            ) ?? null
          );
        };
        const check = () =>
          live() ? resolve(performance.now() - window.tagParsedAt) : requestAnimationFrame(check);
        check();
      }),
  );
}

const site = await startStatic(undefined, { cache: true });
const browser = await launchBrowser();
const rows = [];
try {
  for (const game of GAMES) {
    const table = { game, you: "0", seed: "1", "bot-pace": "0", motion: "off", save: "off" };
    const url = `${site.url}tests/e2e/embed/box.html?table=${encodeURIComponent(JSON.stringify(table))}`;
    const cold = [];
    const warm = [];
    let bytes;
    for (let run = 0; run < RUNS; run++) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
      const page = await context.newPage();
      const take = record(page);
      cold.push(await firstDecision(page, url));
      const files = await take();
      bytes ??= files;
      warm.push(await firstDecision(page, url));
      await context.close();
    }
    const sum = (test) =>
      bytes.filter((file) => test(file.url)).reduce((total, file) => total + file.gzip, 0);
    const shell = sum((path) => path.endsWith("/pkg/table.js"));
    const wasm = sum((path) => path.endsWith(".wasm"));
    const code = sum((path) => path.startsWith("/pkg/table/") && path.endsWith(".js"));
    rows.push({
      game,
      shell,
      code,
      wasm,
      total: shell + code + wasm,
      cold: median(cold),
      warm: median(warm),
    });
    console.log(game, rows.at(-1));
  }
} finally {
  await browser.close();
  await site.stop();
}

const verdict = (value, target) => (value <= target ? "met" : `missed by ${f(value - target)}`);
const lines = [
  "<!-- embed:start -->",
  "## A table embedded in a page",
  "",
  `${new Date().toISOString()} · ${cpus().length} × ${cpus()[0]?.model ?? "?"} · headless Chromium · \`node bench/embed.mjs\``,
  "",
  "One `<ruleshelf-table>` alone in a page served as plain files on 127.0.0.1 (one human, bots at the other seats, default seats), bytes gzipped at level 9. Shell: `table.js`, what the `<script>` tag loads. Table: the code the element loads when it connects (Preact in React's place, the frame, the game's own table, the engine's glue, the bot worker). Time: from the tag being in the page to the first control of a decision of the seat at the device, median of " +
    RUNS +
    " runs; cold is a fresh browser context, warm the same page opened again with its files cached.",
  "",
  "| game | shell | table | wasm | everything | target | ms cold | ms warm |",
  "|---|---:|---:|---:|---:|---|---:|---:|",
  ...rows.map((row) => {
    const target = row.game === "ruleta-rusa" ? TARGETS["ruleta-rusa"] : TARGETS.board;
    return `| ${row.game} | ${f(row.shell)} | ${f(row.code)} | ${f(row.wasm)} | ${f(row.total)} | ≤ ${f(target)}: ${verdict(row.total, target)} | ${f(row.cold)} | ${f(row.warm)} |`;
  }),
  "",
  `Targets: the shell ≤ ${f(TARGETS.shell)} bytes (${verdict(Math.max(...rows.map((row) => row.shell)), TARGETS.shell)}); the first decision ≤ ${TARGETS.coldMs} ms cold (${verdict(Math.max(...rows.map((row) => row.cold)), TARGETS.coldMs)} at the slowest).`,
  "<!-- embed:end -->",
];
const file = new URL("results.md", import.meta.url);
const text = readFileSync(file, "utf8");
const block = /<!-- embed:start -->[\s\S]*?<!-- embed:end -->/;
writeFileSync(
  file,
  block.test(text)
    ? text.replace(block, lines.join("\n"))
    : text.replace("<!-- online:start -->", `${lines.join("\n")}\n\n<!-- online:start -->`),
);
console.log(lines.join("\n"));
