// The checks every input from a client passes before anything reads it:
// join options, room messages, a table's setup; and the limits. The shapes
// both ends read are in wire.ts; docs/online.md is the prose version.
import type { Action, BotOptions, GameId, LogEntry, Outcome, ViewText } from "./engine.js";
import { JoinRefusal, MessageRefusal } from "./errors.js";
import type * as Wire from "./wire.js";
import type { Clock, Limits } from "./wire.js";

/** Limits every process applies to every client. */
export const LIMITS: Readonly<Limits> = {
  /** The longest room message, in bytes, that is read at all. */
  messageBytes: 8 * 1024,
  /** Frames past this are not even read: the transport closes the socket (1009). */
  frameBytes: 64 * 1024,
  /** Room messages per second one seat (or one spectator) may send, on average (CLIENT_RATE changes it)… */
  perSecond: 10,
  /** …with bursts of up to this many (or twice CLIENT_RATE). */
  burst: 20,
  /** Room messages per second from one address, every connection together (three times a seat's)… */
  addressPerSecond: 30,
  /** …with bursts of up to this many (three times a seat's). */
  addressBurst: 60,
  /** Matchmaking requests (joins, reconnections) per second from one address (JOIN_RATE), bursts of four times as many. */
  joinsPerSecond: 10,
  /** The longest HTTP request body (a table's setup, a matchmaking request). */
  bodyBytes: 16 * 1024,
  /** Spectators one match admits. */
  spectators: 64,
  /** Seconds a dropped connection keeps its place before it counts as gone. */
  reconnectSeconds: 20,
  /** The longest player name. */
  nameLength: 20,
  /** The longest chat line, in characters. */
  chatLength: 200,
  /** Chat lines one seat (or one spectator) may send a minute, on average… */
  chatPerMinute: 12,
  /** …in bursts of up to this many. */
  chatBurst: 5,
};

// ---- client → server (room messages) ----

/** `act`, as the server reads it. */
export type ActMessage = Wire.ActMessage<Record<string, unknown> & { type: string }>;

/** The room message types a client may send, and the shape each takes. */
export type ClientMessage =
  | { type: "act"; body: ActMessage }
  | { type: "leaveSeat"; body: Record<string, never> }
  | { type: "chat"; body: Wire.SayMessage }
  | { type: "undo"; body: Wire.UndoMessage }
  | { type: "review"; body: Wire.ReviewMessage };

// ---- server → client (room messages) ----

export type {
  ChatLine,
  Clock,
  ClockState,
  LobbyMessage,
  LobbySeat,
  LobbyTable,
  SeatInfo,
  TableSettings,
  Welcome,
  Refusal,
} from "./wire.js";
export { PROTOCOL } from "./wire.js";
/** `view`, with the package's types: the view as the engine's text. */
export type ViewMessage = Wire.ViewMessage<ViewText, LogEntry, Outcome>;
/** `past`, likewise. */
export type PastMessage = Wire.PastMessage<ViewText>;

// ---- join options (matchmaking) ----

/** How a client joins a match. */
export type JoinRequest =
  | { matchId: string; as: "token"; token: string }
  | { matchId: string; as: "seat"; seat: number | "any"; name: string | undefined }
  | { matchId: string; as: "spectator" };

const MATCH_ID = /^[A-Za-z0-9_-]{6,40}$/;
const TOKEN = /^[A-Za-z0-9_-]{16,100}$/;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

// Control characters (and, for chat, the two Unicode line breaks).
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f]/g;
// eslint-disable-next-line no-control-regex
const CONTROL_OR_BREAK = /[\u0000-\u001f\u007f\u2028\u2029]/g;

/** A player's name as typed, made safe to show: trimmed, cut, control characters dropped. */
export function cleanName(value: unknown): string {
  if (typeof value !== "string") return "";
  return value.replace(CONTROL, "").trim().slice(0, LIMITS.nameLength);
}

export function isMatchId(value: unknown): value is string {
  return typeof value === "string" && MATCH_ID.test(value);
}

/**
 * A chat line as typed, made safe to keep and show: control characters
 * (line breaks too) become spaces, runs of spaces one, trimmed. It stays
 * text: clients show it as text, never as markup.
 */
export function cleanChat(value: string): string {
  return value
    .replace(CONTROL_OR_BREAK, " ")
    .replace(/\s{2,}/g, " ")
    .trim();
}

/** Reads a message whose body is `{ turn }` only. */
function readTurn(type: string, body: unknown, what: string): { turn: number } {
  if (
    !isRecord(body) ||
    !Number.isInteger(body.turn) ||
    (body.turn as number) < 0 ||
    Object.keys(body).length !== 1
  ) {
    throw new MessageRefusal("Malformed", `a ${type} message is { turn }: ${what}`);
  }
  return { turn: body.turn as number };
}

