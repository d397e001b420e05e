// Who is at a table: the connections (visitors) and the seats at run time,
// with presence (here, away, open), the bots covering gone players, and
// who may be played by a bot now. Pure state and rules over it; the room
// sends the messages.
import type { Client, Deferred } from "@colyseus/core";
import { LIMITS, type SeatInfo } from "./protocol.js";
import { RateLimit } from "./rateLimit.js";

/** Who a client is at this table: set by onAuth, kept on the client. */
export interface Auth {
  seat: number | null;
  /** A seat token just issued (sent once, in `welcome`). */
  token?: string;
  /** The hash of the seat token this connection proved or was issued. */
  hash?: string;
  /** The address its messages count against. */
  address: string;
}
export interface Visitor {
  seat: number | null;
  /** A spectator's own rate (a seat's connections share the seat's). */
  limit: RateLimit;
  /** How many log entries this client has been sent. */
  seen: number;
  /** The hash of the seat token behind this connection: a reconnection is taken back only while it holds the seat. */
  hash: string | undefined;
  address: string;
  /** Its seat was given up: it never comes back. */
  gaveUp: boolean;
  /** When it was last told it is rate limited. */
  toldAt: number;
  /** A spectator's own chat rate (a seat's connections share the seat's). */
  chatLimit: RateLimit;
}

/** A seat at run time. */
export interface SeatState {
  kind: "human" | "bot";
  name: string;
  /** The hash of the live token; undefined while nobody holds the seat. */
  token: string | undefined;
  /** The connections playing this seat now. */
  here: Set<Client>;
  /** When the seat last had nobody here (ms, performance clock). */
  goneSince: number;
  /** Whether its player gave it up (then a bot plays it until someone takes it). */
  givenUp: boolean;
  covered: boolean;
  /** The messages its connections may send, all together. */
  limit: RateLimit;
  /** The chat lines its connections may send, all together. */
  chatLimit: RateLimit;
  /** Whether its clock ran out: a bot plays its move (with a clock per game, every move left). */
  outOfTime: boolean;
  /** Its clock: milliseconds left, and since when it runs (undefined: stopped). */
  clock: { left: number; since: number | undefined };
  /** Reconnections held for its dropped connections. */
  held: Set<Deferred<Client>>;
}

/** A chat rate: `LIMITS.chatPerMinute` lines a minute, in bursts of `LIMITS.chatBurst`. */
export const chatRate = () => new RateLimit(LIMITS.chatPerMinute / 60, LIMITS.chatBurst);

/** A seat as the room starts it. */
export function newSeat(
  setup: { kind: "human" | "bot"; name: string },
  rate: { perSecond: number; burst: number },
  clockMs: number,
  now: number,
): SeatState {
  return {
    kind: setup.kind,
    name: setup.name,
    token: undefined,
    here: new Set(),
    goneSince: now,
    givenUp: false,
    covered: false,
    limit: new RateLimit(rate.perSecond, rate.burst),
    chatLimit: chatRate(),
    held: new Set(),
    outOfTime: false,
    clock: { left: clockMs, since: undefined },
  };
}

/** A connection arrives at its seat: a bot covering the seat stops. Whether a bot was covering it. */
export function arrive(at: SeatState, client: Client): boolean {
  at.here.add(client);
  const wasCovered = at.covered;
  at.covered = false;
  at.givenUp = false;
  return wasCovered;
}

/** A connection leaves its seat. */
export function depart(at: SeatState, client: Client, now: number): void {
  at.here.delete(client);
  if (at.here.size === 0) at.goneSince = now;
}

/**
 * Covers with a bot each taken (or given-up) human seat whose player has
 * been gone `absentAfter` seconds (a given-up one at once). Whether any
 * seat changed.
 */
export function coverAbsent(seats: SeatState[], absentAfter: number, now: number): boolean {
  let changed = false;
  for (const at of seats) {
    const gone =
      at.kind === "human" && at.here.size === 0 && (at.token !== undefined || at.givenUp);
    if (gone && !at.covered && (at.givenUp || now - at.goneSince >= absentAfter * 1000)) {
      at.covered = true;
      changed = true;
    }
  }
  return changed;
}

/** The seats as everyone at the table sees them. */
export function seatInfo(seats: SeatState[]): SeatInfo[] {
  return seats.map((at, seat) => ({
    seat,
    kind: at.kind,
    name: at.name || `Seat ${seat + 1}`,
    player:
      at.kind === "bot"
        ? null
        : at.here.size > 0
          ? "here"
          : at.token !== undefined
            ? "away"
            : "open",
    covered: at.covered,
    outOfTime: at.outOfTime,
  }));
}

/**
 * Whether anyone is at the table for bots to play with: a player with a
 * connection, or (at a table with no human seat) anyone connected. Bots
 * never play on alone, whatever the timeouts: a match nobody is at waits.
 */
export function someoneAt(seats: SeatState[], connections: number): boolean {
  const humans = seats.filter((at) => at.kind === "human");
  if (humans.length === 0) return connections > 0;
  return humans.some((at) => at.here.size > 0);
}

/** Whether a bot plays `seat` now: a bot's seat, or one covered or out of time, with someone at the table. */
export function botPlays(seats: SeatState[], seat: number, connections: number): boolean {
  const at = seats[seat];
  return (
    at !== undefined &&
    (at.kind === "bot" || at.covered || at.outOfTime) &&
    someoneAt(seats, connections)
  );
}
