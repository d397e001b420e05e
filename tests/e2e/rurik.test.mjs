// End-to-end tests of the Rurik table (www/dist, served by vite preview):
// whole games played by touching the drawn board only (regions, banners,
// advisors, cards, decks, and the choices in words beside the prompt —
// never the folded list of moves), the modules and the solo game against
// the rebels, by keyboard alone, axe-core mid-game, and no sideways
// scrolling on a phone.
import assert from "node:assert/strict";
import { test } from "node:test";
import { axeProblems, moves, noSidewaysScroll } from "./checks.mjs";
import { chooser, screenshotPath, useDemo } from "./harness.mjs";
import { LIVE_SPOTS, isOver, openMenu, step } from "./game.mjs";

const demo = useDemo();
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };
const TITLE = "Rurik: Dawn of Kiev (with Stone & Blade)";

/** Sets Rurik up: `kinds` per seat, the flags checked and the choices selected by label, the seed. */
async function startRurik(page, { kinds, flags = [], choices = {}, seed }) {
  await page.locator('.pick[data-game="rurik"]').click();
  await page.getByRole("heading", { name: `New game of ${TITLE}` }).waitFor();
  await page.getByLabel("Number of seats").selectOption(String(kinds.length));
  for (const [seat, kind] of kinds.entries())
    await page.getByLabel(`Seat ${seat + 1}`, { exact: true }).selectOption(kind);
  for (const flag of flags) await page.getByLabel(flag).check();
  for (const [label, value] of Object.entries(choices))
    await page.getByLabel(label).selectOption(value);
  await page.getByLabel("Seed").fill(String(seed));
  await page.getByTestId("start").click();
  await page.getByTestId("rk-table").waitFor();
}

/** The board's parts, one tab each: opens `tab` and checks that `label` is drawn in it. */
async function seePart(page, tab, label) {
  await page.locator(`[data-testid=board-tab][data-tab="${tab}"]`).click();
  assert.ok(
    (await page.getByLabel(label, { exact: true }).count()) > 0,
    `the table draws the ${label}`,
  );
}

/**
 * Plays at the device by touching the table's spots (game.mjs's `step`)
 * until the game is over; `onStep` runs after each. Returns the steps.
 */
async function playByTouch(page, choose, onStep) {
  for (let steps = 0; !(await isOver(page)); steps++) {
    assert.ok(steps < 4000, "the game ends");
    const error = page.getByTestId("error");
    if ((await error.count()) > 0)
      assert.fail(`the app showed an error: ${await error.textContent()}`);
    let done;
    try {
      done = await step(page, choose, { preferReveal: 0 });
    } catch (failure) {
      // A touch that changed nothing: keep a picture and the live spots for the report.
      await page.screenshot({ path: screenshotPath("rurik-stuck"), animations: "disabled" });
      console.log(
        await page.evaluate(() =>
          [
            ...$table().querySelectorAll(
              "[data-play=play],[data-play=pick],[data-play=target],[data-play=picked]",
            ),
          ]
            .map((e) => `${e.dataset.spot}=${e.dataset.play}`)
            .join(" "),
        ),
      );
      throw failure;
    }
    if (done === undefined) await page.waitForTimeout(20);
    if (onStep) await onStep(steps);
  }
  return page.evaluate(moves);
}

/** The end: the score table and the charts of each seat's VP and where it came from. */
async function checkEnd(page, where) {
  await page.getByTestId("rk-final").waitFor();
  await page.getByTestId("stats").waitFor();
  assert.ok(
    (await page.getByTestId("chart").count()) >= 2,
    `${where}: VP round by round and where the points came from`,
  );
  assert.equal(
    await page.locator("[data-testid=actions][open]").count(),
    0,
    `${where}: the list of moves was never opened`,
  );
}

