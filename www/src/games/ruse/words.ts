// RUSE in words: every label comes from the game's component data
// (`components("ruse")`); the enums of the rules (territories, instincts,
// Ruse tiles, kits, obstacles) are named here.
import { components } from "../../engine";
import {
  type Action,
  type LogEntry,
  type RuseBonus,
  type RuseBuy,
  type RuseChoice,
  type RuseCondition,
  type RuseData,
  type RuseDenTile,
  type RuseInstinct,
  type RuseKitPlace,
  type RuseObstacle,
  type RusePhase,
  type RuseRuseTile,
  type RuseTerritory,
  type RuseTileKind,
  type RuseView,
  type RuseVixenIcon,
} from "ruleshelf";

export type RuseAct = Action<"ruse">;
type RuseLog = LogEntry<"ruse">;

/** The component data the view's indices point into. */
export function data(): RuseData {
  return components("ruse");
}

export const TERRITORIES: readonly RuseTerritory[] = ["river", "forest", "field", "farm"];

export function territoryName(t: RuseTerritory): string {
  return t[0].toUpperCase() + t.slice(1);
}

export function seatName(names: readonly string[], seat: number): string {
  return names[seat] ?? `Seat ${seat + 1}`;
}

/** K1 K2 K3 in the seat's colour, B2 B3 black; and the growth track of each. */
export const KIT_NAMES = ["K1", "K2", "K3", "B2", "B3"] as const;
export const KIT_TRACK = [0, 1, 2, 1, 2] as const;

export function kitName(kit: number): string {
  return KIT_NAMES[kit] ?? `kit ${kit + 1}`;
}

export const OBSTACLES: Readonly<Record<RuseObstacle, { name: string; effect: string }>> = {
  camp: { name: "Camp", effect: "end of round: 2 GP to each fox here" },
  bear: { name: "Bear", effect: "end of round: a resource of choice to each fox here" },
  wolf: { name: "Wolf", effect: "no hunting, no track advance here" },
  storm: { name: "Storm", effect: "daytime movement here −1" },
};

export const INSTINCTS: Readonly<Record<RuseInstinct, string>> = {
  cheaperHunt: "Hunting costs 1 less",
  secondCache: "A second level of the hunting cache",
  cheaperTrack: "Track advances cost 1 less",
  beaverBonus: "The beaver gives its owner 1 GP more",
  richCollection: "+1 GP on every collection",
  anyResource: "Choose the resource when collecting",
  extraMove: "+1 movement",
  markToll: "Your marks take 1 GP more from passing foxes",
  cheaperGrowth: "Kits' growth costs 1 GP less",
};

export const RUSE_TILES: Readonly<Record<RuseRuseTile, string>> = {
  anyTrack: "Any track: a track advance may go on the track of your choice",
  anyResource: "Any resource: choose your resource when collecting",
  sixes: "Sixes: 2 GP for every 6 rolled on an action die",
  orange: "Orange: 1 GP for every orange VP space crossed",
  hunter: "Hunter: 2 GP on every hunt, failed or not",
  nocturnal: "Nocturnal: day and night do not change your movement",
};

const BUYS: Readonly<Record<RuseBuy, string>> = {
  track: "advance on the territory track",
  kit: "+1 to a kit die",
  hunt: "hunt",
  mark: "mark the territory",
  resource: "a resource of your choice",
};

export function buyName(buy: RuseBuy): string {
  return BUYS[buy];
}

/** The Village actions beside the paw ("Available actions: …"). */
function villageBuyText(buy: RuseBuy): string {
  const board = data().village?.board;
  switch (buy) {
    case "hunt":
      return `collect a hunting tile (${board?.huntCost ?? "?"})`;
    case "kit":
      return `increase a kit die (${board?.kitCost ?? "?"})`;
    case "mark":
      return `mark a territory (${board?.markCost ?? "?"})`;
    default:
      return buyName(buy);
  }
}

