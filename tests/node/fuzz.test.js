// A fuzzed boundary: every export of every entry of the package (the whole
// shelf and each game's own) is called with random JSON, wrong types, huge
// and odd strings, other games' and seats' actions, states of other
// versions and changed states. Only typed RulesErrors may come back; nothing
// may trap the wasm instance, which must still play a game afterwards.
//
// CI runs a fixed seed and a bounded count. A longer run on demand:
//   FUZZ_RUNS=5000 FUZZ_SEED=$RANDOM node --test tests/node/fuzz.test.js
import { test } from "node:test";
import assert from "node:assert/strict";
import fc from "fast-check";

const SEED = Number(process.env.FUZZ_SEED ?? 20261201);
const RUNS = Number(process.env.FUZZ_RUNS ?? 150);
const IDS = ["ruleta-rusa", "ruse-2014", "ruse-and-bruise", "ruse", "rurik"];

const entries = [
  { name: "ruleshelf", rs: await import("../../pkg/node.js"), ids: IDS },
  ...(await Promise.all(
    IDS.map(async (id) => ({
      name: `ruleshelf/${id}`,
      rs: await import(`../../pkg/${id}/node.js`),
      ids: [id],
    })),
  )),
];

/** A few real positions of each game: new, and some random moves in. */
function positions(rs, id) {
  const info = rs.games().find((g) => g.id === id);
  const out = [];
  for (const seats of [info.seats.min, info.seats.max]) {
    let state = rs.newGame(id, { seats, seed: seats * 13 });
    out.push(state);
    for (let i = 0; i < 25 && !rs.outcome(state); i++) {
      const actions = rs.legalActions(state);
      state = rs.apply(state, actions[(i * 31 + seats) % actions.length]);
    }
    out.push(state);
  }
  return out;
}

/** Plain copies of real states, views and actions of every game (the whole shelf makes them). */
const shelf = entries[0].rs;
const samples = IDS.map((id) => {
  const states = positions(shelf, id).map((s) => JSON.parse(JSON.stringify(s)));
  const views = states
    .flatMap((s) => [shelf.view(s, 0), shelf.view(s)])
    .map((v) => JSON.parse(JSON.stringify(v)));
  const actions = states
    .flatMap((s) => shelf.legalActions(s).slice(0, 6))
    .map((a) => JSON.parse(JSON.stringify(a)));
  return { id, states, views, actions };
});

const oddStrings = fc.oneof(
  fc.string({ unit: "binary", maxLength: 300 }),
  fc.constantFrom(
    "",
    "\u0000",
    "\ud800",
    "{",
    "[",
    "null",
    "1e999",
    "-0",
    '{"__proto__":{"x":1}}',
    "🦊".repeat(64),
  ),
  fc.nat({ max: 4 }).map((k) => "x".repeat(10 ** (k + 2))),
);
const junk = fc.oneof(
  fc.jsonValue({ maxDepth: 4 }),
  fc.anything({
    maxDepth: 3,
    withBigInt: true,
    withDate: true,
    withMap: true,
    withSet: true,
    withTypedArray: true,
    withNullPrototype: true,
  }),
  oddStrings,
  fc.constantFrom(
    undefined,
    null,
    NaN,
    Infinity,
    -1,
    2 ** 53,
    0.5,
    true,
    [],
    {},
    () => 1,
    Symbol("s"),
  ),
);
const gameId = fc.oneof(fc.constantFrom(...IDS), oddStrings);
const seat = fc.oneof(fc.integer({ min: -3, max: 8 }), junk);
const sample = fc.constantFrom(...samples);

/** A value with one random part changed: a leaf replaced, a key dropped or added. */
function changed(value, leaf = junk) {
  return fc
    .tuple(fc.nat(), fc.nat(), leaf, fc.constantFrom("set", "drop", "add"))
    .map(([a, b, x, how]) => {
      const copy = structuredClone(value);
      const paths = [];
      const walk = (v, path) => {
        if (v !== null && typeof v === "object")
          for (const k of Object.keys(v)) walk(v[k], [...path, k]);
        if (path.length > 0) paths.push(path);
      };
      walk(copy, []);
      if (paths.length === 0) return x;
      const path = paths[a % paths.length];
      let parent = copy;
      for (const k of path.slice(0, -1)) parent = parent[k];
      const key = path.at(-1);
      if (how === "drop") delete parent[key];
      else if (how === "add" && parent !== null && typeof parent === "object")
        parent[`k${b % 5}`] = x;
      else parent[key] = x;
      return copy;
    });
}

