// What both ends of the wire read: the server, and the browser client
// (www/src/online imports this file). It imports nothing: the games' own
// types (views, log entries, outcomes) are parameters, which each side
// fills with the package's types. docs/online.md is the prose version.

/** The protocol's version, sent in `welcome`. */
export const PROTOCOL = 3;

/** A seat as everyone at the table sees it (the `seats` message). */
export interface SeatInfo {
  seat: number;
  kind: "human" | "bot";
  name: string;
  /** For a human seat: nobody has taken it, its player is here, or gone. */
  player: "open" | "here" | "away" | null;
  /** Whether a bot plays this human seat until its player returns. */
  covered: boolean;
  /** Whether the seat ran out of time (a bot plays its move; with a game clock, the rest of its moves). */
  outOfTime: boolean;
}

/** A turn clock: each human seat's time to decide, per move or for the whole game. */
export interface Clock {
  per: "move" | "game";
  seconds: number;
}

/** How the host set the table up, beyond the game: sent in `welcome`. */
export interface TableSettings {
  /** Milliseconds a bot waits before it moves. */
  botPace: number;
  /** Seconds after which a gone player's seat is played by a bot (0: never). */
  absentAfter: number;
  /** The turn clock, or null for none. */
  clock: Clock | null;
  /** Whether spectators may write in the chat (players always may). */
  spectatorsChat: boolean;
}

/** One line of the table's chat: plain text, never markup. */
export interface ChatLine {
  /** Its number in the match's chat, from 0. */
  n: number;
  /** The writer's seat, or null for a spectator. */
  seat: number | null;
  name: string;
  text: string;
  /** When it was sent (ISO 8601). */
  at: string;
}

/** A seat's clock as sent: the time it has left when the message left, and whether it runs. */
export interface ClockState {
  seat: number;
  /** Milliseconds left (at the moment the message was sent). */
  left: number;
  running: boolean;
}

/** `undone`: a seat took back its last decision (with the bots' replies): the match is at turn `turn` again. */
export interface UndoneMessage {
  seat: number;
  /** The turn the match is back at (the actions from it on were taken back). */
  turn: number;
  /** How many actions were taken back (the decision and the bots' replies to it). */
  actions: number;
}

/** `past`: the sender's view of the position after `turn` actions (reviewing the match), as text on the wire as in `view`. */
export interface PastMessage<View = unknown> {
  turn: number;
  view: View;
  /** How many of the sender's log entries that position had (its log up to then). */
  entries: number;
}

/** The limits a process applies to every client (sent in `welcome`). */
export interface Limits {
  messageBytes: number;
  frameBytes: number;
  /** Room messages per second for one seat (for a spectator: one connection), on average… */
  perSecond: number;
  /** …in bursts of up to this many. */
  burst: number;
  /** Room messages per second from one address, all its connections together… */
  addressPerSecond: number;
  /** …in bursts of up to this many. */
  addressBurst: number;
  /** Joins (matchmaking requests) per second from one address, in bursts of four times as many. */
  joinsPerSecond: number;
  bodyBytes: number;
  spectators: number;
  reconnectSeconds: number;
  nameLength: number;
  /** The longest chat line, in characters. */
  chatLength: number;
  /** Chat lines a seat (or a spectator) may send a minute, on average… */
  chatPerMinute: number;
  /** …in bursts of up to this many. */
  chatBurst: number;
}

/** `welcome`: sent once on joining. */
export interface Welcome<Game extends string = string> {
  protocol: number;
  matchId: string;
  game: Game;
  /** The options, without the seed until the match has ended. */
  options: Record<string, unknown>;
  /** The seat this client plays, or null for a spectator. */
  seat: number | null;
  /** The seat token, sent only when the seat was just taken: keep it to rejoin. */
  token?: string;
  seats: SeatInfo[];
  settings: TableSettings;
  limits: Limits;
}

/**
 * `view`: the position as this client may see it, after `turn` accepted
 * actions. On the wire `view` is the engine's JSON text of the view (the
 * package's `viewText`), sent as the engine wrote it; a client reads it
 * with the package's `readView`.
 */
export interface ViewMessage<View = unknown, Entry = unknown, Result = unknown> {
  turn: number;
  view: View;
  /** Log entries this client may see, from entry number `from` on. */
  from: number;
  events: Entry[];
  toAct: number[];
  outcome: Result | null;
}

/** `error`: a refusal of one of this client's messages (or, client-side, of a join). */
export interface Refusal {
  code: string;
  message: string;
}

/** `act`: play an action for the sender's seat, chosen from the view of `turn`. */
export interface ActMessage<Act = Record<string, unknown>> {
  action: Act;
  turn: number;
}

/** `chat`: a line of text for the table. */
export interface SayMessage {
  text: string;
}

