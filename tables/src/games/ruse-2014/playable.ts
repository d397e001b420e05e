// The Ruse (2014) action type the table's files share.
import type { Action } from "ruleshelf";

export type RuseAction = Action<"ruse-2014">;
