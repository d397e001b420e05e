// revealed(state, seat, from): the undo barrier, read by the engine from the
// log — whether an entry a seat may see showed it something hidden or left
// something to chance.
import { test } from "node:test";
import assert from "node:assert/strict";
import rs, { refusal, chooser } from "./load.js";

test("a chip revealed off the stack is seen by everyone; Look shows its user alone", () => {
  let state = rs.newGame("ruleta-rusa", { seats: 3, seed: 3, firstSeat: 0 });
  let from = state.log.length;
  state = rs.apply(state, { game: "ruleta-rusa", type: "reveal", seat: 0 });
  for (const seat of [0, 1, 2]) assert.equal(rs.revealed(state, seat, from), true, `seat ${seat}`);
  assert.equal(rs.revealed(state, 1, state.log.length), false, "nothing after the end of the log");
  // Ruleta Rusa's setup deals and draws at random: the whole log reveals.
  assert.equal(rs.revealed(state, 2), true);
});

test("a tail read before the log is built gives the same answer as the built log", () => {
  for (const { id, seats } of rs.games()) {
    const choose = chooser(7);
    let state = rs.newGame(id, { seats: seats.min, seed: 7 });
    for (let step = 0; step < 60 && !rs.outcome(state); step++) {
      const actions = rs.legalActions(state);
      const from = state.log.length;
      state = rs.apply(state, actions[choose(actions.length)]);
      const unread = Array.from({ length: seats.min }, (_, seat) => rs.revealed(state, seat, from));
      const built = Array.from({ length: seats.min }, (_, seat) =>
        rs.revealed({ ...state, log: state.log }, seat, from),
      );
      assert.deepEqual(unread, built, `${id}, step ${step}`);
    }
  }
});

test("a seat not at the table, a spectator, and a place outside the log are refused", () => {
  const state = rs.newGame("ruse-2014", { seats: 3, seed: 1 });
  assert.equal(refusal(() => rs.revealed(state, 3)).code, "InvalidSeat");
  assert.equal(refusal(() => rs.revealed(state, undefined)).code, "InvalidSeat");
  assert.equal(refusal(() => rs.revealed(state, -1)).code, "InvalidSeat");
  assert.equal(refusal(() => rs.revealed(state, 0, state.log.length + 1)).code, "InvalidOptions");
  assert.equal(refusal(() => rs.revealed(state, 0, 0.5)).code, "InvalidOptions");
  assert.equal(
    refusal(() => rs.revealed({ ...state, log: [{ event: { type: "nonsense" } }] }, 0)).code,
    "InvalidState",
  );
});
