use ruleshelf_engine::{Deserialize, Seat};
use serde::Serialize;

use crate::card::Card;

/// One decision of one seat. A turn is split in two: first where to take a
/// card from ([`Action::Draw`]), then what to do; covering up evidence is
/// followed by its compulsory discard.
///
/// In JSON: `{ "type": "accuse", "seat": 0, "card": { "type": "suited",
/// "suit": "gears", "rank": "K" }, "target": 2 }`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(tsify::Tsify), tsify(type_prefix = "Ruse2014"))]
#[serde(
    tag = "type",
    rename_all = "camelCase",
    rename_all_fields = "camelCase"
)]
pub enum Action {
    /// Take the top card of the draw pile or of the discard pile ("Play").
    Draw { seat: Seat, from: Source },
    /// Place a Method, Motive or Opportunity from hand in front of `target`
    /// ("Make an Accusation").
    Accuse {
        seat: Seat,
        card: Card,
        target: Seat,
    },
    /// Reveal a Joker from hand and move `accusation`, wherever it lies, to
    /// the seat `to` ("Reveal A Joker").
    Joker {
        seat: Seat,
        accusation: Card,
        to: Seat,
    },
    /// Play the Alibi `card` on the Accusation of the same rank in front of
    /// the seat; `top` says which of the two ends on top of the discard pile
    /// ("Provide an Alibi").
    Alibi { seat: Seat, card: Card, top: Top },
    /// Flip the portrait tile and put `accusation`, in front of the seat, at
    /// the bottom of the discard pile; a discard follows ("Cover Up
    /// Evidence").
    CoverUp { seat: Seat, accusation: Card },
    /// Discard `card` from hand, ending the turn ("Discard"; also the discard
    /// that completes a cover-up).
    Discard { seat: Seat, card: Card },
}

/// Where the card of the turn comes from.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(tsify::Tsify), tsify(type_prefix = "Ruse2014"))]
#[serde(rename_all = "camelCase")]
pub enum Source {
    /// The top card of the draw pile (secret to the others).
    Pile,
    /// The top card of the discard pile (seen by all).
    Discard,
}

/// Which card of an Alibi ends on top of the discard pile ("Discard both
/// the Accusation and the Alibi in any order you wish").
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(tsify::Tsify), tsify(type_prefix = "Ruse2014"))]
#[serde(rename_all = "camelCase")]
pub enum Top {
    Alibi,
    Accusation,
}

impl Action {
    /// The seat making the decision.
    #[must_use]
    pub const fn seat(&self) -> Seat {
        match *self {
            Action::Draw { seat, .. }
            | Action::Accuse { seat, .. }
            | Action::Joker { seat, .. }
            | Action::Alibi { seat, .. }
            | Action::CoverUp { seat, .. }
            | Action::Discard { seat, .. } => seat,
        }
    }
}
