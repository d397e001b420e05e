// Saved games in localStorage: one key per game, plus the one in progress.
import { asGameId, gameInfo, messageOf, replay, validateState, type SetupOptions } from "../engine";
import type { Action, GameState } from "ruleshelf";
import { cleanName, type SeatKind, type Session, type Setup } from "./session";

const PREFIX = "ruleshelf:save:";
const CURRENT = "ruleshelf:current";
/** The layout of a save record (not the engine's state version). */
const SAVE_FORMAT = 1;

interface SaveRecord {
  format: number;
  id: string;
  setup: { game: string; options: SetupOptions; kinds: SeatKind[]; names?: string[] };
  actions: Action[];
  state: unknown;
  createdAt: number;
  updatedAt: number;
}

/**
 * A save as listed: resumable, or not with the reason why — and, when its
 * options, seed and actions still replay, the game rebuilt from them.
 */
export type SavedGame =
  | { ok: true; session: Session }
  | { ok: false; id: string; game: string; updatedAt: number; reason: string; rebuilt?: Session };

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null;
}

/** Checks a save record and its state; never throws. */
function parseSave(id: string, text: string): SavedGame {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return {
      ok: false,
      id,
      game: "?",
      updatedAt: 0,
      reason: "The saved data is damaged (it is not valid JSON).",
    };
  }
  if (!isObject(raw) || !isObject(raw.setup) || !Array.isArray(raw.actions)) {
    return {
      ok: false,
      id,
      game: "?",
      updatedAt: 0,
      reason: "The saved data is not a game this app wrote.",
    };
  }
  const record = raw as unknown as SaveRecord;
  const game = typeof record.setup.game === "string" ? record.setup.game : "?";
  const updatedAt = typeof record.updatedAt === "number" ? record.updatedAt : 0;
  if (record.format !== SAVE_FORMAT) {
    return {
      ok: false,
      id,
      game,
      updatedAt,
      reason: `The save has layout ${String(record.format)}; this app reads layout ${SAVE_FORMAT}.`,
    };
  }
  try {
    const setup = setupOf(record);
    const state: GameState = validateState(record.state);
    return {
      ok: true,
      session: {
        id,
        setup,
        actions: record.actions,
        state,
        createdAt: record.createdAt,
        updatedAt,
      },
    };
  } catch (error) {
    return {
      ok: false,
      id,
      game,
      updatedAt,
      reason: `This save cannot be resumed by this version of the rules engine: ${messageOf(error)}`,
      rebuilt: rebuild(id, record),
    };
  }
}

/** A save's setup, its game checked against the shelf (throws if it is not there). */
function setupOf(record: SaveRecord): Setup {
  const { game, options, kinds, names } = record.setup;
  return {
    game: asGameId(game),
    options,
    kinds,
    ...(Array.isArray(names) ? { names: names.map(cleanName) } : {}),
  };
}

/** The game replayed from a save's setup and actions, if they still replay. */
function rebuild(id: string, record: SaveRecord): Session | undefined {
  try {
    const setup = setupOf(record);
    if (!Array.isArray(setup.kinds) || setup.kinds.length !== setup.options.seats) return undefined;
    const state = replay(setup.game, setup.options, record.actions);
    return {
      id,
      setup,
      actions: record.actions,
      state,
      createdAt: record.createdAt,
      updatedAt: Date.now(),
    };
  } catch {
    return undefined;
  }
}

/** Keeps a game under its id; false when storage refused (full or blocked). */
export function storeSession(session: Session): boolean {
  const record: SaveRecord = { format: SAVE_FORMAT, ...session, setup: session.setup };
  try {
    localStorage.setItem(PREFIX + session.id, JSON.stringify(record));
    return true;
  } catch {
    return false;
  }
}

/** Keeps a game and marks it as the one in progress (resumed when the page opens again). */
export function saveSession(session: Session): boolean {
  if (!storeSession(session)) return false;
  try {
    localStorage.setItem(CURRENT, session.id);
    return true;
  } catch {
    return false;
  }
}

/** The game a save is of, read without its game's engine (undefined when unreadable). */
export function gameOfSave(id: string): string | undefined {
  return gameOfRecord(localStorage.getItem(PREFIX + id));
}

/** The games of every save, read without their engines: what `listSaves` needs loaded. */
export function gamesOfSaves(): string[] {
  const games = new Set<string>();
  for (let i = 0; i < localStorage.length; i++) {
    const key = localStorage.key(i);
    const game = key?.startsWith(PREFIX) ? gameOfRecord(localStorage.getItem(key)) : undefined;
    if (game !== undefined && gameInfo(game)) games.add(game);
  }
  return [...games];
}

function gameOfRecord(text: string | null): string | undefined {
  try {
    const raw: unknown = text === null ? undefined : JSON.parse(text);
    const game = isObject(raw) && isObject(raw.setup) ? raw.setup.game : undefined;
    return typeof game === "string" ? game : undefined;
  } catch {
    return undefined;
  }
}

/** Every save, newest first; the engines of their games must be loaded (`gamesOfSaves`). */
export function listSaves(): SavedGame[] {
  const saves: SavedGame[] = [];
  for (let i = 0; i < localStorage.length; i++) {
    const key = localStorage.key(i);
    if (!key?.startsWith(PREFIX)) continue;
    const text = localStorage.getItem(key);
    if (text !== null) saves.push(parseSave(key.slice(PREFIX.length), text));
  }
  const time = (save: SavedGame) => (save.ok ? save.session.updatedAt : save.updatedAt);
  return saves.sort((a, b) => time(b) - time(a));
}

export function loadSave(id: string): SavedGame | undefined {
  const text = localStorage.getItem(PREFIX + id);
  return text === null ? undefined : parseSave(id, text);
}

export function deleteSave(id: string): void {
  localStorage.removeItem(PREFIX + id);
  if (localStorage.getItem(CURRENT) === id) localStorage.removeItem(CURRENT);
}

/** The game that was open when the page was left, if any. */
export function currentSaveId(): string | undefined {
  return localStorage.getItem(CURRENT) ?? undefined;
}

export function clearCurrent(): void {
  localStorage.removeItem(CURRENT);
}
