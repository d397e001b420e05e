// Undo at the online table, under the offline table's policy (Board Game
// Arena's): a player takes back their own last decision, with the bots'
// replies to it, while no other player has moved since and nothing of it
// showed them something hidden or left something to chance — what the
// package's `revealed` says from the log. The server enforces it; everyone
// is told what was taken back.
import assert from "node:assert/strict";
import { after, before, test } from "node:test";
import ruleshelf from "../../tests/node/load.js";
import { chooser, createTable, publicMatch, Seat, startServer } from "./helpers.mjs";

let server;

before(async () => {
  // Matches played as fast as the test can send: no rate limit in the way.
  server = await startServer({ CLIENT_RATE: "1000" });
});

after(async () => {
  await server?.stop();
});

const HUMANS = ["Ana", "Bo", "Cy"].map((name) => ({ kind: "human", name }));

/** A table of `game` for `seats` (two humans, Ana and Bo, unless told), every human joined, and a spectator. */
async function table(game, seats = HUMANS.slice(0, 2)) {
  const { matchId } = await createTable(server.url, { game, seats, absentAfter: 0, botPace: 0 });
  const players = [];
  for (const [seat, { kind }] of seats.entries())
    if (kind === "human") players.push(await Seat.join(server.url, { matchId, seat }));
  const watcher = await Seat.join(server.url, { matchId });
  const everyone = [...players, watcher];
  for (const s of everyone) await s.untilTurn(0);
  const leave = async () => {
    for (const s of everyone) await s.leave().catch(() => {});
  };
  return { matchId, players, watcher, everyone, leave };
}

/** Asks for an undo from `seat`'s latest view; the `undone` message, or the refusal. */
async function askUndo(seat) {
  const [errors, undone] = [seat.errors.length, seat.undone.length];
  seat.send("undo", { turn: seat.latest.turn });
  await seat.until(
    (s) => s.errors.length > errors || s.undone.length > undone,
    "an answer to the undo",
  );
  return seat.undone.length > undone
    ? { undone: seat.undone[undone] }
    : { refused: seat.errors[errors] };
}

/** Everyone at the table sees the same turn (the latest anyone has). */
async function settle(everyone) {
  const turn = Math.max(...everyone.map((s) => s.latest?.turn ?? -1));
  await Promise.all(everyone.map((s) => s.untilTurn(turn)));
  return turn;
}

/**
 * Plays a whole match of human seats (as few as the game takes), one of
 * them asking for an undo every other step (the seat that moved last or
 * another), and returns
 * what happened, in order: each action and each undo asked, with its
 * answer. Once the match is over, its seed replays it all.
 */
async function playAskingUndo(game, seed) {
  const seats = ruleshelf.games().find((info) => info.id === game).seats.min;
  const { matchId, players, watcher, everyone, leave } = await table(game, HUMANS.slice(0, seats));
  const choose = chooser(seed);
  const history = [];
  let played = [];
  let undos = 0;
  for (let step = 0; step < 800; step++) {
    const turn = await settle(everyone);
    assert.equal(turn, played.length, "the match is where the test played it");
    if (watcher.latest.outcome) break;
    if (played.length > 0 && choose(2) === 0) {
      const asker = players[choose(players.length)];
      const answer = await askUndo(asker);
      history.push({ undo: asker.seat, ...answer });
      if (answer.undone) {
        undos++;
        assert.equal(
          answer.undone.turn + answer.undone.actions,
          turn,
          "the actions taken back are the last ones",
        );
        played = played.slice(0, answer.undone.turn);
        // Everyone is told, and sent the view of the position taken back to.
        for (const s of everyone)
          await s.until(
            (x) => x.undone.length === undos && x.latest.turn === answer.undone.turn,
            "the undo, told",
          );
        for (const s of everyone) assert.deepEqual(s.undone.at(-1), answer.undone);
      } else {
        assert.equal(answer.refused.code, "NotUndoable", JSON.stringify(answer.refused));
      }
      continue;
    }
    const actor = players.find((s) => s.mustAct());
    const actions = actor.latest.view.actions;
    const action = actions[choose(actions.length)];
    await actor.play(action);
    played.push(action);
    history.push({ action });
  }
  assert.ok(watcher.latest.outcome, "the match ended");
  const { replay } = await publicMatch(server.url, matchId);
  assert.deepEqual(
    replay.actions.map(strip),
    played.map(strip),
    "the record holds what stands after the undos",
  );
  await leave();
  return { replay, history };
}

