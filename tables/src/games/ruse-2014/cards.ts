// The Ruse deck as the table draws it: suits, ranks, types of Accusation.
import type {
  Ruse2014Card,
  Ruse2014Character,
  Ruse2014Kind,
  Ruse2014Rank,
  Ruse2014Suit,
} from "ruleshelf";

export const SUIT_NAMES: Readonly<Record<Ruse2014Suit, string>> = {
  gears: "Gears",
  pistols: "Pistols",
  crystals: "Crystals",
  lamps: "Lamps",
};

/** A mark printed on each card of a suit (font-safe symbols, no emoji). */
export const SUIT_MARKS: Readonly<Record<Ruse2014Suit, string>> = {
  gears: "⚙",
  pistols: "◎",
  crystals: "◆",
  lamps: "☼",
};

export const RANK_NAMES: Readonly<Record<Ruse2014Rank, string>> = {
  A: "Ace",
  "2": "2",
  "3": "3",
  "4": "4",
  "5": "5",
  "6": "6",
  "7": "7",
  "8": "8",
  "9": "9",
  "10": "10",
  J: "Jack",
  Q: "Queen",
  K: "King",
};

export const KIND_NAMES: Readonly<Record<Ruse2014Kind, string>> = {
  method: "Method",
  motive: "Motive",
  opportunity: "Opportunity",
};

/** The three types of Accusation, in the order a seat's slots show them. */
export const KINDS: readonly Ruse2014Kind[] = ["method", "motive", "opportunity"];

/** The ranks of each type, as the rulebook lists them. */
export const KIND_RANKS: Readonly<Record<Ruse2014Kind, string>> = {
  method: "J Q K A",
  motive: "2 4 6 8 10",
  opportunity: "3 5 7 9",
};

export const CHARACTER_NAMES: Readonly<Record<Ruse2014Character, string>> = {
  majorKroster: "Major Norman Rudolphus Kroster III",
  duchessVonBrandywine: "Duchess Lacey von Brandywine",
  professorKohninburg: "Prof. Brandie Engela Kohninburg",
  sirFennRufierre: "Sir David V. Fenn-Rufierre",
  ameliaChiunyu: "Amelia Lindsay “Scraps” Chiunyu",
  captainSloddavitch: "Captain Demetrius Sloddavitch",
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

/** The type of Accusation a rank makes. */
export function kindOf(rank: Ruse2014Rank): Ruse2014Kind {
  switch (rank) {
    case "J":
    case "Q":
    case "K":
    case "A":
      return "method";
    case "2":
    case "4":
    case "6":
    case "8":
    case "10":
      return "motive";
    case "3":
    case "5":
    case "7":
    case "9":
      return "opportunity";
  }
}

/** Whether a suit accuses (Gears, Pistols) rather than alibis. */
export function accuses(suit: Ruse2014Suit): boolean {
  return suit === "gears" || suit === "pistols";
}

/** "7 of Gears", "Joker". */
export function cardName(card: Ruse2014Card): string {
  return card.type === "joker" ? "Joker" : `${RANK_NAMES[card.rank]} of ${SUIT_NAMES[card.suit]}`;
}

/** "the 7 of Gears", "a Joker". */
export function theCard(card: Ruse2014Card): string {
  return card.type === "joker" ? "a Joker" : `the ${cardName(card)}`;
}

/** What a card is for: "Motive", "Alibi", "Joker". */
export function cardRole(card: Ruse2014Card): string {
  if (card.type === "joker") return "Joker";
  return accuses(card.suit) ? KIND_NAMES[kindOf(card.rank)] : "Alibi";
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
