//! The 54-card Ruse deck ("Preliminaries").

use ruleshelf_engine::Deserialize;
use serde::Serialize;

/// The four suits. Gears and Pistols are Accusations; Crystals and Lamps
/// are their Alibis ("Preliminaries").
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(tsify::Tsify), tsify(type_prefix = "Ruse2014"))]
#[serde(rename_all = "camelCase")]
pub enum Suit {
    Gears,
    Pistols,
    Crystals,
    Lamps,
}

impl Suit {
    pub const ALL: [Suit; 4] = [Suit::Gears, Suit::Pistols, Suit::Crystals, Suit::Lamps];

    /// Gears and Pistols: the Accusation suits.
    #[must_use]
    pub const fn accuses(self) -> bool {
        matches!(self, Suit::Gears | Suit::Pistols)
    }

    /// The rulebook's name: "Gears".
    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            Suit::Gears => "Gears",
            Suit::Pistols => "Pistols",
            Suit::Crystals => "Crystals",
            Suit::Lamps => "Lamps",
        }
    }
}

/// A card's value. In JSON: `"A"`, `"2"` … `"10"`, `"J"`, `"Q"`, `"K"`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(tsify::Tsify), tsify(type_prefix = "Ruse2014"))]
pub enum Rank {
    #[serde(rename = "A")]
    Ace,
    #[serde(rename = "2")]
    Two,
    #[serde(rename = "3")]
    Three,
    #[serde(rename = "4")]
    Four,
    #[serde(rename = "5")]
    Five,
    #[serde(rename = "6")]
    Six,
    #[serde(rename = "7")]
    Seven,
    #[serde(rename = "8")]
    Eight,
    #[serde(rename = "9")]
    Nine,
    #[serde(rename = "10")]
    Ten,
    #[serde(rename = "J")]
    Jack,
    #[serde(rename = "Q")]
    Queen,
    #[serde(rename = "K")]
    King,
}

impl Rank {
    pub const ALL: [Rank; 13] = [
        Rank::Ace,
        Rank::Two,
        Rank::Three,
        Rank::Four,
        Rank::Five,
        Rank::Six,
        Rank::Seven,
        Rank::Eight,
        Rank::Nine,
        Rank::Ten,
        Rank::Jack,
        Rank::Queen,
        Rank::King,
    ];

    /// The type of Accusation a card of this rank makes: Methods (J, Q, K,
    /// A), Motives (2, 4, 6, 8, 10), Opportunities (3, 5, 7, 9).
    #[must_use]
    pub const fn kind(self) -> Kind {
        match self {
            Rank::Jack | Rank::Queen | Rank::King | Rank::Ace => Kind::Method,
            Rank::Two | Rank::Four | Rank::Six | Rank::Eight | Rank::Ten => Kind::Motive,
            Rank::Three | Rank::Five | Rank::Seven | Rank::Nine => Kind::Opportunity,
        }
    }

    /// The value as the rulebook lists it: "A", "2" … "10", "J", "Q", "K".
    #[must_use]
    pub const fn symbol(self) -> &'static str {
        [
            "A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K",
        ][self as usize]
    }

    /// The value in words: "Ace", "2" … "10", "Jack", "Queen", "King".
    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            Rank::Ace => "Ace",
            Rank::Jack => "Jack",
            Rank::Queen => "Queen",
            Rank::King => "King",
            other => other.symbol(),
        }
    }
}

/// The three types of Accusation.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(tsify::Tsify), tsify(type_prefix = "Ruse2014"))]
#[serde(rename_all = "camelCase")]
pub enum Kind {
    Method,
    Motive,
    Opportunity,
}

impl Kind {
    pub const ALL: [Kind; 3] = [Kind::Method, Kind::Motive, Kind::Opportunity];

    /// The rulebook's name: "Method".
    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            Kind::Method => "Method",
            Kind::Motive => "Motive",
            Kind::Opportunity => "Opportunity",
        }
    }
}

/// One card. In JSON: `{ "type": "suited", "suit": "gears", "rank": "K" }`
/// or `{ "type": "joker" }`. The two Jokers are alike, so a hand or a pile
/// may hold `joker` twice; every other card is unique.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(tsify::Tsify), tsify(type_prefix = "Ruse2014"))]
#[serde(
    tag = "type",
    rename_all = "camelCase",
    rename_all_fields = "camelCase"
)]
pub enum Card {
    Suited { suit: Suit, rank: Rank },
    Joker,
}

impl Card {
    #[must_use]
    pub const fn new(suit: Suit, rank: Rank) -> Card {
        Card::Suited { suit, rank }
    }

    /// The Accusation this card makes (a Gears or Pistols card), with its
    /// suit and type; `None` for Alibis and Jokers.
    #[must_use]
    pub const fn accusation(self) -> Option<(Suit, Kind)> {
        match self {
            Card::Suited { suit, rank } if suit.accuses() => Some((suit, rank.kind())),
            _ => None,
        }
    }

    /// The rank of an Alibi card (Crystals or Lamps); `None` otherwise.
    #[must_use]
    pub const fn alibi_rank(self) -> Option<Rank> {
        match self {
            Card::Suited { suit, rank } if !suit.accuses() => Some(rank),
            _ => None,
        }
    }

    /// The card's rank; `None` for a Joker.
    #[must_use]
    pub const fn rank(self) -> Option<Rank> {
        match self {
            Card::Suited { rank, .. } => Some(rank),
            Card::Joker => None,
        }
    }

    #[must_use]
    pub const fn is_joker(self) -> bool {
        matches!(self, Card::Joker)
    }
}

/// How many cards the deck holds: 4 suits of 13 and 2 Jokers.
pub const DECK_SIZE: usize = 54;

/// How many Jokers the deck holds.
pub const JOKERS: u8 = 2;

/// The whole deck, in a fixed order (suits, then ranks, then the Jokers).
#[must_use]
pub fn deck() -> Vec<Card> {
    let mut cards: Vec<Card> = Suit::ALL
        .iter()
        .flat_map(|&suit| Rank::ALL.iter().map(move |&rank| Card::new(suit, rank)))
        .collect();
    cards.extend([Card::Joker; JOKERS as usize]);
    cards
}

/// Removes one copy of `card` from `cards`; whether there was one.
pub(crate) fn take(cards: &mut Vec<Card>, card: Card) -> bool {
    match cards.iter().position(|c| *c == card) {
        Some(i) => {
            cards.remove(i);
            true
        }
        None => false,
    }
}

/// Inserts `card` keeping `cards` sorted.
pub(crate) fn insert_sorted(cards: &mut Vec<Card>, card: Card) {
    let at = cards.partition_point(|c| *c <= card);
    cards.insert(at, card);
}

/// Each distinct card of a sorted list once (the two Jokers are alike).
pub(crate) fn distinct(cards: &[Card]) -> impl Iterator<Item = Card> + '_ {
    cards
        .iter()
        .enumerate()
        .filter(|(i, c)| *i == 0 || cards[i - 1] != **c)
        .map(|(_, c)| *c)
}
