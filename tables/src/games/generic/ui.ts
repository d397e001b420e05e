import type { AnyGameUi } from "../types";
import { GenericTable } from "./GenericTable";
import { genericAction, genericEvent } from "./words";

/** The fallback for a game without a folder of its own. */
export const genericUi: AnyGameUi = {
  Table: GenericTable,
  describeEvent: (entry, names) => genericEvent(entry.event, names),
  describeAction: genericAction,
  hidesInformation: true,
};
