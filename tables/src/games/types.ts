// What the shell needs from a game's folder: its table, its words for the
// log and for actions, and its undo policy.
import type { ComponentType, ReactNode } from "react";
import type { Action, GameId, GameView, LogEntry } from "ruleshelf";

/** What every table gets from the shell. */
export interface TableProps<G extends GameId = GameId> {
  /** What the seat at the device may see (a spectator's view when none). */
  view: GameView<G>;
  /** Display names, one per seat. */
  names: readonly string[];
  /** The seat that must decide now, if any. */
  actor: number | undefined;
  /** Whether the seat at the device may act now (its buttons are live). */
  canAct: boolean;
  /** Plays one of `view.actions`. */
  onAct: (action: Action<G>) => void;
  /**
   * The log as the viewer may see it, oldest first: the table animates the
   * entries a move added and draws end-of-game statistics from it. Absent:
   * no motion and no statistics.
   */
  events?: readonly LogEntry<G>[];
  /**
   * Once the game is over: every move with the viewer's view after it (the
   * first entry is the setup, without an action), for statistics that the
   * log alone cannot give (a score round by round). Absent where nobody
   * holds the moves (an online client): the table then shows less.
   */
  history?: () => readonly HistoryStep<G>[];
}

/** One moment of a finished game: the move made (none for the setup), the viewer's view and log length after it. */
export interface HistoryStep<G extends GameId = GameId> {
  action: Action<G> | undefined;
  view: GameView<G>;
  /** How many log entries the viewer had seen by then. */
  events: number;
}

/** One game's user interface. */
export interface GameUi<G extends GameId = GameId> {
  Table: ComponentType<TableProps<G>>;
  /** One log line in words; `viewer` is the seat at the device. */
  describeEvent: (
    entry: LogEntry<G>,
    names: readonly string[],
    viewer: number | undefined,
  ) => string;
  /** An action in words (for undo buttons and replays). */
  describeAction: (action: Action<G>, names: readonly string[]) => string;
  /** Whether a view hides something from other seats (then hot-seat play passes the device). */
  hidesInformation: boolean;
  /** The rules in the app's own words (opened from the table). */
  Rules?: ComponentType;
  /**
   * A board game's table takes its box's whole width (its board beside its
   * choices): its log opens over it from the latest moves, as in a narrow box.
   */
  wide?: boolean;
  /**
   * The name of an opponent the rules play (RUSE's VIXEN, Rurik's solo
   * rebels), for the end screen: its score follows the seats' in the outcome.
   */
  opponent?: string;
  /**
   * An action as its seat's own label, without the seat ("Reveal the top
   * chip"): the frame names the seat itself ("You", or the seat's name), in
   * Undo's tooltip and the review. Absent: `describeAction` is shown.
   */
  actionLabel?: (action: Action<G>, names: readonly string[]) => string;
  /**
   * A final score in the game's words for the end's ranking ("31 points",
   * "innocent"), undefined where the number means nothing to a player;
   * absent: "N points".
   */
  scoreWords?: (score: number) => string | undefined;
}

/** A UI with its game type erased, for the registry (keyed by game id). */
export interface AnyGameUi {
  Table: ComponentType<TableProps>;
  describeEvent: (entry: LogEntry, names: readonly string[], viewer: number | undefined) => string;
  describeAction: (action: Action, names: readonly string[]) => string;
  hidesInformation: boolean;
  Rules?: ComponentType;
  wide?: boolean;
  opponent?: string;
  actionLabel?: (action: Action, names: readonly string[]) => string;
  scoreWords?: (score: number) => string | undefined;
}

/** Files a game's UI under its id; the registry only ever pairs it with that game's views. */
export function defineUi<G extends GameId>(ui: GameUi<G>): AnyGameUi {
  return ui as unknown as AnyGameUi;
}

/** A game's cover on the shelf (each game's `cover.tsx`). */
export interface Cover {
  /** The name on the shelf (the engine's, unless two games could be mixed up). */
  title?: string;
  tagline: string;
  picture: ReactNode;
}
