// At an online match: the same table components as hot-seat play, in the
// same frame, drawing the view the server sent and sending the actions
// they give; who sits where and who is connected; invite links; the log;
// the end.
import { useEffect, useRef, useState } from "react";
import type { Action, Outcome } from "ruleshelf";
import type { MoveDetail, TableError, TableErrorCode } from "../embed/EmbeddedTable";
import { uiFor, useGame } from "../games";
import { LatestMoves } from "../play/LatestMoves";
import { Log } from "../play/Log";
import { outcomeWords } from "../play/outcome";
import { downloadReplayText, replayOf } from "../play/replayFile";
import { gameTitle } from "../play/covers";
import { RulesButton } from "../play/RulesDialog";
import type { SetupOptions } from "../engine";
import { DecisionSlot } from "../table/Decision";
import { TipLayer } from "../table/Tips";
import { StatusBar } from "../play/StatusBar";
import { motionAllowed, useTableSettings } from "../table/settings";
import type { OnlineState } from "./connection";
import { linkFor, type Invite } from "./invite";
import type { SeatInfo, TableSettings } from "./protocol";
import { useOnlineTable } from "./useOnlineTable";
import { Chat, speakerOf, type Speaker } from "./Chat";
import { clockText, timeLeft, useNow } from "./clocks";
import { OnlineReview } from "./OnlineReview";
import "../play/play.css";
import "./online.css";

/** What the server publishes of a match (`GET /api/matches/<id>`): the replay once it is over. */
interface PublicMatch {
  game: string;
  seats: { seat: number; kind: "human" | "bot"; name: string }[];
  ended: boolean;
  replay?: { game: string; options: SetupOptions; actions: Action[] };
}

function displayNames(seats: readonly SeatInfo[]): string[] {
  return seats.map((seat) => (seat.kind === "bot" ? `${seat.name} (bot)` : seat.name));
}

/** Each seat's time left now (ms), for the seats with a clock. */
type Clocks = ReadonlyMap<number, { left: number; running: boolean }>;

function clocksNow(state: OnlineState | undefined, now: number): Clocks {
  const sent = state?.clocks;
  return new Map(
    (sent?.states ?? []).map((clock) => [
      clock.seat,
      { left: timeLeft(clock, sent?.at ?? now, now), running: clock.running },
    ]),
  );
}

/** The host's terms for the table, in words: the bots' pace, a gone player's wait, the clock. */
function tableTerms({ botPace, absentAfter, clock }: TableSettings): string {
  const pace = `Bots move after ${botPace >= 1000 ? `${botPace / 1000} s` : `${botPace} ms`}`;
  const absent =
    absentAfter === 0
      ? "a gone player's seat waits for them"
      : `a bot plays a gone player's seat after ${absentAfter} s`;
  const timed = clock
    ? `${clockText(clock.seconds * 1000)} a player ${clock.per === "move" ? "per move" : "for the whole game"}, then a bot plays`
    : "no clock";
  return `Set by the host: ${pace}; ${absent}; ${timed}.`;
}

function statusLine(state: OnlineState | undefined, names: readonly string[]): string {
  if (!state || state.link === "connecting") return "Connecting to the game server…";
  if (state.link === "reconnecting") return "Connection lost: reconnecting…";
  if (state.link === "closed") return "Not connected";
  const latest = state.latest;
  if (!latest) return "Waiting for the table…";
  if (latest.outcome) return "Game over";
  const actor = latest.toAct.includes(state.seat ?? -1) ? state.seat : latest.toAct[0];
  if (actor === undefined || actor === null) return "Nobody to act";
  if (actor === state.seat) return "Your turn";
  const seat = state.seats[actor];
  return `${names[actor] ?? `Seat ${actor + 1}`} ${seat?.kind === "bot" || seat?.covered ? "(a bot) is thinking…" : "to act"}`;
}

