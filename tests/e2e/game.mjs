// Page helpers: set a game up through the form and play it by clicking.
import assert from "node:assert/strict";

/** Opens the app on a clean menu. */
export async function openMenu(page, url) {
  await page.goto(url);
  await page.getByRole("heading", { name: "Choose a game" }).waitFor();
}

/** Fills the new-game form (seats as "human"/"bot", a seed) and starts. */
export async function startGame(page, { kinds, names = [], seed, mode, deal, firstSeat }) {
  await page.locator('.pick[data-game="ruleta-rusa"]').click();
  await page.getByLabel("Number of seats").selectOption(String(kinds.length));
  for (const [seat, kind] of kinds.entries()) {
    await page.getByLabel(`Seat ${seat + 1}`, { exact: true }).selectOption(kind);
    if (names[seat]) await page.getByLabel(`Seat ${seat + 1} name`).fill(names[seat]);
  }
  if (mode) await page.getByLabel("Mode").selectOption(mode);
  if (deal) await page.getByLabel("Advanced skills").selectOption(deal);
  if (firstSeat !== undefined) await page.getByLabel("First to reveal").selectOption(String(firstSeat));
  await page.getByLabel("Seed").fill(String(seed));
  await page.getByTestId("start").click();
  await page.getByTestId("status").waitFor();
}

/** The number of moves played, from the footer. */
export async function movesPlayed(page) {
  const text = await page.locator(".seed-note").textContent();
  return Number(/(\d+) moves/.exec(text)[1]);
}

/** Whether the game has ended (the winner is shown). */
export async function isOver(page) {
  return (await page.getByTestId("winner").count()) > 0;
}

/** What the device shows now, read in one round trip. */
function glance(page) {
  return page.evaluate(() => {
    const note = document.querySelector(".seed-note")?.textContent ?? "";
    return {
      over: document.querySelector("[data-testid=winner]") !== null,
      error: document.querySelector("[data-testid=error]")?.textContent ?? null,
      pass: document.querySelector("[data-testid=pass-device]") !== null,
      buttons: document.querySelectorAll("[data-testid=actions] button").length,
      reveal: document.querySelector('[data-testid=actions] button[data-action="reveal"]') !== null,
      moves: Number(/(\d+) moves/.exec(note)?.[1]),
    };
  });
}

/**
 * Makes one decision at the device: confirms the pass-the-device screen or
 * clicks one of the action buttons (a reveal with probability
 * `preferReveal`, when there is one). Returns what it did, or undefined
 * when a bot is to move.
 */
export async function step(page, choose, { preferReveal = 0.6 } = {}) {
  const now = await glance(page);
  if (now.pass) {
    const pass = page.getByTestId("pass-device");
    await pass.getByRole("button").click();
    await pass.waitFor({ state: "detached" });
    return "pass";
  }
  if (now.buttons === 0) return undefined;
  const actions = page.getByTestId("actions");
  const target =
    now.reveal && choose(100) < preferReveal * 100
      ? actions.locator('button[data-action="reveal"]')
      : actions.getByRole("button").nth(choose(now.buttons));
  await target.click();
  await page.waitForFunction(
    (n) => Number(/(\d+) moves/.exec(document.querySelector(".seed-note")?.textContent ?? "")?.[1]) !== n,
    now.moves,
  );
  return "act";
}

/** Plays at the device until the winner is shown; returns the steps taken. */
export async function playToEnd(page, choose, { maxSteps = 600, onStep, preferReveal } = {}) {
  for (let steps = 0; steps < maxSteps; steps++) {
    const now = await glance(page);
    if (now.error !== null) assert.fail(`the app showed an error: ${now.error}`);
    if (now.over) return steps;
    const done = await step(page, choose, { preferReveal });
    // A bot is thinking: wait a little for the position to change.
    if (done === undefined) await page.waitForTimeout(50);
    if (onStep) await onStep(steps, done);
  }
  assert.fail(`no winner after ${maxSteps} steps`);
}

/** Confirms the pass-the-device screen for `name` ("Seat 2"). */
export async function takeDevice(page, name) {
  const pass = page.getByTestId("pass-device");
  await pass.waitFor();
  assert.equal(await pass.getByRole("heading").textContent(), `Pass the device to ${name}`);
  await pass.getByRole("button").click();
  await pass.waitFor({ state: "detached" });
}

/** Clicks the action button labelled `name` and waits for the move to land. */
export async function act(page, name) {
  const before = await movesPlayed(page);
  await page.getByTestId("actions").getByRole("button", { name, exact: true }).click();
  await page.waitForFunction(
    (n) => Number(/(\d+) moves/.exec(document.querySelector(".seed-note")?.textContent ?? "")?.[1]) !== n,
    before,
  );
}

/** Chips of the revolver stack drawn face up (known to the seat at the device). */
export async function knownStackChips(page) {
  return page.getByTestId("stack").locator(".chip-click, .chip-bang").count();
}
