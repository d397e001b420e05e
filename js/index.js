// The `ruleshelf` package entry: the wasm-bindgen exports, re-exported with
// precise generic types (index.d.ts), plus a guard for refusals.
export {
  default,
  default as init,
  initSync,
  games,
  newGame,
  legalActions,
  apply,
  toAct,
  view,
  outcome,
  events,
  validateState,
  gameOf,
  suggest,
  randomPlayouts,
} from "./ruleshelf.js";

/**
 * Whether `error` is a refusal thrown by the engine (a JS `Error` named
 * `RulesError` with a machine-readable `code`).
 */
export function isRulesError(error) {
  return error instanceof Error && error.name === "RulesError" && typeof error.code === "string";
}
