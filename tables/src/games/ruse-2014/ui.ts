import { defineUi } from "../types";
import { Rules } from "./Rules";
import { Table } from "./Table";
import { actionText, describeAction, describeEvent } from "./words";

export const ui = defineUi<"ruse-2014">({
  Table,
  describeEvent,
  describeAction,
  actionLabel: actionText,
  // Its scores only restate who was innocent; the end names the murderer.
  scoreWords: () => undefined,
  // Hands and the draw pile are secret.
  hidesInformation: true,
  Rules,
});
