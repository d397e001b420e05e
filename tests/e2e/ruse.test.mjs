// RUSE's table in the browser demo (www/dist, served by vite preview),
// played on its boards: every decision is made by touching the drawn board
// (the folded list of moves is never used), with the Firefox and Village
// boards, against VIXEN alone and beside two seats, by keyboard alone, and
// on a phone-sized screen. Checks the parts drawn on each tab, axe-core in
// the middle of the game, and that the end-of-game table adds up.
import assert from "node:assert/strict";
import { test } from "node:test";
import { axeProblems, moves, noSidewaysScroll } from "./checks.mjs";
import { chooser, screenshotPath, useDemo } from "./harness.mjs";
import { LIVE_SPOTS, isOver, openMenu } from "./game.mjs";

const demo = useDemo();
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

/**
 * Sets RUSE up through the new-game form: `kinds` ("human"/"bot") per seat,
 * the flags to tick by their labels, VIXEN's level when it plays, a seed.
 */
async function startRuse(page, { kinds, flags = [], level, seed }) {
  await page.locator('.pick[data-game="ruse"]').click();
  await page.getByRole("heading", { name: "New game of RUSE (Instincts of the Den)" }).waitFor();
  await page.getByLabel("Number of seats").selectOption(String(kinds.length));
  for (const [seat, kind] of kinds.entries())
    await page.getByLabel(`Seat ${seat + 1}`, { exact: true }).selectOption(kind);
  for (const flag of flags) await page.getByLabel(flag, { exact: true }).check();
  if (level) await page.getByLabel("VIXEN's level").selectOption(level);
  await page.getByLabel("Seed").fill(String(seed));
  await page.getByTestId("start").click();
  await page.getByTestId("status").waitFor();
}

/** Visible text on the table smaller than 14 px (pictures and screen-reader text left out). */
function smallText(page) {
  return page.evaluate(() => {
    const found = [];
    const walker = document.createTreeWalker(
      $table().querySelector("[data-testid=rf-table]") ?? document.body,
      NodeFilter.SHOW_TEXT,
    );
    while (walker.nextNode()) {
      const node = walker.currentNode;
      const element = node.parentElement;
      if (
        !node.textContent?.trim() ||
        !element ||
        element.closest('.sr-only, [aria-hidden="true"]')
      )
        continue;
      const size = parseFloat(getComputedStyle(element).fontSize);
      if (size < 14) found.push(`${size}px: ${node.textContent.trim().slice(0, 30)}`);
    }
    return found.slice(0, 5);
  });
}

/** Opens the board's tab `id` and checks that the parts named `labels` are drawn on it, in text of 14 px at least. */
async function checkTab(page, id, labels) {
  await page.locator(`[data-testid=board-tab][data-tab="${id}"]`).click();
  assert.deepEqual(await smallText(page), [], `the ${id} tab's text is 14 px at least`);
  for (const label of labels) {
    assert.ok(
      (await page.getByTestId("board-panel").getByLabel(label, { exact: true }).count()) > 0,
      `the ${id} tab draws ${label}`,
    );
  }
}

/**
 * What the device shows now, in one round trip: one rendering's spots and
 * tabs together (read apart, a bot's move landing in between made the walk
 * choose from the open tab where it would have opened a marked one).
 */
function glance(page) {
  return page.evaluate((live) => {
    const note = $table().querySelector(".seed-note")?.textContent ?? "";
    const spots = [...$table().querySelectorAll(live)];
    return {
      // The tabs other than the open one with moves on them (marked live).
      tabs: [...$table().querySelectorAll("[data-testid=board-tab]")].flatMap((e) =>
        Number(e.dataset.live) > 0 && e.getAttribute("aria-selected") !== "true"
          ? [e.dataset.tab]
          : [],
      ),
      error: $table().querySelector("[data-testid=error]")?.textContent ?? null,
      warning: $table().querySelector("[data-testid=play-anyway]") !== null,
      spots: spots.map((e) => e.dataset.spot),
      targets: spots.flatMap((e, i) => (e.dataset.play === "target" ? [i] : [])),
      fallback: $table().querySelector("[data-testid=actions]") !== null,
      picked: [...$table().querySelectorAll('[data-testid=table-area] [data-play="picked"]')]
        .map((e) => e.dataset.spot)
        .join(","),
      moves: Number(/(\d+) moves/.exec(note)?.[1]),
    };
  }, LIVE_SPOTS);
}

