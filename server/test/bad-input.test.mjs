// Bad input, each case: the typed refusal goes to the sender only, the
// match is unchanged (the record's length, every seat's view, a fresh
// spectator's view) and the process still answers and plays on.
import assert from "node:assert/strict";
import { after, before, test } from "node:test";
import { createTable, joinRefusal, publicMatch, Seat, sleep, startServer } from "./helpers.mjs";
import { Client } from "@colyseus/sdk";
import { CLOSE_SEAT_GIVEN_UP } from "../dist/wire.js";

let server;
let matchId;
let seats; // [seat 0, seat 1]
let watcher;

before(async () => {
  server = await startServer();
  ({ matchId } = await createTable(server.url, {
    game: "ruleta-rusa",
    seats: [
      { kind: "human", name: "Ana" },
      { kind: "human", name: "Bo" },
    ],
    absentAfter: 0,
  }));
  seats = [
    await Seat.join(server.url, { matchId, seat: 0 }),
    await Seat.join(server.url, { matchId, seat: 1 }),
  ];
  watcher = await Seat.join(server.url, { matchId });
  for (const s of [...seats, watcher]) await s.untilTurn(0);
});

after(async () => {
  for (const s of [...(seats ?? []), watcher]) await s?.leave().catch(() => {});
  await server?.stop();
});

const actor = () => seats.find((s) => s.mustAct());
const other = () => seats.find((s) => !s.mustAct());

/** What the match looks like now, to every seat and to the record. */
async function snapshot() {
  return {
    turn: (await publicMatch(server.url, matchId)).turn,
    views: seats.map((s) => s.latest),
    errors: [...seats, watcher].map((s) => s.errors.length),
  };
}

/** The match is as `before` showed it, only `sender` was told, and the process answers. */
async function unchanged(before, sender) {
  await sleep(100);
  assert.ok(server.alive(), "the process is up");
  assert.equal((await server.health()).ok, true, "the process answers");
  assert.equal(
    (await publicMatch(server.url, matchId)).turn,
    before.turn,
    "the record is unchanged",
  );
  assert.deepEqual(
    seats.map((s) => s.latest),
    before.views,
    "every seat's view is unchanged",
  );
  const fresh = await Seat.join(server.url, { matchId });
  await fresh.untilTurn(0);
  assert.equal(fresh.latest.turn, before.turn, "a new spectator sees the same position");
  await fresh.leave();
  [...seats, watcher].forEach((s, i) => {
    if (s !== sender) assert.equal(s.errors.length, before.errors[i], "nobody else was told");
  });
}

test("a message that is not the protocol's shape is refused as Malformed", async () => {
  const s = seats[0];
  for (const body of [
    "hello",
    { action: 5, turn: 0 },
    { action: { type: "reveal" } },
    { action: { type: "reveal" }, turn: -1 },
    [1, 2],
  ]) {
    const before = await snapshot();
    const refusal = s.errors.length;
    s.send("act", body);
    assert.match((await s.refusal("Malformed", refusal)).message, /action|turn|act message/);
    await unchanged(before, s);
  }
  const before = await snapshot();
  const refusal = s.errors.length;
  s.send("leaveSeat", { now: true });
  await s.refusal("Malformed", refusal);
  await unchanged(before, s);
});

test("bytes that do not decode are refused as Malformed, and the connection stays", async () => {
  const s = seats[1];
  const ws = s.room.connection.transport.ws;
  // A room message "act" whose body is a map cut short; then a type cut short.
  for (const frame of [
    [13, 0xa3, 0x61, 0x63, 0x74, 0x82, 0xa1],
    [13, 0xd9],
  ]) {
    const before = await snapshot();
    const refusal = s.errors.length;
    ws.send(Buffer.from(frame));
    assert.match((await s.refusal("Malformed", refusal)).message, /decoded/);
    await unchanged(before, s);
  }
  assert.ok(s.room, "still connected");
});

test("raw bytes, requests and inputs (Colyseus 0.18's other frames) are refused as Malformed, and the connection stays", async () => {
  const s = seats[1];
  const ws = s.room.connection.transport.ws;
  // ROOM_DATA_BYTES "act"; ROOM_REQUEST #1 "act" {}; ROOM_INPUT_RELIABLE; ROOM_DATA with a modifier bit.
  for (const frame of [
    [17, 0xa3, 0x61, 0x63, 0x74, 1, 2],
    [21, 1, 0xa3, 0x61, 0x63, 0x74, 0x80],
    [19, 0, 0],
    [13 | 0x20, 0xa3, 0x61, 0x63, 0x74, 0x80],
  ]) {
    const before = await snapshot();
    const refusal = s.errors.length;
    ws.send(Buffer.from(frame));
    assert.match((await s.refusal("Malformed", refusal)).message, /part of the protocol/);
    await unchanged(before, s);
  }
  assert.ok(s.room, "still connected");
});

