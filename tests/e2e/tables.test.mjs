// The table shell on the three card games (www/dist, served by vite
// preview): whole games played by keyboard alone on a phone-sized screen,
// axe-core on the menu and the tables, no sideways scrolling at 390 px,
// no motion under reduced motion, refusals in the rulebook's words, the
// murderer warning, undo against bots, the rules, and the menu (which
// loads no engine until a game is picked).
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { test } from "node:test";
import * as ruleshelf from "../../pkg/index.js";
import { axeProblems, moves, noSidewaysScroll } from "./checks.mjs";
import { chooser, root, screenshotPath, useDemo } from "./harness.mjs";
import {
  LIVE_SPOTS,
  act,
  isOver,
  movesPlayed,
  openMenu,
  spotFor,
  startTable,
  step,
} from "./game.mjs";

ruleshelf.initSync({ module: readFileSync(join(root, "pkg", "ruleshelf_bg.wasm")) });

const demo = useDemo();
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

/** The three card games, set up with one human and bots. */
const CARD_GAMES = [
  { game: "ruleta-rusa", title: "Ruleta Rusa", kinds: ["human", "bot", "bot"], options: {} },
  {
    game: "ruse-2014",
    title: "Ruse (2014)",
    kinds: ["human", "bot", "bot", "bot", "bot"],
    options: { Dealer: 4 },
  },
  {
    game: "ruse-and-bruise",
    title: "Ruse & Bruise",
    kinds: ["human", "bot", "bot"],
    options: { "First player": 0 },
  },
];

/**
 * One decision by keyboard alone: Enter on whatever the shell put focus on
 * (a pass screen, a warning, a scoring's Continue), or Tab a few live spots
 * on and press Enter or Space. Returns whether something was pressed.
 */
