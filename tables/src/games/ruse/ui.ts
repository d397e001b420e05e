import { defineUi } from "../types";
import { Rules } from "./Rules";
import { Table } from "./Table";
import { describeAction, describeEvent } from "./words";

export const ui = defineUi<"ruse">({
  Table,
  describeEvent,
  describeAction,
  // Objective hands, drawn den tiles and the bags are secret.
  hidesInformation: true,
  Rules,
  wide: true,
  opponent: "VIXEN",
});
