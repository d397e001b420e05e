// A game in progress: the table of the seat at the device, the log, undo,
// bots at the chosen pace, the rules, the pass-the-device screen and the
// end screen.
import { useEffect, useImperativeHandle, useMemo, useRef, useState, type Ref } from "react";
import { events, outcome, view, messageOf, randomSeed } from "../engine";
import type { Action } from "ruleshelf";
import { uiFor } from "../games";
import { genericUi } from "../games/generic/ui";
import { installMotionSkipping } from "../table/motion";
import { DecisionSlot } from "../table/Decision";
import { TipLayer } from "../table/Tips";
import { gameTitle } from "./covers";
import { EndScreen } from "./EndScreen";
import { LatestMoves } from "./LatestMoves";
import { Log } from "./Log";
import { MoreMenu } from "./MoreMenu";
import { PassDevice } from "./PassDevice";
import { Review } from "./Review";
import { StatusBar } from "./StatusBar";
import { RulesButton } from "./RulesDialog";
import { downloadReplay } from "./replayFile";
import {
  actorOf,
  createSession,
  history,
  humanSeats,
  seatNames,
  withAction,
  withoutActionsFrom,
  type Session,
} from "./session";
import { undoVerdict } from "./undo";
import { takeBackWords } from "./moveWords";
import { createBotClient } from "../bot/botClient";
import { motionAllowed, useTableSettings } from "../table/settings";
import { useBot, type BotStrength } from "./useBot";
import "./play.css";

/** `?table=generic` in the address plays any game on the generic table (for checking a game's actions). */
function genericTableAsked(): boolean {
  return new URLSearchParams(location.search).get("table") === "generic";
}

/** The first thing a keyboard can play on the table (or, failing that, in its lists). */
function firstChoice(area: HTMLElement): HTMLElement | null {
  return area.querySelector<HTMLElement>(
    '[data-play="play"], [data-play="pick"], [data-testid=actions] button, [data-testid=pass-device] button',
  );
}

/** What a page can do to a game in progress (see the element's methods). */
export interface PlayHandle {
  /** The game now. */
  session(): Session;
  /** Takes back what Undo would (false when nothing may be taken back). */
  undo(): boolean;
  /** Plays on from another session (a loaded replay, a rematch). */
  open(session: Session): void;
}

export interface PlayProps {
  initial: Session;
  /** Starts another game (the rematch: same seats and options, a new seed). */
  onOpen: (session: Session) => void;
  /** The way back to a menu, when the page has one. */
  onMenu?: () => void;
  /** Keeps the game (false when storage refused); absent: nothing is kept. */
  store?: (session: Session) => boolean;
  /** Told of every new position (a move, an undo, a load). */
  onChange?: (session: Session, previous: Session) => void;
  /** How hard the bots play. */
  strength?: BotStrength;
  handle?: Ref<PlayHandle>;
  /** Whether the table takes the keyboard focus nobody on the page holds (the page is this game). */
  autoFocus?: boolean;
}

