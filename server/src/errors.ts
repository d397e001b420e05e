// Every refusal the server gives, by name. A refused message is answered
// with an `error` message to its sender only; a refused join rejects the
// client's join with one of the numbered join codes. Neither changes the
// match. docs/online.md lists them all.

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

/** Why a join was refused: the code the client's join rejects with. */
export const JoinError = {
  /** The join options are not the protocol's shape. */
  BadJoin: 4400,
  /** The seat token is not one this match issued (forged, or another match's). */
  BadToken: 4401,
  /** The seat token was given up or replaced: it no longer holds the seat. */
  StaleToken: 4402,
  /** The seat asked for already has a player. */
  SeatTaken: 4403,
  /** No match has this id. */
  NoSuchMatch: 4404,
  /** No open seat is left (or the spectators' places are all taken). */
  MatchFull: 4405,
  /** The seat asked for is not a human seat of this match. */
  NoSuchSeat: 4406,
  /** Another live process hosts the match; join again (transient). */
  HostedElsewhere: 4409,
  /** The match record could not be read or stored; try again. */
  Unavailable: 4503,
} as const;
export type JoinErrorCode = keyof typeof JoinError;

/** A refusal of a join, thrown from a room's onCreate or onAuth. */
export class JoinRefusal extends Error {
  readonly code: number;
  override readonly name = "JoinRefusal";
  constructor(
    readonly kind: JoinErrorCode,
    message: string,
  ) {
    // The client sees `code` and `message`: the message starts with the
    // code's name so a client can tell them apart without the table.
    super(`${kind}: ${message}`);
    this.code = JoinError[kind];
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
