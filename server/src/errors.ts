// Every refusal the server gives, by name. A refused message is answered
// with an `error` message to its sender only; a refused join rejects the
// client's join with one of the numbered join codes. Neither changes the
// match. docs/online.md lists them all.
import { ServerError } from "@colyseus/core";
import { JoinError, type JoinErrorCode } from "./wire.js";

/** Why a message in a room was refused (the `code` of an `error` message). */
export type MessageErrorCode =
  /** Not decodable, or not the shape its type requires. */
  | "Malformed"
  /** Longer than the message limit. */
  | "TooLarge"
  /** A message type the protocol does not have. */
  | "UnknownType"
  /** More messages than the per-client rate allows. */
  | "RateLimited"
  /** A spectator sent what only a seated player may. */
  | "NotSeated"
  /** An action naming another seat than the sender's. */
  | "WrongSeat"
  /** An action sent for a position that has since changed. */
  | "StaleTurn"
  /** An undo the take-back policy does not allow (the message says which rule). */
  | "NotUndoable"
  /** The match record could not be stored: the action was not played. */
  | "Unavailable"
  /** Anything unexpected; the match is unchanged. */
  | "Internal"
  /** The rules' own refusals, passed on with the rule's words. */
  | "IllegalAction"
  | "NotYourTurn"
  | "GameOver"
  | "WrongGame"
  | "InvalidSeat";

/**
 * A refusal of a join, thrown from a room's onCreate or onAuth. It is a
 * Colyseus `ServerError`, which Colyseus answers to the client without
 * logging it: a refused join is the client's mistake, not the server's.
 */
export class JoinRefusal extends ServerError {
  override readonly name = "JoinRefusal";
  constructor(
    readonly kind: JoinErrorCode,
    message: string,
  ) {
    // The client sees `code` and `message`: the message starts with the
    // code's name so a client can tell them apart without the table.
    super(JoinError[kind], `${kind}: ${message}`);
  }
}

/** A refusal of a message, answered with an `error` message. */
export class MessageRefusal extends Error {
  override readonly name = "MessageRefusal";
  constructor(
    readonly code: MessageErrorCode,
    message: string,
  ) {
    super(message);
  }
}

/** The message of anything thrown. */
export function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
