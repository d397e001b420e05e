// A move in words with its seat named as the frame names seats: "You:
// Reveal the top chip" for the seat at the device, "Ana: …" for others.
import type { Action } from "ruleshelf";
import type { AnyGameUi } from "../games/types";
import { seatWords } from "../table/seats";

/** `action` with its seat ("You" for `viewer`), in the game's words. */
export function moveWords(
  ui: AnyGameUi,
  action: Action,
  names: readonly string[],
  viewer: number | undefined,
): string {
  if (!ui.actionLabel) return ui.describeAction(action, names);
  return `${seatWords(names, viewer).who(action.seat)}: ${ui.actionLabel(action, names)}`;
}

/** Undo's tooltip for the seat's own move: "Take back your move: Reveal the top chip". */
export function takeBackWords(ui: AnyGameUi, action: Action, names: readonly string[]): string {
  return ui.actionLabel
    ? `Take back your move: ${ui.actionLabel(action, names)}`
    : `Take back ${ui.describeAction(action, names)}`;
}