/** An action without its `game` field, as the record may hold it. */
function strip({ game: _game, ...rest }) {
  return rest;
}

/**
 * Replays `history` offline from the match's seed and checks each undo's
 * answer: accepted exactly when the asker made the last decision and the
 * package's `revealed` finds nothing it showed them; counts the answers.
 */
function checkAgainstThePackage({ replay, history }) {
  const positions = [ruleshelf.newGame(replay.game, replay.options)];
  const actions = [];
  const count = { accepted: 0, revealing: 0, otherSeat: 0 };
  for (const entry of history) {
    if (entry.action) {
      const action = { ...entry.action, game: replay.game };
      positions.push(ruleshelf.apply(positions.at(-1), action));
      actions.push(action);
      continue;
    }
    const from = actions.length - 1;
    const mine = actions[from].seat === entry.undo;
    const revealing =
      mine && ruleshelf.revealed(positions.at(-1), entry.undo, positions[from].log.length);
    const what = `turn ${actions.length}, seat ${entry.undo} after ${JSON.stringify(actions[from])}: ${JSON.stringify(entry.refused ?? entry.undone)}`;
    if (entry.undone) {
      assert.ok(mine && !revealing, `accepted against the policy: ${what}`);
      assert.deepEqual(entry.undone, { seat: entry.undo, turn: from, actions: 1 }, what);
      positions.length = from + 1;
      actions.length = from;
      count.accepted++;
    } else if (!mine) {
      count.otherSeat++;
      assert.match(
        entry.refused.message,
        /another player has moved since your last decision/,
        what,
      );
    } else {
      assert.ok(revealing, `refused against the policy: ${what}`);
      count.revealing++;
      assert.match(
        entry.refused.message,
        /revealed something hidden or left something to chance/,
        what,
      );
    }
  }
  return count;
}

for (const game of ["ruleta-rusa", "ruse-2014", "ruse-and-bruise"]) {
  test(
    `undo, ${game}: every undo asked during whole matches is answered as the policy and the package's revealed say`,
    { timeout: 240000 },
    async () => {
      // The server draws each match's seed: matches are played until each
      // kind of answer has come (Ruse & Bruise draws after every play, so
      // there an undo is almost never allowed).
      const seen = { accepted: 0, revealing: 0, otherSeat: 0 };
      for (let match = 0; match < 6; match++) {
        const count = checkAgainstThePackage(await playAskingUndo(game, 5 + match));
        for (const key of Object.keys(seen)) seen[key] += count[key];
        if (
          seen.revealing > 0 &&
          seen.otherSeat > 0 &&
          (seen.accepted > 0 || game === "ruse-and-bruise")
        )
          return;
      }
      assert.fail(`every kind of answer in six matches: ${JSON.stringify(seen)}`);
    },
  );
}

test("undo: a decision taken back leaves the record, and everyone, the spectator too, is sent the position before it", async () => {
  const { matchId, players, everyone, leave } = await table("ruleta-rusa");
  const [ana, bo] = players;
  const first = ana.mustAct() ? ana : bo;
  const second = first === ana ? bo : ana;
  // The opening reveal shows a chip: it cannot be taken back.
  await first.play(first.latest.view.actions.find((a) => a.type === "reveal"));
  await settle(everyone);
  let answer = await askUndo(first);
  assert.equal(answer.refused?.code, "NotUndoable");
  assert.match(answer.refused.message, /revealed something hidden or left something to chance/);
  // A BANG! (one time in eight) leaves the first player more to decide.
  while (!second.mustAct()) {
    await first.play(first.latest.view.actions[0]);
    await settle(everyone);
  }
  // Reorder reveals nothing: taken back.
  const turn = second.latest.turn;
  const before = second.latest;
  const reorder = second.latest.view.actions.find((a) => a.type === "reorder");
  assert.ok(reorder, "Reorder is offered");
  await second.play(reorder);
  await settle(everyone);
  answer = await askUndo(second);
  assert.deepEqual(answer.undone, { seat: second.seat, turn, actions: 1 });
  for (const s of everyone)
    await s.until((x) => x.undone.length === 1 && x.latest.turn === turn, "the undo, told");
  assert.deepEqual(second.latest.view, before.view, "the view is the one before the decision");
  assert.equal(
    (await publicMatch(server.url, matchId)).turn,
    turn,
    "the record is back where it was",
  );
  // The other player cannot take back what was not theirs.
  await second.play(reorder);
  await settle(everyone);
  answer = await askUndo(first);
  assert.match(answer.refused?.message ?? "", /another player has moved since your last decision/);
  await leave();
});

