// <RuleshelfTable>: a playable table as a React component. It draws into a
// shadow root of its own host element, so the page's styles cannot reach
// the table and the table's never reach the page; React is the page's.
import { useLayoutEffect, useRef, useState, type CSSProperties, type Ref } from "react";
import { createPortal } from "react-dom";
import type { GameId, NewGameOptions, Outcome } from "ruleshelf";
import { EmbeddedTable, type MoveDetail, type TableError, type TableHandle } from "../embed/EmbeddedTable";
import type { BotStrength } from "../play/useBot";
import { adoptStyles } from "../styles";
import type { MotionChoice, Pace } from "../table/settings";

/** A game's own options: everything `newGame` takes but the seats and the seed. */
export type GameOptions<G extends GameId> = Omit<NewGameOptions<G>, "seats" | "seed">;

export interface RuleshelfTableProps<G extends GameId = GameId> {
  /** The game, by id (`"ruleta-rusa"`, `"rurik"`, …). */
  game: G;
  /** How many seats (default: 2 where the game allows it, else its fewest). */
  seats?: number;
  /** The seat or seats played at this device, numbered from 0 (several: hot-seat). Default: seat 0, or every seat that is not a bot's. */
  you?: number | readonly number[];
  /** The seats the bots play. Default: every seat that is not yours. */
  bots?: readonly number[];
  /** How hard the bots play (default "normal"). */
  botStrength?: BotStrength;
  /** The game's options (Rurik's modules, RUSE's VIXEN, …), checked by the engine. */
  options?: Partial<GameOptions<G>>;
  /** The seed: the same seed and moves give the same game. Default: a fresh one each game. */
  seed?: number;
  /** The players' names, seat by seat. */
  names?: readonly string[];
  /** Motion on the table: as the system asks (default), always, or never. */
  motion?: MotionChoice;
  /** How fast the bots move: "instant", "normal", "slow", or a wait in ms. */
  botPace?: Pace | number;
  /** Keeps the game in the page's storage under this key and resumes it; absent: nothing is kept. */
  saveKey?: string;
  /** Light (default), dark, or as the system prefers. */
  theme?: "light" | "dark" | "auto";
  onMove?: (detail: MoveDetail) => void;
  onEnd?: (outcome: Outcome) => void;
  onError?: (error: TableError) => void;
  /** Shows a "Menu" button that calls this (for a page with a menu of its own). */
  onMenu?: () => void;
  /** Whether the table takes the keyboard focus nobody on the page holds (when it is the page's main thing). */
  autoFocus?: boolean;
  /** `save()`, `load()`, `undo()` and `restart()`. */
  ref?: Ref<TableHandle>;
  /** The host element's class and style: give it its box (a height above all). */
  className?: string;
  style?: CSSProperties;
}

/**
 * A playable table of `game` in a box of the page's choosing.
 *
 * ```tsx
 * <RuleshelfTable game="ruse-and-bruise" seats={3} you={0} bots={[1, 2]} style={{ height: 480 }} />
 * ```
 */
export function RuleshelfTable<G extends GameId>({ ref, className, style, you, ...props }: RuleshelfTableProps<G>) {
  const host = useRef<HTMLDivElement>(null);
  const [root, setRoot] = useState<ShadowRoot>();
  useLayoutEffect(() => {
    const element = host.current;
    if (!element) return;
    const shadow = element.shadowRoot ?? element.attachShadow({ mode: "open" });
    const stop = adoptStyles(shadow);
    setRoot(shadow);
    return stop;
  }, []);
  const yours = you === undefined ? undefined : typeof you === "number" ? [you] : you;
  return (
    <div ref={host} className={className} style={style} data-ruleshelf-table={props.game}>
      {root && createPortal(<EmbeddedTable {...props} options={props.options as Record<string, unknown> | undefined} you={yours} handle={ref} />, root)}
    </div>
  );
}

export type { MoveDetail, ReplayFile, TableError, TableHandle } from "../embed/EmbeddedTable";
export type { BotStrength } from "../play/useBot";
export type { MotionChoice, Pace } from "../table/settings";
