// Every game and mode, as <ruleshelf-table>, in the boxes pages give it:
// 360×640 (a phone), 600×400 (a column of text), 1280×800 (full screen).
// In each, a few moves in, on a decision of the seat at the device: the
// table never grows out of its box, the status line, the prompt and a
// control of the current decision are in view, no text is under 12 px,
// and axe-core finds nothing serious.
import assert from "node:assert/strict";
import { test } from "node:test";
import { axeProblems } from "./checks.mjs";
import { chooser, screenshotPath, useStaticSite } from "./harness.mjs";
import { step } from "./game.mjs";
import { BOXES, MODES, boxPage } from "./modes.mjs";

const site = useStaticSite();

/** What a player judges first, measured in the table's shadow root. */
function measure(page) {
  return page.evaluate(() => {
    const host = document.querySelector("ruleshelf-table");
    const root = host.shadowRoot;
    const box = host.getBoundingClientRect();
    const area = root.querySelector("[data-testid=table-area]")?.getBoundingClientRect() ?? box;
    const visible = (element, within = box) => {
      if (!element) return false;
      const rect = element.getBoundingClientRect();
      return (
        rect.width > 0 &&
        rect.height > 0 &&
        rect.top >= within.top - 0.5 &&
        rect.bottom <= within.bottom + 0.5 &&
        rect.left >= within.left - 0.5 &&
        rect.right <= within.right + 0.5
      );
    };
    const small = [];
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const element = node.parentElement;
      if (!node.textContent.trim() || !element || element.closest(".sr-only, [aria-hidden=true]"))
        continue;
      const rect = element.getBoundingClientRect();
      if (rect.width === 0 || rect.height === 0) continue;
      const size = parseFloat(getComputedStyle(element).fontSize);
      if (size < 12) small.push(`${size}px "${node.textContent.trim().slice(0, 30)}"`);
    }
    // Under a coarse pointer (a phone), every live control is a finger's size.
    const coarse = matchMedia("(pointer: coarse)").matches;
    const tiny = coarse
      ? [
          ...root.querySelectorAll(
            '[data-play="play"], [data-play="pick"], [data-play="target"], .play-bar button',
          ),
        ]
          .map((control) => [control, control.getBoundingClientRect()])
          .filter(([, rect]) => rect.width > 0 && (rect.width < 43.5 || rect.height < 43.5))
          .map(
            ([control, rect]) =>
              `${control.dataset.spot ?? control.textContent.trim().slice(0, 20)} ${Math.round(rect.width)}×${Math.round(rect.height)}`,
          )
      : [];
    const play = root.querySelector(".play");
    const controls = [
      ...root.querySelectorAll(
        '[data-play="play"], [data-play="pick"], [data-play="target"], [data-testid=actions] button, [data-testid=pick-options] button, [data-testid=play-anyway]',
      ),
    ];
    return {
      overflows: play
        ? play.scrollHeight > play.clientHeight + 1 ||
          play.getBoundingClientRect().bottom > box.bottom + 0.5
        : true,
      pageScrolls:
        document.documentElement.scrollHeight > innerHeight + 1 ||
        document.documentElement.scrollWidth > innerWidth + 1,
      status: visible(root.querySelector("[data-testid=status]")),
      prompt: visible(root.querySelector(".prompt, [data-testid=prompt]"), area),
      decision: controls.length === 0 ? "none" : controls.some((control) => visible(control, area)),
      small: small.slice(0, 5),
      coarse,
      tiny: tiny.slice(0, 5),
    };
  });
}

for (const mode of MODES) {
  test(
    `${mode.name}: fitted to 360×640, 600×400 and 1280×800 boxes`,
    { timeout: 180_000 },
    async () => {
      const problems = [];
      for (const [width, height] of BOXES) {
        await site.withPage(
          async (page) => {
            await page.goto(boxPage(site.url(), mode));
            await page.locator("ruleshelf-table [data-testid=status]").waitFor();
            // A few decisions in, then wait for the next one of this seat's.
            const choose = chooser(width + height);
            for (let moves = 0, tries = 0; moves < 3 && tries < 60; tries++) {
              if ((await step(page, choose, { root: "ruleshelf-table" })) === undefined)
                await page.waitForTimeout(50);
              else moves++;
            }
            await page
              .locator("ruleshelf-table [data-testid=status]", {
                hasText: /^(Your turn|Game over)/,
              })
              .waitFor({ timeout: 20_000 });
            await page.screenshot({ path: screenshotPath(`box-${mode.name}-${width}x${height}`) });
            const seen = await measure(page);
            const where = `${width}×${height}`;
            if (seen.overflows) problems.push(`${where}: the table grows out of its box`);
            if (seen.pageScrolls) problems.push(`${where}: the page scrolls`);
            if (!seen.status) problems.push(`${where}: the status line is out of view`);
            if (!seen.prompt) problems.push(`${where}: the prompt is out of view`);
            if (seen.decision === false)
              problems.push(`${where}: no control of the current decision in view`);
            if (seen.small.length > 0)
              problems.push(`${where}: text under 12 px: ${seen.small.join(", ")}`);
            if (width < 400 && !seen.coarse)
              problems.push(`${where}: the phone's pointer is not coarse`);
            if (seen.tiny.length > 0)
              problems.push(`${where}: touch targets under 44 px: ${seen.tiny.join(", ")}`);
            for (const problem of await axeProblems(page))
              problems.push(`${where}: axe: ${problem}`);
          },
          { viewport: { width, height }, hasTouch: width < 400, isMobile: width < 400 },
        );
      }
      assert.deepEqual(problems, []);
    },
  );
}
