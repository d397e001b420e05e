// The `ruleshelf` package entry. The wasm exports take and return JSON text
// (quicker to cross than objects read field by field); this module turns
// plain objects into text and back, keeps the event log out of every call
// but `events`, and gives refusals a uniform shape. index.d.ts types it.
import * as wasm from "./ruleshelf.js";

export { default, default as init, initSync } from "./ruleshelf.js";

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
    throw refusal(code, `${what} is not plain JSON data: ${e.message}`);
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

/** The state without its log, as text: no rule reads the log. */
function core(state) {
  const { log, ...rest } = state;
  return text(rest, "InvalidState", "the state");
}

function seatOf(seat) {
  if (seat === undefined || seat === null) return undefined;
  if (!Number.isInteger(seat) || seat < 0) throw refusal("InvalidSeat", `seat ${String(seat)} is not a seat index`);
  return seat;
}

function tagActions(view) {
  if (Array.isArray(view.actions)) for (const action of view.actions) action.game = view.game;
  return view;
}

export function games() {
  return JSON.parse(wasm.gamesJson());
}

/** The game id of a state, view or action. */
function gameOfValue(value) {
  return gameOf(value, "InvalidState", "a state, view or action");
}
export { gameOfValue as gameOf };

export function newGame(game, options) {
  if (typeof game !== "string") throw refusal("UnknownGame", "the game id must be a string");
  return JSON.parse(wasm.newGameJson(game, text(options ?? null, "InvalidOptions", "the options")));
}

export function legalActions(state) {
  return JSON.parse(wasm.legalActionsJson(gameOf(state), core(state)));
}

export function apply(state, action) {
  const game = gameOf(state);
  if (!Array.isArray(state.log)) throw refusal("InvalidState", 'the state\'s "log" must be an array');
  const actionGame = action !== null && typeof action === "object" && typeof action.game === "string" ? action.game : "";
  const next = JSON.parse(wasm.applyJson(game, core(state), actionGame, text(action, "IllegalAction", "the action")));
  // The entries this action added, after a copy of the old log (its entries
  // are shared: treat states as immutable values).
  next.log = state.log.concat(next.log);
  return next;
}

export function toAct(state) {
  return JSON.parse(wasm.toActJson(gameOf(state), core(state)));
}

export function view(state, seat) {
  return tagActions(JSON.parse(wasm.viewJson(gameOf(state), core(state), seatOf(seat))));
}

export function outcome(state) {
  const result = wasm.outcomeJson(gameOf(state), core(state));
  return result === undefined ? undefined : JSON.parse(result);
}

export function events(state, seat) {
  return JSON.parse(wasm.eventsJson(gameOf(state), text(state, "InvalidState", "the state"), seatOf(seat)));
}

export function validateState(json) {
  let value = json;
  if (typeof json === "string") {
    try {
      value = JSON.parse(json);
    } catch {
      throw refusal("InvalidState", "the text is not JSON");
    }
  }
  return JSON.parse(wasm.validateStateJson(gameOf(value), text(value, "InvalidState", "the state")));
}

export function suggest(view, options) {
  const game = gameOf(view, "BotError", "a seat's view");
  return JSON.parse(wasm.suggestJson(game, text(view, "BotError", "the view"), text(options ?? {}, "BotError", "the bot options")));
}

export function randomPlayouts(game, options, count) {
  if (!Number.isInteger(count) || count < 0) throw refusal("InvalidOptions", "the number of games must be a whole number");
  return JSON.parse(wasm.randomPlayoutsJson(game, text(options ?? null, "InvalidOptions", "the options"), count));
}
