// <ruleshelf-table server invite> tells the page what the offline table
// tells it: a `move` event for each move of the match (the bot's too), an
// `error` event with a code for a match that is not there, and, for a
// server that cannot be reached, words that say so.
import assert from "node:assert/strict";
import { createServer } from "node:net";
import { after, before, test } from "node:test";
import { createTable, startServer } from "../../server/test/helpers.mjs";
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
