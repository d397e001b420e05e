import { defineUi } from "../types";
import { Rules } from "./Rules";
import { Table } from "./Table";
import { actionLabel, describeAction, describeEvent } from "./words";

export const ui = defineUi<"ruleta-rusa">({
  Table,
  describeEvent,
  describeAction,
  actionLabel: actionLabel,
  // Its outcome's scores only restate the places.
  scoreWords: () => undefined,
  // The stack's order is secret: a seat that looked or arranged knows it.
  hidesInformation: true,
  Rules,
});
