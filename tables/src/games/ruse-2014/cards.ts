// The Ruse deck as the table draws it: suits, ranks, types of Accusation.
import type {
  Ruse2014Card,
  Ruse2014Components,
  Ruse2014Character,
  Ruse2014Kind,
  Ruse2014Rank,
  Ruse2014Suit,
} from "ruleshelf";
import { components } from "../../engine";

/** A mark printed on each card of a suit (font-safe symbols, no emoji). */
export const SUIT_MARKS: Readonly<Record<Ruse2014Suit, string>> = {
  gears: "⚙",
  pistols: "◎",
  crystals: "◆",
  lamps: "☼",
};

/** A short name for tight places. */
export const CHARACTER_SHORT: Readonly<Record<Ruse2014Character, string>> = {
  majorKroster: "Major Kroster",
  duchessVonBrandywine: "Duchess von Brandywine",
  professorKohninburg: "Prof. Kohninburg",
  sirFennRufierre: "Sir Fenn-Rufierre",
  ameliaChiunyu: "“Scraps” Chiunyu",
  captainSloddavitch: "Captain Sloddavitch",
};

/** The initials on a portrait tile. */
export const CHARACTER_INITIALS: Readonly<Record<Ruse2014Character, string>> = {
  majorKroster: "MK",
  duchessVonBrandywine: "DB",
  professorKohninburg: "PK",
  sirFennRufierre: "FR",
  ameliaChiunyu: "AC",
  captainSloddavitch: "CS",
};

/** The deck's and the box's names, as the crate gives them. */
function names(): Ruse2014Components {
  return components("ruse-2014");
}

/** "Gears". */
export function suitName(suit: Ruse2014Suit): string {
  return names().suits.find((s) => s.suit === suit)?.name ?? suit;
}

/** "Ace", "7", "Jack". */
export function rankName(rank: Ruse2014Rank): string {
  return names().ranks.find((r) => r.rank === rank)?.name ?? rank;
}

/** "Method". */
export function kindName(kind: Ruse2014Kind): string {
  return names().kinds.find((k) => k.kind === kind)?.name ?? kind;
}

/** The three types of Accusation, in the order a seat's slots show them. */
export function kinds(): Ruse2014Kind[] {
  return names().kinds.map((k) => k.kind);
}

/** The values of a type, as the rulebook lists them: "J Q K A". */
export function kindRanks(kind: Ruse2014Kind): string {
  return (names().kinds.find((k) => k.kind === kind)?.ranks ?? []).join(" ");
}

/** The characters of the box, in the crate's order. */
export function characters(): Ruse2014Character[] {
  return names().characters.map((c) => c.character);
}

/** "Major Norman Rudolphus Kroster III". */
export function characterName(character: Ruse2014Character): string {
  return names().characters.find((c) => c.character === character)?.name ?? character;
}

/** The type of Accusation a rank makes. */
export function kindOf(rank: Ruse2014Rank): Ruse2014Kind {
  return names().ranks.find((r) => r.rank === rank)?.kind ?? "method";
}

/** Whether a suit accuses (Gears, Pistols) rather than alibis. */
export function accuses(suit: Ruse2014Suit): boolean {
  return names().suits.some((s) => s.suit === suit && s.accuses);
}

/** "7 of Gears", "Joker". */
export function cardName(card: Ruse2014Card): string {
  return card.type === "joker" ? "Joker" : `${rankName(card.rank)} of ${suitName(card.suit)}`;
}

/** "the 7 of Gears", "a Joker". */
export function theCard(card: Ruse2014Card): string {
  return card.type === "joker" ? "a Joker" : `the ${cardName(card)}`;
}

/** What a card is for: "Motive", "Alibi", "Joker". */
export function cardRole(card: Ruse2014Card): string {
  if (card.type === "joker") return "Joker";
  return accuses(card.suit) ? kindName(kindOf(card.rank)) : "Alibi";
}

/** What a card is for, short enough for its face: "Opport.". */
export function cardRoleShort(card: Ruse2014Card): string {
  const role = cardRole(card);
  return role === "Opportunity" ? "Opport." : role;
}

/** A stable key: the two Jokers are alike, every other card is unique. */
export function cardKey(card: Ruse2014Card): string {
  return card.type === "joker" ? "joker" : `${card.suit}-${card.rank}`;
}

export function sameCard(a: Ruse2014Card, b: Ruse2014Card): boolean {
  return cardKey(a) === cardKey(b);
}

/** The Accusation of a type in front of a seat, if any (there is at most one). */
export function accusationOfKind(
  accusations: readonly Ruse2014Card[],
  kind: Ruse2014Kind,
): Ruse2014Card | undefined {
  return accusations.find((card) => card.type === "suited" && kindOf(card.rank) === kind);
}