/** What the device shows: the moves made, the live and the picked spots, a warning, an error. */
function signature(live) {
  const keys = (selector) =>
    [...$table().querySelectorAll(selector)]
      .map((e) => `${e.dataset.spot}=${e.dataset.play}`)
      .join(" ");
  return [
    $table().querySelector(".seed-note")?.textContent ?? "",
    keys(live),
    keys('[data-play="picked"]'),
    $table().querySelector("[data-testid=play-anyway]") !== null,
    $table().querySelector("[data-testid=error]")?.textContent ?? "",
  ].join("|");
}

/**
 * One decision by touching the board: a warning confirmed, else one of the
 * live spots (after a pick mostly one of its targets). `wanted` maps key
 * prefixes not touched yet to the tab they are drawn on: such a spot is
 * touched first when one is live (its tab opened first: only the open tab
 * is drawn). Fails when the seat at the device must act but only the folded
 * list has moves. Returns the key touched, "tab" when it opened a tab
 * (having nothing to touch on the open one), "warning" when it confirmed
 * one, "lost" when the touch changed nothing, or undefined when nobody at
 * the device acts.
 */
async function touchStep(page, choose, wanted = new Map()) {
  let now = await glance(page);
  const tab = [...wanted.values()].find((id) => now.tabs.includes(id));
  if (tab) {
    // A wanted spot's tab is marked: open it, and look again.
    await page.locator(`[data-testid=board-tab][data-tab="${tab}"]`).click();
    now = await glance(page);
  }
  if (now.error !== null) assert.fail(`the app showed an error: ${now.error}`);
  if (now.warning) {
    await page.getByTestId("play-anyway").click();
    await page.waitForFunction(
      (n) =>
        Number(/(\d+) moves/.exec($table().querySelector(".seed-note")?.textContent ?? "")?.[1]) !==
        n,
      now.moves,
    );
    return "warning";
  }
  if (now.spots.length === 0) {
    // Moves on another tab (it is marked): open it, as a player would.
    if (now.tabs.length > 0) {
      await page.locator(`[data-testid=board-tab][data-tab="${now.tabs[0]}"]`).click();
      return "tab";
    }
    assert.ok(!now.fallback, `move ${now.moves}: every move of the list can be made on the board`);
    return undefined;
  }
  const preferred = now.spots.flatMap((key, i) =>
    [...wanted.keys()].some((p) => key?.startsWith(p)) ? [i] : [],
  );
  let index;
  if (preferred.length > 0) index = preferred[choose(preferred.length)];
  else if (now.picked !== "" && now.targets.length > 0 && choose(10) > 0)
    index = now.targets[choose(now.targets.length)];
  else index = choose(now.spots.length);
  const key = now.spots[index] ?? "";
  const before = await page.evaluate(signature, LIVE_SPOTS);
  await page.locator(LIVE_SPOTS).nth(index).click();
  // A move, a pick (its targets lit, wherever the pick itself is drawn now), a warning or an error changes what the device shows.
  const changed = await page
    .waitForFunction(
      `(${signature})(${JSON.stringify(LIVE_SPOTS)}) !== ${JSON.stringify(before)}`,
      undefined,
      { timeout: 10000 },
    )
    .then(
      () => true,
      () => false,
    );
  if (!changed) {
    // The touch was lost (say, something flew over the spot between press and release): a player touches again.
    console.log(`# a touch on ${key} changed nothing (${before})`);
    return "lost";
  }
  for (const prefix of wanted.keys()) if (key.startsWith(prefix)) wanted.delete(prefix);
  return key;
}