export function Play({
  initial,
  onOpen,
  onMenu,
  store,
  onChange,
  strength = "normal",
  handle,
  autoFocus = false,
}: PlayProps) {
  const [session, setSession] = useState(initial);
  const frame = useRef<HTMLDivElement>(null);
  const settings = useTableSettings();
  // This table's own bot thread, stopped with the table.
  const [bot] = useState(createBotClient);
  useEffect(() => () => bot.stop(), [bot]);
  const previous = useRef(session);
  useEffect(() => {
    if (previous.current !== session) onChange?.(session, previous.current);
    previous.current = session;
  }, [session, onChange]);
  const [error, setError] = useState<string>();
  const [paused, setPaused] = useState(false);
  /** The human seat that last confirmed it holds the device. */
  const [atDevice, setAtDevice] = useState<number>();

  const { setup, state } = session;
  const ui = genericTableAsked() ? genericUi : uiFor(setup.game);
  const names = useMemo(() => seatNames(setup), [setup]);
  const humans = humanSeats(setup);
  const result = outcome(state);
  const actor = result ? undefined : actorOf(state);
  const actorIsHuman = actor !== undefined && setup.kinds[actor] === "human";
  const passing = ui.hidesInformation && humans.length >= 2;

  // Whose eyes the device shows: the human to act; else the only human; a
  // spectator when several humans share a table with secrets.
  let seen: number | undefined;
  if (actorIsHuman) seen = actor;
  else if (humans.length === 1 || !ui.hidesInformation) seen = humans[0];
  const mustPass = passing && actorIsHuman && atDevice !== actor;
  if (mustPass) seen = undefined;

  const [unsaved, setUnsaved] = useState(false);
  const [reviewing, setReviewing] = useState(false);
  const [logOpen, setLogOpen] = useState(false);
  /** Where the table's decision is drawn: the status bar's slot. */
  const [slot, setSlot] = useState<HTMLElement | null>(null);
  useEffect(() => {
    // The game plays on even when the browser refuses to store it.
    if (store) setUnsaved(!store(session));
  }, [session, store]);
  useEffect(() => (frame.current ? installMotionSkipping(frame.current) : undefined), []);

  // After a move, keyboard focus stays where it was if that still plays
  // something; else it goes to the first thing on the table that does.
  const tableArea = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const area = tableArea.current;
    if (!area) return;
    // Focus is read in the table's own root (its shadow root, when embedded).
    const root = area.getRootNode() as Document | ShadowRoot;
    const focused = root.activeElement;
    // Focus nobody holds is taken only when the table is the page's main
    // thing (`autoFocus`); an embedded table never takes it from the page.
    const lost =
      focused === null
        ? autoFocus && (document.activeElement === null || document.activeElement === document.body)
        : focused === document.body && autoFocus;
    const stale =
      focused instanceof HTMLElement && area.contains(focused) && focused.dataset.play === "idle";
    if (lost || stale) firstChoice(area)?.focus({ preventScroll: true });
  }, [session, mustPass]);

  const act = (action: Action) => {
    try {
      setSession(withAction(session, action));
      setError(undefined);
    } catch (failure) {
      setError(`Refused: ${messageOf(failure)}`);
    }
  };

  const botSeat = actor !== undefined && setup.kinds[actor] === "bot" ? actor : undefined;
  useBot(session, botSeat, paused, { bot, strength, frame }, act, (message) => {
    setError(message);
    setPaused(true);
  });

  // Who holds the device: the seat that last confirmed it, when the device is
  // passed; anyone otherwise.
  const holds = (seat: number) => !passing || seat === atDevice;
  const verdict = undoVerdict(session, holds);
  const takeBack = verdict.ok ? verdict.takeBack : undefined;
  // The move is named only to the seat that made it: it may be a secret
  // (where the BANG! went), and on the pass screen the next seat may look.
  const replies =
    takeBack && takeBack.replies > 0
      ? ` and the bots' ${takeBack.replies === 1 ? "reply" : `${takeBack.replies} replies`}`
      : "";
  const undoTitle = !verdict.ok
    ? verdict.reason
    : verdict.takeBack.action.seat === seen
      ? `${takeBackWords(ui, verdict.takeBack.action, names)}${replies}`
      : `Take back ${names[verdict.takeBack.action.seat] ?? "the last seat"}'s move${replies}`;
  const undo = () => {
    if (!takeBack) return;
    try {
      setSession(withoutActionsFrom(session, takeBack.from));
      setError(undefined);
    } catch (failure) {
      setError(`Could not undo: ${messageOf(failure)}`);
    }
  };

  useImperativeHandle(
    handle,
    () => ({
      session: () => session,
      undo: () => {
        if (!takeBack) return false;
        undo();
        return true;
      },
      open: (next: Session) => {
        setSession(next);
        setError(undefined);
        setReviewing(false);
      },
    }),
    [session, takeBack],
  );

  const rematch = () => {
    try {
      onOpen(createSession({ ...setup, options: { ...setup.options, seed: randomSeed() } }));
    } catch (failure) {
      setError(messageOf(failure));
    }
  };

  const Table = ui.Table;
  const tableView = view(state, seen);
  const entries = events(state, seen);
  const status = result
    ? "Game over"
    : actor === undefined
      ? "Nobody to act"
      : botSeat !== undefined
        ? paused
          ? `${names[actor]} waits (bots paused)`
          : `${names[actor]} is thinking…`
        : actor === seen && humans.length === 1
          ? "Your turn"
          : `${names[actor]} to act`;

  return (
    <div className="frame" ref={frame} data-table-motion={motionAllowed(settings) ? "on" : "off"}>
      <main className={ui.wide ? "play play-board" : "play"}>
        <header className="play-bar">
          <h1 className="play-title">{gameTitle(setup.game)}</h1>
          <StatusBar status={status} onSlot={setSlot} />
          <div className="play-buttons">
            <button
              type="button"
              onClick={undo}
              disabled={!takeBack}
              title={undoTitle}
              data-testid="undo"
            >
              <span aria-hidden="true">↶ </span>Undo
            </button>
            {ui.Rules && <RulesButton title={gameTitle(setup.game)} Rules={ui.Rules} />}
            {humans.length < setup.kinds.length && !result && (
              // Named by its words ("Pause bots", "Resume bots"): a fixed label would not match them.
              <button type="button" onClick={() => setPaused(!paused)} data-testid="pause-bots">
                {paused ? "Resume" : "Pause"}
                <span className="wide-only"> bots</span>
              </button>
            )}
            <MoreMenu
              bots={humans.length < setup.kinds.length}
              onExport={() => downloadReplay(session)}
              moves={session.actions.length}
            />
            {onMenu && (
              <button type="button" onClick={onMenu} data-testid="menu">
                Menu
              </button>
            )}
          </div>
        </header>
        <LatestMoves
          entries={entries}
          ui={ui}
          names={names}
          viewer={seen}
          logOpen={logOpen}
          onToggle={() => setLogOpen(!logOpen)}
        />
        {unsaved && (
          <p className="notice" role="status">
            This browser refused to store the game (storage full or blocked): a reload would lose
            it. Export a replay to keep it.
          </p>
        )}
        {error && (
          <p className="error" role="alert" data-testid="error">
            {error}
          </p>
        )}
        {reviewing ? (
          <Review session={session} ui={ui} names={names} onClose={() => setReviewing(false)} />
        ) : (
          <div className="play-area">
            <div className="table-area" ref={tableArea} data-testid="table-area">
              {result && (
                <EndScreen
                  result={result}
                  names={names}
                  opponent={ui.opponent}
                  viewer={seen}
                  scoreWords={ui.scoreWords}
                  seed={setup.options.seed}
                  onRematch={rematch}
                  onExport={() => downloadReplay(session)}
                  onMenu={onMenu}
                  onReview={() => setReviewing(true)}
                />
              )}
              {mustPass && actor !== undefined ? (
                <PassDevice
                  name={names[actor] ?? `Seat ${actor + 1}`}
                  onReady={() => setAtDevice(actor)}
                />
              ) : (
                <DecisionSlot.Provider value={slot}>
                  <Table
                    view={tableView}
                    names={names}
                    actor={actor}
                    canAct={actorIsHuman && seen === actor}
                    onAct={act}
                    events={entries}
                    history={result ? () => history(session, seen) : undefined}
                  />
                </DecisionSlot.Provider>
              )}
            </div>
            <Log
              entries={entries}
              ui={ui}
              names={names}
              viewer={seen}
              open={logOpen}
              onClose={() => setLogOpen(false)}
            />
          </div>
        )}
        <TipLayer frame={frame} />
      </main>
    </div>
  );
}
