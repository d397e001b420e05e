// Seats and who may hold them: a seat given up never takes its old
// connection back; bots never play a match nobody is at; a seat claimed by
// a join that dropped before its token arrived opens again; the action rate
// is capped per seat, however many connections share its token.
import assert from "node:assert/strict";
import { after, before, test } from "node:test";
import { Client } from "@colyseus/sdk";
import pg from "pg";
import WebSocket from "ws";
import { CLOSE_SEAT_GIVEN_UP } from "../dist/wire.js";
import {
  createTable,
  decodeFrame,
  joinRefusal,
  publicMatch,
  Seat,
  sleep,
  startServer,
} from "./helpers.mjs";
import { startPostgres } from "./services.mjs";

let server;
before(async () => (server = await startServer()));
/** One Postgres for this file's tests that need one (started at the first). */
let postgres;
const sharedPostgres = async () => (postgres ??= await startPostgres());
after(async () => {
  await server?.stop();
  postgres?.stop();
});

const two = {
  game: "ruleta-rusa",
  seats: [
    { kind: "human", name: "Ana" },
    { kind: "human", name: "Bo" },
  ],
  absentAfter: 0,
};
const seatOf = (s, seat) => s.seats.find((x) => x.seat === seat);

/** Drops a seat's connection as a network would (no leave message), and keeps it dropped. */
function drop(seat) {
  seat.leaving = true;
  seat.room.connection.transport.ws.close(4100);
}

test("seat given up: its close code is the server's own, not the one Colyseus uses for refused joins", () => {
  assert.notEqual(CLOSE_SEAT_GIVEN_UP, 4002, "4002 is Colyseus's WS_CLOSE_WITH_ERROR");
  assert.ok(CLOSE_SEAT_GIVEN_UP >= 4000 && CLOSE_SEAT_GIVEN_UP < 5000);
});

test("seat given up: the leaver's reconnection token does not bring it back, not even into the next player's seat", async () => {
  const { matchId } = await createTable(server.url, two);
  const ana = await Seat.join(server.url, { matchId, seat: 0 });
  const bo = await Seat.join(server.url, { matchId, seat: 1 });
  await Promise.all([ana.untilTurn(0), bo.untilTurn(0)]);
  const reconnection = bo.room.reconnectionToken;
  bo.send("leaveSeat", {});
  await bo.until((s) => s.closedWith !== undefined, "Bo's connection closed");
  assert.equal(bo.closedWith, CLOSE_SEAT_GIVEN_UP);

  // Cy takes the seat through its invite link.
  const cy = await Seat.join(server.url, { matchId, seat: 1 });
  await cy.untilTurn(0);
  let back;
  try {
    back = await new Client(server.url).reconnect(reconnection);
  } catch {
    // Refused: what must happen.
  }
  if (back) {
    const views = [];
    back.onMessage("view", (view) => views.push(view));
    await sleep(300);
    await back.leave();
    assert.fail(
      `the leaver came back into seat 1 (it was sent ${views.length} view(s) of Cy's seat)`,
    );
  }
  assert.equal(seatOf(ana, 1).player, "here");
  await Promise.all([ana.leave(), cy.leave()]);
});

test("seat given up: a reconnection held for a dropped connection ends when another connection gives the seat up", async () => {
  const { matchId } = await createTable(server.url, two);
  const ana = await Seat.join(server.url, { matchId, seat: 0 });
  const bo = await Seat.join(server.url, { matchId, seat: 1 });
  await Promise.all([ana.untilTurn(0), bo.untilTurn(0)]);
  const bo2 = await Seat.join(server.url, { matchId, token: bo.token });
  await bo2.untilTurn(0);
  const reconnection = bo.room.reconnectionToken;
  const seen = ana.seatsSeen.length;
  drop(bo);
  // The room saw the drop once it tells everyone who is here.
  await ana.until((s) => s.seatsSeen.length > seen, "the seats after Bo's drop");
  bo2.send("leaveSeat", {});
  await bo2.until(
    (s) => s.closedWith === CLOSE_SEAT_GIVEN_UP,
    "Bo's other connection closed as given up",
  );
  const cy = await Seat.join(server.url, { matchId, seat: 1 });
  await cy.untilTurn(0);
  const refused = await joinRefusal(new Client(server.url).reconnect(reconnection)).catch(
    (error) => {
      throw new Error(`the dropped connection came back into Cy's seat: ${error.message}`);
    },
  );
  assert.ok(refused);
  await Promise.all([ana.leave(), cy.leave()]);
});

