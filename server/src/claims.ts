// Seat claims: every seat token a match issued (by hash: its seat, and
// whether it was given up), and the claims whose token has not reached its
// client yet. A claim is provisional until the client's socket shows it
// read its welcome (frames.ts `whenDelivered`); a claim whose socket closes
// first is undone and the seat opens to its invite link again. Only the
// room hosting the match (under its lease) gives its seats, so this is the
// truth while it hosts; the store has the final claims.
import type { Client } from "@colyseus/core";
import { JoinRefusal } from "./errors.js";
import type { JoinRequest } from "./protocol.js";
import type { SeatState } from "./seats.js";
import { hashOf, newSeatToken } from "./seatToken.js";

/** A token this match issued. */
export interface Issued {
  seat: number;
  revoked: boolean;
}

/** What a seated join holds: its seat, its token's hash, and the token when it was just issued. */
export interface Claimed {
  seat: number;
  hash: string;
  token?: string;
}

export class SeatClaims {
  private readonly tokens = new Map<string, Issued>();
  /** Claims not delivered yet: hash → the joining client and the name it gave. */
  private readonly undelivered = new Map<string, { client: Client; name: string }>();

  /** The tokens the store holds for the match. */
  constructor(rows: { hash: string; seat: number; revoked: boolean }[]) {
    for (const row of rows) this.tokens.set(row.hash, { seat: row.seat, revoked: row.revoked });
  }

  /** The seat a token's join holds (refused: `BadToken`, `StaleToken`). */
  byToken(token: string): Claimed {
    const hash = hashOf(token);
    const known = this.tokens.get(hash);
    if (!known) throw new JoinRefusal("BadToken", "this match never issued that seat token");
    if (known.revoked)
      throw new JoinRefusal(
        "StaleToken",
        `that token no longer holds seat ${known.seat}: it was given up`,
      );
    return { seat: known.seat, hash };
  }

  /**
   * Claims the seat a join asks for (`seat: n` or `"any"`) for `client`,
   * provisionally: a new token, the seat held by it (refused: `MatchFull`,
   * `NoSuchSeat`, `SeatTaken`).
   */
  claim(
    join: Extract<JoinRequest, { as: "seat" }>,
    seats: SeatState[],
    client: Client,
  ): Required<Claimed> {
    const seat =
      join.seat === "any"
        ? seats.findIndex((s) => s.kind === "human" && s.token === undefined)
        : join.seat;
    if (seat < 0) throw new JoinRefusal("MatchFull", "every human seat of this match has a player");
    const at = seats[seat];
    if (!at || at.kind !== "human")
      throw new JoinRefusal("NoSuchSeat", `seat ${seat} is not a human seat of this match`);
    if (at.token !== undefined)
      throw new JoinRefusal("SeatTaken", `seat ${seat} already has a player`);
    const { token, hash } = newSeatToken();
    const name = join.name ?? at.name;
    this.undelivered.set(hash, { client, name });
    this.tokens.set(hash, { seat, revoked: false });
    Object.assign(at, { token: hash, name, givenUp: false, covered: false });
    return { seat, token, hash };
  }

  /** Whether `client`'s claim of `hash` waits for its delivery. */
  pending(hash: string, client?: Client): boolean {
    const claim = this.undelivered.get(hash);
    return claim !== undefined && (client === undefined || claim.client === client);
  }

  /** The claim of `client` was delivered: it is final; its token and name, to store (none if it was not pending). */
  delivered(hash: string, client: Client): { issued: Issued; name: string } | undefined {
    const claim = this.undelivered.get(hash);
    if (claim?.client !== client) return undefined;
    this.undelivered.delete(hash);
    const issued = this.tokens.get(hash);
    return issued && { issued, name: claim.name };
  }

  /**
   * The socket of `client`'s pending claim closed: the claim is undone (it
   * was never stored) and its seat opens again, named as set up
   * (`setupName`). Whether a seat changed.
   */
  undo(
    hash: string,
    client: Client,
    seats: SeatState[],
    setupName: (seat: number) => string,
  ): boolean {
    if (!this.pending(hash, client)) return false;
    this.undelivered.delete(hash);
    const known = this.tokens.get(hash);
    this.tokens.delete(hash);
    const at = known ? seats[known.seat] : undefined;
    if (!known || !at || at.token !== hash) return false;
    const givenUp = [...this.tokens.values()].some((t) => t.seat === known.seat && t.revoked);
    Object.assign(at, {
      token: undefined,
      givenUp,
      name: setupName(known.seat),
      covered: false,
    });
    return true;
  }

  /** A seat's token was given up. */
  revoke(hash: string): void {
    const known = this.tokens.get(hash);
    if (known) known.revoked = true;
  }
}
