// At the table, beyond the moves: the chat (text only, stored with the
// match, rate limited per seat, spectators only where the host allows),
// reviewing one's own past views, turn clocks handing a seat to a bot, and
// taking a decision back (undo) under the policy the offline table follows.
import assert from "node:assert/strict";
import { after, before, test } from "node:test";
import ruleshelf from "../../tests/node/load.js";
import {
  chooser,
  createTable,
  playToEnd,
  publicMatch,
  Seat,
  sleep,
  startServer,
} from "./helpers.mjs";

let server;

before(async () => {
  server = await startServer();
});

after(async () => {
  await server?.stop();
});

/** A table of two human seats (Ana, Bo), both joined, and a spectator. */
async function table(setup = {}) {
  const { matchId } = await createTable(server.url, {
    game: "ruleta-rusa",
    seats: [
      { kind: "human", name: "Ana" },
      { kind: "human", name: "Bo" },
    ],
    absentAfter: 0,
    botPace: 0,
    ...setup,
  });
  const ana = await Seat.join(server.url, { matchId, seat: 0 });
  const bo = await Seat.join(server.url, { matchId, seat: 1 });
  const watcher = await Seat.join(server.url, { matchId });
  for (const s of [ana, bo, watcher]) await s.untilTurn(0);
  const leave = async () => {
    for (const s of [ana, bo, watcher]) await s.leave().catch(() => {});
  };
  return { matchId, ana, bo, watcher, leave };
}

test("chat: a player's line reaches everyone at the table as the text it was, markup and all", async () => {
  const { ana, bo, watcher, leave } = await table();
  const text = "<img src=x onerror=alert(1)> good luck";
  ana.send("chat", { text: `  ${text}\n` });
  for (const s of [ana, bo, watcher]) await s.until((x) => x.chat.length === 1, "the line");
  for (const s of [ana, bo, watcher]) {
    const [line] = s.chat;
    assert.deepEqual(
      { n: line.n, seat: line.seat, name: line.name, text: line.text },
      { n: 0, seat: 0, name: "Ana", text },
    );
    assert.ok(!Number.isNaN(Date.parse(line.at)), "it says when it was sent");
  }
  // Line breaks and other control characters become spaces.
  bo.send("chat", { text: "well\nplayed\u0007 " });
  await ana.until((x) => x.chat.length === 2, "Bo's line");
  assert.equal(ana.chat[1].text, "well played");
  assert.equal(ana.chat[1].seat, 1);
  await leave();
});

test("chat: the lines are stored with the match: whoever joins later is sent them", async () => {
  const { matchId, ana, bo, leave } = await table();
  ana.send("chat", { text: "first" });
  await bo.until((x) => x.chat.length === 1, "the first line");
  bo.send("chat", { text: "second" });
  await ana.until((x) => x.chat.length === 2, "the second line");
  const late = await Seat.join(server.url, { matchId });
  await late.until((x) => x.chat.length === 2, "the chat so far");
  assert.deepEqual(
    late.chat.map((line) => [line.n, line.text]),
    [
      [0, "first"],
      [1, "second"],
    ],
  );
  await late.leave();
  await leave();
});

test("chat: bad lines are refused to their sender only: too long, empty, not text, with extra fields", async () => {
  const { ana, bo, watcher, leave } = await table();
  const cases = [
    [{ text: "x".repeat(201) }, "TooLarge"],
    [{ text: "   \n " }, "Malformed"],
    [{ text: 42 }, "Malformed"],
    [{ text: "hi", html: "<b>hi</b>" }, "Malformed"],
    [undefined, "Malformed"],
  ];
  for (const [body, code] of cases) {
    const since = ana.errors.length;
    ana.send("chat", body);
    await ana.refusal(code, since);
  }
  // A line of exactly 200 characters (of any script) passes.
  ana.send("chat", { text: "é".repeat(200) });
  await bo.until((x) => x.chat.length === 1, "the longest line");
  await sleep(100);
  assert.equal(bo.errors.length, 0, "nobody else was told of the refusals");
  assert.equal(watcher.chat.length, 1, "no refused line went out");
  await leave();
});

