// The gallery: every game and mode as <ruleshelf-table>, in the three boxes
// a page gives it, photographed at the moments a player judges a table by:
// the start, the first decision a few moves in, a pick in progress, later
// decisions, and the end. Not a test: a tool for looking (open the index
// page it writes, and every picture, before calling a table done).
//
//   node tests/e2e/gallery.mjs [--end] [--every N] [name…]
//
// `name…` keeps the modes whose name contains one of them (all by default,
// see modes.mjs); `--end` plays each game to its end (minutes for the euro
// games); `--every N` adds a picture every N moves of the seat at the device
// (10 by default). The pictures and index.html land in
// tests/e2e/screenshots/gallery/ (git-ignored). Needs pkg/ built.
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { chooser, launchBrowser, screenshots, startStatic } from "./harness.mjs";
import { isOver, step } from "./game.mjs";
import { BOXES, GALLERY_MODES, boxPage } from "./modes.mjs";

const args = process.argv.slice(2);
const toEnd = args.includes("--end");
const everyAt = args.indexOf("--every");
const every = everyAt >= 0 ? Number(args[everyAt + 1]) : 10;
const names = args.filter((arg, i) => !arg.startsWith("--") && i !== everyAt + 1);
const modes = GALLERY_MODES.filter(
  (mode) => names.length === 0 || names.some((name) => mode.name.includes(name)),
);
const folder = join(screenshots, "gallery");
mkdirSync(folder, { recursive: true });

const ROOT = "ruleshelf-table";
const shots = [];

/** A picture of the page now, listed in the index under its mode and box. */
async function shoot(page, mode, box, moment) {
  const file = `${mode.name}-${box}-${moment}.png`;
  await page.screenshot({ path: join(folder, file) });
  shots.push({ mode: mode.name, box, moment, file });
}

/** Until the seat at the device decides (or the game ends), at most `ms`. */
async function untilDecision(page, ms = 20_000) {
  await page
    .locator(`${ROOT} [data-testid=status]`, { hasText: /^(Your turn|Game over)/ })
    .waitFor({ timeout: ms })
    .catch(() => {});
}

/** Plays `moves` decisions at the device (bots play between); false once the game is over. */
async function play(page, choose, moves, deadline) {
  for (let made = 0; made < moves && Date.now() < deadline;) {
    if (await isOver(page)) return false;
    if ((await step(page, choose, { root: ROOT })) === undefined) await page.waitForTimeout(50);
    else made++;
  }
  return !(await isOver(page));
}

const server = await startStatic();
const browser = await launchBrowser();
try {
  for (const mode of modes) {
    for (const [width, height] of BOXES) {
      const box = `${width}x${height}`;
      const context = await browser.newContext({
        viewport: { width, height },
        hasTouch: width < 400,
        isMobile: width < 400,
      });
      const page = await context.newPage();
      try {
        await page.goto(boxPage(server.url, mode));
        await page.locator(`${ROOT} [data-testid=status]`).waitFor();
        await untilDecision(page);
        await shoot(page, mode, box, "1-start");
        const choose = chooser(width + height);
        const deadline = Date.now() + (toEnd ? 600_000 : 90_000);
        let going = await play(page, choose, 3, deadline);
        await untilDecision(page);
        await shoot(page, mode, box, "2-decision");
        const pick = page.locator(`${ROOT} [data-testid=table-area] [data-play="pick"]`).first();
        if (
          going &&
          (await pick.count()) > 0 &&
          (await pick.click().then(
            () => true,
            () => false,
          ))
        ) {
          await shoot(page, mode, box, "3-pick");
          await page.keyboard.press("Escape");
        }
        for (let round = 1; going && (toEnd || round <= 2) && Date.now() < deadline; round++) {
          going = await play(page, choose, every, deadline);
          await untilDecision(page);
          await shoot(page, mode, box, `4-later-${String(round).padStart(2, "0")}`);
        }
        if (!going) await shoot(page, mode, box, "5-end");
      } catch (error) {
        console.error(`${mode.name} ${box}: ${error.message.split("\n")[0]}`);
        await shoot(page, mode, box, "9-failed").catch(() => {});
      } finally {
        await context.close();
      }
      console.log(
        `${mode.name} ${box}: ${shots.filter((s) => s.mode === mode.name && s.box === box).length} pictures`,
      );
    }
  }
} finally {
  await browser.close();
  await server.stop();
}

const sections = modes.map((mode) => {
  const rows = BOXES.map(([width, height]) => {
    const box = `${width}x${height}`;
    const cells = shots
      .filter((shot) => shot.mode === mode.name && shot.box === box)
      .map(
        (shot) =>
          `<figure><a href="${shot.file}"><img src="${shot.file}" loading="lazy" width="${Math.round(width / 2)}"></a><figcaption>${shot.moment}</figcaption></figure>`,
      );
    return `<h3>${box}</h3><div class="row">${cells.join("")}</div>`;
  });
  return `<section><h2>${mode.name}</h2><code>${JSON.stringify(mode.table)}</code>${rows.join("")}</section>`;
});
writeFileSync(
  join(folder, "index.html"),
  `<!doctype html><meta charset="utf-8"><title>ruleshelf tables: gallery</title><style>body{font:14px system-ui;margin:1rem}.row{display:flex;gap:8px;flex-wrap:wrap;align-items:flex-start}figure{margin:0}img{border:1px solid #999}</style><h1>The tables, in three boxes</h1>${sections.join("")}`,
);
console.log(`${shots.length} pictures: ${join(folder, "index.html")}`);
