// The player's table settings, kept in this browser: how fast bots play and
// whether the table moves. Every table and the game screen read them with
// `useTableSettings()`; a change is seen everywhere at once.
import { useSyncExternalStore } from "react";

/** How long a bot waits before each move, so that its moves can be followed. */
export type Pace = "instant" | "normal" | "slow";
/** Motion on the table: as the system asks (reduced motion), always, or never. */
export type MotionChoice = "system" | "on" | "off";

export interface TableSettings {
  pace: Pace;
  motion: MotionChoice;
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

let current: TableSettings | undefined;
const listeners = new Set<() => void>();

/** The settings now. */
export function tableSettings(): TableSettings {
  current ??= read();
  return current;
}

/** Changes some settings (kept in localStorage when the browser allows it). */
export function changeTableSettings(change: Partial<TableSettings>): void {
  current = { ...tableSettings(), ...change };
  try {
    localStorage.setItem(KEY, JSON.stringify(current));
  } catch {
    // Storage refused: the setting holds for this page's life.
  }
  markPage();
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useTableSettings(): TableSettings {
  return useSyncExternalStore(subscribe, tableSettings);
}

const reduceQuery = typeof matchMedia === "function" ? matchMedia("(prefers-reduced-motion: reduce)") : undefined;

/** Marks the page (`<html data-table-motion="on|off">`) so that CSS motion follows the setting too. */
function markPage(): void {
  if (typeof document !== "undefined") document.documentElement.dataset.tableMotion = motionAllowed() ? "on" : "off";
}
reduceQuery?.addEventListener("change", markPage);
queueMicrotask(markPage);

/** Whether the table may animate now: the setting, or the system's reduced-motion wish. */
export function motionAllowed(settings: TableSettings = tableSettings()): boolean {
  if (settings.motion === "off") return false;
  if (settings.motion === "on") return true;
  return !(reduceQuery?.matches ?? false);
}

/**
 * The bot's wait in ms: the chosen pace, unless the address says
 * `?botPace=ms` (tests use it).
 */
export function botWait(settings: TableSettings = tableSettings()): number {
  const asked = Number(new URLSearchParams(location.search).get("botPace") ?? NaN);
  return Number.isFinite(asked) && asked >= 0 ? asked : PACE_MS[settings.pace];
}
