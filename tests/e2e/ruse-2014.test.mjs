// End-to-end tests of the Ruse (2014) table (www/dist, served by vite preview).
// Run `cd www && npm run build` first, then `node --test tests/e2e/` from the root.
import assert from "node:assert/strict";
import { test } from "node:test";
import { chooser, screenshotPath, useDemo } from "./harness.mjs";
import { isOver, movesPlayed, openMenu, startTable, step, takeDevice } from "./game.mjs";

const demo = useDemo();

/** Starts Ruse (2014) (not RUSE, not Ruse & Bruise). */
function startRuse(page, { kinds, seed, dealer }) {
  return startTable(page, {
    game: "ruse-2014",
    title: "Ruse (2014)",
    kinds,
    seed,
    options: { Dealer: dealer },
  });
}

/** Waits until the footer's move count differs from `before`. */
async function landed(page, before) {
  await page.waitForFunction(
    (n) =>
      Number(/(\d+) moves/.exec($table().querySelector(".seed-note")?.textContent ?? "")?.[1]) !==
      n,
    before,
  );
}

test(
  "one human against two bots: a whole game of Ruse (2014), played by touching the table",
  { timeout: 120000 },
  async () => {
    await demo.withPage(async (page) => {
      await openMenu(page, `${demo.url()}?botPace=0`);
      await startRuse(page, { kinds: ["human", "bot", "bot"], seed: 20141129, dealer: 2 });
      assert.equal(
        await page.getByTestId("pass-device").count(),
        0,
        "no pass screen with one human",
      );

      // The table: three suspects, the victim, the piles, the human's five cards.
      assert.equal(await page.getByTestId("panel").count(), 3);
      assert.match(
        await page.getByTestId("panel").first().textContent(),
        /^YouSeat 1/,
        "the seat at the device is You",
      );
      assert.match(await page.getByTestId("draw-pile").textContent(), /^\d+ cards$/);
      assert.match(await page.getByTestId("discard-pile").textContent(), /^1 card/);
      assert.equal(await page.getByTestId("hand-card").count(), 5, "Seat 1 holds five cards");
      assert.match(
        await page.getByTestId("prompt").textContent(),
        /^Your turn — take the top card/,
      );
      assert.equal(
        await page.getByTestId("safeguard").count(),
        0,
        "the turn safeguard is not shown far from its limit",
      );
      assert.doesNotMatch(await page.getByTestId("board").textContent(), /turns played/);
      await page.screenshot({ path: screenshotPath("ruse-01-start"), fullPage: true });

      // Take the discard pile's top card by touching it: public, so it can be taken back.
      let before = await movesPlayed(page);
      await page.locator('[data-spot="pile:discard"]').click();
      await landed(page, before);
      assert.equal(await page.getByTestId("hand-card").count(), 6);
      assert.ok(
        await page.getByTestId("undo").isEnabled(),
        "taking the public discard can be taken back",
      );
      assert.equal(
        await page.locator('[data-spot^="pile:"][data-play="play"]').count(),
        0,
        "no second draw",
      );

      // Pick a card: its targets light up; touching it again drops the pick.
      const key = await page
        .locator('[data-spot^="hand:"][data-play="pick"]')
        .first()
        .getAttribute("data-spot");
      const first = page.locator(`[data-spot="${key}"]`).first();
      await first.click();
      assert.equal(await first.getAttribute("aria-pressed"), "true");
      assert.ok(
        (await page.locator('[data-play="target"]').count()) > 0,
        "the picked card's targets are lit",
      );
      await page.screenshot({ path: screenshotPath("ruse-02-picked"), fullPage: true });
      await first.click();
      assert.equal(await page.locator('[data-play="target"]').count(), 0, "the pick is dropped");

      // Then touch the table to the end.
      const choose = chooser(2014);
      let shotMiddle = false;
      let warnings = 0;
      for (let steps = 0; !(await isOver(page)); steps++) {
        assert.ok(steps < 3000, "the game ends");
        if ((await page.getByTestId("play-anyway").count()) > 0) warnings++;
        assert.equal(
          await page.locator("[data-testid=actions][open]").count(),
          0,
          "the list of moves stays folded",
        );
        const done = await step(page, choose);
        if (done === undefined) await page.waitForTimeout(25);
        if (
          !shotMiddle &&
          (await movesPlayed(page)) >= 12 &&
          (await page.locator('[data-play="target"]').count()) > 0
        ) {
          shotMiddle = true;
          await page.screenshot({ path: screenshotPath("ruse-03-middle"), fullPage: true });
        }
        const error = page.getByTestId("error");
        if ((await error.count()) > 0)
          assert.fail(`the app showed an error: ${await error.textContent()}`);
      }
      assert.equal(
        await page.locator("[data-testid=actions][open]").count(),
        0,
        "the list of moves stayed folded",
      );

      // The end: the outcome, the verdict and the statistics on the table.
      const winner = await page.getByTestId("winner").textContent();
      const verdict = await page.getByTestId("verdict").textContent();
      const log = await page.getByTestId("log").textContent();
      if (/is the murderer!/.test(verdict)) {
        const murderer = /^(Seat [123]( \(bot\))?)/.exec(
          await page.getByTestId("verdict").locator("h2").textContent(),
        )[1];
        assert.match(winner, /wins?!$/);
        assert.doesNotMatch(
          winner,
          new RegExp(`${murderer.replace(/[()]/g, "\\$&")}\\b`),
          "the murderer is not among the winners",
        );
        assert.match(log, /(is|are) the murderer!/);
        assert.equal(await page.locator(".ruse-seat-murderer").count(), 1);
        assert.equal(
          await page.locator(".ruse-reveal .ruse-evidence").count(),
          3,
          "the murderer's Method, Motive and Opportunity are shown",
        );
      } else {
        assert.match(verdict, /No murderer/);
        assert.match(log, /without a murderer/);
      }
      const stats = page.getByTestId("stats");
      assert.match(await stats.textContent(), /Accusations per suspect/);
      assert.equal(await stats.locator("tbody tr").count(), 3, "a row of figures per suspect");
      assert.ok(
        await page.getByTestId("undo").isDisabled(),
        "nothing to take back once the game is over",
      );
      await page.screenshot({ path: screenshotPath("ruse-04-end"), fullPage: true });
      console.log(
        `# Ruse (2014): ${await movesPlayed(page)} moves, ${warnings} murderer warnings confirmed`,
      );
    });
  },
);

