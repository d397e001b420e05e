// Secrecy: every frame the server sends one seat over a whole Ruse 2014
// match is kept; once the match has ended its public record (seed and
// actions) is replayed with the package to know every secret of every
// position, and no frame holds another seat's hand, a card of the draw
// pile, the RNG, the state's data or the seed.
import assert from "node:assert/strict";
import { after, before, test } from "node:test";
import ruleshelf from "../../tests/node/load.js";
import {
  chooser,
  createTable,
  decodeFrame,
  playToEnd,
  publicMatch,
  Seat,
  startServer,
} from "./helpers.mjs";

let server;
before(async () => (server = await startServer()));
after(() => server?.stop());

/** Every suited card (a unique card) inside `value`, as "suit/rank". */
function cardsIn(value, found = new Set()) {
  if (Array.isArray(value)) for (const item of value) cardsIn(item, found);
  else if (value !== null && typeof value === "object") {
    if (value.type === "suited" && typeof value.suit === "string" && typeof value.rank === "string")
      found.add(`${value.suit}/${value.rank}`);
    for (const item of Object.values(value)) cardsIn(item, found);
  }
  return found;
}

/** Whether `value` has a key `key` anywhere. */
function hasKey(value, key) {
  if (Array.isArray(value)) return value.some((item) => hasKey(item, key));
  if (value === null || typeof value !== "object") return false;
  return Object.entries(value).some(([k, v]) => k === key || hasKey(v, key));
}

/**
 * Plays one match with seat 1 watched, replays its public record and checks
 * every frame seat 1 got; returns how many positions it saw.
 */
async function checkOneMatch() {
  const { matchId } = await createTable(server.url, {
    game: "ruse-2014",
    seats: [
      { kind: "human", name: "Watched" },
      { kind: "human" },
      { kind: "bot", bot: { level: "random" } },
    ],
    absentAfter: 0,
    botPace: 0,
  });
  const me = await Seat.join(server.url, { matchId, seat: 0 });
  const other = await Seat.join(server.url, { matchId, seat: 1 });
  const choose = chooser(2014);
  await playToEnd([me, other], choose, { maxTurns: 2000 });
  const frames = me.frames;
  await me.leave();
  await other.leave();

  // The record is public now: replay it to know every position's secrets.
  const record = (await publicMatch(server.url, matchId)).replay;
  assert.ok(record, "an ended match's record is public");
  const states = [ruleshelf.newGame(record.game, record.options)];
  for (const action of record.actions) states.push(ruleshelf.apply(states.at(-1), action));
  const rngs = new Set(states.map((state) => ruleshelf.inspect(state).rng));

  const positions = new Set();
  for (const frame of frames) {
    const decoded = decodeFrame(frame);
    if (decoded.type === undefined) {
      // Colyseus's own frames (joining): they carry no game data at all.
      assert.ok(decoded.bytes.length < 64, `a protocol frame ${decoded.code} is short`);
      continue;
    }
    const text = JSON.stringify(decoded.body);
    for (const rng of rngs)
      assert.ok(!text.includes(rng), `no ${decoded.type} message holds the RNG`);
    assert.ok(
      !hasKey(decoded.body, "rng") && !hasKey(decoded.body, "data"),
      `no ${decoded.type} message holds a state`,
    );
    if (decoded.type === "welcome")
      assert.ok(!hasKey(decoded.body, "seed"), "the seed is not sent before the end");
    if (decoded.type !== "view") continue;
    const { turn, view } = decoded.body;
    positions.add(turn);
    const truth = ruleshelf.inspect(states[turn]);
    // The view is exactly the package's view for seat 1, and so are the log lines.
    assert.deepEqual(
      view,
      ruleshelf.view(states[turn], 0),
      `turn ${turn}: the view is seat 1's own`,
    );
    const log = ruleshelf.events(states[turn], 0);
    assert.deepEqual(
      decoded.body.events,
      log.slice(decoded.body.from),
      `turn ${turn}: the log lines are seat 1's own`,
    );
    if (view.phase.type === "over") continue;
    const seen = cardsIn(view);
    const hidden = new Set();
    truth.players.forEach((player, seat) => {
      if (seat === 0) return;
      assert.equal(
        view.players[seat].hand,
        undefined,
        `turn ${turn}: seat ${seat + 1}'s hand is not sent`,
      );
      const known = cardsIn(player.known);
      for (const card of cardsIn(player.hand)) if (!known.has(card)) hidden.add(card);
    });
    for (const card of hidden)
      assert.ok(
        !seen.has(card),
        `turn ${turn}: ${card}, in another seat's hand, is not in the view`,
      );
    for (const card of cardsIn(truth.drawPile))
      assert.ok(!seen.has(card), `turn ${turn}: ${card}, in the draw pile, is not in the view`);
  }
  // Every position was seen (a view may come twice: after a reconnection
  // under load, the room sends the current one again).
  assert.equal(
    positions.size,
    record.actions.length + 1,
    "a view of every position, the first included",
  );
  return positions.size;
}

test(
  "Ruse 2014: no message to seat 1 over a whole match holds another seat's hand or the deck order",
  { timeout: 120000 },
  async () => {
    // The server draws each match's seed, and about one match in ten ends
    // within 20 moves: matches are played until more than 20 positions were
    // checked in all.
    let positions = 0;
    for (let matches = 0; positions <= 20; matches++) {
      assert.ok(matches < 8, `many positions were checked (${positions} in ${matches} matches)`);
      positions += await checkOneMatch();
    }
  },
);
