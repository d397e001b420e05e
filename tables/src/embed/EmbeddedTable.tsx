// One table as a page embeds it: the game loaded (its table and engine
// only), set up from the page's request or resumed from its save key, and
// played at this device; what happens told to the page. Drawn inside the
// shadow root the element or the React component gives it.
import {
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useImperativeHandle,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  type Ref,
} from "react";
import type { Action, GameView, Outcome, RulesError } from "ruleshelf";
import { isRulesError, messageOf, outcome, randomSeed, view } from "../engine";
import { loadGame } from "../games";
import { Play, type PlayHandle } from "../play/Play";
import { replayText, sessionFromReplay } from "../play/replayFile";
import { loadSave, storeSession } from "../play/saves";
import { createSession, type Session } from "../play/session";
import type { BotStrength } from "../play/useBot";
import {
  createSettingsStore,
  SettingsContext,
  type MotionChoice,
  type Pace,
} from "../table/settings";
import "../play/base.css";
import { InviteError, readInvite, type Invite } from "../online/invite";
import { RequestError, sameTable, setupOf, type TableRequest } from "./setup";

/** A move made at a table: the action and the view after it. */
export interface MoveDetail {
  /** The action (offline; an online table is sent views, not actions: absent). */
  action?: Action;
  /** The public view after the move (what a spectator sees); online, this seat's view. */
  view: GameView;
  /** How many moves the game has had. */
  moves: number;
}

/**
 * What a table's error is about: an attribute that does not read
 * (`InvalidAttribute`), a game not on the shelf, options the game refuses,
 * a seat that is not at the table, the table's code or wasm that did not
 * load, an invite that does not read, a game server that cannot be reached,
 * the server's refusal of the seat (`NoSuchMatch`, …: docs/online.md); or
 * another code of the engine's (`RulesError`).
 */
export type TableErrorCode =
  | "InvalidAttribute"
  | "UnknownGame"
  | "InvalidOptions"
  | "InvalidSeat"
  | "LoadFailed"
  | "BadInvite"
  | "Unreachable"
  | "NoSuchMatch"
  | "SeatTaken"
  | "MatchFull"
  | "NoSuchSeat"
  | "BadJoin"
  | RulesError["code"];

/** Why a table could not be set up or played on. */
export interface TableError {
  /** In words, as the table shows it. */
  message: string;
  code: TableErrorCode;
}

/** What a page can do to its table (the element's methods). */
export interface TableHandle {
  /** The game so far as a replay (the demo's replay file format). */
  save(): ReplayFile | undefined;
  /** Plays on from a replay (an object or its JSON text); throws a readable Error. */
  load(saved: unknown): void;
  /** Takes back the last decision, as the Undo button would; false when none may be. */
  undo(): boolean;
  /** Starts the game afresh: the same seats and options, a new seed unless one is set. */
  restart(): void;
}

/** A replay: the game, its options with the seed, the seats and every action. */
export interface ReplayFile {
  kind: "ruleshelf-replay";
  version: 1;
  game: string;
  options: Record<string, unknown>;
  seats: ("human" | "bot")[];
  names?: string[];
  actions: Action[];
}

export interface EmbeddedTableProps extends TableRequest {
  botStrength?: BotStrength;
  motion?: MotionChoice;
  /** A pace's name, or a bot's exact wait in ms. */
  botPace?: Pace | number;
  /** Where the game is kept in the page's storage, to resume it; absent: nothing is kept. */
  saveKey?: string;
  theme?: "light" | "dark" | "auto";
  /** Sits at an online match: the game server's address and the seat's invite (its link or token). */
  online?: { server: string; invite: string };
  onMove?: (detail: MoveDetail) => void;
  onEnd?: (outcome: Outcome) => void;
  onError?: (error: TableError) => void;
  /** The way back to a menu, when the page has one. */
  onMenu?: () => void;
  /** Whether the table takes the keyboard focus nobody on the page holds. */
  autoFocus?: boolean;
  handle?: Ref<TableHandle>;
}

type Loaded =
  | { state: "loading" }
  | { state: "failed"; error: TableError }
  | { state: "ready"; session: Session };

const darkQuery =
  typeof matchMedia === "function" ? matchMedia("(prefers-color-scheme: dark)") : undefined;
const subscribeDark = (listener: () => void) => {
  darkQuery?.addEventListener("change", listener);
  return () => darkQuery?.removeEventListener("change", listener);
};

/** The root's classes for a theme: "auto" follows the system's wish as it changes. */
function useThemeClass(theme: EmbeddedTableProps["theme"]): string {
  const dark = useSyncExternalStore(subscribeDark, () => darkQuery?.matches ?? false);
  return `rs-root theme-${theme === "dark" || (theme === "auto" && dark) ? "dark" : "light"}`;
}

function errorOf(failure: unknown): TableError {
  if (isRulesError(failure) || failure instanceof RequestError)
    return { message: failure.message, code: failure.code };
  return { message: `The table could not load: ${messageOf(failure)}`, code: "LoadFailed" };
}

// Online play (and its Colyseus client) loads only for a table that sits at a match.
const OnlineTable = lazy(() =>
  import("../online/OnlineTable").then((module) => ({ default: module.OnlineTable })),
);

export function EmbeddedTable(props: EmbeddedTableProps) {
  return props.online ? (
    <OnlineSeat {...props} online={props.online} />
  ) : (
    <OfflineTable {...props} />
  );
}

