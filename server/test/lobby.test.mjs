// The lobby: public tables listed live across server processes. Two
// processes share real Redis and Postgres (as in cluster.test.mjs): a lobby
// client is connected to one of them, tables are set up and joined through
// the other, and the list the lobby is sent follows (the test only waits on
// the lobby's messages). Then one process on PGlite: GET /api/lobby.
import assert from "node:assert/strict";
import { after, before, test } from "node:test";
import { Client } from "@colyseus/sdk";
import { chooser, createTable, joinRefusal, playToEnd, Seat, startServer } from "./helpers.mjs";
import { startPostgres, startRedis } from "./services.mjs";

let redis;
let postgres;
const servers = [];

before(async () => {
  redis = await startRedis();
  postgres = await startPostgres();
  const env = (port) => ({
    DATABASE_URL: postgres.url,
    REDIS_URL: redis.url,
    PUBLIC_ADDRESS: `127.0.0.1:${port}`,
  });
  servers.push(await startServer(env));
  servers.push(await startServer(env));
});

after(async () => {
  for (const server of servers) await server.stop("SIGKILL");
  redis?.stop();
  postgres?.stop();
});

/** How long a change may take to reach a lobby on another process (200 ms settle + a read; generous for a loaded machine). */
const LIVE_WITHIN = 3000;

/**
 * A lobby client: it keeps every `tables` message (with when it came) and
 * every refusal; `next` waits for a message (the one it has, or a later
 * one) whose list satisfies a probe.
 */
class LobbyClient {
  messages = [];
  errors = [];
  waiters = new Set();

  /** Joins the lobby through `url`; `processId` is the process that hosts the room it joined. */
  static async join(url) {
    const response = await fetch(`${url}/matchmake/joinOrCreate/lobby`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      body: "{}",
    });
    const reservation = await response.json();
    assert.ok(reservation.roomId, `a seat in a lobby room: ${JSON.stringify(reservation)}`);
    const lobby = new LobbyClient();
    lobby.processId = reservation.processId;
    lobby.room = await new Client(url).consumeSeatReservation(reservation);
    lobby.room.onMessage("tables", (message) => {
      lobby.messages.push({ at: performance.now(), tables: message.tables });
      for (const waiter of lobby.waiters) waiter();
    });
    lobby.room.onMessage("error", (error) => {
      lobby.errors.push(error);
      for (const waiter of lobby.waiters) waiter();
    });
    return lobby;
  }

  get tables() {
    return this.messages.at(-1)?.tables;
  }

  /** Resolves with the first list (the latest now, or one to come) for which `probe(list)` holds. */
  next(probe, what, timeout = LIVE_WITHIN) {
    return new Promise((resolve, reject) => {
      const check = () => {
        const tables = this.tables;
        if (tables === undefined || !probe(tables)) return;
        done();
        resolve(tables);
      };
      const timer = setTimeout(() => {
        done();
        reject(
          new Error(
            `the lobby did not show ${what} within ${timeout} ms; it was sent ${JSON.stringify(this.messages.map((m) => m.tables.map((t) => t.matchId)))}`,
          ),
        );
      }, timeout);
      const done = () => {
        clearTimeout(timer);
        this.waiters.delete(check);
      };
      this.waiters.add(check);
      check();
    });
  }

  /** Resolves with the first refusal after `since` refusals. */
  refusal(since, timeout = LIVE_WITHIN) {
    return new Promise((resolve, reject) => {
      const check = () => {
        if (this.errors.length <= since) return;
        done();
        resolve(this.errors[since]);
      };
      const timer = setTimeout(() => {
        done();
        reject(new Error("no refusal came"));
      }, timeout);
      const done = () => {
        clearTimeout(timer);
        this.waiters.delete(check);
      };
      this.waiters.add(check);
      check();
    });
  }

  leave() {
    return this.room?.leave();
  }
}

const entry = (tables, matchId) => tables.find((table) => table.matchId === matchId);
const ageless = ({ waited: _waited, ...table }) => table;

/** The lobby client, on the process that hosts its room; `other` is the other process. */
let lobby;
let other;
let host;

