// Group commit in the match store: every action appended in one turn of
// the event loop goes in one statement, each append settles once its batch
// is durable, and one match's failure does not refuse another's action.
import assert from "node:assert/strict";
import { rmSync } from "node:fs";
import { after, before, test } from "node:test";
import { openSql } from "../dist/db.js";
import { RecordConflict, Store } from "../dist/store.js";
import { pgliteFolder } from "./helpers.mjs";

let sql;
let folder;
/** Every statement the store sent, and a way to make the next ones fail. */
const seen = [];
let failing;
/** While set, INSERTs into actions wait for it. */
let gate;
let store;

before(async () => {
  folder = await pgliteFolder();
  sql = await openSql(undefined, folder);
  const watched = {
    describe: sql.describe,
    query(text, params) {
      seen.push(text);
      if (failing && text.includes(failing))
        return Promise.reject(new Error("the database is gone"));
      if (gate && text.includes("INSERT INTO actions"))
        return gate.then(() => sql.query(text, params));
      return sql.query(text, params);
    },
    transaction: (body) => sql.transaction(body),
    close: () => sql.close(),
  };
  store = new Store(watched);
  await store.migrate();
});

after(async () => {
  await store.close();
  rmSync(folder, { recursive: true, force: true });
});

const setup = {
  game: "ruleta-rusa",
  options: { seats: 2 },
  seats: [{ kind: "human" }, { kind: "human" }],
  absentAfter: 0,
  botPace: 0,
};
const action = (n) => ({ game: "ruleta-rusa", type: "reveal", seat: n % 2 });
let nextMatch = 0;
async function newMatch() {
  const id = `m${nextMatch++}`;
  await store.createMatch(id, setup, 1);
  return id;
}
const inserts = () => seen.filter((text) => text.includes("INSERT INTO actions")).length;

test("actions appended in one event-loop turn, by any match, are stored by one statement", async () => {
  const ids = [await newMatch(), await newMatch(), await newMatch()];
  const before = inserts();
  await Promise.all(ids.map((id) => store.appendAction(id, 0, 0, false, action(0), undefined)));
  assert.equal(inserts() - before, 1, "one INSERT for three matches' actions");
  for (const id of ids) assert.deepEqual((await store.loadMatch(id)).actions, [action(0)]);
});

test("an append settles only once its batch's statement has answered", async () => {
  const id = await newMatch();
  let answer;
  gate = new Promise((resolve) => (answer = resolve));
  let settled = false;
  const append = store
    .appendAction(id, 0, 0, false, action(0), undefined)
    .then(() => (settled = true));
  // Give the batch every chance to leave and come back, but for the gate.
  for (let i = 0; i < 5; i++) await new Promise((resolve) => setImmediate(resolve));
  assert.equal(settled, false, "not settled while the INSERT is unanswered");
  gate = undefined;
  answer();
  await append;
  assert.equal((await store.loadMatch(id)).actions.length, 1);
});

test("an action number already taken refuses that match's append only", async () => {
  const [taken, free] = [await newMatch(), await newMatch()];
  await store.appendAction(taken, 0, 0, false, action(0), undefined);
  const before = inserts();
  const results = await Promise.allSettled([
    store.appendAction(taken, 0, 1, false, action(1), undefined),
    store.appendAction(free, 0, 0, false, action(0), undefined),
  ]);
  assert.equal(inserts() - before, 1, "both were in one batch");
  assert.equal(results[0].status, "rejected");
  assert.ok(results[0].reason instanceof RecordConflict);
  assert.equal(results[1].status, "fulfilled");
  assert.deepEqual(
    (await store.loadMatch(taken)).actions,
    [action(0)],
    "the first stored action stays",
  );
  assert.deepEqual((await store.loadMatch(free)).actions, [action(0)]);
});