test(
  "rurik: a human against a bot with the three modules, played to the end on the board",
  { timeout: 240000 },
  async () => {
    await demo.withPage(async (page) => {
      const errors = [];
      page.on("pageerror", (error) => errors.push(error.message));
      await openMenu(page, `${demo.url()}?botPace=0`);
      await startRurik(page, {
        kinds: ["human", "bot"],
        flags: ["Module A: Epic Structures", "Module B: Warfare", "Module C: Rebel Factions"],
        seed: 20261201,
      });
      assert.equal(
        await page.getByTestId("pass-device").count(),
        0,
        "no pass screen with one human",
      );
      await seePart(page, "map", "The map");
      await seePart(page, "map", "Strategy board");
      assert.equal(
        await page.locator("[data-testid=rk-map] [data-spot^='region:']").count(),
        15,
        "the 15 regions are spots",
      );
      await seePart(page, "cards", "Decks and display");
      await seePart(page, "cards", "Epic structures");
      await seePart(page, "cards", "Dungeons");
      await seePart(page, "households", "Households");
      await seePart(page, "claims", "Claim board");
      assert.deepEqual(
        await axeProblems(page),
        [],
        "axe: no serious or critical violation on the claim board",
      );
      await seePart(page, "map", "The map");
      assert.ok(
        (await page.getByLabel("Your hand", { exact: true }).count()) > 0,
        "the hand is beside the boards",
      );
      const kinds = new Set();
      let checked = false;
      let why;
      let marched = false;
      let taken = false;
      let announced = 0;
      const moved = await playByTouch(page, chooser(11), async () => {
        // A button in words is announced by its words once (its text is what a touch plays: "End the turn", not "End the turn: End the turn").
        for (const name of await page
          .locator(".rk-choice[data-play=play]")
          .evaluateAll((els) => els.map((e) => e.textContent.trim()))) {
          assert.doesNotMatch(
            name,
            /^(.+): \1$/,
            `a button in words announces its words twice: ${name}`,
          );
          announced++;
        }
        marched ||= (await page.locator("[data-testid=rk-map] .rk-march").count()) > 0;
        taken ||= (await page.locator(".rk-panels .rk-march").count()) > 0;
        // Once, while some regions play: a touch on a region that cannot says the engine's reason.
        const map = "[data-testid=table-area] [data-testid=rk-map]";
        if (
          why === undefined &&
          (await page
            .locator(
              `${map} [data-spot^='region:'][data-play=pick], ${map} [data-spot^='region:'][data-play=play]`,
            )
            .count()) > 0
        ) {
          const idle = page.locator(
            `${map} [data-spot^='region:']:not(.rk-region-out):not([data-play=play]):not([data-play=pick]):not([data-play=target])`,
          );
          if ((await idle.count()) > 0) {
            await idle.first().click({ force: true });
            const notice = page.getByTestId("play-notice");
            why = await notice.textContent();
            await notice.getByRole("button", { name: "OK" }).click();
          }
        }
        for (const kind of await page.evaluate(() =>
          [
            ...$table().querySelectorAll(
              "[data-testid=table-area] [data-play=play], [data-testid=table-area] [data-play=pick]",
            ),
          ].map((e) => e.dataset.spot.split(":")[0]),
        ))
          kinds.add(kind);
        if (!checked && (await page.evaluate(moves)) > 60) {
          checked = true;
          await page.screenshot({ path: screenshotPath("rurik-midgame"), animations: "disabled" });
          assert.deepEqual(
            await axeProblems(page),
            [],
            "axe: no serious or critical violation mid-game",
          );
        }
      });
      assert.ok(checked, "axe checked the table mid-game");
      assert.ok(announced > 0, "buttons in words were seen and their names checked");
      assert.ok(marched, "a move drew a troop marching on the map");
      assert.ok(taken, "a tax drew a good taken to the seat's panel");
      assert.match(
        why ?? "",
        /^Not possible: /,
        `a region that cannot be played says why, from the engine (said: ${why})`,
      );
      for (const kind of ["region", "advisor", "do"])
        assert.ok(
          kinds.has(kind),
          `${kind} spots played or picked at some point (saw ${[...kinds].join(", ")})`,
        );
      await checkEnd(page, "the 2-seat game");
      await page.screenshot({
        path: screenshotPath("rurik-over"),
        fullPage: true,
        animations: "disabled",
      });
      assert.deepEqual(errors, [], "no page errors");
      console.log(
        `# rurik 2 seats with modules: ${moved} moves; kinds of spots that played or picked: ${[...kinds].join(", ")}`,
      );
    }, DESKTOP);
  },
);

