// One browser's place at an online match: it joins through Colyseus (with
// the stored seat token, by an invite link, or as a spectator), keeps the
// latest view and the log the server sent, and reconnects by itself: first
// to the same room (`reconnect`), and when that room is gone (its process
// died) by joining the match again, which rebuilds it on a live process.
import { Client, type Room } from "@colyseus/sdk";
import type { Action, LogEntry } from "ruleshelf";
import {
  CLOSE_HOSTED_ELSEWHERE,
  CLOSE_SEAT_GIVEN_UP,
  JoinError,
  joinCodeOf,
  type ChatLine,
  type ClockState,
  type PastMessage,
  type Refusal,
  type SeatInfo,
  type SentPast,
  type SentView,
  type UndoneMessage,
  type ViewMessage,
  type Welcome,
} from "./protocol";
import { readView } from "../engine";
import { forgetSeat, heldSeat, holdSeat, serverUrl } from "./server";

export type Link = "connecting" | "open" | "reconnecting" | "closed";

export interface OnlineState {
  link: Link;
  welcome: Welcome | undefined;
  /** The seat this browser plays; null when watching. */
  seat: number | null;
  latest: ViewMessage | undefined;
  /** Every log entry this seat may see so far. */
  log: LogEntry[];
  seats: SeatInfo[];
  /** The last refusal of something this browser sent. */
  refusal: Refusal | undefined;
  /** Why this browser cannot be at the match (it stopped trying). */
  fatal: Refusal | undefined;
  /** The table's chat so far, oldest first. */
  chat: ChatLine[];
  /** The seats' clocks as last sent, and when (performance.now()) they arrived. */
  clocks: { states: ClockState[]; at: number } | undefined;
  /** The latest take-back at the table. */
  undone: UndoneMessage | undefined;
  /** The past position asked for last (reviewing). */
  past: PastMessage | undefined;
}

export interface Intent {
  /** The game server's address (default: the page's, see `serverUrl`). */
  server?: string;
  matchId: string;
  /** Take this seat (an invite link) when this browser holds none. */
  seat: number | "any" | undefined;
  watch: boolean;
  name?: string;
}

/** Join refusals after which trying again cannot help. */
const FINAL = new Set(["BadJoin", "NoSuchMatch", "SeatTaken", "MatchFull", "NoSuchSeat"]);

/** Join codes by number. */
const JOIN_CODES = new Map<number, string>(
  Object.entries(JoinError).map(([name, code]) => [code, name]),
);

/**
 * A failed join, as a refusal: the server's code when it answered, else
 * `Unreachable`, said in words (a failed request is a bare ProgressEvent,
 * which has no message of its own).
 */
