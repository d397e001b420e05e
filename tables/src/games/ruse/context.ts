// What every part of the RUSE table draws from: the view, the names, the
// direct-play hook (the engine explains a refused touch).
import type { RuseView } from "ruleshelf";
import type { DirectPlay } from "../../table/directPlay";
import type { RuseAct } from "./words";

export interface RuseTableContext {
  view: RuseView;
  names: readonly string[];
  dp: DirectPlay<RuseAct>;
  /** The seat at the device (undefined: a spectator). */
  viewer: number | undefined;
  /** The spot picked first, if any (its targets are lit). */
  picked: string | undefined;
}
