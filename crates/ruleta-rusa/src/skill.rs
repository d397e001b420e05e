use ruleshelf_engine::Deserialize;
use serde::Serialize;

/// A skill chip's skill. The first three are the basic skills, the last
/// three the advanced ones ("Option 1", "Use of Advanced Chips").
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[cfg_attr(
    feature = "ts",
    derive(tsify::Tsify),
    tsify(type_prefix = "RuletaRusa")
)]
#[serde(rename_all = "camelCase")]
pub enum Skill {
    Flip,
    Reorder,
    ChangeOfTurn,
    Look,
    ChangeOfDirection,
    DoubleShot,
}

impl Skill {
    /// Every skill, basic first, in a fixed order.
    pub const ALL: [Skill; 6] = [
        Skill::Flip,
        Skill::Reorder,
        Skill::ChangeOfTurn,
        Skill::Look,
        Skill::ChangeOfDirection,
        Skill::DoubleShot,
    ];

    /// The three basic skills every seat starts with in the basic game.
    pub const BASIC: [Skill; 3] = [Skill::Flip, Skill::Reorder, Skill::ChangeOfTurn];

    /// How many chips of this skill the box holds: 18 basic chips (6 of
    /// each), 9 advanced chips (3 of each).
    #[must_use]
    pub const fn in_box(self) -> u8 {
        match self {
            Skill::Flip | Skill::Reorder | Skill::ChangeOfTurn => 6,
            Skill::Look | Skill::ChangeOfDirection | Skill::DoubleShot => 3,
        }
    }

    /// Its position in [`Skill::ALL`].
    #[must_use]
    pub const fn index(self) -> usize {
        self as usize
    }

    /// The rulebook's name.
    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            Skill::Flip => "Flip",
            Skill::Reorder => "Reorder",
            Skill::ChangeOfTurn => "Change of Turn",
            Skill::Look => "Look",
            Skill::ChangeOfDirection => "Change of Direction",
            Skill::DoubleShot => "Double Shot",
        }
    }
}

/// A skill chip in front of a seat. Face up it can be used (and counts as a
/// life); face down it cannot.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(
    feature = "ts",
    derive(tsify::Tsify),
    tsify(type_prefix = "RuletaRusa")
)]
#[serde(rename_all = "camelCase")]
pub struct SkillChip {
    pub skill: Skill,
    pub face_up: bool,
}
