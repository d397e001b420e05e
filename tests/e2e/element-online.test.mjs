// <ruleshelf-table server invite> tells the page what the offline table
// tells it: a `move` event for each move of the match (the bot's too), one
// `end` event when a move ends the match, with the outcome the offline
// table's would carry, an `error` event with a code for a match that is not
// there, and, for a server that cannot be reached, words that say so.
import assert from "node:assert/strict";
import { createServer } from "node:net";
import { after, before, test } from "node:test";
import { apply, newGame, outcome } from "../../pkg/index.js";
import { createTable, publicMatch, startServer } from "../../server/test/helpers.mjs";
import { chooser, useStaticSite } from "./harness.mjs";
import { step } from "./game.mjs";

const site = useStaticSite();
let server;
before(async () => {
  server = await startServer();
});
after(() => server?.stop());

/** Opens a page with one online table and records its events in `window.seen`. */
async function openOnline(page, serverUrl, invite) {
  await page.goto(`${site.url()}tests/e2e/embed/one-game.html?tables=[]`);
  await page.evaluate(
    ({ serverUrl, invite }) => {
      window.seen = [];
      const table = document.createElement("ruleshelf-table");
      table.id = "t";
      table.setAttribute("server", serverUrl);
      table.setAttribute("invite", invite);
      table.setAttribute("motion", "off");
      for (const type of ["move", "end", "error"])
        table.addEventListener(type, (event) => window.seen.push({ type, detail: event.detail }));
      document.body.append(table);
    },
    { serverUrl, invite },
  );
}

/** A port nothing listens on. */
async function closedPort() {
  const probe = createServer();
  await new Promise((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const { port } = probe.address();
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

test("the online element sends a move event for each move, as the offline one does", async () => {
  const { matchId } = await createTable(server.url, {
    game: "ruleta-rusa",
    options: { seats: 2 },
    seats: [
      { kind: "human", name: "Ana" },
      { kind: "bot", name: "Bo" },
    ],
    botPace: 0,
  });
  await site.withPage(async (page) => {
    await openOnline(page, server.url, `${matchId}/0`);
    await page.locator('#t [data-testid=online-match][data-link="open"]').waitFor();
    const choose = chooser(3);
    const moves = () => page.evaluate(() => window.seen.filter((e) => e.type === "move").length);
    for (let touches = 0; (await moves()) < 5; touches++) {
      assert.ok(touches < 60, "five moves within 60 touches");
      const over = await page.evaluate(() => window.seen.some((e) => e.type === "end"));
      if (over) break;
      if ((await step(page, choose, { root: "#t", preferReveal: 1 })) === undefined)
        await page.waitForTimeout(50);
    }
    const events = await page.evaluate(() => window.seen);
    const sent = events.filter((event) => event.type === "move");
    assert.ok(sent.length >= 5 || events.some((e) => e.type === "end"), JSON.stringify(events));
    for (const [n, event] of sent.entries()) {
      assert.equal(event.detail.view.game, "ruleta-rusa");
      assert.ok(event.detail.moves >= n + 1, "moves count up");
    }
    assert.deepEqual(
      events.filter((event) => event.type === "error"),
      [],
    );
  });
});

test("the online element sends one end event when the match ends, with the offline table's outcome", async () => {
  const { matchId } = await createTable(server.url, {
    game: "ruleta-rusa",
    options: { seats: 2 },
    seats: [
      { kind: "human", name: "Ana" },
      { kind: "bot", name: "Bo" },
    ],
    botPace: 0,
  });
  await site.withPage(async (page) => {
    await openOnline(page, server.url, `${matchId}/0`);
    await page.locator('#t [data-testid=online-match][data-link="open"]').waitFor();
    const choose = chooser(5);
    const ended = () => page.evaluate(() => window.seen.some((e) => e.type === "end"));
    for (let touches = 0; !(await ended()); touches++) {
      assert.ok(touches < 600, "the match ends within 600 touches");
      if ((await step(page, choose, { root: "#t", preferReveal: 1 })) === undefined)
        await page.waitForTimeout(50);
    }
    const record = await publicMatch(server.url, matchId);
    assert.equal(record.ended, true, "the server says the match is over");
    // The offline table's `end` carries `outcome(state)` of the position a
    // move ended the match at: here that of the match's public replay.
    const { game, options, actions } = record.replay;
    const finalState = actions.reduce(
      (state, action) => apply(state, action),
      newGame(game, options),
    );
    const expected = JSON.parse(JSON.stringify(outcome(finalState)));
    // Views after the end (a seats message, the last bot move's) add no second event.
    await page.waitForTimeout(300);
    const events = await page.evaluate(() => window.seen);
    const ends = events.filter((event) => event.type === "end");
    assert.equal(ends.length, 1, JSON.stringify(events.map((event) => event.type)));
    assert.deepEqual(ends[0].detail, expected);
    assert.ok(Array.isArray(ends[0].detail.winners), "the outcome names its winners");
    assert.equal(events.at(-1).type, "end", "the end comes after the last move");
    assert.equal(
      events.filter((event) => event.type === "move").at(-1).detail.moves,
      actions.length,
    );
    assert.deepEqual(
      events.filter((event) => event.type === "error"),
      [],
    );

    // Opened again (the same browser: its seat token), the ended match is
    // shown, not ended again: as an offline table loading a finished game.
    await openOnline(page, server.url, `${matchId}/0`);
    await page.locator('#t [data-testid=online-match][data-link="open"]').waitFor();
    await page.locator("#t [data-testid=end]").waitFor();
    await page.waitForTimeout(300);
    assert.deepEqual(
      await page.evaluate(() => window.seen.filter((e) => e.type !== "error").map((e) => e.type)),
      [],
    );
  });
});

test("a match that is not there is an error event with its code", async () => {
  await site.withPage(async (page) => {
    await openOnline(page, server.url, "nosuchmatch/0");
    await page.waitForFunction(() => window.seen.some((e) => e.type === "error"));
    const [error] = await page.evaluate(() => window.seen.filter((e) => e.type === "error"));
    assert.equal(error.detail.code, "NoSuchMatch");
    assert.doesNotMatch(error.detail.message, /\[object /);
  });
});

test("a server that cannot be reached is said in words, as an error event", async () => {
  const address = `http://127.0.0.1:${await closedPort()}`;
  await site.withPage(async (page) => {
    await openOnline(page, address, "abcdef/0");
    await page.waitForFunction(() => window.seen.some((e) => e.type === "error"));
    const [error] = await page.evaluate(() => window.seen.filter((e) => e.type === "error"));
    assert.equal(error.detail.code, "Unreachable");
    assert.match(error.detail.message, /cannot be reached/);
    const shown = await page.locator("#t [data-testid=online-refusal]").textContent();
    assert.match(shown, /cannot be reached/);
    assert.doesNotMatch(shown, /\[object |Refused/);
  });
});
