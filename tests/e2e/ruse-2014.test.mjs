// End-to-end tests of the Ruse (2014) table (www/dist, served by vite preview).
// Run `cd www && npm run build` first, then `node --test tests/e2e/` from the root.
import assert from "node:assert/strict";
import { test } from "node:test";
import { chooser, screenshotPath, useDemo } from "./harness.mjs";
import { isOver, movesPlayed, openMenu, takeDevice } from "./game.mjs";

const demo = useDemo();

/** Picks Ruse (2014) on the shelf (not Ruse & Bruise) and starts it. */
async function startRuse(page, { kinds, seed, dealer }) {
  await page
    .locator(".pick")
    .filter({ has: page.locator("strong", { hasText: /^Ruse$/ }) })
    .click();
  await page.getByRole("heading", { name: "New game of Ruse" }).waitFor();
  await page.getByLabel("Number of seats").selectOption(String(kinds.length));
  for (const [seat, kind] of kinds.entries()) {
    await page.getByLabel(`Seat ${seat + 1}`, { exact: true }).selectOption(kind);
  }
  if (dealer !== undefined) await page.getByLabel("Dealer").selectOption(String(dealer));
  await page.getByLabel("Seed").fill(String(seed));
  await page.getByTestId("start").click();
  await page.getByTestId("status").waitFor();
}

/** Waits until the footer's move count differs from `before`. */
async function landed(page, before) {
  await page.waitForFunction(
    (n) => Number(/(\d+) moves/.exec(document.querySelector(".seed-note")?.textContent ?? "")?.[1]) !== n,
    before,
  );
}

const ACCUSING = /Method|Motive|Opportunity/;

/**
 * One decision at the device, by clicking: confirms the pass screen, plays
 * an offered move (an Accusation when there is one), or picks a card of the
 * hand (an Accusation card first) to see its moves. Returns what it did, or
 * undefined when nothing is offered (a bot is to move).
 */
async function step(page, choose) {
  const pass = page.getByTestId("pass-device");
  if ((await pass.count()) > 0) {
    await pass.getByRole("button").click();
    await pass.waitFor({ state: "detached" });
    return "pass";
  }
  const actions = page.getByTestId("actions");
  const moves = actions.locator("button[data-action]");
  const count = await moves.count();
  if (count > 0) {
    const accuse = actions.locator('button[data-action="accuse"]');
    const accusations = await accuse.count();
    const target = accusations > 0 ? accuse.nth(choose(accusations)) : moves.nth(choose(count));
    const before = await movesPlayed(page);
    await target.click();
    await landed(page, before);
    return "move";
  }
  const cards = actions.getByTestId("hand-card");
  const pickable = await cards.count();
  if (pickable > 0) {
    const labels = await cards.evaluateAll((buttons) => buttons.map((b) => b.getAttribute("aria-label") ?? ""));
    const accusing = labels.flatMap((label, index) => (ACCUSING.test(label) ? [index] : []));
    const index = accusing.length > 0 && choose(4) > 0 ? accusing[choose(accusing.length)] : choose(pickable);
    await cards.nth(index).click();
    await actions.locator("button[data-action]").first().waitFor();
    return "pick";
  }
  return undefined;
}