function capitalized(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** The printed cost of an exploration-tile action this season. */
export function actionCost(buy: RuseBuy, winter: boolean): number {
  const c = data().territoryActionCosts;
  return (buy === "resource" ? c.mark : c[buy])[winter ? 1 : 0];
}

export function bonusText(b: RuseBonus): string {
  if (typeof b === "object") {
    if ("gp" in b) return `+${b.gp} GP`;
    if ("vp" in b) return `+${b.vp} VP`;
    if ("firefox" in b) return `the Firefox pawn ${b.firefox} space${b.firefox === 1 ? "" : "s"} on`;
    return `1 ${territoryName(b.resource)}`;
  }
  switch (b) {
    case "anyResource":
      return "a resource of choice";
    case "territoryResource":
      return "the territory's resource";
    case "territoryTile":
      return "the territory tile";
    case "kit":
      return "+1 kit";
    case "track":
      return "a track advance";
    case "hunt":
      return "a hunt";
    case "bonusDen":
      return "a bonus den path tile";
    case "denTile":
      return "a den path tile";
    case "freeGrowth":
      return "a free growth step";
    case "cheese":
      return "the cheese";
    case "star":
      return "the star";
    case "upgrade":
      return "+1 to the kit";
    case "firefoxRoll":
      return "a roll of the Firefox die, moving the pawn";
    case "village":
      return "a step on the Village track";
  }
}

export function bonusesText(list: readonly RuseBonus[]): string {
  return list.length === 0 ? "nothing" : list.map(bonusText).join(", ");
}

export function conditionText(c: RuseCondition): string {
  if (c === "denPath") return "a den path from the base to a cube";
  if ("completedObjectives" in c) return `${c.completedObjectives} completed objectives`;
  if ("trackLevel" in c) return `${territoryName(c.trackLevel[0])} track level ${c.trackLevel[1]}`;
  if ("anyTrackLevel" in c) return `any track at level ${c.anyTrackLevel}`;
  if ("huntingTiles" in c) return `${c.huntingTiles} hunting tiles`;
  if ("markers" in c) return `${c.markers} markers out`;
  return `${c.kitsOutside} kits outside the den`;
}

export function tileKindText(kind: RuseTileKind): string {
  if (kind === "beaver") return "Beaver";
  if (kind === "action") return "Action tile (keep it: a die spot for later)";
  if ("obstacle" in kind) return `${OBSTACLES[kind.obstacle].name} (${OBSTACLES[kind.obstacle].effect})`;
  if ("availableToAll" in kind) return `Available to all: ${bonusesText(kind.availableToAll)}`;
  return `Instant: ${bonusesText(kind.instant)}`;
}

/** A territory tile by index: "05 — Available to all: +3 GP". */
export function territoryTileText(tile: number): string {
  const t = data().territoryTiles[tile];
  return t ? `${t.id} — ${tileKindText(t.kind)}` : `tile ${tile}`;
}

/** A Firefox tile by index: "FX-04 (a resource of choice)". */
export function firefoxTileText(tile: number): string {
  const t = data().firefox?.tiles[tile];
  return t ? `${t.id} (${bonusesText(t.bonus)})` : `Firefox tile ${tile + 1}`;
}

export function huntingTileText(tile: number): string {
  const t = data().huntingTiles[tile];
  return t ? `${t.id} (${bonusesText(t.bonus)})` : `hunting tile ${tile}`;
}

/** A private objective card (ids run from 1). */
export function objectiveText(card: number): string {
  const o = data().objectives[card - 1];
  if (!o) return `objective #${card}`;
  const spend = Object.entries(o.spend)
    .map(([t, n]) => `${n} ${territoryName(t as RuseTerritory)}`)
    .join(" + ");
  const check = o.check.map(conditionText).join(", ");
  return `#${card}: pay ${spend}${check ? `, needs ${check}` : ""} → ${o.vp} VP, ${bonusesText(o.bonus)}`;
}

export function commonText(objective: number): string {
  const c = data().commonObjectives[objective];
  return c ? `${c.id}: ${conditionText(c.requirement)} (${c.vp.join("/")} VP)` : `common ${objective}`;
}

export function destinyTileText(tile: number): string {
  const t = data().destinyTiles[tile];
  return t ? `${t.id} (${bonusesText(t.bonus)})` : `destiny tile ${tile}`;
}

const EDGES: readonly [number, string][] = [
  [1, "N"],
  [2, "E"],
  [4, "S"],
  [8, "W"],
];

export function openingsText(mask: number): string {
  return EDGES.filter(([bit]) => mask & bit)
    .map(([, edge]) => edge)
    .join("");
}

export function openingsMask(text: string): number {
  return EDGES.filter(([, edge]) => text.includes(edge)).reduce((m, [bit]) => m | bit, 0);
}

export function denTileText(tile: RuseDenTile): string {
  const d = data();
  switch (tile.type) {
    case "base":
      return "the base";
    case "path": {
      const t = d.pathTiles[tile.kind];
      return t ? `${t.id} path${t.bonus.length > 0 ? ` (${bonusesText(t.bonus)})` : ""}` : "path tile";
    }
    case "bonus": {
      const t = d.bonusDenTiles[tile.id];
      return t ? `bonus ${t.id} (${bonusesText(t.bonus)})` : "bonus tile";
    }
  }
}

/** Den cell = column + 5 × row, row 1 at the bottom: "C2". */
export function cellName(cell: number): string {
  return `${"ABCDE"[cell % 5]}${Math.floor(cell / 5) + 1}`;
}

export function kitPlaceText(place: RuseKitPlace): string {
  switch (place.type) {
    case "locked":
      return "locked";
    case "ready":
      return "ready to enter";
    case "growing":
      return `G${place.space}`;
    case "exited":
      return "on the exit";
    case "den":
      return `den board above cube ${"ABCDE"[place.slot]}${place.instinct ? " (instinct)" : ""}`;
  }
}

export function choiceText(choice: RuseChoice): string {
  switch (choice.type) {
    case "startingBonus":
      return `the starting bonus: ${data().startingBonus.gp} GP or a resource of choice`;
    case "resource":
      return "a resource of choice";
    case "kit":
      return "which kit die gets +1";
    case "track":
      return "which territory track to advance on";
    case "obstacleTerritory":
      return `where the ${OBSTACLES[choice.obstacle].name} goes`;
    case "instinct":
      return `which instinct the cube of den column ${"ABCDE"[choice.slot]} develops`;
    case "freeGrowth":
      return "which kit grows one space for free";
    case "bonusSource":
      return `which bonus den path tile to take (display or stack)${choice.denAction ? ", bought with the den action" : ""}`;
    case "placeDen":
      return `where to place ${choice.place} drawn den path tile${choice.place === 1 ? "" : "s"} and its rotation${
        choice.denAction ? " (or put them back, ending the turn)" : ""
      }`;
  }
}

export function phasePrompt(view: RuseView, names: readonly string[]): string {
  const first = view.pending[0];
  if (first) return `${seatName(names, first.seat)} must choose ${choiceText(first.choice)}.`;
  return phaseText(view.phase, names);
}

function phaseText(phase: RusePhase, names: readonly string[]): string {
  switch (phase.type) {
    case "place":
      return `${seatName(names, phase.seat)}: place the action die.`;
    case "move":
      return `${seatName(names, phase.seat)}: move the fox.`;
    case "act":
      return `${seatName(names, phase.seat)}: spend the die's value, then end the turn.`;
    case "objectives":
      return `End of round — ${seatName(names, phase.seat)}: declare completed private objectives.`;
    case "growth":
      return `End of round — ${seatName(names, phase.seat)}: kits' growth.`;
    case "vixen":
      return "VIXEN plays its turn.";
    case "over":
      return "The game is over.";
  }
}

/** What one of VIXEN's card icons does, in words. */
function vixenIconText(icon: RuseVixenIcon): string {
  if (typeof icon === "object") return "den" in icon ? `takes ${icon.den} den path tile${icon.den === 1 ? "" : "s"}` : `declares common objective ${icon.common + 1}`;
  const words: Readonly<Record<typeof icon, string>> = {
    hunt: "hunts",
    mark: "marks the territory",
    tile: "takes the territory tile",
    kit: "raises a kit",
    grow: "grows its kits",
    bonusDen: "takes a bonus den tile",
    cheese: "takes the cheese",
    star: "takes the star",
    hunter: "moves the hunter",
    wolf: "places an obstacle",
    beaver: "takes the beaver",
    retrieve: "takes back an action die",
    huntingTile: "takes a hunting tile",
  };
  return words[icon];
}

function denDrawText(pay: number): string {
  const d = data().den;
  const draw = d.draws.find((x) => x.pay === pay);
  if (draw) return `Pay ${pay}: draw ${draw.draw} den path tile${draw.draw === 1 ? "" : "s"}, place ${draw.place}`;
  return `Pay ${pay}: take a bonus den path tile (it may replace a placed one)`;
}

/** A kit's next growth step as the view shows it: "G2 → G3" and its GP cost. */
function growthStep(view: RuseView, seat: number, kit: number): { text: string; cost: number } | undefined {
  const player = view.players[seat];
  const place = player?.kits[kit]?.place;
  if (!player || place?.type !== "growing") return undefined;
  const target = place.space + 1;
  const printed = data().growthTracks[KIT_TRACK[kit] ?? 0].costs[target - 2] ?? 0;
  const cost = player.instincts.includes("cheaperGrowth") ? Math.max(1, printed - 1) : printed;
  return { text: `G${place.space} → ${target === 5 ? "exit" : `G${target}`}`, cost };
}

/** An action in words, without its seat; `view` adds what it points at. */
export function actionLabel(a: RuseAct, view?: RuseView): string {
  const d = data();
  switch (a.type) {
    case "takeGrowthPoints":
      return `Take ${d.startingBonus.gp} GP`;
    case "takeResource":
      return `Take 1 ${territoryName(a.resource)}`;
    case "raiseKit":
      return `+1 to kit ${kitName(a.kit)}`;
    case "advanceTrack":
      return `Advance on the ${territoryName(a.track)} track`;
    case "placeObstacle": {
      const choice = view?.pending[0]?.choice;
      const what = choice?.type === "obstacleTerritory" ? `the ${OBSTACLES[choice.obstacle].name}` : "the obstacle";
      return `Put ${what} in the ${territoryName(a.territory)}`;
    }
    case "chooseInstinct":
      return `Develop: ${INSTINCTS[a.instinct]}`;
    case "growFree":
      return `Grow kit ${kitName(a.kit)} one space for free${view ? ` (${growthStep(view, a.seat, a.kit)?.text ?? ""})` : ""}`;
    case "takeBonusTile": {
      if (a.slot === 3) return "Take the top bonus den path tile of the stack";
      const id = view?.bonusDisplay[a.slot];
      if (id == null) return `Take the bonus den path tile on slot ${a.slot + 1}`;
      return `Take ${denTileText({ type: "bonus", id })}, open ${data().bonusDenTiles[id]?.openings ?? ""}`;
    }
    case "placeTile": {
      const choice = view?.pending[0]?.choice;
      const tile = choice?.type === "placeDen" ? choice.tiles[a.tile] : undefined;
      return `Place ${tile ? denTileText(tile) : `drawn tile ${a.tile + 1}`} on den ${cellName(a.cell)}, open ${openingsText(a.openings)}`;
    }
    case "returnTiles":
      return "Put the drawn den tiles back in the bag";
    case "explore":
      return `Explore the ${territoryName(a.territory)}: die space D${a.space + 1} (cost ${d.dieSpaces.vital[a.space] ?? "?"})`;
    case "mountainExplore":
      return `Mountains, exploration zone: space ME${a.space + 1} (cost ${d.dieSpaces.mountainExplore[a.space] ?? "?"})`;
    case "mountainObjectives":
      return "Mountains, objective card zone";
    case "mountainTiles":
      return `Mountains, territory tile zone: space MT${a.space + 1} (cost ${d.dieSpaces.mountainTiles[a.space] ?? "?"})`;
    case "den":
      return `Den action space DD${a.space + 1} (cost ${d.dieSpaces.den[a.space] ?? "?"})`;
    case "useActionTile":
      return `Use the kept Action tile, paying 1 ${territoryName(a.pay)}`;
    case "firefox":
      return capitalized(`${d.firefox?.board.name ?? "the Firefox board"}: die space ${a.space + 1} (cost ${d.firefox?.board.dieSpaces[a.space] ?? "?"})`);
    case "village":
      return capitalized(`${d.village?.board.name ?? "the Village board"}: die space ${a.space + 1} (cost ${d.village?.board.dieSpaces[a.space] ?? "?"})`);
    case "move":
      return a.fromBase ? `Move the fox from the base to X${a.to}` : `Move the fox on to X${a.to}`;
    case "buy":
      return view?.turn?.spot?.type === "village" ? `Village: ${villageBuyText(a.buy)}` : `Buy: ${buyName(a.buy)}`;
    case "denDraw":
      return denDrawText(a.pay);
    case "claimTile":
      return `Claim territory tile ${territoryTileText(a.tile)}`;
    case "drawObjective":
      return "Draw a private objective card";
    case "discardObjective":
      return `Discard objective #${a.card}`;
    case "exchangeObjective": {
      const o = d.objectives[a.card - 1];
      return `Use objective #${a.card}'s exchange${o ? ` (${bonusesText(o.exchange)}, −${o.exchangeVp} VP at the end)` : ""}`;
    }
    case "sellCheese":
      return `Sell the cheese for ${d.cheese.gp} GP`;
    case "endTurn":
      return "End the turn";
    case "declare":
      return `Declare objective ${objectiveText(a.card)}`;
    case "exchangeHunting":
      return `Exchange hunting tile ${huntingTileText(a.tile)} for ${d.hunting.exchangeGp} GP`;
    case "grow": {
      const step = view && growthStep(view, a.seat, a.kit);
      return `Grow kit ${kitName(a.kit)} one space${step ? ` (${step.text}, ${step.cost} GP)` : ""}`;
    }
    case "exit":
      return `Kit ${kitName(a.kit)} leaves by the exit, paying ${
        a.pay.type === "resource" ? `1 ${territoryName(a.pay.resource)}` : `hunting tile ${huntingTileText(a.pay.tile)}`
      }`;
    case "toDen":
      return `Send kit ${kitName(a.kit)} to the den board above cube ${"ABCDE"[a.slot]}`;
    case "done":
      return view?.phase.type === "objectives" ? "Done declaring" : view?.phase.type === "growth" ? "Done growing" : "Done";
  }
}

export function describeAction(a: RuseAct, names: readonly string[]): string {
  return `${seatName(names, a.seat)}: ${actionLabel(a)}`;
}

export function describeEvent(entry: RuseLog, names: readonly string[], viewer: number | undefined): string {
  const e = entry.event;
  switch (e.type) {
    case "vixenRevealed":
      return `VIXEN reveals card ${e.card + 1}.`;
    case "vixenRolled":
      return `VIXEN rolls ${e.roll}: row ${e.row + 1} of its card.`;
    case "vixenPlaced":
      return e.territory ? `VIXEN places its die in ${territoryName(e.territory)}, space ${e.space + 1}.` : `VIXEN places its die in the den, space ${e.space + 1}.`;
    case "vixenMoved":
      return e.to === 0 ? `VIXEN's fox stays at the base of ${territoryName(e.territory)}.` : `VIXEN's fox moves to space ${e.to} of ${territoryName(e.territory)}.`;
    case "vixenResolved":
      return `VIXEN ${vixenIconText(e.icon)}${e.done ? "" : ": it has no effect"}.`;
    case "round":
      return `Round ${e.round}: destiny tile ${destinyTileText(e.destinyTile)}, destiny die ${e.destinyValue} (${
        e.night ? "night" : "day"
      }); the hunter is in the ${territoryName(e.hunter)}.`;
    case "rolled":
      return `${seatName(names, e.seat)} rolled ${e.value} and collected ${e.gp} GP.`;
    case "played":
      return describeAction({ ...e.action, game: "ruse" }, names);
    case "tileDrawn":
      return `${seatName(names, e.seat)} drew territory tile ${territoryTileText(e.tile)} in the ${territoryName(e.territory)}.`;
    case "hunted":
      return `${seatName(names, e.seat)} hunted: ${huntingTileText(e.tile)}.`;
    case "cardDrawn":
      return e.seat === viewer
        ? `You drew private objective ${objectiveText(e.card)}.`
        : `${seatName(names, e.seat)} drew a private objective card.`;
    case "cardDrawnSecretly":
      return `${seatName(names, e.seat)} drew a private objective card.`;
    case "denTilesDrawn":
      return `${seatName(names, e.seat)} drew ${e.count} den path tile${e.count === 1 ? "" : "s"}.`;
    case "commonClaimed":
      return `${seatName(names, e.seat)} claimed common objective ${commonText(e.objective)}, place ${e.place + 1}.`;
    case "scored":
      return `${seatName(names, e.seat)} ${e.vp >= 0 ? "+" : "−"}${Math.abs(e.vp)} VP (${e.reason}).`;
    case "gameOver":
      return `Game over: ${e.scores.map((vp, seat) => `${seatName(names, seat)} ${vp} VP`).join(", ")}.`;
    case "firefoxMoved": {
      const how = e.roll === undefined ? "" : ` (the Firefox die rolled ${e.roll})`;
      const gain = e.tile === undefined ? bonusesText(data().firefox?.board.empty ?? []) : firefoxTileText(e.tile);
      return `${seatName(names, e.seat)} moved the Firefox pawn to ring space ${e.space + 1}${how}: ${gain}.`;
    }
  }
}
