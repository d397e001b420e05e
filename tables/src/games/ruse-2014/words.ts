// Ruse (2014) in words: the prompt, the actions and the log, after the rulebook.
import type { Action, LogEntry, Ruse2014Card, Ruse2014Phase } from "ruleshelf";
import { seatWords } from "../../table/seats";
import {
  CHARACTER_SHORT,
  kindName,
  kindRanks,
  rankName,
  accuses,
  cardName,
  cardRole,
  kindOf,
  theCard,
} from "./cards";

type RuseAction = Action<"ruse-2014">;
type RuseEntry = LogEntry<"ruse-2014">;

export function seatName(names: readonly string[], seat: number): string {
  return names[seat] ?? `Seat ${seat + 1}`;
}

export function listInWords(items: readonly string[]): string {
  if (items.length <= 1) return items.join("");
  return `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}`;
}

/** "the King of Gears (Method)". */
function accusationName(card: Ruse2014Card): string {
  return card.type === "suited"
    ? `the ${cardName(card)} (${kindName(kindOf(card.rank))})`
    : theCard(card);
}

/** What the seat in turn must do now, as a headline. */
export function phasePrompt(
  phase: Ruse2014Phase,
  names: readonly string[],
  turn: number,
  viewer?: number,
): string {
  const you = viewer === turn;
  const seat = seatName(names, turn);
  switch (phase.type) {
    case "draw":
      return `${you ? "Your" : `${seat}'s`} turn — take the top card of the draw pile or of the discard pile`;
    case "act":
      return `${you ? "You play" : `${seat} plays`}: accuse, reveal a Joker, provide an Alibi, cover up evidence or discard`;
    case "coverUpDiscard":
      return `${you ? "You" : seat} covered up evidence — now discard a card to end the turn`;
    case "over":
      return phase.murderer === undefined
        ? "Nobody was unmasked: the game ends without a murderer"
        : phase.murderer === viewer
          ? "You are the murderer!"
          : `${seatName(names, phase.murderer)} is the murderer!`;
  }
}

/** An action in full (the acting seat is implied). */
export function actionText(action: RuseAction, names: readonly string[]): string {
  switch (action.type) {
    case "draw":
      return action.from === "pile"
        ? "Take the top card of the draw pile"
        : "Take the top card of the discard pile";
    case "accuse":
      return `Accuse ${seatName(names, action.target)} with ${accusationName(action.card)}`;
    case "joker":
      return `Reveal a Joker: move ${theCard(action.accusation)} to ${seatName(names, action.to)}`;
    case "alibi":
      return `Alibi with ${theCard(action.card)}, ${action.top === "alibi" ? "the Alibi" : "the Accusation"} on top`;
    case "coverUp":
      return `Cover up ${theCard(action.accusation)}`;
    case "discard":
      return `Discard ${theCard(action.card)}`;
  }
}

/** An action with its seat, for undo buttons and replays. */
export function describeAction(action: RuseAction, names: readonly string[]): string {
  return `${seatName(names, action.seat)}: ${actionText(action, names)}`;
}

/** One log line: the seat at the device is "You" (its private lines too), every other seat is named. */
export function describeEvent(
  entry: RuseEntry,
  names: readonly string[],
  viewer: number | undefined,
): string {
  const event = entry.event;
  const w = seatWords(names, viewer);
  const name = (seat: number) => w.who(seat, false);
  switch (event.type) {
    case "setup":
      return `${listInWords(event.portraits.map((character, seat) => `${w.does(seat, "play", "plays", seat === 0)} ${CHARACTER_SHORT[character]}`))}. ${CHARACTER_SHORT[event.victim]} is the victim. ${w.does(event.dealer, "deal", "deals")} five cards each.`;
    case "dealt":
      return `${w.does(event.seat, "are", "is")} dealt ${listInWords(event.cards.map(cardName))}.`;
    case "flipped":
      return `${cardName(event.card)} is flipped face up onto the discard pile.`;
    case "reshuffled":
      return `The draw pile is empty: the discard pile is shuffled into a new draw pile of ${event.cards} cards.`;
    case "nothingToDraw":
      return `Both piles are empty: ${w.does(event.seat, "take", "takes", false)} no card.`;
    case "drewFromPile":
      return `${w.does(event.seat, "take", "takes")} a card from the draw pile.`;
    case "drew":
      return `${w.who(event.seat)} drew ${theCard(event.card)}${w.isYou(event.seat) ? " (only you know)" : ""}.`;
    case "tookDiscard":
      return `${w.does(event.seat, "take", "takes")} ${theCard(event.card)} from the discard pile.`;
    case "accused":
      return `${w.does(event.seat, "accuse", "accuses")} ${name(event.target)}: ${accusationName(event.card)}.`;
    case "revealedJoker":
      return `${w.does(event.seat, "reveal", "reveals")} a Joker and ${w.isYou(event.seat) ? "move" : "moves"} ${accusationName(event.accusation)} from ${name(event.from)} to ${name(event.to)}; the Joker leaves the game.`;
    case "providedAlibi":
      return `${w.does(event.seat, "give", "gives")} an Alibi: ${theCard(event.card)} refutes ${theCard(event.accusation)} (${event.top === "alibi" ? "the Alibi" : "the Accusation"} ends on top of the discard pile).`;
    case "coveredUp":
      return `${w.does(event.seat, "flip", "flips")} ${w.isYou(event.seat) ? "your" : "their"} portrait to cover up ${theCard(event.accusation)}: it goes to the bottom of the discard pile.`;
    case "discarded":
      return `${w.does(event.seat, "discard", "discards")} ${theCard(event.card)}.`;
    case "murderer":
      return `${w.does(event.seat, "end", "ends")} the turn with a Method, a Motive and an Opportunity in front of ${w.isYou(event.seat) ? "you" : "them"}: ${w.does(event.seat, "are", "is", false)} the murderer!`;
    case "noMurderer":
      return `After ${event.turns} turns nobody has been unmasked: the game ends without a murderer.`;
  }
}

/** A card's full text, for its tooltip and screen readers. */
export function cardText(card: Ruse2014Card): string {
  if (card.type === "joker") {
    return "Joker: reveal it to move any Accusation on the table to another suspect where it fits (the same suit, not a type they already face). It then leaves the game.";
  }
  if (!accuses(card.suit)) {
    return `${cardName(card)}, an Alibi: play it against an Accusation of the same value made against you (${rankName(card.rank)} for ${rankName(card.rank)}); both go to the discard pile.`;
  }
  const kind = kindOf(card.rank);
  return `${cardName(card)}, an Accusation: a ${kindName(kind)} (${kindRanks(kind)}). Lay it face up in front of another suspect: one of each type against a player, all of one suit.`;
}

/** The heading an action is listed under, in the list of moves. */
export function actionGroup(action: RuseAction): string {
  switch (action.type) {
    case "draw":
      return "Take a card";
    case "accuse":
      return "Make an Accusation";
    case "joker":
      return "Reveal a Joker";
    case "alibi":
      return "Provide an Alibi";
    case "coverUp":
      return "Cover up evidence";
    case "discard":
      return "Discard";
  }
}

/** A card with what it is for, for screen readers: "7 of Gears, Opportunity". */
export function cardLabel(card: Ruse2014Card): string {
  return card.type === "joker" ? "Joker" : `${cardName(card)}, ${cardRole(card)}`;
}