test("one human against two bots: a whole game of Ruse (2014), played by clicking", { timeout: 90000 }, async () => {
  await demo.withPage(async (page) => {
    await openMenu(page, `${demo.url()}?botPace=20`);
    await startRuse(page, { kinds: ["human", "bot", "bot"], seed: 20141129, dealer: 2 });
    assert.equal(await page.getByTestId("pass-device").count(), 0, "no pass screen with one human");

    // The table: three seats, the victim, the piles, the human's five cards.
    assert.equal(await page.getByTestId("seat").count(), 3);
    assert.match(await page.getByTestId("draw-pile").textContent(), /^\d+ cards$/);
    assert.match(await page.getByTestId("discard-pile").textContent(), /^1 card/);
    assert.equal(await page.getByTestId("hand").locator("li").count(), 5, "Seat 1 holds five cards");
    assert.match(await page.getByTestId("prompt").textContent(), /^Seat 1's turn — take the top card/);

    // Keyboard: take the discard pile's top card with Enter, pick a card with Space.
    const draws = page.getByTestId("actions").locator('button[data-action="draw"]');
    assert.equal(await draws.count(), 2, "the draw pile and the discard pile are offered");
    await page.screenshot({ path: screenshotPath("ruse-01-start"), fullPage: true });
    const discardDraw = draws.filter({ hasText: "from the discard pile" });
    await discardDraw.focus();
    let before = await movesPlayed(page);
    await page.keyboard.press("Enter");
    await landed(page, before);
    assert.equal(await page.getByTestId("hand").locator("li").count(), 6);
    assert.ok(await page.getByTestId("undo").isEnabled(), "taking the public discard can be taken back");
    assert.equal(await page.locator('[data-testid="actions"] button[data-action="draw"]').count(), 0, "no second draw");
    const firstCard = page.getByTestId("hand-card").first();
    await firstCard.focus();
    await page.keyboard.press("Space");
    assert.equal(await firstCard.getAttribute("aria-pressed"), "true");
    const offered = page.getByTestId("picked").locator("button[data-action]");
    await offered.first().waitFor();
    await page.screenshot({ path: screenshotPath("ruse-02-picked"), fullPage: true });
    await offered.first().focus();
    before = await movesPlayed(page);
    await page.keyboard.press("Enter");
    await landed(page, before);

    // Then click to the end.
    const choose = chooser(2014);
    let shotMiddle = false;
    for (let steps = 0; !(await isOver(page)); steps++) {
      assert.ok(steps < 2000, "the game ends");
      const done = await step(page, choose);
      if (done === undefined) await page.waitForTimeout(25);
      if (!shotMiddle && (await movesPlayed(page)) >= 12 && done === "pick") {
        shotMiddle = true;
        const whole = page.locator(".ruse-discard-all summary");
        if ((await whole.count()) > 0) await whole.click();
        await page.screenshot({ path: screenshotPath("ruse-03-middle"), fullPage: true });
      }
      const error = page.getByTestId("error");
      if ((await error.count()) > 0) assert.fail(`the app showed an error: ${await error.textContent()}`);
    }

    // The end: the outcome and the verdict on the table.
    const winner = await page.getByTestId("winner").textContent();
    const verdict = await page.getByTestId("verdict").textContent();
    const log = await page.getByTestId("log").textContent();
    if (/is the murderer!/.test(verdict)) {
      const murderer = /^(Seat [123])/.exec(await page.getByTestId("verdict").locator("h2").textContent())[1];
      assert.match(winner, /wins?!$/);
      assert.doesNotMatch(winner, new RegExp(`${murderer}\\b`), "the murderer is not among the winners");
      assert.match(log, /is the murderer!/);
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
    assert.ok(await page.getByTestId("undo").isDisabled(), "nothing to take back once the game is over");
    await page.screenshot({ path: screenshotPath("ruse-04-end"), fullPage: true });
  });
});

test("hot seat: the pass screen hides the hand; undo stops at a hidden card", { timeout: 30000 }, async () => {
  await demo.withPage(async (page) => {
    await openMenu(page, demo.url());
    await startRuse(page, { kinds: ["human", "human", "human"], seed: 7, dealer: 2 });
    const pass = page.getByTestId("pass-device");
    await pass.waitFor();
    assert.equal(await page.getByTestId("hand").count(), 0, "no hand on the pass screen");
    assert.equal(await page.locator(".log-private").count(), 0, "no private log line on the pass screen");
    await takeDevice(page, "Seat 1");
    assert.match(await page.getByTestId("log").textContent(), /You are dealt/);
    const undo = page.getByTestId("undo");
    const drawPile = page.getByTestId("actions").locator('button[data-action="draw"]', { hasText: "draw pile" });
    let before = await movesPlayed(page);
    await drawPile.click();
    await landed(page, before);
    assert.ok(await undo.isDisabled(), "a card drawn from the draw pile cannot be taken back");
    assert.match(await page.getByTestId("log").textContent(), /You drew .* \(only you know\)\./);
    // Play Seat 1's turn to its end; the device then goes to Seat 2.
    const choose = chooser(3);
    while ((await movesPlayed(page)) < 2) await step(page, choose);
    await pass.waitFor();
    assert.equal(await pass.getByRole("heading").textContent(), "Pass the device to Seat 2");
    assert.equal(await page.getByTestId("hand").count(), 0);
    await takeDevice(page, "Seat 2");
    before = await movesPlayed(page);
    await page.getByTestId("actions").locator('button[data-action="draw"]', { hasText: "discard pile" }).click();
    await landed(page, before);
    assert.match(await undo.textContent(), /^Undo: Seat 2: Take the top card of the discard pile$/);
    await undo.click();
    await page.getByTestId("actions").locator('button[data-action="draw"]').first().waitFor();
    assert.equal(await movesPlayed(page), 2);
  });
});

test("narrow screens (375 px) keep the Ruse table usable", { timeout: 20000 }, async () => {
  await demo.withPage(
    async (page) => {
      await openMenu(page, demo.url());
      await startRuse(page, { kinds: ["human", "bot", "bot", "bot", "bot"], seed: 8, dealer: 4 });
      await page.getByTestId("hand").waitFor();
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      assert.ok(width <= 375, `no sideways scrolling (page is ${width}px wide)`);
      await page.screenshot({ path: screenshotPath("ruse-05-narrow"), fullPage: true });
    },
    { width: 375, height: 800 },
  );
});
