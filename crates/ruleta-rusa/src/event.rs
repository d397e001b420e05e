use ruleshelf_engine::{Deserialize, Seat};
use serde::Serialize;

use crate::chip::Chip;
use crate::skill::Skill;
use crate::state::Direction;

/// What happened, for a log or an animation. Facts only one seat may know
/// (where it put the BANG!, what it saw with Look) are logged to that seat
/// alone; everyone else gets the public half.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(
    feature = "ts",
    derive(tsify::Tsify),
    tsify(type_prefix = "RuletaRusa")
)]
#[serde(
    tag = "type",
    rename_all = "camelCase",
    rename_all_fields = "camelCase"
)]
pub enum Event {
    /// Skills dealt to a seat at setup.
    Dealt {
        seat: Seat,
        skills: Vec<Skill>,
    },
    /// A seat drafted a skill.
    Drafted {
        seat: Seat,
        skill: Skill,
    },
    /// The seat that reveals first.
    FirstToReveal {
        seat: Seat,
    },
    /// A seat's turn begins.
    TurnBegins {
        seat: Seat,
    },
    Revealed {
        seat: Seat,
        chip: Chip,
    },
    /// After a CLICK, a seat turned a skill face up again.
    TurnedUp {
        seat: Seat,
        skill: Skill,
    },
    /// A skill chip was turned face down (by using it, by Flip, or on the
    /// opening BANG!).
    TurnedDown {
        seat: Seat,
        skill: Skill,
    },
    /// A skill chip went back to the box after a BANG!.
    Returned {
        seat: Seat,
        skill: Skill,
    },
    Eliminated {
        seat: Seat,
    },
    /// A seat used a skill; the effect follows in its own event.
    Used {
        seat: Seat,
        skill: Skill,
    },
    Flipped {
        seat: Seat,
        target: Seat,
        skill: Skill,
    },
    /// A seat rebuilt or reordered the stack (public).
    Arranged {
        seat: Seat,
        size: u8,
    },
    /// Where that seat put the BANG! (to that seat only; 1 = top).
    PlacedBang {
        seat: Seat,
        position: u8,
    },
    /// What Look showed (to that seat only).
    Saw {
        seat: Seat,
        chip: Chip,
    },
    LeftTop {
        seat: Seat,
    },
    MovedTopToBottom {
        seat: Seat,
    },
    GaveTurn {
        seat: Seat,
        to: Seat,
    },
    DirectionChanged {
        seat: Seat,
        direction: Direction,
    },
    DoubleShotPending {
        seat: Seat,
    },
    DoubleShotCancelled {
        seat: Seat,
    },
    /// Two seats are left: the stack was shuffled and their skills turned
    /// face up.
    FinalDuel {
        seats: Vec<Seat>,
    },
    Won {
        seat: Seat,
    },
}
