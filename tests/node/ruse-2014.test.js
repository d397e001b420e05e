// Ruse (2014) through the JS API: hands stay secret, public knowledge shows.
import { test } from "node:test";
import assert from "node:assert/strict";
import rs, { refusal } from "./load.js";

test("ruse-2014: a seat sees its own hand, only the size of the others'", () => {
  const state = rs.newGame("ruse-2014", { seats: 4, seed: 3 });
  for (let seat = 0; seat < 4; seat++) {
    const v = rs.view(state, seat);
    v.players.forEach((p, i) => {
      assert.equal(p.handSize, 5);
      if (i === seat) assert.equal(p.hand.length, 5);
      else assert.equal(p.hand, undefined);
    });
    assert.equal(typeof v.drawPile, "number", "the draw pile shows only its size");
  }
});

test("ruse-2014: a card taken from the discard pile is known to all to be in that hand", () => {
  let state = rs.newGame("ruse-2014", { seats: 3, seed: 5, dealer: 2 });
  const top = rs.view(state).discard.at(-1);
  state = rs.apply(state, { game: "ruse-2014", type: "draw", seat: 0, from: "discard" });
  for (const viewer of [1, 2, undefined]) {
    assert.deepEqual(rs.view(state, viewer).players[0].known, [top]);
  }
  for (const seat of [0, 1, 2]) {
    assert.ok(
      rs.events(state, seat).every((e) => e.to === undefined || e.to === seat),
      "no one else's private entries",
    );
  }
  assert.ok(
    rs.events(state).every((e) => e.to === undefined),
    "a spectator sees public entries only",
  );
});

test("ruse-2014: the first decision is where to draw from, and acting first is refused", () => {
  const state = rs.newGame("ruse-2014", { seats: 3, seed: 6, dealer: 0 });
  const actions = rs.legalActions(state);
  assert.ok(actions.every((a) => a.type === "draw" && a.seat === 1));
  const hand = rs.view(state, 1).players[1].hand;
  const err = refusal(() =>
    rs.apply(state, { game: "ruse-2014", type: "discard", seat: 1, card: hand[0] }),
  );
  assert.equal(err.code, "IllegalAction");
  assert.match(err.message, /Play/);
});

test("ruse-2014: bad options are refused", () => {
  assert.equal(refusal(() => rs.newGame("ruse-2014", { seats: 2 })).code, "InvalidOptions");
  assert.equal(
    refusal(() => rs.newGame("ruse-2014", { seats: 3, dealer: 5 })).code,
    "InvalidOptions",
  );
  assert.equal(
    refusal(() => rs.newGame("ruse-2014", { seats: 3, freediscard: true })).code,
    "InvalidOptions",
  );
});