test("undo: a stale turn, a malformed body, a spectator and a match over are refused, and change nothing", async () => {
  const { matchId, players, watcher, everyone, leave } = await table("ruleta-rusa");
  const [ana, bo] = players;
  const first = ana.mustAct() ? ana : bo;
  await first.play(first.latest.view.actions.find((a) => a.type === "reveal"));
  await settle(everyone);
  const cases = [
    [first, { turn: 0 }, "StaleTurn"],
    [first, { turn: "1" }, "Malformed"],
    [first, { turn: 1, extra: true }, "Malformed"],
    [first, undefined, "Malformed"],
    [watcher, { turn: 1 }, "NotSeated"],
  ];
  for (const [who, body, code] of cases) {
    const since = who.errors.length;
    who.send("undo", body);
    await who.refusal(code, since);
  }
  assert.equal((await publicMatch(server.url, matchId)).turn, 1, "nothing was taken back");
  // Played to the end, nothing can be taken back.
  const choose = chooser(2);
  for (let step = 0; step < 400 && !watcher.latest.outcome; step++) {
    await settle(everyone);
    if (watcher.latest.outcome) break;
    const actor = players.find((s) => s.mustAct());
    await actor.play(actor.latest.view.actions[choose(actor.latest.view.actions.length)]);
  }
  await settle(everyone);
  assert.ok(watcher.latest.outcome, "the match ended");
  for (const who of players) {
    const answer = await askUndo(who);
    assert.equal(answer.refused?.code, "NotUndoable");
    assert.match(answer.refused.message, /the match is over/);
  }
  await leave();
});

test(
  "undo: a decision and the bot's replies to it are taken back together",
  { timeout: 240000 },
  async () => {
    // Ana plays a skill rather than reveal when she can, so that her decision
    // and the bot's reply both reveal nothing now and then; the server draws
    // each match's seed, so matches are played until that has happened.
    const choose = chooser(21);
    for (let match = 0; match < 8; match++) {
      const { players, leave } = await table("ruleta-rusa", [
        { kind: "human", name: "Ana" },
        { kind: "bot", bot: { level: "random" } },
      ]);
      const [ana] = players;
      let together;
      for (let step = 0; step < 300 && !together; step++) {
        await ana.until((s) => s.latest.outcome || s.mustAct(), "Ana's turn");
        if (ana.latest.outcome) break;
        if (ana.latest.turn > 0) {
          const turn = ana.latest.turn;
          const answer = await askUndo(ana);
          if (answer.undone) {
            assert.equal(answer.undone.seat, 0);
            assert.equal(
              answer.undone.turn + answer.undone.actions,
              turn,
              "the last actions, hers and the bot's",
            );
            await ana.until((s) => s.latest.turn === answer.undone.turn, "the view after the undo");
            if (answer.undone.actions > 1) together = answer.undone;
          } else {
            assert.equal(answer.refused.code, "NotUndoable", JSON.stringify(answer.refused));
            assert.match(
              answer.refused.message,
              /revealed something hidden or left something to chance|you have made no decision/,
            );
          }
        }
        const actions = ana.latest.view.actions;
        const quiet = actions.filter((a) => a.type !== "reveal" && a.type !== "look");
        const pool = quiet.length > 0 && choose(4) > 0 ? quiet : actions;
        await ana.play(pool[choose(pool.length)]);
      }
      await leave();
      if (together) return;
    }
    assert.fail("in eight matches, never a decision of Ana's taken back with a bot's reply");
  },
);