/** `undo`: take back the sender's last decision, seen in the view of `turn` (the latest). */
export interface UndoMessage {
  turn: number;
}

/** `review`: ask for the sender's view after `turn` actions (answered with `past`). */
export interface ReviewMessage {
  turn: number;
}

/** A table's setup, as `POST /api/tables` takes it. */
export interface TableRequest<Game extends string = string, Bot = unknown> {
  game: Game;
  options?: Record<string, unknown>;
  seats: { kind: "human" | "bot"; name?: string; bot?: Bot }[];
  absentAfter?: number;
  botPace?: number;
  /** A turn clock (none when absent). */
  clock?: Clock | null;
  /** Whether spectators may write in the chat (default false). */
  spectatorsChat?: boolean;
  /** Listed in the lobby (anyone may take a free seat) or private, by invite only (the default). */
  public?: boolean;
  /**
   * The seat the table's creator takes (a human seat), held for them from
   * the start: the answer carries its seat token, and no one else is given
   * that seat (the lobby's one-touch join takes another). None: the
   * creator takes no seat, or joins by an invite link like anyone.
   */
  host?: number | null;
}

/** `POST /api/tables`'s answer. */
export interface CreatedTable {
  matchId: string;
  game: string;
  seats: { seat: number; kind: "human" | "bot"; name: string }[];
  /** The creator's seat and its token (join with `{ matchId, token }`), when the setup named a `host`. */
  host?: { seat: number; token: string };
}

// ---- the lobby (room type "lobby", and GET /api/lobby) ----

/** A seat of a table in the lobby. */
export interface LobbySeat {
  seat: number;
  kind: "human" | "bot";
  /** The player's name (a taken seat), the name the table was set up with, or "". */
  name: string;
  /** A human seat nobody holds: one touch takes it. Always false for a bot's seat. */
  open: boolean;
}

/** A public table waiting for players. */
export interface LobbyTable {
  matchId: string;
  game: string;
  /** The options, without the seed. */
  options: Record<string, unknown>;
  seats: LobbySeat[];
  /** When the table was set up (ISO 8601, the server's clock). */
  createdAt: string;
  /** Seconds it had waited when this list was read. */
  waited: number;
}

/** `tables`: the lobby's list, newest first; sent on joining and whenever it changes. */
export interface LobbyMessage {
  tables: LobbyTable[];
}

/** Why a join was refused: the code the client's join rejects with. */
export const JoinError = {
  /** The join options are not the protocol's shape. */
  BadJoin: 4400,
  /** The seat token is not one this match issued (forged, or another match's). */
  BadToken: 4401,
  /** The seat token was given up: it no longer holds the seat. */
  StaleToken: 4402,
  /** The seat asked for already has a player. */
  SeatTaken: 4403,
  /** No match has this id. */
  NoSuchMatch: 4404,
  /** No open seat is left (or the spectators' places are all taken). */
  MatchFull: 4405,
  /** The seat asked for is not a human seat of this match. */
  NoSuchSeat: 4406,
  /** Another live room hosts the match; join again (transient). */
  HostedElsewhere: 4409,
  /** The match record could not be read or rebuilt; try again. */
  Unavailable: 4503,
} as const;
export type JoinErrorCode = keyof typeof JoinError;

/** The codes of matchmaking's own refusals, before any room is asked: a body too large, too many joins. */
export const MatchmakingError = { TooLarge: 4413, RateLimited: 4429 } as const;

const REFUSALS = new Set<number>([...Object.values(JoinError), ...Object.values(MatchmakingError)]);

/**
 * The HTTP status a matchmaking refusal is answered with: its code − 4000
 * for the protocol's codes (4404 → 404), an HTTP status as it is, else 500.
 * The body says the code itself: `{ code, error }`.
 */
export function statusOfJoinCode(code: number): number {
  if (REFUSALS.has(code)) return code - 4000;
  if (code >= 400 && code < 600) return code;
  return 500;
}

/**
 * The code of a refused join as a client reads it: @colyseus/sdk 0.18
 * reports a refusal answered by matchmaking (HTTP) with its HTTP status
 * (404), one answered by the room (over the WebSocket) with its code
 * (4404): both stand for the same code, which this returns.
 */
export function joinCodeOf(code: unknown): number | undefined {
  if (typeof code !== "number") return undefined;
  return REFUSALS.has(code + 4000) ? code + 4000 : code;
}

/**
 * The close code sent to a seat's connections when their seat is given up:
 * they are not taken back (not even by `reconnect`). Distinct from every
 * code Colyseus itself closes with (4000, 4002, 4010, 42xx).
 */
export const CLOSE_SEAT_GIVEN_UP = 4301;
/** The close code sent when another process took the match over: join again. */
export const CLOSE_HOSTED_ELSEWHERE = 4009;