async function keyboardStep(page, choose) {
  const now = await page.evaluate((live) => {
    const active = $table().activeElement;
    return {
      focused:
        active?.getAttribute("data-testid") ??
        active?.getAttribute("data-play") ??
        active?.tagName ??
        "",
      continue:
        $table().querySelector("[data-testid=rb-scoring-continue], [data-testid=play-anyway]") !==
        null,
      spots: $table().querySelectorAll(live).length,
      state: `${$table().querySelector(".seed-note")?.textContent}|${[...$table().querySelectorAll('[data-play="picked"]')].map((e) => e.dataset.spot)}|${$table().querySelector("[data-testid=play-anyway]") !== null}|${$table().querySelector("[data-testid=rb-scoring-continue]") !== null}`,
    };
  }, LIVE_SPOTS);
  const isLive = () =>
    page.evaluate(() =>
      ["play", "pick", "target"].includes($table().activeElement?.getAttribute("data-play") ?? ""),
    );
  if (now.continue) {
    assert.match(
      now.focused,
      /rb-scoring-continue|play-anyway/,
      "the shell put focus on the button to press",
    );
    await page.keyboard.press("Enter");
  } else if (now.spots > 0) {
    for (let skips = choose(3), tabs = 0; tabs < 200; tabs++) {
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
  await page.waitForFunction(
    (before) =>
      `${$table().querySelector(".seed-note")?.textContent}|${[...$table().querySelectorAll('[data-play="picked"]')].map((e) => e.dataset.spot)}|${$table().querySelector("[data-testid=play-anyway]") !== null}|${$table().querySelector("[data-testid=rb-scoring-continue]") !== null}` !==
      before,
    now.state,
  );
  return true;
}

for (const { game, title, kinds, options } of CARD_GAMES) {
  test(
    `${game}: a whole game against bots by keyboard alone, on a 390 px screen, checked by axe`,
    { timeout: 150000 },
    async () => {
      await demo.withPage(async (page) => {
        await openMenu(page, `${demo.url()}?botPace=0`);
        await startTable(page, { game, title, kinds, seed: 4242, options });
        await noSidewaysScroll(page, `${game} at the start`);
        const choose = chooser(game.length * 7);
        let checkedMiddle = false;
        for (let steps = 0; !(await isOver(page)); steps++) {
          assert.ok(steps < 3000, "the game ends");
          const error = page.getByTestId("error");
          if ((await error.count()) > 0)
            assert.fail(`the app showed an error: ${await error.textContent()}`);
          if (!(await keyboardStep(page, choose))) await page.waitForTimeout(20);
          if (steps % 10 === 0)
            await noSidewaysScroll(page, `${game}, move ${await page.evaluate(moves)}`);
          // The first pick with its targets lit after everyone's first move
          // (in Ruleta Rusa the human may be out of the round soon after).
          if (
            !checkedMiddle &&
            (await page.evaluate(moves)) > 5 &&
            (await page.locator('[data-play="target"]').count()) > 0
          ) {
            checkedMiddle = true;
            await page.screenshot({
              path: screenshotPath(`keyboard-${game}-middle`),
              fullPage: true,
              animations: "disabled",
            });
            assert.deepEqual(
              await axeProblems(page),
              [],
              `axe: no serious or critical violation on the ${title} table`,
            );
          }
        }
        assert.ok(checkedMiddle, "axe checked the table in the middle of the game");
        assert.equal(
          await page.locator("[data-testid=actions][open]").count(),
          0,
          "the list of moves was never opened",
        );
        await page.getByTestId("stats").waitFor();
        await noSidewaysScroll(page, `${game} at the end`);
        assert.deepEqual(
          await axeProblems(page),
          [],
          `axe: no serious or critical violation at the end of ${title}`,
        );
        await page.screenshot({
          path: screenshotPath(`keyboard-${game}-end`),
          fullPage: true,
          animations: "disabled",
        });
        console.log(`# ${game} by keyboard: ${await page.evaluate(moves)} moves`);
      }, PHONE);
    },
  );
}

test(
  "the menu: covers, one human and bots, Ruse (2014) by name, saved games in sight, axe, no sideways scroll",
  { timeout: 40000 },
  async () => {
    for (const viewport of [DESKTOP, PHONE]) {
      await demo.withPage(async (page) => {
        await openMenu(page, demo.url());
        assert.equal(await page.locator(".pick svg.cover").count(), 5, "a picture per game");
        assert.match(
          await page.locator('.pick[data-game="ruse-2014"]').textContent(),
          /^Ruse \(2014\)The steampunk murder-accusation card game/,
        );
        assert.deepEqual(
          await page
            .locator(".seat-row select")
            .evaluateAll((selects) => selects.map((s) => s.value)),
          ["human", "bot", "bot"],
        );
        // The seat rows' fields never overlap.
        const boxes = await page
          .locator(".seat-row select, .seat-row input")
          .evaluateAll((elements) =>
            elements.map((element) => element.getBoundingClientRect().toJSON()),
          );
        for (const [i, a] of boxes.entries()) {
          for (const b of boxes.slice(i + 1)) {
            const overlap =
              a.left < b.right - 1 &&
              b.left < a.right - 1 &&
              a.top < b.bottom - 1 &&
              b.top < a.bottom - 1;
            assert.ok(!overlap, `seat fields overlap at ${viewport.width} px`);
          }
        }
        await noSidewaysScroll(page, `the menu at ${viewport.width} px`);
        assert.deepEqual(await axeProblems(page), [], `axe on the menu at ${viewport.width} px`);
        // A game saved: back on the menu its row is in sight without scrolling.
        await startTable(page, {
          game: "ruleta-rusa",
          title: "Ruleta Rusa",
          kinds: ["human", "bot"],
          seed: 5,
        });
        await page.getByTestId("menu").click();
        await page.getByTestId("save").first().waitFor();
        const save = await page.getByTestId("save").first().boundingBox();
        assert.ok(
          save && save.y + save.height <= viewport.height,
          `the saved game is in sight at ${viewport.width} px`,
        );
        await page.screenshot({
          path: screenshotPath(`menu-${viewport.width}`),
          animations: "disabled",
        });
      }, viewport);
    }
  },
);

test(
  'the menu loads no rules engine; picking a game starts loading its engine before "Start the game"',
  { timeout: 40000 },
  async () => {
    await demo.withPage(async (page) => {
      const wasm = [];
      page.on("request", (request) => {
        if (request.url().endsWith(".wasm")) wasm.push(request.url());
      });
      await openMenu(page, demo.url());
      // The menu settled: its fonts, covers and saved games are in.
      await page.waitForLoadState("networkidle");
      assert.deepEqual(wasm, [], "the menu fetched no engine");
      await page.locator('.pick[data-game="ruse-2014"]').click();
      await page.waitForFunction(() =>
        performance.getEntriesByType("resource").some((entry) => entry.name.endsWith(".wasm")),
      );
      assert.equal(wasm.length, 1, "the picked game's engine, and only it, was fetched");
      assert.ok(await page.getByTestId("start").isVisible(), "while its form is still open");
    }, DESKTOP);
  },
);

test("reduced motion: nothing animates; with motion, a move does", { timeout: 60000 }, async () => {
  const context = await demo.newContext({ viewport: DESKTOP, reducedMotion: "reduce" });
  try {
    const page = await context.newPage();
    await openMenu(page, `${demo.url()}?botPace=0`);
    await startTable(page, {
      game: "ruleta-rusa",
      title: "Ruleta Rusa",
      kinds: ["human", "bot", "bot"],
      seed: 77,
      options: { "First to reveal": 0 },
    });
    const choose = chooser(5);
    let animations = 0;
    for (let steps = 0; steps < 400 && !(await isOver(page)); steps++) {
      if ((await step(page, choose)) === undefined) await page.waitForTimeout(10);
      animations += await page.evaluate(() => $table().getAnimations().length);
    }
    assert.ok(await isOver(page), "the game was played to its end");
    assert.equal(animations, 0, "no animation ran during the whole game");
  } finally {
    await context.close();
  }
  await demo.withPage(async (page) => {
    // The bot waits long enough for the human's move to be watched.
    await openMenu(page, `${demo.url()}?botPace=5000`);
    await startTable(page, {
      game: "ruleta-rusa",
      title: "Ruleta Rusa",
      kinds: ["human", "bot"],
      seed: 1,
      options: { "First to reveal": 0 },
    });
    await spotFor(page, "Reveal the top chip").click();
    const running = await page.evaluate(
      () =>
        $table()
          .getAnimations()
          .filter((a) => a.playState === "running").length,
    );
    assert.ok(running > 0, "the revealed chip moves to the discard");
    await page.waitForFunction(
      () =>
        $table()
          .getAnimations()
          .every((a) => a.playState !== "running" || a.effect?.getTiming().iterations === Infinity),
      null,
      { timeout: 2000 },
    );
  });
});

test(
  "why not: a touch that cannot be played says the rule, from the engine",
  { timeout: 40000 },
  async () => {
    await demo.withPage(async (page) => {
      await openMenu(page, demo.url());
      await startTable(page, {
        game: "ruleta-rusa",
        title: "Ruleta Rusa",
        kinds: ["human", "bot"],
        seed: 3,
        options: { "First to reveal": 0 },
      });
      const notice = page.getByTestId("play-notice");
      // Spots that play nothing now are aria-disabled (dimmed, still touchable): Playwright needs force.
      await page.locator('[data-spot="skill:0:reorder"]').click({ force: true });
      assert.equal(
        await notice.textContent(),
        "Not possible: The first turn of the game only reveals the top chip of the revolver stack. (rulebook: “How to Play”)OK",
      );
      await notice.getByRole("button", { name: "OK" }).click();
      // The bots wait while paused, so the bot's turn lasts until the touch
      // below (a thinking bot may move first: the touch then plays).
      await page.getByTestId("pause-bots").click();
      await act(page, "Reveal the top chip");
      await page
        .getByTestId("status")
        .filter({ hasText: "Seat 2 (bot) waits (bots paused)" })
        .waitFor();
      // The bot's turn: a touch on the revolver says whose turn it is.
      await page.locator('[data-spot="stack:top"]').click({ force: true });
      assert.match(await notice.textContent(), /Seat 2 \(bot\) is to act now, not you\./);
    });
    await demo.withPage(async (page) => {
      await openMenu(page, demo.url());
      await startTable(page, {
        game: "ruse-2014",
        title: "Ruse (2014)",
        kinds: ["human", "bot", "bot"],
        seed: 11,
        options: { Dealer: 2 },
      });
      await page.locator('[data-spot^="hand:"]').first().click({ force: true });
      assert.match(
        await page.getByTestId("play-notice").textContent(),
        /^Not possible: At the start of your turn, first take the top card of the draw pile or the discard pile\. \(rulebook: “Play”\)/,
      );
    });
  },
);

/**
 * A Ruse (2014) game found by playing at random in the package: every seat
 * accuses Seat 1 when it can, and Seat 1 never answers, until Seat 1 must
 * act facing a Method, a Motive and an Opportunity with an Accusation in
 * hand. Returned as a replay file with Seat 1 human and the others bots.
 */
function murdererReplay() {
  for (let seed = 1; seed < 200; seed++) {
    const choose = chooser(seed);
    const options = { seats: 3, seed, dealer: 2 };
    let state = ruleshelf.newGame("ruse-2014", options);
    const actions = [];
    for (let i = 0; i < 400 && !ruleshelf.outcome(state); i++) {
      const legal = ruleshelf.legalActions(state);
      const view = ruleshelf.view(state, 0);
      if (
        ruleshelf.toAct(state)[0] === 0 &&
        view.phase.type === "act" &&
        view.players[0].accusations.length === 3 &&
        legal.some((a) => a.type === "accuse")
      ) {
        return {
          kind: "ruleshelf-replay",
          version: 1,
          game: "ruse-2014",
          options,
          seats: ["human", "bot", "bot"],
          actions,
        };
      }
      const onSeat1 = legal.filter((a) => a.type === "accuse" && a.target === 0);
      const noEscape = legal.filter(
        (a) => a.type !== "alibi" && a.type !== "coverUp" && a.type !== "joker",
      );
      const pool = onSeat1.length > 0 ? onSeat1 : noEscape.length > 0 ? noEscape : legal;
      const action = pool[choose(pool.length)];
      actions.push(action);
      state = ruleshelf.apply(state, action);
    }
  }
  throw new Error("no game reached the murderer's corner");
}

test(
  "Ruse (2014): the table warns before a move that ends your turn as the murderer",
  { timeout: 30000 },
  async () => {
    const replay = murdererReplay();
    await demo.withPage(async (page) => {
      await openMenu(page, demo.url());
      await page.getByTestId("import").setInputFiles({
        name: "corner.json",
        mimeType: "application/json",
        buffer: Buffer.from(JSON.stringify(replay)),
      });
      await page.getByTestId("status").filter({ hasText: "Your turn" }).waitFor();
      const before = await movesPlayed(page);
      await page.locator('[data-spot^="hand:"][data-play="pick"]').first().click();
      await page.locator('[data-play="target"]').first().click();
      const notice = page.getByTestId("play-notice");
      assert.equal(await notice.getAttribute("data-tone"), "warn");
      assert.match(
        await notice.textContent(),
        /Careful: this ends your turn with a Method, a Motive and an Opportunity in front of you: you would be the murderer/,
      );
      await page.screenshot({ path: screenshotPath("ruse-05-warning"), animations: "disabled" });
      await notice.getByRole("button", { name: "Cancel" }).click();
      assert.equal(await movesPlayed(page), before, "nothing was played");
      // The card stays picked; touching the target again warns again.
      await page.locator('[data-play="target"]').first().click();
      await page.getByTestId("play-anyway").click();
      await page.getByTestId("winner").waitFor();
      assert.match(
        await page.getByTestId("verdict").locator("h2").textContent(),
        /^Seat 1 — .* — is the murderer!/,
      );
    });
  },
);

test(
  "undo against bots: your last decision and the bots' replies, while nothing hidden reached you",
  { timeout: 60000 },
  async () => {
    await demo.withPage(async (page) => {
      await openMenu(page, `${demo.url()}?botPace=0`);
      await startTable(page, {
        game: "ruleta-rusa",
        title: "Ruleta Rusa",
        kinds: ["human", "bot", "bot"],
        seed: 1,
        options: { "First to reveal": 0 },
      });
      const undo = page.getByTestId("undo");
      const bar = page.locator(".play-bar");
      const barHeight = (await bar.boundingBox()).height;
      // Seat 1 reorders whenever it can (the BANG! to the bottom), keeps its
      // chips after a CLICK and otherwise reveals, until the bots' replies
      // leave something to take back.
      for (let decisions = 0; decisions < 20; decisions++) {
        await page
          .getByTestId("status")
          .filter({ hasText: /Your turn|Game over/ })
          .waitFor();
        assert.ok(!(await isOver(page)), "the game goes on");
        const title = (await undo.getAttribute("title")) ?? "";
        if (/and the bots' /.test(title)) break;
        for (const name of [
          "Use Reorder",
          "BANG! at the bottom",
          "Keep my chips as they are",
          "Reveal the top chip",
        ]) {
          const spot =
            name === "BANG! at the bottom"
              ? page.locator('[data-spot^="slot:"][data-play="play"]').last()
              : spotFor(page, name);
          if ((await spot.count()) > 0) {
            const before = await movesPlayed(page);
            await spot.click();
            await page.waitForFunction(
              (n) =>
                Number(
                  /(\d+) moves/.exec($table().querySelector(".seed-note")?.textContent ?? "")?.[1],
                ) !== n,
              before,
            );
            break;
          }
        }
      }
      const title = await undo.getAttribute("title");
      assert.match(
        title,
        /^Take back your move: .* and the bots' (reply|\d replies)$/,
        "Undo offers the decision and the bots' replies",
      );
      assert.ok(await undo.isEnabled());
      assert.equal(
        (await bar.boundingBox()).height,
        barHeight,
        "the top bar keeps its height with a long undo",
      );
      const replies = Number(/(\d) replies/.exec(title)?.[1] ?? 1);
      const before = await movesPlayed(page);
      await undo.click();
      await page.waitForFunction(
        (n) =>
          Number(
            /(\d+) moves/.exec($table().querySelector(".seed-note")?.textContent ?? "")?.[1],
          ) === n,
        before - replies - 1,
      );
      assert.equal(
        await page.getByTestId("status").textContent(),
        "Your turn",
        "the decision is Seat 1's again",
      );
    });
  },
);

test("each card table opens its complete rules, components drawn", { timeout: 30000 }, async () => {
  await demo.withPage(async (page) => {
    for (const { game, title, kinds, options } of CARD_GAMES) {
      await openMenu(page, `${demo.url()}?botPace=0`);
      await startTable(page, { game, title, kinds, seed: 9, options });
      await page.getByTestId("rules").click();
      const dialog = page.getByTestId("rules-dialog");
      await dialog.getByRole("heading", { name: `Rules of ${title}` }).waitFor();
      const text = await dialog.textContent();
      assert.match(text, /Playing on this table/);
      assert.match(text, /How this table settles the unclear points/);
      assert.ok(text.length > 3000, `${title}: a complete reference (${text.length} characters)`);
      assert.ok((await dialog.locator("svg").count()) >= 6, `${title}: its components are drawn`);
      await page.screenshot({ path: screenshotPath(`rules-${game}`), animations: "disabled" });
      await page.keyboard.press("Escape");
      await dialog.waitFor({ state: "hidden" });
      await page.getByTestId("menu").click();
    }
  });
});
