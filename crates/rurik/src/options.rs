use ruleshelf_engine::{
    check_seat_option, Choice, Deserialize, GameOptions, OptionInfo, OptionKind, RulesError, Seat,
    SeatRange,
};
use serde::Serialize;

use crate::data::Module;

/// 1 to 4 seats: a single seat plays solo, against the rebels (an automated
/// opponent the rules play, see [`crate::solo`]).
pub const SEATS: SeatRange = SeatRange { min: 1, max: 4 };

/// Solo: the difficulty level, which rebel board the rebels use ("1 point
/// is easy, 4 points is the hardest").
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(tsify::Tsify), tsify(type_prefix = "Rurik"))]
pub enum Level {
    #[default]
    #[serde(rename = "1")]
    One,
    #[serde(rename = "2")]
    Two,
    #[serde(rename = "3")]
    Three,
    #[serde(rename = "4")]
    Four,
}

impl Level {
    pub const ALL: [Level; 4] = [Level::One, Level::Two, Level::Three, Level::Four];

    /// 1 to 4.
    #[must_use]
    pub const fn number(self) -> u8 {
        self as u8 + 1
    }
}

/// Solo: the rebel leader, one of the solo leader cards (each names the
/// character miniature the rebels take).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(tsify::Tsify), tsify(type_prefix = "Rurik"))]
#[serde(rename_all = "camelCase")]
pub enum RebelLeader {
    /// The base game's solo leader.
    #[default]
    Sviatopolk,
    Gleb,
    Maria,
    Theofana,
}

impl RebelLeader {
    pub const ALL: [RebelLeader; 4] = [
        RebelLeader::Sviatopolk,
        RebelLeader::Gleb,
        RebelLeader::Maria,
        RebelLeader::Theofana,
    ];
}

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
    /// 1 (solo, against the rebels) to 4.
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
    /// Solo only: the difficulty level (default 1).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", tsify(optional))]
    pub level: Option<Level>,
    /// Solo only: the rebel leader (default Sviatopolk).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", tsify(optional))]
    pub rebel_leader: Option<RebelLeader>,
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
            level: None,
            rebel_leader: None,
        }
    }

    /// A solo game at `level` (1 to 4) against the rebels led by `leader`.
    #[must_use]
    pub fn solo(level: Level, leader: RebelLeader) -> Options {
        Options {
            level: Some(level),
            rebel_leader: Some(leader),
            ..Options::new(1)
        }
    }

    /// Whether this is a solo game (one seat against the rebels).
    #[must_use]
    pub const fn is_solo(&self) -> bool {
        self.seats == 1
    }

    /// The sides at the table: the seats, and in a solo game the rebels.
    #[must_use]
    pub const fn sides(&self) -> u8 {
        if self.is_solo() {
            2
        } else {
            self.seats
        }
    }

    /// The solo difficulty level (1 when not named).
    #[must_use]
    pub fn level(&self) -> Level {
        self.level.unwrap_or_default()
    }

    /// The solo rebel leader (Sviatopolk when not named).
    #[must_use]
    pub fn rebel_leader(&self) -> RebelLeader {
        self.rebel_leader.unwrap_or_default()
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

    /// Whether a card of `module` marked `solo` (`Some(false)`: left out of
    /// a solo game; `Some(true)`: only in one) is dealt in this game.
    #[must_use]
    pub fn deals(&self, module: Option<Module>, solo: Option<bool>) -> bool {
        self.plays(module) && solo.is_none_or(|s| s == self.is_solo())
    }

    /// Refuses a seat count outside 1–4, a first seat not at the table, the
    /// solo options at 2–4 seats, and at 1 seat rebel rewards (the solo
    /// game has none: the rebels are your opponent, the neutral troops
    /// carry no reward).
    pub fn check(&self) -> Result<(), RulesError> {
        SEATS.check("Rurik", self.seats)?;
        check_seat_option("firstSeat", self.first_seat, self.seats)?;
        if !self.is_solo() && (self.level.is_some() || self.rebel_leader.is_some()) {
            return Err(RulesError::invalid_options(format!(
                "level and rebelLeader are options of a solo game (1 seat), not of a {}-seat game",
                self.seats
            )));
        }
        if self.is_solo() && self.rebel_rewards != RebelRewards::Hidden {
            return Err(RulesError::invalid_options(
                "rebelRewards is not an option of a solo game: the rebels are your opponent and the neutral troops carry no reward",
            ));
        }
        Ok(())
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
        OptionInfo {
            key: "level",
            label: "Solo: difficulty level",
            help: "1 seat only: the rebel board the rebels play, from 1 (easy) to 4 (very hard).",
            kind: OptionKind::Choice {
                choices: vec![
                    Choice { value: "1", label: "1 (easy)" },
                    Choice { value: "2", label: "2 (medium)" },
                    Choice { value: "3", label: "3 (hard)" },
                    Choice { value: "4", label: "4 (very hard)" },
                ],
                default: "1",
            },
        },
        OptionInfo {
            key: "rebelLeader",
            label: "Solo: rebel leader",
            help: "1 seat only: who leads the rebels; each has an ability, and all but Theofana act at the end of each round.",
            kind: OptionKind::Choice {
                choices: vec![
                    Choice { value: "sviatopolk", label: "Sviatopolk" },
                    Choice { value: "gleb", label: "Gleb" },
                    Choice { value: "maria", label: "Maria" },
                    Choice { value: "theofana", label: "Theofana" },
                ],
                default: "sviatopolk",
            },
        },
    ]
}