/** Plays by touching until the game is over; `onStep` runs after each step. Returns the keys touched. */
async function touchToEnd(page, choose, { wanted = new Map(), maxSteps = 3000, onStep } = {}) {
  const touched = [];
  let lost = 0;
  for (let steps = 0; !(await isOver(page)); steps++) {
    assert.ok(steps < maxSteps, `the game ends within ${maxSteps} steps`);
    const key = await touchStep(page, choose, wanted);
    if (key === undefined) await page.waitForTimeout(30);
    else if (key === "lost")
      assert.ok(
        ++lost <= 2,
        "a touch on a live spot plays, picks or warns (at most two touches lost in a game)",
      );
    else touched.push(key);
    if (onStep) await onStep(steps);
  }
  return touched;
}

/**
 * How far apart the prompt's top and the nearest live spot of the open
 * board tab are (undefined when the tab has none): at most a screen's
 * height means both are in sight together.
 */
function inSight(page) {
  return page.evaluate(() => {
    const prompt = $table().querySelector("[data-testid=prompt]")?.getBoundingClientRect();
    const spots = [
      ...$table().querySelectorAll(
        '[data-testid=board-panel] [data-play="play"], [data-testid=board-panel] [data-play="pick"], [data-testid=board-panel] [data-play="target"]',
      ),
    ];
    if (!prompt || spots.length === 0) return undefined;
    return Math.min(
      ...spots.map((e) => {
        const box = e.getBoundingClientRect();
        return Math.max(box.bottom, prompt.bottom) - Math.min(box.top, prompt.top);
      }),
    );
  });
}

/** The final scores table adds up, row by row (VIXEN's too), and each bar of where the points came from too. */
async function checkEndTable(page, seats) {
  await page.getByTestId("rf-final").waitFor();
  const rows = await page
    .getByTestId("rf-final-row")
    .evaluateAll((trs) =>
      trs.map((tr) =>
        [...tr.querySelectorAll("td")].map((td) => Number(td.textContent.replace("−", "-"))),
      ),
    );
  assert.equal(rows.length, seats, "a row per seat");
  for (const row of rows) {
    const total = row[row.length - 1];
    const parts = row.slice(0, -1).reduce((a, b) => a + b, 0);
    assert.equal(parts, total, `the final table adds up: ${row.join(", ")}`);
  }
  const vixen = await page
    .getByTestId("rf-vixen-final-row")
    .evaluateAll((trs) =>
      trs.map((tr) =>
        [...tr.querySelectorAll("td")].map((td) => Number(td.textContent.replace("−", "-"))),
      ),
    );
  for (const row of vixen) {
    assert.equal(
      row.slice(0, -1).reduce((a, b) => a + b, 0),
      row[row.length - 1],
      `VIXEN's final table adds up: ${row.join(", ")}`,
    );
  }
  await page.getByTestId("stats").waitFor();
  const charts = await page.getByTestId("chart").locator("figcaption").allTextContents();
  assert.ok(charts.includes("VP round by round"), "a chart of each seat's VP round by round");
  assert.ok(charts.includes("Where the points came from"), "a chart of where the points came from");
  const bars = await page
    .getByTestId("chart")
    .filter({ hasText: "Where the points came from" })
    .locator("table tbody tr")
    .evaluateAll((trs) =>
      trs.map((tr) =>
        [...tr.querySelectorAll("td")].map((td) => Number(td.textContent.replace("−", "-"))),
      ),
    );
  // Each bar's row: its parts, then their total.
  const totals = [...rows, ...vixen].map((row) => row[row.length - 1]).sort((a, b) => a - b);
  const sums = bars.map((bar) => bar.slice(0, -1).reduce((a, b) => a + b, 0)).sort((a, b) => a - b);
  assert.deepEqual(sums, totals, "each seat's sources of points add up to its total");
}

