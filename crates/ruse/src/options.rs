//! How a game is set up: seats, board side, Ruse tiles, first game, and the
//! named variants.

use ruleshelf_engine::{
    Choice, Deserialize, GameOptions, OptionInfo, OptionKind, RulesError, SeatRange,
};
use serde::Serialize;

use crate::ids::Expansion;
use crate::vixen::VixenLevel;

/// 1 to 4 seats: 1 against VIXEN (the solo mode), 2 to 4 players (the 5th
/// seat needs an expansion).
pub const SEATS: SeatRange = SeatRange { min: 1, max: 4 };

/// The side of the Vital Territories board.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(tsify::Tsify), tsify(type_prefix = "Ruse"))]
#[serde(rename_all = "camelCase")]
pub enum Side {
    #[default]
    Summer,
    /// "Winter Variant": higher action costs on the snowflake side.
    Winter,
}

/// How a game of RUSE is set up: seats, board side, the Ruse tiles, a
/// first game, the named variants, the Firefox and Village
/// mini-expansions (each off by default, valid alone or together), and
/// VIXEN, the automated fox of the solo mode (always with 1 seat; beside 2
/// or 3 players on request; never with the mini-expansions).
///
/// ```
/// # use ruse::{Options, Side};
/// let options: Options = serde_json::from_str(r#"{ "seats": 2, "side": "winter" }"#).unwrap();
/// assert_eq!(options.side, Side::Winter);
/// assert!(options.ruse_tiles);
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(tsify::Tsify), tsify(type_prefix = "Ruse"))]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct Options {
    /// 1 to 4 (1: the solo mode against VIXEN).
    pub seats: u8,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", tsify(optional))]
    pub seed: Option<u32>,
    /// Summer (default) or winter side.
    #[serde(default)]
    pub side: Side,
    /// Deal the Ruse tiles (default); off for a first game.
    #[serde(default = "yes")]
    pub ruse_tiles: bool,
    /// First game: the starting private objectives and common objectives.
    #[serde(default)]
    pub first_game: bool,
    /// Count a kit on the exit space as outside the den (the publisher's
    /// FAQ); by default only kits sent to the den board are (the rulebook).
    #[serde(default)]
    pub faq_kits_outside: bool,
    /// Winter only: keep each territory's exploration tiles in their own
    /// territory, as in summer, instead of the winter default ("randomly
    /// place the exploration tiles on the territory spaces").
    #[serde(default)]
    pub winter_sorted: bool,
    /// The Firefox mini-expansion: the Firefox board, its tiles and die,
    /// and its territory tiles in the stacks.
    #[serde(default)]
    pub firefox: bool,
    /// The Village mini-expansion: the Village board, its track, hunting
    /// and marking spots, each player's fifth paw, and its territory tiles
    /// in the stacks.
    #[serde(default)]
    pub village: bool,
    /// VIXEN, the automated fox ("Solo Mode - VIXEN"), plays beside 2 or 3
    /// players. A 1-seat game is always against VIXEN: its state's options
    /// say `true`.
    #[serde(default)]
    pub vixen: bool,
    /// VIXEN's level, 1 (the easiest) to 4, when it plays.
    #[serde(default)]
    pub vixen_level: VixenLevel,
}

fn yes() -> bool {
    true
}

impl Options {
    /// A summer game with Ruse tiles.
    #[must_use]
    pub fn new(seats: u8) -> Options {
        Options {
            seats,
            seed: None,
            side: Side::Summer,
            ruse_tiles: true,
            first_game: false,
            faq_kits_outside: false,
            winter_sorted: false,
            firefox: false,
            village: false,
            vixen: false,
            vixen_level: VixenLevel::One,
        }
    }

    /// `seats` players and VIXEN at `level` (1 seat: the solo mode).
    #[must_use]
    pub fn against_vixen(seats: u8, level: VixenLevel) -> Options {
        Options {
            vixen: true,
            vixen_level: level,
            ..Options::new(seats)
        }
    }

    /// The same on the winter side.
    #[must_use]
    pub fn winter(seats: u8) -> Options {
        Options {
            side: Side::Winter,
            ..Options::new(seats)
        }
    }

