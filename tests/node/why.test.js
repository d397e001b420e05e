// "Why not?" through the package: explain and targets, for every game, from
// views alone (the way an online client asks).
import { test } from "node:test";
import assert from "node:assert/strict";
import rs, { refusal } from "./load.js";

const GAMES = rs.games().map((g) => g.id);

test("every listed action is made on targets that explain calls playable", () => {
  for (const game of GAMES) {
    const info = rs.games().find((g) => g.id === game);
    let state = rs.newGame(game, { seats: info.seats.min < 2 ? 2 : info.seats.min, seed: 5 });
    for (let step = 0; step < 40 && rs.outcome(state) == null; step++) {
      const seat = rs.toAct(state)[0];
      const seen = rs.view(state, seat);
      for (const action of seen.actions) {
        const path = rs.targets(action);
        assert.ok(
          path.length > 0 && path.every((t) => typeof t === "string"),
          `${game}: ${JSON.stringify(action)}`,
        );
        const answer = rs.explain(seen, path[0]);
        assert.equal(answer.type, "playable", `${game}: ${path[0]}`);
        assert.ok(
          answer.actions.every((a) => a.game === game),
          "playable actions carry their game",
        );
        assert.ok(
          answer.actions.some((a) => JSON.stringify(rs.targets(a)) === JSON.stringify(path)),
          `${game}: the action is among them`,
        );
      }
      const legal = rs.legalActions(state);
      state = rs.apply(state, legal[step % legal.length]);
    }
  }
});

test("another seat's touch is answered with the seats to act, never the asker", () => {
  const state = rs.newGame("ruleta-rusa", { seats: 3, seed: 1, firstSeat: 0 });
  assert.deepEqual(rs.explain(rs.view(state, 1), "stack:top"), { type: "otherSeats", seats: [0] });
  assert.deepEqual(rs.explain(rs.view(state), "stack:top"), { type: "spectator" });
});

test("a refusal names its rule and heading, with the values that matter", () => {
  let state = rs.newGame("ruleta-rusa", { seats: 3, seed: 1, firstSeat: 0 });
  const answer = rs.explain(rs.view(state, 0), "skill:0:reorder");
  assert.equal(answer.type, "phase");
  assert.equal(answer.heading, "How to Play");
  assert.match(answer.rule, /only reveals the top chip/);
});

test("an id that names nothing, or a target that is no string, is refused as InvalidTarget", () => {
  const seen = rs.view(rs.newGame("ruleta-rusa", { seats: 3, seed: 1 }), 0);
  assert.equal(refusal(() => rs.explain(seen, "castle:e1")).code, "InvalidTarget");
  assert.equal(refusal(() => rs.explain(seen, 7)).code, "InvalidTarget");
  assert.equal(
    refusal(() => rs.targets({ game: "ruleta-rusa", type: "fly", seat: 0 })).code,
    "IllegalAction",
  );
});
