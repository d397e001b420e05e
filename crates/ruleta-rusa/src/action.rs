use ruleshelf_engine::{Deserialize, Seat};
use serde::Serialize;

use crate::skill::Skill;

/// One decision of one seat. Compound moves are split: using Reorder is one
/// action, placing the BANG! the next.
///
/// In JSON: `{ "type": "flip", "seat": 0, "target": 2, "skill": "reorder" }`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
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
pub enum Action {
    /// Take one skill chip from the box (advanced mode, drafted).
    Draft { seat: Seat, skill: Skill },
    /// Reveal the top chip of the revolver stack ("Option 2").
    Reveal { seat: Seat },
    /// Use Flip: turn face down the `skill` chip of `target`.
    Flip {
        seat: Seat,
        target: Seat,
        skill: Skill,
    },
    /// Use Reorder; the BANG!'s place follows as [`Action::Arrange`].
    Reorder { seat: Seat },
    /// Use Change of Turn: `to` takes the turn at once.
    ChangeOfTurn { seat: Seat, to: Seat },
    /// Use Look; leaving or burying the top chip follows.
    Look { seat: Seat },
    /// Use Change of Direction.
    ChangeOfDirection { seat: Seat },
    /// Use Double Shot: the next reveal reveals two chips.
    DoubleShot { seat: Seat },
    /// Put the BANG! at `position` (1 = top) of the stack being rebuilt or
    /// reordered.
    Arrange { seat: Seat, position: u8 },
    /// After Look: leave the top chip where it is.
    LeaveTop { seat: Seat },
    /// After Look: put the top chip at the bottom of the stack.
    TopToBottom { seat: Seat },
    /// After a CLICK: turn this face-down skill face up.
    TurnUp { seat: Seat, skill: Skill },
    /// After a CLICK: keep every skill as it is.
    KeepSkills { seat: Seat },
    /// After a BANG!: return this face-up skill to the box.
    ReturnSkill { seat: Seat, skill: Skill },
    /// After a BANG! on the opening reveal: turn this skill face down.
    TurnDown { seat: Seat, skill: Skill },
}

impl Action {
    /// The seat making the decision.
    #[must_use]
    pub const fn seat(&self) -> Seat {
        match *self {
            Action::Draft { seat, .. }
            | Action::Reveal { seat }
            | Action::Flip { seat, .. }
            | Action::Reorder { seat }
            | Action::ChangeOfTurn { seat, .. }
            | Action::Look { seat }
            | Action::ChangeOfDirection { seat }
            | Action::DoubleShot { seat }
            | Action::Arrange { seat, .. }
            | Action::LeaveTop { seat }
            | Action::TopToBottom { seat }
            | Action::TurnUp { seat, .. }
            | Action::KeepSkills { seat }
            | Action::ReturnSkill { seat, .. }
            | Action::TurnDown { seat, .. } => seat,
        }
    }

    /// The skill chip this action uses, for the skill-using actions.
    #[must_use]
    pub const fn skill_used(&self) -> Option<Skill> {
        match self {
            Action::Flip { .. } => Some(Skill::Flip),
            Action::Reorder { .. } => Some(Skill::Reorder),
            Action::ChangeOfTurn { .. } => Some(Skill::ChangeOfTurn),
            Action::Look { .. } => Some(Skill::Look),
            Action::ChangeOfDirection { .. } => Some(Skill::ChangeOfDirection),
            Action::DoubleShot { .. } => Some(Skill::DoubleShot),
            _ => None,
        }
    }
}
