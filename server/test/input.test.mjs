// What a client sends is bounded and cleaned: HTTP bodies are cut at the
// limit however they are sent, stored actions are the engine's own, joins
// are rate limited per address and refused quietly, and room messages are
// capped per address as well as per seat.
import assert from "node:assert/strict";
import { connect } from "node:net";
import { after, before, test } from "node:test";
import ruleshelf from "../../tests/node/load.js";
import { isDeepStrictEqual } from "node:util";
import { createTable, publicMatch, Seat, sleep, startServer } from "./helpers.mjs";

let server;
before(async () => (server = await startServer()));
after(() => server?.stop());

/**
 * Sends `bytes` of a chunked body to `path` without ever ending it, and
 * resolves with what the server answered once it closes the connection
 * (or with what it had answered when `timeout` ms passed).
 */
function chunkedWithoutEnd(path, bytes, timeout = 5000) {
  return new Promise((resolve) => {
    const socket = connect(server.port, "127.0.0.1");
    let answer = "";
    let closed = false;
    const timer = setTimeout(() => {
      socket.destroy();
      resolve({ answer, closed });
    }, timeout);
    socket.on("data", (chunk) => (answer += chunk.toString("latin1")));
    socket.on("error", () => {}); // a reset after the answer is a close too
    socket.on("close", () => {
      closed = true;
      clearTimeout(timer);
      resolve({ answer, closed });
    });
    socket.once("connect", async () => {
      socket.write(
        `POST ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n`,
      );
      const chunk = Buffer.alloc(1024, "x");
      for (let sent = 0; sent < bytes && !socket.destroyed; sent += chunk.length) {
        if (!socket.write(`${chunk.length.toString(16)}\r\n${chunk}\r\n`))
          await new Promise((r) => socket.once("drain", r));
      }
    });
  });
}

test("HTTP body limit: a chunked body is cut at 16 KiB on every route, before it ends", async () => {
  for (const path of ["/matchmake/joinOrCreate/table", "/api/tables", "/api/health", "/nowhere"]) {
    const { answer, closed } = await chunkedWithoutEnd(path, 64 * 1024);
    assert.match(
      answer,
      /^HTTP\/1\.1 413 /,
      `${path}: answered 413 before the body ended (got ${JSON.stringify(answer.slice(0, 40))})`,
    );
    assert.ok(closed, `${path}: the connection was closed, the rest left unread`);
  }
  // A body within the limit is still read, chunked or not.
  const ok = await fetch(`${server.url}/api/tables`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: new Blob([
      JSON.stringify({ game: "ruleta-rusa", seats: [{ kind: "human" }, { kind: "bot" }] }),
    ]).stream(),
    duplex: "half",
  });
  assert.equal(ok.status, 201);
  assert.ok(server.alive());
});

test(
  "stored actions: a legal action with extra fields is stored and published as the engine's own",
  { timeout: 60000 },
  async () => {
    const { matchId } = await createTable(server.url, {
      game: "ruleta-rusa",
      seats: [{ kind: "human" }, { kind: "bot", bot: { level: "random" } }],
      absentAfter: 0,
      botPace: 0,
    });
    const ana = await Seat.join(server.url, { matchId, seat: 0 });
    await ana.untilTurn(0);
    let junked = 0;
    for (let i = 0; i < 500 && !ana.latest.outcome; i++) {
      const turn = ana.latest.turn;
      if (ana.mustAct()) {
        const legal = ana.latest.view.actions[0];
        ana.act({
          ...legal,
          note: "<img src=x onerror=alert(1)>",
          padding: "p".repeat(6000),
          [`n${i}`]: { deep: [1, 2] },
        });
        junked++;
      }
      await ana.untilTurn(turn + 1, 20000);
    }
    assert.ok(ana.latest.outcome, "the match ended");
    assert.ok(junked > 0);
    const { replay } = await publicMatch(server.url, matchId);
    let state = ruleshelf.newGame(replay.game, replay.options);
    for (const [n, action] of replay.actions.entries()) {
      const listed = ruleshelf.legalActions(state);
      assert.ok(
        listed.some((legal) => isDeepStrictEqual(legal, action)),
        `action ${n} is stored exactly as the engine lists it: ${JSON.stringify(action).slice(0, 200)}`,
      );
      state = ruleshelf.apply(state, action);
    }
    await ana.leave();
  },
);

test("joins are rate limited per address, and refused joins are not logged with a stack each", async () => {
  const before = server.output().split("\n").length;
  const answers = await Promise.all(
    Array.from({ length: 150 }, () =>
      fetch(`${server.url}/matchmake/joinOrCreate/table`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ matchId: "nosuchmatch0", seat: 0 }),
      }).then(async (response) => ({ status: response.status, body: await response.json() })),
    ),
  );
  const limited = answers.filter((a) => a.status === 429);
  assert.ok(limited.length > 0, "some joins were refused as too many");
  assert.match(limited[0].body.error, /^RateLimited: /);
  for (const a of answers.filter((x) => x.status !== 429))
    assert.match(a.body.error, /^NoSuchMatch: /);
  await sleep(200);
  const logged = server
    .output()
    .split("\n")
    .slice(before - 1);
  assert.ok(
    logged.length <= 10,
    `refused joins left ${logged.length} log lines:\n${logged.slice(0, 30).join("\n")}`,
  );
  assert.ok(!logged.some((line) => /^\s+at /.test(line)), "no stack trace was logged");
});

test("the message rate is capped per address too: many spectators from one address share a bucket", async () => {
  const { matchId } = await createTable(server.url, {
    game: "ruleta-rusa",
    seats: [{ kind: "human" }, { kind: "human" }],
    absentAfter: 0,
  });
  // The join bucket of the previous test refills first.
  await sleep(2000);
  const watchers = [];
  for (let i = 0; i < 6; i++) watchers.push(await Seat.join(server.url, { matchId }));
  await Promise.all(watchers.map((w) => w.untilTurn(0)));
  const { burst, addressBurst } = watchers[0].welcome.limits;
  assert.ok(
    addressBurst < 6 * burst,
    `an address's burst (${addressBurst}) is less than six clients' (${6 * burst})`,
  );
  for (let i = 0; i < 60; i++)
    for (const w of watchers) w.send("act", { action: { type: "reveal" }, turn: 0 });
  await watchers[0].until(
    () => watchers.every((w) => w.errors.some((e) => e.code === "RateLimited")),
    "every watcher told it is limited",
  );
  await sleep(300);
  const read = watchers.flatMap((w) => w.errors).filter((e) => e.code === "NotSeated").length;
  assert.ok(
    read <= addressBurst + 5,
    `at most the address's burst was read (${read} of 360, burst ${addressBurst})`,
  );
  await Promise.all(watchers.map((w) => w.leave()));
});
