// End-to-end tests of Ruse & Bruise's table in the browser demo (www/dist,
// served by vite preview). Run `cd www && npm run build` first.
import assert from "node:assert/strict";
import { test } from "node:test";
import { chooser, screenshotPath, useDemo } from "./harness.mjs";
import { isOver, movesPlayed, openMenu, startTable, step } from "./game.mjs";

const demo = useDemo();

function startRuseAndBruise(page, { kinds, seed, firstSeat }) {
  return startTable(page, {
    game: "ruse-and-bruise",
    title: "Ruse & Bruise",
    kinds,
    seed,
    options: { "First player": firstSeat },
  });
}

/** Waits until the move count is no longer `before`. */
async function movedFrom(page, before) {
  await page.waitForFunction(
    (n) =>
      Number(/(\d+) moves/.exec($table().querySelector(".seed-note")?.textContent ?? "")?.[1]) !==
      n,
    before,
  );
}

test(
  "Ruse & Bruise: a human against a bot, played to the end by touching the table",
  { timeout: 120000 },
  async () => {
    const started = Date.now();
    await demo.withPage(async (page) => {
      await openMenu(page, `${demo.url()}?botPace=0`);
      const pick = page.locator('button[data-game="ruse-and-bruise"]');
      assert.equal(
        await pick.getAttribute("data-table"),
        "own",
        "Ruse & Bruise has a table of its own",
      );
      await startRuseAndBruise(page, {
        kinds: ["human", "bot"],
        seed: Number(process.env.RB_SEED ?? 20261129),
        firstSeat: 0,
      });
      assert.equal(
        await page.getByTestId("pass-device").count(),
        0,
        "no pass screen with one human",
      );
      await page.getByTestId("rb-columns").waitFor();
      assert.equal(await page.getByTestId("rb-column").count(), 2, "one column per seat");

      const choose = chooser(Number(process.env.RB_CHOOSER ?? 13));
      let scorings = 0;
      let shotTable = false;
      const shotDecision = new Set();
      for (let steps = 0; ; steps++) {
        assert.ok(steps < 3000, "the game ends within 3000 steps");
        assert.ok(Date.now() - started < 110000, "the game ends within 110 s");
        if (await isOver(page)) break;
        const error = page.getByTestId("error");
        if ((await error.count()) > 0)
          assert.fail(`the app showed an error: ${await error.textContent()}`);
        assert.equal(
          await page.locator("[data-testid=actions][open]").count(),
          0,
          "the list of moves stays folded",
        );

        // A round's scoring: read it, then continue.
        const more = page.getByTestId("rb-scoring-continue");
        if ((await more.count()) > 0) {
          const panel = page.getByTestId("rb-scoring");
          const text = await panel.textContent();
          assert.match(text, /Round \d scoring/);
          assert.match(text, /Totals:/);
          assert.match(text, /wins the goal|Nobody can win it/);
          assert.equal(await panel.getByTestId("rb-score-column").count(), 2);
          if (scorings === 0)
            await page.screenshot({
              path: screenshotPath("rb-02-round-scoring"),
              fullPage: true,
              animations: "disabled",
            });
          scorings++;
          await more.click();
          await more.waitFor({ state: "detached" });
          continue;
        }
        // A Traitor's or a Cloak's decision of the human's, shot once each.
        const prompt = await page.getByTestId("prompt").textContent();
        const decision = /^Seat 1's Traitor/.test(prompt)
          ? "traitor"
          : /^Seat 1's Invisibility Cloak/.test(prompt)
            ? "cloak"
            : undefined;
        if (decision && !shotDecision.has(decision)) {
          shotDecision.add(decision);
          await page.screenshot({
            path: screenshotPath(`rb-05-${decision}`),
            fullPage: true,
            animations: "disabled",
          });
        }
        if (
          !shotTable &&
          (await movesPlayed(page)) > 6 &&
          (await page.locator('[data-play="target"]').count()) > 0
        ) {
          shotTable = true;
          await page.screenshot({
            path: screenshotPath("rb-01-table"),
            fullPage: true,
            animations: "disabled",
          });
        }
        const done = await step(page, choose);
        // A scoring that came up after the look above was read and continued by the step.
        if (done === "continue") scorings++;
        if (done === undefined) await page.waitForTimeout(20);
      }

      assert.ok(await isOver(page));
      assert.match(
        await page.getByTestId("winner").textContent(),
        // The seat at the device is "You" (issue 35).
        /^(You|Seat 2 \(bot\))( and Seat 2 \(bot\))? wins?!$/,
      );
      assert.equal(scorings, 5, "rounds 1 to 5 each showed their scoring before play went on");
      const log = await page.getByTestId("log").textContent();
      const played = (log.match(/You play a card face down/g) ?? []).length;
      assert.ok(played > 10, `the human played cards on the table (${played})`);
      const final = page.getByTestId("rb-final");
      assert.equal(await final.getByTestId("rb-final-row").count(), 2, "both seats' final scores");
      assert.match(await page.getByTestId("rb-scoring").textContent(), /Round 6 scoring/);
      assert.match(log, /scores? \d+ points?\./);
      // Line numbers past 99 are shown whole.
      const hundredth = page.getByTestId("log").locator(".log-n").nth(99);
      assert.equal(await hundredth.textContent(), "100.");
      assert.ok(
        await hundredth.evaluate(
          (n) =>
            n.scrollWidth <= n.clientWidth &&
            n.getBoundingClientRect().left >= n.closest("ol").getBoundingClientRect().left,
        ),
        "log number 100 is not cut off",
      );
      // The score round by round, as a chart with its figures.
      const stats = page.getByTestId("stats");
      assert.match(await stats.textContent(), /Goal points after each round/);
      assert.equal(await stats.locator("svg polyline").count(), 2, "a line per seat");
      assert.deepEqual(await stats.locator("thead th").allTextContents(), [
        "Seat",
        "R1",
        "R2",
        "R3",
        "R4",
        "R5",
        "R6",
        "Final",
      ]);
      await page.screenshot({
        path: screenshotPath("rb-03-end"),
        fullPage: true,
        animations: "disabled",
      });
      console.log(
        `# Ruse & Bruise: ${await movesPlayed(page)} moves, ${played} cards played by the human`,
      );
    });
    console.log(`# Ruse & Bruise game played in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  },
);

test(
  "Ruse & Bruise in hot-seat: a seat sees its own face-down card, the other only a back",
  { timeout: 30000 },
  async () => {
    await demo.withPage(
      async (page) => {
        await openMenu(page, demo.url());
        await startRuseAndBruise(page, { kinds: ["human", "human"], seed: 7, firstSeat: 0 });
        const pass = page.getByTestId("pass-device");
        const take = async () => {
          await pass.waitFor();
          await pass.getByRole("button").click();
          await pass.waitFor({ state: "detached" });
        };
        const column = (n) => page.getByTestId("rb-column").nth(n);

        await take();
        const card = await page.locator("[data-pick]").first().getAttribute("data-pick");
        await page.locator(`[data-pick="${card}"]`).click();
        let moves = await movesPlayed(page);
        await column(0).locator('[data-spot="column:0"]').first().click();
        await movedFrom(page, moves);

        // Seat 2 sees only the back of Seat 1's card, and not Seat 1's hand.
        await take();
        assert.equal(await column(0).locator(".rb-card-back").count(), 1);
        assert.equal(
          await column(0).locator(`[data-card="${card}"]`).count(),
          0,
          "the card's face is hidden from Seat 2",
        );
        await page.screenshot({ path: screenshotPath("rb-04-hot-seat"), animations: "disabled" });
        // Seat 2 plays in the other column, by keyboard: pick a card, then the
        // focus is on the first column; Tab on to the second.
        const picked = await page.locator("[data-pick]").first().getAttribute("data-spot");
        await page.locator("[data-pick]").first().focus();
        await page.keyboard.press("Enter");
        assert.equal(
          await page.evaluate(() => $table().activeElement?.getAttribute("data-spot")),
          "column:0",
          "focus moved to the first target",
        );
        // Escape drops the pick, and focus goes back to the card picked.
        await page.keyboard.press("Escape");
        await page.waitForFunction(
          (key) => $table().activeElement?.getAttribute("data-spot") === key,
          picked,
        );
        assert.equal(
          await page.locator(`[data-spot="${picked}"][data-play="picked"]`).count(),
          0,
          "the pick is dropped",
        );
        await page.keyboard.press("Enter");
        assert.equal(
          await page.evaluate(() => $table().activeElement?.getAttribute("data-spot")),
          "column:0",
          "picked again, focus on the first target",
        );
        for (
          let i = 0;
          i < 6 &&
          (await page.evaluate(() => $table().activeElement?.getAttribute("data-spot"))) !==
            "column:1";
          i++
        ) {
          await page.keyboard.press("Tab");
        }
        assert.equal(
          await page.evaluate(() => $table().activeElement?.getAttribute("data-spot")),
          "column:1",
        );
        moves = await movesPlayed(page);
        await page.keyboard.press("Space");
        await movedFrom(page, moves);

        await take();
        assert.equal(
          await column(1).locator(".rb-card-back").count(),
          1,
          "Seat 1 sees only the back of Seat 2's card",
        );
        const mine = column(0).locator(`[data-card="${card}"]`);
        assert.equal(await mine.count(), 1, "Seat 1 sees its own card");
        assert.match(await mine.textContent(), /yours, face down/);
        await page.screenshot({
          path: screenshotPath("rb-06-narrow"),
          fullPage: true,
          animations: "disabled",
        });
      },
      { width: 390, height: 844 },
    );
  },
);
