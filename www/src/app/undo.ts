// The take-back policy of a digital table: a seat may take back its own
// last actions until hidden information was revealed or chance resolved,
// never across another seat's action.
import { outcome } from "../engine";
import type { Action } from "ruleshelf";
import type { AnyGameUi } from "../games/types";
import type { Session } from "./session";

/**
 * The action Undo would take back now, if any. `holds(seat)` tells whether
 * that seat holds the device (only it may take its move back).
 */
export function undoable(session: Session, ui: AnyGameUi, holds: (seat: number) => boolean): Action | undefined {
  return whyNoUndo(session, ui, holds) === "" ? session.actions[session.actions.length - 1] : undefined;
}

/** Why Undo is not offered, in words ("" when it is). */
export function whyNoUndo(session: Session, ui: AnyGameUi, holds: (seat: number) => boolean): string {
  if (outcome(session.state)) return "The game is over.";
  const last = session.actions[session.actions.length - 1];
  if (!last) return "Nothing has been played yet.";
  if (session.setup.kinds[last.seat] !== "human") return "The last move was a bot's; it cannot be taken back.";
  if (ui.isUndoBarrier(last)) return "The last move revealed something hidden or left something to chance; it cannot be taken back.";
  if (!holds(last.seat)) return "Only the seat that made the last move may take it back.";
  return "";
}
