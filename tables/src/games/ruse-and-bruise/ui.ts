import { defineUi } from "../types";
import { Rules } from "./Rules";
import { Table } from "./Table";
import { describeAction, describeEvent, reveals } from "./words";

export const ruseAndBruiseUi = defineUi<"ruse-and-bruise">({
  Table,
  describeEvent,
  describeAction,
  // Hands, draw piles and face-down cards (even a seat's own, under a
  // Cloak) are secret: hot-seat play passes the device.
  hidesInformation: true,
  // Every action of this game is a barrier, after the engine's own order
  // (turn.rs::settle, decision.rs, draw.rs):
  // - play: the card above it may flip (revealing it, and maybe moving an
  //   Explorer, discarding with an Assassin, ...); whatever happens, the
  //   turn ends with the player drawing from its shuffled draw pile (chance,
  //   and a card only it now knows), or with the round's end, which turns
  //   every card up. Whether something flips cannot be told from the action
  //   alone (the table may hold face-down cards of others), and the only
  //   play that neither flips nor draws (both the player's piles empty,
  //   ruling R2) is not told by the action either.
  // - hide: the Cloak's owner draws right after hiding, then the turn
  //   player draws (ruling R10).
  // - swapGoals / keepGoals: the turn goes on with the turn player's draw,
  //   and a swap may end the round (everything turns up).
  isUndoBarrier: (action) =>
    action.type === "play" || action.type === "hide" || action.type === "swapGoals" || action.type === "keepGoals",
  // Undo against bots goes by what reached the viewer: a card drawn, another
  // seat's card turned up, a new round's goals.
  reveals,
  Rules,
});
