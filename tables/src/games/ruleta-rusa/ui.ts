import { defineUi } from "../types";
import { Rules } from "./Rules";
import { Table } from "./Table";
import { describeAction, describeEvent, reveals } from "./words";

export const ruletaRusaUi = defineUi<"ruleta-rusa">({
  Table,
  describeEvent,
  describeAction,
  // The stack's order is secret: a seat that looked or arranged knows it.
  hidesInformation: true,
  // Any reveal resolves chance; Look shows a hidden chip.
  isUndoBarrier: (action) => action.type === "reveal" || action.type === "look",
  // Undo against bots goes by what the viewer saw: a reveal, a Look.
  reveals,
  Rules,
});
