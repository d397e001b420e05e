// viewText(state, seat) and readView(text): a view sent as the engine's own
// JSON text, read back on the other side of a wire as the view itself.
import { test } from "node:test";
import assert from "node:assert/strict";
import rs, { refusal, chooser } from "./load.js";

test("a view read from its text is the view, for every game, seat and spectator along a match", () => {
  for (const { id, seats } of rs.games()) {
    const choose = chooser(5);
    let state = rs.newGame(id, { seats: seats.min, seed: 5 });
    for (let step = 0; step < 60 && !rs.outcome(state); step++) {
      for (const seat of [undefined, ...Array.from({ length: seats.min }, (_, s) => s)]) {
        const text = rs.viewText(state, seat);
        assert.equal(typeof text, "string");
        assert.deepEqual(
          rs.readView(text),
          rs.view(state, seat),
          `${id}, step ${step}, seat ${seat}`,
        );
      }
      const actions = rs.legalActions(state);
      state = rs.apply(state, actions[choose(actions.length)]);
    }
  }
});

test("a view read from its text lists actions the package plays", () => {
  const state = rs.newGame("ruleta-rusa", { seats: 2, seed: 1 });
  const [seat] = rs.toAct(state);
  const read = rs.readView(rs.viewText(state, seat));
  assert.ok(read.actions.length > 0);
  for (const action of read.actions) assert.equal(action.game, "ruleta-rusa");
  assert.ok(rs.apply(state, read.actions[0]));
});

test("viewText refuses a seat not at the table as view does; readView refuses what is not a view's text", () => {
  const state = rs.newGame("ruleta-rusa", { seats: 2, seed: 1 });
  assert.equal(refusal(() => rs.viewText(state, 7)).code, "InvalidSeat");
  for (const bad of ["", "{", "[]", "null", '{"game":3}', 42, undefined]) {
    assert.equal(
      refusal(() => rs.readView(bad)).code,
      "InvalidState",
      `readView(${JSON.stringify(bad)})`,
    );
  }
});
