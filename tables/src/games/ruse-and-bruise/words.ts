// Ruse & Bruise in words: card and goal names, values, prompts, actions and
// log lines. Values are in half-points in the package's data (the
// Assassin's 9.5 is 19); they are shown as "9½".
import type {
  Action,
  RuseAndBruiseComponents,
  LogEntry,
  RuseAndBruiseCard,
  RuseAndBruiseDomain,
  RuseAndBruiseGoal,
  RuseAndBruisePhase,
  RuseAndBruiseRemoval,
  RuseAndBruiseWinReason,
} from "ruleshelf";
import { seatWords } from "../../table/seats";
import { components } from "../../engine";

type RbAction = Action<"ruse-and-bruise">;
type RbEntry = LogEntry<"ruse-and-bruise">;

/** When a card's ability works. */
export type AbilityTime = "flip" | "end" | "always" | "none";

export interface CardInfo {
  name: string;
  /** Printed value in half-points. */
  value: number;
  /** The value shown on the card ("8 / 12" for a specialist). */
  shown: string;
  /** The ability in a few words; "" for none. */
  ability: string;
  when: AbilityTime;
  /** The domain whose goals raise this specialist to 12. */
  specialist?: RuseAndBruiseDomain;
}

/** What a card does, in a few words (its name and value come from the crate). */
interface Ability {
  ability: string;
  when: AbilityTime;
}

const SPECIALIST: Ability = { ability: "", when: "always" };

const ABILITIES: Readonly<Record<RuseAndBruiseCard, Ability>> = {
  king: { ability: "", when: "none" },
  queen: { ability: "", when: "none" },
  juliet: { ability: "", when: "none" },
  prince: { ability: "With its owner's Squire in the column, wins it.", when: "end" },
  explorer: {
    ability: "When flipped: moves face down to the next open column on the right.",
    when: "flip",
  },
  hermit: { ability: "−1 for every other card in the column.", when: "always" },
  musketeers: {
    ability: "At round end, first: every other ability in the column is off.",
    when: "end",
  },
  dragon: { ability: "Other players' cards in the column −2 (not below 0).", when: "always" },
  traitor: {
    ability: "When flipped: its owner may swap this column's goal with another.",
    when: "flip",
  },
  assassin: { ability: "When flipped: discards the card just played below it.", when: "flip" },
  storm: { ability: "When flipped: closes the column; it counts as complete.", when: "flip" },
  alchemist: SPECIALIST,
  fencingMaster: SPECIALIST,
  lordOfTheManor: SPECIALIST,
  trader: SPECIALIST,
  cardinal: SPECIALIST,
  minnesinger: SPECIALIST,
  wizard: { ability: "At round end: removes cards worth 10 or more. Two cancel out.", when: "end" },
  romeo: { ability: "15 with its owner's Juliet in the column.", when: "always" },
  beggar: { ability: "At round end: the lowest total wins the column.", when: "end" },
  squire: { ability: "With its owner's Prince in the column, wins it.", when: "end" },
  smallGiant: { ability: "+3 for every other card in the column.", when: "always" },
  witch: {
    ability: "At round end: removes cards worth 9 or less (not Witches). Two cancel out.",
    when: "end",
  },
  invisibilityCloak: {
    ability: "When flipped: its owner hides a card face down under it.",
    when: "flip",
  },
  doppelganger: { ability: "Worth the value of the card below it.", when: "always" },
};

/** The crate's card list and domains (`components`). */
function box(): RuseAndBruiseComponents {
  return components("ruse-and-bruise");
}

/** The 25 cards of a colour, in the crate's order. */
export function cards(): RuseAndBruiseCard[] {
  return box().cards.map((c) => c.card);
}

const infoOf = new Map<RuseAndBruiseCard, CardInfo>();

/** A card's name and value (from the crate) with what it does. */
export function cardInfo(card: RuseAndBruiseCard): CardInfo {
  let info = infoOf.get(card);
  if (info === undefined) {
    const row = box().cards.find((c) => c.card === card);
    const value = row?.value ?? 0;
    const specialist = row?.specialist;
    const { ability, when } = ABILITIES[card];
    info = specialist
      ? {
          name: row?.name ?? card,
          value,
          shown: `${formatHalf(value)} / 12`,
          ability: `12 under a ${domainName(specialist)} goal, else ${formatHalf(value)}.`,
          when,
          specialist,
        }
      : { name: row?.name ?? card, value, shown: formatHalf(value), ability, when };
    infoOf.set(card, info);
  }
  return info;
}

/** The six domains, in the crate's order. */
export function domains(): RuseAndBruiseDomain[] {
  return box().domains.map((d) => d.domain);
}

