// Issue #23: two rulings read again against the rulebooks' words, checked
// through the built package on positions reached by play (newGame with a
// seed, then legal actions chosen from legalActions until the position
// arises), not on states written by hand.
import { test } from "node:test";
import assert from "node:assert/strict";
import rs, { refusal, chooser } from "./load.js";

// ---- Rurik: Theofana (Stone & Blade, "Leaders") ----

const RURIK = rs.components("rurik");
const THEOFANA = RURIK.leaders.findIndex((l) => l.name === "Theofana");
const TWO_SEAT_COLUMNS = RURIK.boards.find((b) => b.seats.includes(2)).columns;

/**
 * Plays a 2-seat game from `seed` until the seat to act has taxed in its
 * Theofana's region and still holds a tax point it could spend: her offer
 * and a further tax are both legal. Play leans towards that position (a seat
 * takes Theofana when it may, advisors go on the Tax column, points are
 * taken, taxes are made, her region's first) and is otherwise random.
 * Returns the position, or null if the game ends first.
 */
function theofanaWithTaxLeft(seed) {
  const pick = chooser(seed);
  let state = rs.newGame("rurik", { seats: 2, seed });
  for (let step = 0; step < 3000 && !rs.outcome(state); step++) {
    const legal = rs.legalActions(state);
    if (legal.some((a) => a.type === "tax") && legal.some((a) => a.type === "theofana"))
      return state;
    const seat = rs.toAct(state)[0];
    const leaderAt = rs.inspect(state).players[seat].leaderAt;
    const preferred = [
      (a) => a.type === "chooseLeader" && a.leader === THEOFANA,
      (a) => a.type === "placeAdvisor" && TWO_SEAT_COLUMNS[a.column].action === "tax",
      (a) => a.type === "takePoints",
      (a) => a.type === "tax" && a.region === leaderAt,
      (a) => a.type === "tax",
    ];
    let action;
    for (const fits of preferred) {
      const some = legal.filter(fits);
      if (some.length) {
        action = some[pick(some.length)];
        break;
      }
    }
    state = rs.apply(state, action ?? legal[pick(legal.length)]);
  }
  return null;
}

function firstRurikPosition() {
  for (let seed = 1; seed <= 50; seed++) {
    const state = theofanaWithTaxLeft(seed);
    if (state) return state;
  }
  assert.fail("no seed in 1..50 reached Theofana's offer with a tax still legal");
}

test("rurik: Theofana acts only after taxing is finished, and no tax point is spent after her", () => {
  const position = firstRurikPosition();
  const turn = rs.inspect(position).turn;
  assert.equal(turn.taxedTheofana, true, "the seat taxed in her region");
  assert.ok(turn.points.tax > 0, "with tax points left, she is offered: using her is finishing");
  const legal = rs.legalActions(position);
  const taxes = legal.filter((a) => a.type === "tax");
  const offers = legal.filter((a) => a.type === "theofana");
  assert.ok(
    offers.some((a) => a.to === undefined),
    "gain one coin",
  );
  assert.ok(
    offers.some((a) => a.to !== undefined),
    "or move her to an adjacent region",
  );
  for (const offer of offers) {
    const after = rs.apply(position, offer);
    const left = rs.inspect(after).turn;
    assert.equal(left.points.tax, 0, "the points left are not spent");
    assert.equal(left.taxFinished, true);
    assert.ok(
      !rs.legalActions(after).some((a) => a.type === "tax"),
      `no tax after ${JSON.stringify(offer)}`,
    );
    assert.ok(!rs.legalActions(after).some((a) => a.type === "theofana"), "once per round");
    for (const tax of taxes) {
      const error = refusal(() => rs.apply(after, tax));
      assert.equal(error.code, "IllegalAction");
      assert.match(error.message, /Theofana/);
    }
  }
});

test("rurik: Theofana is offered once the last tax point is spent", () => {
  const position = firstRurikPosition();
  const seat = rs.toAct(position)[0];
  const tax = rs.legalActions(position).find((a) => a.type === "tax");
  let state = rs.apply(position, tax);
  // The goods taxed are stowed (and a market's bonus taken) first.
  while (rs.inspect(state).pending.length > 0) state = rs.apply(state, rs.legalActions(state)[0]);
  assert.deepEqual(rs.toAct(state), [seat]);
  const legal = rs.legalActions(state);
  assert.equal(rs.inspect(state).turn.points.tax, 0, "the last point spent");
  assert.ok(!legal.some((a) => a.type === "tax"));
  assert.ok(
    legal.some((a) => a.type === "theofana"),
    "her offer stands once taxing is over",
  );
});

