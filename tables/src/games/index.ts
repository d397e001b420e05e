// The registry: game id → its table and words, each game's loaded (with
// its rules engine) when one of its games opens, so the menu carries none.
// Adding a game's table = one folder under games/, named after its id,
// whose ui.ts exports `ui`. A game without a folder is still playable with
// the generic table.
import { useEffect, useState } from "react";
import { loadGames } from "../engine";
import type { AnyGameUi } from "./types";
import { genericUi } from "./generic/ui";

const registry: Readonly<Record<string, () => Promise<AnyGameUi>>> = Object.fromEntries(
  Object.entries(import.meta.glob<AnyGameUi>(["./*/ui.ts", "!./generic/**"], { import: "ui" })).map(
    ([path, load]) => [path.split("/")[1], load],
  ),
);

const loaded = new Map<string, AnyGameUi>();
const ready = new Set<string>();

/**
 * Loads what a game's table needs: its rules engine and its own UI (once
 * each; a game without a UI of its own plays on the generic table).
 */
export async function loadGame(game: string): Promise<void> {
  const ui = registry[game];
  const [own] = await Promise.all([ui?.(), loadGames(game)]);
  if (own) loaded.set(game, own);
  ready.add(game);
}

/**
 * Starts loading a game the player is about to open (picked in the menu,
 * its form in hand), so its table is ready soon after "Start the game". A
 * failure is left to the load that opens the game, which tries again and
 * says why.
 */
export function prefetchGame(game: string): void {
  loadGame(game).catch(() => undefined);
}

/** The UI of a game once loaded: its own, or the generic one. */
export function uiFor(game: string): AnyGameUi {
  return loaded.get(game) ?? genericUi;
}

/** Whether a game has a table of its own. */
export function hasOwnTable(game: string): boolean {
  return game in registry;
}

/**
 * Loads `game` (when known) for a component: whether it is ready, or the
 * reason it could not load.
 */
export function useGame(game: string | undefined): { ready: boolean; error?: string } {
  const [state, setState] = useState<{ game?: string; error?: string }>({});
  useEffect(() => {
    if (game === undefined) return;
    let live = true;
    loadGame(game).then(
      () => live && setState({ game }),
      (failure: unknown) =>
        live &&
        setState({ game, error: failure instanceof Error ? failure.message : String(failure) }),
    );
    return () => {
      live = false;
    };
  }, [game]);
  if (game !== undefined && ready.has(game)) return { ready: true };
  return state.game === game && state.error !== undefined
    ? { ready: false, error: state.error }
    : { ready: false };
}
