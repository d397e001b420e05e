// The package's functions over one wasm instance. Every entry (index.js,
// and each game's) calls `createApi` with the module wasm-bindgen wrote.
//
// A state is { game, version, data, log }: `data` is the rules' state as
// JSON text (written by the engine, opaque to callers) and `log` the event
// entries so far. A state crosses into wasm once: the engine holds it in a
// numbered slot, and this module remembers which state object is in which
// slot, so `legalActions`, `apply`, `view`, ... on a state the package made
// (or already read) send only the slot number. A state it has not seen, or
// one whose fields were changed, is read and checked again.
//
// What keeps a step cheap: the engine sends an action list or a step's log
// entries it has sent before as a number, and each number's value is read
// once and shared, frozen (`Known`); `apply` names a listed action by its
// place in the list; and a state's log is built only when read (`Log`), so
// a step costs the same however long the game has run.
import { Known } from "./known.js";
import { Log } from "./log.js";

/** A refusal: a JS `Error` named `RulesError` with a machine-readable `code`. */
function refusal(code, message) {
  const error = new Error(message);
  error.name = "RulesError";
  error.code = code;
  return error;
}

/**
 * Whether `error` is a refusal thrown by the engine (a JS `Error` named
 * `RulesError` with a machine-readable `code`).
 */
export function isRulesError(error) {
  return error instanceof Error && error.name === "RulesError" && typeof error.code === "string";
}

function text(value, code, what) {
  let json;
  try {
    json = JSON.stringify(value);
  } catch (e) {
    throw refusal(
      code,
      `${what} is not plain JSON data: ${e instanceof Error ? e.message : shown(e)}`,
    );
  }
  if (json === undefined) throw refusal(code, `${what} is missing`);
  return json;
}

function gameOf(value, code = "InvalidState", what = "a game state") {
  if (value === null || typeof value !== "object" || typeof value.game !== "string") {
    throw refusal(code, `expected ${what}: an object with a "game" id`);
  }
  return value.game;
}

/**
 * `value` in a refusal's words: short JSON, or its kind. Never throws (a
 * template literal would on an object without a prototype, or a symbol).
 */
function shown(value) {
  try {
    const json = JSON.stringify(value);
    if (json !== undefined) return json.length > 40 ? `${json.slice(0, 40)}…` : json;
  } catch {
    // A BigInt or a cycle: say what kind of value it is.
  }
  return typeof value;
}

function seatOf(seat) {
  if (seat === undefined || seat === null) return undefined;
  if (!Number.isInteger(seat) || seat < 0)
    throw refusal("InvalidSeat", `seat ${shown(seat)} is not a seat index`);
  return seat;
}

/**
 * A view from its text (as `viewText` writes it): the view `view` gives,
 * its actions tagged with the game as every action of the package is.
 * Needs no wasm: a client that is sent views as text reads them with this.
 * Throws `InvalidState` for text that is not a view's JSON.
 */
export function readView(text) {
  let view;
  try {
    view = JSON.parse(text);
  } catch {
    throw refusal("InvalidState", `expected a view's JSON text, got ${shown(text)}`);
  }
  const game = gameOf(view, "InvalidState", "a view");
  if (Array.isArray(view.actions)) for (const action of view.actions) action.game = game;
  return view;
}

/** The game id of a state, view or action. */
function gameOfValue(value) {
  return gameOf(value, "InvalidState", "a state, view or action");
}

/**
 * Whether `error` is a refusal of `replay`: a `RulesError` (the refused
 * action's code) that also names the first action that could not be played,
 * by its `index` in the list (from 0), and the `action` itself.
 */
export function isReplayError(error) {
  return isRulesError(error) && Number.isInteger(error.index) && "action" in error;
}

/**
 * The module wasm-bindgen wrote, before its wasm is loaded: each of its
 * functions throws `NotLoaded` (wasm-bindgen's own would fail on its
 * missing instance with a TypeError naming its internals).
 */
function unloaded(glue) {
  const stand = {};
  for (const name of Object.keys(glue)) {
    stand[name] = () => {
      throw refusal(
        "NotLoaded",
        "the engine is not loaded yet: in a browser, call (and await) the entry's init() once before any other function; in Node, import the entry by name (its Node entry loads the wasm)",
      );
    };
  }
  return stand;
}

/**
 * The package's functions over one wasm instance (`glue`: the module
 * wasm-bindgen wrote). Each instance holds its own states, so each entry
 * (the whole shelf, or one game) makes its own. The functions refuse with
 * `NotLoaded` until `loaded()` is called, once the wasm is instantiated.
 */
