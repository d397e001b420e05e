// An entry of the `ruleshelf` package: the whole shelf (`ruleshelf`), or,
// built beside its own wasm, one game (`ruleshelf/<game-id>`). The wasm
// exports take and return JSON text; `api.js` turns plain objects into text
// and back and gives refusals a uniform shape. index.d.ts types it.
//
// Load the wasm once before any call: `init()` in a browser, `initSync()`
// with the bytes, or nothing at all in Node, whose entry (`node.js`) loads
// it when imported.
import { createApi } from "./api.js";
import * as wasm from "./ruleshelf.js";

export { default, default as init, initSync } from "./ruleshelf.js";
export { isRulesError, readView } from "./api.js";

export const {
  games,
  components,
  newGame,
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
  gameOf,
} = createApi(wasm);
