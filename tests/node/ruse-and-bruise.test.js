// Ruse & Bruise through the JS API: face-down cards and hands stay with
// their owners; plays name a card and a column.
import { test } from "node:test";
import assert from "node:assert/strict";
import rs, { refusal } from "./load.js";

test("ruse-and-bruise: a seat sees its own hand, only the count of the others'", () => {
  const state = rs.newGame("ruse-and-bruise", { seats: 3, seed: 2 });
  for (let seat = 0; seat < 3; seat++) {
    const v = rs.view(state, seat);
    assert.equal(v.columns.length, 3, "one column per seat");
    v.players.forEach((p, i) => {
      assert.equal(p.handCount, 3);
      if (i === seat) assert.equal(p.hand.length, 3);
      else assert.equal(p.hand, undefined);
    });
  }
});

test("ruse-and-bruise: a card played face down is known to its owner only", () => {
  let state = rs.newGame("ruse-and-bruise", { seats: 2, seed: 4, firstSeat: 0 });
  const play = rs.legalActions(state).find((a) => a.type === "play");
  state = rs.apply(state, play);
  const column = (viewer) => rs.view(state, viewer).columns[play.column].cards;
  const own = column(0).find((c) => c.owner === 0);
  assert.equal(own.card, play.card, "the owner sees its card");
  const seen = column(1).find((c) => c.owner === 0);
  assert.equal(seen.face, own.face);
  assert.equal(seen.card, undefined, "the other seat sees a back");
  assert.equal(column(undefined).find((c) => c.owner === 0).card, undefined);
  assert.ok(rs.events(state, 1).every((e) => e.to === undefined || e.to === 1));
});

test("ruse-and-bruise: a play names a card from the hand and an open column", () => {
  const state = rs.newGame("ruse-and-bruise", { seats: 2, seed: 6, firstSeat: 1 });
  const actions = rs.legalActions(state);
  const hand = rs.view(state, 1).players[1].hand;
  assert.ok(actions.every((a) => a.type === "play" && a.seat === 1 && hand.includes(a.card)));
  assert.equal(actions.length, hand.length * 2, "each card in each of the two columns");
  const missing = ["king", "queen", "juliet", "prince", "explorer"].find((c) => !hand.includes(c));
  const err = refusal(() =>
    rs.apply(state, { game: "ruse-and-bruise", type: "play", seat: 1, card: missing, column: 0 }),
  );
  assert.equal(err.code, "IllegalAction");
  assert.equal(refusal(() => rs.apply(state, { ...actions[0], column: 5 })).code, "IllegalAction");
});
