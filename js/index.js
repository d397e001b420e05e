// An entry of the `ruleshelf` package: the whole shelf (`ruleshelf`), or,
// built beside its own wasm, one game (`ruleshelf/<game-id>`). The wasm
// exports take and return JSON text; `api.js` turns plain objects into text
// and back and gives refusals a uniform shape. index.d.ts types it.
//
// Load the wasm once before any call: `init()` in a browser, `initSync()`
// with the bytes, or nothing at all in Node, whose entry (`node.js`) loads
// it when imported.
import { createApi } from "./api.js";
import * as glue from "./ruleshelf.js";

export { isReplayError, isRulesError, readView } from "./api.js";

const api = createApi(glue);

/** The compiled wasm once `init()` fetched it from beside this file, and its load. */
let compiled;
let compiling;
/** Whether the wasm is instantiated (by `init` or `initSync`). */
let ready = false;

/**
 * Loads the wasm (once; later calls return the same instance): in a
 * browser, from `module_or_path` (its URL, a Response, bytes or a module)
 * or from beside this file. The other functions refuse with `NotLoaded`
 * until it has resolved.
 */
export default async function init(input) {
  const source = input ?? (ready ? undefined : { module_or_path: await compileHere() });
  const instance = await glue.default(source);
  ready = true;
  api.loaded();
  return instance;
}
export { init };

/**
 * The compiled wasm `init()` loaded from beside this file (undefined before,
 * or when it was given its wasm): a page hands it to a worker, which passes
 * it to its own `init({ module_or_path })` instead of fetching the file again.
 */
export function wasmModule() {
  return compiled;
}

/** Fetches and compiles the wasm beside this file, once (again after a failure). */
function compileHere() {
  compiling ??= fetch(new URL("ruleshelf_bg.wasm", import.meta.url))
    .then(async (response) => {
      if (!response.ok)
        throw new Error(`failed to fetch the wasm: ${response.status} fetching ${response.url}`);
      try {
        return await WebAssembly.compileStreaming(response.clone());
      } catch {
        // Served without the application/wasm type: compile the bytes.
        return WebAssembly.compile(await response.arrayBuffer());
      }
    })
    .then(
      (module) => (compiled = module),
      (error) => {
        compiling = undefined;
        throw error;
      },
    );
  return compiling;
}

/** Loads the wasm from bytes (or a compiled module) at once. */
export function initSync(input) {
  const instance = glue.initSync(input);
  ready = true;
  api.loaded();
  return instance;
}

export const {
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
  gameOf,
} = api;
