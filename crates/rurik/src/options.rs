use ruleshelf_engine::{Choice, Deserialize, GameOptions, OptionInfo, OptionKind, RulesError, Seat, SeatRange, check_seat_option};
use serde::Serialize;

use crate::data::Module;

/// 2 to 4 seats (solo, with a rules-driven rebel opponent, comes later).
pub const SEATS: SeatRange = SeatRange { min: 2, max: 4 };

/// How the rewards under the rebels are handled.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(tsify::Tsify), tsify(type_prefix = "Rurik"))]
#[serde(rename_all = "camelCase")]
pub enum RebelRewards {
    /// Each rebel's reward is on a sticker under it, seen when it is
    /// defeated (the seed's Example E).
    #[default]
    Hidden,
    /// The Rebel Rewards Variant as we read it: the rewards lie face up by
    /// their rebels, so everyone sees them.
    Open,
    /// No rewards (rurik-base.md A12's reading of the base game).
    None,
}

/// How a game of Rurik is set up.
///
/// ```
/// # use rurik::Options;
/// let options: Options = serde_json::from_str(r#"{ "seats": 4, "rebelRewards": "open" }"#).unwrap();
/// assert!(options.round_four_third_advisor);
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(tsify::Tsify), tsify(type_prefix = "Rurik"))]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct Options {
    /// 2 to 4.
    pub seats: u8,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", tsify(optional))]
    pub seed: Option<u32>,
    /// The first player of round 1; absent, the RNG chooses.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", tsify(optional))]
    pub first_seat: Option<Seat>,
    /// The #3 advisor joins in round 4 at every seat count (the printed round
    /// track); off, a 4-seat game plays round 4 without it (as PDH does).
    #[serde(default = "yes")]
    pub round_four_third_advisor: bool,
    #[serde(default)]
    pub rebel_rewards: RebelRewards,
    /// Module A: Epic Structures.
    #[serde(default)]
    pub epic_structures: bool,
    /// Module B: Warfare.
    #[serde(default)]
    pub warfare: bool,
    /// Module C: Rebel Factions.
    #[serde(default)]
    pub rebel_factions: bool,
}

fn yes() -> bool {
    true
}

impl Options {
    /// A game for `seats` seats with the default rulings.
    #[must_use]
    pub fn new(seats: u8) -> Options {
        Options {
            seats,
            seed: None,
            first_seat: None,
            round_four_third_advisor: true,
            rebel_rewards: RebelRewards::Hidden,
            epic_structures: false,
            warfare: false,
            rebel_factions: false,
        }
    }

    /// `self` with all three modules on.
    #[must_use]
    pub fn with_all_modules(self) -> Options {
        Options {
            epic_structures: true,
            warfare: true,
            rebel_factions: true,
            ..self
        }
    }

    /// Whether `module` is played.
    #[must_use]
    pub const fn has(&self, module: Module) -> bool {
        match module {
            Module::EpicStructures => self.epic_structures,
            Module::Warfare => self.warfare,
            Module::RebelFactions => self.rebel_factions,
        }
    }

    /// Whether a card of `module` (none: the base game's) is in play.
    #[must_use]
    pub fn plays(&self, module: Option<Module>) -> bool {
        module.is_none_or(|m| self.has(m))
    }

    /// Refuses a seat count outside 2–4 or a first seat not at the table.
    pub fn check(&self) -> Result<(), RulesError> {
        SEATS.check("Rurik", self.seats)?;
        check_seat_option("firstSeat", self.first_seat, self.seats)
    }
}

impl GameOptions for Options {
    fn seats(&self) -> u8 {
        self.seats
    }

    fn seed(&self) -> Option<u32> {
        self.seed
    }
}

pub(crate) fn described() -> Vec<OptionInfo> {
    vec![
        OptionInfo {
            key: "firstSeat",
            label: "First player",
            help: "The seat that is first player in round 1; by default chosen at random.",
            kind: OptionKind::Seat,
        },
        OptionInfo {
            key: "roundFourThirdAdvisor",
            label: "#3 advisor in round 4 at 4 seats",
            help: "On (the printed round track): every seat gets its #3 advisor in round 4. Off: a 4-seat game plays round 4 with five advisors.",
            kind: OptionKind::Flag { default: true },
        },
        OptionInfo {
            key: "rebelRewards",
            label: "Rebel rewards",
            help: "Hidden under each rebel until it is defeated, face up for all to see (rebel reward tokens), or none.",
            kind: OptionKind::Choice {
                choices: vec![
                    Choice { value: "hidden", label: "Hidden" },
                    Choice { value: "open", label: "Open" },
                    Choice { value: "none", label: "None" },
                ],
                default: "hidden",
            },
        },
        OptionInfo {
            key: "epicStructures",
            label: "Module A: Epic Structures",
            help: "Shared epic structures anyone may build for a reward, with lasting, round-end and game-end effects; adds the Renowned agenda.",
            kind: OptionKind::Flag { default: false },
        },
        OptionInfo {
            key: "warfare",
            label: "Module B: Warfare",
            help: "Capture attacked troops and rebels in your dungeon and release them for victory point tokens; riskier scheme cards, four attack deeds, the Victorious agenda and a rebel conversion token.",
            kind: OptionKind::Flag { default: false },
        },
        OptionInfo {
            key: "rebelFactions",
            label: "Module C: Rebel Factions",
            help: "A rebel faction musters a rebel every claim phase and hinders regions with rebels until a player meets its defeat condition for a victory point token.",
            kind: OptionKind::Flag { default: false },
        },
    ]
}
