// Where each Rurik action is made on the table: the keys of the spots it is
// touched on, in order (the shell's direct play reads them). A region is
// `region:<index>` on the map, a banner `banner:<column>` and an advisor on
// the board `space:<column>:<row>` on the strategy board, an advisor still
// to place `advisor:<number>`, a card in hand `scheme:`, `drawn:`, `deed:`
// or `inherit:<card>`, a leader card `leader:<index>`, the leader's ability
// `ability`, a scheme deck `deck:<index>`, a deed on display `display:<deed>`
// or on the Library `library:<deed>`, an epic structure card `epic:<card>`,
// the rebel faction `faction`. An action that names none of these is a
// button in words beside the prompt: `do:<its JSON>`.
import type { Action } from "ruleshelf";
import type { Path } from "../../table/directPlay";

export type RurikAct = Action<"rurik">;

/** The parts of the table a spot lies on (one tab each, besides the side column). */
export type RurikTab = "map" | "cards" | "households" | "claims" | "rebels";

/** The key of the button in words that plays `action`. */
export function doKey(action: RurikAct): string {
  return `do:${JSON.stringify(action)}`;
}

export function pathOf(action: RurikAct): Path {
  const region = (r: number) => `region:${r}`;
  switch (action.type) {
    case "chooseLeader":
      return [`leader:${action.leader}`];
    case "returnInheritance":
    case "forfeit":
      return [`inherit:${action.card}`];
    case "inherit":
      return [`inherit:${action.card}`, region(action.region)];
    case "placeTroop":
    case "placeLeader":
    case "regroup":
    case "muster":
    case "tax":
    case "build":
    case "attack":
    case "removeTroop":
    case "removeStructure":
      return [region(action.region)];
    case "move":
    case "crossFort":
      return [region(action.from), region(action.to)];
    case "placeAdvisor":
      return [`advisor:${action.number}`, `banner:${action.column}`];
    case "takeAdvisor":
      return [`space:${action.column}:${action.row}`];
    case "playScheme":
    case "payScheme":
      return [`scheme:${action.card}`];
    case "keepScheme":
      return [`drawn:${action.card}`];
    case "accomplishDeed":
      return [`deed:${action.deed}`];
    case "giveDeed":
      return [`deed:${action.deed}`];
    case "takeDeed":
      return [`display:${action.deed}`];
    case "exchangeDeed":
      return [`library:${action.take}`];
    case "chooseDeck":
    case "checkCasualty":
    case "capture":
      return [`deck:${action.deck}`];
    case "buildEpic":
      return [`epic:${action.card}`, region(action.region)];
    case "defeatFaction":
      return ["faction"];
    case "predslava":
      return ["ability", region(action.from), region(action.to)];
    case "sviatoslav":
      return ["ability", region(action.to)];
    case "theofana":
      return action.to === undefined ? ["ability"] : ["ability", region(action.to)];
    case "bribe":
    case "takePoints":
    case "takeCoin":
    case "convert":
    case "endTurn":
    case "decline":
    case "loseUnit":
    case "stow":
    case "marketBonus":
    case "convertUnit":
    case "tavernScheme":
    case "defeatRebel":
    case "replace":
    case "payGood":
    case "returnRebel":
    case "releaseCaptive":
    case "chooseGood":
    case "tradeGood":
    case "vecheTroop":
    case "keepCaptive":
      return [doKey(action)];
  }
}

/** The part of the table a spot key is drawn on (`side`: the column beside the boards, always in sight). */
export function tabOfKey(key: string): RurikTab | "side" {
  const kind = key.slice(0, key.indexOf(":") < 0 ? key.length : key.indexOf(":"));
  switch (kind) {
    case "region":
    case "banner":
    case "space":
    case "advisor":
      return "map";
    case "deck":
    case "display":
    case "library":
    case "epic":
    case "faction":
      return "cards";
    default:
      return "side";
  }
}

/** How many live spots each tab holds (the tab marks them). */
export function liveByTab(live: ReadonlySet<string>): Map<RurikTab, number> {
  const counts = new Map<RurikTab, number>();
  for (const key of live) {
    const tab = tabOfKey(key);
    if (tab !== "side") counts.set(tab, (counts.get(tab) ?? 0) + 1);
  }
  return counts;
}

/**
 * The tab a decision is about: after a pick, where its next parts are (or
 * the pick itself, while the moves it completes are offered); else where
 * the first parts are, the map first.
 */
export function focusOf(live: ReadonlySet<string>, picked: readonly string[], isTarget: (key: string) => boolean): RurikTab | undefined {
  const board = (keys: readonly string[]) => {
    const tabs = new Set(keys.map(tabOfKey));
    return tabs.has("map") ? "map" : tabs.has("cards") ? "cards" : undefined;
  };
  if (picked.length > 0) return board([...live].filter(isTarget)) ?? board(picked);
  return board([...live]);
}
