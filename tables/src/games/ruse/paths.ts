// Which part of the RUSE board (tab) each spot is drawn on. A spot's key is
// the engine's target id for it (crates/ruse/src/target.rs; the engine says
// which targets each move is made on, in the order they are touched):
//   space:t:<territory>:<i>   a vital territory's die space
//   x:<territory>:<n>         an exploration space (0: the base); x:<n> in the
//                             territory your die explores this turn
//   terr:<territory>          a territory (where an obstacle goes)
//   space:me:<i>, space:objectives, space:mt:<i>   the Mountains' zones
//   claim:<tile>              a tile available to all
//   buy:<buy>                 an action where the die is (the fox's tile, the Mountains' exploration zone, the Village)
//   track:<territory>         a territory track
//   space:den:<i>, draw:<pay>, drawn:<i> > cell:<c> > rot:<openings>, bag
//   kit:<i>, cube:<slot>, cache:<tile>, instinct:<name>, bonus:<slot>
//   space:ff:<i>              the Firefox board's die spaces
//   space:vl:<i>              the Village board's die spaces
//   obj:<card>, done:<card>, deck   your objective cards, completed ones, your deck
//   res:<territory>, gp, cheese, actiontile, end, finish   your panel and the turn tray
import type { RuseTarget, RuseTerritory, RuseView } from "ruleshelf";

export type RuseTab = "territories" | "tracks" | "den" | "firefox" | "village" | "vixen";

/** The tab a spot is drawn on (none: the side, always in sight). */
export function tabOf(key: string, view: RuseView): RuseTab | undefined {
  const [kind, where] = key.split(":");
  switch (kind) {
    case "space":
      if (where === "den") return "den";
      if (where === "ff") return "firefox";
      if (where === "vl") return "village";
      return "territories";
    case "x":
    case "terr":
    case "claim":
      return "territories";
    case "buy":
      return view.turn?.spot?.type === "village" ? "village" : "territories";
    case "track":
      return "tracks";
    case "draw":
    case "cell":
    case "rot":
    case "drawn":
    case "bag":
    case "kit":
    case "cube":
    case "cache":
    case "instinct":
    case "bonus":
      return "den";
    default:
      return undefined;
  }
}

/**
 * The key of exploration space `n` (0: the base) of `territory`: the
 * engine's `x:<n>` for the territory the viewer's die explores in its own
 * turn (a fox's move names no territory), else `x:<territory>:<n>`.
 */
export function explorationKey(view: RuseView, territory: RuseTerritory, n: number): RuseTarget {
  const turn = view.turn;
  const spot = turn?.spot;
  const explored =
    turn !== undefined &&
    view.viewer !== undefined &&
    turn.seat === view.viewer &&
    spot?.type === "territory" &&
    spot.territory === territory;
  return explored ? `x:${n}` : `x:${territory}:${n}`;
}

/** The part of the board a decision is about: the tab with the most live spots (ties: the first). */
export function focusOf(
  live: ReadonlySet<string>,
  view: RuseView,
  order: readonly RuseTab[],
): RuseTab | undefined {
  const count = new Map<RuseTab, number>();
  for (const key of live) {
    const tab = tabOf(key, view);
    if (tab) count.set(tab, (count.get(tab) ?? 0) + 1);
  }
  let best: RuseTab | undefined;
  for (const tab of order)
    if ((count.get(tab) ?? 0) > (best ? (count.get(best) ?? 0) : 0)) best = tab;
  return best;
}

/** How many live spots each tab holds. */
export function liveByTab(live: ReadonlySet<string>, view: RuseView): ReadonlyMap<RuseTab, number> {
  const count = new Map<RuseTab, number>();
  for (const key of live) {
    const tab = tabOf(key, view);
    if (tab) count.set(tab, (count.get(tab) ?? 0) + 1);
  }
  return count;
}
