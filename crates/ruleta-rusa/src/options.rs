use ruleshelf_engine::{
    check_seat_option, Choice, Deserialize, GameOptions, OptionInfo, OptionKind, RulesError, Seat,
    SeatRange,
};

/// 2 to 6 seats ("Components": 18 basic chips, three per seat).
pub const SEATS: SeatRange = SeatRange { min: 2, max: 6 };
use serde::Serialize;

/// How a game of Ruleta Rusa is set up.
///
/// ```
/// # use ruleta_rusa::{Options, Mode};
/// let options: Options = serde_json::from_str(r#"{ "seats": 4, "mode": "advanced" }"#).unwrap();
/// assert_eq!(options.mode, Mode::Advanced);
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(
    feature = "ts",
    derive(tsify::Tsify),
    tsify(type_prefix = "RuletaRusa")
)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct Options {
    /// 2 to 6.
    pub seats: u8,
    /// Seeds the game's RNG; absent, the caller picks one at random.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", tsify(optional))]
    pub seed: Option<u32>,
    #[serde(default)]
    pub mode: Mode,
    /// How advanced-mode skills reach the seats; ignored in the basic mode.
    #[serde(default)]
    pub deal: Deal,
    /// The seat that reveals first; absent, the RNG chooses (nobody was
    /// quicker to lift the top chip).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", tsify(optional))]
    pub first_seat: Option<Seat>,
}

/// Basic: every seat has Flip, Reorder and Change of Turn. Advanced: every
/// seat has three distinct skills of the six ("Use of Advanced Chips").
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(
    feature = "ts",
    derive(tsify::Tsify),
    tsify(type_prefix = "RuletaRusa")
)]
#[serde(rename_all = "camelCase")]
pub enum Mode {
    #[default]
    Basic,
    Advanced,
}

/// "You can deal them out at random or have each person choose one at a
/// time."
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(
    feature = "ts",
    derive(tsify::Tsify),
    tsify(type_prefix = "RuletaRusa")
)]
#[serde(rename_all = "camelCase")]
pub enum Deal {
    #[default]
    Random,
    Draft,
}

impl Options {
    /// A basic game for `seats` seats.
    #[must_use]
    pub fn basic(seats: u8) -> Options {
        Options {
            seats,
            seed: None,
            mode: Mode::Basic,
            deal: Deal::Random,
            first_seat: None,
        }
    }

    /// An advanced game for `seats` seats, skills dealt or drafted.
    #[must_use]
    pub fn advanced(seats: u8, deal: Deal) -> Options {
        Options {
            mode: Mode::Advanced,
            deal,
            ..Options::basic(seats)
        }
    }

    pub(crate) fn check(&self) -> Result<(), RulesError> {
        SEATS.check("Ruleta Rusa", self.seats)?;
        check_seat_option("firstSeat", self.first_seat, self.seats)
    }

    /// Whether skills are drafted seat by seat.
    #[must_use]
    pub fn drafted(&self) -> bool {
        self.mode == Mode::Advanced && self.deal == Deal::Draft
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
            key: "mode",
            label: "Mode",
            help: "Basic: Flip, Reorder and Change of Turn for everyone. Advanced: three distinct skills of six.",
            kind: OptionKind::Choice {
                choices: vec![
                    Choice { value: "basic", label: "Basic" },
                    Choice { value: "advanced", label: "Advanced" },
                ],
                default: "basic",
            },
        },
        OptionInfo {
            key: "deal",
            label: "Advanced skills",
            help: "Dealt at random from the box, or drafted one at a time in turn order.",
            kind: OptionKind::Choice {
                choices: vec![
                    Choice { value: "random", label: "Dealt at random" },
                    Choice { value: "draft", label: "Drafted" },
                ],
                default: "random",
            },
        },
        OptionInfo {
            key: "firstSeat",
            label: "First to reveal",
            help: "The seat that lifts the first chip; by default chosen at random.",
            kind: OptionKind::Seat,
        },
    ]
}
