// Each game's rules engine (`ruleshelf/<game-id>`: its own wasm and the
// package's functions for it), loaded the first time a game needs it. The
// page and the bot worker both load through here; the menu loads none.
import type * as Shelf from "ruleshelf";
import { engines } from "ruleshelf/engines";

/**
 * One game's engine. Each `ruleshelf/<game-id>` entry has the functions of
 * the whole-shelf entry, typed for its game alone; here they are seen
 * through the whole shelf's types, and only ever given that game's values.
 */
export type Rules = typeof Shelf;

/**
 * Each game's entry module, as the package lists them (`ruleshelf/engines`).
 * Each loads its wasm from beside itself (`new URL("ruleshelf_bg.wasm",
 * import.meta.url)` in wasm-bindgen's glue), which any bundler follows: no
 * bundler-specific import here.
 */
const entries: Readonly<Record<string, (() => Promise<unknown>) | undefined>> = engines;

const loading = new Map<string, Promise<Rules>>();
const loaded = new Map<string, Rules>();

/**
 * Loads `game`'s engine (once; later calls share the first), from `module`
 * when given (the wasm the page compiled, in the bot's worker).
 */
export function loadRules(game: string, module?: WebAssembly.Module): Promise<Rules> {
  let pending = loading.get(game);
  if (pending === undefined) {
    const entry = entries[game];
    pending =
      entry === undefined
        ? Promise.reject(new Error(`There is no game "${game}" on this shelf.`))
        : start(game, entry, module);
    // A failed load (offline before the first visit, say) may be tried again.
    pending.catch(() => loading.delete(game));
    loading.set(game, pending);
  }
  return pending;
}

/** Loads a game's entry, then its wasm. */
function start(
  game: string,
  entry: () => Promise<unknown>,
  wasm: WebAssembly.Module | undefined,
): Promise<Rules> {
  return entry().then(async (module) => {
    const rules = module as Rules;
    await rules.default(wasm === undefined ? undefined : { module_or_path: wasm });
    loaded.set(game, rules);
    return rules;
  });
}

/** `game`'s engine, which must have been loaded (see `loadRules`). */
export function rulesOf(game: string): Rules {
  const rules = loaded.get(game);
  if (rules === undefined) throw new Error(`The rules of "${game}" are not loaded yet.`);
  return rules;
}

/** The wasm `game`'s engine compiled on this thread, once loaded (for the bot's worker). */
export function compiledWasm(game: string): WebAssembly.Module | undefined {
  return loaded.get(game)?.wasmModule();
}
