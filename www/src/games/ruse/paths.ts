// Where each RUSE move is made on the drawn table: the spots it is touched
// on, in order (see table/directPlay.ts), and which part of the board (tab)
// each spot is drawn on.
//
// Spot keys:
//   space:t:<territory>:<i>   a vital territory's die space
//   x:<territory>:<n>         an exploration space (0: the base)
//   terr:<territory>          a territory (where an obstacle goes)
//   space:me:<i>, space:objectives, space:mt:<i>   the Mountains' zones
//   claim:<tile>              a tile available to all
//   buy:<buy>                 an action where the die is (the fox's tile, the Mountains' exploration zone, the Village)
//   track:<territory>         a territory track
//   space:den:<i>, draw:<pay>, cell:<c>, rot:<openings>, drawn:<i>, bag
//   kit:<i>, cube:<slot>, cache:<tile>, instinct:<name>, bonus:<slot>
//   space:ff:<i>              the Firefox board's die spaces
//   space:vl:<i>              the Village board's die spaces
//   obj:<card>, done:<card>, deck   your objective cards, completed ones, your deck
//   res:<territory>, gp, cheese, actiontile, end, finish   your panel and the turn tray
import type { RuseView } from "ruleshelf";
import type { Path } from "../../table/directPlay";
import type { RuseAct } from "./words";

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

/** What the list of actions says about how many parts each den placement needs. */
export interface Shapes {
  /** Several different drawn tiles can be placed: pick the tile first. */
  pickTile: boolean;
  /** Per `tile:cell`, how many ways it may be turned. */
  turns: ReadonlyMap<string, number>;
}

export function shapesOf(actions: readonly RuseAct[]): Shapes {
  const tiles = new Set<number>();
  const turns = new Map<string, number>();
  for (const a of actions) {
    if (a.type === "placeTile") {
      tiles.add(a.tile);
      const key = `${a.tile}:${a.cell}`;
      turns.set(key, (turns.get(key) ?? 0) + 1);
    }
  }
  return { pickTile: tiles.size > 1, turns };
}

/** The spots `action` is made on, in order. */
export function pathOf(a: RuseAct, view: RuseView, shapes: Shapes): Path {
  switch (a.type) {
    case "takeGrowthPoints":
      return ["gp"];
    case "takeResource":
      return [`res:${a.resource}`];
    case "raiseKit":
    case "growFree":
    case "grow":
      return [`kit:${a.kit}`];
    case "advanceTrack":
      return [`track:${a.track}`];
    case "placeObstacle":
      return [`terr:${a.territory}`];
    case "chooseInstinct":
      return [`instinct:${a.instinct}`];
    case "takeBonusTile":
      return [`bonus:${a.slot}`];
    case "placeTile": {
      const path = [`cell:${a.cell}`];
      if (shapes.pickTile) path.unshift(`drawn:${a.tile}`);
      if ((shapes.turns.get(`${a.tile}:${a.cell}`) ?? 0) > 1) path.push(`rot:${a.openings}`);
      return path;
    }
    case "returnTiles":
      return ["bag"];
    case "explore":
      return [`space:t:${a.territory}:${a.space}`];
    case "mountainExplore":
      return [`space:me:${a.space}`];
    case "mountainObjectives":
      return ["space:objectives"];
    case "mountainTiles":
      return [`space:mt:${a.space}`];
    case "den":
      return [`space:den:${a.space}`];
    case "firefox":
      return [`space:ff:${a.space}`];
    case "village":
      return [`space:vl:${a.space}`];
    case "useActionTile":
      return ["actiontile", `res:${a.pay}`];
    case "move": {
      const territory = view.turn?.spot?.type === "territory" ? view.turn.spot.territory : "river";
      // Both ways to one space end on the same spot: the shell asks which (PickOptions).
      return [`x:${territory}:${a.to}`];
    }
    case "buy":
      return [`buy:${a.buy}`];
    case "denDraw":
      return [`draw:${a.pay}`];
    case "claimTile":
      return [`claim:${a.tile}`];
    case "drawObjective":
      return ["deck"];
    case "discardObjective":
    case "declare":
      return [`obj:${a.card}`];
    case "exchangeObjective":
      return [`done:${a.card}`];
    case "sellCheese":
      return ["cheese"];
    case "endTurn":
      return ["end"];
    case "done":
      return ["finish"];
    case "exchangeHunting":
      return [`cache:${a.tile}`];
    case "exit":
      return [`kit:${a.kit}`, a.pay.type === "resource" ? `res:${a.pay.resource}` : `cache:${a.pay.tile}`];
    case "toDen":
      return [`kit:${a.kit}`, `cube:${a.slot}`];
  }
}

/** The part of the board a decision is about: the tab with the most live spots (ties: the first). */
export function focusOf(live: ReadonlySet<string>, view: RuseView, order: readonly RuseTab[]): RuseTab | undefined {
  const count = new Map<RuseTab, number>();
  for (const key of live) {
    const tab = tabOf(key, view);
    if (tab) count.set(tab, (count.get(tab) ?? 0) + 1);
  }
  let best: RuseTab | undefined;
  for (const tab of order) if ((count.get(tab) ?? 0) > (best ? (count.get(best) ?? 0) : 0)) best = tab;
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
