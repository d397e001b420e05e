// <RuleshelfTable>: a playable table as a React component. It draws into a
// shadow root of its own host element, so the page's styles cannot reach
// the table and the table's never reach the page; React is the page's.
import {
  forwardRef,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type CSSProperties,
  type ReactElement,
  type Ref,
} from "react";
import { createPortal } from "react-dom";
import type { GameId, NewGameOptions, Outcome } from "ruleshelf";
import {
  EmbeddedTable,
  type MoveDetail,
  type TableError,
  type TableHandle,
} from "../embed/EmbeddedTable";
import type { BotStrength } from "../play/useBot";
import { adoptStyles } from "../styles";
import type { MotionChoice, Pace } from "../table/settings";

/** A game's own options: everything `newGame` takes but the seats and the seed. */
export type GameOptions<G extends GameId> = Omit<NewGameOptions<G>, "seats" | "seed">;

/** What every table takes, offline or online. */
export interface TableFrameProps {
  /** Motion on the table: as the system asks (default), always, or never. */
  motion?: MotionChoice;
  /** Light (default), dark, or as the system prefers. */
  theme?: "light" | "dark" | "auto";
  /** Each move made at the table (online: each move after the table joined). */
  onMove?: (detail: MoveDetail) => void;
  onEnd?: (outcome: Outcome) => void;
  onError?: (error: TableError) => void;
  /** Shows a "Menu" button that calls this (for a page with a menu of its own). */
  onMenu?: () => void;
  /** Whether the table takes the keyboard focus nobody on the page holds (when it is the page's main thing). */
  autoFocus?: boolean;
  /** The host element's class and style: give it its box (a height above all). */
  className?: string;
  style?: CSSProperties;
}

/** A game played at this device: its seats, who plays them, its options. */
export interface OfflineTableProps<G extends GameId = GameId> extends TableFrameProps {
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
  /** How fast the bots move: "instant", "normal", "slow", or a wait in ms. */
  botPace?: Pace | number;
  /** Keeps the game in the page's storage under this key and resumes it; absent: nothing is kept. */
  saveKey?: string;
  /** `save()`, `load()`, `undo()` and `restart()` (React 18 and 19 alike). */
  ref?: Ref<TableHandle>;
  server?: undefined;
  invite?: undefined;
}

/** A seat at an online match (or a spectator's place): the game is the match's. */
export interface OnlineTableProps extends TableFrameProps {
  /** The game server's address (what `./scripts/serve.sh` starts, `http://host:2567`). */
  server: string;
  /** The match's invite link (or `<match>/<seat>`, `<match>/watch`). */
  invite: string;
  game?: undefined;
}

export type RuleshelfTableProps<G extends GameId = GameId> =
  OfflineTableProps<G> | OnlineTableProps;

// On a server (rendering the page to HTML) a layout effect does nothing,
// and React 18 warns of it: the shadow root is made in the browser only.
const useBrowserLayoutEffect = typeof document === "undefined" ? useEffect : useLayoutEffect;

function Table<G extends GameId>(
  props: RuleshelfTableProps<G>,
  ref: Ref<TableHandle>,
): ReactElement {
  const host = useRef<HTMLDivElement>(null);
  const [root, setRoot] = useState<ShadowRoot>();
  useBrowserLayoutEffect(() => {
    const element = host.current;
    if (!element) return;
    const shadow = element.shadowRoot ?? element.attachShadow({ mode: "open" });
    const stop = adoptStyles(shadow);
    setRoot(shadow);
    return stop;
  }, []);
  const { className, style } = props;
  let table;
  if (props.server !== undefined) {
    const { server, invite, className: _class, style: _style, ...frame } = props;
    table = <EmbeddedTable {...frame} game="" online={{ server, invite }} />;
  } else {
    const {
      ref: _ref,
      you,
      options,
      className: _class,
      style: _style,
      server: _server,
      invite: _invite,
      ...offline
    } = props;
    table = (
      <EmbeddedTable
        {...offline}
        options={options as Record<string, unknown> | undefined}
        you={you === undefined ? undefined : typeof you === "number" ? [you] : you}
        handle={ref}
      />
    );
  }
  return (
    <div
      ref={host}
      className={className}
      style={style}
      data-ruleshelf-table={props.game ?? "online"}
    >
      {root && createPortal(table, root)}
    </div>
  );
}

/**
 * A playable table of `game` in a box of the page's choosing.
 *
 * ```tsx
 * <RuleshelfTable game="ruse-and-bruise" seats={3} you={0} bots={[1, 2]} style={{ height: 480 }} />
 * ```
 *
 * Made with `forwardRef`, so a `ref` reaches the table on React 18 as on 19;
 * typed per game (forwardRef alone would lose the game's type parameter).
 */
export const RuleshelfTable = forwardRef(Table) as <G extends GameId>(
  props: RuleshelfTableProps<G>,
) => ReactElement;

export type { MoveDetail, ReplayFile, TableError, TableHandle } from "../embed/EmbeddedTable";
export type { BotStrength } from "../play/useBot";
export type { MotionChoice, Pace } from "../table/settings";
