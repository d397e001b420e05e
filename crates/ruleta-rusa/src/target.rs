//! The things a seat can touch at a Ruleta Rusa table, by stable ids.

use core::fmt;
use core::str::FromStr;

use ruleshelf_engine::{Seat, UnknownTarget};

use crate::action::Action;
use crate::skill::Skill;

/// Something a seat can touch: a chip, a seat, a place in the stack, the
/// box, or the one button of a decision.
///
/// Its id (`Display`, read back by `FromStr`) names seats from 0 and
/// skills as in JSON:
///
/// ```
/// # use ruleta_rusa::{Skill, Target};
/// # use ruleshelf_engine::{Seat, UnknownTarget};
/// let chip = Target::Skill { seat: Seat(2), skill: Skill::ChangeOfTurn };
/// assert_eq!(chip.to_string(), "skill:2:changeOfTurn");
/// assert_eq!("skill:2:changeOfTurn".parse(), Ok(chip));
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Target {
    /// The top chip of the revolver stack (`stack:top`): reveal it, or
    /// after Look leave it there.
    StackTop,
    /// The bottom of the revolver stack (`stack:bottom`): after Look, where
    /// the top chip may go.
    StackBottom,
    /// A place for the BANG! in the stack being built (`slot:1` = top).
    Slot(u8),
    /// A seat's skill chip (`skill:0:flip`).
    Skill { seat: Seat, skill: Skill },
    /// A seat at the table (`seat:1`): whom Change of Turn gives the turn.
    Seat(Seat),
    /// A skill's chips in the box (`supply:look`): drafted from there.
    Supply(Skill),
    /// After a CLICK, keeping every skill as it is (`keep`).
    Keep,
}

impl Target {
    /// The targets `action` is made on, in the order a player touches them:
    /// the skill chip used first, then the chip it flips or the seat it
    /// gives the turn to.
    #[must_use]
    pub fn of(action: &Action) -> Vec<Target> {
        let own = |seat, skill| Target::Skill { seat, skill };
        match *action {
            Action::Reveal { .. } | Action::LeaveTop { .. } => vec![Target::StackTop],
            Action::TopToBottom { .. } => vec![Target::StackBottom],
            Action::Flip {
                seat,
                target,
                skill,
            } => vec![own(seat, Skill::Flip), own(target, skill)],
            Action::ChangeOfTurn { seat, to } => {
                vec![own(seat, Skill::ChangeOfTurn), Target::Seat(to)]
            }
            Action::Reorder { seat } => vec![own(seat, Skill::Reorder)],
            Action::Look { seat } => vec![own(seat, Skill::Look)],
            Action::ChangeOfDirection { seat } => vec![own(seat, Skill::ChangeOfDirection)],
            Action::DoubleShot { seat } => vec![own(seat, Skill::DoubleShot)],
            Action::TurnUp { seat, skill }
            | Action::ReturnSkill { seat, skill }
            | Action::TurnDown { seat, skill } => {
                vec![own(seat, skill)]
            }
            Action::KeepSkills { .. } => vec![Target::Keep],
            Action::Arrange { position, .. } => vec![Target::Slot(position)],
            Action::Draft { skill, .. } => vec![Target::Supply(skill)],
        }
    }
}

impl Skill {
    /// Its name in JSON and in target ids.
    const fn id(self) -> &'static str {
        match self {
            Skill::Flip => "flip",
            Skill::Reorder => "reorder",
            Skill::ChangeOfTurn => "changeOfTurn",
            Skill::Look => "look",
            Skill::ChangeOfDirection => "changeOfDirection",
            Skill::DoubleShot => "doubleShot",
        }
    }
}

impl fmt::Display for Target {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            Target::StackTop => f.write_str("stack:top"),
            Target::StackBottom => f.write_str("stack:bottom"),
            Target::Slot(position) => write!(f, "slot:{position}"),
            Target::Skill { seat, skill } => write!(f, "skill:{}:{}", seat.index(), skill.id()),
            Target::Seat(seat) => write!(f, "seat:{}", seat.index()),
            Target::Supply(skill) => write!(f, "supply:{}", skill.id()),
            Target::Keep => f.write_str("keep"),
        }
    }
}

impl FromStr for Target {
    type Err = UnknownTarget;

    fn from_str(id: &str) -> Result<Target, UnknownTarget> {
        let skill = |id: &str| Skill::ALL.into_iter().find(|s| s.id() == id);
        let seat = |n: &str| n.parse::<u8>().ok().filter(|n| *n < 8).map(Seat);
        let parts: Vec<&str> = id.split(':').collect();
        let target = match parts.as_slice() {
            ["stack", "top"] => Some(Target::StackTop),
            ["stack", "bottom"] => Some(Target::StackBottom),
            ["slot", n] => n
                .parse()
                .ok()
                .filter(|n| (1..=8).contains(n))
                .map(Target::Slot),
            ["skill", n, s] => seat(n)
                .zip(skill(s))
                .map(|(seat, skill)| Target::Skill { seat, skill }),
            ["seat", n] => seat(n).map(Target::Seat),
            ["supply", s] => skill(s).map(Target::Supply),
            ["keep"] => Some(Target::Keep),
            _ => None,
        };
        target.ok_or_else(|| UnknownTarget(id.to_owned()))
    }
}

#[cfg(feature = "ts")]
#[wasm_bindgen::prelude::wasm_bindgen(typescript_custom_section)]
const TARGET_TS: &str = r#"/** Something a seat can touch at a Ruleta Rusa table (seats from 0). */
export type RuletaRusaTarget =
  | "stack:top" | "stack:bottom" | `slot:${number}` | `skill:${number}:${RuletaRusaSkill}`
  | `seat:${number}` | `supply:${RuletaRusaSkill}` | "keep";"#;