test(
  "rurik: a solo game against the rebels, played to the end on the board, the rebel board and card shown",
  { timeout: 200000 },
  async () => {
    await demo.withPage(async (page) => {
      const errors = [];
      page.on("pageerror", (error) => errors.push(error.message));
      await openMenu(page, `${demo.url()}?botPace=0`);
      await startRurik(page, {
        kinds: ["human"],
        choices: { "Solo: difficulty level": "2", "Solo: rebel leader": "gleb" },
        seed: 77,
      });
      await seePart(page, "rebels", "Rebel board");
      assert.equal(
        await page.getByTestId("rk-rebel-column").count(),
        3,
        "the rebel board's three priority columns",
      );
      assert.equal(
        await page.locator(".rk-rebel-column-now").count(),
        1,
        "the priority marker on one column",
      );
      assert.ok((await page.locator(".rk-bonus-locked").count()) > 0, "locked bonuses are shown");
      await page.getByTestId("rk-rebel-card").waitFor();
      assert.match(await page.getByTestId("rk-rebel-card").textContent(), /Region order: .* → /);
      let sawRow = false;
      let sawSteps = false;
      const moved = await playByTouch(page, chooser(5), async () => {
        // In the strategy phase, the rebels' part shows the row in use (then back to the map, where the advisors are placed).
        if (!sawRow && (await page.getByText("Strategy phase", { exact: true }).count()) > 0) {
          await page.locator('[data-testid=board-tab][data-tab="rebels"]').click();
          sawRow = (await page.getByTestId("rk-row-now").count()) > 0;
          await page.locator('[data-testid=board-tab][data-tab="map"]').click();
        }
        if (!sawSteps && (await page.getByTestId("step-list").count()) > 0) sawSteps = true;
      });
      assert.ok(sawRow, "the rebels' strategy row in use was marked");
      assert.ok(sawSteps, "the rebels' steps were listed one after another");
      await checkEnd(page, "the solo game");
      assert.match(await page.getByTestId("rk-final").textContent(), /the rebels/);
      // The end screen names the winner: you, or the rebels (never "nobody").
      assert.match(await page.getByTestId("winner").textContent(), /^(.+ wins!|The rebels win\.)$/);
      assert.match(
        await page.getByTestId("end").textContent(),
        /\d\. The rebels/,
        "the rebels have their place",
      );
      await page.screenshot({
        path: screenshotPath("rurik-solo-over"),
        fullPage: true,
        animations: "disabled",
      });
      assert.deepEqual(errors, [], "no page errors");
      console.log(`# rurik solo: ${moved} moves`);
    }, DESKTOP);
  },
);

/**
 * One decision by keyboard alone: Enter on a warning's button, or Tab a few
 * live spots on and press Enter or Space. Returns whether a key was pressed.
 */
async function keyboardStep(page, choose) {
  const now = await page.evaluate((live) => {
    const state = () =>
      `${$table().querySelector(".seed-note")?.textContent}|${[...$table().querySelectorAll('[data-play="picked"]')].map((e) => e.dataset.spot)}|${$table().querySelector("[data-testid=play-anyway]") !== null}`;
    return {
      warning: $table().querySelector("[data-testid=play-anyway]") !== null,
      spots: $table().querySelectorAll(live).length,
      state: state(),
    };
  }, LIVE_SPOTS);
  const isLive = () =>
    page.evaluate(() =>
      ["play", "pick", "target"].includes($table().activeElement?.getAttribute("data-play") ?? ""),
    );
  if (now.warning) {
    await page.keyboard.press("Enter");
  } else if (now.spots > 0) {
    // After a pick the shell put focus on a target: take it, or Tab on to another.
    for (let skips = (await isLive()) ? choose(2) : choose(3), tabs = 0; tabs < 400; tabs++) {
      if (await isLive()) {
        if (skips === 0) break;
        skips--;
      }
      await page.keyboard.press("Tab");
    }
    assert.ok(await isLive(), "Tab reaches a spot that plays");
    await page.keyboard.press(choose(2) === 0 ? "Enter" : "Space");
  } else {
    return false;
  }
  await page
    .waitForFunction(
      (before) =>
        `${$table().querySelector(".seed-note")?.textContent}|${[...$table().querySelectorAll('[data-play="picked"]')].map((e) => e.dataset.spot)}|${$table().querySelector("[data-testid=play-anyway]") !== null}` !==
        before,
      now.state,
    )
    .catch(async (error) => {
      // Say what the key was pressed on and what the table shows, for the next person to find why.
      await page.screenshot({ path: screenshotPath("rurik-keyboard-stuck") });
      const focused = await page.evaluate(
        () => $table().activeElement?.outerHTML.slice(0, 300) ?? "nothing",
      );
      throw new Error(`a key changed nothing (state ${now.state}); focus on ${focused}`, {
        cause: error,
      });
    });
  return true;
}

