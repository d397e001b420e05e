// The take-back policy (Board Game Arena's): the seat holding the device
// may take back its last decision together with the bots' replies to it,
// as long as nothing of it showed that seat something hidden (a card drawn,
// a chip revealed, a bot's card from its hand) — then it cannot forget it.
// Undo never goes across another human seat's move. A game that says which
// log entries reveal something (`reveals`) is judged by what actually
// reached the seat; one that does not, by its `isUndoBarrier` actions.
import { outcome } from "../engine";
import type { Action, LogEntry } from "ruleshelf";
import type { AnyGameUi } from "../games/types";
import { logMarks, type Session } from "./session";

/** What Undo would take back: the actions from `from` on. */
export interface TakeBack {
  from: number;
  /** The decision taken back (the first of them). */
  action: Action;
  /** How many bots' replies go with it. */
  replies: number;
}

type Verdict = { ok: true; takeBack: TakeBack } | { ok: false; reason: string };

/** Whether action `index` showed `seat` anything hidden. */
function revealed(session: Session, ui: AnyGameUi, index: number, seat: number): boolean {
  const action = session.actions[index];
  if (!action) return false;
  if (!ui.reveals) return ui.isUndoBarrier(action);
  const marks = logMarks(session);
  const entries: readonly LogEntry[] = session.state.log.slice(marks[index], marks[index + 1]);
  return entries.some((entry) => (entry.to === undefined || entry.to === seat) && ui.reveals?.(entry, seat));
}

function judge(session: Session, ui: AnyGameUi, holds: (seat: number) => boolean): Verdict {
  if (outcome(session.state)) return { ok: false, reason: "The game is over." };
  const { actions, setup } = session;
  if (actions.length === 0) return { ok: false, reason: "Nothing has been played yet." };
  let from = actions.length - 1;
  while (from >= 0 && setup.kinds[actions[from]?.seat ?? -1] === "bot") from--;
  const action = actions[from];
  if (from < 0 || !action) return { ok: false, reason: "Only the bots have moved since: nothing of yours to take back." };
  const seat = action.seat;
  if (!holds(seat)) return { ok: false, reason: "Only the seat that made the last move may take it back." };
  if (revealed(session, ui, from, seat)) {
    return {
      ok: false,
      reason: "Your last move revealed something hidden or left something to chance; it cannot be taken back.",
    };
  }
  for (let index = from + 1; index < actions.length; index++) {
    if (revealed(session, ui, index, seat)) {
      return { ok: false, reason: "A bot's reply showed you something hidden; your move can no longer be taken back." };
    }
  }
  return { ok: true, takeBack: { from, action, replies: actions.length - 1 - from } };
}

/** What Undo would take back now, if anything. `holds(seat)`: whether that seat holds the device. */
export function undoable(session: Session, ui: AnyGameUi, holds: (seat: number) => boolean): TakeBack | undefined {
  const verdict = judge(session, ui, holds);
  return verdict.ok ? verdict.takeBack : undefined;
}

/** Why Undo is not offered, in words ("" when it is). */
export function whyNoUndo(session: Session, ui: AnyGameUi, holds: (seat: number) => boolean): string {
  const verdict = judge(session, ui, holds);
  return verdict.ok ? "" : verdict.reason;
}