test(
  "hot seat: the pass screen hides the hand; undo stops at a hidden card",
  { timeout: 30000 },
  async () => {
    await demo.withPage(async (page) => {
      await openMenu(page, demo.url());
      await startRuse(page, { kinds: ["human", "human", "human"], seed: 7, dealer: 2 });
      const pass = page.getByTestId("pass-device");
      await pass.waitFor();
      assert.equal(await page.getByTestId("hand").count(), 0, "no hand on the pass screen");
      assert.equal(
        await page.locator(".log-private").count(),
        0,
        "no private log line on the pass screen",
      );
      await takeDevice(page, "Seat 1");
      assert.match(await page.getByTestId("log").textContent(), /You are dealt/);
      const undo = page.getByTestId("undo");
      let before = await movesPlayed(page);
      await page.locator('[data-spot="pile:pile"]').click();
      await landed(page, before);
      assert.ok(await undo.isDisabled(), "a card drawn from the draw pile cannot be taken back");
      assert.match(await undo.getAttribute("title"), /revealed something hidden/);
      assert.match(await page.getByTestId("log").textContent(), /You drew .* \(only you know\)\./);
      // Play Seat 1's turn to its end; the device then goes to Seat 2.
      const choose = chooser(3);
      while ((await movesPlayed(page)) < 2) await step(page, choose);
      await pass.waitFor();
      assert.equal(await pass.getByRole("heading").textContent(), "Pass the device to Seat 2");
      assert.equal(await page.getByTestId("hand").count(), 0);
      await takeDevice(page, "Seat 2");
      before = await movesPlayed(page);
      await page.locator('[data-spot="pile:discard"]').click();
      await landed(page, before);
      assert.equal(
        await undo.getAttribute("title"),
        "Take back your move: Take the top card of the discard pile",
      );
      await undo.click();
      await page.locator('[data-spot="pile:discard"][data-play="play"]').waitFor();
      assert.equal(await movesPlayed(page), 2);
    });
  },
);