/** "Alchemy". */
export function domainName(domain: RuseAndBruiseDomain): string {
  return box().domains.find((d) => d.domain === domain)?.name ?? domain;
}

/** When an ability works, as the card's corner says it. */
export const WHEN_WORDS: Readonly<Record<AbilityTime, string>> = {
  flip: "when flipped",
  end: "round end",
  always: "always",
  none: "",
};

/** A card's full text: name, value, and what it does when. */
export function cardText(card: RuseAndBruiseCard): string {
  const info = cardInfo(card);
  return `${info.name}, worth ${info.shown}${info.ability ? `. ${info.ability}` : "; no ability."}`;
}

/** Half-points as points: 19 → "9½", 1 → "½", 20 → "10". */
export function formatHalf(half: number): string {
  const whole = Math.trunc(half / 2);
  const rest = Math.abs(half % 2) === 1;
  if (!rest) return String(whole);
  return whole === 0 ? (half < 0 ? "−½" : "½") : `${whole}½`;
}

export function cardName(card: RuseAndBruiseCard): string {
  return cardInfo(card).name;
}

export function goalName(goal: RuseAndBruiseGoal): string {
  return `${domainName(goal.domain)} ${goal.value}`;
}

export function seatName(names: readonly string[], seat: number): string {
  return names[seat] ?? `Seat ${seat + 1}`;
}

export function columnName(column: number): string {
  return `column ${column + 1}`;
}

