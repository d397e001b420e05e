// Refusals a new user meets first: the engine used before its wasm is
// loaded, an action of a seat that is not at the table, a bad option's
// message, and a game taken in from outside by replaying its moves.
import { test } from "node:test";
import assert from "node:assert/strict";
import rs, { refusal } from "./load.js";

test("an entry used before init() refuses with NotLoaded, and works once init() resolved", async () => {
  // The browser entry (index.js), as a page without init() has it: Node's
  // own entry would have loaded the wasm.
  const entry = await import(`../../pkg/ruse-and-bruise/index.js?unloaded=${Date.now()}`);
  let error;
  try {
    entry.newGame("ruse-and-bruise", { seats: 2, seed: 1 });
  } catch (e) {
    error = e;
  }
  assert.ok(entry.isRulesError(error), `a RulesError, not ${error}`);
  assert.equal(error.code, "NotLoaded");
  assert.match(error.message, /init\(\)/);
  const { readFileSync } = await import("node:fs");
  await entry.default({
    module_or_path: readFileSync(
      new URL("../../pkg/ruse-and-bruise/ruleshelf_bg.wasm", import.meta.url),
    ),
  });
  assert.equal(entry.newGame("ruse-and-bruise", { seats: 2, seed: 1 }).game, "ruse-and-bruise");
});

test("an action of a seat that is not at the table is InvalidSeat, not NotYourTurn", () => {
  const state = rs.newGame("ruleta-rusa", { seats: 3, seed: 4 });
  const action = { ...rs.legalActions(state)[0] };
  const error = refusal(() => rs.apply(state, { ...action, seat: 7 }));
  assert.equal(error.code, "InvalidSeat");
  assert.match(error.message, /seat 7/);
  // A seat at the table whose turn it is not stays NotYourTurn.
  const other = (rs.toAct(state)[0] + 1) % 3;
  assert.equal(refusal(() => rs.apply(state, { ...action, seat: other })).code, "NotYourTurn");
});

test("a refused option is said in words, without the reader's backticks", () => {
  const error = refusal(() => rs.newGame("ruleta-rusa", { seats: 2, seed: 1, mode: "expert" }));
  assert.equal(error.code, "InvalidOptions");
  assert.match(error.message, /"expert" is not one of: basic, advanced/);
  assert.doesNotMatch(error.message, /`/);
  for (const bad of [{ seats: 2, deal: 3 }, { seats: 2, mode: 1 }, {}]) {
    const refused = refusal(() => rs.newGame("ruleta-rusa", bad));
    assert.doesNotMatch(refused.message, /`/, refused.message);
  }
});

test("replay rebuilds a game from its options and actions, and names the first action it cannot play", () => {
  const options = { seats: 3, seed: 9 };
  let state = rs.newGame("ruse-and-bruise", options);
  const actions = [];
  for (let i = 0; i < 12 && !rs.outcome(state); i++) {
    const action = rs.legalActions(state)[(i * 5) % rs.legalActions(state).length];
    actions.push(JSON.parse(JSON.stringify(action)));
    state = rs.apply(state, action);
  }
  const rebuilt = rs.replay("ruse-and-bruise", options, actions);
  assert.equal(JSON.stringify(rebuilt), JSON.stringify(state));

  const broken = [...actions.slice(0, 5), actions[4], ...actions.slice(5)];
  let error;
  try {
    rs.replay("ruse-and-bruise", options, broken);
  } catch (e) {
    error = e;
  }
  assert.ok(rs.isReplayError(error), `a ReplayError, not ${error}`);
  assert.ok(rs.isRulesError(error));
  assert.equal(error.index, 5);
  assert.deepEqual(error.action, actions[4]);
  assert.equal(error.code, error.cause.code);
  assert.match(error.message, /^action 5 of the replay/);

  assert.equal(
    refusal(() => rs.replay("ruse-and-bruise", { seats: 1 }, [])).code,
    "InvalidOptions",
  );
  assert.equal(
    rs.isReplayError(refusal(() => rs.replay("ruse-and-bruise", { seats: 1 }, []))),
    false,
  );
});
