// Loads the rules engine (the `ruleshelf` wasm package) once, and gives the
// app a few helpers that every game shares.
import init, { apply, games, isRulesError, newGame } from "ruleshelf";
import type { Action, GameId, GameInfo, GameState, NewGameOptions } from "ruleshelf";
import wasmUrl from "ruleshelf/ruleshelf_bg.wasm?url";

let ready: Promise<void> | undefined;

/** Loads the wasm module; safe to call more than once. */
export function loadEngine(): Promise<void> {
  ready ??= init({ module_or_path: wasmUrl }).then(() => undefined);
  return ready;
}

let catalogue: GameInfo[] | undefined;

/** The games on the shelf (cached: the list never changes in one build). */
export function shelf(): GameInfo[] {
  catalogue ??= games();
  return catalogue;
}

/** The catalogue entry of a game id, if the shelf has it. */
export function gameInfo(id: string): GameInfo | undefined {
  return shelf().find((game) => game.id === id);
}

/** A game id checked against the shelf. */
export function asGameId(id: string): GameId {
  if (!gameInfo(id)) throw new Error(`There is no game "${id}" on this shelf.`);
  return id as GameId;
}

/** The options a game is set up with, as the new-game form builds them. */
export type SetupOptions = { seats: number; seed: number } & Record<string, string | number | boolean>;

/** Sets a game up from the form's options (the engine checks them). */
export function startGame(game: GameId, options: SetupOptions): GameState {
  return newGame(game, options as unknown as NewGameOptions);
}

/** Replays a game: the same options, seed and actions give the same state. */
export function replay(game: GameId, options: SetupOptions, actions: readonly Action[]): GameState {
  let state = startGame(game, options);
  for (const action of actions) state = apply(state, action);
  return state;
}

/** A readable message for anything thrown by the engine or the app. */
export function messageOf(error: unknown): string {
  if (isRulesError(error)) return `${error.message} (${error.code})`;
  if (error instanceof Error) return error.message;
  return String(error);
}

/** A fresh random seed (the engine takes a u32). */
export function randomSeed(): number {
  const word = new Uint32Array(1);
  crypto.getRandomValues(word);
  return word[0] ?? 1;
}

// The app reads the engine through this module only (never "ruleshelf"
// directly), so which wasm serves a game is decided in one place.
export { apply, components, events, isRulesError, legalActions, outcome, toAct, validateState, view } from "ruleshelf";
