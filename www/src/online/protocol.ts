// The messages of the online game server (server/src/protocol.ts is the
// source; docs/online.md the contract), as the browser reads them.
import type { GameId, GameView, LogEntry, Outcome } from "ruleshelf";

export interface SeatInfo {
  seat: number;
  kind: "human" | "bot";
  name: string;
  /** For a human seat: nobody has taken it, its player is here, or gone. */
  player: "open" | "here" | "away" | null;
  /** Whether a bot plays this human seat until its player returns. */
  covered: boolean;
}

export interface Welcome {
  protocol: number;
  matchId: string;
  game: GameId;
  options: Record<string, unknown>;
  seat: number | null;
  token?: string;
  seats: SeatInfo[];
  absentAfter: number;
}

export interface ViewMessage {
  turn: number;
  view: GameView;
  from: number;
  events: LogEntry[];
  toAct: number[];
  outcome: Outcome | null;
}

export interface Refusal {
  code: string;
  message: string;
}

/** A table's setup, as POST /api/tables takes it. */
export interface TableSetup {
  game: GameId;
  options: Record<string, string | number | boolean>;
  seats: { kind: "human" | "bot"; name: string }[];
  absentAfter: number;
  botPace?: number;
}

/** Join codes (the numbers a refused join rejects with). */
export const JOIN_CODES: Readonly<Record<number, string>> = {
  4400: "BadJoin",
  4401: "BadToken",
  4402: "StaleToken",
  4403: "SeatTaken",
  4404: "NoSuchMatch",
  4405: "MatchFull",
  4406: "NoSuchSeat",
  4409: "HostedElsewhere",
  4503: "Unavailable",
};

/** Close codes the server ends a connection with on purpose. */
export const CLOSE_SEAT_GIVEN_UP = 4002;
export const CLOSE_HOSTED_ELSEWHERE = 4009;