function capital(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

export function listInWords(items: readonly string[]): string {
  if (items.length <= 1) return items.join("");
  return `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}`;
}

export const REASONS: Readonly<Record<RuseAndBruiseWinReason, string>> = {
  princeAndSquire: "Prince & Squire",
  highest: "highest total",
  lowest: "lowest total, with a Beggar",
  tieClosest: "tie broken by the card closest to the goal",
  tieFarthest: "tie broken by the card farthest from the goal, with a Beggar",
};

export const REMOVALS: Readonly<Record<RuseAndBruiseRemoval, string>> = {
  wizard: "removed by the Wizard",
  witch: "removed by the Witch",
};

/** What must happen now, as a headline. */
export function phasePrompt(
  phase: RuseAndBruisePhase,
  names: readonly string[],
  round: number,
  viewer?: number,
): string {
  /** A seat's name, "Your"/"your" for the seat at the device. */
  const whose = (seat: number, start: boolean) =>
    seat === viewer ? (start ? "Your" : "your") : `${seatName(names, seat)}'s`;
  switch (phase.type) {
    case "turn":
      return `Round ${round} — ${whose(phase.seat, false)} turn: play a card face down under a goal`;
    case "traitor":
      return `${whose(phase.seat, true)} Traitor flipped in ${columnName(phase.column)} (${whose(phase.turn, false)} turn): swap this column's goal with another, or keep it`;
    case "cloak":
      return `${whose(phase.seat, true)} Invisibility Cloak flipped in ${columnName(phase.column)} (${whose(phase.turn, false)} turn): hide a card face down under it`;
    case "over":
      return "The game is over";
  }
}

/** An action as a button label (the acting seat is implied). */
export function actionLabel(action: RbAction, goals?: readonly RuseAndBruiseGoal[]): string {
  const goal = (column: number) => {
    const g = goals?.[column];
    return g ? ` (${goalName(g)})` : "";
  };
  switch (action.type) {
    case "play":
      return `Play the ${cardName(action.card)} under ${columnName(action.column)}${goal(action.column)}`;
    case "hide":
      return `Hide the ${cardName(action.card)} under the Cloak`;
    case "swapGoals":
      return `Swap goals with ${columnName(action.column)}${goal(action.column)}`;
    case "keepGoals":
      return "Keep the goals as they are";
  }
}

/** The heading an action is listed under, in the list of moves. */
export function actionGroup(action: RbAction): string {
  switch (action.type) {
    case "play":
      return `Play the ${cardName(action.card)} face down under`;
    case "hide":
      return "Hide a card under your Invisibility Cloak";
    case "swapGoals":
    case "keepGoals":
      return "Your Traitor: swap this column's goal?";
  }
}

/** An action with its seat, for undo buttons and replays. */
export function describeAction(action: RbAction, names: readonly string[]): string {
  return `${seatName(names, action.seat)}: ${actionLabel(action)}`;
}

/** One log line: the seat at the device is "You" (its private lines too), every other seat is named. */
export function describeEvent(
  entry: RbEntry,
  names: readonly string[],
  viewer: number | undefined,
): string {
  const event = entry.event;
  const w = seatWords(names, viewer);
  const col = (column: number) => capital(columnName(column));
  const does = (seat: number, you: string, them: string) => w.does(seat, you, them);
  switch (event.type) {
    case "firstPlayer":
      return `${does(event.seat, "play", "plays")} first.`;
    case "roundBegins":
      return `Round ${event.round} begins; ${w.does(event.seat, "start", "starts", false)}.`;
    case "drewCard":
      return `${does(event.seat, "draw", "draws")} the ${cardName(event.card)}.`;
    case "reshuffled":
      return `${does(event.seat, "shuffle", "shuffles")} ${w.isYou(event.seat) ? "your" : "their"} discard pile (${event.cards} card${event.cards === 1 ? "" : "s"}) into a new draw pile.`;
    case "played":
      return `${does(event.seat, "play", "plays")} a card face down under ${columnName(event.column)}.`;
    case "playedCard":
      return w.isYou(event.seat)
        ? `You played the ${cardName(event.card)} there (only you know).`
        : `${w.who(event.seat)} played the ${cardName(event.card)} under ${columnName(event.column)}.`;
    case "passed":
      return `${does(event.seat, "have", "has")} no card left and ${w.isYou(event.seat) ? "are" : "is"} passed over.`;
    case "flipped":
      return `${w.whose(event.seat)} ${cardName(event.card)} flips face up in ${columnName(event.column)}.`;
    case "explorerMoved":
      return `${w.whose(event.seat)} Explorer moves from ${columnName(event.from)} to the bottom of ${columnName(event.to)}, face down.`;
    case "explorerStays":
      return `${w.whose(event.seat)} Explorer has no open column to go to and stays in ${columnName(event.column)}.`;
    case "chainStopped":
      return `${w.whose(event.seat)} ${cardName(event.card)} would flip a second time in ${columnName(event.column)}: the chain stops.`;
    case "assassinated":
      return `${w.whose(event.seat)} Assassin discards ${w.whose(event.victim, false)} ${cardName(event.card)} from ${columnName(event.column)}.`;
    case "columnClosed":
      return `${w.whose(event.seat)} Storm closes ${columnName(event.column)}: it takes no more cards.`;
    case "hid":
      return `${does(event.seat, "hide", "hides")} a card face down under ${w.isYou(event.seat) ? "your" : "their"} Invisibility Cloak in ${columnName(event.column)}.`;
    case "hidCard":
      return w.isYou(event.seat)
        ? `You hid the ${cardName(event.card)} under your Cloak (only you know).`
        : `${w.who(event.seat)} hid the ${cardName(event.card)} under the Cloak in ${columnName(event.column)}.`;
    case "nothingToHide":
      return `${w.whose(event.seat)} Invisibility Cloak flips in ${columnName(event.column)}, but ${w.isYou(event.seat) ? "you have" : "they have"} no card to hide.`;
    case "goalsSwapped":
      return `${w.whose(event.seat)} Traitor swaps the goals of ${columnName(event.from)} and ${columnName(event.to)}.`;
    case "goalsKept":
      return `${w.whose(event.seat)} Traitor leaves the goal of ${columnName(event.column)} where it is.`;
    case "roundComplete":
      return `Round ${event.round} is over (${w.who(event.seat, false)} completed it). Every face-down card turns up, without its when-flipped ability.`;
    case "revealed":
      return `${col(event.column)}: ${w.whose(event.seat, false)} ${cardName(event.card)} turns up.`;
    case "musketeersAct":
      return `${col(event.column)}: the Musketeers switch off every other ability.`;
    case "wizardsCancel":
      return `${col(event.column)}: ${event.count} Wizards cancel each other out.`;
    case "wizardRemoved":
      return `${col(event.column)}: the Wizard removes ${w.whose(event.seat, false)} ${cardName(event.card)}.`;
    case "witchesCancel":
      return `${col(event.column)}: ${event.count} Witches cancel each other out.`;
    case "witchRemoved":
      return `${col(event.column)}: the Witch removes ${w.whose(event.seat, false)} ${cardName(event.card)}.`;
    case "princeAndSquire":
      return `${col(event.column)}: ${w.whose(event.seat, false)} Prince and Squire win the column.`;
    case "beggarActs":
      return `${col(event.column)}: a Beggar is there, so the lowest total wins.`;
    case "total":
      return `${col(event.column)}: ${w.does(event.seat, "total", "totals", false)} ${formatHalf(event.total)}${event.eligible ? "" : " (cannot win it)"}.`;
    case "columnWon":
      return `${does(event.seat, "win", "wins")} ${columnName(event.column)}'s goal, ${goalName(event.goal)} (${REASONS[event.reason]}).`;
    case "columnUnclaimed":
      return `Nobody wins ${columnName(event.column)}'s goal, ${goalName(event.goal)}; it leaves the game.`;
    case "finalScore":
      return `${does(event.seat, "score", "scores")} ${event.score} point${event.score === 1 ? "" : "s"}.`;
  }
}
