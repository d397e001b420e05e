// End-to-end tests of Ruse & Bruise's table in the browser demo (www/dist,
// served by vite preview). Run `cd www && npm run build` first.
import assert from "node:assert/strict";
import { test } from "node:test";
import { chooser, screenshotPath, useDemo } from "./harness.mjs";
import { isOver, movesPlayed, openMenu } from "./game.mjs";

const demo = useDemo();

/** Fills the new-game form for Ruse & Bruise and starts. */
async function startRuseAndBruise(page, { kinds, seed, firstSeat }) {
  const pick = page.locator('button[data-game="ruse-and-bruise"]');
  assert.equal(await pick.getAttribute("data-table"), "own", "Ruse & Bruise has a table of its own");
  await pick.click();
  await page.getByRole("heading", { name: "New game of Ruse & Bruise" }).waitFor();
  await page.getByLabel("Number of seats").selectOption(String(kinds.length));
  for (const [seat, kind] of kinds.entries()) {
    await page.getByLabel(`Seat ${seat + 1}`, { exact: true }).selectOption(kind);
  }
  if (firstSeat !== undefined) await page.getByLabel("First player").selectOption(String(firstSeat));
  await page.getByLabel("Seed").fill(String(seed));
  await page.getByTestId("start").click();
  await page.getByTestId("status").waitFor();
}

/** Waits until the move count is no longer `before`. */
async function movedFrom(page, before) {
  await page.waitForFunction(
    (n) => Number(/(\d+) moves/.exec(document.querySelector(".seed-note")?.textContent ?? "")?.[1]) !== n,
    before,
  );
}

/** Clicks `button` and waits until the move count changes. */
async function clickMove(page, button) {
  const before = await movesPlayed(page);
  await button.click();
  await movedFrom(page, before);
}

test("Ruse & Bruise: a human against a bot, played to the end by clicking", { timeout: 100000 }, async () => {
  const started = Date.now();
  await demo.withPage(async (page) => {
    await openMenu(page, `${demo.url()}?botPace=0`);
    await startRuseAndBruise(page, { kinds: ["human", "bot"], seed: Number(process.env.RB_SEED ?? 20261129), firstSeat: 0 });
    assert.equal(await page.getByTestId("pass-device").count(), 0, "no pass screen with one human");
    await page.getByTestId("rb-columns").waitFor();
    assert.equal(await page.getByTestId("rb-column").count(), 2, "one column per seat");

    const choose = chooser(Number(process.env.RB_CHOOSER ?? 13));
    const actions = page.getByTestId("actions");
    const clicked = { play: 0, hide: 0, swapGoals: 0, keepGoals: 0 };
    let scorings = 0;
    let shotTable = false;
    const shotDecision = new Set();
    for (let steps = 0; ; steps++) {
      assert.ok(steps < 2000, "the game ends within 2000 steps");
      assert.ok(Date.now() - started < 90000, "the game ends within 90 s");
      if (await isOver(page)) break;
      const error = page.getByTestId("error");
      if ((await error.count()) > 0) assert.fail(`the app showed an error: ${await error.textContent()}`);

      // A round's scoring: read it, then continue.
      const more = page.getByTestId("rb-scoring-continue");
      if ((await more.count()) > 0) {
        const panel = page.getByTestId("rb-scoring");
        const text = await panel.textContent();
        assert.match(text, /Round \d scoring/);
        assert.match(text, /Totals:/);
        assert.match(text, /wins the goal|Nobody can win it/);
        assert.equal(await panel.getByTestId("rb-score-column").count(), 2);
        if (scorings === 0) await page.screenshot({ path: screenshotPath("rb-02-round-scoring"), fullPage: true });
        scorings++;
        await more.click();
        await more.waitFor({ state: "detached" });
        continue;
      }

      // A decision: a Cloak's card, a Traitor's swap, or a column for the picked card.
      const decisions = actions.locator("button[data-action]");
      const count = await decisions.count();
      if (count > 0) {
        const button = decisions.nth(choose(count));
        const type = await button.getAttribute("data-action");
        clicked[type]++;
        // With this seed and these choices the human's Cloak and Traitor flip.
        const decision = type === "keepGoals" || type === "swapGoals" ? "traitor" : type === "hide" ? "cloak" : undefined;
        if (decision && !shotDecision.has(decision)) {
          shotDecision.add(decision);
          await page.screenshot({ path: screenshotPath(`rb-05-${decision}`), fullPage: true });
        }
        if (!shotTable && (await movesPlayed(page)) > 6) {
          shotTable = true;
          await page.screenshot({ path: screenshotPath("rb-01-table"), fullPage: true });
        }
        await clickMove(page, button);
        continue;
      }

      // A turn: pick a card from the hand first.
      const picks = actions.locator("button[data-pick]");
      const cards = await picks.count();
      if (cards > 0) {
        const card = picks.nth(choose(cards));
        await card.click();
        assert.equal(await card.getAttribute("aria-pressed"), "true");
        await actions.locator('button[data-action="play"]').first().waitFor();
        continue;
      }

      // The bot is thinking.
      await page.waitForTimeout(20);
    }

    assert.ok(await isOver(page));
    assert.match(await page.getByTestId("winner").textContent(), /^Seat [12]( \(bot\))?( and Seat 2 \(bot\))? wins?!$/);
    assert.equal(scorings, 5, "rounds 1 to 5 each showed their scoring before play went on");
    assert.ok(clicked.play > 10, `the human played cards (${JSON.stringify(clicked)})`);
    const final = page.getByTestId("rb-final");
    assert.equal(await final.getByTestId("rb-final-row").count(), 2, "both seats' final scores");
    assert.match(await page.getByTestId("rb-scoring").textContent(), /Round 6 scoring/);
    assert.match(await page.getByTestId("log").textContent(), /scores \d+ points?\./);
    await page.screenshot({ path: screenshotPath("rb-03-end"), fullPage: true });
    console.log(`# Ruse & Bruise: ${await movesPlayed(page)} moves, clicked ${JSON.stringify(clicked)}`);
  });
  console.log(`# Ruse & Bruise game played in ${((Date.now() - started) / 1000).toFixed(1)} s`);
});

