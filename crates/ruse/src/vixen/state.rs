//! VIXEN on the table, and as every seat sees it.

use ruleshelf_engine::{Deserialize, Seat};
use serde::Serialize;

use crate::state::{Fox, Kit};

/// VIXEN's solo board and everything it holds: its deck, secret, and the
/// rest, public. Its pieces on the shared boards (markers, dice, the
/// beaver, the star, the cheese, cubes on the common objectives) carry its
/// colour, the index after the last seat ([`super::colour`]).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(tsify::Tsify), tsify(type_prefix = "Ruse"))]
#[serde(rename_all = "camelCase")]
pub struct VixenState {
    /// The face-down deck (secret order; top = last): the rest of this
    /// round's cards, then each later round's, shuffled round by round.
    pub deck: Vec<u8>,
    pub public: VixenPublic,
}

/// What of VIXEN every seat sees.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(tsify::Tsify), tsify(type_prefix = "Ruse"))]
#[serde(rename_all = "camelCase")]
pub struct VixenPublic {
    /// The cards revealed so far (indices into `vixen.cards` of the
    /// components), oldest first; the last is the latest turn's.
    pub revealed: Vec<u8>,
    /// The latest turn's die roll, which picked the row of its card.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", tsify(optional))]
    pub roll: Option<u8>,
    /// Its place on the turn order track this round (0 = first), among
    /// the seats and VIXEN.
    pub place: u8,
    pub vp: u16,
    /// Markers on the boards (its board's slots empty left to right).
    pub markers_out: u8,
    /// Its kit dice: its colour's on the growth track, then the black ones
    /// (`locked` in reserve, `ready` once released); `exited`: out of the
    /// den.
    pub kits: Vec<Kit>,
    /// Hunting tiles in its cache (kinds, face up).
    pub cache: Vec<u8>,
    /// Den path tiles drawn from its bag, kept unplaced (the bag holds the
    /// rest: their kinds never matter).
    pub den_tiles: u8,
    /// Bonus den path tiles taken.
    pub bonus_tiles: Vec<u8>,
    /// Territory tiles it has drawn (the tally scored at the end).
    pub territory_tiles: u8,
    /// The open spaces above the solo board: the value of the die on each.
    pub dice: Vec<Option<u8>>,
    /// The standing fox, when not in the centre.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", tsify(optional))]
    pub fox: Option<Fox>,
    /// Once the game is over: what each end-of-game step gave VIXEN.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", tsify(optional))]
    pub final_score: Option<VixenFinal>,
}

/// VIXEN's end-of-game scoring, step by step.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(tsify::Tsify), tsify(type_prefix = "Ruse"))]
#[serde(rename_all = "camelCase")]
pub struct VixenFinal {
    pub star: u16,
    pub hunting: u16,
    pub den_tiles: u16,
    pub bonus_tiles: u16,
    pub territory_tiles: u16,
    pub kits: u16,
}

impl VixenFinal {
    #[must_use]
    pub const fn total(&self) -> u16 {
        self.star
            + self.hunting
            + self.den_tiles
            + self.bonus_tiles
            + self.territory_tiles
            + self.kits
    }
}

/// VIXEN as everyone sees it: all of it but the deck's order, and what
/// follows from it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(tsify::Tsify), tsify(type_prefix = "Ruse"))]
#[serde(rename_all = "camelCase")]
pub struct VixenView {
    /// The index its pieces carry on the shared boards (markers, dice, the
    /// beaver, star, cheese, common-objective cubes): the seat count.
    pub colour: Seat,
    /// Face-down cards left in its deck.
    pub deck: u8,
    /// Its action dice this round ("Number of action dice for the round")
    /// and how many it still has to play.
    pub dice_this_round: u8,
    pub dice_left: u8,
    /// The card of its latest turn, and the row its die picked.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", tsify(optional))]
    pub card: Option<u8>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", tsify(optional))]
    pub row: Option<u8>,
    /// Den path tiles left in its bag.
    pub bag: u8,
    /// Once the game is over: its place among the seats and VIXEN.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", tsify(optional))]
    pub rank: Option<u8>,
    pub public: VixenPublic,
}
