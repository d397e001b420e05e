// The JS API contract of the built package, game-independent parts.
import { test } from "node:test";
import assert from "node:assert/strict";
import rs, { refusal } from "./load.js";

test("games() lists every game with its seats and options", () => {
  const games = rs.games();
  const rr = games.find((g) => g.id === "ruleta-rusa");
  assert.ok(rr, "ruleta-rusa is on the shelf");
  assert.equal(rr.name, "Ruleta Rusa");
  assert.deepEqual(rr.seats, { min: 2, max: 6 });
  assert.deepEqual(
    rr.options.map((o) => o.key),
    ["mode", "deal", "firstSeat"],
  );
  assert.ok(rr.summary.length > 50);
});

test("newGame with a seed is deterministic; without one it draws a seed", () => {
  const a = rs.newGame("ruleta-rusa", { seats: 4, seed: 7 });
  const b = rs.newGame("ruleta-rusa", { seats: 4, seed: 7 });
  assert.deepEqual(a, b);
  assert.equal(a.game, "ruleta-rusa");
  assert.equal(a.version, 1);
  assert.equal(typeof a.data, "string");
  assert.equal(rs.inspect(a).options.seed, 7);
  const seeds = new Set(
    Array.from(
      { length: 8 },
      () => rs.inspect(rs.newGame("ruleta-rusa", { seats: 3 })).options.seed,
    ),
  );
  assert.ok(seeds.size > 1, "random seeds differ");
});

test("bad options and unknown games are refused with their codes", () => {
  assert.equal(refusal(() => rs.newGame("chess", { seats: 2 })).code, "UnknownGame");
  assert.equal(refusal(() => rs.newGame("ruleta-rusa", { seats: 9 })).code, "InvalidOptions");
  assert.equal(
    refusal(() => rs.newGame("ruleta-rusa", { seats: 3, mod: "basic" })).code,
    "InvalidOptions",
  );
  assert.equal(refusal(() => rs.newGame("ruleta-rusa", { seats: "three" })).code, "InvalidOptions");
  assert.equal(
    refusal(() => rs.newGame("ruleta-rusa", { seats: 3, mode: "expert" })).code,
    "InvalidOptions",
  );
  const err = refusal(() => rs.newGame("ruleta-rusa", { seats: 1 }));
  assert.equal(err.name, "RulesError");
  assert.ok(err instanceof Error);
  assert.match(err.message, /2 to 6 seats/);
});

test("every legal action names its game and seat", () => {
  const state = rs.newGame("ruleta-rusa", { seats: 3, seed: 1 });
  const actions = rs.legalActions(state);
  assert.ok(actions.length > 0);
  const [seat] = rs.toAct(state);
  for (const a of actions) {
    assert.equal(a.game, "ruleta-rusa");
    assert.equal(a.seat, seat);
  }
});

test("apply is pure: the input state is not modified", () => {
  const state = rs.newGame("ruleta-rusa", { seats: 3, seed: 2 });
  const before = JSON.stringify(state);
  const frozen = structuredClone(state);
  Object.freeze(frozen);
  const next = rs.apply(frozen, rs.legalActions(frozen)[0]);
  assert.equal(JSON.stringify(state), before);
  assert.notEqual(JSON.stringify(next), before);
  assert.equal(JSON.stringify(frozen), before);
});

