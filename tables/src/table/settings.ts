// A table's settings: how fast bots play and whether the table moves. Each
// table has a store of its own (SettingsContext): the page's, or the
// visitor's choices kept in this browser. Its parts read them with
// `useTableSettings()`; a change is seen all over that table at once.
import { createContext, useContext, useSyncExternalStore } from "react";

/** How long a bot waits before each move, so that its moves can be followed. */
export type Pace = "instant" | "normal" | "slow";
/** Motion on the table: as the system asks (reduced motion), always, or never. */
export type MotionChoice = "system" | "on" | "off";

export interface TableSettings {
  pace: Pace;
  motion: MotionChoice;
  /** A bot's exact wait in ms, instead of the pace's (an embedding page's `bot-pace="0"`). */
  waitMs?: number;
}

export const PACES: readonly Pace[] = ["instant", "normal", "slow"];

/** A bot's wait before each move, in ms, per pace. */
export const PACE_MS: Readonly<Record<Pace, number>> = { instant: 0, normal: 700, slow: 1800 };

const KEY = "ruleshelf:table-settings";
const DEFAULTS: TableSettings = { pace: "normal", motion: "system" };

function read(): TableSettings {
  try {
    const raw: unknown = JSON.parse(localStorage.getItem(KEY) ?? "null");
    if (typeof raw !== "object" || raw === null) return DEFAULTS;
    const { pace, motion } = raw as Partial<TableSettings>;
    return {
      pace: pace && PACES.includes(pace) ? pace : DEFAULTS.pace,
      motion: motion === "on" || motion === "off" || motion === "system" ? motion : DEFAULTS.motion,
    };
  } catch {
    return DEFAULTS;
  }
}

/**
 * One table's settings, seen and changed by its parts. Each embedded table
 * has its own (set by its attributes, kept for its life); the page-wide one
 * is kept in this browser's storage.
 */
export interface SettingsStore {
  get(): TableSettings;
  change(change: Partial<TableSettings>): void;
  subscribe(listener: () => void): () => void;
}

/** A store of settings: `stored` keeps them in localStorage (when the browser allows it). */
export function createSettingsStore(
  initial: Partial<TableSettings> = {},
  stored = false,
): SettingsStore {
  let current: TableSettings | undefined;
  const listeners = new Set<() => void>();
  const get = () => (current ??= { ...(stored ? read() : DEFAULTS), ...initial });
  return {
    get,
    change(change) {
      current = { ...get(), ...change };
      if (stored) {
        try {
          localStorage.setItem(KEY, JSON.stringify({ pace: current.pace, motion: current.motion }));
        } catch {
          // Storage refused: the setting holds for this page's life.
        }
      }
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** The settings a table uses when nothing gives it its own: this browser's. */
const browserSettings = createSettingsStore({}, true);

/** The settings store of the table being drawn. */
export const SettingsContext = createContext<SettingsStore>(browserSettings);

export function useSettingsStore(): SettingsStore {
  return useContext(SettingsContext);
}

export function useTableSettings(): TableSettings {
  const store = useContext(SettingsContext);
  return useSyncExternalStore(store.subscribe, store.get);
}

const reduceQuery =
  typeof matchMedia === "function" ? matchMedia("(prefers-reduced-motion: reduce)") : undefined;

/** Whether a table with these settings may animate now: the setting, or the system's reduced-motion wish. */
export function motionAllowed(settings: TableSettings = browserSettings.get()): boolean {
  if (settings.motion === "off") return false;
  if (settings.motion === "on") return true;
  return !(reduceQuery?.matches ?? false);
}

/**
 * Whether the table holding `element` may animate: its frame says so in
 * `data-table-motion` (which its CSS reads too).
 */
export function motionAllowedAt(element: Element): boolean {
  const frame = element.closest<HTMLElement>("[data-table-motion]");
  return frame ? frame.dataset.tableMotion === "on" : motionAllowed(browserSettings.get());
}

/**
 * The bot's wait in ms: the settings' exact wait when given, else the
 * address's `?botPace=ms` (tests use it), else the chosen pace's.
 */
export function botWait(settings: TableSettings = browserSettings.get()): number {
  if (settings.waitMs !== undefined) return settings.waitMs;
  const asked = Number(new URLSearchParams(location.search).get("botPace") ?? NaN);
  return Number.isFinite(asked) && asked >= 0 ? asked : PACE_MS[settings.pace];
}