function presence(seat: SeatInfo): string {
  if (seat.kind === "bot") return "bot";
  if (seat.outOfTime) return "out of time · a bot plays";
  if (seat.covered) return "gone · a bot plays";
  return seat.player === "here" ? "connected" : seat.player === "away" ? "away" : "open seat";
}

function CopyLink({ label, link, testId }: { label: string; link: string; testId: string }) {
  const [copied, setCopied] = useState(false);
  const copy = () => {
    navigator.clipboard?.writeText(link).then(
      () => setCopied(true),
      () => setCopied(false),
    );
  };
  return (
    <div className="invite">
      <input
        readOnly
        value={link}
        aria-label={label}
        data-testid={testId}
        onFocus={(event) => event.target.select()}
      />
      <button type="button" onClick={copy}>
        {copied ? "Copied" : "Copy"}
      </button>
    </div>
  );
}

interface SeatsProps {
  state: OnlineState;
  invite: Invite;
  clocks: Clocks;
  muted: ReadonlySet<Speaker>;
  onMute: (speaker: Speaker) => void;
}

function MuteButton({
  speaker,
  muted,
  onMute,
  label,
}: {
  speaker: Speaker;
  muted: ReadonlySet<Speaker>;
  onMute: (speaker: Speaker) => void;
  label: string;
}) {
  const on = muted.has(speaker);
  return (
    <button
      type="button"
      className="mute"
      aria-pressed={on}
      aria-label={`${on ? "Unmute" : "Mute"} ${label}`}
      onClick={() => onMute(speaker)}
      data-testid={`mute-${speaker}`}
    >
      {on ? "Muted" : "Mute"}
    </button>
  );
}

function Seats({ state, invite, clocks, muted, onMute }: SeatsProps) {
  const watch = linkFor(invite, "watch");
  return (
    <section className="card online-seats" aria-labelledby="online-seats-title">
      <h2 id="online-seats-title">At the table</h2>
      <ul data-testid="online-seats">
        {state.seats.map((seat) => (
          <li
            key={seat.seat}
            data-seat={seat.seat}
            data-player={seat.player ?? "bot"}
            data-covered={seat.covered}
            data-out-of-time={seat.outOfTime}
          >
            <span
              className={`presence presence-${seat.covered || seat.outOfTime ? "covered" : (seat.player ?? "bot")}`}
              aria-hidden="true"
            />
            <strong>{seat.name}</strong>
            {seat.seat === state.seat && " (you)"} <span className="help">{presence(seat)}</span>
            {clocks.has(seat.seat) && (
              <span
                className={clocks.get(seat.seat)?.running ? "clock running" : "clock"}
                data-testid={`clock-${seat.seat}`}
                aria-label={`${seat.name}'s time left`}
              >
                {clockText(clocks.get(seat.seat)?.left ?? 0)}
              </span>
            )}
            {seat.kind === "human" && seat.seat !== state.seat && seat.player !== "open" && (
              <MuteButton speaker={seat.seat} muted={muted} onMute={onMute} label={seat.name} />
            )}
            {seat.kind === "human" && seat.player === "open" && linkFor(invite, seat.seat) && (
              <CopyLink
                label={`Invite link for seat ${seat.seat + 1}`}
                link={linkFor(invite, seat.seat) ?? ""}
                testId={`invite-${seat.seat}`}
              />
            )}
          </li>
        ))}
      </ul>
      {state.welcome?.settings.spectatorsChat && (
        <MuteButton speaker="spectators" muted={muted} onMute={onMute} label="the spectators" />
      )}
      {watch && (
        <>
          <p className="help">Anyone with this link can watch:</p>
          <CopyLink label="Link to watch" link={watch} testId="watch-link" />
        </>
      )}
    </section>
  );
}