// ---- RUSE: the catch-up after round 4 with VIXEN ----

const RUSE = rs.components("ruse");
const ORANGE = RUSE.vpTrack.orangeEvery;

/** Orange spaces between `vp` and the leader's `leader` VP. */
const behind = (leader, vp) => Math.floor(leader / ORANGE) - Math.floor(vp / ORANGE);

/**
 * A solo game against VIXEN played at random from `seed` to its end.
 * Returns the state before the last step (the growth phase of round 4) and
 * the final state.
 */
function soloGame(seed) {
  const pick = chooser(seed);
  let state = rs.newGame("ruse", { seats: 1, seed });
  let before = state;
  for (let step = 0; step < 5000 && !rs.outcome(state); step++) {
    const legal = rs.legalActions(state);
    before = state;
    state = rs.apply(state, legal[pick(legal.length)]);
  }
  assert.ok(rs.outcome(state), `seed ${seed}: the game ends`);
  return { before, after: state, last: state.log.slice(before.log.length).map((e) => e.event) };
}

/** The first seed (1..40) whose game ends as `wanted` says. */
function firstGame(wanted) {
  for (let seed = 1; seed <= 40; seed++) {
    const game = soloGame(seed);
    if (wanted(game)) return game;
  }
  assert.fail("no seed in 1..40 gave the position");
}

test("ruse: VIXEN's catch-up after round four scores VP, before the end-of-game scoring", () => {
  const vixen = 1; // the solo seat is 0, VIXEN's colour follows it
  const game = firstGame(({ before }) => {
    const b = rs.inspect(before);
    return b.round === 4 && behind(b.players[0].vp, b.vixen.public.vp) > 0;
  });
  const b = rs.inspect(game.before);
  const a = rs.inspect(game.after);
  assert.deepEqual(
    b.phase,
    { type: "growth", seat: 0 },
    "the last step ends round 4's growth phase",
  );
  // The player's VP when the catch-up is made: its final VP less its
  // end-of-game scoring (nothing scores between the two).
  const f = a.finalScores[0];
  const playerThen = a.players[0].vp - (f.star + f.hunting + f.kits + f.common) + f.penalties;
  const vixenThen = b.vixen.public.vp;
  const owed = behind(Math.max(playerThen, vixenThen), vixenThen);
  assert.ok(owed > 0);
  const catchUp = game.last.findIndex(
    (e) => e.type === "scored" && e.seat === vixen && e.reason === "catchUp",
  );
  const over = game.last.findIndex((e) => e.type === "gameOver");
  assert.ok(catchUp >= 0 && catchUp < over, "the catch-up is scored before the game ends");
  assert.equal(
    game.last[catchUp].vp,
    owed * RUSE.vixen.board.catchUpVp,
    "1 VP per orange space behind the leader",
  );
  const v = a.vixen.public.finalScore;
  const endGame = v.star + v.hunting + v.denTiles + v.bonusTiles + v.territoryTiles + v.kits;
  assert.equal(
    a.vixen.public.vp,
    vixenThen + game.last[catchUp].vp + endGame,
    "its catch-up VP count in its score",
  );
  assert.equal(rs.outcome(game.after).scores[1], a.vixen.public.vp);
});

test("ruse: after round four a player behind VIXEN still gains 2 GP per orange space (a tie-break)", () => {
  const game = firstGame(({ before, last }) => {
    const b = rs.inspect(before);
    // Nothing else in the last step moves the player's VP or GP.
    const quiet = last.every(
      (e) => ["played", "gameOver"].includes(e.type) || (e.type === "scored" && e.seat !== 0),
    );
    return b.round === 4 && quiet && behind(b.vixen.public.vp, b.players[0].vp) > 0;
  });
  const b = rs.inspect(game.before);
  const a = rs.inspect(game.after);
  const owed = behind(b.vixen.public.vp, b.players[0].vp);
  assert.equal(a.players[0].gp - b.players[0].gp, owed * RUSE.vpTrack.catchUpGp);
});
