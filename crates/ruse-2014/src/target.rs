//! The things a seat can touch at a Ruse table, by stable ids.

use core::fmt;
use core::str::FromStr;

use ruleshelf_engine::{Seat, UnknownTarget};

use crate::action::{Action, Source, Top};
use crate::card::{Card, Kind, Rank, Suit};

/// Something a seat can touch: a pile, a card in its hand, an Accusation
/// on the table, a seat's empty place for a type of Accusation, a portrait
/// tile, or which card of an Alibi goes on top.
///
/// Ids name cards as `<suit>-<rank>` (`crystals-9`, `gears-K`) or `joker`,
/// and seats from 0:
///
/// ```
/// # use ruse_2014::{Card, Kind, Rank, Suit, Target};
/// # use ruleshelf_engine::{Seat, UnknownTarget};
/// let nine = Target::Hand(Card::new(Suit::Crystals, Rank::Nine));
/// assert_eq!(nine.to_string(), "hand:crystals-9");
/// assert_eq!("slot:2:motive".parse(), Ok(Target::Slot { seat: Seat(2), kind: Kind::Motive }));
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Target {
    /// The draw pile (`pile:pile`) or the discard pile (`pile:discard`).
    Pile(Source),
    /// A card in the viewer's hand (`hand:gears-K`, `hand:joker`).
    Hand(Card),
    /// An Accusation on the table, in front of whoever it accuses
    /// (`acc:pistols-4`).
    Accusation(Card),
    /// A seat's empty place for a type of Accusation (`slot:1:method`).
    Slot { seat: Seat, kind: Kind },
    /// A seat's portrait tile (`portrait:0`), which covers up evidence.
    Portrait(Seat),
    /// Which card of an Alibi ends on top of the discard pile (`top:alibi`,
    /// `top:accusation`).
    Top(Top),
}

impl Target {
    /// The targets `action` is made on, in the order a player touches them:
    /// the card from the hand, then the Accusation it moves, then where it
    /// goes.
    #[must_use]
    pub fn of(action: &Action) -> Vec<Target> {
        let slot = |seat, card: Card| {
            card.accusation()
                .map(|(_, kind)| Target::Slot { seat, kind })
        };
        match *action {
            Action::Draw { from, .. } => vec![Target::Pile(from)],
            Action::Accuse { card, target, .. } => [Some(Target::Hand(card)), slot(target, card)]
                .into_iter()
                .flatten()
                .collect(),
            Action::Joker { accusation, to, .. } => [
                Some(Target::Hand(Card::Joker)),
                Some(Target::Accusation(accusation)),
                slot(to, accusation),
            ]
            .into_iter()
            .flatten()
            .collect(),
            Action::Alibi { card, top, .. } => vec![Target::Hand(card), Target::Top(top)],
            Action::CoverUp { seat, accusation } => {
                vec![Target::Portrait(seat), Target::Accusation(accusation)]
            }
            Action::Discard { card, .. } => vec![Target::Hand(card), Target::Pile(Source::Discard)],
        }
    }
}

const SUITS: [(Suit, &str); 4] = [
    (Suit::Gears, "gears"),
    (Suit::Pistols, "pistols"),
    (Suit::Crystals, "crystals"),
    (Suit::Lamps, "lamps"),
];
const RANKS: [&str; 13] = [
    "A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K",
];
const KINDS: [(Kind, &str); 3] = [
    (Kind::Method, "method"),
    (Kind::Motive, "motive"),
    (Kind::Opportunity, "opportunity"),
];

/// A card's id: `gears-K`, `joker`.
struct CardId(Card);

impl fmt::Display for CardId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.0 {
            Card::Joker => f.write_str("joker"),
            Card::Suited { suit, rank } => {
                let suit = SUITS
                    .iter()
                    .find(|(s, _)| *s == suit)
                    .map_or("", |(_, id)| id);
                write!(f, "{suit}-{}", RANKS[rank as usize])
            }
        }
    }
}

fn card(id: &str) -> Option<Card> {
    if id == "joker" {
        return Some(Card::Joker);
    }
    let (suit, rank) = id.split_once('-')?;
    let suit = SUITS.iter().find(|(_, s)| *s == suit)?.0;
    let rank = RANKS.iter().position(|r| *r == rank)?;
    Some(Card::new(suit, Rank::ALL[rank]))
}

impl fmt::Display for Target {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            Target::Pile(Source::Pile) => f.write_str("pile:pile"),
            Target::Pile(Source::Discard) => f.write_str("pile:discard"),
            Target::Hand(card) => write!(f, "hand:{}", CardId(card)),
            Target::Accusation(card) => write!(f, "acc:{}", CardId(card)),
            Target::Slot { seat, kind } => {
                let kind = KINDS
                    .iter()
                    .find(|(k, _)| *k == kind)
                    .map_or("", |(_, id)| id);
                write!(f, "slot:{}:{kind}", seat.0)
            }
            Target::Portrait(seat) => write!(f, "portrait:{}", seat.0),
            Target::Top(Top::Alibi) => f.write_str("top:alibi"),
            Target::Top(Top::Accusation) => f.write_str("top:accusation"),
        }
    }
}

impl FromStr for Target {
    type Err = UnknownTarget;

    fn from_str(id: &str) -> Result<Target, UnknownTarget> {
        let seat = |n: &str| n.parse::<u8>().ok().filter(|n| *n < 8).map(Seat);
        let kind = |k: &str| KINDS.iter().find(|(_, id)| *id == k).map(|(kind, _)| *kind);
        let parts: Vec<&str> = id.split(':').collect();
        let target = match parts.as_slice() {
            ["pile", "pile"] => Some(Target::Pile(Source::Pile)),
            ["pile", "discard"] => Some(Target::Pile(Source::Discard)),
            ["hand", c] => card(c).map(Target::Hand),
            ["acc", c] => card(c)
                .filter(|c| c.accusation().is_some())
                .map(Target::Accusation),
            ["slot", n, k] => seat(n)
                .zip(kind(k))
                .map(|(seat, kind)| Target::Slot { seat, kind }),
            ["portrait", n] => seat(n).map(Target::Portrait),
            ["top", "alibi"] => Some(Target::Top(Top::Alibi)),
            ["top", "accusation"] => Some(Target::Top(Top::Accusation)),
            _ => None,
        };
        target.ok_or_else(|| UnknownTarget(id.to_owned()))
    }
}

#[cfg(feature = "ts")]
#[wasm_bindgen::prelude::wasm_bindgen(typescript_custom_section)]
const TARGET_TS: &str = r#"/** A card of the Ruse deck in a target id: `gears-K`, `crystals-9`, `joker`. */
export type Ruse2014CardId = `${Ruse2014Suit}-${Ruse2014Rank}` | "joker";
/** Something a seat can touch at a Ruse (2014) table (seats from 0). */
export type Ruse2014Target =
  | "pile:pile" | "pile:discard" | `hand:${Ruse2014CardId}` | `acc:${Ruse2014CardId}`
  | `slot:${number}:${Ruse2014Kind}` | `portrait:${number}` | "top:alibi" | "top:accusation";"#;
