import { defineUi } from "../types";
import { Rules } from "./Rules";
import { Table } from "./Table";
import { actionLabel, describeAction, describeEvent } from "./words";

export const ui = defineUi<"ruse-and-bruise">({
  Table,
  describeEvent,
  describeAction,
  actionLabel: (action) => actionLabel(action),
  // Hands, draw piles and face-down cards (even a seat's own, under a
  // Cloak) are secret: hot-seat play passes the device.
  hidesInformation: true,
  Rules,
});
