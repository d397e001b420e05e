// The room hosting a match as the modules of one concern see it (play.ts,
// undo.ts): its match, its seats and connections, how it sends a view, and
// how it gives the match up. The room (room.ts) is the only implementation.
import type { Client } from "@colyseus/core";
import { MessageRefusal } from "./errors.js";
import type { Match } from "./match.js";
import type { SeatState } from "./seats.js";

export interface HostedTable {
  /** The match in memory (its record and state). */
  readonly match: Match;
  readonly seats: readonly SeatState[];
  /** Every connection of the match, spectators too. */
  readonly clients: Iterable<Client>;
  /** The room is closing or gave the match up: nothing more is played here. */
  readonly disposed: boolean;
  /** The room's name as the lease's holder (`<process>/<room>`). */
  leaseHolder(): string;
  /** Sends `client` the current view with the log entries it has not been sent. */
  sendView(client: Client): void;
  /** Sends a message to every connection. */
  broadcast(type: string, body: unknown): void;
  /** Another process hosts the match now: every connection joins again (and finds it there). */
  lost(why: string): void;
}

/** The refusal of room work once the room has given its match up (or is closing). */
export function movingRefusal(): MessageRefusal {
  return new MessageRefusal("Unavailable", "this match is moving to another process: join again");
}
