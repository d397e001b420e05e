import { defineUi } from "../types";
import { Rules } from "./Rules";
import { Table } from "./Table";
import { describeAction, describeEvent, reveals } from "./words";

export const ruse2014Ui = defineUi<"ruse-2014">({
  Table,
  describeEvent,
  describeAction,
  // Hands and the draw pile are secret.
  hidesInformation: true,
  // Undo barriers, judged from the action alone:
  // - Drawing from the draw pile shows its taker a hidden card.
  // - Every action that ends the turn (accuse, joker, alibi, discard — the
  //   discard after a cover-up too) begins the next turn, and that may flip
  //   the top card of the draw pile (when the discard pile is empty) or
  //   reshuffle the discard pile into a new draw pile and flip its top card
  //   (when the draw pile is empty): a hidden card shown and chance resolved.
  //   Which of those happens depends on the piles, which this function does
  //   not see, so every turn-ending action is a barrier.
  // What stays undoable reveals nothing: taking the top of the public
  // discard pile, and covering up evidence (the turn goes on with a
  // compulsory discard).
  isUndoBarrier: (action) => !(action.type === "coverUp" || (action.type === "draw" && action.from === "discard")),
  // Undo against bots goes by what reached the viewer: a card drawn or
  // turned up, or a card a bot played from its hidden hand.
  reveals,
  Rules,
});
