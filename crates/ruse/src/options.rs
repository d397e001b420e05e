//! How a game is set up: seats, board side, Ruse tiles, first game, and the
//! named variants.

use ruleshelf_engine::{Choice, Deserialize, GameOptions, OptionInfo, OptionKind, RulesError, SeatRange};
use serde::Serialize;

use crate::ids::Expansion;

/// 2 to 4 seats (the 5th seat needs an expansion).
pub const SEATS: SeatRange = SeatRange { min: 2, max: 4 };

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
/// first game, the named variants, and the Firefox and Village
/// mini-expansions (each off by default, valid alone or together).
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
    /// 2 to 4.
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
}

fn yes() -> bool {
    true
}

impl Options {
    /// A summer game with Ruse tiles.
    #[must_use]
    pub fn new(seats: u8) -> Options {
        Options { seats, seed: None, side: Side::Summer, ruse_tiles: true, first_game: false, faq_kits_outside: false, winter_sorted: false, firefox: false, village: false }
    }

    /// The same on the winter side.
    #[must_use]
    pub fn winter(seats: u8) -> Options {
        Options { side: Side::Winter, ..Options::new(seats) }
    }

    pub fn check(&self) -> Result<(), RulesError> {
        SEATS.check("RUSE", self.seats)?;
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