test("Ruse & Bruise in hot-seat: a seat sees its own face-down card, the other only a back", { timeout: 30000 }, async () => {
  await demo.withPage(async (page) => {
    await openMenu(page, demo.url());
    await startRuseAndBruise(page, { kinds: ["human", "human"], seed: 7, firstSeat: 0 });
    const pass = page.getByTestId("pass-device");
    const take = async () => {
      await pass.waitFor();
      await pass.getByRole("button").click();
      await pass.waitFor({ state: "detached" });
    };
    const actions = page.getByTestId("actions");
    const column = (n) => page.getByTestId("rb-column").nth(n);

    await take();
    const first = actions.locator("button[data-pick]").first();
    const card = await first.getAttribute("data-pick");
    await first.click();
    await clickMove(page, actions.getByRole("button", { name: /^Column 1 — / }));

    // Seat 2 sees only the back of Seat 1's card, and not Seat 1's hand.
    await take();
    assert.equal(await column(0).locator(".rb-card-back").count(), 1);
    assert.equal(await column(0).locator(`[data-card="${card}"]`).count(), 0, "the card's face is hidden from Seat 2");
    await page.screenshot({ path: screenshotPath("rb-04-hot-seat") });
    // Seat 2 plays in the other column, by keyboard: pick a card, then the
    // focus is on the first column button; Tab to the second.
    await actions.locator("button[data-pick]").first().focus();
    await page.keyboard.press("Enter");
    assert.equal(await page.evaluate(() => document.activeElement?.textContent), await actions.locator('button[data-action="play"]').first().textContent());
    await page.keyboard.press("Tab");
    assert.match(await page.evaluate(() => document.activeElement?.textContent ?? ""), /^Column 2 — /);
    const moves = await movesPlayed(page);
    await page.keyboard.press("Space");
    await movedFrom(page, moves);

    await take();
    assert.equal(await column(1).locator(".rb-card-back").count(), 1, "Seat 1 sees only the back of Seat 2's card");
    const mine = column(0).locator(`[data-card="${card}"]`);
    assert.equal(await mine.count(), 1, "Seat 1 sees its own card");
    assert.match(await mine.textContent(), /yours, face down/);
    await page.screenshot({ path: screenshotPath("rb-06-narrow"), fullPage: true });
  }, { width: 390, height: 844 });
});
