// Each game's rules engine (`ruleshelf/<game-id>`: its own wasm and the
// package's functions for it), loaded the first time a game needs it. The
// page and the bot worker both load through here; the menu loads none.
import type * as Shelf from "ruleshelf";
import type { GameId } from "ruleshelf";
import ruletaRusaWasm from "ruleshelf/ruleta-rusa/ruleshelf_bg.wasm?url";
import ruse2014Wasm from "ruleshelf/ruse-2014/ruleshelf_bg.wasm?url";
import ruseAndBruiseWasm from "ruleshelf/ruse-and-bruise/ruleshelf_bg.wasm?url";
import ruseWasm from "ruleshelf/ruse/ruleshelf_bg.wasm?url";
import rurikWasm from "ruleshelf/rurik/ruleshelf_bg.wasm?url";

/**
 * One game's engine. Each `ruleshelf/<game-id>` entry has the functions of
 * the whole-shelf entry, typed for its game alone; here they are seen
 * through the whole shelf's types, and only ever given that game's values.
 */
export type Rules = typeof Shelf;

/** The module of each game's entry and the address of its wasm. */
const entries: Record<GameId, { module: () => Promise<unknown>; wasm: string }> = {
  "ruleta-rusa": { module: () => import("ruleshelf/ruleta-rusa"), wasm: ruletaRusaWasm },
  "ruse-2014": { module: () => import("ruleshelf/ruse-2014"), wasm: ruse2014Wasm },
  "ruse-and-bruise": { module: () => import("ruleshelf/ruse-and-bruise"), wasm: ruseAndBruiseWasm },
  ruse: { module: () => import("ruleshelf/ruse"), wasm: ruseWasm },
  rurik: { module: () => import("ruleshelf/rurik"), wasm: rurikWasm },
};

const loading = new Map<string, Promise<Rules>>();
const loaded = new Map<string, Rules>();

/** Loads `game`'s engine (once; later calls share the first). */
export function loadRules(game: string): Promise<Rules> {
  let pending = loading.get(game);
  if (pending === undefined) {
    const entry = (entries as Record<string, (typeof entries)[GameId] | undefined>)[game];
    pending =
      entry === undefined
        ? Promise.reject(new Error(`There is no game "${game}" on this shelf.`))
        : start(game, entry);
    // A failed load (offline before the first visit, say) may be tried again.
    pending.catch(() => loading.delete(game));
    loading.set(game, pending);
  }
  return pending;
}

/**
 * Fetches the wasm while its module loads (not after: the two would wait on
 * each other), then instantiates it as it streams in.
 */
function start(game: string, entry: (typeof entries)[GameId]): Promise<Rules> {
  const wasm = fetch(entry.wasm);
  // Observed here too, so a fetch that fails after a failed import is no unhandled rejection.
  wasm.catch(() => undefined);
  return entry.module().then(async (module) => {
    const rules = module as Rules;
    await rules.default({ module_or_path: wasm });
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
