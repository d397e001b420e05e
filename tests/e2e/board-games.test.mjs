// End-to-end tests of the board games' tables (Rurik; RUSE has its own,
// ruse.test.mjs) in the browser demo (www/dist, served by vite preview): one
// human seat against a bot, played to the end by clicking the human's buttons.
import assert from "node:assert/strict";
import { test } from "node:test";
import { chooser, screenshotPath, useDemo } from "./harness.mjs";
import { openMenu, playToEnd } from "./game.mjs";

const demo = useDemo();

/** Sets up `id` with a human at seat 1 and a bot at seat 2, and starts. */
async function startAgainstBot(page, id, name, seed) {
  const pick = page.locator(`button[data-game="${id}"]`);
  assert.equal(await pick.getAttribute("data-table"), "own", `${name} has a table of its own`);
  await pick.click();
  await page.getByRole("heading", { name: `New game of ${name}` }).waitFor();
  await page.getByLabel("Number of seats").selectOption("2");
  await page.getByLabel("Seat 1", { exact: true }).selectOption("human");
  await page.getByLabel("Seat 2", { exact: true }).selectOption("bot");
  await page.getByLabel("Seed").fill(String(seed));
  await page.getByTestId("start").click();
  await page.getByTestId("status").waitFor();
}

/** The parts of the table the issue asks for, by their accessible names. */
const BOARD_GAMES = [
  {
    id: "rurik",
    name: "Rurik: Dawn of Kiev (with Stone & Blade)",
    parts: ["The map", "Strategy board", "Households", "Claim board", "Decks and display"],
  },
];

for (const { id, name, parts } of BOARD_GAMES) {
  test(`${id}: a human against a bot, played to the end by clicking`, { timeout: 300000 }, async () => {
    await demo.withPage(async (page) => {
      const errors = [];
      page.on("pageerror", (error) => errors.push(error.message));
      await openMenu(page, `${demo.url()}?botPace=0`);
      await startAgainstBot(page, id, name, 20261129);
      assert.equal(await page.getByTestId("pass-device").count(), 0, "no pass screen with one human");
      for (const part of parts) {
        assert.ok((await page.getByLabel(part, { exact: true }).count()) > 0, `the table draws the ${part}`);
      }
      let shot = false;
      const steps = await playToEnd(page, chooser(id.length), {
        maxSteps: 3000,
        onStep: async (n) => {
          if (!shot && n === 60) {
            shot = true;
            await page.screenshot({ path: screenshotPath(`${id}-midgame`), fullPage: true });
          }
        },
      });
      assert.ok(steps > 20, `a whole game was played (${steps} steps at the device)`);
      await page.getByTestId("winner").waitFor();
      assert.ok((await page.getByLabel(/Final scores|End of game/).count()) > 0, "the final scores are shown");
      await page.screenshot({ path: screenshotPath(`${id}-over`), fullPage: true });
      assert.deepEqual(errors, [], "no page errors");
    });
  });
}
