//! The card list, as data: every influence card of a colour and every goal
//! card of the box. A corrected card list changes this file only.
//!
//! Values are in half-points (the Assassin's 9.5 is 19), never floats.

use ruleshelf_engine::Deserialize;
use serde::Serialize;

/// One of the 25 influence cards every colour has (one copy of each).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[cfg_attr(
    feature = "ts",
    derive(tsify::Tsify),
    tsify(type_prefix = "RuseAndBruise")
)]
#[serde(rename_all = "camelCase")]
pub enum Card {
    King,
    Queen,
    Juliet,
    Prince,
    Explorer,
    Hermit,
    Musketeers,
    Dragon,
    Traitor,
    Assassin,
    Storm,
    Alchemist,
    FencingMaster,
    LordOfTheManor,
    Trader,
    Cardinal,
    Minnesinger,
    Wizard,
    Romeo,
    Beggar,
    Squire,
    SmallGiant,
    Witch,
    InvisibilityCloak,
    Doppelganger,
}

/// A goal card's domain (its symbol).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[cfg_attr(
    feature = "ts",
    derive(tsify::Tsify),
    tsify(type_prefix = "RuseAndBruise")
)]
#[serde(rename_all = "camelCase")]
pub enum Domain {
    Alchemy,
    Fencing,
    Agriculture,
    Trade,
    Religion,
    Music,
}

/// What a card does besides its printed value, and when.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Ability {
    /// Nothing.
    None,
    /// Worth [`SPECIALIST_MATCH`] under a goal of this domain.
    Specialist(Domain),
    /// When flipped: moves to the next open column to the right.
    Explorer,
    /// When flipped: discards the card just below it.
    Assassin,
    /// When flipped: closes its column (complete, takes no cards).
    Storm,
    /// When flipped: its owner hides another card under it.
    Cloak,
    /// When flipped: its owner may swap its column's goal with another.
    Traitor,
    /// End of round, first: switches off every other ability in its column.
    Musketeers,
    /// End of round: removes cards worth 10 or more.
    Wizard,
    /// End of round: removes cards worth 9 or less, Witches excepted.
    Witch,
    /// End of round: with its owner's Squire, wins the column.
    Prince,
    /// End of round: with its owner's Prince, wins the column.
    Squire,
    /// Minus 1 per other card in the column.
    Hermit,
    /// Plus 3 per other card in the column.
    SmallGiant,
    /// Takes the value of the card below it.
    Doppelganger,
    /// Lowers every other player's card in its column by 2.
    Dragon,
    /// Worth [`ROMEO_WITH_JULIET`] with its owner's Juliet in the column.
    Romeo,
    /// The lowest total wins the column.
    Beggar,
}

/// One row of the card list.
#[derive(Clone, Copy, Debug)]
pub struct CardData {
    pub card: Card,
    /// The rulebook's name.
    pub name: &'static str,
    /// The printed value in half-points.
    pub value: i32,
    pub ability: Ability,
    /// Copies of this card in one colour.
    pub copies: u8,
    /// Where the value comes from.
    pub source: &'static str,
    /// A detail we had to choose, and why; `None` when nothing is assumed.
    pub assumed: Option<&'static str>,
}

const DATA: &str = "card list (two digital versions agree)";
const REVIEW: &str = "card list, confirmed by a published review";

/// The 25 influence cards of one colour, in [`Card`] order. The printed
/// values sum to 208.5 points (417 half-points).
pub const CARDS: [CardData; 25] = [
    row(Card::King, "King", 40, Ability::None, REVIEW, None),
    row(Card::Queen, "Queen", 32, Ability::None, DATA, None),
    row(Card::Juliet, "Juliet", 28, Ability::None, DATA, None),
    row(Card::Prince, "Prince", 28, Ability::Prince, DATA, None),
    row(Card::Explorer, "Explorer", 26, Ability::Explorer, DATA, None),
    row(
        Card::Hermit,
        "Hermit",
        24,
        Ability::Hermit,
        DATA,
        Some("never below 0: the rulebook says how the Hermit loses points, not whether it can go negative; every other lowering (the Dragon) stops at 0"),
    ),
    row(Card::Musketeers, "Musketeers", 22, Ability::Musketeers, DATA, None),
    row(Card::Dragon, "Dragon", 22, Ability::Dragon, DATA, None),
    row(Card::Traitor, "Traitor", 20, Ability::Traitor, DATA, None),
    row(Card::Assassin, "Assassin", 19, Ability::Assassin, DATA, None),
    row(Card::Storm, "Storm", 18, Ability::Storm, DATA, None),
    row(Card::Alchemist, "Alchemist", 16, Ability::Specialist(Domain::Alchemy), DATA, None),
    row(Card::FencingMaster, "Fencing Master", 16, Ability::Specialist(Domain::Fencing), DATA, None),
    row(Card::LordOfTheManor, "Lord of the Manor", 16, Ability::Specialist(Domain::Agriculture), DATA, None),
    row(Card::Trader, "Trader", 16, Ability::Specialist(Domain::Trade), DATA, None),
    row(Card::Cardinal, "Cardinal", 16, Ability::Specialist(Domain::Religion), DATA, None),
    row(Card::Minnesinger, "Minnesinger", 16, Ability::Specialist(Domain::Music), DATA, None),
    row(Card::Wizard, "Wizard", 14, Ability::Wizard, DATA, None),
    row(Card::Romeo, "Romeo", 10, Ability::Romeo, REVIEW, None),
    row(Card::Beggar, "Beggar", 8, Ability::Beggar, REVIEW, None),
    row(Card::Squire, "Squire", 4, Ability::Squire, DATA, None),
    row(Card::SmallGiant, "Small Giant", 4, Ability::SmallGiant, DATA, None),
    row(Card::Witch, "Witch", 2, Ability::Witch, REVIEW, None),
    row(Card::InvisibilityCloak, "Invisibility Cloak", 0, Ability::Cloak, REVIEW, None),
    row(
        Card::Doppelganger,
        "Doppelganger",
        0,
        Ability::Doppelganger,
        DATA,
        Some("copies the value the card below has before Dragons act (the rulings' order), then Dragons act on the Doppelganger itself"),
    ),
];

