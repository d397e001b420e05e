// Presence: a dropped connection gets back into the same room by itself
// (Colyseus's allowReconnection); a player gone past the match's timeout
// has a bot play their seat until they come back with their seat token.
import assert from "node:assert/strict";
import { after, before, test } from "node:test";
import { createTable, publicMatch, Seat, sleep, startServer } from "./helpers.mjs";

let server;
before(async () => (server = await startServer()));
after(() => server?.stop());

const seatOf = (s, seat) => s.seats.find((x) => x.seat === seat);

test("a dropped connection reconnects to the same room and the same seat", async () => {
  const { matchId } = await createTable(server.url, {
    game: "ruleta-rusa",
    seats: [{ kind: "human" }, { kind: "human" }],
    absentAfter: 0,
  });
  const ana = await Seat.join(server.url, { matchId, seat: 0 });
  const bo = await Seat.join(server.url, { matchId, seat: 1 });
  await ana.untilTurn(0);
  const sessionId = ana.room.sessionId;
  // The network drops (an abnormal close, not a leave).
  ana.room.connection.transport.ws.close(4100);
  // (The reconnection may be back before the test looks: any message counts.)
  await bo.until(
    (s) => s.seatsSeen.some((seats) => seatOf({ seats }, 0)?.player === "away"),
    "seat 1 shown away",
  );
  await ana.until((s) => s.rejoins === 1 && s.room && s.latest, "the reconnection");
  assert.equal(ana.room.sessionId, sessionId, "the same session, kept by allowReconnection");
  assert.equal(ana.seat, 0);
  await bo.until((s) => seatOf(s, 0)?.player === "here", "seat 1 shown here again");
  // And it plays on.
  const actor = [ana, bo].find((s) => s.mustAct());
  actor.act(actor.latest.view.actions[0]);
  await Promise.all([ana.untilTurn(1), bo.untilTurn(1)]);
  await ana.leave();
  await bo.leave();
});

test(
  "a gone player's seat is played by a bot after the timeout, until the player returns",
  { timeout: 60000 },
  async () => {
    const { matchId } = await createTable(server.url, {
      game: "ruleta-rusa",
      seats: [
        { kind: "human", name: "Ana" },
        { kind: "human", name: "Bo" },
      ],
      absentAfter: 1,
      botPace: 0,
    });
    const ana = await Seat.join(server.url, { matchId, seat: 0 });
    let bo = await Seat.join(server.url, { matchId, seat: 1 });
    await Promise.all([ana.untilTurn(0), bo.untilTurn(0)]);
    const token = bo.token;
    await bo.leave();
    await ana.until(
      (s) => seatOf(s, 1)?.player === "away" && !seatOf(s, 1).covered,
      "Bo away, not yet covered",
    );

    // Ana plays alone: whenever Bo's seat must decide, a bot does it (once the second has passed).
    await ana.until((s) => seatOf(s, 1)?.covered, "a bot covering Bo's seat", 10000);
    let botMoves = 0;
    for (let i = 0; i < 200 && botMoves < 2 && !ana.latest.outcome; i++) {
      const turn = ana.latest.turn;
      if (ana.mustAct()) ana.act(ana.latest.view.actions[0]);
      else botMoves++;
      await ana.untilTurn(turn + 1, 20000);
    }
    assert.ok(botMoves >= 1 || ana.latest.outcome, "the bot played Bo's seat");
    const record = await publicMatch(server.url, matchId);
    assert.equal(record.turn, ana.latest.turn);

    if (!ana.latest.outcome) {
      // Bo comes back with the seat token: the bot stops, and the seat waits for Bo.
      bo = await Seat.join(server.url, { matchId, token });
      await bo.until((s) => s.latest, "Bo's view");
      assert.equal(bo.seat, 1);
      await ana.until(
        (s) => seatOf(s, 1)?.player === "here" && !seatOf(s, 1).covered,
        "Bo back, the bot gone",
      );
      while (!bo.mustAct() && !ana.latest.outcome) {
        const turn = ana.latest.turn;
        ana.act(ana.latest.view.actions[0]);
        await Promise.all([ana.untilTurn(turn + 1), bo.untilTurn(turn + 1)]);
      }
      if (!ana.latest.outcome) {
        const turn = bo.latest.turn;
        await sleep(1500);
        assert.equal(ana.latest.turn, turn, "nobody plays for Bo while Bo is here");
        bo.act(bo.latest.view.actions[0]);
        await ana.untilTurn(turn + 1);
      }
      await bo.leave();
    }
    await ana.leave();
  },
);
