// Screenshots of the demo's tables in the three boxes a page gives them
// (360×640, 600×400, 1280×800), a few moves in, with what a player judges
// first: whether the page scrolls, whether the status line, the prompt and
// the current decision are in view, and the smallest text.
//   node tables/tools/boxes.mjs [out-dir] [game…]
// Needs www/dist (./scripts/lib.sh build_www) and Chromium.
import { mkdirSync } from "node:fs";
import { launchBrowser, startPreview, chooser } from "../../tests/e2e/harness.mjs";
import { openMenu, startTable, step } from "../../tests/e2e/game.mjs";

const [out = "/tmp/boxes", ...only] = process.argv.slice(2);
const games = [
  { game: "ruleta-rusa", title: "Ruleta Rusa", kinds: ["human", "bot", "bot"], options: {} },
  { game: "ruse-2014", title: "Ruse (2014)", kinds: ["human", "bot", "bot"], options: {} },
  { game: "ruse-and-bruise", title: "Ruse & Bruise", kinds: ["human", "bot", "bot"], options: {} },
  { game: "ruse", title: "RUSE", kinds: ["human", "bot"], options: {} },
  { game: "rurik", title: "Rurik", kinds: ["human", "bot"], options: {} },
].filter((g) => only.length === 0 || only.includes(g.game));
mkdirSync(out, { recursive: true });
const preview = await startPreview();
const browser = await launchBrowser();
try {
  for (const [width, height] of [[360, 640], [600, 400], [1280, 800]]) {
    for (const g of games) {
      const context = await browser.newContext({ viewport: { width, height }, hasTouch: width < 400 });
      const page = await context.newPage();
      await openMenu(page, `${preview.url}?botPace=0`);
      await startTable(page, { ...g, seed: 7 });
      const choose = chooser(3);
      for (let i = 0, done = 0; i < 60 && done < 6; i++) {
        const moved = await step(page, choose).catch(() => undefined);
        if (moved) done++;
        else await page.waitForTimeout(100);
      }
      await page.waitForTimeout(300);
      const report = await page.evaluate(() => {
        const inView = (el) => {
          if (!el) return "absent";
          const r = el.getBoundingClientRect();
          return r.top >= 0 && r.bottom <= innerHeight && r.left >= 0 && r.right <= innerWidth ? "in view" : `out (${Math.round(r.top)}..${Math.round(r.bottom)})`;
        };
        let smallest = 99;
        for (const el of document.querySelectorAll("body *")) {
          if (!el.childNodes.length || ![...el.childNodes].some((n) => n.nodeType === 3 && n.textContent.trim())) continue;
          const r = el.getBoundingClientRect();
          if (r.width === 0 || r.height === 0) continue;
          smallest = Math.min(smallest, parseFloat(getComputedStyle(el).fontSize));
        }
        const decision = document.querySelector('[data-play="play"], [data-play="pick"], [data-testid=actions] button');
        return {
          pageScrolls: document.documentElement.scrollHeight > innerHeight + 1,
          status: inView(document.querySelector("[data-testid=status]")),
          prompt: inView(document.querySelector(".prompt, [data-testid=prompt]")),
          decision: inView(decision),
          smallestText: smallest,
        };
      });
      console.log(`${g.game} ${width}x${height}`, JSON.stringify(report));
      await page.screenshot({ path: `${out}/${g.game}-${width}x${height}.png` });
      await context.close();
    }
  }
} finally {
  await browser.close();
  await preview.stop();
}
