import { defineUi } from "../types";
import { Rules } from "./Rules";
import { Table } from "./Table";
import { describeAction, describeEvent } from "./words";

export const ui = defineUi<"ruse-2014">({
  Table,
  describeEvent,
  describeAction,
  // Hands and the draw pile are secret.
  hidesInformation: true,
  Rules,
});