export interface OnlineTableProps {
  /** The game server's address. */
  server: string;
  invite: Invite;
  /** The way back to a menu, when the page has one. */
  onMenu?: () => void;
  onEnd?: (outcome: Outcome) => void;
  /** Each move the match makes after this table joined it, as the offline table tells them. */
  onMove?: (detail: MoveDetail) => void;
  /** The server cannot be reached, or will not have this seat (a wrong match id, a taken seat). */
  onError?: (error: TableError) => void;
}

export function OnlineTable({ server, invite, onMenu, onEnd, onMove, onError }: OnlineTableProps) {
  // A seat refused for good may still watch: the player asks, and the table switches.
  const [watching, setWatching] = useState(invite.watch);
  const route = {
    matchId: invite.matchId,
    seat: watching ? undefined : invite.seat,
    watch: watching,
  };
  const [table, state] = useOnlineTable({ server, ...route });
  const frame = useRef<HTMLDivElement>(null);
  const settings = useTableSettings();
  const [logOpen, setLogOpen] = useState(false);
  /** Where the table's decision is drawn: the status bar's slot. */
  const [slot, setSlot] = useState<HTMLElement | null>(null);
  const [reviewing, setReviewing] = useState(false);
  const more = useRef<HTMLDetailsElement>(null);
  const closeMore = () => {
    if (more.current) more.current.open = false;
  };
  const [muted, setMuted] = useMuted(invite.matchId);
  // Lines that came while the side panel was shut (on a narrow box, where it folds away).
  const [chatSeen, setChatSeen] = useState(0);
  const chatLines = state?.chat.length ?? 0;
  useEffect(() => {
    if (logOpen) setChatSeen(chatLines);
  }, [logOpen, chatLines]);
  const now = useNow(state?.clocks?.states.some((clock) => clock.running) ?? false);
  const clocks = clocksNow(state, now);
  const latest = state?.latest;
  const game = state?.welcome?.game;
  // The table draws with its game's words and components: load them first.
  const loading = useGame(game);
  const ui = uiFor(game ?? "");
  const names = displayNames(state?.seats ?? []);
  const seat = state?.seat ?? null;
  const over = latest?.outcome ?? undefined;
  const mine = seat !== null && latest !== undefined && latest.toAct.includes(seat);
  const actor = mine ? seat : latest?.toAct[0];
  const Table = ui.Table;
  const told = useRef({ onEnd, onMove, onError });
  told.current = { onEnd, onMove, onError };
  // A move is a new turn after the one this table first saw (the position it joined at is none);
  // the end is told after the move that ended the match, once, as offline (not for a match joined ended).
  const seenTurn = useRef<number>(undefined);
  useEffect(() => {
    if (!latest) return;
    const before = seenTurn.current;
    seenTurn.current = latest.turn;
    if (before === undefined || latest.turn <= before) return;
    told.current.onMove?.({ view: latest.view, moves: latest.turn });
    if (latest.outcome) told.current.onEnd?.(latest.outcome);
  }, [latest]);
  // Told once a trouble (not again at each try while the server stays away).
  const trouble =
    state?.fatal ?? (state?.refusal?.code === "Unreachable" ? state.refusal : undefined);
  const troubleText = trouble ? `${trouble.code} ${trouble.message}` : undefined;
  useEffect(() => {
    if (!trouble || troubleText === undefined) return;
    told.current.onError?.({ message: trouble.message, code: trouble.code as TableErrorCode });
  }, [troubleText]);

  // Once the match is over its record is public: the replay, in the file format the offline table imports.
  const [exportError, setExportError] = useState<string>();
  const exportReplay = async () => {
    try {
      const response = await fetch(`${server}/api/matches/${encodeURIComponent(invite.matchId)}`);
      const record = (await response.json()) as PublicMatch;
      if (!record.replay) throw new Error("the match's record is not public yet");
      const { game, options, actions } = record.replay;
      downloadReplayText(
        replayOf(
          game,
          options,
          record.seats.map((seat) => seat.kind),
          actions,
          record.seats.map((seat) => seat.name),
        ),
      );
      setExportError(undefined);
    } catch (error) {
      setExportError(
        `The replay could not be exported: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
  };

  const undone = state?.undone && latest?.turn === state.undone.turn ? state.undone : undefined;
  const canUndo = seat !== null && !over && state?.link === "open" && (latest?.turn ?? 0) > 0;
  const canSay = seat !== null || (state?.welcome?.settings.spectatorsChat ?? false);
  const unread = logOpen
    ? 0
    : (state?.chat ?? [])
        .slice(chatSeen)
        .filter((line) => line.seat !== seat && !muted.has(speakerOf(line))).length;
  const myClock = seat !== null ? clocks.get(seat) : undefined;

  const leave = () => {
    closeMore();
    if (
      window.confirm("Give your seat up for good? Its invite link will open it for someone else.")
    )
      table?.leaveSeat();
  };
  const entries = state?.log ?? [];

  return (
    <div className="frame" ref={frame} data-table-motion={motionAllowed(settings) ? "on" : "off"}>
      <main
        className="play online"
        data-testid="online-match"
        data-link={state?.link ?? "connecting"}
        data-seat={seat ?? "spectator"}
      >
        <header className="play-bar">
          <h1 className="play-title">{game ? gameTitle(game) : "Online match"}</h1>
          <StatusBar
            status={
              <>
                {seat === null && state?.welcome ? "Watching · " : ""}
                {statusLine(state, names)}
                {myClock?.running && ` · ${clockText(myClock.left)} left`}
              </>
            }
            onSlot={setSlot}
          />
          <div className="play-buttons">
            {canUndo && (
              <button
                type="button"
                onClick={() => table?.undo()}
                data-testid="undo"
                title="Take back your last decision (while nobody else has moved and nothing hidden was shown to you)"
              >
                Undo
              </button>
            )}
            <button
              type="button"
              className="chat-toggle"
              onClick={() => setLogOpen(!logOpen)}
              aria-expanded={logOpen}
              data-testid="chat-open"
            >
              {unread > 0 ? `Chat (${unread})` : "Chat"}
            </button>
            {loading.ready && game && ui.Rules && (
              <RulesButton title={gameTitle(game)} Rules={ui.Rules} />
            )}
            <details className="more-menu" ref={more} data-testid="more">
              <summary>More</summary>
              <div className="more-panel">
                <button
                  type="button"
                  disabled={!latest || latest.turn === 0 || !loading.ready}
                  onClick={() => {
                    setReviewing(!reviewing);
                    closeMore();
                  }}
                  aria-pressed={reviewing}
                  data-testid="review-open"
                >
                  {reviewing ? "Back to the game" : "Review the match so far"}
                </button>
                {state?.welcome && <p className="help">{tableTerms(state.welcome.settings)}</p>}
                {seat !== null && !over && state?.link === "open" && (
                  <button type="button" onClick={leave} data-testid="leave-seat">
                    Leave seat
                  </button>
                )}
              </div>
            </details>
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
          viewer={seat ?? undefined}
          logOpen={logOpen}
          onToggle={() => setLogOpen(!logOpen)}
        />
        {undone && (
          <p className="notice" role="status" data-testid="undone">
            {undone.seat === seat ? "You" : (names[undone.seat] ?? `Seat ${undone.seat + 1}`)} took
            back {undone.seat === seat ? "your" : "their"} last move
            {undone.actions > 1
              ? ` and the bots' ${undone.actions - 1 === 1 ? "reply" : "replies"}`
              : ""}
            .
          </p>
        )}
        {state?.refusal && (
          <p className="error" role="alert" data-testid="online-refusal">
            {state.refusal.code === "Unreachable" ? "" : "Refused: "}
            {state.refusal.message} ({state.refusal.code})
          </p>
        )}
        {state?.fatal && (
          <section className="card" role="alert" data-testid="online-fatal">
            <h2>You are not at this match</h2>
            <p>
              {state.fatal.message} ({state.fatal.code})
            </p>
            <div className="end-buttons">
              <button type="button" onClick={() => setWatching(true)}>
                Watch it
              </button>
              {onMenu && (
                <button type="button" onClick={onMenu}>
                  Menu
                </button>
              )}
            </div>
          </section>
        )}
        {loading.error && (
          <p className="error" role="alert">
            The table could not load: {loading.error}
          </p>
        )}
        {state && latest && !loading.ready && !loading.error && (
          <p className="loading" role="status">
            Loading the table…
          </p>
        )}
        {state && latest && loading.ready && reviewing && table && (
          <OnlineReview
            table={table}
            state={state}
            ui={ui}
            names={names}
            onClose={() => setReviewing(false)}
          />
        )}
        {state && latest && loading.ready && !reviewing && (
          <div className="play-area">
            <div className="table-area" data-testid="table-area">
              {over && (
                <section className="end card" aria-labelledby="end-title" data-testid="end">
                  <h2 id="end-title" data-testid="winner">
                    {outcomeWords(over, names, ui.opponent).headline}
                  </h2>
                  <p className="help">
                    The match record (the seed and every move) is public now:{" "}
                    <a
                      href={`${server}/api/matches/${invite.matchId}`}
                      target="_blank"
                      rel="noreferrer"
                    >
                      open it
                    </a>
                    , or take it as a replay to review offline.
                  </p>
                  <div className="end-buttons">
                    <button
                      type="button"
                      onClick={() => void exportReplay()}
                      data-testid="export-replay"
                    >
                      Export replay
                    </button>
                  </div>
                  {exportError && (
                    <p className="error" role="alert">
                      {exportError}
                    </p>
                  )}
                </section>
              )}
              <DecisionSlot.Provider value={slot}>
                <Table
                  key={seat ?? "spectator"}
                  view={latest.view}
                  names={names}
                  actor={actor ?? undefined}
                  canAct={mine && state.link === "open"}
                  onAct={(action) => table?.act(action)}
                  events={state.log}
                />
              </DecisionSlot.Provider>
            </div>
            <div className={logOpen ? "online-side log-open" : "online-side"}>
              <Seats
                state={state}
                invite={invite}
                clocks={clocks}
                muted={muted}
                onMute={(speaker) => setMuted(speaker)}
              />
              <Chat
                lines={state.chat}
                seat={seat}
                muted={muted}
                canSay={canSay}
                maxLength={state.welcome?.limits.chatLength ?? 200}
                onSay={(text) => table?.say(text)}
              />
              <Log
                entries={state.log}
                ui={ui}
                names={names}
                viewer={seat ?? undefined}
                open={logOpen}
                onClose={() => setLogOpen(false)}
              />
            </div>
          </div>
        )}
        <p className="seed-note" data-testid="online-turn" data-turn={latest?.turn ?? -1}>
          {latest?.turn ?? 0} moves
        </p>
        <TipLayer frame={frame} />
      </main>
    </div>
  );
}

/** The speakers this browser muted at a match, kept in the browser; the setter toggles one. */
function useMuted(matchId: string): [ReadonlySet<Speaker>, (speaker: Speaker) => void] {
  const key = `ruleshelf-muted-${matchId}`;
  const [muted, setMuted] = useState<ReadonlySet<Speaker>>(() => {
    try {
      const stored: unknown = JSON.parse(localStorage.getItem(key) ?? "[]");
      return new Set(
        Array.isArray(stored)
          ? stored.filter((s): s is Speaker => s === "spectators" || Number.isInteger(s))
          : [],
      );
    } catch {
      return new Set();
    }
  });
  const toggle = (speaker: Speaker) => {
    const next = new Set(muted);
    if (!next.delete(speaker)) next.add(speaker);
    setMuted(next);
    try {
      localStorage.setItem(key, JSON.stringify([...next]));
    } catch {
      // Not kept past this page: muted for now all the same.
    }
  };
  return [muted, toggle];
}