    pub fn check(&self) -> Result<(), RulesError> {
        SEATS.check("RUSE", self.seats)?;
        if self.has_vixen() && self.seats >= 4 {
            return Err(RulesError::invalid_options(
                "VIXEN mode can be played with 2 or 3 players, and with 4 players only if you add the 5th-player expansion, which this game does not include",
            ));
        }
        if self.has_vixen() && (self.firefox || self.village) {
            return Err(RulesError::invalid_options(
                "VIXEN (the automated fox of a 1-seat game, or the vixen option) cannot play with the Firefox or the Village mini-expansion: the rulebook forbids both in the VIXEN mode",
            ));
        }
        if self.winter_sorted && !self.is_winter() {
            return Err(RulesError::invalid_options(
                "winterSorted changes how the winter side's exploration tiles are placed: it needs side \"winter\"",
            ));
        }
        Ok(())
    }

    #[must_use]
    pub fn is_winter(&self) -> bool {
        self.side == Side::Winter
    }

    /// Whether the mini-expansion `e` is in play.
    #[must_use]
    pub const fn has(&self, e: Expansion) -> bool {
        match e {
            Expansion::Firefox => self.firefox,
            Expansion::Village => self.village,
        }
    }

    /// Whether VIXEN plays: on request, and always with 1 seat.
    #[must_use]
    pub const fn has_vixen(&self) -> bool {
        self.vixen || self.seats == 1
    }

    /// The seats and VIXEN: the setup's player count ("Set up for a
    /// "2-player" game" solo; 3 or 4 with VIXEN beside 2 or 3 players).
    #[must_use]
    pub const fn participants(&self) -> u8 {
        self.seats + self.has_vixen() as u8
    }

    /// The exploration tiles are placed at random on all 16 spaces, colours
    /// mixed: the winter default ("To make the territories less linear,
    /// randomly place the exploration tiles on the territory spaces").
    #[must_use]
    pub fn mixed_territories(&self) -> bool {
        self.is_winter() && !self.winter_sorted
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
            key: "side",
            label: "Board side",
            help: "Summer, or the harder winter side with higher action costs.",
            kind: OptionKind::Choice {
                choices: vec![Choice { value: "summer", label: "Summer" }, Choice { value: "winter", label: "Winter" }],
                default: "summer",
            },
        },
        OptionInfo {
            key: "ruseTiles",
            label: "Ruse tiles",
            help: "Each player draws a Ruse tile with a personal power.",
            kind: OptionKind::Flag { default: true },
        },
        OptionInfo {
            key: "winterSorted",
            label: "Sorted winter territories",
            help: "Winter side only: keep each territory's own exploration tiles, as in summer, instead of placing all 16 at random.",
            kind: OptionKind::Flag { default: false },
        },
        OptionInfo {
            key: "firefox",
            label: "Firefox",
            help: "Mini-expansion: place a die on the Firefox board to move its pawn round a ring of tiles and collect the tile it reaches.",
            kind: OptionKind::Flag { default: false },
        },
        OptionInfo {
            key: "village",
            label: "Village",
            help: "Mini-expansion: place a die on the Village board to advance your fifth paw on its track, then hunt, raise a kit or mark beside it.",
            kind: OptionKind::Flag { default: false },
        },
        OptionInfo {
            key: "vixen",
            label: "VIXEN",
            help: "VIXEN, the automated fox of the solo mode, plays beside 2 or 3 players; a 1-seat game is always against VIXEN. Not with Firefox or Village.",
            kind: OptionKind::Flag { default: false },
        },
        OptionInfo {
            key: "vixenLevel",
            label: "VIXEN's level",
            help: "From 1, the easiest, to 4: VIXEN's cards score more and press you harder at each level.",
            kind: OptionKind::Choice {
                choices: vec![
                    Choice { value: "1", label: "Level 1" },
                    Choice { value: "2", label: "Level 2" },
                    Choice { value: "3", label: "Level 3" },
                    Choice { value: "4", label: "Level 4" },
                ],
                default: "1",
            },
        },
        OptionInfo {
            key: "faqKitsOutside",
            label: "FAQ: exited kits are outside",
            help: "Count kits on the exit space as outside the den (end-game VP, objectives, 4th die), as the publisher's FAQ says; by default only kits sent to the den board count.",
            kind: OptionKind::Flag { default: false },
        },
        OptionInfo {
            key: "firstGame",
            label: "First game",
            help: "Start with private objectives 001–003 and the starting common objectives.",
            kind: OptionKind::Flag { default: false },
        },
    ]
}
