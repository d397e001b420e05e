// The online table beyond the moves, in real browsers through the game
// server (server/dist, one process, PGlite): the chat between two players
// and a spectator (text only, rate limited, muted per seat), a turn clock
// running out and a bot playing the seat's move, reviewing the match so far,
// and the table in the three boxes. Needs the demo and the server built.
import assert from "node:assert/strict";
import { test } from "node:test";
import ruleshelf from "../../tests/node/load.js";
import { createTable, decodeFrame } from "../../server/test/helpers.mjs";
import { axeProblems, noSidewaysScroll } from "./checks.mjs";
import { screenshotPath, useOnlineSite, withTableQuery } from "./harness.mjs";

const site = useOnlineSite();

/** A Ruleta Rusa table for two players, Ana and Bo, never marked away. */
const ANA_AND_BO = {
  game: "ruleta-rusa",
  seats: [
    { kind: "human", name: "Ana" },
    { kind: "human", name: "Bo" },
  ],
  absentAfter: 0,
};

/** The demo's link to a match: a seat's invite, or the watch link. */
function link(matchId, seat) {
  const params = new URLSearchParams({ online: matchId, server: site.server.url });
  if (seat === undefined) params.set("watch", "");
  else params.set("seat", String(seat));
  return `${site.preview.url}?${params.toString().replace(/=(&|$)/g, "$1")}`;
}

/** Opens `count` pages of fresh contexts in a box of `width`×`height`; closes them after `body`. */
async function pages(count, { width = 1280, height = 800 } = {}, body) {
  const contexts = await Promise.all(
    Array.from({ length: count }, () =>
      site.browser.newContext({ viewport: { width, height } }).then(withTableQuery),
    ),
  );
  const opened = await Promise.all(contexts.map((context) => context.newPage()));
  const problems = [];
  for (const page of opened) page.on("pageerror", (error) => problems.push(error.message));
  try {
    await body(opened);
    assert.deepEqual(problems, [], "no uncaught errors on the pages");
  } finally {
    await Promise.all(contexts.map((context) => context.close()));
  }
}

async function atMatch(page, url, seat) {
  await page.goto(url);
  await page
    .locator(`[data-testid=online-match][data-link="open"][data-seat="${seat ?? "spectator"}"]`)
    .waitFor();
  await page.locator("[data-testid=online-turn]:not([data-turn='-1'])").waitFor();
}

/** Keeps every view message `page` is sent (in `into`). */
function keepViews(page, into) {
  page.on("websocket", (socket) =>
    socket.on("framereceived", ({ payload }) => {
      if (typeof payload === "string") return;
      const frame = decodeFrame(payload);
      if (frame.type === "view") into.push(frame.body);
    }),
  );
}

const turnOf = (page) =>
  page.evaluate(() =>
    Number($table().querySelector("[data-testid=online-turn]")?.getAttribute("data-turn") ?? -1),
  );

test(
  "online chat: lines reach the players and the spectators as text, quick messages, a flood refused, a seat muted",
  { timeout: 120000 },
  async () => {
    const { matchId } = await createTable(site.server.url, {
      ...ANA_AND_BO,
      spectatorsChat: true,
    });
    await pages(3, {}, async ([ana, bo, watcher]) => {
      await atMatch(ana, link(matchId, 0), 0);
      await atMatch(bo, link(matchId, 1), 1);
      await atMatch(watcher, link(matchId), undefined);

      // A line that looks like markup is shown as those characters, everywhere.
      const markup = "<img src=x onerror=alert(1)>";
      let alerted = false;
      for (const page of [ana, bo, watcher])
        page.on("dialog", (dialog) => ((alerted = true), dialog.dismiss()));
      await ana.getByTestId("chat-input").fill(markup);
      await ana.getByTestId("chat-send").click();
      for (const page of [ana, bo, watcher]) {
        const line = page.getByTestId("chat-lines").locator("li[data-seat='0']").last();
        await line.waitFor();
        assert.equal(await line.getByTestId("chat-text").textContent(), markup);
        assert.equal(
          await page.getByTestId("chat-lines").locator("img").count(),
          0,
          "no image was made of it",
        );
      }
      assert.equal(alerted, false, "nothing ran");

      // A quick message from the spectator (this table lets spectators write), one touch.
      await watcher
        .getByRole("group", { name: "Quick messages" })
        .getByRole("button", { name: "Hello!" })
        .click();
      await bo
        .getByTestId("chat-lines")
        .locator("li[data-seat='spectator']")
        .getByText("Hello!")
        .waitFor();

      // Bo mutes Ana: her next line is hidden from him, not from the spectator.
      await bo.getByTestId("mute-0").click();
      assert.equal(await bo.getByTestId("mute-0").getAttribute("aria-pressed"), "true");
      await ana.getByTestId("chat-input").fill("can you hear me?");
      await ana.getByTestId("chat-send").click();
      await watcher.getByTestId("chat-lines").getByText("can you hear me?").waitFor();
      await bo.getByTestId("chat-hidden").waitFor();
      assert.equal(
        await bo.getByTestId("chat-lines").getByText("can you hear me?").count(),
        0,
        "a muted seat's line is hidden",
      );

      // A flood from one seat: five lines in a burst, then the server refuses, and says why.
      const quick = bo.getByRole("group", { name: "Quick messages" });
      for (let i = 0; i < 7; i++) await quick.getByRole("button", { name: "Your turn" }).click();
      const refusal = bo.getByTestId("online-refusal");
      await refusal.waitFor();
      assert.match(await refusal.textContent(), /RateLimited/);
      await ana.getByTestId("chat-lines").locator("li[data-seat='1']").nth(4).waitFor();
      await bo.waitForTimeout(300);
      assert.equal(
        await ana.getByTestId("chat-lines").locator("li[data-seat='1']").count(),
        5,
        "five of Bo's lines got through",
      );
      await ana.screenshot({ path: screenshotPath("online-chat-1280x800") });
    });
  },
);

