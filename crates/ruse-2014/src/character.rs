//! The six characters and their portrait tiles ("Characters", "Setup").

use ruleshelf_engine::Deserialize;
use serde::Serialize;

/// A character of the box, each with a portrait tile. Purely cosmetic: a
/// seat's portrait and the victim change no rule.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(tsify::Tsify), tsify(type_prefix = "Ruse2014"))]
#[serde(rename_all = "camelCase")]
pub enum Character {
    MajorKroster,
    DuchessVonBrandywine,
    ProfessorKohninburg,
    SirFennRufierre,
    AmeliaChiunyu,
    CaptainSloddavitch,
}

impl Character {
    pub const ALL: [Character; 6] = [
        Character::MajorKroster,
        Character::DuchessVonBrandywine,
        Character::ProfessorKohninburg,
        Character::SirFennRufierre,
        Character::AmeliaChiunyu,
        Character::CaptainSloddavitch,
    ];

    /// The name as the rulebook prints it.
    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            Character::MajorKroster => "Major Norman Rudolphus Kroster III",
            Character::DuchessVonBrandywine => "Duchess Lacey von Brandywine",
            Character::ProfessorKohninburg => "Prof. Brandie Engela Kohninburg",
            Character::SirFennRufierre => "Sir David V. Fenn-Rufierre",
            Character::AmeliaChiunyu => "Amelia Lindsay \"Scraps\" Chiunyu",
            Character::CaptainSloddavitch => "Captain Demetrius Sloddavitch",
        }
    }
}
