// Rurik in words: every name comes from the package's component data
// (`components("rurik")`); this file only turns indices into sentences.
import { components } from "../../engine";
import type {
  Action,
  RurikCaptive,
  Components,
  LogEntry,
  RurikBanner,
  RurikCost,
  RurikGain,
  RurikGood,
  RurikMeasure,
  RurikNeed,
  RurikPending,
  RurikPhase,
  RurikPriority,
  RurikStructure,
} from "ruleshelf";

type RurikAction = Action<"rurik">;
type RurikEntry = LogEntry<"rurik">;

/** The box's contents (memoized by the package). */
export function data(): Components<"rurik"> {
  return components("rurik");
}

/** One colour per seat, after the household colours. */
export const COLOURS: readonly string[] = ["red", "blue", "green", "yellow"];

export function colourOf(seat: number): string {
  return COLOURS[seat % COLOURS.length] ?? "grey";
}

/** A seat's name; in a solo game the second side is the rebels. */
export function seatName(names: readonly string[], seat: number): string {
  return names[seat] ?? (names.length === 1 && seat === 1 ? "the rebels" : `Seat ${seat + 1}`);
}

export const PRIORITY_NAMES: Readonly<Record<RurikPriority, string>> = {
  attackMove: "attack and move",
  build: "build",
  tax: "tax",
};

/** A column of the rebel board (left to right, one per priority) in words. */
function rebelColumnName(column: number): string {
  const priority = data().solo?.priorities[column]?.priority;
  return priority === undefined ? `column ${column + 1}` : `${PRIORITY_NAMES[priority]} column`;
}