test("each refusal has its code and leaves the state as it was", () => {
  let state = rs.newGame("ruleta-rusa", { seats: 3, seed: 3, firstSeat: 0 });
  const before = JSON.stringify(state);
  const illegal = refusal(() => rs.apply(state, { game: "ruleta-rusa", type: "reorder", seat: 0 }));
  assert.equal(illegal.code, "IllegalAction");
  assert.match(illegal.message, /can only reveal.*How to Play/);
  assert.equal(
    refusal(() => rs.apply(state, { game: "ruleta-rusa", type: "reveal", seat: 1 })).code,
    "NotYourTurn",
  );
  assert.equal(
    refusal(() => rs.apply(state, { game: "ruse-2014", type: "reveal", seat: 0 })).code,
    "WrongGame",
  );
  assert.equal(
    refusal(() => rs.apply(state, { game: "ruleta-rusa", type: "fire", seat: 0 })).code,
    "IllegalAction",
  );
  assert.equal(JSON.stringify(state), before);

  const tampered = rs.inspect(state);
  tampered.revolver.bang = 12;
  assert.equal(
    refusal(() => rs.legalActions({ ...state, data: JSON.stringify(tampered) })).code,
    "InvalidState",
  );
  assert.equal(refusal(() => rs.legalActions({ ...state, data: "{" })).code, "InvalidState");
  assert.equal(refusal(() => rs.legalActions({ ...state, data: undefined })).code, "InvalidState");
  assert.equal(
    refusal(() => rs.apply({ ...state, log: null }, rs.legalActions(state)[0])).code,
    "InvalidState",
  );
  assert.equal(
    refusal(() => rs.apply({ ...state, version: 99 }, rs.legalActions(state)[0])).code,
    "InvalidState",
  );
  assert.equal(
    refusal(() => rs.apply({ game: "ruleta-rusa" }, rs.legalActions(state)[0])).code,
    "InvalidState",
  );
  assert.equal(refusal(() => rs.legalActions({ game: "go", version: 1 })).code, "UnknownGame");
  assert.equal(refusal(() => rs.legalActions(42)).code, "InvalidState");
  assert.equal(refusal(() => rs.legalActions(null)).code, "InvalidState");
  assert.equal(refusal(() => rs.apply(undefined, rs.legalActions(state)[0])).code, "InvalidState");
  assert.equal(refusal(() => rs.view(state, 7)).code, "InvalidSeat");

  while (!rs.outcome(state)) state = rs.apply(state, rs.legalActions(state)[0]);
  assert.equal(
    refusal(() => rs.apply(state, { game: "ruleta-rusa", type: "reveal", seat: 0 })).code,
    "GameOver",
  );
});

test("validateState parses JSON text and checks it", () => {
  const state = rs.newGame("ruleta-rusa", { seats: 5, seed: 4 });
  assert.deepEqual(rs.validateState(JSON.stringify(state)), state);
  assert.deepEqual(rs.validateState(state), state);
  assert.equal(refusal(() => rs.validateState("{ not json")).code, "InvalidState");
  const data = JSON.stringify({ ...rs.inspect(state), players: [] });
  assert.equal(refusal(() => rs.validateState({ ...state, data })).code, "InvalidState");
  const played = rs.apply(state, rs.legalActions(state)[0]);
  assert.ok(played.log.length > 0);
  assert.deepEqual(rs.validateState(JSON.stringify(played)), played);
  const log = played.log.map((entry) => ({ ...entry, to: 9 }));
  assert.equal(refusal(() => rs.validateState({ ...played, log })).code, "InvalidState");
  assert.equal(
    refusal(() => rs.validateState({ ...state, log: [{ event: { type: "nonsense" } }] })).code,
    "InvalidState",
  );
});

test("a state is plain data: the engine reads it again when it is copied, changed or long forgotten", () => {
  const first = rs.newGame("ruleta-rusa", { seats: 4, seed: 8 });
  assert.deepEqual(Object.keys(first), ["game", "version", "data", "log"]);
  assert.deepEqual(
    Reflect.ownKeys({ ...first }),
    ["game", "version", "data", "log"],
    "where it is held stays hidden",
  );
  assert.equal(rs.inspect(first).game, "ruleta-rusa");
  const copy = JSON.parse(JSON.stringify(first));
  assert.deepEqual(rs.legalActions(copy), rs.legalActions(first));
  // Play on long enough that the engine no longer holds the first state.
  let state = first;
  for (let i = 0; i < 200; i++)
    state = rs.outcome(state)
      ? rs.newGame("ruleta-rusa", { seats: 4, seed: i })
      : rs.apply(state, rs.legalActions(state)[0]);
  assert.deepEqual(
    rs.apply(first, rs.legalActions(first)[0]),
    rs.apply(copy, rs.legalActions(copy)[0]),
  );
  // A held state whose data is changed in place is read (and refused) again.
  const changed = rs.newGame("ruleta-rusa", { seats: 4, seed: 8 });
  rs.legalActions(changed);
  changed.data = changed.data.replace('"version":1', '"version":2');
  assert.equal(refusal(() => rs.legalActions(changed)).code, "InvalidState");
  changed.data = first.data;
  changed.version = 2;
  assert.equal(refusal(() => rs.legalActions(changed)).code, "InvalidState");
});