test(
  "RUSE with Firefox and Village: a human against a bot, played to the end on the board, checked by axe",
  { timeout: 240000 },
  async () => {
    await demo.withPage(async (page) => {
      await openMenu(page, `${demo.url()}?botPace=0`);
      await startRuse(page, {
        kinds: ["human", "bot"],
        flags: ["Firefox", "Village"],
        seed: 20261201,
      });
      await checkTab(page, "territories", [
        "The River",
        "The Forest",
        "The Field",
        "The Farm",
        "The Mountains",
        "The centre",
      ]);
      await checkTab(page, "tracks", [
        "The destiny board",
        "Turn order",
        "Territory tracks",
        "VP track",
        "Common objectives",
      ]);
      await checkTab(page, "den", [
        "Growth tracks",
        "Hunting cache",
        "Territory markers",
        "Den board",
        "The den's action spaces",
        "Bonus den path tiles",
        "The instincts board",
      ]);
      await checkTab(page, "firefox", [
        "The ring, clockwise from the top",
        "The Firefox board's die spaces",
      ]);
      await checkTab(page, "village", ["The Village board's die spaces"]);
      assert.ok(
        (await page.getByLabel("Your private objectives").count()) > 0,
        "the hand is drawn beside the board",
      );
      assert.equal(await page.getByTestId("panel").count(), 2, "a panel per seat");
      let axed = false;
      const touched = await touchToEnd(page, chooser(11), {
        wanted: new Map([
          ["space:ff:", "firefox"],
          ["space:vl:", "village"],
          ["cell:", "den"],
          // A die in the objective card zone lets a card of the hand be discarded.
          ["space:objectives", "territories"],
          ["obj:", ""],
          ["track:", "tracks"],
        ]),
        onStep: async () => {
          const gap = await inSight(page);
          assert.ok(
            gap === undefined || gap <= DESKTOP.height,
            `the prompt and the board's moves fit in one screen (${gap} px apart)`,
          );
          if (
            !axed &&
            (await page.evaluate(moves)) > 40 &&
            (await page.locator(LIVE_SPOTS).count()) > 0
          ) {
            axed = true;
            await page.screenshot({
              path: screenshotPath("ruse-expansions-middle"),
              animations: "disabled",
            });
            assert.deepEqual(
              await axeProblems(page),
              [],
              "axe: no serious or critical violation on the table with Firefox and Village",
            );
          }
        },
      });
      assert.ok(axed, "axe checked the table in the middle of the game");
      assert.ok(
        touched.some((key) => key.startsWith("space:ff:")),
        "a die was placed on the Firefox board",
      );
      assert.ok(
        touched.some((key) => key.startsWith("space:vl:")),
        "a die was placed on the Village board",
      );
      assert.ok(
        touched.some((key) => key.startsWith("cell:")),
        "a den tile was placed on a cell of the den board",
      );
      assert.ok(
        touched.some((key) => key.startsWith("obj:")),
        "an objective card was played from the hand",
      );
      for (const kind of ["space:t:", "x:", "kit:", "track:", "end"])
        assert.ok(
          touched.some((key) => key.startsWith(kind)),
          `${kind} spots were touched`,
        );
      assert.equal(
        await page.locator("[data-testid=actions][open]").count(),
        0,
        "the list of moves was never opened",
      );
      await checkEndTable(page, 2);
      assert.deepEqual(
        await axeProblems(page),
        [],
        "axe: no serious or critical violation at the end",
      );
      await page.screenshot({
        path: screenshotPath("ruse-expansions-over"),
        fullPage: true,
        animations: "disabled",
      });
      console.log(
        `# RUSE with Firefox and Village: ${await page.evaluate(moves)} moves, ${touched.length} touches`,
      );
    }, DESKTOP);
  },
);