test("a public table set up on one process is listed live by a lobby on the other, at once; a private one never", async (t) => {
  lobby = await LobbyClient.join(servers[1].url);
  host = servers.find((server) => server.processId === lobby.processId);
  other = servers.find((server) => server !== host);
  assert.ok(host && other, "the lobby room is hosted by one of the two processes");
  await lobby.next((tables) => Array.isArray(tables), "its first list");

  const hidden = await createTable(other.url, {
    game: "ruleta-rusa",
    seats: [{ kind: "human", name: "Hid" }, { kind: "human" }],
  });
  const setAt = performance.now();
  const shown = await createTable(other.url, {
    game: "ruleta-rusa",
    options: { mode: "advanced" },
    seats: [
      { kind: "human", name: "Ana" },
      { kind: "human" },
      { kind: "bot", name: "Robo", bot: { level: "random" } },
    ],
    public: true,
  });
  const tables = await lobby.next((list) => entry(list, shown.matchId), "the public table");
  const after = performance.now() - setAt;
  t.diagnostic(
    `listed by the lobby on the other process ${Math.round(after)} ms after its POST was sent`,
  );
  assert.ok(after < LIVE_WITHIN, `listed within ${LIVE_WITHIN} ms (${Math.round(after)} ms)`);
  const listed = entry(tables, shown.matchId);
  assert.equal(listed.game, "ruleta-rusa");
  assert.deepEqual(listed.options, { mode: "advanced", seats: 3 }, "the options, without the seed");
  assert.deepEqual(listed.seats, [
    { seat: 0, kind: "human", name: "Ana", open: true },
    { seat: 1, kind: "human", name: "", open: true },
    { seat: 2, kind: "bot", name: "Robo", open: false },
  ]);
  assert.ok(listed.waited >= 0 && listed.waited < 60, `waited ${listed.waited} s`);
  assert.ok(Math.abs(Date.parse(listed.createdAt) - Date.now()) < 60000, "createdAt is now");
  assert.equal(tables[0].matchId, shown.matchId, "newest first");
  for (const { tables: list } of lobby.messages)
    assert.equal(entry(list, hidden.matchId), undefined, "the private table is never listed");
  const http = await (await fetch(`${host.url}/api/lobby`)).json();
  assert.ok(entry(http.tables, shown.matchId), "GET /api/lobby lists it too");
  assert.equal(entry(http.tables, hidden.matchId), undefined);
  lobby.shown = shown;
});

test("the creator's seat is theirs from the start: listed as taken at once, never given to a stranger's one touch, opened by the token the creation answered", async (t) => {
  const setAt = performance.now();
  const created = await createTable(other.url, {
    game: "ruleta-rusa",
    seats: [{ kind: "human", name: "Cy" }, { kind: "human" }],
    public: true,
    host: 0,
  });
  const { matchId } = created;
  assert.equal(created.host.seat, 0);
  assert.match(created.host.token, /^[A-Za-z0-9_-]{20,}$/, "a seat token");
  const listed = entry(
    await lobby.next((list) => entry(list, matchId), "the table Cy set up"),
    matchId,
  );
  t.diagnostic(
    `listed ${Math.round(performance.now() - setAt)} ms after it was set up, its creator's seat taken`,
  );
  assert.deepEqual(
    listed.seats[0],
    { seat: 0, kind: "human", name: "Cy", open: false },
    "Cy's seat is taken before Cy sits down",
  );
  // A stranger's one touch, before Cy has come: the other seat.
  const stranger = await Seat.join(host.url, { matchId, seat: "any", name: "Stranger" });
  await stranger.until((seat) => seat.welcome, "the stranger's welcome");
  assert.equal(stranger.seat, 1, '"any" never takes the creator\'s seat');
  await lobby.next((list) => !entry(list, matchId), "the table full");
  // Nor does anyone's invite link to it: only the token.
  const refused = await joinRefusal(
    new Client(host.url).joinOrCreate("table", { matchId, seat: 0 }),
  );
  assert.match(refused.message, /SeatTaken/, JSON.stringify(refused));
  const cy = await Seat.join(host.url, { matchId, token: created.host.token });
  await cy.until((seat) => seat.welcome, "Cy's welcome");
  assert.equal(cy.seat, 0, "the creator is at their seat");
  await Promise.all([cy.leave(), stranger.leave()]);
});

test('"host" must be a human seat of the table: a bot\'s seat, one past the end or a word are a BadSetup', async () => {
  for (const value of [1, 2, -1, "0", 0.5]) {
    const refused = await createTable(other.url, {
      game: "ruleta-rusa",
      seats: [{ kind: "human" }, { kind: "bot" }],
      host: value,
    }).catch((error) => error);
    assert.equal(refused.status, 400, `host: ${JSON.stringify(value)}`);
    assert.equal(refused.body.error.code, "BadSetup");
    assert.match(refused.body.error.message, /"host"/);
  }
});

test("a seat taken shows who is there; the table leaves the list once its last open seat is taken, and is back when a seat is given up", async () => {
  const { matchId } = lobby.shown;
  const ana = await Seat.join(other.url, { matchId, seat: 0, name: "Ana B." });
  let listed = entry(
    await lobby.next((list) => entry(list, matchId)?.seats[0].open === false, "seat 0 taken"),
    matchId,
  );
  assert.deepEqual(
    listed.seats[0],
    { seat: 0, kind: "human", name: "Ana B.", open: false },
    "the player's own name",
  );
  assert.equal(listed.seats[1].open, true);

  const bo = await Seat.join(other.url, { matchId, seat: "any", name: "Bo" });
  await bo.until((seat) => seat.welcome, "Bo's welcome");
  assert.equal(bo.seat, 1, '"any" took the open seat');
  await lobby.next((list) => !entry(list, matchId), "the full table gone");

  // Bo gives the seat up: it is open again, and so is the table.
  bo.leaving = true;
  bo.send("leaveSeat", {});
  listed = entry(
    await lobby.next((list) => entry(list, matchId), "the table back after a seat was given up"),
    matchId,
  );
  assert.deepEqual(listed.seats[1], { seat: 1, kind: "human", name: "", open: true });
  assert.equal(listed.seats[0].name, "Ana B.");
  lobby.ana = ana;
});

