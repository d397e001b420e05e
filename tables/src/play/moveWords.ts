// A move in the frame's words: Undo's tooltip names the seat's own move
// "your move" (never "Seat 1").
import type { Action } from "ruleshelf";
import type { AnyGameUi } from "../games/types";

/** Undo's tooltip for the seat's own move: "Take back your move: Reveal the top chip". */
export function takeBackWords(ui: AnyGameUi, action: Action, names: readonly string[]): string {
  return ui.actionLabel
    ? `Take back your move: ${ui.actionLabel(action, names)}`
    : `Take back ${ui.describeAction(action, names)}`;
}
