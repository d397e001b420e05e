// Every game and mode, as <ruleshelf-table>, in the boxes pages give it:
// 360×640 (a phone), 600×400 (a column of text), 1280×800 (full screen).
// In each, at several decisions of the seat at the device through a game
// (to its end where the mode says so) and at the end: the table never grows
// out of its box, the status bar, the prompt and a control of the current
// decision are in view, and what a player sees (sight.mjs) holds: no text
// or live control covered by another element (an open tooltip nobody asked
// for covers too), no text cut, no text under 12 px, every option of the
// decision in view or in a box of its own that scrolls to it. axe-core
// finds nothing serious.
import assert from "node:assert/strict";
import { test } from "node:test";
import { axeProblems } from "./checks.mjs";
import { chooser, screenshotPath, useStaticSite } from "./harness.mjs";
import { isOver, step } from "./game.mjs";
import { BOXES, MODES, boxPage } from "./modes.mjs";
import { sight, sightProblems } from "./sight.mjs";

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
      // The prompt sits in the frame's status bar (table/Decision.tsx), outside the table's area.
      prompt: visible(root.querySelector(".prompt, [data-testid=prompt]")),
      decision: controls.length === 0 ? "none" : controls.some((control) => visible(control, area)),
      coarse,
      tiny: tiny.slice(0, 5),
    };
  });
}

/**
 * The decisions of the seat at the device a box is looked at (the first,
 * a few moves in, then ever further apart), and then the end when the
 * mode's game is played to it (`whole`) within its moves (`moves`).
 */
const LOOK_AT = [1, 4, 12, 25, 45, 70, 100];

/** Everything wrong with the table now, in words that say where. */
async function problemsNow(page, where, { axe }) {
  const problems = [];
  const seen = await measure(page);
  if (seen.overflows) problems.push(`${where}: the table grows out of its box`);
  if (seen.pageScrolls) problems.push(`${where}: the page scrolls`);
  if (!seen.status) problems.push(`${where}: the status line is out of view`);
  if (!seen.prompt) problems.push(`${where}: the prompt is out of view`);
  if (seen.decision === false)
    problems.push(`${where}: no control of the current decision in view`);
  if (seen.tiny.length > 0)
    problems.push(`${where}: touch targets under 44 px: ${seen.tiny.join(", ")}`);
  problems.push(...sightProblems(await sight(page), where));
  if (axe)
    for (const problem of await axeProblems(page)) problems.push(`${where}: axe: ${problem}`);
  return problems;
}

/** Until the seat at the device decides or the game is over. */
function untilDecision(page) {
  return page
    .locator("ruleshelf-table [data-testid=status]", { hasText: /^(Your turn|Game over)/ })
    .waitFor({ timeout: 20_000 });
}

for (const mode of MODES) {
  const moves = mode.whole ? 400 : (mode.moves ?? 25);
  test(
    `${mode.name}: fitted to 360×640, 600×400 and 1280×800 boxes, at ${mode.whole ? "decisions of a whole game and its end" : `decisions of its first ${moves} moves`}`,
    { timeout: 300_000 },
    async () => {
      const problems = [];
      for (const [width, height] of BOXES) {
        await site.withPage(
          async (page) => {
            await page.goto(boxPage(site.url(), mode));
            await page.locator("ruleshelf-table [data-testid=status]").waitFor();
            const box = `${width}×${height}`;
            const choose = chooser(width + height);
            let made = 0;
            for (const at of LOOK_AT.filter((at) => at <= moves)) {
              for (let tries = 0; made < at && tries < 40 * at; tries++) {
                if (await isOver(page)) break;
                if ((await step(page, choose, { root: "ruleshelf-table" })) === undefined)
                  await page.waitForTimeout(50);
                else made++;
              }
              await untilDecision(page);
              if (await isOver(page)) break;
              await page.screenshot({
                path: screenshotPath(`box-${mode.name}-${width}x${height}-${made}`),
              });
              problems.push(
                ...(await problemsNow(page, `${box}, move ${made}`, { axe: at === 4 })),
              );
            }
            if (mode.whole) {
              for (let tries = 0; !(await isOver(page)) && tries < 4000; tries++)
                if ((await step(page, choose, { root: "ruleshelf-table" })) === undefined)
                  await page.waitForTimeout(50);
              assert.ok(await isOver(page), `${box}: the game ends`);
              await page.screenshot({
                path: screenshotPath(`box-${mode.name}-${width}x${height}-end`),
              });
              problems.push(...(await problemsNow(page, `${box}, the end`, { axe: true })));
            }
            if (width < 400 && !(await measure(page)).coarse)
              problems.push(`${box}: the phone's pointer is not coarse`);
          },
          { viewport: { width, height }, hasTouch: width < 400, isMobile: width < 400 },
        );
      }
      assert.deepEqual(problems, []);
    },
  );
}
