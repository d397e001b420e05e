// Online play in the browser: two browser contexts play a Ruse & Bruise
// match to its end through the game server (server/dist, one process,
// PGlite), a third context watches it as a spectator, and the first player
// reloads mid-game and is back at the same seat. Needs `cd www && npm run
// build` and `cd server && npm run build` first.
import assert from "node:assert/strict";
import { test } from "node:test";
import ruleshelf from "../../tests/node/load.js";
import { decodeFrame } from "../../server/test/helpers.mjs";
import { step as playOnTable } from "./game.mjs";
import { moves } from "./checks.mjs";
import { chooser, screenshotPath, useOnlineSite, withTableQuery } from "./harness.mjs";

const site = useOnlineSite();

/** What a page shows now, in one round trip. */
function glance(page) {
  return page.evaluate(() => {
    const match = $table().querySelector("[data-testid=online-match]");
    return {
      link: match?.getAttribute("data-link"),
      seat: match?.getAttribute("data-seat"),
      turn: Number(
        $table().querySelector("[data-testid=online-turn]")?.getAttribute("data-turn") ?? -1,
      ),
      over: $table().querySelector("[data-testid=winner]") !== null,
      mine: ($table().querySelector("[data-testid=status]")?.textContent ?? "").includes(
        "Your turn",
      ),
      scoring: $table().querySelector("[data-testid=rb-scoring-continue]") !== null,
      refusal: $table().querySelector("[data-testid=online-refusal]")?.textContent ?? null,
      fatal: $table().querySelector("[data-testid=online-fatal]")?.textContent ?? null,
    };
  });
}

/** One decision at a player's page, if it has one, made on the table: returns whether it did something. */
async function step(page, choose) {
  const now = await glance(page);
  assert.equal(now.fatal, null, "the page is at the match");
  if (now.refusal) assert.fail(`the server refused a move: ${now.refusal}`);
  if (now.over || now.link !== "open") return false;
  if (now.scoring) {
    // The read scoring folds away and the hand moves up: touch it only once
    // it has (a touch aimed while it moved landed on nothing).
    const more = page.getByTestId("rb-scoring-continue");
    await more.click();
    await more.waitFor({ state: "detached" });
    return true;
  }
  if (!now.mine) return false;
  // The same table as hot-seat play: touch one of its live pieces.
  return (await playOnTable(page, choose)) !== undefined;
}

async function openMatch(page, url) {
  await page.goto(url);
  await page.locator('[data-testid=online-match][data-link="open"]').waitFor();
  await page.locator("[data-testid=online-turn]:not([data-turn='-1'])").waitFor();
}