test(
  "bots never play alone: with every player gone, covered seats wait until a player is back",
  { timeout: 30000 },
  async () => {
    const { matchId } = await createTable(server.url, {
      game: "ruleta-rusa",
      seats: [{ kind: "human" }, { kind: "human" }, { kind: "bot", bot: { level: "random" } }],
      absentAfter: 1,
      botPace: 0,
    });
    const ana = await Seat.join(server.url, { matchId, seat: 0 });
    const bo = await Seat.join(server.url, { matchId, seat: 1 });
    const watcher = await Seat.join(server.url, { matchId });
    await Promise.all([ana.untilTurn(0), bo.untilTurn(0), watcher.untilTurn(0)]);
    // Play until a human must decide, so nothing is owed by the bot seat.
    while (!ana.mustAct() && !bo.mustAct()) await watcher.untilTurn(watcher.turn + 1);
    const turn = watcher.turn;
    const anaToken = ana.token;
    drop(ana);
    drop(bo);
    // Both seats are covered: a bot would play them now if anyone played at all.
    await watcher.until(
      (s) => seatOf(s, 0)?.covered && seatOf(s, 1)?.covered,
      "both players' seats covered",
      10000,
    );
    // Only a watcher is here: nothing may happen. (An absence: it is waited for.)
    await sleep(1500);
    assert.equal(watcher.turn, turn, "no bot moved with no player here");
    assert.equal((await publicMatch(server.url, matchId)).turn, turn, "the record did not grow");

    // Ana is back: her seat is hers, Bo's is still covered, and the bots play on.
    const back = await Seat.join(server.url, { matchId, token: anaToken });
    await back.untilTurn(turn);
    for (let i = 0; i < 40 && watcher.turn < turn + 3 && !watcher.latest.outcome; i++) {
      const now = watcher.turn;
      if (back.mustAct()) back.act(back.latest.view.actions[0]);
      await watcher.untilTurn(now + 1, 10000);
    }
    assert.ok(
      watcher.turn >= turn + 3 || watcher.latest.outcome,
      "play went on once a player was back",
    );
    await Promise.all([back.leave(), watcher.leave()]);
  },
);

/** Reserves seat 1 through matchmaking and opens the room's socket; `dropAt` says when it is closed. */
async function claimAndDrop(url, matchId, dropAt) {
  const response = await fetch(`${url}/matchmake/joinOrCreate/table`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ matchId, seat: 1 }),
  });
  const reservation = await response.json();
  assert.ok(reservation.sessionId, JSON.stringify(reservation));
  const { port } = new URL(url);
  const ws = new WebSocket(
    `ws://127.0.0.1:${port}/${reservation.processId}/${reservation.roomId}?sessionId=${reservation.sessionId}`,
  );
  let token;
  await new Promise((resolve, reject) => {
    ws.once("error", reject);
    ws.once("close", resolve);
    if (dropAt === "open") ws.once("open", () => ws.close());
    ws.on("message", (data) => {
      const frame = decodeFrame(data);
      if (frame.code === 10) {
        // JOIN_ROOM: the room let us in. Not acknowledged, the welcome never comes.
        if (dropAt === "joined") ws.close();
        else ws.send(Buffer.from([10]));
      }
      if (frame.type === "welcome") {
        token = frame.body.token;
        // The pong to the server's next ping tells it the welcome arrived.
        if (dropAt === "welcome") ws.once("ping", () => setImmediate(() => ws.close()));
      }
    });
  });
  return token;
}

async function undeliveredClaimsOpenAgain(url) {
  const { matchId } = await createTable(url, two);
  const ana = await Seat.join(url, { matchId, seat: 0 });
  await ana.untilTurn(0);
  for (const dropAt of ["open", "joined"]) {
    const token = await claimAndDrop(url, matchId, dropAt);
    assert.equal(token, undefined, "no token was delivered");
    // The invite link still opens the seat for its real player.
    const bo = await Seat.join(url, { matchId, seat: 1 }).catch((error) => {
      throw new Error(`seat 1's invite link after a join dropped at "${dropAt}": ${error.message}`);
    });
    await bo.untilTurn(0);
    assert.equal(bo.seat, 1);
    bo.send("leaveSeat", {});
    await bo.until((s) => s.closedWith === CLOSE_SEAT_GIVEN_UP, "seat 1 given up again");
  }
  // A claim whose welcome did arrive is final: the seat stays its player's.
  const token = await claimAndDrop(url, matchId, "welcome");
  assert.match(token ?? "", /^[A-Za-z0-9_-]{32}$/, "the welcome carried the token");
  const taken = await joinRefusal(new Client(url).joinOrCreate("table", { matchId, seat: 1 }));
  assert.equal(taken.code, 4403);
  const bo = await Seat.join(url, { matchId, token });
  await bo.untilTurn(0);
  assert.equal(bo.seat, 1);
  await Promise.all([ana.leave(), bo.leave()]);
}