export function createApi(glue) {
  let wasm = unloaded(glue);
  /**
   * How many states the engine holds at once (the most recent ones). A
   * server plays many matches through one instance: each match's current
   * state must outlast the states every other match makes before its next
   * action, or it is read and checked again (at 64 slots, 100 matches
   * spent a twentieth of the server's time so). 512 small states cost a
   * few MB of wasm memory.
   */
  const SLOTS = 512;
  /** How many times each slot was claimed: a slot's state is gone once this moves on. */
  const claims = new Uint32Array(SLOTS);
  /**
   * Where the engine holds a state, and the fields it was read from: a
   * hidden property of the state object (not enumerable, so JSON, copies,
   * clones and comparisons never see it). A `WeakMap` would do the same, but
   * its entries keep every state alive until a full collection: measured, it
   * made a step 15% slower.
   */
  const HELD = Symbol("ruleshelf held");
  /** The same, for a state that was frozen (or sealed) before the package saw it. */
  const heldFrozen = new WeakMap();
  let nextSlot = 0;

  /** A slot to fill next (never `keep`); whatever was held there is forgotten. */
  function claim(keep) {
    let slot = nextSlot;
    if (slot === keep) slot = (slot + 1) % SLOTS;
    nextSlot = (slot + 1) % SLOTS;
    claims[slot]++;
    return slot;
  }

  /** Where the engine holds `state`, if it is one the package has seen. */
  function heldRecord(state) {
    return state !== null && typeof state === "object"
      ? (state[HELD] ?? heldFrozen.get(state))
      : undefined;
  }

  /**
   * Records that the engine holds `state` in `slot`, and the fields it was
   * read from; `log` is its `Log`. `actions` will be the list `legalActions`
   * gave for it. Returns the record.
   */
  function hold(state, slot, log) {
    const at = record(state, slot, log);
    const known = heldRecord(state);
    if (known !== undefined) return Object.assign(known, at);
    return attach(state, at);
  }

  /** The record of `state` held in `slot`, its log being `log`. */
  function record(state, slot, log) {
    return {
      slot,
      claim: claims[slot],
      game: state.game,
      version: state.version,
      data: state.data,
      log,
      actions: undefined,
    };
  }

  /** Hides the record `at` on `state`, a state not recorded yet; returns `at`. */
  function attach(state, at) {
    if (!Reflect.defineProperty(state, HELD, { value: at })) heldFrozen.set(state, at);
    return at;
  }

  /**
   * The log entries the package made (those of `known` tables, frozen), and
   * who may see each of them (a mask, as the engine's `sight` gives it),
   * once asked: asked of the engine once an entry, not once a call.
   */
  const interned = new WeakSet();
  const sights = new WeakMap();

  /** Per game: its action lists (each action tagged with the game) and its steps' log entries, by number. */
  const knownOf = new Map();
  function known(game) {
    let tables = knownOf.get(game);
    if (tables === undefined) {
      tables = {
        actions: new Known((number) =>
          JSON.parse(wasm.knownText(number)).map((action) => ({ game, ...action })),
        ),
        entries: new Known((number) => {
          const entries = JSON.parse(wasm.knownText(number));
          for (const entry of entries) interned.add(entry);
          return entries;
        }),
      };
      knownOf.set(game, tables);
    }
    return tables;
  }

  /** A new state's `log` until it is first read: then it is built and becomes a plain property. */
  function readLog() {
    const entries = heldRecord(this).log.entries();
    Reflect.defineProperty(this, "log", {
      value: entries,
      writable: true,
      enumerable: true,
      configurable: true,
    });
    return entries;
  }
  const unreadLog = { get: readLog, enumerable: true, configurable: true };

  /**
   * A new state from a step text (the number of the log entries the step
   * added, or nothing for none, a newline, the data) after `before`, the log
   * so far. Its `log` is built when first read (see `Log`), and shares its
   * entries with the states before it: states are values.
   */
  function stepped(text, game, version, before, slot) {
    const cut = text.indexOf("\n");
    const log = cut === 0 ? before : new Log(before, known(game).entries.of(parseInt(text, 10)));
    const state = { game, version, data: text.slice(cut + 1) };
    attach(state, record(state, slot, log));
    return Object.defineProperty(state, "log", unreadLog);
  }

  let versions;
  /** The format version of `game`'s states (undefined for a game not on the shelf). */
  function versionOf(game) {
    versions ??= new Map(games().map((g) => [g.id, g.version]));
    return versions.get(game);
  }

  /** Reads and checks `state` into a fresh slot; returns the slot. */
  function load(state) {
    const game = gameOf(state);
    const version = versionOf(game);
    if (version === undefined) {
      throw refusal(
        "UnknownGame",
        `no game "${game}" on the shelf (it has: ${[...versions.keys()].join(", ")})`,
      );
    }
    if (state.version !== version) {
      throw refusal(
        "InvalidState",
        `this build reads "${game}" states of format version ${version}, not version ${shown(state.version)}`,
      );
    }
    if (typeof state.data !== "string")
      throw refusal("InvalidState", 'a state\'s "data" must be the text the engine wrote');
    if (!Array.isArray(state.log))
      throw refusal("InvalidState", 'a state\'s "log" must be an array');
    const slot = claim(-1);
    wasm.loadJson(game, state.data, slot);
    return slot;
  }

  /** Where `state` is held, reading it in first when it is not held (or was changed). */
  function heldOf(state) {
    const at = heldRecord(state);
    if (
      at !== undefined &&
      at.claim === claims[at.slot] &&
      at.data === state.data &&
      at.game === state.game &&
      at.version === state.version &&
      (at.log.built === undefined || at.log.built === state.log)
    ) {
      return at;
    }
    return hold(state, load(state), Log.of(state.log));
  }

  /** The slot holding `state` (see `heldOf`). */
  function slotOf(state) {
    return heldOf(state).slot;
  }

  function games() {
    return JSON.parse(wasm.gamesJson());
  }

  const componentsOf = new Map();
  function components(game) {
    if (typeof game !== "string") throw refusal("UnknownGame", "the game id must be a string");
    if (!componentsOf.has(game)) {
      const json = wasm.componentsJson(game);
      componentsOf.set(game, json === undefined ? null : JSON.parse(json));
    }
    return componentsOf.get(game);
  }

  function newGame(game, options) {
    if (typeof game !== "string") throw refusal("UnknownGame", "the game id must be a string");
    const slot = claim(-1);
    const step = wasm.newGameJson(
      game,
      text(options ?? null, "InvalidOptions", "the options"),
      slot,
    );
    return stepped(step, game, versionOf(game), Log.of([]), slot);
  }

  function legalActions(state) {
    const at = heldOf(state);
    at.actions = known(state.game).actions.of(wasm.legalActionsKnown(at.slot));
    return at.actions;
  }

  function apply(state, action) {
    const at = heldOf(state);
    if (
      action !== null &&
      typeof action === "object" &&
      typeof action.game === "string" &&
      action.game !== state.game
    ) {
      throw refusal(
        "WrongGame",
        `a "${action.game}" action cannot be applied to a "${state.game}" game`,
      );
    }
    const into = claim(at.slot);
    // An action from the list `legalActions` gave for this state goes by its
    // place in it; any other is read and checked.
    const listed = at.actions === undefined ? -1 : at.actions.indexOf(action);
    let step;
    try {
      step =
        listed >= 0
          ? wasm.applyListedJson(at.slot, into, listed)
          : wasm.applyJson(at.slot, into, text(action, "IllegalAction", "the action"));
    } catch (error) {
      throw seatRefusal(at.slot, action, error) ?? error;
    }
    return stepped(step, state.game, state.version, at.log, into);
  }

  /**
   * An action refused as not its seat's turn whose seat is not at the
   * table at all: refused as `InvalidSeat` instead (the engine's own
   * refusal of that seat). Undefined for any other refusal.
   */
  function seatRefusal(slot, action, error) {
    if (!isRulesError(error) || error.code !== "NotYourTurn") return undefined;
    const seat = action?.seat;
    if (!Number.isInteger(seat) || seat < 0) return undefined;
    try {
      wasm.viewJson(slot, seat);
    } catch (refused) {
      if (isRulesError(refused) && refused.code === "InvalidSeat") return refused;
    }
    return undefined;
  }

  /**
   * The game `actions` play from a new game of `game` with `options`: the
   * way to take in a game from outside (a save, a replay file), rebuilt
   * from its setup and moves rather than trusted as a state. Throws the
   * refusal of the first action that cannot be played, with its `index`
   * and the `action` (see `isReplayError`), or `newGame`'s refusal.
   */
  function replay(game, options, actions) {
    if (!Array.isArray(actions))
      throw refusal("IllegalAction", `a replay's actions must be an array, not ${shown(actions)}`);
    let state = newGame(game, options);
    for (let index = 0; index < actions.length; index++) {
      try {
        state = apply(state, actions[index]);
      } catch (error) {
        if (!isRulesError(error)) throw error;
        const failed = refusal(
          error.code,
          `action ${index} of the replay (counted from 0) cannot be played: ${error.message}`,
        );
        failed.index = index;
        failed.action = actions[index];
        failed.cause = error;
        throw failed;
      }
    }
    return state;
  }

  function toAct(state) {
    return JSON.parse(wasm.toActJson(slotOf(state)));
  }

  function view(state, seat) {
    return readView(viewText(state, seat));
  }

  function viewText(state, seat) {
    return wasm.viewJson(slotOf(state), seatOf(seat));
  }

  function outcome(state) {
    const result = wasm.outcomeJson(slotOf(state));
    return result === undefined ? undefined : JSON.parse(result);
  }

  /**
   * The log entries `seat` may see, of the whole log, or of its entries
   * from index `from` on (an index into the whole log, 0 to its length).
   * The engine says who sees each entry, entry by entry, so `from` gives
   * the same entries as the whole log's filtered from that entry on; only
   * the tail is read, and an unbuilt log is not built. An entry the package
   * made is asked about once (the engine's answer is kept), so a server
   * asking for every seat's new entries after each step sends the engine
   * nothing but the entries it has not seen before.
   */
  function events(state, seat, from) {
    const at = heldOf(state);
    const index = seatOf(seat);
    const entries = from === undefined ? state.log : tailOf(state, at, from);
    const unseen = entries.filter((entry) => !sights.has(entry));
    // Asked even with nothing unseen: the engine checks the seat is at the table.
    const masks = wasm.sight(at.slot, text(unseen, "InvalidState", "the log"), index);
    const fresh = new Map();
    unseen.forEach((entry, n) => (interned.has(entry) ? sights : fresh).set(entry, masks[n]));
    const bit = index === undefined ? 1 : 2 ** (index + 1);
    return entries.filter((entry) => ((sights.get(entry) ?? fresh.get(entry)) & bit) !== 0);
  }

  /** The log's entries from index `from` on, without building an unbuilt log. */
  function tailOf(state, at, from) {
    const unread = at.log.built === undefined;
    const length = unread ? at.log.length : state.log.length;
    if (!Number.isInteger(from) || from < 0 || from > length) {
      throw refusal(
        "InvalidOptions",
        `from ${shown(from)} is not a place in this log (0 to ${length})`,
      );
    }
    return unread ? at.log.since(from) : state.log.slice(from);
  }

  /**
   * Whether a log entry `seat` may see, of the whole log or of its entries
   * from index `from` on, showed that seat something hidden or left
   * something to chance: the undo barrier. Only the tail is read.
   */
  function revealed(state, seat, from = 0) {
    const at = heldOf(state);
    const index = seatOf(seat);
    if (index === undefined)
      throw refusal("InvalidSeat", "revealed needs a seat: a spectator takes nothing back");
    return wasm.revealedJson(
      at.slot,
      text(tailOf(state, at, from), "InvalidState", "the log"),
      index,
    );
  }

  function inspect(state) {
    slotOf(state);
    return JSON.parse(state.data);
  }

  function validateState(json) {
    let value = json;
    if (typeof json === "string") {
      try {
        value = JSON.parse(json);
      } catch {
        throw refusal("InvalidState", "the text is not JSON");
      }
    }
    const slot = load(value);
    const log = JSON.parse(wasm.logJson(slot, text(value.log, "InvalidState", "the log")));
    const state = { game: value.game, version: value.version, data: wasm.dataJson(slot), log };
    hold(state, slot, Log.of(log));
    return state;
  }

  function suggest(view, options) {
    const game = gameOf(view, "BotError", "a seat's view");
    return JSON.parse(
      wasm.suggestJson(
        game,
        text(view, "BotError", "the view"),
        text(options ?? {}, "BotError", "the bot options"),
      ),
    );
  }

  function explain(view, target) {
    const game = gameOf(view, "InvalidState", "a seat's view");
    if (typeof target !== "string") throw refusal("InvalidTarget", "a target is its id, a string");
    const answer = JSON.parse(
      wasm.explainJson(game, text(view, "InvalidState", "the view"), target),
    );
    if (answer.type === "playable")
      answer.actions = answer.actions.map((action) => ({ game, ...action }));
    return answer;
  }

  function targets(action) {
    const game = gameOf(action, "IllegalAction", "an action");
    return JSON.parse(wasm.targetsJson(game, text(action, "IllegalAction", "the action")));
  }

  function randomPlayouts(game, options, count) {
    if (!Number.isInteger(count) || count < 0)
      throw refusal("InvalidOptions", "the number of games must be a whole number");
    return JSON.parse(
      wasm.randomPlayoutsJson(game, text(options ?? null, "InvalidOptions", "the options"), count),
    );
  }

  return {
    /** Called once the wasm is instantiated: the functions work from then on. */
    loaded() {
      wasm = glue;
    },
    games,
    components,
    newGame,
    replay,
    legalActions,
    apply,
    toAct,
    view,
    viewText,
    outcome,
    events,
    revealed,
    inspect,
    validateState,
    suggest,
    explain,
    targets,
    randomPlayouts,
    gameOf: gameOfValue,
    isRulesError,
    isReplayError,
  };
}