test(
  "online: two browsers play Ruse & Bruise to its end, a third watches, a reload keeps the seat",
  { timeout: 240000 },
  async () => {
    const contexts = await Promise.all(
      [0, 1, 2].map(() =>
        site.browser.newContext({ viewport: { width: 1280, height: 900 } }).then(withTableQuery),
      ),
    );
    const [ana, bo, watcher] = await Promise.all(contexts.map((context) => context.newPage()));
    const problems = [];
    for (const page of [ana, bo, watcher])
      page.on("pageerror", (error) => problems.push(error.message));
    // Every view the spectator's browser is sent, to hold against the package's spectator view.
    const watched = [];
    watcher.on("websocket", (socket) =>
      socket.on("framereceived", ({ payload }) => {
        if (typeof payload === "string") return;
        const frame = decodeFrame(payload);
        if (frame.type === "view") watched.push(frame.body);
      }),
    );
    try {
      // Ana sets the table up from the menu and takes seat 1.
      await ana.goto(`${site.preview.url}?server=${encodeURIComponent(site.server.url)}`);
      await ana.getByTestId("play-online").click();
      await ana.getByLabel("Game").selectOption("ruse-and-bruise");
      await ana.getByLabel("Seat 1 name").fill("Ana");
      await ana.getByLabel("Seat 2 name").fill("Bo");
      await ana.getByTestId("create-table").click();
      await ana.locator('[data-testid=online-match][data-link="open"][data-seat="0"]').waitFor();
      const invite = await ana.getByTestId("invite-1").inputValue();
      const watchLink = await ana.getByTestId("watch-link").inputValue();
      assert.match(invite, /[?&]online=[A-Za-z0-9_-]+&seat=1/);

      // Bo opens the invite link; a third browser watches.
      await openMatch(bo, invite);
      assert.equal((await glance(bo)).seat, "1");
      await openMatch(watcher, watchLink);
      assert.equal((await glance(watcher)).seat, "spectator");
      await watcher
        .locator('[data-testid=online-seats] li[data-seat="1"][data-player="here"]')
        .waitFor();
      await ana
        .locator('[data-testid=online-seats] li[data-seat="1"][data-player="here"]')
        .waitFor();
      await ana.screenshot({ path: screenshotPath("online-01-table"), fullPage: true });

      const choose = chooser(18);
      let reloaded = false;
      const started = Date.now();
      for (let idle = 0; ;) {
        assert.ok(Date.now() - started < 200000, "the match ends within 200 s");
        const [a, b] = await Promise.all([glance(ana), glance(bo)]);
        if (a.over && b.over) break;
        if (!reloaded && a.turn >= 12) {
          // A reload mid-game: the stored seat token puts Ana back at seat 1, at the same position.
          reloaded = true;
          const before = a.turn;
          await ana.reload();
          await ana
            .locator('[data-testid=online-match][data-link="open"][data-seat="0"]')
            .waitFor();
          await ana.locator("[data-testid=online-turn]:not([data-turn='-1'])").waitFor();
          assert.equal((await glance(ana)).turn, before, "the reload resumes the same position");
          await bo
            .locator('[data-testid=online-seats] li[data-seat="0"][data-player="here"]')
            .waitFor();
          continue;
        }
        const acted = (await step(ana, choose)) || (await step(bo, choose));
        if (acted) idle = 0;
        else {
          idle++;
          assert.ok(idle < 400, "somebody can move");
          await ana.waitForTimeout(25);
        }
      }
      assert.ok(reloaded, "the reload happened mid-game");

      // Everyone sees the end; the spectator saw it without a hand of its own.
      for (const page of [ana, bo, watcher]) await page.getByTestId("winner").waitFor();
      const winner = await ana.getByTestId("winner").textContent();
      assert.match(winner, /^(Ana|Bo)( and Bo)? wins?!$/);
      assert.equal(await watcher.getByTestId("winner").textContent(), winner);
      assert.equal(
        await watcher.locator("button[data-pick]").count(),
        0,
        "the spectator holds no hand",
      );
      const turns = (await glance(ana)).turn;
      assert.equal((await glance(watcher)).turn, turns);
      assert.equal((await glance(bo)).turn, turns);
      const record = await (
        await fetch(`${site.server.url}/api/matches/${new URL(invite).searchParams.get("online")}`)
      ).json();
      assert.equal(record.ended, true);
      assert.equal(record.turn, turns, "every move is in the match record");
      // What the spectator was sent is exactly what the rules make public: the package's spectator view, position by position.
      const states = [ruleshelf.newGame(record.replay.game, record.replay.options)];
      for (const action of record.replay.actions)
        states.push(ruleshelf.apply(states.at(-1), action));
      assert.ok(
        watched.length > turns / 2,
        `the spectator was sent the match as it went (${watched.length} views)`,
      );
      for (const message of watched)
        assert.deepEqual(
          message.view,
          ruleshelf.view(states[message.turn]),
          `the spectator's view of turn ${message.turn}`,
        );
      await watcher.screenshot({ path: screenshotPath("online-02-end-spectator"), fullPage: true });

      // The replay exported at the end of the match is a file the offline table imports.
      const [download] = await Promise.all([
        ana.waitForEvent("download"),
        ana.getByTestId("export-replay").click(),
      ]);
      const replayPath = await download.path();
      const offline = await contexts[2].newPage();
      await offline.goto(`${site.preview.url}?botPace=0`);
      await offline.getByTestId("import").setInputFiles(replayPath);
      await offline.getByTestId("status").waitFor();
      assert.equal(
        await offline.evaluate(moves),
        turns,
        "the exported replay rebuilds every move offline",
      );
      await offline.getByTestId("winner").waitFor();
      assert.equal(await offline.getByTestId("winner").textContent(), winner, "and the same end");
      // The rules are at hand at the online table too.
      await ana.getByRole("button", { name: "Rules" }).click();
      await ana.getByRole("dialog").waitFor();
      assert.deepEqual(problems, [], "no uncaught errors on the pages");
    } finally {
      await Promise.all(contexts.map((context) => context.close()));
    }
  },
);