test(
  "online clock: a seat that lets its clock run out has its move played by a bot, and plays on after",
  { timeout: 120000 },
  async () => {
    const { matchId } = await createTable(site.server.url, {
      ...ANA_AND_BO,
      // The bot that covers the seat takes 2 s over its move: the seat shows "out of time" meanwhile.
      botPace: 2000,
      clock: { per: "move", seconds: 10 },
    });
    await pages(2, {}, async ([ana, bo]) => {
      await atMatch(ana, link(matchId, 0), 0);
      await atMatch(bo, link(matchId, 1), 1);
      // Whoever must decide sees their time run down in the status line.
      const status = async (page) =>
        await page.evaluate(
          () => $table().querySelector("[data-testid=status]")?.textContent ?? "",
        );
      await ana.waitForFunction(() =>
        /Your turn|to act/.test($table().querySelector("[data-testid=status]")?.textContent ?? ""),
      );
      const mine = (await status(ana)).includes("Your turn") ? [ana, 0] : [bo, 1];
      const [slow, seat] = mine;
      await slow.waitForFunction(() =>
        / · \d:\d\d left/.test($table().querySelector("[data-testid=status]")?.textContent ?? ""),
      );
      const other = slow === ana ? bo : ana;
      await other.locator(`[data-testid=clock-${seat}].running`).waitFor();
      await slow.screenshot({ path: screenshotPath("online-clock-1280x800") });
      // Nobody touches anything: the clock runs out, a bot plays the move.
      const out = other.locator(
        `[data-testid=online-seats] li[data-seat="${seat}"][data-out-of-time="true"]`,
      );
      await out.waitFor({ timeout: 20000 });
      assert.match(await out.textContent(), /out of time · a bot plays/);
      await other.waitForFunction(
        () =>
          Number($table().querySelector("[data-testid=online-turn]")?.getAttribute("data-turn")) >=
          1,
        null,
        { timeout: 20000 },
      );
      // Then the seat is its player's again.
      await other
        .locator(`[data-testid=online-seats] li[data-seat="${seat}"][data-out-of-time="false"]`)
        .waitFor();
    });
  },
);