test("an oversized message is refused as TooLarge", async () => {
  const s = actor();
  const before = await snapshot();
  const refusal = s.errors.length;
  s.act({ ...s.latest.view.actions[0], padding: "x".repeat(10000) });
  assert.match((await s.refusal("TooLarge", refusal)).message, /at most 8192 bytes/);
  await unchanged(before, s);
});

test("an unknown message type is refused as UnknownType", async () => {
  const s = seats[0];
  for (const type of ["cheat", 7]) {
    const before = await snapshot();
    const refusal = s.errors.length;
    s.send(type, { give: "me the stack" });
    await s.refusal("UnknownType", refusal);
    await unchanged(before, s);
  }
});

test("an action for another seat is refused as WrongSeat", async () => {
  for (const [sender, named] of [
    [actor(), other().seat],
    [other(), actor().seat],
  ]) {
    const before = await snapshot();
    const refusal = sender.errors.length;
    const action = actor().latest.view.actions[0];
    sender.act({ ...action, seat: named });
    assert.match((await sender.refusal("WrongSeat", refusal)).message, /you play seat/);
    await unchanged(before, sender);
  }
});

test("a spectator's action is refused as NotSeated", async () => {
  const before = await snapshot();
  const refusal = watcher.errors.length;
  watcher.act(actor().latest.view.actions[0]);
  await watcher.refusal("NotSeated", refusal);
  await unchanged(before, watcher);
});

test("out of turn, illegal, or from an old position: the rules' refusal, or StaleTurn", async () => {
  let before = await snapshot();
  const waiting = other();
  let refusal = waiting.errors.length;
  waiting.act({ type: "reveal" });
  await waiting.refusal("NotYourTurn", refusal);
  await unchanged(before, waiting);

  before = await snapshot();
  const s = actor();
  refusal = s.errors.length;
  s.act({ type: "fireTwice" });
  await s.refusal("IllegalAction", refusal);
  await unchanged(before, s);

  before = await snapshot();
  refusal = s.errors.length;
  s.send("act", { action: s.latest.view.actions[0], turn: s.latest.turn + 5 });
  assert.match((await s.refusal("StaleTurn", refusal)).message, /has changed/);
  await unchanged(before, s);
});

test("a flood of messages is rate limited per client; the others are not", async () => {
  const s = seats[0];
  const before = await snapshot();
  const refusal = s.errors.length;
  for (let i = 0; i < 300; i++) s.send("act", { action: { type: "reveal" }, turn: 999 });
  await s.until(
    (x) => x.errors.slice(refusal).some((e) => e.code === "RateLimited"),
    "a RateLimited refusal",
  );
  const told = s.errors.slice(refusal);
  assert.ok(
    told.filter((e) => e.code === "RateLimited").length <= 2,
    "told about once a second, not once a message",
  );
  assert.ok(told.filter((e) => e.code === "StaleTurn").length <= 20, "only the burst was read");
  // Another client is served at once.
  const b = seats[1];
  const bRefusal = b.errors.length;
  b.send("cheat", {});
  await b.refusal("UnknownType", bRefusal);
  before.errors[1] = b.errors.length;
  await unchanged(before, s);
  // Once the flood stops, the flooder is served again.
  await sleep(2500);
  const again = s.errors.length;
  s.send("cheat", {});
  await s.refusal("UnknownType", again);
});

