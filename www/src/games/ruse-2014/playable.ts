// The seat's legal actions sorted for the table: which card of the hand
// each one plays, and the actions that play no card of the hand.
import type { Action, Ruse2014Card } from "ruleshelf";
import { cardKey } from "./cards";

export type RuseAction = Action<"ruse-2014">;
export type ActionOf<T extends RuseAction["type"]> = Extract<RuseAction, { type: T }>;

/** The card of the hand an action plays, if it plays one. */
export function handCardOf(action: RuseAction): Ruse2014Card | undefined {
  switch (action.type) {
    case "accuse":
    case "alibi":
    case "discard":
      return action.card;
    case "joker":
      return { type: "joker" };
    case "draw":
    case "coverUp":
      return undefined;
  }
}

/** The actions of each card of the hand, by card key, in the engine's order. */
export function actionsByCard(actions: readonly RuseAction[]): Map<string, RuseAction[]> {
  const byCard = new Map<string, RuseAction[]>();
  for (const action of actions) {
    const card = handCardOf(action);
    if (!card) continue;
    const key = cardKey(card);
    const list = byCard.get(key);
    if (list) list.push(action);
    else byCard.set(key, [action]);
  }
  return byCard;
}

export function ofType<T extends RuseAction["type"]>(actions: readonly RuseAction[], type: T): ActionOf<T>[] {
  return actions.filter((action): action is ActionOf<T> => action.type === type);
}
