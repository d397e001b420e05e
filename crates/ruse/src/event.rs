//! What happened, for logs and animations; a drawn card is told to its
//! owner only. VIXEN's turn is told step by step (its events, and the
//! shared ones with its colour as `seat`).

use ruleshelf_engine::{Deserialize, Seat};
use serde::Serialize;

use crate::action::Action;
use crate::ids::Territory;
use crate::vixen::VixenIcon;

/// What happened, for logs and animations.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(tsify::Tsify), tsify(type_prefix = "Ruse"))]
#[serde(
    tag = "type",
    rename_all = "camelCase",
    rename_all_fields = "camelCase"
)]
pub enum Event {
    /// A round began: its destiny tile and die.
    Round {
        round: u8,
        destiny_tile: u8,
        destiny_value: u8,
        night: bool,
        hunter: Territory,
    },
    /// A seat's turn began with this roll.
    Rolled {
        seat: Seat,
        value: u8,
        gp: u8,
    },
    /// A decision was made.
    Played {
        action: Action,
    },
    /// A territory tile was drawn.
    TileDrawn {
        seat: Seat,
        territory: Territory,
        tile: u8,
    },
    /// A hunting tile was flipped.
    Hunted {
        seat: Seat,
        tile: u8,
    },
    /// A private objective card was drawn (to its owner only).
    CardDrawn {
        seat: Seat,
        card: u8,
    },
    /// A seat drew an objective card (public: which one is secret).
    CardDrawnSecretly {
        seat: Seat,
    },
    /// Den path tiles were drawn.
    DenTilesDrawn {
        seat: Seat,
        count: u8,
    },
    /// A common objective was claimed.
    CommonClaimed {
        seat: Seat,
        objective: u8,
        place: u8,
    },
    /// VP changed at a scoring step.
    Scored {
        seat: Seat,
        vp: i32,
        reason: String,
    },
    GameOver {
        scores: Vec<i32>,
    },
    /// The Firefox pawn moved to ring space `space` (by the Firefox die's
    /// `roll`, when rolled) and collected `tile`, or the board's bonus when
    /// no tile was left there.
    FirefoxMoved {
        seat: Seat,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        #[cfg_attr(feature = "ts", tsify(optional))]
        roll: Option<u8>,
        space: u8,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        #[cfg_attr(feature = "ts", tsify(optional))]
        tile: Option<u8>,
    },
    /// VIXEN's turn began: it revealed this card (an index into
    /// `vixen.cards` of the components); its instant bonus follows.
    VixenRevealed {
        card: u8,
    },
    /// VIXEN rolled its action die; the roll picked `row` of its card.
    VixenRolled {
        roll: u8,
        row: u8,
    },
    /// VIXEN's die went on die space `space` of `territory`, or, without a
    /// territory, on open space `space` above its board (its den).
    VixenPlaced {
        #[serde(default, skip_serializing_if = "Option::is_none")]
        #[cfg_attr(feature = "ts", tsify(optional))]
        territory: Option<Territory>,
        space: u8,
    },
    /// VIXEN's fox moved from the base of `territory` to exploration space
    /// `to` (0: it stayed at the base).
    VixenMoved {
        territory: Territory,
        to: u8,
    },
    /// VIXEN resolved an icon of its card (of the instant bonus, then of
    /// the row, in order); `done`: it took effect. What it caused follows
    /// (a hunting tile flipped, a territory tile drawn, a cube placed).
    VixenResolved {
        icon: VixenIcon,
        done: bool,
    },
}
