// The take-back policy (Board Game Arena's): the seat holding the device
// may take back its last decision together with the bots' replies to it,
// as long as nothing of it showed that seat something hidden or left
// something to chance (a card drawn, a chip revealed, a bot's card from its
// hand) — then it cannot forget it. The engine says which log entries do
// (`revealed`, each game's `undo_barrier.rs`). Undo never goes across
// another human seat's move. The online server enforces the same policy.
import { outcome, revealed } from "../engine";
import type { Action } from "ruleshelf";
import { logMarks, type Session } from "./session";

/** What Undo would take back: the actions from `from` on. */
export interface TakeBack {
  from: number;
  /** The decision taken back (the first of them). */
  action: Action;
  /** How many bots' replies go with it. */
  replies: number;
}

/** What Undo would take back now, or why it is not offered (in words). */
export type Verdict = { ok: true; takeBack: TakeBack } | { ok: false; reason: string };

/** Undo now, judged once. `holds(seat)`: whether that seat holds the device. */
export function undoVerdict(session: Session, holds: (seat: number) => boolean): Verdict {
  if (outcome(session.state)) return { ok: false, reason: "The game is over." };
  const { actions, setup } = session;
  if (actions.length === 0) return { ok: false, reason: "Nothing has been played yet." };
  let from = actions.length - 1;
  while (from >= 0 && setup.kinds[actions[from]?.seat ?? -1] === "bot") from--;
  const action = actions[from];
  if (from < 0 || !action)
    return { ok: false, reason: "Only the bots have moved since: nothing of yours to take back." };
  const seat = action.seat;
  if (!holds(seat))
    return { ok: false, reason: "Only the seat that made the last move may take it back." };
  const replies = actions.length - 1 - from;
  if (revealed(session.state, seat, logMarks(session)[from] ?? 0)) {
    return {
      ok: false,
      reason:
        replies === 0
          ? "Your last move revealed something hidden or left something to chance; it cannot be taken back."
          : "Your last move, or a bot's reply to it, showed you something hidden or left something to chance; it cannot be taken back.",
    };
  }
  return { ok: true, takeBack: { from, action, replies } };
}
