use ruleshelf_engine::{Deserialize, Seat};
use serde::Serialize;

use crate::cards::Card;

/// One decision of one seat.
///
/// In JSON: `{ "type": "play", "seat": 0, "card": "king", "column": 2 }`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(
    feature = "ts",
    derive(tsify::Tsify),
    tsify(type_prefix = "RuseAndBruise")
)]
#[serde(
    tag = "type",
    rename_all = "camelCase",
    rename_all_fields = "camelCase"
)]
pub enum Action {
    /// The turn: play `card` from hand face down at the bottom of `column`.
    Play { seat: Seat, card: Card, column: u8 },
    /// A flipped Invisibility Cloak: hide `card` from hand face down under it.
    Hide { seat: Seat, card: Card },
    /// A flipped Traitor: swap its column's goal with `column`'s goal.
    SwapGoals { seat: Seat, column: u8 },
    /// A flipped Traitor: leave the goals where they are.
    KeepGoals { seat: Seat },
}

impl Action {
    /// The seat making the decision.
    #[must_use]
    pub const fn seat(&self) -> Seat {
        match *self {
            Action::Play { seat, .. }
            | Action::Hide { seat, .. }
            | Action::SwapGoals { seat, .. }
            | Action::KeepGoals { seat } => seat,
        }
    }
}