test("actions and log entries are frozen values, shared between calls", () => {
  const state = rs.newGame("ruleta-rusa", { seats: 3, seed: 12 });
  const actions = rs.legalActions(state);
  assert.ok(Object.isFrozen(actions) && actions.every(Object.isFrozen));
  assert.throws(() => {
    actions[0].seat = 2;
  }, TypeError);
  assert.throws(() => actions.push(actions[0]), TypeError);
  assert.equal(
    rs.legalActions(rs.validateState(JSON.stringify(state))),
    actions,
    "the same list for the same text",
  );
  // A listed action goes by its place in the list; an equal copy is read and checked: the same step.
  assert.deepEqual(rs.apply(state, { ...actions[0] }), rs.apply(state, actions[0]));
  const next = rs.apply(state, actions[0]);
  assert.ok(next.log.length > state.log.length && next.log.every(Object.isFrozen));
  // An action listed for another state is checked against this one.
  rs.legalActions(next);
  assert.equal(refusal(() => rs.apply(next, actions[0])).code, "NotYourTurn");
});

test("a state's log is built when first read, and reads as plain data", () => {
  const options = { seats: 4, seed: 13 };
  let unread = rs.newGame("ruleta-rusa", options);
  let read = rs.newGame("ruleta-rusa", options);
  for (let i = 0; i < 30; i++) {
    unread = rs.apply(unread, rs.legalActions(unread)[0]);
    read = rs.apply(read, rs.legalActions(read)[0]);
    assert.ok(read.log.length > 0);
  }
  assert.ok(
    typeof Object.getOwnPropertyDescriptor(unread, "log").get === "function",
    "not built yet",
  );
  assert.deepEqual(Object.keys(unread), ["game", "version", "data", "log"]);
  assert.deepEqual(structuredClone(unread), JSON.parse(JSON.stringify(read)));
  assert.deepEqual({ ...unread }.log, read.log);
  assert.ok(
    Array.isArray(Object.getOwnPropertyDescriptor(unread, "log").value),
    "a plain property once read",
  );
  // A frozen state still reads its log, and the engine still holds it.
  const frozen = Object.freeze(rs.apply(read, rs.legalActions(read)[0]));
  assert.equal(frozen.log, frozen.log);
  assert.ok(rs.legalActions(frozen).length > 0);
  // A log replaced by the caller is the log the next state continues.
  const kept = rs.apply(read, rs.legalActions(read)[0]);
  const added = kept.log.slice(read.log.length);
  read.log = [];
  assert.deepEqual(rs.apply(read, rs.legalActions(read)[0]).log, added);
});

test("views hold no RNG, no seed and no one else's knowledge of the stack", () => {
  let state = rs.newGame("ruleta-rusa", { seats: 3, seed: 5, firstSeat: 0 });
  state = rs.apply(state, { game: "ruleta-rusa", type: "reveal", seat: 0 });
  const reorder = rs.legalActions(state).find((a) => a.type === "reorder");
  state = rs.apply(state, reorder);
  state = rs.apply(state, {
    game: "ruleta-rusa",
    type: "arrange",
    seat: reorder.seat,
    position: 3,
  });
  for (let seat = 0; seat < 3; seat++) {
    const v = rs.view(state, seat);
    const text = JSON.stringify(v);
    assert.ok(!/"rng"|"seed"|"revolver"/.test(text), text);
    const knows = v.stack.filter((c) => c != null).length;
    assert.equal(knows, seat === reorder.seat ? 7 : 0);
  }
  assert.equal(rs.view(state).viewer, undefined, "a spectator's view");
});

test("the view of the seat to act carries its actions, tagged with the game", () => {
  const state = rs.newGame("ruleta-rusa", { seats: 3, seed: 6 });
  const [seat] = rs.toAct(state);
  assert.deepEqual(rs.view(state, seat).actions, rs.legalActions(state));
  assert.deepEqual(rs.view(state, (seat + 1) % 3).actions, []);
});