/** Reads join options: `{ matchId, token }`, `{ matchId, seat, name? }` or `{ matchId }`. */
export function readJoin(options: unknown): JoinRequest {
  if (!isRecord(options)) throw new JoinRefusal("BadJoin", "the join options must be an object");
  const { matchId, token, seat, name } = options;
  if (!isMatchId(matchId)) throw new JoinRefusal("BadJoin", '"matchId" must be a match id');
  if (token !== undefined) {
    if (typeof token !== "string" || !TOKEN.test(token))
      throw new JoinRefusal("BadToken", "that is not a seat token");
    return { matchId, as: "token", token };
  }
  if (seat !== undefined) {
    if (
      seat !== "any" &&
      !(Number.isInteger(seat) && (seat as number) >= 0 && (seat as number) < 16)
    ) {
      throw new JoinRefusal("BadJoin", '"seat" must be a seat number or "any"');
    }
    if (name !== undefined && typeof name !== "string")
      throw new JoinRefusal("BadJoin", '"name" must be a string');
    return {
      matchId,
      as: "seat",
      seat: seat as number | "any",
      name: cleanName(name) || undefined,
    };
  }
  return { matchId, as: "spectator" };
}

/** Checks a decoded room message of type `type` and returns it typed. */
export function readMessage(type: unknown, body: unknown): ClientMessage {
  if (type === "act") {
    if (!isRecord(body))
      throw new MessageRefusal("Malformed", "an act message is { action, turn }");
    const { action, turn } = body;
    if (!isRecord(action) || typeof action.type !== "string") {
      throw new MessageRefusal("Malformed", '"action" must be an action object with a "type"');
    }
    if (!Number.isInteger(turn) || (turn as number) < 0) {
      throw new MessageRefusal(
        "Malformed",
        '"turn" must be the turn number of the view the action was chosen from',
      );
    }
    return { type: "act", body: { action: action as ActMessage["action"], turn: turn as number } };
  }
  if (type === "leaveSeat") {
    if (body !== undefined && !(isRecord(body) && Object.keys(body).length === 0)) {
      throw new MessageRefusal("Malformed", "a leaveSeat message carries nothing");
    }
    return { type: "leaveSeat", body: {} };
  }
  if (type === "chat") {
    if (!isRecord(body) || typeof body.text !== "string" || Object.keys(body).length !== 1) {
      throw new MessageRefusal("Malformed", 'a chat message is { text } with "text" a string');
    }
    const text = cleanChat(body.text);
    if (text === "") throw new MessageRefusal("Malformed", "a chat line needs some text");
    const length = [...text].length;
    if (length > LIMITS.chatLength) {
      throw new MessageRefusal(
        "TooLarge",
        `a chat line is at most ${LIMITS.chatLength} characters (this one: ${length})`,
      );
    }
    return { type: "chat", body: { text } };
  }
  if (type === "undo") {
    return {
      type: "undo",
      body: readTurn(
        type,
        body,
        "the turn of the latest view, the one the decision to take back was seen in",
      ),
    };
  }
  if (type === "review")
    return {
      type: "review",
      body: readTurn(type, body, "how many actions into the match to look"),
    };
  throw new MessageRefusal(
    "UnknownType",
    `there is no message type ${JSON.stringify(String(type)).slice(0, 60)}`,
  );
}

// ---- a table's setup (POST /api/tables) ----

/** Who sits at a seat. */
export interface SeatSetup {
  kind: "human" | "bot";
  name: string;
  /** A bot's settings (for a bot seat, and for a bot covering a gone player). */
  bot?: BotOptions;
}

/** How a table is set up: the game, its options (no seed), the seats, the pace. */
export interface TableSetup {
  game: GameId;
  options: Record<string, unknown>;
  seats: SeatSetup[];
  /** Seconds after which a gone player's seat is played by a bot (0: never). */
  absentAfter: number;
  /** Milliseconds a bot waits before it moves, so players can follow. */
  botPace: number;
  /** A turn clock, or null for none. */
  clock: Clock | null;
  /** Whether spectators may write in the chat. */
  spectatorsChat: boolean;
  /** Whether the lobby lists the table (else only its invite links lead to it). */
  public: boolean;
  /** The human seat its creator takes, held for them from the start (see `TableRequest.host`), or null. */
  host: number | null;
}

/** The longest and shortest a clock may be set to, in seconds. */
export const CLOCK_LIMITS = {
  move: { min: 10, max: 3600 },
  game: { min: 30, max: 24 * 3600 },
} as const;