/** A seat at an online match (or a spectator's place), through the game server. */
function OnlineSeat({
  online,
  theme,
  onMenu,
  onEnd,
  onMove,
  onError,
}: EmbeddedTableProps & { online: { server: string; invite: string } }) {
  const invite = useMemo((): Invite | InviteError => {
    try {
      return readInvite(online.invite);
    } catch (error) {
      if (error instanceof InviteError) return error;
      throw error;
    }
  }, [online.invite]);
  const told = useRef(onError);
  told.current = onError;
  useEffect(() => {
    if (invite instanceof InviteError)
      told.current?.({ message: invite.message, code: "BadInvite" });
  }, [invite]);
  const settings = useMemo(() => createSettingsStore({}, true), []);
  const themed = useThemeClass(theme);
  return (
    <div className={themed}>
      {invite instanceof InviteError ? (
        <p className="error loading-table" role="alert" data-testid="table-error">
          {invite.message}
        </p>
      ) : (
        <SettingsContext.Provider value={settings}>
          <Suspense
            fallback={
              <p className="loading-table" role="status" data-testid="table-loading">
                Loading the table…
              </p>
            }
          >
            <OnlineTable
              key={`${online.server} ${online.invite}`}
              server={online.server.replace(/\/+$/, "")}
              invite={invite}
              onMenu={onMenu}
              onEnd={onEnd}
              onMove={onMove}
              onError={onError}
            />
          </Suspense>
        </SettingsContext.Provider>
      )}
    </div>
  );
}

function OfflineTable(props: EmbeddedTableProps) {
  const { game, seats, you, bots, options, seed, names, saveKey, onMove, onEnd, onError, handle } =
    props;
  // The request, as a key: a new one sets the table up again.
  const request = JSON.stringify({ game, seats, you, bots, options, seed, names, saveKey });
  const [loaded, setLoaded] = useState<Loaded>({ state: "loading" });
  const play = useRef<PlayHandle>(null);
  const told = useRef({ onError, onMove, onEnd });
  told.current = { onError, onMove, onEnd };

  useEffect(() => {
    let live = true;
    setLoaded({ state: "loading" });
    const asked: TableRequest = JSON.parse(request) as TableRequest;
    // The request is checked first (against the catalogue): a game not on
    // the shelf is said so, not a load that failed.
    Promise.resolve()
      .then(() => setupOf(asked))
      .then(async (setup) => {
        await loadGame(asked.game);
        const kept = saveKey === undefined ? undefined : loadSave(saveKey);
        // A kept game of the same table plays on (or, over, shows how it ended).
        const resumed =
          kept?.ok && sameTable(kept.session.setup, setup, asked.seed !== undefined)
            ? kept.session
            : undefined;
        const session = resumed ?? { ...createSession(setup), id: saveKey ?? "" };
        if (live) setLoaded({ state: "ready", session });
      })
      .catch((failure: unknown) => {
        if (!live) return;
        const error = errorOf(failure);
        setLoaded({ state: "failed", error });
        told.current.onError?.(error);
      });
    return () => {
      live = false;
    };
  }, [request, saveKey]);

  // Settings the page gives are this table's for its life; without them
  // the table uses (and keeps) the visitor's own choices in this browser.
  const settings = useMemo(
    () =>
      createSettingsStore(
        {
          ...(props.motion ? { motion: props.motion } : {}),
          ...(typeof props.botPace === "number"
            ? { waitMs: props.botPace }
            : props.botPace
              ? { pace: props.botPace }
              : {}),
        },
        props.motion === undefined && props.botPace === undefined,
      ),
    [props.motion, props.botPace],
  );

  const store = useMemo(
    () =>
      saveKey === undefined
        ? undefined
        : (session: Session) => storeSession({ ...session, id: saveKey }),
    [saveKey],
  );

  const onChange = useCallback((session: Session, previous: Session) => {
    const action =
      session.actions.length === previous.actions.length + 1 ? session.actions.at(-1) : undefined;
    if (action)
      told.current.onMove?.({ action, view: view(session.state), moves: session.actions.length });
    const result = outcome(session.state);
    if (result && !outcome(previous.state)) told.current.onEnd?.(result);
  }, []);

  const restart = useCallback(
    (from: Session) => {
      const setup = {
        ...from.setup,
        options: { ...from.setup.options, seed: seed ?? randomSeed() },
      };
      play.current?.open({ ...createSession(setup), id: saveKey ?? "" });
    },
    [seed, saveKey],
  );

  useImperativeHandle(
    handle,
    () => ({
      save: () => {
        const session = play.current?.session();
        return session ? (JSON.parse(replayText(session)) as ReplayFile) : undefined;
      },
      load: (saved: unknown) => {
        if (!play.current) throw new Error("The table is not ready yet.");
        const text = typeof saved === "string" ? saved : JSON.stringify(saved);
        const session = sessionFromReplay(text);
        play.current.open({ ...session, id: saveKey ?? "" });
      },
      undo: () => play.current?.undo() ?? false,
      restart: () => {
        const session = play.current?.session();
        if (session) restart(session);
      },
    }),
    [restart, saveKey],
  );

  const theme = useThemeClass(props.theme);
  if (loaded.state !== "ready") {
    return (
      <div className={theme}>
        {loaded.state === "loading" ? (
          <p className="loading-table" role="status" data-testid="table-loading">
            Loading the table…
          </p>
        ) : (
          <p className="error loading-table" role="alert" data-testid="table-error">
            {loaded.error.message}
            {loaded.error.code ? ` (${loaded.error.code})` : ""}
          </p>
        )}
      </div>
    );
  }
  return (
    <div className={theme}>
      <SettingsContext.Provider value={settings}>
        <Play
          key={request}
          initial={loaded.session}
          onOpen={(session) => play.current?.open({ ...session, id: saveKey ?? "" })}
          onMenu={props.onMenu}
          store={store}
          onChange={onChange}
          strength={props.botStrength}
          handle={play}
          autoFocus={props.autoFocus}
        />
      </SettingsContext.Provider>
    </div>
  );
}