test("chat: a flood from one seat is cut by the seat's chat rate, whatever the connection", async () => {
  const { matchId, ana, bo, leave } = await table();
  // A second connection of Ana's seat shares the seat's rate.
  const again = await Seat.join(server.url, { matchId, token: ana.token });
  await again.untilTurn(0);
  for (let i = 0; i < 4; i++) ana.send("chat", { text: `line ${i}` });
  for (let i = 4; i < 8; i++) again.send("chat", { text: `line ${i}` });
  await bo.until((x) => x.chat.length >= 5, "the burst");
  await sleep(300);
  assert.equal(bo.chat.length, 5, "a burst of five lines, then no more");
  const refused = [...ana.errors, ...again.errors].filter((e) => e.code === "RateLimited");
  assert.equal(refused.length, 3, "each line past the burst is refused as RateLimited");
  await again.leave();
  await leave();
});

test("chat: a spectator writes only where the host allows it", async () => {
  const closed = await table();
  const since = closed.watcher.errors.length;
  closed.watcher.send("chat", { text: "hello from the rail" });
  await closed.watcher.refusal("NotSeated", since);
  await closed.leave();

  const open = await table({ spectatorsChat: true });
  open.watcher.send("chat", { text: "hello from the rail" });
  await open.ana.until((x) => x.chat.length === 1, "the spectator's line");
  assert.deepEqual([open.ana.chat[0].seat, open.ana.chat[0].name], [null, "Spectator"]);
  assert.equal(open.watcher.welcome.settings.spectatorsChat, true, "the welcome says so");
  await open.leave();
});

test("chat: players may still say 'good game' once the match is over", async () => {
  const { ana, bo, watcher, leave } = await table();
  await playToEnd([ana, bo, watcher], chooser(5));
  bo.send("chat", { text: "Good game" });
  await ana.until((x) => x.chat.some((line) => line.text === "Good game"), "the last word");
  await leave();
});

test("review: a player is sent their own view of any past position; a turn not played yet is refused", async () => {
  const { matchId, ana, bo, watcher, leave } = await table();
  const choose = chooser(11);
  for (let turn = 0; turn < 40; turn++) {
    const actor = [ana, bo].find((s) => s.mustAct());
    if (!actor || actor.latest.outcome) break;
    await actor.play(actor.latest.view.actions[choose(actor.latest.view.actions.length)]);
    await Promise.all([ana, bo, watcher].map((s) => s.untilTurn(actor.latest.turn)));
  }
  const now = ana.latest.turn;
  assert.ok(now >= 3, `a few moves were played (${now})`);
  const record = (await publicMatch(server.url, matchId)).turn;
  assert.equal(record, now);
  for (const s of [ana, bo, watcher]) {
    for (const turn of [0, 1, now - 1, now]) {
      const since = s.past.length;
      s.send("review", { turn });
      await s.until((x) => x.past.length > since, `the view of turn ${turn}`);
      const past = s.past[since];
      assert.equal(past.turn, turn);
      if (turn === now)
        assert.deepEqual(past.view, s.latest.view, "the view of now is the latest view");
    }
  }
  const since = ana.errors.length;
  ana.send("review", { turn: now + 1 });
  await ana.refusal("Malformed", since);
  ana.send("review", { turn: -1 });
  await ana.refusal("Malformed", since + 1);
  await leave();
});

