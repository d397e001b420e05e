use ruleshelf_engine::{
    check_seat_option, Deserialize, GameOptions, OptionInfo, OptionKind, RulesError, Seat,
    SeatRange,
};
use serde::Serialize;

/// 2 to 6 seats, one colour each.
pub const SEATS: SeatRange = SeatRange { min: 2, max: 6 };

/// How a game of Ruse & Bruise is set up.
///
/// ```
/// # use ruse_and_bruise::Options;
/// let options: Options = serde_json::from_str(r#"{ "seats": 4, "firstSeat": 2 }"#).unwrap();
/// assert_eq!(options.first_seat, Some(ruleshelf_engine::Seat(2)));
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(
    feature = "ts",
    derive(tsify::Tsify),
    tsify(type_prefix = "RuseAndBruise")
)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct Options {
    /// 2 to 6, one colour each.
    pub seats: u8,
    /// Seeds the game's RNG; absent, the caller picks one at random.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", tsify(optional))]
    pub seed: Option<u32>,
    /// The first player of round 1 ("The players choose by any method");
    /// absent, the RNG chooses.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", tsify(optional))]
    pub first_seat: Option<Seat>,
}

impl Options {
    /// A game for `seats` seats, first seat chosen by the RNG.
    #[must_use]
    pub fn new(seats: u8) -> Options {
        Options {
            seats,
            seed: None,
            first_seat: None,
        }
    }

    /// Refuses a seat count outside 2–6 or a first seat not at the table.
    pub fn check(&self) -> Result<(), RulesError> {
        SEATS.check("Ruse & Bruise", self.seats)?;
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
    vec![OptionInfo {
        key: "firstSeat",
        label: "First player",
        help: "The seat that plays first in round 1; by default chosen at random.",
        kind: OptionKind::Seat,
    }]
}
