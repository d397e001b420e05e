// The built demo (www/dist) on 127.0.0.1 in headless Chromium, cold cache
// each time:
// - the menu: milliseconds from navigation until the game picker is
//   interactive, and the bytes fetched until then, raw and gzipped (the
//   menu loads no rules engine);
// - each game's table: milliseconds from "Start the game" (one human at
//   seat 1, one bot) until the table takes the first move (a live spot on
//   the table, or its move buttons; or the bot at work when it is first),
//   and from picking the game in the menu (the pick starts loading the
//   game's engine and table; the driver fills the form in meanwhile), with
//   what was fetched from the network from the pick on and its bytes.
import { gzipSync } from "node:zlib";
import { launchBrowser, startPreview } from "../tests/e2e/harness.mjs";

function median(xs) {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)];
}

/** Records every response's size on `page`; `take()` returns them. */
function recordFetches(page, url) {
  const fetched = [];
  page.on("response", (response) => {
    // Served by the service worker from its cache: not fetched.
    if (response.fromServiceWorker()) return;
    fetched.push(
      response
        .body()
        .then((body) => ({
          url: response.url().replace(url, "/"),
          raw: body.length,
          gzip: gzipSync(body, { level: 9 }).length,
        }))
        .catch(() => null),
    );
  });
  return {
    async take() {
      const all = (await Promise.all(fetched.splice(0))).filter(Boolean);
      return all;
    },
  };
}

const sum = (resources, key) => resources.reduce((total, r) => total + r[key], 0);

/**
 * The table is drawn and takes its first move: a spot a touch plays, or a
 * move button; or, when a bot is first to act, the bot is at work on it
 * (its thinking is play, not loading).
 */
const READY = () => {
  // The demo draws its table in the table's own shadow root.
  const table = document.querySelector("[data-ruleshelf-table]")?.shadowRoot;
  if (!table) return false;
  return (
    table.querySelector(
      '[data-testid=table-area] [data-play="play"], [data-testid=table-area] [data-play="pick"], [data-testid=actions] button',
    ) !== null ||
    (table.querySelector("[data-testid=table-area]") !== null &&
      /thinking/.test(table.querySelector("[data-testid=status]")?.textContent ?? ""))
  );
};

/** Measures `runs` cold loads of the menu, and of each game's table. */
export async function firstLoad(runs = 5, games = []) {
  const { url, stop } = await startPreview();
  const browser = await launchBrowser();
  try {
    const times = [];
    let resources = [];
    for (let run = 0; run < runs; run++) {
      const context = await browser.newContext();
      // The moment the picker is in the page, seen from inside it (polling
      // from outside would add the test driver's own delay).
      await context.addInitScript(() => {
        const seen = () => {
          if (window.__pickerAt === undefined && document.querySelector("button.pick"))
            window.__pickerAt = performance.now();
        };
        new MutationObserver(seen).observe(document, { childList: true, subtree: true });
      });
      const page = await context.newPage();
      const fetches = recordFetches(page, url);
      await page.goto(url);
      await page.locator("button.pick").first().waitFor();
      times.push(await page.evaluate(() => window.__pickerAt));
      resources = await fetches.take();
      await context.close();
    }
    const tables = [];
    for (const game of games) {
      const ms = [];
      const fromPicks = [];
      let fetched = [];
      for (let run = 0; run < runs; run++) {
        const context = await browser.newContext();
        const page = await context.newPage();
        await page.goto(`${url}?botPace=0`);
        await page.locator(`.pick[data-game="${game.id}"]`).waitFor();
        const fetches = recordFetches(page, url);
        await page.evaluate((id) => {
          window.__picked = performance.now();
          document.querySelector(`.pick[data-game="${id}"]`).click();
        }, game.id);
        await page.getByTestId("start").waitFor();
        await page.getByLabel("Number of seats").selectOption(String(game.seats));
        await page.getByLabel("Seat 1", { exact: true }).selectOption("human");
        for (let seat = 2; seat <= game.seats; seat++)
          await page.getByLabel(`Seat ${seat}`, { exact: true }).selectOption("bot");
        for (const [label, value] of Object.entries(game.options ?? {}))
          await page.getByLabel(label).selectOption(value);
        await page.evaluate(() => {
          window.__opened = performance.now();
          document.querySelector("[data-testid=start]").click();
        });
        await page.waitForFunction(READY, undefined, { polling: "raf", timeout: 30000 });
        const [fromStart, fromPick] = await page.evaluate(() => [
          performance.now() - window.__opened,
          performance.now() - window.__picked,
        ]);
        ms.push(fromStart);
        fromPicks.push(fromPick);
        fetched = await fetches.take();
        await context.close();
      }
      tables.push({
        game: game.id,
        medianMsToFirstMove: median(ms),
        medianMsFromPick: median(fromPicks),
        bytesRaw: sum(fetched, "raw"),
        bytesGzip: sum(fetched, "gzip"),
        resources: fetched,
      });
    }
    return {
      runs,
      medianMsToInteractive: median(times),
      bytesRaw: sum(resources, "raw"),
      bytesGzip: sum(resources, "gzip"),
      resources,
      tables,
    };
  } finally {
    await browser.close();
    await stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(
    JSON.stringify(
      await firstLoad(3, [{ id: "ruleta-rusa", seats: 2, options: { "First to reveal": "0" } }]),
      null,
      2,
    ),
  );
}