const fn row(
    card: Card,
    name: &'static str,
    value: i32,
    ability: Ability,
    source: &'static str,
    assumed: Option<&'static str>,
) -> CardData {
    CardData {
        card,
        name,
        value,
        ability,
        copies: 1,
        source,
        assumed,
    }
}

/// A specialist under a goal of its own domain: 12 points.
pub const SPECIALIST_MATCH: i32 = 24;
/// Romeo with his owner's Juliet in the column: 15 points.
pub const ROMEO_WITH_JULIET: i32 = 30;
/// The Hermit loses 1 point per other card in its column.
pub const HERMIT_LOSS: i32 = 2;
/// The Small Giant gains 3 points per other card in its column.
pub const SMALL_GIANT_GAIN: i32 = 6;
/// Each Dragon lowers other players' cards by 2 points.
pub const DRAGON_LOSS: i32 = 4;
/// The Wizard removes cards worth this much or more (10 points).
pub const WIZARD_FROM: i32 = 20;
/// The Witch removes cards worth this much or less (9 points).
pub const WITCH_UP_TO: i32 = 18;

/// Cards in hand.
pub const HAND_SIZE: usize = 3;
/// Rounds in a game.
pub const ROUNDS: u8 = 6;

/// The goal values of one domain, from data/ruse-and-bruise's goal table:
/// 1, 2, 3, 3, 4, 5 (a goal's value is its points and the cards it needs).
pub const GOAL_VALUES: [u8; 6] = [1, 2, 3, 3, 4, 5];

impl Card {
    /// Every card of a colour, in table order.
    pub const ALL: [Card; 25] = {
        let mut all = [Card::King; 25];
        let mut i = 0;
        while i < 25 {
            all[i] = CARDS[i].card;
            i += 1;
        }
        all
    };

    /// Its row of [`CARDS`].
    #[must_use]
    pub const fn data(self) -> &'static CardData {
        &CARDS[self as usize]
    }

    /// Its position in [`Card::ALL`].
    #[must_use]
    pub const fn index(self) -> usize {
        self as usize
    }

    /// The printed value, in half-points.
    #[must_use]
    pub const fn value(self) -> i32 {
        self.data().value
    }

    #[must_use]
    pub const fn ability(self) -> Ability {
        self.data().ability
    }

    /// The rulebook's name.
    #[must_use]
    pub const fn name(self) -> &'static str {
        self.data().name
    }
}

impl Domain {
    pub const ALL: [Domain; 6] = [
        Domain::Alchemy,
        Domain::Fencing,
        Domain::Agriculture,
        Domain::Trade,
        Domain::Religion,
        Domain::Music,
    ];

    #[must_use]
    pub const fn index(self) -> usize {
        self as usize
    }

    /// The rulebook's name: "Alchemy".
    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            Domain::Alchemy => "Alchemy",
            Domain::Fencing => "Fencing",
            Domain::Agriculture => "Agriculture",
            Domain::Trade => "Trade",
            Domain::Religion => "Religion",
            Domain::Music => "Music",
        }
    }

    /// The symbol printed on its goals.
    #[must_use]
    pub const fn symbol(self) -> &'static str {
        match self {
            Domain::Alchemy => "flask",
            Domain::Fencing => "swords",
            Domain::Agriculture => "corn",
            Domain::Trade => "coins",
            Domain::Religion => "cardinal's hat",
            Domain::Music => "lute",
        }
    }
}

/// A goal card: its domain and its value (points, and cards needed under
/// it).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[cfg_attr(
    feature = "ts",
    derive(tsify::Tsify),
    tsify(type_prefix = "RuseAndBruise")
)]
#[serde(rename_all = "camelCase")]
pub struct Goal {
    pub domain: Domain,
    pub value: u8,
}

/// The goal cards in play for a table of `seats`: all 36, or the 30 left
/// after removing the value-1 goals with two seats. Sorted.
#[must_use]
pub fn goals_in_play(seats: u8) -> Vec<Goal> {
    let mut goals = Vec::with_capacity(36);
    for domain in Domain::ALL {
        for value in GOAL_VALUES {
            if seats == 2 && value == 1 {
                continue;
            }
            goals.push(Goal { domain, value });
        }
    }
    goals.sort();
    goals
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_table_is_in_card_order_and_sums_to_208_5() {
        for (i, row) in CARDS.iter().enumerate() {
            assert_eq!(row.card.index(), i);
            assert_eq!(row.copies, 1);
        }
        assert_eq!(CARDS.iter().map(|c| c.value).sum::<i32>(), 417);
    }
}
