// Tampered states through the package: a state whose data was changed is
// either refused as InvalidState or played on by the rules, and never traps
// the wasm instance (a trap would poison it for the whole page).
import { test } from "node:test";
import assert from "node:assert/strict";
import rs, { chooser } from "./load.js";

/** Every path to a number in `value`. */
function numberPaths(value, path = [], out = []) {
  if (typeof value === "number") out.push(path);
  else if (value !== null && typeof value === "object") {
    for (const [key, child] of Object.entries(value)) numberPaths(child, [...path, key], out);
  }
  return out;
}

function setAt(value, path, x) {
  let at = value;
  for (const key of path.slice(0, -1)) at = at[key];
  at[path.at(-1)] = x;
}

/** Runs `fn`, accepting a RulesError; anything else (a trap) fails the test. */
function survives(fn, what) {
  try {
    fn();
    return true;
  } catch (error) {
    if (rs.isRulesError(error)) return false;
    assert.fail(`${what}: ${error?.name}: ${error?.message}`);
  }
}

for (const info of rs.games()) {
  test(`${info.id}: tampered states are refused or played, never a trap`, () => {
    const pick = chooser(info.id.length * 7 + 1);
    const seats = info.seats.min;
    let state = rs.newGame(info.id, { seats, seed: 3 });
    const states = [];
    while (!rs.outcome(state)) {
      if (pick(4) === 0) states.push(state);
      const actions = rs.legalActions(state);
      state = rs.apply(state, actions[pick(actions.length)]);
    }
    const values = [0, 1, 2, 5, 9, 17, 99, 255, 256, 4095, 65535, -1, 1.5];
    let refused = 0;
    let played = 0;
    for (let i = 0; i < 1500; i++) {
      const base = states[pick(states.length)];
      const data = rs.inspect(base);
      const paths = numberPaths(data).filter((p) => p[0] !== "version");
      setAt(data, paths[pick(paths.length)], values[pick(values.length)]);
      const tampered = { ...base, data: JSON.stringify(data) };
      const what = `tampered ${info.id} state ${i}`;
      if (!survives(() => rs.legalActions(tampered), what)) {
        refused++;
        continue;
      }
      played++;
      for (let seat = 0; seat < seats; seat++) survives(() => rs.view(tampered, seat), what);
      survives(() => rs.outcome(tampered), what);
      const actions = rs.legalActions(tampered);
      if (actions.length > 0)
        survives(() => rs.apply(tampered, actions[pick(actions.length)]), what);
    }
    assert.ok(refused > 0, "some tampered states are refused");
    assert.ok(refused + played === 1500);
    // The instance still works.
    assert.ok(rs.legalActions(rs.newGame(info.id, { seats, seed: 1 })).length > 0);
  });
}

for (const info of rs.games()) {
  test(`${info.id}: a bot given a tampered view refuses it or answers, never a trap`, () => {
    const pick = chooser(info.id.length * 11 + 5);
    const seats = info.seats.min;
    let state = rs.newGame(info.id, { seats, seed: 4 });
    const views = [];
    while (!rs.outcome(state)) {
      if (pick(3) === 0) views.push(rs.view(state, rs.toAct(state)[0]));
      const actions = rs.legalActions(state);
      state = rs.apply(state, actions[pick(actions.length)]);
    }
    const values = [0, 1, 2, 7, 31, 255, 256, 65535, -1];
    let answered = 0;
    for (let i = 0; i < 300; i++) {
      const view = structuredClone(views[pick(views.length)]);
      const paths = numberPaths(view).filter((p) => p[0] !== "version");
      setAt(view, paths[pick(paths.length)], values[pick(values.length)]);
      if (
        survives(
          () => rs.suggest(view, { level: "ismcts", iterations: 10, seed: i }),
          `tampered ${info.id} view ${i}`,
        )
      )
        answered++;
    }
    assert.ok(answered > 0, "untouched parts still get answers");
  });
}
