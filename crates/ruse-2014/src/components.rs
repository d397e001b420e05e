//! The deck and the characters as a UI names them: suits, values, types of
//! Accusation and the characters' names, from the crate rather than a copy.

use serde::Serialize;

use crate::card::{Kind, Rank, Suit};
use crate::character::Character;

/// The names of the box's components, each list in its type's `ALL` order
/// (`Game::components`).
///
/// ```
/// let c = ruse_2014::Components::standard();
/// assert_eq!(c.ranks[0].name, "Ace");
/// assert_eq!(c.kinds[0].ranks.len(), 4); // Methods: J, Q, K, A
/// ```
#[derive(Clone, Debug, Serialize)]
#[cfg_attr(feature = "ts", derive(tsify::Tsify), tsify(type_prefix = "Ruse2014"))]
#[serde(rename_all = "camelCase")]
pub struct Components {
    pub suits: Vec<SuitInfo>,
    pub ranks: Vec<RankInfo>,
    pub kinds: Vec<KindInfo>,
    pub characters: Vec<CharacterInfo>,
}

/// A suit: its name, and whether its cards are Accusations (else Alibis).
#[derive(Clone, Debug, Serialize)]
#[cfg_attr(feature = "ts", derive(tsify::Tsify), tsify(type_prefix = "Ruse2014"))]
#[serde(rename_all = "camelCase")]
pub struct SuitInfo {
    pub suit: Suit,
    pub name: String,
    pub accuses: bool,
}

/// A value: "Ace" (symbol "A"), and the type of Accusation it makes.
#[derive(Clone, Debug, Serialize)]
#[cfg_attr(feature = "ts", derive(tsify::Tsify), tsify(type_prefix = "Ruse2014"))]
#[serde(rename_all = "camelCase")]
pub struct RankInfo {
    pub rank: Rank,
    pub name: String,
    pub kind: Kind,
}

/// A type of Accusation and its values, as the rulebook lists them.
#[derive(Clone, Debug, Serialize)]
#[cfg_attr(feature = "ts", derive(tsify::Tsify), tsify(type_prefix = "Ruse2014"))]
#[serde(rename_all = "camelCase")]
pub struct KindInfo {
    pub kind: Kind,
    pub name: String,
    pub ranks: Vec<Rank>,
}

/// A character of the box, by the name the rulebook prints.
#[derive(Clone, Debug, Serialize)]
#[cfg_attr(feature = "ts", derive(tsify::Tsify), tsify(type_prefix = "Ruse2014"))]
#[serde(rename_all = "camelCase")]
pub struct CharacterInfo {
    pub character: Character,
    pub name: String,
}

/// "Methods (J, Q, K, A)": the order the rulebook lists a type's values.
const LISTED: [Rank; 13] = [
    Rank::Jack,
    Rank::Queen,
    Rank::King,
    Rank::Ace,
    Rank::Two,
    Rank::Four,
    Rank::Six,
    Rank::Eight,
    Rank::Ten,
    Rank::Three,
    Rank::Five,
    Rank::Seven,
    Rank::Nine,
];

impl Components {
    /// The components of the box.
    #[must_use]
    pub fn standard() -> Components {
        Components {
            suits: Suit::ALL
                .iter()
                .map(|&suit| SuitInfo {
                    suit,
                    name: suit.name().to_owned(),
                    accuses: suit.accuses(),
                })
                .collect(),
            ranks: Rank::ALL
                .iter()
                .map(|&rank| RankInfo {
                    rank,
                    name: rank.name().to_owned(),
                    kind: rank.kind(),
                })
                .collect(),
            kinds: Kind::ALL
                .iter()
                .map(|&kind| KindInfo {
                    kind,
                    name: kind.name().to_owned(),
                    ranks: LISTED.into_iter().filter(|r| r.kind() == kind).collect(),
                })
                .collect(),
            characters: Character::ALL
                .iter()
                .map(|&character| CharacterInfo {
                    character,
                    name: character.name().to_owned(),
                })
                .collect(),
        }
    }
}
