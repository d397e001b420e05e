// Page helpers: set a game up through the form and play it by touching the
// table (or, for a table without direct play, by clicking its buttons).
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
  if (firstSeat !== undefined)
    await page.getByLabel("First to reveal").selectOption(String(firstSeat));
  await page.getByLabel("Seed").fill(String(seed));
  await page.getByTestId("start").click();
  await page.getByTestId("status").waitFor();
}

/**
 * Picks `game` on the shelf, checks its form's heading (`New game of
 * <title>`), seats `kinds` ("human"/"bot"), sets the options given by their
 * labels ({ Dealer: "2" }) and the seed, and starts.
 */
export async function startTable(page, { game, title, kinds, seed, options = {} }) {
  await page.locator(`.pick[data-game="${game}"]`).click();
  await page.getByRole("heading", { name: `New game of ${title}` }).waitFor();
  await page.getByLabel("Number of seats").selectOption(String(kinds.length));
  for (const [seat, kind] of kinds.entries()) {
    await page.getByLabel(`Seat ${seat + 1}`, { exact: true }).selectOption(kind);
  }
  for (const [label, value] of Object.entries(options))
    await page.getByLabel(label).selectOption(String(value));
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

/** The table's spots a touch plays or picks now (never the folded list). */
export const LIVE_SPOTS =
  '[data-testid=table-area] [data-play="play"], [data-testid=table-area] [data-play="pick"], [data-testid=table-area] [data-play="target"]';

/**
 * Where a table is: the demo's page (no `root`), or the shadow root of the
 * element `root` selects (an embedded <ruleshelf-table>).
 */
function scopeOf(page, root) {
  return root ? page.locator(root) : page;
}

/** What the device shows now, read in one round trip. */
function glance(page, root) {
  return page.evaluate(
    ({ live, root }) => {
      const doc = root
        ? (document.querySelector(root)?.shadowRoot ?? document)
        : (window.$table?.() ?? document);
      const note = doc.querySelector(".seed-note")?.textContent ?? "";
      return {
        over: doc.querySelector("[data-testid=winner]") !== null,
        error: doc.querySelector("[data-testid=error]")?.textContent ?? null,
        pass: doc.querySelector("[data-testid=pass-device]") !== null,
        warning: doc.querySelector("[data-testid=play-anyway]") !== null,
        scoring: doc.querySelector("[data-testid=rb-scoring-continue]") !== null,
        spots: doc.querySelectorAll(live).length,
        buttons: doc.querySelectorAll("[data-testid=actions] button").length,
        reveal:
          doc.querySelector('[data-spot="stack:top"][data-play="play"]') !== null ||
          doc.querySelector('[data-testid=actions] button[data-action="reveal"]') !== null,
        picked: [...doc.querySelectorAll('[data-testid=table-area] [data-play="picked"]')]
          .map((e) => e.dataset.spot)
          .join(","),
        moves: Number(/(\d+) moves/.exec(note)?.[1]),
      };
    },
    { live: LIVE_SPOTS, root },
  );
}

/** Waits until the number of moves played is no longer `moves`. */
function movesChanged(page, moves, root) {
  return page.waitForFunction(
    ({ moves, root }) => {
      const doc = root
        ? (document.querySelector(root)?.shadowRoot ?? document)
        : (window.$table?.() ?? document);
      return (
        Number(/(\d+) moves/.exec(doc.querySelector(".seed-note")?.textContent ?? "")?.[1]) !==
        moves
      );
    },
    { moves, root },
  );
}

/**
 * Waits until a move landed or the pick changed since `now`; if neither
 * comes, fails saying what the touch was and what the page shows, for
 * the next person to find why.
 */
async function settled(page, now, touched, root) {
  await page
    .waitForFunction(
      ({ moves, picked, root }) => {
        const doc = root
          ? (document.querySelector(root)?.shadowRoot ?? document)
          : (window.$table?.() ?? document);
        return (
          Number(/(\d+) moves/.exec(doc.querySelector(".seed-note")?.textContent ?? "")?.[1]) !==
            moves ||
          [...doc.querySelectorAll('[data-testid=table-area] [data-play="picked"]')]
            .map((e) => e.dataset.spot)
            .join(",") !== picked ||
          doc.querySelector("[data-testid=play-anyway]") !== null
        );
      },
      { moves: now.moves, picked: now.picked, root },
    )
    .catch(async (error) => {
      const shown = await glance(page, root).catch(() => ({}));
      const notice = await scopeOf(page, root)
        .getByTestId("play-notice")
        .textContent({ timeout: 100 })
        .catch(() => null);
      throw new Error(
        `a touch on ${touched} changed nothing: before ${JSON.stringify(now)}, now ${JSON.stringify(shown)}, notice ${notice}`,
        { cause: error },
      );
    });
}

/**
 * Makes one decision at the device: confirms the pass-the-device screen,
 * confirms a warning, or touches one of the table's live spots (the
 * revolver, to reveal, with probability `preferReveal` when it can); a
 * table without spots has its buttons clicked. Returns what it did, or
 * undefined when a bot is to move. `root` selects an embedded table.
 */
export async function step(page, choose, { preferReveal = 0.6, root } = {}) {
  const now = await glance(page, root);
  const scope = scopeOf(page, root);
  if (now.pass) {
    const pass = scope.getByTestId("pass-device");
    await pass.getByRole("button").click();
    await pass.waitFor({ state: "detached" });
    return "pass";
  }
  if (now.scoring) {
    // Ruse & Bruise's round scoring, read: continue.
    const more = scope.getByTestId("rb-scoring-continue");
    await more.click();
    await more.waitFor({ state: "detached" });
    return "continue";
  }
  if (now.warning) {
    await scope.getByTestId("play-anyway").click();
    await movesChanged(page, now.moves, root);
    return "act";
  }
  const reveal = now.reveal && choose(100) < preferReveal * 100;
  if (now.spots > 0) {
    // After a pick, mostly go on with it (its targets are lit).
    const targets = scope.locator('[data-testid=table-area] [data-play="target"]');
    const lit = now.picked === "" ? 0 : await targets.count();
    const target = reveal
      ? scope.locator('[data-spot="stack:top"][data-play="play"]')
      : lit > 0 && choose(10) > 0
        ? targets.nth(choose(lit))
        : scope.locator(LIVE_SPOTS).nth(choose(now.spots));
    // Online, a view may arrive between the glance and the touch and take
    // the spot away: then nothing was done, and the caller looks again.
    const touched = await target.getAttribute("data-spot", { timeout: 5000 }).catch(() => null);
    if (
      !(await target.click({ timeout: 5000 }).then(
        () => true,
        () => false,
      ))
    )
      return undefined;
    await settled(page, now, touched, root);
    return "act";
  }
  if (now.buttons === 0) return undefined;
  const actions = scope.getByTestId("actions");
  const target = reveal
    ? actions.locator('button[data-action="reveal"]')
    : actions.getByRole("button").nth(choose(now.buttons));
  await target.click();
  await movesChanged(page, now.moves, root);
  return "act";
}

/** Plays at the device until the winner is shown; returns the steps taken. */
export async function playToEnd(page, choose, { maxSteps = 600, onStep, preferReveal, root } = {}) {
  for (let steps = 0; steps < maxSteps; steps++) {
    const now = await glance(page, root);
    if (now.error !== null) assert.fail(`the app showed an error: ${now.error}`);
    if (now.over) return steps;
    const done = await step(page, choose, { preferReveal, root });
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

/** The table spot that plays `name` ("Reveal the top chip"): its label ends with it. */
export function spotFor(page, name) {
  const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return page.getByTestId("table-area").getByRole("button", { name: new RegExp(`: ${escaped}$`) });
}

/** Touches the table spot that plays `name` and waits for the move to land. */
export async function act(page, name) {
  const before = await movesPlayed(page);
  await spotFor(page, name).click();
  await movesChanged(page, before);
}

/** Chips of the revolver stack drawn face up (known to the seat at the device). */
export async function knownStackChips(page) {
  return page.getByTestId("stack").locator(".chip-click, .chip-bang").count();
}