test(
  "rurik: a solo game by keyboard alone on a 390 px screen, no sideways scroll, checked by axe",
  { timeout: 240000 },
  async () => {
    await demo.withPage(async (page) => {
      await openMenu(page, `${demo.url()}?botPace=0`);
      await startRurik(page, {
        kinds: ["human"],
        choices: { "Solo: difficulty level": "1" },
        seed: 9,
      });
      await noSidewaysScroll(page, "the solo table at the start");
      const map = await page.getByTestId("rk-map").boundingBox();
      assert.ok(map && map.width <= PHONE.width, "the map fits the phone's width");
      const choose = chooser(23);
      let checked = false;
      for (let steps = 0; !(await isOver(page)); steps++) {
        assert.ok(steps < 4000, "the game ends");
        const error = page.getByTestId("error");
        if ((await error.count()) > 0)
          assert.fail(`the app showed an error: ${await error.textContent()}`);
        if (!(await keyboardStep(page, choose))) await page.waitForTimeout(20);
        if (steps % 15 === 0) await noSidewaysScroll(page, `move ${await page.evaluate(moves)}`);
        if (!checked && (await page.evaluate(moves)) > 30) {
          checked = true;
          await page.screenshot({
            path: screenshotPath("rurik-keyboard-middle"),
            fullPage: true,
            animations: "disabled",
          });
          assert.deepEqual(
            await axeProblems(page),
            [],
            "axe: no serious or critical violation on the solo table",
          );
        }
      }
      assert.ok(checked, "axe checked the table mid-game");
      await checkEnd(page, "the keyboard game");
      await noSidewaysScroll(page, "the end");
      assert.deepEqual(
        await axeProblems(page),
        [],
        "axe: no serious or critical violation at the end",
      );
      await page.screenshot({
        path: screenshotPath("rurik-keyboard-end"),
        fullPage: true,
        animations: "disabled",
      });
      console.log(`# rurik solo by keyboard: ${await page.evaluate(moves)} moves`);
    }, PHONE);
  },
);

test(
  "rurik: 4 seats on a 390 px screen: the map scales to the width, no sideways scroll on any part",
  { timeout: 90000 },
  async () => {
    await demo.withPage(async (page) => {
      await openMenu(page, `${demo.url()}?botPace=0`);
      await startRurik(page, {
        kinds: ["human", "bot", "bot", "bot"],
        flags: ["Module A: Epic Structures", "Module B: Warfare", "Module C: Rebel Factions"],
        seed: 3,
      });
      const choose = chooser(2);
      for (let steps = 0; steps < 40 && !(await isOver(page)); steps++) {
        if ((await step(page, choose, { preferReveal: 0 })) === undefined)
          await page.waitForTimeout(20);
      }
      for (const tab of ["map", "cards", "households", "claims"]) {
        await page.locator(`[data-testid=board-tab][data-tab="${tab}"]`).click();
        await noSidewaysScroll(page, `the ${tab} part`);
      }
      await page.locator('[data-testid=board-tab][data-tab="map"]').click();
      const names = await page
        .locator(".rk-region-name")
        .evaluateAll((els) => els.map((e) => Number.parseFloat(getComputedStyle(e).fontSize)));
      assert.ok(
        names.length === 15 && names.every((size) => size >= 14),
        "region names are at least 14 px",
      );
      await page.screenshot({
        path: screenshotPath("rurik-phone-map"),
        fullPage: true,
        animations: "disabled",
      });
    }, PHONE);
  },
);
