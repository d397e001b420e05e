// The game server's messages (server/src/wire.ts is their one definition,
// shared with the server; docs/online.md the contract), with the package's
// types for views, log entries and outcomes.
import type { GameId, GameView, LogEntry, Outcome, ViewText } from "ruleshelf";
import type * as Wire from "../../../server/src/wire";

export type { Refusal, SeatInfo } from "../../../server/src/wire";
export {
  CLOSE_HOSTED_ELSEWHERE,
  CLOSE_SEAT_GIVEN_UP,
  JoinError,
  joinCodeOf,
} from "../../../server/src/wire";
export type Welcome = Wire.Welcome<GameId>;
export type ViewMessage = Wire.ViewMessage<GameView, LogEntry, Outcome>;
/** `view` as it comes: the view as the engine's text (`readView` reads it). */
export type SentView = Wire.ViewMessage<ViewText, LogEntry, Outcome>;
export type TableSetup = Wire.TableRequest<GameId>;
export type {
  ChatLine,
  Clock,
  ClockState,
  CreatedTable,
  TableSettings,
  UndoneMessage,
} from "../../../server/src/wire";
export type PastMessage = Wire.PastMessage<GameView>;
/** `past` as it comes, likewise. */
export type SentPast = Wire.PastMessage<ViewText>;
