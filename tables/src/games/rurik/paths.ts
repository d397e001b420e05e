// Where the Rurik table's spots lie. Each spot's key is the engine's
// target id for it (crates/rurik/src/target.rs): a region `region:<index>`
// on the map, a banner `banner:<column>` and an advisor on the board
// `space:<column>:<row>` on the strategy board, an advisor still to place
// `advisor:<number>`, a card in hand `scheme:`, `drawn:`, `deed:` or
// `inherit:<card>`, a leader card `leader:<index>`, the leader's ability
// `ability`, a scheme deck `deck:<index>`, a deed on display
// `display:<deed>` or on the Library `library:<deed>`, an epic structure
// card `epic:<card>`, the rebel faction `faction`; a decision that names
// none of these is a button in words beside the prompt, `do:<button>`
// (`do:end-turn`, `do:bribe:2`, `do:boat`...). The engine says which
// targets each action is made on (`targets`), and why a spot cannot be
// used (`explain`): the table guesses neither.
import type { Action } from "ruleshelf";

export type RurikAct = Action<"rurik">;

/** The parts of the table a spot lies on (one tab each, besides the side column). */
export type RurikTab = "map" | "cards" | "households" | "claims" | "rebels";

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
export function focusOf(
  live: ReadonlySet<string>,
  picked: readonly string[],
  isTarget: (key: string) => boolean,
): RurikTab | undefined {
  const board = (keys: readonly string[]) => {
    const tabs = new Set(keys.map(tabOfKey));
    return tabs.has("map") ? "map" : tabs.has("cards") ? "cards" : undefined;
  };
  if (picked.length > 0) return board([...live].filter(isTarget)) ?? board(picked);
  return board([...live]);
}