test(
  "online review: a player steps back through the match so far and returns to the game",
  { timeout: 120000 },
  async () => {
    const { matchId } = await createTable(site.server.url, {
      game: "ruleta-rusa",
      seats: [
        { kind: "human", name: "Ana" },
        { kind: "bot", name: "Rob", bot: { level: "random" } },
      ],
      absentAfter: 0,
      botPace: 0,
    });
    await pages(1, {}, async ([ana]) => {
      await atMatch(ana, link(matchId, 0), 0);
      // Play a few moves: each of Ana's by its first button, the bot replies.
      while ((await turnOf(ana)) < 4) {
        const live = ana.locator("[data-testid=table-area] [data-play=play]").first();
        if (
          (await ana.evaluate(() =>
            ($table().querySelector("[data-testid=status]")?.textContent ?? "").includes(
              "Your turn",
            ),
          )) &&
          (await live.count()) > 0
        ) {
          const before = await turnOf(ana);
          await live.click();
          await ana.waitForFunction(
            (turn) =>
              Number(
                $table().querySelector("[data-testid=online-turn]")?.getAttribute("data-turn"),
              ) > turn,
            before,
          );
        } else await ana.waitForTimeout(50);
      }
      const played = await turnOf(ana);
      await ana.getByTestId("more").locator("summary").click();
      await ana.getByTestId("review-open").click();
      const table = ana.getByTestId("review-table");
      // The review opens on the match as it is then (the bot, at pace 0, may
      // have replied once more since the turn was read), once that position
      // has come from the server (-1 until then).
      await ana.locator('[data-testid=review-table]:not([data-turn="-1"])').waitFor();
      const now = Number(await table.getAttribute("data-turn"));
      assert.ok(now >= played, `the review opens at the latest move (${now} of ${played})`);
      await ana.getByRole("button", { name: "To the start" }).click();
      await ana.locator('[data-testid=review-table][data-turn="0"]').waitFor();
      assert.match(await ana.getByTestId("review-move").textContent(), /^The setup/);
      await ana.getByRole("button", { name: "One move on" }).click();
      await ana.locator('[data-testid=review-table][data-turn="1"]').waitFor();
      assert.match(
        await ana.getByTestId("review-move").textContent(),
        new RegExp(`^After move 1 of ${now}`),
      );
      assert.equal(
        await table.locator("[data-play=play]").count(),
        0,
        "nothing can be played from the past",
      );
      await ana.screenshot({ path: screenshotPath("online-review-1280x800") });
      await ana.getByRole("button", { name: "Close the review" }).click();
      await ana.getByTestId("table-area").waitFor();
    });
  },
);

test(
  "online why not: a touch that cannot be played says the engine's answer from the seat's own view",
  { timeout: 120000 },
  async () => {
    const { matchId } = await createTable(site.server.url, {
      ...ANA_AND_BO,
      options: { firstSeat: 0 },
    });
    await pages(2, {}, async ([ana, bo]) => {
      const seen = { ana: [], bo: [] };
      keepViews(ana, seen.ana);
      keepViews(bo, seen.bo);
      await atMatch(ana, link(matchId, 0), 0);
      await atMatch(bo, link(matchId, 1), 1);
      // Ana's first turn only reveals: her Reorder is refused with the rule, as the engine says from her view.
      const anaView = seen.ana.at(-1).view;
      const answer = ruleshelf.explain(anaView, "skill:0:reorder");
      assert.equal(answer.type, "phase", JSON.stringify(answer));
      await ana.locator('[data-spot="skill:0:reorder"]').click({ force: true });
      const notice = ana.getByTestId("play-notice");
      await notice.waitFor();
      assert.equal(
        await notice.textContent(),
        "Not possible: The first turn of the game only reveals the top chip of the revolver stack. (rulebook: “How to Play”)OK",
      );
      assert.ok(
        (await notice.textContent()).includes(answer.rule.slice(1)) &&
          (await notice.textContent()).includes(answer.heading),
        "the notice is the engine's rule and heading",
      );
      // Bo touches the revolver on Ana's turn: the engine, from Bo's view, says whose turn it is.
      const boAnswer = ruleshelf.explain(seen.bo.at(-1).view, "stack:top");
      assert.deepEqual([boAnswer.type, boAnswer.seats], ["otherSeats", [0]]);
      await bo.locator('[data-spot="stack:top"]').click({ force: true });
      await bo.getByTestId("play-notice").waitFor();
      assert.match(
        await bo.getByTestId("play-notice").textContent(),
        /^Not possible: Ana is to act now, not you\./,
      );
    });
  },
);

