//! The game's components as a UI names them: each skill chip's rulebook
//! name, so a table says "Change of Turn" from the crate, not from a copy.

use serde::Serialize;

use crate::skill::Skill;

/// The skill chips, in [`Skill::ALL`] order (`Game::components`).
///
/// ```
/// let c = ruleta_rusa::Components::standard();
/// assert_eq!(c.skills[2].name, "Change of Turn");
/// ```
#[derive(Clone, Debug, Serialize)]
#[cfg_attr(
    feature = "ts",
    derive(tsify::Tsify),
    tsify(type_prefix = "RuletaRusa")
)]
#[serde(rename_all = "camelCase")]
pub struct Components {
    pub skills: Vec<SkillInfo>,
}

/// One skill: its id, its name, and whether it is an advanced chip.
#[derive(Clone, Debug, Serialize)]
#[cfg_attr(
    feature = "ts",
    derive(tsify::Tsify),
    tsify(type_prefix = "RuletaRusa")
)]
#[serde(rename_all = "camelCase")]
pub struct SkillInfo {
    pub skill: Skill,
    pub name: String,
    pub advanced: bool,
    /// Chips of this skill in the box.
    pub in_box: u8,
}

impl Components {
    /// The components of the box.
    #[must_use]
    pub fn standard() -> Components {
        let skills = Skill::ALL
            .iter()
            .map(|&skill| SkillInfo {
                skill,
                name: skill.name().to_owned(),
                advanced: !Skill::BASIC.contains(&skill),
                in_box: skill.in_box(),
            })
            .collect();
        Components { skills }
    }
}