test(
  "RUSE solo against VIXEN: the form's one seat and level, VIXEN's board and card shown, played to the end on the board",
  { timeout: 240000 },
  async () => {
    await demo.withPage(async (page) => {
      await openMenu(page, `${demo.url()}?botPace=0`);
      await startRuse(page, { kinds: ["human"], level: "2", seed: 31 });
      assert.equal(
        await page.locator('[data-testid=board-tab][data-tab="vixen"]').count(),
        1,
        "VIXEN's board has its tab",
      );
      await checkTab(page, "vixen", [
        "VIXEN's board",
        "VIXEN's markers",
        "The spaces above VIXEN's board",
        "VIXEN's growth track",
      ]);
      assert.equal(
        await page.getByTestId("rf-vixen-panel").count(),
        1,
        "VIXEN has a panel beside the seat's",
      );
      let sawCard = false;
      const touched = await touchToEnd(page, chooser(5), {
        onStep: async (n) => {
          if (sawCard || n % 5 !== 0) return;
          await page.locator('[data-testid=board-tab][data-tab="vixen"]').click();
          if ((await page.getByTestId("rf-vixen-card").count()) > 0) {
            sawCard = true;
            assert.equal(
              await page.locator(".rf-vixen-row-used").count(),
              1,
              "the row in use is marked on VIXEN's card",
            );
            assert.match(
              await page.getByTestId("rf-vixen-card").locator("figcaption").textContent(),
              /level 2/,
            );
            await page.screenshot({
              path: screenshotPath("ruse-vixen-card"),
              animations: "disabled",
            });
            assert.deepEqual(
              await axeProblems(page),
              [],
              "axe: no serious or critical violation on the table with VIXEN",
            );
          }
        },
      });
      assert.ok(sawCard, "VIXEN's card was shown");
      assert.ok(touched.length > 20, "a whole game was played at the device");
      const log = await page.getByTestId("log").textContent();
      assert.match(log, /VIXEN reveals card/, "VIXEN's steps are in the log");
      await checkEndTable(page, 1);
      assert.equal(
        await page.getByTestId("rf-vixen-final-row").count(),
        1,
        "VIXEN's score is in the end table",
      );
      // The end screen names the winner: you, or VIXEN (never "nobody").
      assert.match(await page.getByTestId("winner").textContent(), /^(.+ wins!|VIXEN wins\.)$/);
      assert.match(
        await page.getByTestId("end").textContent(),
        /\d\. VIXEN/,
        "VIXEN has its place",
      );
      await page.screenshot({
        path: screenshotPath("ruse-vixen-over"),
        fullPage: true,
        animations: "disabled",
      });
    }, DESKTOP);
  },
);

test(
  "RUSE with VIXEN beside two seats: VIXEN plays its steps visibly, one after another",
  { timeout: 240000 },
  async () => {
    await demo.withPage(async (page) => {
      // A short bot pace: the steps of VIXEN's turn are fed one by one.
      await openMenu(page, `${demo.url()}?botPace=150`);
      await startRuse(page, { kinds: ["human", "bot"], flags: ["VIXEN"], seed: 8 });
      assert.equal(await page.getByTestId("panel").count(), 3, "two seats' panels and VIXEN's");
      const choose = chooser(9);
      let fed = false;
      for (
        let steps = 0;
        steps < 400 &&
        !(await isOver(page)) &&
        (await page.evaluate(
          () => $table().querySelector("[data-testid=rf-round]")?.textContent ?? "",
        )) !== "Round 3 of 4";
        steps++
      ) {
        await touchStep(page, choose);
        const now = await page.evaluate(() => ({
          listed: [...$table().querySelectorAll("[data-testid=step-list] li")].map(
            (li) => li.textContent,
          ),
          later: $table().querySelectorAll("[data-testid=step-list] li.step-later").length,
          tab: $table().querySelector("[data-testid=board-panel]")?.getAttribute("data-tab"),
        }));
        if (!fed && now.listed.some((text) => text.startsWith("VIXEN")) && now.later > 0) {
          fed = true;
          await page.screenshot({
            path: screenshotPath("ruse-vixen-feed"),
            animations: "disabled",
          });
        }
        if ((await page.evaluate(moves)) > 0 && steps % 10 === 0) await page.waitForTimeout(10);
      }
      assert.ok(fed, "VIXEN's turn was shown step by step (later steps greyed while one is shown)");
      const log = await page.getByTestId("log").textContent();
      assert.match(log, /VIXEN places its die/, "VIXEN's placements are in the log");
      assert.doesNotMatch(log, /Seat 3/, "VIXEN is named, never as a seat number");
      // The bots stop, so the tabs no longer follow their steps while we look.
      const pause = page.getByTestId("pause-bots");
      if ((await pause.count()) > 0) await pause.click();
      await page.waitForFunction(() => $table().querySelector(".step-later") === null);
      await page.waitForTimeout(300);
      await page.locator('[data-testid=board-tab][data-tab="vixen"]').click();
      assert.equal(
        await page.getByTestId("rf-vixen-card").count(),
        1,
        "VIXEN's latest card is shown",
      );
      await page.locator('[data-testid=board-tab][data-tab="tracks"]').click();
      assert.match(
        await page.getByLabel("VP track", { exact: true }).textContent(),
        /VIXEN: \d+ VP/,
        "VIXEN's fox head is on the VP track",
      );
      assert.deepEqual(
        await axeProblems(page),
        [],
        "axe: no serious or critical violation with VIXEN beside two seats",
      );
    }, DESKTOP);
  },
);

