// What every part of the RUSE table draws from: the view, the names, the
// direct-play hook, and the seat whose moves candidates are (for why-not).
import type { RuseView } from "ruleshelf";
import type { DirectPlay } from "../../table/directPlay";
import type { RuseAct } from "./words";

export interface RuseTableContext {
  view: RuseView;
  names: readonly string[];
  dp: DirectPlay<RuseAct>;
  /** The seat at the device (undefined: a spectator). */
  viewer: number | undefined;
  /** The seat a touched candidate move is for: the viewer, else the seat to act. */
  seat: number;
  /** The spot picked first, if any (its targets are lit). */
  picked: string | undefined;
}

/** Builds a candidate move of the seat (for the engine's refusal when a touch does nothing). */
export function candidate<T extends RuseAct["type"]>(ctx: RuseTableContext, type: T, fields: Omit<Extract<RuseAct, { type: T }>, "type" | "seat" | "game">): RuseAct {
  return { game: "ruse", type, seat: ctx.seat, ...fields } as RuseAct;
}
