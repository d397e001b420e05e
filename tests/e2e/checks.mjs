// Checks every table's browser test makes: axe-core's serious and critical
// violations, no sideways scrolling, and the move count the table shows.
import assert from "node:assert/strict";
import { createRequire } from "node:module";

const require = createRequire(import.meta.url);
const AXE = require.resolve("axe-core/axe.min.js");

/** axe-core's serious and critical violations on the page now. */
export async function axeProblems(page) {
  if (!(await page.evaluate(() => "axe" in window))) await page.addScriptTag({ path: AXE });
  // Colours are judged once the table's motion has played out (a panel mid-fade has no contrast to speak of).
  await page.waitForFunction(() =>
    (window.$table?.() ?? document)
      .getAnimations()
      .every((a) => a.playState !== "running" || a.effect?.getTiming().iterations === Infinity),
  );
  const violations = await page.evaluate(
    async () => (await window.axe.run(document, { resultTypes: ["violations"] })).violations,
  );
  return violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.nodes
          .slice(0, 3)
          .map((node) => node.target.join(" "))
          .join(", ")}`,
    );
}

/** The page is no wider than its window. */
export async function noSidewaysScroll(page, where) {
  const [width, inner] = await page.evaluate(() => [
    document.documentElement.scrollWidth,
    window.innerWidth,
  ]);
  assert.ok(
    width <= inner,
    `${where}: no sideways scrolling (page ${width}px wide in a ${inner}px window)`,
  );
}

/** In the page (`page.evaluate(moves)`): the moves played, as the seed note says. */
export const moves = () =>
  Number(/(\d+) moves/.exec($table().querySelector(".seed-note")?.textContent ?? "")?.[1]);