/**
 * One decision by keyboard alone: Enter on a warning the shell put focus
 * on, or Tab a few live spots on and press Enter or Space. Returns whether
 * something was pressed.
 */
async function keyboardStep(page, choose) {
  const now = await page.evaluate(
    (live) => ({
      warning: $table().querySelector("[data-testid=play-anyway]") !== null,
      spots: $table().querySelectorAll(live).length,
      fallback: $table().querySelector("[data-testid=actions]") !== null,
      tabs: [...$table().querySelectorAll("[data-testid=board-tab]")].flatMap((e) =>
        Number(e.dataset.live) > 0 && e.getAttribute("aria-selected") !== "true"
          ? [e.dataset.tab]
          : [],
      ),
      state: `${$table().querySelector(".seed-note")?.textContent}|${[...$table().querySelectorAll('[data-play="picked"]')].map((e) => e.dataset.spot)}|${$table().querySelector("[data-testid=play-anyway]") !== null}`,
    }),
    LIVE_SPOTS,
  );
  const isLive = () =>
    page.evaluate(() =>
      ["play", "pick", "target"].includes($table().activeElement?.getAttribute("data-play") ?? ""),
    );
  if (now.warning) {
    await page.keyboard.press("Enter");
  } else if (now.spots > 0) {
    for (let skips = choose(3), tabs = 0; tabs < 400; tabs++) {
      if (await isLive()) {
        if (skips === 0) break;
        skips--;
      }
      await page.keyboard.press("Tab");
    }
    assert.ok(await isLive(), "Tab reaches a spot that plays");
    await page.keyboard.press(choose(2) === 0 ? "Enter" : "Space");
  } else if (now.tabs.length > 0) {
    // Moves on another tab: focus the open tab, arrow along to the marked one.
    await page.locator('[data-testid=board-tab][aria-selected="true"]').focus();
    for (let tries = 0; tries < 8; tries++) {
      if (
        await page.evaluate(
          (tabs) => tabs.includes($table().activeElement?.getAttribute("data-tab") ?? ""),
          now.tabs,
        )
      )
        break;
      await page.keyboard.press("ArrowRight");
    }
    return true;
  } else {
    assert.ok(!now.fallback, "every move of the list can be made on the board");
    return false;
  }
  await page.waitForFunction(
    (before) =>
      `${$table().querySelector(".seed-note")?.textContent}|${[...$table().querySelectorAll('[data-play="picked"]')].map((e) => e.dataset.spot)}|${$table().querySelector("[data-testid=play-anyway]") !== null}` !==
      before,
    now.state,
  );
  return true;
}

