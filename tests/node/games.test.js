// The contract every game on the shelf keeps through the JS API: whole random
// games for every seat count, states through JSON on every step, views free
// of secrets, bots answering from views, other games' actions refused.
import { test } from "node:test";
import assert from "node:assert/strict";
import rs, { refusal, chooser } from "./load.js";

const games = rs.games();

for (const info of games) {
  for (let seats = info.seats.min; seats <= info.seats.max; seats++) {
    test(`${info.id}: a whole random game with ${seats} seats through the JS API`, () => {
      const pick = chooser(seats * 31 + info.id.length);
      let state = rs.newGame(info.id, { seats, seed: seats });
      let steps = 0;
      while (!rs.outcome(state)) {
        const actions = rs.legalActions(state);
        const toAct = rs.toAct(state);
        assert.ok(actions.length > 0);
        for (const a of actions) {
          assert.equal(a.game, info.id);
          assert.ok(toAct.includes(a.seat));
        }
        if (steps % 7 === 0) {
          for (let seat = 0; seat < seats; seat++) {
            const v = rs.view(state, seat);
            assert.ok(!/"rng"|"seed"/.test(JSON.stringify(v)), "a view carries no RNG or seed");
            const own = actions.filter((a) => a.seat === seat);
            assert.deepEqual(v.actions, own, "a view carries exactly its seat's actions");
          }
        }
        const before = JSON.stringify(state);
        const next = rs.apply(state, actions[pick(actions.length)]);
        assert.equal(JSON.stringify(state), before, "apply is pure");
        state = JSON.parse(JSON.stringify(next));
        steps++;
        assert.ok(steps < 100000);
      }
      const result = rs.outcome(state);
      assert.equal(result.ranks.length, seats);
      // Nobody wins when an opponent the rules play (RUSE's VIXEN, Rurik's
      // solo rebels, scored after the seats) comes first.
      assert.ok(result.winners.length >= 1 || result.scores.length > seats);
      assert.deepEqual(rs.toAct(state), []);
      assert.deepEqual(rs.legalActions(state), []);
      assert.ok(rs.events(state).length > 0, "a finished game has a log");
    });
  }

  test(`${info.id}: a bot answers from a view with a legal action`, () => {
    let state = rs.newGame(info.id, { seats: info.seats.min, seed: 11 });
    for (let i = 0; i < 4; i++) {
      const [seat] = rs.toAct(state);
      const action = rs.suggest(rs.view(state, seat), {
        level: "ismcts",
        iterations: 100,
        seed: i,
      });
      assert.ok(rs.legalActions(state).some((a) => JSON.stringify(a) === JSON.stringify(action)));
      state = rs.apply(state, action);
    }
  });

  for (const other of games.filter((g) => g.id !== info.id)) {
    test(`${info.id}: an action of ${other.id} is refused as WrongGame`, () => {
      const state = rs.newGame(info.id, { seats: info.seats.min, seed: 1 });
      const foreign = rs.legalActions(rs.newGame(other.id, { seats: other.seats.min, seed: 1 }))[0];
      assert.equal(refusal(() => rs.apply(state, foreign)).code, "WrongGame");
    });
  }
}