test("an ended match leaves the list", { timeout: 120000 }, async () => {
  const { matchId } = lobby.shown;
  // The seat given up is played by a bot (random, as the seat's bot): Ana plays with two bots to the end.
  await playToEnd([lobby.ana], chooser(5));
  assert.ok(lobby.ana.latest.outcome, "the match ended");
  await lobby.next((list) => !entry(list, matchId), "the ended match gone");
  await lobby.ana.leave();
});

test("a message sent by a lobby client is refused to it alone, and the lobby goes on", async () => {
  const since = lobby.errors.length;
  lobby.room.send("hello", { take: "everything" });
  const refusal = await lobby.refusal(since);
  assert.equal(refusal.code, "UnknownType");
  lobby.room.send("act", { action: { type: "pull" }, turn: 0 });
  assert.equal((await lobby.refusal(since + 1)).code, "UnknownType");
  assert.ok(host.alive() && other.alive(), "both processes live");
  // Still live: a new public table appears.
  const { matchId } = await createTable(other.url, {
    game: "ruleta-rusa",
    seats: [{ kind: "human" }, { kind: "human" }],
    public: true,
  });
  await lobby.next((list) => entry(list, matchId), "a table set up after the refusal");
  assert.equal((await host.health()).ok, true);
});

test('"public" must be true or false: "yes" is a BadSetup, and nothing is stored', async () => {
  const before = lobby.messages.length;
  for (const value of ["yes", 1, null, {}]) {
    const refused = await createTable(other.url, {
      game: "ruleta-rusa",
      seats: [{ kind: "human" }, { kind: "human" }],
      public: value,
    }).catch((error) => error);
    assert.equal(refused.status, 400, `public: ${JSON.stringify(value)}`);
    assert.equal(refused.body.error.code, "BadSetup");
    assert.match(refused.body.error.message, /"public"/);
  }
  const { tables } = await (await fetch(`${other.url}/api/lobby`)).json();
  assert.deepEqual(
    tables.map(ageless),
    lobby.tables.map(ageless),
    "the list is what the lobby was last sent",
  );
  assert.equal(lobby.messages.length, before, "no change was announced");
  // A list is sent when it changed, once: never the same list twice in a row (ages aside).
  const lists = lobby.messages.map(({ tables: list }) => JSON.stringify(list.map(ageless)));
  for (let i = 1; i < lists.length; i++)
    assert.notEqual(lists[i], lists[i - 1], `list ${i} differs from the one before`);
  await lobby.leave();
});

test(
  "one process on PGlite: GET /api/lobby lists the public tables waiting for players, newest first",
  { timeout: 60000 },
  async () => {
    const server = await startServer();
    const read = async () => (await (await fetch(`${server.url}/api/lobby`)).json()).tables;
    const ids = (tables) => tables.map((table) => table.matchId);
    try {
      assert.deepEqual(await read(), []);
      const watching = await LobbyClient.join(server.url);
      const first = await createTable(server.url, {
        game: "ruleta-rusa",
        seats: [{ kind: "human", name: "Ana" }, { kind: "human" }, { kind: "bot" }],
        public: true,
      });
      await createTable(server.url, {
        game: "ruleta-rusa",
        seats: [{ kind: "human" }, { kind: "human" }],
        public: false,
      });
      await createTable(server.url, {
        game: "ruleta-rusa",
        seats: [{ kind: "human" }, { kind: "human" }],
      });
      const second = await createTable(server.url, {
        game: "ruleta-rusa",
        seats: [{ kind: "human" }, { kind: "human" }],
        public: true,
      });
      // The list kept live by the lobby room is what GET answers.
      await watching.next(
        (list) => entry(list, first.matchId) && entry(list, second.matchId),
        "both public tables",
      );
      assert.deepEqual(
        ids(await read()),
        [second.matchId, first.matchId],
        "the public ones, newest first; the private ones never show",
      );
      assert.ok(!("seed" in (await read())[0].options));
      const ana = await Seat.join(server.url, { matchId: first.matchId, seat: 0 });

      // The last open human seat of the first taken: it leaves the list.
      const bo = await Seat.join(server.url, { matchId: first.matchId, seat: 1 });
      await watching.next((list) => !entry(list, first.matchId), "the full table gone");
      assert.deepEqual(ids(await read()), [second.matchId]);
      await Promise.all([ana.leave(), bo.leave(), watching.leave()]);
    } finally {
      await server.stop();
    }
  },
);