test(
  "RUSE by keyboard alone on a 390 px screen, against VIXEN: played to the end, no sideways scroll",
  { timeout: 240000 },
  async () => {
    await demo.withPage(async (page) => {
      await openMenu(page, `${demo.url()}?botPace=0`);
      await startRuse(page, { kinds: ["human"], seed: 4242 });
      await noSidewaysScroll(page, "RUSE at the start");
      const choose = chooser(21);
      for (let steps = 0; !(await isOver(page)); steps++) {
        assert.ok(steps < 3000, "the game ends");
        const error = page.getByTestId("error");
        if ((await error.count()) > 0)
          assert.fail(`the app showed an error: ${await error.textContent()}`);
        if (!(await keyboardStep(page, choose))) await page.waitForTimeout(20);
        if (steps % 15 === 0)
          await noSidewaysScroll(page, `RUSE, move ${await page.evaluate(moves)}`);
      }
      assert.equal(
        await page.locator("[data-testid=actions][open]").count(),
        0,
        "the list of moves was never opened",
      );
      await checkEndTable(page, 1);
      await noSidewaysScroll(page, "RUSE at the end");
      await page.screenshot({
        path: screenshotPath("ruse-keyboard-end"),
        fullPage: true,
        animations: "disabled",
      });
      console.log(`# RUSE by keyboard: ${await page.evaluate(moves)} moves`);
    }, PHONE);
  },
);

test(
  "RUSE on a 390 px screen with Firefox and Village: every tab fits the width",
  { timeout: 120000 },
  async () => {
    await demo.withPage(async (page) => {
      await openMenu(page, `${demo.url()}?botPace=0`);
      await startRuse(page, { kinds: ["human", "bot"], flags: ["Firefox", "Village"], seed: 77 });
      const choose = chooser(3);
      for (let steps = 0; steps < 40 && !(await isOver(page)); steps++) {
        if ((await touchStep(page, choose)) === undefined) await page.waitForTimeout(30);
      }
      for (const tab of ["territories", "tracks", "den", "firefox", "village"]) {
        await page.locator(`[data-testid=board-tab][data-tab="${tab}"]`).click();
        await noSidewaysScroll(page, `the ${tab} tab at 390 px`);
        assert.deepEqual(await smallText(page), [], `the ${tab} tab's text is 14 px at least`);
        await page.screenshot({
          path: screenshotPath(`ruse-phone-${tab}`),
          fullPage: true,
          animations: "disabled",
        });
      }
      assert.deepEqual(
        await axeProblems(page),
        [],
        "axe: no serious or critical violation at 390 px",
      );
    }, PHONE);
  },
);

test(
  "RUSE explains a refused touch in the rulebook's words: the River base before the action die is placed",
  { timeout: 120000 },
  async () => {
    await demo.withPage(async (page) => {
      await openMenu(page, `${demo.url()}?botPace=0`);
      await startRuse(page, { kinds: ["human"], level: "1", seed: 31 });
      const base = '[data-spot="x:river:0"]';
      const territories = page.locator('[data-testid=board-tab][data-tab="territories"]');
      const notice = page.getByTestId("play-notice");
      // The starting bonus is owed first: it comes before the board, named with its rule.
      await page.locator('[data-spot="gp"][data-play="play"]').waitFor();
      await territories.click();
      await page.locator(base).click({ force: true }); // an idle spot is aria-disabled, and still answers a touch
      await notice.waitFor();
      assert.match(
        await notice.textContent(),
        /First collect either 2 growth points or one resource of your choice.*rulebook: “Player Setup”/,
      );
      // The owed choices made on the board, the die waits to be placed on a die space.
      const placing = '[data-spot^="space:t:"][data-play="play"]';
      const choose = chooser(3);
      for (let step = 0; step < 30 && (await page.locator(placing).count()) === 0; step++) {
        const prompt = await page.getByTestId("prompt").textContent();
        if (
          !/^You must choose/.test(prompt) &&
          (await page
            .locator('[data-testid=board-tab][data-tab="territories"]')
            .getAttribute("data-live")) !== "0"
        ) {
          await territories.click();
          await page
            .locator(placing)
            .first()
            .waitFor({ timeout: 10000 })
            .catch(() => {});
          continue;
        }
        await touchStep(page, choose);
      }
      assert.ok((await page.locator(placing).count()) > 0, "the die waits to be placed");
      await page.locator(base).click({ force: true });
      await notice.waitFor();
      const text = await notice.textContent();
      assert.match(
        text,
        /Place your action die first/,
        `the die is placed before the fox moves: ${text}`,
      );
      assert.match(text, /then move your fox/);
      assert.match(text, /rulebook: “3\. Actions Phase”/);
    }, DESKTOP);
  },
);
