use ruleshelf_engine::{
    check_seat_option, Deserialize, GameOptions, OptionInfo, OptionKind, RulesError, Seat,
};
use serde::Serialize;

/// The fewest and most seats ("Preliminaries": three to five persons).
pub const MIN_SEATS: u8 = 3;
pub const MAX_SEATS: u8 = 5;

/// How a game of Ruse is set up.
///
/// ```
/// # use ruse_2014::Options;
/// let options: Options = serde_json::from_str(r#"{ "seats": 4, "freeDiscard": true }"#).unwrap();
/// assert!(options.free_discard);
/// assert_eq!(options.dealer, None);
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(tsify::Tsify), tsify(type_prefix = "Ruse2014"))]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct Options {
    /// 3 to 5.
    pub seats: u8,
    /// Seeds the game's RNG; absent, the caller picks one at random.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", tsify(optional))]
    pub seed: Option<u32>,
    /// The dealer; play begins to their left (seat + 1). Absent, the RNG
    /// chooses ("A player chosen at random deals").
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", tsify(optional))]
    pub dealer: Option<Seat>,
    /// Allow "Discard" at any time, not only when no other play is open.
    #[serde(default)]
    pub free_discard: bool,
}

impl Options {
    /// A game for `seats` seats with the rulebook's Discard rule.
    #[must_use]
    pub fn new(seats: u8) -> Options {
        Options {
            seats,
            seed: None,
            dealer: None,
            free_discard: false,
        }
    }

    pub(crate) fn check(&self) -> Result<(), RulesError> {
        if !(MIN_SEATS..=MAX_SEATS).contains(&self.seats) {
            return Err(RulesError::invalid_options(format!(
                "Ruse is played by three to five persons, not {}",
                self.seats
            )));
        }
        check_seat_option("dealer", self.dealer, self.seats)
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
            key: "dealer",
            label: "Dealer",
            help: "The seat that deals; play begins to its left. By default chosen at random.",
            kind: OptionKind::Seat,
        },
        OptionInfo {
            key: "freeDiscard",
            label: "Free discard",
            help: "Allow discarding a card at any time, not only when no Accusation, Alibi or Joker can be played.",
            kind: OptionKind::Flag { default: false },
        },
    ]
}