test(
  "online undo: a decision that showed nothing is taken back and everyone told; refused with the rule after a reveal and after another seat moved",
  { timeout: 120000 },
  async () => {
    const { matchId } = await createTable(site.server.url, {
      ...ANA_AND_BO,
      options: { firstSeat: 0 },
    });
    await pages(2, {}, async ([ana, bo]) => {
      await atMatch(ana, link(matchId, 0), 0);
      await atMatch(bo, link(matchId, 1), 1);
      const yourTurn = (page) =>
        page.waitForFunction(() =>
          ($table().querySelector("[data-testid=status]")?.textContent ?? "").includes("Your turn"),
        );
      const atTurn = (page, turn) =>
        page.locator(`[data-testid=online-turn][data-turn="${turn}"]`).waitFor();
      // Ana opens by revealing the top chip.
      await yourTurn(ana);
      await ana.locator('[data-spot="stack:top"]').click();
      await atTurn(ana, 1);
      const mine = (page) =>
        page.evaluate(() =>
          ($table().querySelector("[data-testid=status]")?.textContent ?? "").includes("Your turn"),
        );
      if (await mine(ana)) {
        // A BANG! (one time in eight): Ana has more to decide before Bo's turn.
        while (!(await mine(bo))) {
          const more = ana.locator("[data-testid=table-area] [data-play=play]").first();
          if ((await more.count()) > 0) await more.click();
          await ana.waitForTimeout(200);
        }
      } else {
        // A chip revealed cannot be taken back: the server says so, with the rule.
        await ana.getByTestId("undo").click();
        await ana.getByTestId("online-refusal").waitFor();
        assert.match(
          await ana.getByTestId("online-refusal").textContent(),
          /your last decision revealed something hidden or left something to chance.*\(NotUndoable\)/,
        );
      }
      await yourTurn(bo);
      // Bo uses Reorder (nothing shown to anyone), then takes it back: both are told, and Bo may choose again.
      const turn = await turnOf(bo);
      const reorder = bo.locator(
        '[data-testid=table-area] [data-spot="skill:1:reorder"][data-play=play]',
      );
      await reorder.click();
      await atTurn(bo, turn + 1);
      await bo.getByTestId("undo").click();
      await atTurn(bo, turn);
      await atTurn(ana, turn);
      assert.match(await bo.getByTestId("undone").textContent(), /^You took back your last move\./);
      assert.match(
        await ana.getByTestId("undone").textContent(),
        /^Bo took back their last move\./,
      );
      assert.equal(
        await ana.getByTestId("online-refusal").count(),
        0,
        "Ana's refusal went with the position it was about",
      );
      await ana.screenshot({ path: screenshotPath("online-undone-1280x800") });
      // Bo uses Reorder again; now Ana cannot take back her decision across Bo's.
      await reorder.click();
      await atTurn(ana, turn + 1);
      await ana.getByTestId("undo").click();
      await ana.waitForFunction(() =>
        /another player has moved since your last decision/.test(
          $table().querySelector("[data-testid=online-refusal]")?.textContent ?? "",
        ),
      );
      assert.equal(await turnOf(ana), turn + 1, "nothing was taken back");
    });
  },
);

for (const [width, height] of [
  [360, 640],
  [600, 400],
  [1280, 800],
]) {
  test(
    `online table in a ${width}×${height} box: the status line and the decision in view, the chat a touch away`,
    { timeout: 120000 },
    async () => {
      const { matchId } = await createTable(site.server.url, {
        game: "ruse-and-bruise",
        seats: [
          { kind: "human", name: "Ana" },
          { kind: "bot", name: "Rob", bot: { level: "random" } },
        ],
        absentAfter: 0,
        botPace: 0,
        clock: { per: "game", seconds: 600 },
      });
      await pages(1, { width, height }, async ([ana]) => {
        await atMatch(ana, link(matchId, 0), 0);
        await ana.waitForFunction(() =>
          ($table().querySelector("[data-testid=status]")?.textContent ?? "").includes("Your turn"),
        );
        const inView = async (selector) => {
          const box = await ana.locator(selector).first().boundingBox();
          return (
            box !== null &&
            box.y >= 0 &&
            box.y + Math.min(box.height, 40) <= height &&
            box.x >= 0 &&
            box.x < width
          );
        };
        assert.ok(await inView("[data-testid=status]"), "the status line is in view");
        assert.ok(
          await inView("[data-testid=table-area] [data-play]"),
          "a piece to play is in view",
        );
        await noSidewaysScroll(ana, `the online table at ${width}×${height}`);
        await ana.screenshot({ path: screenshotPath(`online-table-${width}x${height}`) });
        // The chat: beside the table in a wide box, behind its button in a narrow one.
        const toggle = ana.getByTestId("chat-open");
        if (await toggle.isVisible()) await toggle.click();
        await ana.getByTestId("chat-input").fill("Hi Rob");
        await ana.getByTestId("chat-send").click();
        await ana.getByTestId("chat-lines").getByText("Hi Rob").waitFor();
        assert.ok(await inView("[data-testid=chat-input]"), "the chat's line to type is in view");
        await ana.screenshot({ path: screenshotPath(`online-chat-${width}x${height}`) });
        assert.deepEqual(await axeProblems(ana), [], "no accessibility problems");
      });
    },
  );
}