export function capital(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

export function plural(n: number, one: string, many = `${one}s`): string {
  return `${n} ${n === 1 ? one : many}`;
}

export function listInWords(items: readonly string[], last = "and"): string {
  if (items.length <= 1) return items.join("");
  return `${items.slice(0, -1).join(", ")} ${last} ${items[items.length - 1]}`;
}

export const GOODS: readonly RurikGood[] = ["stone", "wood", "fish", "honey", "fur"];
export const STRUCTURES: readonly RurikStructure[] = [
  "church",
  "stronghold",
  "market",
  "stable",
  "tavern",
];

export const GOOD_NAMES: Readonly<Record<RurikGood, string>> = {
  stone: "stone",
  wood: "wood",
  fish: "fish",
  honey: "honey",
  fur: "fur",
};

export const STRUCTURE_NAMES: Readonly<Record<RurikStructure, string>> = {
  church: "church",
  stronghold: "stronghold",
  market: "market",
  stable: "stable",
  tavern: "tavern",
};

/** The structures' plurals ("churches", not "churchs"). */
export const STRUCTURE_PLURALS: Readonly<Record<RurikStructure, string>> = {
  church: "churches",
  stronghold: "strongholds",
  market: "markets",
  stable: "stables",
  tavern: "taverns",
};

/**
 * Who a sentence is about, with the words that change with them: "you
 * are … your", "Ana is … Ana's … their", "the rebels are … the rebels'".
 */
export interface Subject {
  who: string;
  is: string;
  whose: string;
  their: string;
}

/** The subject for `seat`: "you" for the seat at the device (`you`). */
export function subjectOf(seat: number, names: readonly string[], you?: number): Subject {
  if (seat === you) return { who: "you", is: "are", whose: "your", their: "your" };
  const who = seatName(names, seat);
  const plural = who === "the rebels";
  return {
    who,
    is: plural ? "are" : "is",
    whose: plural ? "the rebels'" : `${who}'s`,
    their: "their",
  };
}

/** Two-letter marks for the structures on the map. */
export const STRUCTURE_MARKS: Readonly<Record<RurikStructure, string>> = {
  church: "Ch",
  stronghold: "St",
  market: "Mk",
  stable: "Sb",
  tavern: "Tv",
};

export const BANNER_NAMES: Readonly<Record<RurikBanner, string>> = {
  muster: "Muster",
  move: "Move",
  attack: "Attack",
  tax: "Tax",
  build: "Build",
  scheme: "Scheme",
};

/** The claim tracks, in the view's order. */
export const TRACKS: readonly string[] = ["rule", "build", "trade"];

const MEASURES: Readonly<Record<RurikMeasure, string>> = {
  regionsOccupied: "most regions occupied",
  warfare: "most warfare",
  tradeTrack: "highest on the trade track",
  goods: "most goods",
  ruleTrack: "highest on the rule track",
  furAndHoney: "most fur and honey",
  structuresInRuledRegions: "most structures in regions you rule",
  buildTrack: "highest on the build track",
  deeds: "most deeds accomplished",
  defeatedRebels: "most rebels defeated",
  coins: "most coins",
  epicRegionsRuled: "rule the most regions with epic structures",
  vpTokens: "most victory point tokens",
};

export function regionName(region: number): string {
  return data().regions[region]?.name ?? `region ${region + 1}`;
}

export function leaderName(leader: number): string {
  return data().leaders[leader]?.name ?? `leader ${leader + 1}`;
}

/** A leader's ability in words (the leader card's text in the box data). */
export function abilityText(leader: number): string {
  return data().leaders[leader]?.text ?? "";
}

export function bannerName(column: number, seats: number): string {
  const action = boardSide(seats).columns[column]?.action;
  return action ? BANNER_NAMES[action] : `banner ${column + 1}`;
}

/** The strategy-board side for a seat count. */
export function boardSide(seats: number) {
  const boards = data().boards;
  return boards.find((side) => side.seats.includes(seats)) ?? boards[0]!;
}

export function deckName(deck: number): string {
  return `scheme deck ${deck === 0 ? "A" : "B"}`;
}

/** An epic structure card's name (Epic Structures). */
export function epicName(card: number): string {
  return data().epic?.cards[card]?.name ?? `epic structure ${card + 1}`;
}

/** An epic structure card in words: its name, the card's text and its reward. */
export function epicText(card: number): string {
  const info = data().epic?.cards[card];
  if (!info) return epicName(card);
  return `${info.name}: ${info.text} Reward: ${gainsText(info.reward)}.`;
}

/** Where an epic structure stands: a region, or the border between two. */
export function siteName(region: number, other: number | undefined): string {
  return other === undefined
    ? regionName(region)
    : `the border of ${regionName(region)} and ${regionName(other)}`;
}

/** The Rebel Factions card in play. */
export function factionName(card: number): string {
  return data().factions?.factions[card]?.name ?? `rebel faction ${card + 1}`;
}

/** A unit on a dungeon mat (Warfare). */
export function captiveText(captive: RurikCaptive, names: readonly string[]): string {
  switch (captive.type) {
    case "troop":
      return `${seatName(names, captive.seat)}'s troop`;
    case "leader":
      return `${seatName(names, captive.seat)}'s leader`;
    case "rebel":
      return "a rebel";
  }
}

export function deedName(deed: number): string {
  return data().deeds[deed]?.name ?? `deed ${deed + 1}`;
}

export function agendaText(agenda: number): string {
  const card = data().agendas[agenda];
  return card ? `${card.name} (${MEASURES[card.measure]})` : `agenda ${agenda + 1}`;
}

/** One gain in words: "2 muster", "a wood". */
export function gainText(gain: RurikGain): string {
  switch (gain.type) {
    case "muster":
      return `${gain.n} muster`;
    case "move":
      return `${gain.n} move`;
    case "farMove":
      return `${gain.n} move anywhere`;
    case "attack":
      return `${gain.n} attack`;
    case "easyAttack":
      return `${gain.n} attack (one card fewer revealed)`;
    case "tax":
      return `${gain.n} tax`;
    case "build":
      return `${gain.n} build`;
    case "coins":
      return plural(gain.n, "coin");
    case "deed":
      return "the top deed card";
    case "displayDeed":
      return "a deed card from the display";
    case "schemes":
      return `draw ${gain.draw} scheme cards, keep 1`;
    case "scheme":
      return "a scheme card";
    case "warfare":
      return "1 warfare";
    case "good":
      return `a ${GOOD_NAMES[gain.good]}`;
    case "anyGood":
      return "a good of your choice";
    case "vp":
      return "a victory point";
    case "troop":
      return "a troop";
    case "structure":
      return `a ${STRUCTURE_NAMES[gain.kind]}`;
  }
}

export function gainsText(gains: readonly RurikGain[]): string {
  return gains.length === 0 ? "nothing" : listInWords(gains.map(gainText));
}

/** A scheme card in words: its rewards, cost and casualty icons. */
export function schemeText(card: number): string {
  const scheme = data().schemes[card];
  if (!scheme) return `scheme card ${card + 1}`;
  const rewards = scheme.rewards.map(gainsText).join(" OR ");
  const cost = scheme.cost > 0 ? `; costs ${plural(scheme.cost, "coin")}` : "";
  const icons = scheme.casualties > 0 ? `; ${plural(scheme.casualties, "casualty icon")}` : "";
  return `${rewards}${cost}${icons}`;
}

/** The `choice`-th reward of a scheme card. */
export function schemeChoice(card: number, choice: number): string {
  const reward = data().schemes[card]?.rewards[choice];
  return reward ? gainsText(reward) : `reward ${choice + 1}`;
}

function needText(need: RurikNeed): string {
  switch (need.type) {
    case "defeatedRebels":
      return `${plural(need.n, "defeated rebel")}`;
    case "structureRegions":
      return `your ${STRUCTURE_PLURALS[need.kind]} in ${plural(need.n, "region")}`;
    case "together":
      return `your ${listInWords(need.kinds.map((kind) => STRUCTURE_NAMES[kind]))} in one region`;
    case "troopsInOneRegion":
      return `${plural(need.n, "troop")} in one region`;
    case "adjacentStructures":
      return `your ${STRUCTURE_PLURALS[need.kind]} in ${need.n} bordering regions`;
    case "occupy":
      return `occupy ${plural(need.n, "region")}`;
    case "rule":
      return `rule ${listInWords(need.regions)}`;
    case "marketsDifferentGoods":
      return `markets on ${need.n} different goods`;
    case "firstPlayer":
      return "hold the first-player token";
    case "differentGoods":
      return `${need.n} different types of goods`;
    case "attackedOpponents":
      return `attack ${plural(need.n, "troop")} of any opponents this turn`;
    case "attackedStronghold":
      return "attack an opponent in a region where they have a stronghold this turn";
    case "attackedLeader":
      return "attack an opponent in a region with their leader this turn";
  }
}

/** A deed card in words: needs, cost, reward and VP. */
export function deedText(deed: number): string {
  const card = data().deeds[deed];
  if (!card) return deedName(deed);
  const cost = card.cost ?? {};
  const needList = card.needs ?? [];
  const parts: string[] = [];
  if (cost.coins) parts.push(plural(cost.coins, "coin"));
  for (const good of cost.goods ?? []) parts.push(GOOD_NAMES[good]);
  if (cost.any) parts.push(`${plural(cost.any, "good")} of any type`);
  if (cost.different) parts.push(`${cost.different} different goods`);
  if (cost.same) parts.push(`${cost.same} goods of one type`);
  if (cost.schemes) parts.push(plural(cost.schemes, "scheme card"));
  if (cost.troops) {
    const from =
      cost.troops.from === "oneRuledRegion"
        ? " from one region you rule"
        : cost.troops.from === "differentRegions"
          ? " from different regions"
          : "";
    parts.push(`remove ${plural(cost.troops.n, "troop")}${from}`);
  }
  for (const kind of cost.structures ?? []) parts.push(`remove a ${STRUCTURE_NAMES[kind]}`);
  if (cost.captives) parts.push(`release ${plural(cost.captives, "captive")}`);
  const needs = needList.length > 0 ? `Needs ${listInWords(needList.map(needText))}. ` : "";
  const pay = parts.length > 0 ? `Pay ${listInWords(parts)}. ` : "";
  return `${needs}${pay}Gain ${gainsText(card.reward)}. ${plural(card.vp, "VP")}.`;
}

/** An inheritance card in words. */
export function inheritanceText(card: number): string {
  const info = data().inheritance[card];
  if (!info) return `inheritance card ${card + 1}`;
  return `${info.region}: ${gainsText(info.reward)} for ${plural(info.cost, "coin")}`;
}

export function rebelRewardText(reward: number): string {
  const gains = data().rebelRewards.pool[reward];
  return gains ? gainsText(gains) : `reward ${reward + 1}`;
}

export function warfareTokenText(token: number): string {
  const gains = data().warfareRewards.tokens[token];
  return gains ? gainsText(gains) : `token ${token + 1}`;
}

export function recipeText(recipe: number): string {
  const info = data().conversions.recipes[recipe];
  if (!info) return `conversion ${recipe + 1}`;
  const parts: string[] = [];
  if (info.oneOf && info.oneOf.length > 0)
    parts.push(
      `1 ${listInWords(
        info.oneOf.map((good) => GOOD_NAMES[good]),
        "or",
      )}`,
    );
  if (info.any) parts.push(`${plural(info.any, "good")} of any type`);
  if (info.rebels) parts.push(`${plural(info.rebels, "defeated rebel")} returned`);
  if (info.coins) parts.push(plural(info.coins, "coin"));
  return `${parts.join(" + ")} → ${gainsText(info.reward)}`;
}

/** What is still owed in a payment. */
export function costText(cost: RurikCost): string {
  const parts: string[] = [];
  cost.goods.forEach((n, i) => {
    const good = GOODS[i];
    if (n > 0 && good) parts.push(`${n} ${GOOD_NAMES[good]}`);
  });
  if (cost.oneOf.length > 0)
    parts.push(
      `1 ${listInWords(
        cost.oneOf.map((good) => GOOD_NAMES[good]),
        "or",
      )}`,
    );
  if (cost.any) parts.push(`${plural(cost.any, "good")} of any type`);
  if (cost.different) parts.push(`${cost.different} more different goods`);
  if (cost.same)
    parts.push(`${cost.same} goods of ${cost.sameGood ? GOOD_NAMES[cost.sameGood] : "one type"}`);
  if (cost.schemes) parts.push(plural(cost.schemes, "scheme card"));
  if (cost.troops) parts.push(`remove ${plural(cost.troops, "troop")}`);
  for (const kind of cost.structures) parts.push(`remove a ${STRUCTURE_NAMES[kind]}`);
  if (cost.rebels) parts.push(`return ${plural(cost.rebels, "defeated rebel")}`);
  if (cost.captives) parts.push(`release ${plural(cost.captives, "captive")}`);
  return parts.length > 0 ? listInWords(parts) : "nothing";
}

/**
 * Who must decide what, for the decision on top of the pending stack; the
 * seat at the device (`you`) is "you", each sentence written once for
 * every subject.
 */
export function pendingText(pending: RurikPending, names: readonly string[], you?: number): string {
  const { who, is, whose, their } = subjectOf(pending.seat, names, you);
  switch (pending.type) {
    case "regroup":
      return `${who} ${is} out of troops: muster two units in any region`;
    case "bribe":
      return `${who} may bribe the #${pending.number} advisor just placed`;
    case "loseUnits":
      return `${who} must choose which unit to lose in ${regionName(pending.region)} (${plural(pending.count, "unit")} to remove)`;
    case "stow":
      return `${who} must put the gained ${listInWords(pending.goods.map((good) => GOOD_NAMES[good]))} on the boat or the dock`;
    case "market":
      return `${whose} market: take one more ${GOOD_NAMES[pending.good]} or a coin`;
    case "schemeDeck":
      return `${who} must choose the scheme deck to draw ${plural(pending.draw, "card")} from`;
    case "keepScheme":
      return `${who} must keep one of the scheme cards drawn from ${deckName(pending.deck)}`;
    case "church":
      return `${whose} new church in ${regionName(pending.region)}: convert a unit there, or not`;
    case "tavern":
      return `${whose} new tavern: play the top discarded scheme card, or not`;
    case "sviatopolk":
      return `${who} (Sviatopolk) may put a troop in ${regionName(pending.region)} where the rebel was`;
    case "chooseRebel":
      return `${who} must choose which rebel to defeat in ${regionName(pending.region)}`;
    case "displayDeed":
      return `${who} must take a deed card from the display`;
    case "pay": {
      const what =
        pending.purpose.type === "deed"
          ? `the deed ${deedName(pending.purpose.deed)}`
          : `the ${data().conversions.recipes[pending.purpose.recipe]?.name ?? ""} conversion`;
      return `${who} ${is} paying for ${what}: still owed ${costText(pending.cost)}`;
    }
    case "chooseGood":
      return `${who} must choose a good from the supply${pending.except ? ` (not ${GOOD_NAMES[pending.except]})` : ""}`;
    case "trade":
      return `${who} may trade one good at the Capital Port for a good of another type`;
    case "library":
      return `${who} may exchange one of ${their} deeds for a deed on the Library`;
    case "libraryGive":
      return `${who} must put one of ${their} deeds on the Library in exchange for ${deedName(pending.take)}`;
    case "veche":
      return `${who} may put a troop from ${their} supply on the Veche to draw a scheme card`;
    case "defend":
      return `${who} must choose the unit ${seatName(names, pending.attacker)} attacks in ${regionName(pending.region)}: a troop or the leader`;
    case "capture":
      return pending.checked
        ? `${who} may attempt to capture ${pending.target === undefined ? "the rebel" : `${seatName(names, pending.target)}'s ${pending.leader ? "leader" : "troop"}`} in ${regionName(pending.region)}`
        : `${who} may check for a casualty in ${regionName(pending.from)} before attempting a capture`;
    case "rebelAttack":
      return `${who} must choose the scheme deck the rebels' casualty check reveals from, for their attack on ${
        pending.target === undefined
          ? "the neutral troop"
          : `${seatName(names, pending.target)}'s units`
      } in ${regionName(pending.region)}`;
    case "rebelCapture":
      return `${who} must choose the scheme deck the rebels reveal from for their capture`;
  }
}

/**
 * What is being decided now, for the prompt; `you` is the seat at the
 * device, named "you" (the bar already says "Your turn").
 */
export function phasePrompt(
  phase: RurikPhase,
  pending: readonly RurikPending[],
  names: readonly string[],
  you?: number,
): string {
  const top = pending[pending.length - 1];
  if (top) {
    return capital(pendingText(top, names, you));
  }
  if (phase.type === "over") return "The game is over";
  const mine = phase.seat === you;
  const who = mine ? "you" : seatName(names, phase.seat);
  const s = mine ? "" : "s";
  switch (phase.type) {
    case "chooseLeader":
      return `Setup — ${who} choose${s} a leader`;
    case "returnInheritance":
      return `Setup — ${who} return${s} one of three inheritance cards`;
    case "placeTroop":
      return `Setup — ${who} place${s} a troop`;
    case "placeLeader":
      return `Setup — ${who} place${s} the leader where ${mine ? "you have" : "they have"} a troop`;
    case "inherit":
      return `Setup — ${who} gain${s} or forfeit${s} ${mine ? "your" : "their"} inheritance cards`;
    case "strategy":
      return `Strategy — ${who} place${s} an advisor`;
    case "action":
      return `Actions — ${who} resolve${s} an advisor`;
    case "release":
      return `Claims — ${who} choose${s} the captive that stays in the dungeon`;
    case "deedDraft":
      return `Claims — ${who} take${s} a deed card from the display`;
  }
}

function moveText(action: Extract<RurikAction, { type: "move" }>): string {
  const unit = action.leader ? "the leader" : "a troop";
  const escort = action.escort > 0 ? ` with ${plural(action.escort, "troop")} escorting` : "";
  const far = action.far ? " (move anywhere)" : "";
  return `Move ${unit}${escort} ${regionName(action.from)} → ${regionName(action.to)}${far}`;
}

/** An action as a button label (the acting seat is implied). */
export function actionLabel(action: RurikAction, names: readonly string[], seats: number): string {
  switch (action.type) {
    case "chooseLeader":
      return `Choose ${leaderName(action.leader)}: ${abilityText(action.leader)}`;
    case "returnInheritance":
      return `Return ${inheritanceText(action.card)}`;
    case "placeTroop":
      return `Place a troop in ${regionName(action.region)}`;
    case "placeLeader":
      return `Place the leader in ${regionName(action.region)}`;
    case "inherit":
      return `Gain ${inheritanceText(action.card)} — into ${regionName(action.region)}`;
    case "forfeit":
      return `Forfeit ${inheritanceText(action.card)} for 2 coins`;
    case "placeAdvisor":
      return `Advisor #${action.number} on ${bannerName(action.column, seats)}`;
    case "bribe":
      return action.coins === 0 ? "No bribe" : `Bribe ${plural(action.coins, "coin")}`;
    case "regroup":
      return `Muster two in ${regionName(action.region)}${action.leader ? " (the leader and a troop)" : ""}`;
    case "takeAdvisor":
      return `Resolve the advisor on ${bannerName(action.column, seats)}, space ${action.row + 1}`;
    case "takePoints":
      return "Take the action points";
    case "takeCoin":
      return "Take 1 coin instead";
    case "muster":
      return `Muster in ${regionName(action.region)}${action.attack ? " (with an attack point)" : ""}`;
    case "move":
      return moveText(action);
    case "attack": {
      const target = action.target === undefined ? "a rebel" : `${seatName(names, action.target)}`;
      const easy = action.easy ? ", one card fewer" : "";
      return `Attack ${target} in ${regionName(action.region)} (casualties from ${deckName(action.deck)}${easy})`;
    }
    case "tax":
      return `Tax ${regionName(action.region)}`;
    case "build":
      return `Build a ${STRUCTURE_NAMES[action.kind]} in ${regionName(action.region)}`;
    case "playScheme":
      return `Play scheme: ${schemeChoice(action.card, action.choice)}`;
    case "accomplishDeed":
      return `Accomplish ${deedName(action.deed)}`;
    case "convert":
      return `Conversion: ${recipeText(action.recipe)}`;
    case "predslava":
      return `Predslava: move ${seatName(names, action.target)}'s troop ${regionName(action.from)} → ${regionName(action.to)}`;
    case "sviatoslav":
      return `Sviatoslav: move him to ${regionName(action.to)}`;
    case "theofana":
      return action.to === undefined
        ? "Theofana: take a coin"
        : `Theofana: move her to ${regionName(action.to)}`;
    case "buildEpic":
      return `Build the ${epicName(action.card)} on ${siteName(action.region, action.other)}`;
    case "crossFort":
      return `Cross the Border Fort with ${action.leader ? "the leader" : "a troop"} ${regionName(action.from)} → ${regionName(action.to)} (no movement point)`;
    case "defeatFaction":
      return "Announce the defeat of the rebel faction";
    case "endTurn":
      return "End the turn";
    case "decline":
      return "No, thanks";
    case "returnRebel":
      return `Return a defeated rebel ${action.dungeon ? "from your dungeon" : "from beside your household mat"}`;
    case "releaseCaptive":
      return `Release ${action.owner === undefined ? "a rebel" : `${seatName(names, action.owner)}'s ${action.leader ? "leader" : "troop"}`} from your dungeon`;
    case "chooseGood":
      return `Take a ${GOOD_NAMES[action.good]}`;
    case "tradeGood":
      return `Trade away a ${GOOD_NAMES[action.good]} from the ${action.boat ? "boat" : "dock"}`;
    case "exchangeDeed":
      return `Take ${deedName(action.take)} from the Library`;
    case "giveDeed":
      return `Put ${deedName(action.deed)} on the Library`;
    case "vecheTroop":
      return "Put a troop on the Veche and draw a scheme card";
    case "checkCasualty":
      return `Check for a casualty with a card from ${deckName(action.deck)}`;
    case "capture":
      return `Attempt the capture, revealing a card from ${deckName(action.deck)}`;
    case "keepCaptive":
      return `Keep ${action.owner === undefined ? "the rebel" : `${seatName(names, action.owner)}'s troop`} in the dungeon`;
    case "loseUnit":
      return action.leader ? "Lose the leader" : "Lose a troop";
    case "stow":
      return action.boat ? "Put it on the boat" : "Put it on the dock";
    case "marketBonus":
      return action.good ? "Take the extra good" : "Take a coin";
    case "chooseDeck":
      return `Draw from ${deckName(action.deck)}`;
    case "keepScheme":
      return `Keep: ${schemeText(action.card)}`;
    case "convertUnit":
      return action.target !== undefined
        ? `Convert ${seatName(names, action.target)}'s troop`
        : action.rebel
          ? "Convert a rebel"
          : "Convert nothing";
    case "tavernScheme":
      return action.choice === undefined
        ? "Do not play it"
        : `Play the discarded scheme for its reward ${action.choice + 1}`;
    case "defeatRebel":
      return `Defeat the rebel carrying ${rebelRewardText(action.reward)}`;
    case "replace":
      return action.yes ? "Put a troop there" : "Leave it empty";
    case "payGood":
      return action.good === undefined
        ? "Pay a trade boon token"
        : `Pay a ${GOOD_NAMES[action.good]}`;
    case "payScheme":
      return `Pay the scheme card: ${schemeText(action.card)}`;
    case "removeTroop":
      return `Remove ${action.leader ? "the leader" : "a troop"} from ${regionName(action.region)}`;
    case "removeStructure":
      return `Remove the structure in ${regionName(action.region)}`;
    case "takeDeed":
      return `Take ${deedName(action.deed)}: ${deedText(action.deed)}`;
  }
}

