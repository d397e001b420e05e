//! The things a seat can touch at a Ruse & Bruise table, by stable ids.

use core::fmt;
use core::str::FromStr;

use ruleshelf_engine::UnknownTarget;

use crate::action::Action;
use crate::cards::{Card, CARDS};

/// Something a seat can touch: a card of its hand, a column (to play a
/// card below its goal), a column's goal card (a Traitor's switch), or
/// keeping the goals where they are.
///
/// Ids name cards as in JSON and columns from 0:
///
/// ```
/// # use ruse_and_bruise::{Card, Target};
/// assert_eq!(Target::Hand(Card::LordOfTheManor).to_string(), "hand:lordOfTheManor");
/// assert_eq!("column:2".parse(), Ok(Target::Column(2)));
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Target {
    /// A card of the viewer's hand (`hand:king`).
    Hand(Card),
    /// A column of this round, to play a card below its goal (`column:0`).
    Column(u8),
    /// A column's goal card, which a flipped Traitor may switch (`goal:1`).
    Goal(u8),
    /// After a Traitor flips, keeping the goals where they are (`keep`).
    Keep,
}

impl Target {
    /// The targets `action` is made on, in the order a player touches them:
    /// the card, then the column it goes to.
    #[must_use]
    pub fn of(action: &Action) -> Vec<Target> {
        match *action {
            Action::Play { card, column, .. } => vec![Target::Hand(card), Target::Column(column)],
            Action::Hide { card, .. } => vec![Target::Hand(card)],
            Action::SwapGoals { column, .. } => vec![Target::Goal(column)],
            Action::KeepGoals { .. } => vec![Target::Keep],
        }
    }
}

/// A card's name in JSON and in ids: its variant, first letter lowered.
fn card_id(card: Card) -> String {
    let name = format!("{card:?}");
    let mut chars = name.chars();
    chars
        .next()
        .map(|first| first.to_ascii_lowercase().to_string() + chars.as_str())
        .unwrap_or_default()
}

impl fmt::Display for Target {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            Target::Hand(card) => write!(f, "hand:{}", card_id(card)),
            Target::Column(column) => write!(f, "column:{column}"),
            Target::Goal(column) => write!(f, "goal:{column}"),
            Target::Keep => f.write_str("keep"),
        }
    }
}

impl FromStr for Target {
    type Err = UnknownTarget;

    fn from_str(id: &str) -> Result<Target, UnknownTarget> {
        let column = |n: &str| n.parse::<u8>().ok().filter(|n| *n < 16);
        let target = match id.split_once(':') {
            Some(("hand", name)) => CARDS
                .iter()
                .map(|data| data.card)
                .find(|card| card_id(*card) == name)
                .map(Target::Hand),
            Some(("column", n)) => column(n).map(Target::Column),
            Some(("goal", n)) => column(n).map(Target::Goal),
            None if id == "keep" => Some(Target::Keep),
            _ => None,
        };
        target.ok_or_else(|| UnknownTarget(id.to_owned()))
    }
}

#[cfg(feature = "ts")]
#[wasm_bindgen::prelude::wasm_bindgen(typescript_custom_section)]
const TARGET_TS: &str = r#"/** Something a seat can touch at a Ruse & Bruise table (columns from 0). */
export type RuseAndBruiseTarget = `hand:${RuseAndBruiseCard}` | `column:${number}` | `goal:${number}` | "keep";"#;
