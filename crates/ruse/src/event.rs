//! What happened, for logs and animations; a drawn card is told to its
//! owner only.

use ruleshelf_engine::{Deserialize, Seat};
use serde::Serialize;

use crate::action::Action;
use crate::ids::Territory;

/// What happened, for logs and animations.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(tsify::Tsify), tsify(type_prefix = "Ruse"))]
#[serde(tag = "type", rename_all = "camelCase", rename_all_fields = "camelCase")]
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
}