test("review: every past view a seat is sent equals the package's view of that position", async () => {
  const { matchId, ana, bo, watcher, leave } = await table();
  await playToEnd([ana, bo, watcher], chooser(3));
  const { replay } = await publicMatch(server.url, matchId);
  const states = [ruleshelf.newGame(replay.game, replay.options)];
  for (const action of replay.actions) states.push(ruleshelf.apply(states.at(-1), action));
  for (const turn of [0, 1, 2, Math.floor(states.length / 2), states.length - 2]) {
    for (const [s, seat] of [
      [ana, 0],
      [bo, 1],
      [watcher, undefined],
    ]) {
      const since = s.past.length;
      s.send("review", { turn });
      await s.until((x) => x.past.length > since, `the view of turn ${turn}`);
      assert.deepEqual(
        s.past[since].view,
        ruleshelf.view(states[turn], seat),
        `turn ${turn}, seat ${seat}`,
      );
    }
  }
  await leave();
});

test("clocks: a bad clock is a BadSetup", async () => {
  for (const clock of [
    { per: "move", seconds: 5 },
    { per: "turn", seconds: 60 },
    { per: "game", seconds: 20 },
    { per: "move", seconds: 30, extra: 1 },
    "60",
  ]) {
    await assert.rejects(
      createTable(server.url, {
        game: "ruleta-rusa",
        seats: [{ kind: "human" }, { kind: "human" }],
        clock,
      }),
      (error) => error.status === 400 && error.body.error.code === "BadSetup",
      JSON.stringify(clock),
    );
  }
});

test(
  "clocks: a seat out of time on a clock per move has its move played by a bot, then its time back",
  { timeout: 60000 },
  async () => {
    const { ana, bo, watcher, leave } = await table({ clock: { per: "move", seconds: 10 } });
    assert.deepEqual(ana.welcome.settings.clock, { per: "move", seconds: 10 });
    const actor = [ana, bo].find((s) => s.mustAct());
    const seat = actor.seat;
    await watcher.until(
      (x) => x.clocks?.find((c) => c.seat === seat)?.running,
      "the actor's clock running",
    );
    const clock = watcher.clocks.find((c) => c.seat === seat);
    assert.ok(clock.left > 5000 && clock.left <= 10000, `about 10 s left (${clock.left})`);
    assert.ok(
      !watcher.clocks.find((c) => c.seat !== seat).running || watcher.latest.toAct.length > 1,
      "only the seats to decide run",
    );
    const started = performance.now();
    await watcher.until(
      (x) => x.seatsSeen.some((seats) => seats[seat].outOfTime),
      "the seat out of time",
      20000,
    );
    const after = performance.now() - started;
    assert.ok(after > 5000, `not before its time (${Math.round(after)} ms)`);
    // A bot plays that move for the seat; then the seat is its player's again, with a fresh clock.
    await watcher.untilTurn(1, 15000);
    // Told at once, not when the next clock runs out 10 s later.
    await watcher.until((x) => !x.seats[seat].outOfTime, "the seat its player's again", 3000);
    await watcher.until(
      (x) => x.clocks.find((c) => c.seat === seat).left === 10000 || x.latest.toAct.includes(seat),
      "the clock afresh",
    );
    assert.equal(watcher.seats[seat].covered, false);
    await leave();
  },
);

test(
  "clocks: with a clock per game, a seat out of time is played by a bot for the rest of the match",
  { timeout: 70000 },
  async () => {
    const { bo, watcher, leave } = await table({ clock: { per: "game", seconds: 30 } });
    // Bo plays at once whenever it is his turn; Ana never does. Her 30 s run out.
    const stop = { done: false };
    const boPlays = (async () => {
      while (!stop.done) {
        if (bo.mustAct() && !bo.latest.outcome)
          await bo.play(bo.latest.view.actions[0]).catch(() => {});
        await sleep(50);
      }
    })();
    await watcher.until((x) => x.seats[0]?.outOfTime, "Ana out of time", 45000);
    const at = watcher.latest.turn;
    // From now on every move of Ana's is a bot's: the match goes on without her.
    await watcher.until(
      (x) => x.latest.outcome || x.latest.turn >= at + 6,
      "the match going on",
      30000,
    );
    assert.equal(watcher.seats[0].outOfTime, true, "her seat stays out of time");
    stop.done = true;
    await boPlays;
    await leave();
  },
);