/** A state: a real one, one of another game or version, one changed inside its data or its log, or junk. */
const state = sample.chain(({ states }) =>
  fc.oneof(
    fc.constantFrom(...states),
    fc.constantFrom(...states).chain(changed),
    fc.constantFrom(...states).chain((s) =>
      changed(JSON.parse(s.data), fc.jsonValue({ maxDepth: 2 })).map((data) => ({
        ...s,
        data: JSON.stringify(data),
      })),
    ),
    fc
      .tuple(fc.constantFrom(...states), fc.integer({ min: -1, max: 9 }))
      .map(([s, version]) => ({ ...s, version })),
    fc.tuple(fc.constantFrom(...states), gameId).map(([s, game]) => ({ ...s, game })),
    junk,
  ),
);
/** An action: a real one (of any game, any seat), a changed one, or junk. */
const action = sample.chain(({ actions }) =>
  fc.oneof(fc.constantFrom(...actions), fc.constantFrom(...actions).chain(changed), junk),
);
const view = sample.chain(({ views }) =>
  fc.oneof(fc.constantFrom(...views), fc.constantFrom(...views).chain(changed), junk),
);
const botOptions = fc.oneof(
  fc.record(
    {
      level: fc.constantFrom("random", "ismcts", "expert"),
      iterations: fc.integer({ min: -1, max: 40 }),
    },
    { requiredKeys: [] },
  ),
  junk,
);

/** A value as JSON text, or "" when it has none (a BigInt, a symbol). */
function textOf(value) {
  try {
    return JSON.stringify(value) ?? "";
  } catch {
    return "";
  }
}

/** Every export's arguments, at random (bots kept small: they search). */
const calls = {
  games: fc.constant([]),
  components: fc.tuple(gameId),
  newGame: fc.tuple(
    gameId,
    fc.oneof(junk, fc.record({ seats: seat, seed: junk }, { requiredKeys: [] })),
  ),
  legalActions: fc.tuple(state),
  apply: fc.tuple(state, action),
  toAct: fc.tuple(state),
  view: fc.tuple(state, seat),
  outcome: fc.tuple(state),
  events: fc.tuple(state, seat),
  inspect: fc.tuple(state),
  validateState: fc.tuple(fc.oneof(state, state.map(textOf))),
  suggest: fc.tuple(
    view,
    botOptions.map((o) =>
      o && typeof o === "object" && !Array.isArray(o) ? { ...o, iterations: 20 } : o,
    ),
  ),
  randomPlayouts: fc.tuple(gameId, junk, fc.oneof(fc.integer({ min: -1, max: 2 }), junk)),
  gameOf: fc.tuple(junk),
  isRulesError: fc.tuple(junk),
};

/** Whether the instance still plays: a new game of its first game, a few moves. */
function stillPlays(rs, id) {
  let s = rs.newGame(id, { seats: rs.games()[0].seats.min, seed: 1 });
  for (let i = 0; i < 10 && !rs.outcome(s); i++) s = rs.apply(s, rs.legalActions(s)[0]);
  rs.view(s, 0);
}

for (const { name, rs, ids } of entries) {
  test(`fuzz: every export of ${name} answers junk with a RulesError or a value, never a trap`, () => {
    for (const [exported, args] of Object.entries(calls)) {
      let trap;
      const property = fc.property(args, (values) => {
        try {
          rs[exported](...values);
        } catch (error) {
          if (!rs.isRulesError(error)) {
            trap = `${exported}(${values.map((v) => textOf(v).slice(0, 160)).join(", ")}) threw ${error?.name}: ${error?.message}`;
            return false;
          }
          assert.ok(error.message.length > 0, "a refusal says why");
        }
        return true;
      });
      const run = fc.check(property, {
        seed: SEED + exported.length,
        numRuns: RUNS,
        endOnFailure: true,
      });
      assert.ok(!run.failed, trap ?? `${exported}: ${run.errorInstance}`);
      stillPlays(rs, ids[0]);
    }
    assert.ok(
      Object.keys(calls).every((e) => typeof rs[e] === "function"),
      "every export is fuzzed",
    );
  });
}