/** An action with its seat, for undo buttons and replays. */
export function describeAction(action: RurikAction, names: readonly string[]): string {
  return `${seatName(names, action.seat)}: ${actionLabel(action, names, names.length)}`;
}

/** One log line. Private lines (to the viewer only) say "you". */
export function describeEvent(
  entry: RurikEntry,
  names: readonly string[],
  viewer: number | undefined,
): string {
  return capital(eventText(entry, names, viewer));
}

function eventText(
  entry: RurikEntry,
  names: readonly string[],
  viewer: number | undefined,
): string {
  const event = entry.event;
  const mine = entry.to !== undefined && entry.to === viewer;
  const name = (seat: number) => seatName(names, seat);
  // Seats are named in the third person (bots' moves too); the verb's two
  // forms are written with the sentence: "Ana moves", "the rebels move".
  const act = (seat: number, one: string, many: string) => {
    const subject = subjectOf(seat, names);
    return `${subject.who} ${subject.is === "are" ? many : one}`;
  };
  const whose = (seat: number) => subjectOf(seat, names).whose;
  switch (event.type) {
    case "firstPlayer":
      return `${act(event.seat, "is", "are")} the first player.`;
    case "leaderChosen":
      return `${act(event.seat, "chooses", "choose")} ${leaderName(event.leader)}.`;
    case "inheritanceDealt":
      return mine
        ? `You are dealt the inheritance card ${inheritanceText(event.card)}.`
        : `${act(event.seat, "is", "are")} dealt an inheritance card.`;
    case "agendaDealt":
      return mine
        ? `Your secret agenda: ${agendaText(event.agenda)}.`
        : `${act(event.seat, "is", "are")} dealt a secret agenda.`;
    case "selectedInheritanceRevealed":
      return `${act(event.seat, "reveals", "reveal")} their selected inheritance cards: ${event.cards.map(inheritanceText).join("; ")}.`;
    case "inheritanceRevealed":
      return `${act(event.seat, "reveals", "reveal")} ${inheritanceText(event.card)}${event.forfeited ? " and forfeits it for 2 coins" : ""}.`;
    case "roundBegins":
      return `Round ${event.round} begins; ${act(event.first, "is", "are")} first.`;
    case "advisorPlaced":
      return `${act(event.seat, "places", "place")} advisor #${event.number} on ${bannerName(event.column, names.length)}, space ${event.row + 1}${event.bribe > 0 ? ` with a bribe of ${plural(event.bribe, "coin")}` : ""}.`;
    case "advisorTaken":
      return `${act(event.seat, "resolves", "resolve")} advisor #${event.number} on ${bannerName(event.column, names.length)}${event.coin ? " and takes a coin instead" : ""}.`;
    case "mustered":
      return `${act(event.seat, "musters", "muster")} ${event.leader ? "the leader" : "a troop"} in ${regionName(event.region)}.`;
    case "moved":
      return `${act(event.seat, "moves", "move")} ${event.leader ? "the leader" : "a troop"}${event.escort > 0 ? ` and ${plural(event.escort, "troop")}` : ""} ${regionName(event.from)} → ${regionName(event.to)}.`;
    case "attacked":
      return `${act(event.seat, "attacks", "attack")} ${event.target === undefined ? "a rebel" : name(event.target)} in ${regionName(event.region)}.`;
    case "unitLost":
      return `${act(event.seat, "loses", "lose")} ${event.leader ? "the leader" : "a troop"} in ${regionName(event.region)}.`;
    case "rebelDefeated":
      return `${act(event.seat, "defeats", "defeat")} a rebel in ${regionName(event.region)}: ${rebelRewardText(event.reward)}.`;
    case "revealed":
      return `${whose(event.seat)} casualty check reveals from ${deckName(event.deck)}: ${schemeText(event.card)}.`;
    case "warfare":
      return `${act(event.seat, "reaches", "reach")} warfare ${event.space}.`;
    case "warfareReward":
      return `${act(event.seat, "gains", "gain")} the warfare token: ${warfareTokenText(event.token)}.`;
    case "taxed":
      return `${act(event.seat, "taxes", "tax")} ${regionName(event.region)} for a ${GOOD_NAMES[event.good]}.`;
    case "goodGained":
      return `${act(event.seat, "puts", "put")} a ${GOOD_NAMES[event.good]} on the ${event.boat ? "boat" : "dock"}.`;
    case "boonTaken":
      return `${act(event.seat, "fills", "fill")} the ${GOOD_NAMES[event.good]} column and moves its trade boon token to the dock.`;
    case "coins":
      return event.coins >= 0
        ? `${act(event.seat, "gains", "gain")} ${plural(event.coins, "coin")}.`
        : `${act(event.seat, "pays", "pay")} ${plural(-event.coins, "coin")}.`;
    case "built":
      return `${act(event.seat, "builds", "build")} a ${STRUCTURE_NAMES[event.kind]} in ${regionName(event.region)}.`;
    case "structureRemoved":
      return `${act(event.seat, "removes", "remove")} their ${STRUCTURE_NAMES[event.kind]} from ${regionName(event.region)}.`;
    case "converted":
      return `${whose(event.seat)} church converts ${event.target === undefined ? "a rebel" : `${whose(event.target)} troop`} in ${regionName(event.region)}.`;
    case "schemesDrawn":
      return `${act(event.seat, "draws", "draw")} ${plural(event.count, "scheme card")} from ${deckName(event.deck)}.`;
    case "schemeDrawn":
      return mine
        ? `You draw: ${schemeText(event.card)}.`
        : `${act(event.seat, "draws", "draw")} a scheme card.`;
    case "schemePlayed":
      return `${act(event.seat, "plays", "play")} a scheme card: ${schemeText(event.card)}.`;
    case "deckReshuffled":
      return `The discard pile is shuffled into ${deckName(event.deck)}.`;
    case "deedDrawn":
      return `${act(event.seat, "draws", "draw")} a deed card.`;
    case "deedCard":
      return mine
        ? `You draw the deed ${deedName(event.deed)}: ${deedText(event.deed)}`
        : `${act(event.seat, "draws", "draw")} a deed card.`;
    case "deedTaken":
      return `${act(event.seat, "takes", "take")} the deed ${deedName(event.deed)}.`;
    case "displayRefilled":
      return `The deed display is refilled with ${deedName(event.deed)}.`;
    case "deedRevealed":
      return `${act(event.seat, "reveals", "reveal")} the deed ${deedName(event.deed)} to accomplish it.`;
    case "schemeDiscarded":
      return `${act(event.seat, "discards", "discard")} a scheme card to pay: ${schemeText(event.card)}.`;
    case "deedAccomplished":
      return `${act(event.seat, "accomplishes", "accomplish")} ${deedName(event.deed)}.`;
    case "conversion":
      return `${act(event.seat, "uses", "use")} a conversion token: ${recipeText(event.recipe)}.`;
    case "claimAdvanced":
      return `${act(event.seat, "reaches", "reach")} level ${event.level} on the ${TRACKS[event.track] ?? "claim"} track.`;
    case "turnEnded":
      return `${act(event.seat, "ends", "end")} the turn.`;
    case "vpTokens":
      return `${act(event.seat, "gains", "gain")} ${plural(event.n, "victory point token")}.`;
    case "deedsReshuffled":
      return "The deed discard pile is shuffled into a new deed deck.";
    case "epicBuilt":
      return `${act(event.seat, "builds", "build")} the ${epicName(event.card)} on ${siteName(event.region, event.other)}.`;
    case "deedToLibrary":
      return `The deed ${deedName(event.deed)} is revealed onto the Library.`;
    case "vecheTroop":
      return `${act(event.seat, "puts", "put")} a troop on the Veche.`;
    case "libraryExchange":
      return `${act(event.seat, "takes", "take")} ${deedName(event.take)} from the Library and leaves ${deedName(event.give)} there.`;
    case "goodTraded":
      return `${act(event.seat, "trades", "trade")} away a ${GOOD_NAMES[event.good]} from the ${event.boat ? "boat" : "dock"} at the Capital Port.`;
    case "captured":
      return `${act(event.seat, "captures", "capture")} ${captiveText(event.captive, names)} in ${regionName(event.region)}.`;
    case "captureFailed":
      return `${whose(event.seat)} capture in ${regionName(event.region)} fails.`;
    case "released":
      return `${act(event.seat, "releases", "release")} ${captiveText(event.captive, names)} from the dungeon.`;
    case "rebelReturned":
      return `${act(event.seat, "returns", "return")} a defeated rebel to the supply.`;
    case "campPlaced":
      return `The rebel camp is set up in ${regionName(event.region)}.`;
    case "rebelCardRevealed":
      return `The rebel faction reveals the inheritance card of ${data().inheritance[event.card]?.region ?? "a region"}.`;
    case "rebelPlaced":
      return `The rebel faction musters a rebel in ${regionName(event.region)}.`;
    case "factionDefeated":
      return `${act(event.seat, "defeats", "defeat")} the rebel faction and gains a victory point token.`;
    case "rebelRow":
      return event.used
        ? `The rebel card slides up to strategy row ${event.step + 1}.`
        : `The rebel card slides past strategy row ${event.step + 1}: its advisor is not available yet.`;
    case "rebelCard":
      return `Rebel card ${data().solo?.cards[event.card]?.id ?? event.card + 1} moves to the top: its region and build orders now apply.`;
    case "rebelBonus":
      return `The bonus in the rebel board's ${rebelColumnName(event.column)}, space ${event.space + 1}, applies to the rebels' turn.`;
    case "bonusUnlocked":
      return `The coin on the rebel board's ${rebelColumnName(event.column)}, space ${event.space + 1}, goes to the rebels' dock: that bonus is unlocked.`;
    case "rebelPriority":
      return `The rebels' priority next round: ${PRIORITY_NAMES[event.priority]}.`;
    case "epicForgone":
      return `Instead of building, the rebels take the reward of the ${epicName(event.card)} and a victory point token; the card leaves the game.`;
    case "gameOver":
      return "The game is over: the claims, warfare, deeds, agendas and VP tokens are scored.";
  }
}

/** The spot picked (its key, paths.ts) in words, for the line under the prompt. */
export function pickedText(key: string, seats: number): string {
  const [kind = "", a = "", b = ""] = key.split(":");
  const n = Number(a);
  switch (kind) {
    case "region":
      return regionName(n);
    case "advisor":
      return `your advisor #${n}`;
    case "banner":
      return `the ${bannerName(n, seats)} banner`;
    case "space":
      return `the advisor on ${bannerName(n, seats)}, space ${Number(b) + 1}`;
    case "inherit":
      return `the inheritance card ${inheritanceText(n)}`;
    case "scheme":
    case "drawn":
      return `the scheme card ${schemeText(n)}`;
    case "deed":
    case "display":
    case "library":
      return `the deed ${deedName(n)}`;
    case "leader":
      return leaderName(n);
    case "ability":
      return "your leader's ability";
    case "deck":
      return deckName(n);
    case "epic":
      return `the epic structure ${epicName(n)}`;
    case "faction":
      return "the rebel faction";
    default:
      return key;
  }
}