test("seat tokens: a forged one is BadToken, a given-up one StaleToken", async () => {
  const forged = await joinRefusal(
    new Client(server.url).joinOrCreate("table", { matchId, token: "A".repeat(32) }),
  );
  assert.equal(forged.code, 4401);
  assert.match(forged.message, /^BadToken: /);
  const notAToken = await joinRefusal(
    new Client(server.url).joinOrCreate("table", { matchId, token: "<script>" }),
  );
  assert.equal(notAToken.code, 4401);

  // A second table, whose seat 3 is taken and then given up.
  const { matchId: id } = await createTable(server.url, {
    game: "ruleta-rusa",
    seats: [{ kind: "human" }, { kind: "human" }, { kind: "human" }],
    absentAfter: 0,
  });
  const leaving = await Seat.join(server.url, { matchId: id, seat: 2, name: "Cy" });
  await leaving.untilTurn(0);
  const token = leaving.token;
  assert.match(token, /^[A-Za-z0-9_-]{32}$/);
  assert.equal(leaving.seats[2].name, "Cy");
  leaving.send("leaveSeat", {});
  await untilGivenUp(leaving);
  const stale = await joinRefusal(
    new Client(server.url).joinOrCreate("table", { matchId: id, token }),
  );
  assert.equal(stale.code, 4402);
  assert.match(stale.message, /^StaleToken: /);
  // The seat's invite link opens it again, for someone else.
  const next = await Seat.join(server.url, { matchId: id, seat: 2 });
  await next.untilTurn(0);
  assert.notEqual(next.token, token);
  await next.leave();
  // A token of that table does not open this one.
  const elsewhere = await joinRefusal(
    new Client(server.url).joinOrCreate("table", { matchId, token: next.token }),
  );
  assert.equal(elsewhere.code, 4401);
  assert.ok(server.alive());
});

async function untilGivenUp(seat) {
  await seat.until(
    (s) => s.closedWith === CLOSE_SEAT_GIVEN_UP,
    "the seat's connection closed as given up",
  );
}

test("joining a full match, a taken seat, a bot's seat or no match at all is refused", async () => {
  const before = await snapshot();
  const cases = [
    [{ matchId, seat: 0 }, 4403, /^SeatTaken: /],
    [{ matchId, seat: "any" }, 4405, /^MatchFull: /],
    [{ matchId, seat: 5 }, 4406, /^NoSuchSeat: /],
    [{ matchId: "nosuchmatch0", seat: 0 }, 4404, /^NoSuchMatch: /],
    [{ matchId: "../../etc" }, 4400, /^BadJoin: /],
    [{ matchId, seat: "all" }, 4400, /^BadJoin: /],
  ];
  for (const [options, code, message] of cases) {
    const refused = await joinRefusal(new Client(server.url).joinOrCreate("table", options));
    assert.equal(refused.code, code, JSON.stringify(options));
    assert.match(refused.message, message);
  }
  const { matchId: withBot } = await createTable(server.url, {
    game: "ruleta-rusa",
    seats: [{ kind: "human" }, { kind: "bot" }],
    absentAfter: 0,
    botPace: 0,
  });
  const botSeat = await joinRefusal(
    new Client(server.url).joinOrCreate("table", { matchId: withBot, seat: 1 }),
  );
  assert.equal(botSeat.code, 4406);
  await unchanged(before, undefined);
});

test("HTTP: a bad setup, a seed, an unknown game or an oversized body are refused", async () => {
  const post = (body, raw) =>
    fetch(`${server.url}/api/tables`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: raw ?? JSON.stringify(body),
    });
  const cases = [
    [{ game: "chess", seats: [{ kind: "human" }] }, 400, "BadSetup"],
    [
      { game: "ruleta-rusa", options: { seed: 1 }, seats: [{ kind: "human" }, { kind: "human" }] },
      400,
      "BadSetup",
    ],
    [{ game: "ruleta-rusa", seats: [{ kind: "human" }] }, 400, "InvalidOptions"],
    [
      {
        game: "ruleta-rusa",
        options: { mode: "turbo" },
        seats: [{ kind: "human" }, { kind: "bot" }],
      },
      400,
      "InvalidOptions",
    ],
    [undefined, 400, "Malformed", "{not json"],
    [undefined, 413, "TooLarge", JSON.stringify({ game: "x".repeat(20000) })],
  ];
  for (const [body, status, code, raw] of cases) {
    const response = await post(body, raw);
    assert.equal(response.status, status, JSON.stringify(body ?? raw).slice(0, 80));
    assert.equal((await response.json()).error.code, code);
  }
  const matchmake = await fetch(`${server.url}/matchmake/joinOrCreate/table`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ matchId, pad: "y".repeat(20000) }),
  });
  assert.equal(matchmake.status, 413);
  assert.ok(server.alive());
});

test("after all of it the match plays on", async () => {
  const before = (await publicMatch(server.url, matchId)).turn;
  const s = actor();
  s.act(s.latest.view.actions[0]);
  await Promise.all([...seats, watcher].map((x) => x.untilTurn(before + 1)));
  assert.equal((await publicMatch(server.url, matchId)).turn, before + 1);
  assert.ok(server.alive());
});