test("the final action stores the outcome with it; a refused final action does not end the match", async () => {
  const [ends, refused] = [await newMatch(), await newMatch()];
  await store.appendAction(refused, 0, 0, false, action(0), undefined);
  const outcome = { winners: [1], ranks: [2, 1], scores: [0, 1] };
  const results = await Promise.allSettled([
    store.appendAction(ends, 0, 0, false, action(0), outcome),
    store.appendAction(refused, 0, 0, false, action(0), outcome),
  ]);
  assert.deepEqual(
    results.map((r) => r.status),
    ["fulfilled", "rejected"],
  );
  assert.equal((await store.loadMatch(ends)).ended, true);
  assert.equal((await store.loadMatch(refused)).ended, false);
  const { rows } = await sql.query("SELECT outcome FROM matches WHERE id = $1", [ends]);
  assert.deepEqual(rows[0].outcome, outcome);
});

test("a batch that fails refuses every append in it, and the next batch stores again", async () => {
  const ids = [await newMatch(), await newMatch()];
  failing = "INSERT INTO actions";
  const results = await Promise.allSettled(
    ids.map((id) => store.appendAction(id, 0, 0, false, action(0), undefined)),
  );
  failing = undefined;
  for (const result of results) {
    assert.equal(result.status, "rejected");
    assert.match(result.reason.message, /gone/);
  }
  for (const id of ids)
    assert.deepEqual((await store.loadMatch(id)).actions, [], "nothing was stored");
  await Promise.all(ids.map((id) => store.appendAction(id, 0, 0, false, action(0), undefined)));
  for (const id of ids) assert.equal((await store.loadMatch(id)).actions.length, 1);
});

test("actions appended while a batch is being stored go together in the next one", async () => {
  const ids = [await newMatch(), await newMatch(), await newMatch()];
  const before = inserts();
  const first = store.appendAction(ids[0], 0, 0, false, action(0), undefined);
  // The first batch leaves at the end of this turn; these two come after it left.
  await new Promise((resolve) => setImmediate(resolve));
  const rest = [store.appendAction(ids[1], 0, 0, false, action(0), undefined)];
  await Promise.resolve();
  rest.push(store.appendAction(ids[2], 0, 0, false, action(0), undefined));
  await Promise.all([first, ...rest]);
  assert.equal(
    inserts() - before,
    2,
    "two batches: the first, then the two that gathered meanwhile",
  );
});

test("seat tokens go in the actions' batch, and a token for a seat that has a live one is refused alone", async () => {
  const id = await newMatch();
  const before = seen.length;
  const [stored, first, second, given] = await Promise.all([
    store.appendAction(id, 0, 0, false, action(0), undefined).then(() => true),
    store.issueToken(id, 0, "hash-a", "Ana"),
    store.issueToken(id, 0, "hash-b", "Bo"),
    store.issueToken(id, 1, "hash-c", "", true),
  ]);
  assert.equal(seen.length - before, 1, "one statement for the action and the three tokens");
  assert.deepEqual(
    [stored, first, second, given],
    [true, true, false, true],
    "seat 0's second live token is refused",
  );
  const tokens = await store.tokens(id);
  assert.deepEqual(
    tokens
      .map(({ hash, seat, name, revoked }) => ({ hash, seat, name, revoked }))
      .sort((a, b) => a.hash.localeCompare(b.hash)),
    [
      { hash: "hash-a", seat: 0, name: "Ana", revoked: false },
      { hash: "hash-c", seat: 1, name: "", revoked: true },
    ],
  );
  assert.equal(
    await store.issueToken(id, 0, "hash-d", ""),
    false,
    "seat 0 still has its live token",
  );
});

test("new matches go in one batch, and a taken id refuses that match alone", async () => {
  const before = seen.length;
  const results = await Promise.allSettled([
    store.createMatch("new-a", setup, 7),
    store.createMatch("new-b", setup, 8),
    store.createMatch("new-a", setup, 9),
  ]);
  assert.equal(seen.length - before, 1, "one statement for three matches");
  assert.deepEqual(
    results.map((r) => r.status),
    ["fulfilled", "fulfilled", "rejected"],
  );
  const record = await store.loadMatch("new-a");
  assert.deepEqual(
    {
      options: record.options,
      seats: record.seats,
      absentAfter: record.absentAfter,
      ended: record.ended,
    },
    { options: { seats: 2, seed: 7 }, seats: setup.seats, absentAfter: 0, ended: false },
  );
});
