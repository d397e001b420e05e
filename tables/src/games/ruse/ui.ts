import { defineUi } from "../types";
import { Rules } from "./Rules";
import { Table } from "./Table";
import { describeAction, describeEvent, type RuseAct } from "./words";

/**
 * Actions that can neither reveal anything nor resolve chance, whatever
 * follows them: a fox's move (only marks' tolls), selling the cheese, a
 * mark or a resource bought, a placement in the Mountains' exploration zone
 * or on a den action space (no bonus), and the kits' growth steps (icons,
 * VP, a released kit or cube). Everything else may draw a tile or card,
 * flip a hunting tile, or end the turn (the next die is rolled), directly
 * or through a bonus it grants (track tiles and den cells give hunts and
 * den path tiles).
 */
function isUndoBarrier(action: RuseAct): boolean {
  switch (action.type) {
    case "move":
    case "sellCheese":
    case "mountainExplore":
    case "den":
    case "grow":
    case "exit":
    case "toDen":
    case "exchangeHunting":
      return false;
    case "buy":
      return action.buy !== "mark" && action.buy !== "resource";
    default:
      return true;
  }
}

export const ruseUi = defineUi<"ruse">({
  Table,
  describeEvent,
  describeAction,
  // Objective hands, drawn den tiles and the bags are secret.
  hidesInformation: true,
  isUndoBarrier,
  Rules,
  wide: true,
  opponent: "VIXEN",
});