test("a join dropped before its token arrived gives the seat back to its invite link (PGlite)", async () => {
  await undeliveredClaimsOpenAgain(server.url);
});

test(
  "a join dropped before its token arrived gives the seat back to its invite link (Postgres)",
  { timeout: 60000 },
  async () => {
    const { url } = await sharedPostgres();
    let other;
    try {
      other = await startServer({ DATABASE_URL: url });
      await undeliveredClaimsOpenAgain(other.url);
    } finally {
      await other?.stop();
    }
  },
);

test("the action rate is capped per seat: two connections with one token share it", async () => {
  const { matchId } = await createTable(server.url, two);
  const ana = await Seat.join(server.url, { matchId, seat: 0 });
  await ana.untilTurn(0);
  const again = await Seat.join(server.url, { matchId, token: ana.token });
  await again.untilTurn(0);
  assert.equal(again.seat, 0);
  const { burst } = ana.welcome.limits;
  for (let i = 0; i < 100; i++)
    for (const s of [ana, again]) s.send("act", { action: { type: "reveal" }, turn: 999 });
  const told = () => [...ana.errors, ...again.errors];
  await ana.until(
    () => told().filter((e) => e.code === "RateLimited").length >= 2,
    "both told they are limited",
  );
  // The refusals of the messages read may still be on their way: let them land.
  await sleep(300);
  const read = told().filter((e) => e.code === "StaleTurn").length;
  assert.ok(
    read <= burst + 3,
    `at most a burst was read for the seat (${read} of 200 read, burst ${burst})`,
  );
  await Promise.all([ana.leave(), again.leave()]);
});

test(
  "a seat given up before its claim's token was confirmed is stored as given up (Postgres)",
  { timeout: 60000 },
  async () => {
    const { url } = await sharedPostgres();
    let other;
    const db = new pg.Client({ connectionString: url });
    try {
      other = await startServer({ DATABASE_URL: url });
      // Seat 0 reveals first: its move below makes the batch that stores the claim (a seat 1 given up would not move).
      const { matchId } = await createTable(other.url, {
        ...two,
        options: { seats: 2, firstSeat: 0 },
      });
      const ana = await Seat.join(other.url, { matchId, seat: 0 });
      await ana.untilTurn(0);
      // Seat 1 claimed by a raw socket that gives the seat up before it
      // answers the delivery ping, then answers it: the claim is confirmed
      // after the seat was given up.
      const response = await fetch(`${other.url}/matchmake/joinOrCreate/table`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ matchId, seat: 1 }),
      });
      const reservation = await response.json();
      const { port } = new URL(other.url);
      const ws = new WebSocket(
        `ws://127.0.0.1:${port}/${reservation.processId}/${reservation.roomId}?sessionId=${reservation.sessionId}`,
        { autoPong: false },
      );
      const closed = await new Promise((resolve, reject) => {
        ws.once("error", reject);
        ws.once("close", (code) => resolve(code));
        ws.on("message", (data) => {
          if (decodeFrame(data).code === 10) ws.send(Buffer.from([10]));
        });
        ws.once("ping", (nonce) => {
          ws.send(Buffer.from([13, 0xa9, ...Buffer.from("leaveSeat"), 0x80]));
          ws.pong(nonce);
        });
      });
      assert.equal(closed, CLOSE_SEAT_GIVEN_UP);
      await db.connect();
      // The claim's row is stored with a batch: it is there once seat 0 has acted and seen its view.
      ana.act(ana.latest.view.actions[0]);
      await ana.untilTurn(1);
      const { rows } = await db.query(
        "SELECT revoked_at IS NOT NULL AS revoked FROM seat_tokens WHERE match_id = $1 AND seat = 1",
        [matchId],
      );
      assert.deepEqual(
        rows,
        [{ revoked: true }],
        "the confirmed claim is stored, as given up: no live token for the seat",
      );
      await ana.leave();
    } finally {
      await db.end().catch(() => {});
      await other?.stop();
    }
  },
);
