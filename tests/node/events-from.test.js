// events(state, seat, from): a seat's events from a place in the log on,
// what a server sends after each step instead of filtering the whole log.
import { test } from "node:test";
import assert from "node:assert/strict";
import rs, { refusal, chooser } from "./load.js";

/** Up to `steps` random legal actions from a new game; every state on the way. */
function play(game, seats, seed, steps) {
  const choose = chooser(seed);
  const states = [rs.newGame(game, { seats, seed })];
  for (let i = 0; i < steps && !rs.outcome(states.at(-1)); i++) {
    const actions = rs.legalActions(states.at(-1));
    states.push(rs.apply(states.at(-1), actions[choose(actions.length)]));
  }
  return states;
}

function isUnbuilt(state) {
  return typeof Object.getOwnPropertyDescriptor(state, "log").get === "function";
}

test("events from a place in the log are the whole log's filtered events from there, for every game and seat", () => {
  for (const { id, seats } of rs.games()) {
    const count = seats.min;
    const states = play(id, count, 11, 150);
    assert.ok(states.length > 2, `${id}: a few steps were played`);
    for (const seat of [undefined, ...Array.from({ length: count }, (_, s) => s)]) {
      // Step by step, each tail asked before anything built the log.
      const told = [...rs.events(states[0], seat, 0)];
      for (let i = 1; i < states.length; i++)
        told.push(...rs.events(states[i], seat, states[i - 1].log.length));
      assert.deepEqual(
        told,
        rs.events(states.at(-1), seat),
        `${id}, seat ${seat}: the tails add up to the whole`,
      );
    }
  }
});

test("a tail crossing several unread steps is read without building the log", () => {
  const states = play("ruleta-rusa", 4, 5, 40);
  const last = states.at(-1);
  assert.ok(isUnbuilt(last), "the last state's log is unread");
  const tails = [];
  // Every place in the log, asked before the log is built.
  for (let from = 0; ; from++) {
    let tail;
    try {
      tail = rs.events(last, 2, from);
    } catch (error) {
      assert.equal(error.code, "InvalidOptions", "past the end of the log");
      break;
    }
    tails.push(tail);
  }
  assert.ok(isUnbuilt(last), "asking for tails did not build the log");
  const log = last.log;
  assert.equal(tails.length, log.length + 1, "every index from 0 to the log's length is a place");
  assert.ok(log.length > 10, "several steps' entries");
  for (let from = 0; from <= log.length; from++) {
    const expected = rs.events({ ...last, log: log.slice(from) }, 2);
    assert.deepEqual(tails[from], expected, `from ${from}`);
  }
  assert.deepEqual(tails[0], rs.events(last, 2));
  assert.deepEqual(tails[log.length], []);
});

test("a saved copy of a state gives the same tails", () => {
  const states = play("ruse-and-bruise", 2, 3, 30);
  const last = states.at(-1);
  const copy = JSON.parse(JSON.stringify(last));
  for (let from = 0; from <= copy.log.length; from += 3) {
    assert.deepEqual(rs.events(copy, 1, from), rs.events(last, 1, from));
  }
});

test("a place outside the log is refused with InvalidOptions and changes nothing", () => {
  const states = play("ruleta-rusa", 3, 2, 10);
  const last = states.at(-1);
  const before = JSON.stringify(last);
  const length = last.log.length;
  for (const from of [-1, length + 1, 1.5, "2", null, Number.NaN]) {
    const error = refusal(() => rs.events(last, 0, from));
    assert.equal(error.code, "InvalidOptions", `from ${String(from)}`);
  }
  assert.equal(refusal(() => rs.events(last, 7, 0)).code, "InvalidSeat");
  assert.equal(JSON.stringify(last), before);
  assert.deepEqual(rs.events(last, 0, length), []);
});

test("an entry addressed to a seat reaches that seat alone, a public one everyone, asked once or again", () => {
  let addressed = 0;
  for (const { id, seats } of rs.games()) {
    assert.ok(seats.max <= 31, `${id}: the engine's sight masks cover ${seats.max} seats`);
    // The same entries seen at the smallest table first: what is kept of an entry holds at any table.
    const small = play(id, seats.min, 21, 120).at(-1);
    for (let seat = 0; seat < seats.min; seat++) rs.events(small, seat);
    const count = seats.max;
    const last = play(id, count, 21, 120).at(-1);
    const log = last.log;
    addressed += log.filter((entry) => entry.to !== undefined).length;
    for (const seat of [undefined, ...Array.from({ length: count }, (_, s) => s)]) {
      const expected = log.filter((entry) => entry.to === undefined || entry.to === seat);
      assert.deepEqual(rs.events(last, seat), expected, `${id}, seat ${seat}`);
      assert.deepEqual(rs.events(last, seat), expected, `${id}, seat ${seat}, asked again`);
      assert.deepEqual(
        rs.events({ ...last, log: JSON.parse(JSON.stringify(log)) }, seat),
        expected,
        `${id}, seat ${seat}, from a saved log`,
      );
    }
  }
  assert.ok(addressed > 0, "some entries were addressed to one seat");
});

test("events are the log's own entries, frozen", () => {
  const last = play("rurik", 3, 4, 30).at(-1);
  const entries = rs.events(last, 1, 0);
  assert.ok(entries.length > 0);
  for (const entry of entries) {
    assert.ok(last.log.includes(entry), "an entry of the log itself");
    assert.ok(Object.isFrozen(entry) && Object.isFrozen(entry.event), "frozen");
  }
});
