// The rule that bites when a turn ends ("Lose Condition"): a seat whose own
// turn ends with a Method, a Motive and an Opportunity of one suit in front
// of it is the murderer. Worked out from the view alone, before the move.
import type { Ruse2014Card, Ruse2014PlayerView } from "ruleshelf";
import { sameCard } from "./cards";
import type { RuseAction } from "./playable";

/** The Accusations in front of `seat` once `action` (by `seat`) is played. */
function accusationsAfter(
  action: RuseAction,
  seat: number,
  players: readonly Ruse2014PlayerView[],
): readonly Ruse2014Card[] {
  const mine = players[seat]?.accusations ?? [];
  switch (action.type) {
    case "joker": {
      const without = mine.filter((card) => !sameCard(card, action.accusation));
      return action.to === seat ? [...without, action.accusation] : without;
    }
    case "alibi": {
      // The Alibi refutes the Accusation of its value (there is at most one of each type, so one of each rank).
      const rank = action.card.type === "suited" ? action.card.rank : undefined;
      return mine.filter((card) => !(card.type === "suited" && card.rank === rank));
    }
    default:
      return mine;
  }
}

/** Whether `action` ends the seat's turn (drawing and covering up do not). */
function endsTurn(action: RuseAction): boolean {
  return action.type !== "draw" && action.type !== "coverUp";
}

/**
 * The warning to give before `action`, if it ends the turn with all three
 * types of Accusation in front of the seat (the limits make them one suit).
 */
export function murdererWarning(
  action: RuseAction,
  players: readonly Ruse2014PlayerView[],
): string | undefined {
  if (!endsTurn(action)) return undefined;
  if (accusationsAfter(action, action.seat, players).length < 3) return undefined;
  return "this ends your turn with a Method, a Motive and an Opportunity in front of you: you would be the murderer and lose the game.";
}