function readClock(value: unknown): Clock | null {
  if (value === undefined || value === null) return null;
  if (
    !isRecord(value) ||
    (value.per !== "move" && value.per !== "game") ||
    Object.keys(value).some((key) => key !== "per" && key !== "seconds")
  ) {
    throw new SetupError('"clock" is null or { per: "move" | "game", seconds }');
  }
  const { min, max } = CLOCK_LIMITS[value.per];
  if (
    !Number.isInteger(value.seconds) ||
    (value.seconds as number) < min ||
    (value.seconds as number) > max
  ) {
    throw new SetupError(
      `a clock per ${value.per} is a whole number of seconds from ${min} to ${max}`,
    );
  }
  return { per: value.per, seconds: value.seconds as number };
}

/** The levels a seat's bot may name: the engine's named levels, and the raw ones. */
const BOT_LEVELS: readonly NonNullable<BotOptions["level"]>[] = [
  "easy",
  "normal",
  "hard",
  "random",
  "ismcts",
];

function isBotLevel(value: unknown): value is NonNullable<BotOptions["level"]> {
  return BOT_LEVELS.some((level) => level === value);
}

/** The bot settings a seat gets when its setup names none. */
export const DEFAULT_BOT: BotOptions = { level: "ismcts", iterations: 300 };

export class SetupError extends Error {
  readonly code = "BadSetup";
}

function readBot(value: unknown): BotOptions | undefined {
  if (value === undefined) return undefined;
  if (!isRecord(value)) throw new SetupError('a seat\'s "bot" must be bot options');
  const { level, iterations } = value;
  const extra = Object.keys(value).filter((key) => key !== "level" && key !== "iterations");
  if (extra.length > 0)
    throw new SetupError(
      `a seat's bot takes "level" and "iterations" only, not ${extra.join(", ")}`,
    );
  if (level !== undefined && !isBotLevel(level))
    throw new SetupError(
      'a bot\'s level is "easy", "normal" or "hard" (the named levels), or "random" or "ismcts"',
    );
  if (
    iterations !== undefined &&
    !(Number.isInteger(iterations) && (iterations as number) >= 1 && (iterations as number) <= 5000)
  ) {
    throw new SetupError("a bot's iterations are a whole number from 1 to 5000");
  }
  return {
    ...(isBotLevel(level) ? { level } : {}),
    ...(iterations !== undefined ? { iterations: iterations as number } : {}),
  };
}

/**
 * Reads a table's setup, with the catalogue's game ids. The engine checks
 * the options themselves when the match is set up.
 */
export function readSetup(body: unknown, gameIds: readonly string[]): TableSetup {
  if (!isRecord(body)) throw new SetupError("the setup must be an object { game, options, seats }");
  const {
    game,
    options = {},
    seats,
    absentAfter = 60,
    botPace = 700,
    clock,
    spectatorsChat = false,
    public: listed = false,
    host = null,
  } = body;
  if (typeof game !== "string" || !gameIds.includes(game)) {
    throw new SetupError(`"game" must be one of: ${gameIds.join(", ")}`);
  }
  if (!isRecord(options)) throw new SetupError('"options" must be an object');
  if ("seed" in options)
    throw new SetupError("the server draws the seed (it is shown once the match has ended)");
  if (!Array.isArray(seats) || seats.length === 0 || seats.length > 16)
    throw new SetupError('"seats" must list the seats');
  const read: SeatSetup[] = seats.map((seat, index) => {
    if (!isRecord(seat) || (seat.kind !== "human" && seat.kind !== "bot")) {
      throw new SetupError(`seat ${index + 1} must be { kind: "human" | "bot", name? }`);
    }
    const bot = readBot(seat.bot);
    return { kind: seat.kind, name: cleanName(seat.name), ...(bot ? { bot } : {}) };
  });
  if ("seats" in options && options.seats !== read.length)
    throw new SetupError('"options.seats" must match the seats listed');
  if (
    !Number.isInteger(absentAfter) ||
    (absentAfter as number) < 0 ||
    (absentAfter as number) > 3600
  ) {
    throw new SetupError('"absentAfter" is a whole number of seconds from 0 (never) to 3600');
  }
  if (!Number.isInteger(botPace) || (botPace as number) < 0 || (botPace as number) > 10000) {
    throw new SetupError('"botPace" is a whole number of milliseconds from 0 to 10000');
  }
  if (typeof spectatorsChat !== "boolean")
    throw new SetupError('"spectatorsChat" is true or false');
  if (typeof listed !== "boolean")
    throw new SetupError('"public" is true (listed in the lobby) or false (invite only)');
  if (host !== null && !(Number.isInteger(host) && read[host as number]?.kind === "human")) {
    throw new SetupError(
      '"host" is the number of the human seat the table\'s creator takes (from 0), or null',
    );
  }
  return {
    game: game as GameId,
    options: { ...options, seats: read.length },
    seats: read,
    absentAfter: absentAfter as number,
    botPace: botPace as number,
    clock: readClock(clock),
    spectatorsChat,
    public: listed,
    host: host as number | null,
  };
}

export type { Action };