function refusalOf(error: unknown, server: string): Refusal {
  const code = (error as { code?: unknown })?.code;
  const message = error instanceof Error ? error.message : "";
  // (A refusal from matchmaking comes with its HTTP status, the code − 4000.)
  const number = joinCodeOf(code);
  const named = number === undefined ? undefined : JOIN_CODES.get(number);
  const known = named ?? (typeof code === "string" ? code : undefined);
  if (known === undefined || message === "" || /^\[object /.test(message))
    return {
      code: known ?? "Unreachable",
      message:
        known === undefined
          ? `The game server at ${server} cannot be reached; trying again.`
          : message || known,
    };
  return { code: known, message: message.replace(/^[A-Za-z]+: /, "") };
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export class OnlineTable {
  private readonly client: Client;
  private room: Room | undefined;
  private closed = false;
  private listeners = new Set<() => void>();
  state: OnlineState = {
    link: "connecting",
    welcome: undefined,
    seat: null,
    latest: undefined,
    log: [],
    seats: [],
    refusal: undefined,
    fatal: undefined,
    chat: [],
    clocks: undefined,
    undone: undefined,
    past: undefined,
  };

  private readonly server: string;

  constructor(private readonly intent: Intent) {
    this.server = intent.server ?? serverUrl();
    this.client = new Client(this.server);
    void this.connect();
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private set(change: Partial<OnlineState>): void {
    this.state = { ...this.state, ...change };
    for (const listener of this.listeners) listener();
  }

  /** The join options: the held seat's token, else the invite's seat, else a spectator's. */
  private joinOptions(): Record<string, unknown> {
    const { matchId, seat, watch, name } = this.intent;
    const held = watch ? undefined : heldSeat(matchId);
    if (held) return { matchId, token: held.token };
    if (!watch && seat !== undefined) return { matchId, seat, ...(name ? { name } : {}) };
    return { matchId };
  }

  /** Joins, and keeps trying (with a growing pause) while the server is away. */
  private async connect(): Promise<void> {
    for (let attempt = 0; !this.closed; attempt++) {
      try {
        const room = await this.client.joinOrCreate("table", this.joinOptions());
        if (this.closed) {
          void room.leave();
          return;
        }
        this.attach(room);
        return;
      } catch (error) {
        const refusal = refusalOf(error, this.server);
        if (refusal.code === "BadToken" || refusal.code === "StaleToken") {
          // The held token no longer holds the seat: forget it and join as the link says.
          forgetSeat(this.intent.matchId);
          this.set({ refusal });
          continue;
        }
        if (FINAL.has(refusal.code)) {
          this.set({ link: "closed", fatal: refusal });
          return;
        }
        this.set({
          link: attempt === 0 && !this.state.welcome ? "connecting" : "reconnecting",
          refusal,
        });
        await wait(Math.min(5000, 300 * 2 ** attempt));
      }
    }
  }

  private attach(room: Room): void {
    this.room = room;
    // This table gets back by itself (see `dropped`): to the same room at
    // once, and when it is gone to the match again at once, where the SDK
    // would try the dead room again and again with a growing pause.
    room.reconnection.enabled = false;
    room.onMessage("welcome", (welcome: Welcome) => {
      if (welcome.token && welcome.seat !== null)
        holdSeat(welcome.matchId, welcome.seat, welcome.token);
      this.set({
        link: "open",
        welcome,
        seat: welcome.seat,
        seats: welcome.seats,
        fatal: undefined,
      });
    });
    room.onMessage("view", (sent: SentView) => {
      const message: ViewMessage = { ...sent, view: readView(sent.view) };
      const log = [...this.state.log.slice(0, message.from), ...message.events];
      // A refusal was about the position it was sent in: once the match has moved on (or back), it is old news.
      const moved = this.state.latest !== undefined && this.state.latest.turn !== message.turn;
      this.set({ link: "open", latest: message, log, ...(moved ? { refusal: undefined } : {}) });
    });
    room.onMessage("seats", ({ seats }: { seats: SeatInfo[] }) => this.set({ seats }));
    room.onMessage("error", (refusal: Refusal) => this.set({ refusal }));
    // The chat so far comes again on every join: lines are kept by number.
    room.onMessage("chat", ({ lines }: { lines: ChatLine[] }) => {
      const kept = new Map(this.state.chat.map((line) => [line.n, line]));
      for (const line of lines) kept.set(line.n, line);
      this.set({ chat: [...kept.values()].sort((a, b) => a.n - b.n) });
    });
    room.onMessage("clocks", ({ clocks }: { clocks: ClockState[] }) =>
      this.set({ clocks: { states: clocks, at: performance.now() } }),
    );
    room.onMessage("undone", (undone: UndoneMessage) => this.set({ undone }));
    room.onMessage("past", (past: SentPast) =>
      this.set({ past: { ...past, view: readView(past.view) } }),
    );
    room.onLeave((code) => void this.dropped(room, code));
  }

  /** The connection closed: say why, or get back to the match. */
  private async dropped(room: Room, code: number): Promise<void> {
    if (this.closed || room !== this.room) return;
    this.room = undefined;
    if (code === CLOSE_SEAT_GIVEN_UP) {
      forgetSeat(this.intent.matchId);
      this.set({
        link: "closed",
        fatal: { code: "SeatGivenUp", message: "You gave this seat up." },
      });
      return;
    }
    this.set({ link: "reconnecting" });
    if (code !== CLOSE_HOSTED_ELSEWHERE) {
      // A dropped connection: the room keeps this place for a while. Back at
      // once; a few more tries only while the room has not seen the drop yet
      // (524: no reconnection held yet). Any other failure means the room is
      // gone: join the match again at once, and a live process rebuilds it.
      for (let attempt = 0; attempt < 3 && !this.closed; attempt++) {
        try {
          const back = await this.client.reconnect(room.reconnectionToken);
          if (this.closed) {
            void back.leave();
            return;
          }
          this.attach(back);
          return;
        } catch (error) {
          if ((error as { code?: unknown })?.code !== 524) break;
          await wait(150 * (attempt + 1));
        }
      }
    }
    // The room is gone (its process stopped): join the match again.
    await this.connect();
  }

  /** Sends one of the view's actions, chosen from the view of the latest turn. */
  act(action: Action): void {
    const turn = this.state.latest?.turn;
    if (!this.room || turn === undefined) return;
    this.set({ refusal: undefined });
    this.room.send("act", { action, turn });
  }

  /** Writes a line in the table's chat. */
  say(text: string): void {
    this.room?.send("chat", { text });
  }

  /** Asks to take back this seat's last decision (the server says whether the policy allows it). */
  undo(): void {
    const turn = this.state.latest?.turn;
    if (!this.room || turn === undefined) return;
    this.set({ refusal: undefined });
    this.room.send("undo", { turn });
  }

  /** Asks for this seat's view after `turn` actions (it arrives as `past`). */
  review(turn: number): void {
    this.room?.send("review", { turn });
  }

  /** Gives the seat up for good: its invite link opens it for someone else. */
  leaveSeat(): void {
    this.room?.send("leaveSeat", {});
  }

  close(): void {
    this.closed = true;
    void this.room?.leave();
    this.room = undefined;
    this.listeners.clear();
  }
}
