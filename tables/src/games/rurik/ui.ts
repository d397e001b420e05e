import { defineUi } from "../types";
import { Rules } from "./Rules";
import { Table } from "./Table";
import { describeAction, describeEvent } from "./words";

export const ui = defineUi<"rurik">({
  Table,
  describeEvent,
  describeAction,
  // Scheme and deed hands, agendas, kept inheritance cards and deck orders
  // are secret: hot-seat play passes the device.
  hidesInformation: true,
  Rules,
  wide: true,
  opponent: "The rebels",
});
