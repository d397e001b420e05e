// RUSE in words: every label comes from the game's component data
// (`components("ruse")`, its `zones` naming where dice go) and the
// rulebook's words; the enums of the rules (territories, instincts, Ruse
// tiles, kits, obstacles) are named here. No internal code ("MT2", "DD3",
// "C2") reaches a player: spaces are named by their place and their tile.
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
  type RuseSpot,
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

/** A seat's name; the index after the last seat is VIXEN's colour (its pieces and VP carry it). */
export function seatName(names: readonly string[], seat: number): string {
  return names[seat] ?? (seat === names.length ? "VIXEN" : `Seat ${seat + 1}`);
}

export function capitalized(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

export function plural(n: number, one: string, many = `${one}s`): string {
  return `${n} ${n === 1 ? one : many}`;
}

const ORDINALS = [
  "first",
  "second",
  "third",
  "fourth",
  "fifth",
  "sixth",
  "seventh",
  "eighth",
  "ninth",
  "tenth",
];

/** "first", "second", … (counted from 0). */
export function ordinal(index: number): string {
  return ORDINALS[index] ?? `${index + 1}th`;
}

/** K1 K2 K3 in the seat's colour, B2 B3 black; and the growth track of each. */
export const KIT_TRACK = [0, 1, 2, 1, 2] as const;

export function kitName(kit: number): string {
  return kit < 3 ? `kit ${kit + 1}` : `the black kit of growth track ${(KIT_TRACK[kit] ?? 0) + 1}`;
}

export const OBSTACLES: Readonly<Record<RuseObstacle, { name: string; effect: string }>> = {
  camp: { name: "Camp", effect: "at the end of the round, every fox here gains 2 GP" },
  bear: { name: "Bear", effect: "every fox ending the round here gains a resource of its choice" },
  wolf: { name: "Wolf", effect: "no hunting and no track advance here" },
  storm: { name: "Storm", effect: "daytime movement here is 1 less" },
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
  kit: "increase a kit die",
  hunt: "hunt",
  mark: "mark the territory",
  resource: "a resource of your choice",
};

export function buyName(buy: RuseBuy): string {
  return BUYS[buy];
}

/** The printed cost of an exploration-tile action this season. */
export function actionCost(buy: RuseBuy, winter: boolean): number {
  const c = data().territoryActionCosts;
  return (buy === "resource" ? c.mark : c[buy])[winter ? 1 : 0];
}

/** What the Mountains' exploration zone's actions cost this season. */
export function mountainCost(buy: RuseBuy, winter: boolean): number {
  const m = data().mountains;
  const season = winter ? 1 : 0;
  if (buy === "resource") return m.resource[season];
  if (buy === "track") return m.track[season];
  return m.kit[season];
}

export function bonusText(b: RuseBonus): string {
  if (typeof b === "object") {
    if ("gp" in b) return `+${b.gp} GP`;
    if ("vp" in b) return `+${b.vp} VP`;
    if ("firefox" in b) return `the Firefox pawn ${plural(b.firefox, "space")} on`;
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
      return "+1 to a kit die";
    case "track":
      return "a track advance";
    case "hunt":
      return "a hunting tile from the stack";
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

/** A bonus in a word or two, as printed on a small space ("River", "tile", "kit +1"). */
export function shortBonus(b: RuseBonus, territory?: RuseTerritory): string {
  if (b === "territoryResource") return territory ? territoryName(territory) : "resource";
  if (b === "territoryTile") return "tile";
  if (b === "kit") return "kit +1";
  if (b === "anyResource") return "any resource";
  return bonusText(b);
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
  if (kind === "beaver")
    return "Beaver: put the beaver on the territory's dam; foxes meeting it pay you 2 GP";
  if (kind === "action")
    return "Action: keep it; later place a die on it, pay 1 resource and increase a kit die";
  if ("obstacle" in kind)
    return `${OBSTACLES[kind.obstacle].name}: ${OBSTACLES[kind.obstacle].effect}`;
  if ("availableToAll" in kind) return `Available to all: ${bonusesText(kind.availableToAll)}`;
  return `Instant: ${bonusesText(kind.instant)}`;
}

/** A territory tile by index: "Available to all: +3 GP". */
export function territoryTileText(tile: number): string {
  const t = data().territoryTiles[tile];
  return t ? tileKindText(t.kind) : "a territory tile";
}

export function huntingTileText(tile: number): string {
  const t = data().huntingTiles[tile];
  if (!t) return "a hunting tile";
  return t.bonus.length === 0 ? "a failed hunt" : bonusesText(t.bonus);
}

/** A Firefox tile by index: "a resource of choice". */
export function firefoxTileText(tile: number): string {
  const t = data().firefox?.tiles[tile];
  return t ? bonusesText(t.bonus) : "a Firefox tile";
}

/** A private objective card's number as printed ("#004"). */
export function objectiveNumber(card: number): string {
  return `#${String(card).padStart(3, "0")}`;
}

/** A private objective card in words (ids run from 1). */
export function objectiveText(card: number): string {
  const o = data().objectives[card - 1];
  if (!o) return `objective ${objectiveNumber(card)}`;
  const spend = Object.entries(o.spend)
    .map(([t, n]) => `${n} ${territoryName(t as RuseTerritory)}`)
    .join(" + ");
  const check = o.check.map(conditionText).join(", ");
  return `${objectiveNumber(card)}: pay ${spend}${check ? `, with ${check}` : ""} → ${o.vp} VP and ${bonusesText(o.bonus)}; exchange: ${bonusesText(o.exchange)} for −${o.exchangeVp} VP; −${o.penalty} VP if still in hand at the end`;
}

export function commonText(objective: number): string {
  const c = data().commonObjectives[objective];
  return c
    ? `${capitalized(conditionText(c.requirement))} (${c.vp.join(" / ")} VP)`
    : "a common objective";
}

export function destinyTileText(tile: number): string {
  const t = data().destinyTiles[tile];
  return t
    ? `${bonusesText(t.bonus)}; the hunter starts in the ${territoryName(t.hunterStart)}`
    : "a destiny tile";
}

const EDGES: readonly [number, string][] = [
  [1, "north"],
  [2, "east"],
  [4, "south"],
  [8, "west"],
];

/** A tile's open edges in words: "open to the north and east". */
export function openingsText(mask: number): string {
  const open = EDGES.filter(([bit]) => mask & bit).map(([, edge]) => edge);
  if (open.length === 4) return "open on all four sides";
  return `open to the ${open.length <= 1 ? open.join("") : `${open.slice(0, -1).join(", ")} and ${open[open.length - 1]}`}`;
}

/** "NE" in the data → its bits. */
export function openingsMask(text: string): number {
  return [...text].reduce(
    (mask, letter) => mask | ({ N: 1, E: 2, S: 4, W: 8 } as Record<string, number>)[letter]!,
    0,
  );
}

/** The open edges a den tile shows before it is turned. */
export function tileMask(tile: RuseDenTile): number {
  const d = data();
  if (tile.type === "path") return openingsMask(d.pathTiles[tile.kind]?.openings ?? "");
  if (tile.type === "bonus") return openingsMask(d.bonusDenTiles[tile.id]?.openings ?? "");
  return openingsMask(d.den.baseOpenings);
}

export function denTileText(tile: RuseDenTile): string {
  const d = data();
  switch (tile.type) {
    case "base":
      return "the basic den tile";
    case "path": {
      const t = d.pathTiles[tile.kind];
      return t && t.bonus.length > 0
        ? `a den path tile with ${bonusesText(t.bonus)}`
        : "a den path tile";
    }
    case "bonus": {
      const t = d.bonusDenTiles[tile.id];
      return t ? `the bonus den path tile with ${bonusesText(t.bonus)}` : "a bonus den path tile";
    }
  }
}

/** Den cell = column + 5 × row, row 1 at the bottom: "row 2, third from the left". */
export function cellName(cell: number): string {
  return `row ${Math.floor(cell / 5) + 1}, ${ordinal(cell % 5)} from the left`;
}

/** A cube slot above the den's columns: "the first cube from the left". */
export function cubeName(slot: number): string {
  return `the ${ordinal(slot)} cube from the left`;
}

export function kitPlaceText(place: RuseKitPlace): string {
  switch (place.type) {
    case "locked":
      return "waiting beside the board";
    case "ready":
      return "ready to enter its track";
    case "growing":
      return `on the ${ordinal(place.space - 1)} space of its growth track`;
    case "exited":
      return "out of the den, on the exit";
    case "den":
      return `on the den board above ${cubeName(place.slot)}${place.instinct ? " (its instinct developed)" : ""}`;
  }
}

/** A vital territory's die space in words: "the River's second die space (cost 0)". */
function territorySpaceText(territory: RuseTerritory, space: number): string {
  return `the ${territoryName(territory)}'s ${ordinal(space)} die space (cost ${data().dieSpaces.vital[space] ?? 0})`;
}

/** The name the data gives a zone ("the Mountains' exploration zone"). */
export function zoneName(spot: RuseSpot["type"]): string {
  const d = data();
  if (spot === "firefox") return d.firefox?.board.name ?? "the Firefox board";
  if (spot === "village") return d.village?.board.name ?? "the Village board";
  return d.zones.find((zone) => zone.spot === spot)?.name ?? "the board";
}

/** Where a die went, in words. */
export function spotText(spot: RuseSpot): string {
  const d = data();
  switch (spot.type) {
    case "territory":
      return territorySpaceText(spot.territory, spot.space);
    case "mountainExplore":
      return `${zoneName("mountainExplore")}, its ${ordinal(spot.space)} space (cost ${d.dieSpaces.mountainExplore[spot.space] ?? 0})`;
    case "mountainObjectives":
      return zoneName("mountainObjectives");
    case "mountainTiles":
      return `${zoneName("mountainTiles")}, its ${ordinal(spot.space)} space (cost ${d.dieSpaces.mountainTiles[spot.space] ?? 0})`;
    case "den":
      return `${zoneName("den")}, the ${ordinal(spot.space)} (cost ${d.dieSpaces.den[spot.space] ?? 0})`;
    case "actionTile":
      return zoneName("actionTile");
    case "firefox":
      return `${zoneName("firefox")}, its ${ordinal(spot.space)} die space (cost ${d.firefox?.board.dieSpaces[spot.space] ?? 0})`;
    case "village":
      return `${zoneName("village")}, its ${ordinal(spot.space)} die space (cost ${d.village?.board.dieSpaces[spot.space] ?? 0})`;
  }
}

/** An exploration space of a territory in words: "Reed Bed, the River's second space". */
export function explorationName(view: RuseView, territory: RuseTerritory, space: number): string {
  if (space === 0) return `the ${territoryName(territory)}'s base`;
  const at = view.territories[TERRITORIES.indexOf(territory)]?.spaces[space - 1];
  const tile = at === undefined ? undefined : data().explorationTiles[at.tile];
  return `${tile?.name ?? "an exploration tile"}, the ${territoryName(territory)}'s ${ordinal(space - 1)} space`;
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
      return `which instinct the cube released from the den's ${ordinal(choice.slot)} column develops`;
    case "freeGrowth":
      return "which kit grows one space for free";
    case "bonusSource":
      return `which bonus den path tile to take: one face up or the top of the stack${choice.denAction ? " (bought with the den action)" : ""}`;
    case "placeDen":
      return `where to place ${choice.place === 1 ? "a drawn den path tile" : `${choice.place} drawn den path tiles`}, and how it is turned${
        choice.denAction ? " (or put them back in the bag, which ends the turn)" : ""
      }`;
  }
}

/** What must be decided now, and by whom ("You" for the seat at the device). */
export function phasePrompt(view: RuseView, names: readonly string[]): string {
  const who = (seat: number) => (seat === view.viewer ? "You" : seatName(names, seat));
  const first = view.pending[0];
  if (first) return `${who(first.seat)} must choose ${choiceText(first.choice)}.`;
  return phaseText(view.phase, who);
}

function phaseText(phase: RusePhase, who: (seat: number) => string): string {
  switch (phase.type) {
    case "place":
      return `${who(phase.seat)}: place the action die.`;
    case "move":
      return `${who(phase.seat)}: move the fox.`;
    case "act":
      return `${who(phase.seat)}: spend the die's value, then end the turn.`;
    case "objectives":
      return `End of round — ${who(phase.seat)}: declare completed private objectives.`;
    case "growth":
      return `End of round — ${who(phase.seat)}: kits' growth.`;
    case "vixen":
      return "VIXEN plays its turn.";
    case "over":
      return "The game is over.";
  }
}

/** What one of VIXEN's card icons does, in words. */
export function vixenIconText(icon: RuseVixenIcon): string {
  if (typeof icon === "object")
    return "den" in icon
      ? `takes ${icon.den} den path tile${icon.den === 1 ? "" : "s"}`
      : `declares common objective ${icon.common + 1}`;
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

/** A den draw in words: "Pay 3: draw 2 den path tiles, place 1". */
export function denDrawText(pay: number): string {
  const d = data().den;
  const draw = d.draws.find((x) => x.pay === pay);
  if (draw) return `Pay ${pay}: draw ${plural(draw.draw, "den path tile")}, place ${draw.place}`;
  return `Pay ${pay}: take a bonus den path tile and place it (or replace a placed one)`;
}

/** A kit's next growth step as the view shows it, and its GP cost. */
export function growthStep(
  view: RuseView,
  seat: number,
  kit: number,
): { text: string; cost: number } | undefined {
  const player = view.players[seat];
  const place = player?.kits[kit]?.place;
  if (!player || place?.type !== "growing") return undefined;
  const target = place.space + 1;
  const printed = data().growthTracks[KIT_TRACK[kit] ?? 0]?.costs[target - 2] ?? 0;
  const cost = player.instincts.includes("cheaperGrowth") ? Math.max(1, printed - 1) : printed;
  return { text: target === 5 ? "onto the exit" : `to the ${ordinal(target - 1)} space`, cost };
}

/** The Village actions beside the paw ("Available actions: …"). */
function villageBuyText(buy: RuseBuy): string {
  const board = data().village?.board;
  switch (buy) {
    case "hunt":
      return `collect a hunting tile (${board?.huntCost ?? 0})`;
    case "kit":
      return `increase a kit die (${board?.kitCost ?? 0})`;
    case "mark":
      return `mark a territory (${board?.markCost ?? 0})`;
    default:
      return buyName(buy);
  }
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
      return `+1 to ${kitName(a.kit)}`;
    case "advanceTrack":
      return `Advance on the ${territoryName(a.track)} track`;
    case "placeObstacle": {
      const choice = view?.pending[0]?.choice;
      const what =
        choice?.type === "obstacleTerritory"
          ? `the ${OBSTACLES[choice.obstacle].name}`
          : "the obstacle";
      return `Put ${what} in the ${territoryName(a.territory)}`;
    }
    case "chooseInstinct":
      return `Develop the instinct: ${INSTINCTS[a.instinct]}`;
    case "growFree": {
      const step = view && growthStep(view, a.seat, a.kit);
      return `Grow ${kitName(a.kit)} one space for free${step ? ` (${step.text})` : ""}`;
    }
    case "takeBonusTile": {
      if (a.slot === 3) return "Take the top bonus den path tile of the stack";
      const id = view?.bonusDisplay[a.slot];
      if (id == null) return `Take the ${ordinal(a.slot)} face-up bonus den path tile`;
      return `Take ${denTileText({ type: "bonus", id })}, ${openingsText(openingsMask(d.bonusDenTiles[id]?.openings ?? ""))}`;
    }
    case "placeTile": {
      const choice = view?.pending[0]?.choice;
      const tile = choice?.type === "placeDen" ? choice.tiles[a.tile] : undefined;
      const replacing =
        view && view.players[a.seat]?.den.cells[a.cell] ? ", replacing the tile there" : "";
      return `Place ${tile ? denTileText(tile) : "the drawn tile"} in your den, ${cellName(a.cell)}, ${openingsText(a.openings)}${replacing}`;
    }
    case "returnTiles":
      return "Put the drawn den tiles back in the bag (the turn ends)";
    case "explore":
      return `Place the die on ${territorySpaceText(a.territory, a.space)}`;
    case "mountainExplore":
      return `Place the die in ${spotText({ type: "mountainExplore", space: a.space })}`;
    case "mountainObjectives":
      return `Place the die in ${zoneName("mountainObjectives")}`;
    case "mountainTiles":
      return `Place the die in ${spotText({ type: "mountainTiles", space: a.space })}`;
    case "den":
      return `Place the die on ${spotText({ type: "den", space: a.space })}`;
    case "useActionTile":
      return `Place the die on your kept Action tile, paying 1 ${territoryName(a.pay)}`;
    case "firefox":
      return `Place the die on ${spotText({ type: "firefox", space: a.space })}`;
    case "village":
      return `Place the die on ${spotText({ type: "village", space: a.space })}`;
    case "move": {
      const territory =
        view?.turn?.spot?.type === "territory" ? view.turn.spot.territory : undefined;
      const where =
        territory && view
          ? explorationName(view, territory, a.to)
          : `the ${ordinal(a.to - 1)} exploration space`;
      if (a.to === 0) return "Leave the fox at the base";
      return a.fromBase ? `Move the fox from the base to ${where}` : `Move the fox on to ${where}`;
    }
    case "buy":
      return view?.turn?.spot?.type === "village"
        ? `Village: ${villageBuyText(a.buy)}`
        : capitalized(buyName(a.buy));
    case "denDraw":
      return denDrawText(a.pay);
    case "claimTile":
      return `Claim the tile available to all: ${territoryTileText(a.tile)}`;
    case "drawObjective":
      return "Draw a private objective card";
    case "discardObjective":
      return `Discard objective ${objectiveNumber(a.card)}`;
    case "exchangeObjective": {
      const o = d.objectives[a.card - 1];
      return `Use objective ${objectiveNumber(a.card)}'s exchange${o ? ` (${bonusesText(o.exchange)}, −${o.exchangeVp} VP at the end)` : ""}`;
    }
    case "sellCheese":
      return `Sell the cheese for ${d.cheese.gp} GP`;
    case "endTurn":
      return "End the turn";
    case "declare":
      return `Declare objective ${objectiveNumber(a.card)} completed`;
    case "exchangeHunting":
      return `Exchange a hunting tile (${huntingTileText(a.tile)}) for ${d.hunting.exchangeGp} GP`;
    case "grow": {
      const step = view && growthStep(view, a.seat, a.kit);
      return `Grow ${kitName(a.kit)} one space${step ? ` (${step.text}, ${step.cost} GP)` : ""}`;
    }
    case "exit":
      return `${capitalized(kitName(a.kit))} leaves by the exit, paying ${
        a.pay.type === "resource"
          ? `1 ${territoryName(a.pay.resource)}`
          : `a hunting tile (${huntingTileText(a.pay.tile)})`
      }`;
    case "toDen":
      return `Send ${kitName(a.kit)} to the den board above ${cubeName(a.slot)}`;
    case "done":
      return view?.phase.type === "objectives"
        ? "Done declaring"
        : view?.phase.type === "growth"
          ? "Done growing"
          : "Done";
  }
}

export function describeAction(a: RuseAct, names: readonly string[]): string {
  return `${seatName(names, a.seat)}: ${actionLabel(a)}`;
}

/**
 * A move told in the log: "You place the die…" for the seat at the device
 * (`viewer`), the seat's name in the third person for the others and the
 * bots ("Seat 2 (bot) places the drawn tile in their den…"). Every move's
 * label (`actionLabel`) starts with its verb in the imperative, or is "+1
 * to …" or "Done …".
 */
export function playedText(
  a: RuseAct,
  names: readonly string[],
  viewer: number | undefined,
): string {
  const you = a.seat === viewer;
  const who = you ? "You" : seatName(names, a.seat);
  const label = actionLabel(a);
  const [verb = "", ...rest] = label.split(" ");
  let tail = rest.join(" ");
  if (!you) tail = tail.replace(/\byour\b/g, "their").replace(/\byourself\b/g, "themselves");
  if (verb.startsWith("+")) return `${who} ${you ? "give" : "gives"} ${label}.`;
  if (verb === "Done") return `${who} ${you ? "are" : "is"} done${tail ? ` ${tail}` : ""}.`;
  const lower = verb.toLowerCase();
  return `${who} ${you ? lower : `${lower}s`} ${tail}.`;
}

export function describeEvent(
  entry: RuseLog,
  names: readonly string[],
  viewer: number | undefined,
): string {
  const e = entry.event;
  const who = (seat: number) => (seat === viewer ? "You" : seatName(names, seat));
  switch (e.type) {
    case "vixenRevealed":
      return `VIXEN reveals card ${e.card + 1}.`;
    case "vixenRolled":
      return `VIXEN rolls ${e.roll}: row ${e.row + 1} of its card.`;
    case "vixenPlaced":
      return e.territory
        ? `VIXEN places its die in ${territoryName(e.territory)}, space ${e.space + 1}.`
        : `VIXEN places its die in the den, space ${e.space + 1}.`;
    case "vixenMoved":
      return e.to === 0
        ? `VIXEN's fox stays at the base of ${territoryName(e.territory)}.`
        : `VIXEN's fox moves to space ${e.to} of ${territoryName(e.territory)}.`;
    case "vixenResolved":
      return `VIXEN ${vixenIconText(e.icon)}${e.done ? "" : ": it has no effect"}.`;
    case "round":
      return `Round ${e.round}: the destiny tile gives ${destinyTileText(e.destinyTile)}; the destiny die shows ${e.destinyValue} (${
        e.night ? "night" : "day"
      }).`;
    case "rolled":
      return `${who(e.seat)} rolled ${e.value} and collected ${e.gp} GP.`;
    case "played":
      return playedText({ ...e.action, game: "ruse" }, names, viewer);
    case "tileDrawn":
      return `${who(e.seat)} drew a ${territoryName(e.territory)} territory tile: ${territoryTileText(e.tile)}.`;
    case "hunted":
      return `${who(e.seat)} hunted: ${huntingTileText(e.tile)}.`;
    case "cardDrawn":
      return e.seat === viewer
        ? `You drew private objective ${objectiveText(e.card)}.`
        : `${who(e.seat)} drew a private objective card.`;
    case "cardDrawnSecretly":
      return `${who(e.seat)} drew a private objective card.`;
    case "denTilesDrawn":
      return `${who(e.seat)} drew ${plural(e.count, "den path tile")}.`;
    case "commonClaimed":
      return `${who(e.seat)} completed the common objective “${commonText(e.objective)}”, in ${ordinal(e.place)} place.`;
    case "scored":
      return `${who(e.seat)} ${e.vp >= 0 ? "gain" : "lose"}${e.seat === viewer ? "" : "s"} ${Math.abs(e.vp)} VP (${scoredReason(e.reason)}).`;
    case "gameOver":
      return `Game over: ${e.scores.map((vp, seat) => `${seatName(names, seat)} ${vp} VP`).join(", ")}.`;
    case "firefoxMoved": {
      const how = e.roll === undefined ? "" : ` (the Firefox die rolled ${e.roll})`;
      const gain =
        e.tile === undefined
          ? bonusesText(data().firefox?.board.empty ?? [])
          : firefoxTileText(e.tile);
      return `${who(e.seat)} moved the Firefox pawn to its ${ordinal(e.space)} space${how}: ${gain}.`;
    }
  }
}

/** The engine's scoring reasons in words. */
export function scoredReason(reason: string): string {
  switch (reason) {
    case "cheese":
      return "the cheese kept at the end of the round";
    case "dice":
      return "the values left on its action dice";
    case "catchUp":
      return "catching up with the leader: 1 VP per orange space behind";
    case "row":
      return "the row of its card it played";
    default:
      return reason;
  }
}

/** The heading a move is listed under in the folded list of moves. */
export function actionGroup(a: RuseAct, view: RuseView): string {
  const first = view.pending[0];
  if (a.type === "placeTile" || a.type === "returnTiles") return "Place the drawn den tiles";
  if (first) return `Choose ${choiceText(first.choice)}`;
  switch (a.type) {
    case "explore":
    case "mountainExplore":
    case "mountainObjectives":
    case "mountainTiles":
    case "den":
    case "useActionTile":
    case "firefox":
    case "village":
      return "Place your action die";
    case "move":
      return "Move your fox";
    case "buy":
    case "denDraw":
    case "claimTile":
      return "Spend the die's value";
    case "drawObjective":
    case "discardObjective":
    case "exchangeObjective":
      return capitalized(zoneName("mountainObjectives"));
    case "declare":
      return "Declare completed private objectives";
    case "exchangeHunting":
    case "grow":
    case "exit":
    case "toDen":
      return "Kits' growth";
    case "sellCheese":
      return "At any time in your turn";
    default:
      return "Finish";
  }
}

/**
 * A picked spot in words, for the line under the prompt ("kit 2", "the
 * den's cell row 1, third from the left"); undefined for a key this table names no other
 * way than by its spot.
 */
export function pickedText(key: string, view: RuseView): string | undefined {
  const [kind, a] = key.split(":");
  const n = Number(a);
  switch (kind) {
    case "drawn": {
      const first = view.pending[0];
      const tile = first?.choice.type === "placeDen" ? first.choice.tiles[n] : undefined;
      return tile ? `${denTileText(tile)} you drew` : "a den tile you drew";
    }
    case "cell":
      return `the den's cell ${cellName(n)}`;
    case "kit":
      return kitName(n);
    case "cube":
      return cubeName(n);
    case "res":
      return territoryName(a as RuseTerritory);
    case "obj":
      return `objective ${objectiveNumber(n)}`;
    case "cache":
      return `the hunting tile (${huntingTileText(n)})`;
    case "track":
      return `the ${territoryName(a as RuseTerritory)} track`;
    case "x":
      return "an exploration space";
    default:
      return undefined;
  }
}