test("events are filtered per seat: a Look is seen by its user only", () => {
  let state = rs.newGame("ruleta-rusa", {
    seats: 3,
    seed: 8,
    firstSeat: 0,
    mode: "advanced",
    deal: "draft",
  });
  const pick = (skill) => {
    const [seat] = rs.toAct(state);
    state = rs.apply(state, { game: "ruleta-rusa", type: "draft", seat, skill });
  };
  for (const skill of [
    "look",
    "flip",
    "reorder",
    "flip",
    "reorder",
    "look",
    "reorder",
    "look",
    "flip",
  ])
    pick(skill);
  state = rs.apply(state, { game: "ruleta-rusa", type: "reveal", seat: 0 });
  if (rs.toAct(state)[0] !== 0 || rs.outcome(state)) {
    const seat = rs.toAct(state)[0];
    const look = rs.legalActions(state).find((a) => a.type === "look");
    if (look) {
      state = rs.apply(state, look);
      const saw = (s) => rs.events(state, s).filter((e) => e.event.type === "saw").length;
      assert.equal(saw(seat), 1);
      assert.equal(saw((seat + 1) % 3), 0);
      assert.equal(rs.events(state).filter((e) => e.event.type === "saw").length, 0);
      return;
    }
  }
  assert.fail("the position should offer a Look");
});

test("suggest returns a legal action of the view's seat, the same for the same seed", () => {
  const state = rs.newGame("ruleta-rusa", { seats: 4, seed: 9 });
  let s = state;
  for (let i = 0; i < 3; i++) s = rs.apply(s, rs.legalActions(s)[0]);
  const [seat] = rs.toAct(s);
  const v = rs.view(s, seat);
  const a = rs.suggest(v, { level: "ismcts", iterations: 200, seed: 3 });
  const b = rs.suggest(v, { level: "ismcts", iterations: 200, seed: 3 });
  assert.deepEqual(a, b);
  assert.ok(rs.legalActions(s).some((l) => JSON.stringify(l) === JSON.stringify(a)));
  const r = rs.suggest(v, { level: "random", seed: 1 });
  assert.equal(r.seat, seat);
  assert.equal(refusal(() => rs.suggest(rs.view(s, (seat + 1) % 4))).code, "BotError");
  assert.equal(refusal(() => rs.suggest(rs.view(s))).code, "BotError", "a spectator's view");
  assert.equal(refusal(() => rs.suggest(v, { iterations: 0 })).code, "BotError");
  let over = s;
  while (!rs.outcome(over)) over = rs.apply(over, rs.legalActions(over)[0]);
  const finished = refusal(() => rs.suggest(rs.view(over, 0)));
  assert.equal(finished.code, "BotError");
  assert.match(finished.message, /over/);
});

test("randomPlayouts plays whole games inside wasm", () => {
  const { games, steps } = rs.randomPlayouts("ruleta-rusa", { seats: 4, seed: 1 }, 50);
  assert.equal(games, 50);
  assert.ok(steps > 50 * 10);
});

test("components gives a game's data and names for its UI, the same object every time", () => {
  const rurik = rs.components("rurik");
  assert.equal(rurik.regions.length, 15);
  assert.ok(rurik.regions.every((r) => typeof r.name === "string"));
  assert.equal(rs.components("rurik"), rurik);
  assert.ok(Array.isArray(rs.components("ruse").objectives));
  // A card game's components are the names of its cards, suits or chips.
  const chips = rs.components("ruleta-rusa").skills;
  assert.deepEqual(
    chips.map((chip) => chip.name),
    ["Flip", "Reorder", "Change of Turn", "Look", "Change of Direction", "Double Shot"],
  );
  assert.deepEqual(
    chips.filter((chip) => chip.advanced).map((chip) => chip.skill),
    ["look", "changeOfDirection", "doubleShot"],
  );
  const ruse = rs.components("ruse-2014");
  assert.equal(ruse.kinds.find((kind) => kind.kind === "method").ranks.join(" "), "J Q K A");
  assert.equal(ruse.ranks.find((rank) => rank.rank === "A").name, "Ace");
  assert.equal(ruse.characters.length, 6);
  const bruise = rs.components("ruse-and-bruise");
  assert.equal(bruise.cards.length, 25);
  assert.deepEqual(bruise.cards.find((card) => card.card === "assassin").value, 19);
  assert.equal(bruise.cards.find((card) => card.card === "cardinal").specialist, "religion");
  assert.equal(bruise.domains.find((domain) => domain.domain === "religion").name, "Religion");
  assert.equal(refusal(() => rs.components("chess")).code, "UnknownGame");
});
