//! The Firefox board on the table, and as every seat sees it.

use ruleshelf_engine::Deserialize;
use serde::Serialize;

use crate::state::PlacedDie;
use crate::view::DieSpaceView;

/// The Firefox board: the ring of face-up tiles, the pawn, the face-down
/// pile (secret order; top = last) and the tiles already collected.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(tsify::Tsify), tsify(type_prefix = "Ruse"))]
#[serde(rename_all = "camelCase")]
pub struct FirefoxState {
    /// The tile face up on each ring space, clockwise from the top
    /// (`null` once the pile could not refill it).
    pub ring: Vec<Option<u8>>,
    /// The ring space the Firefox pawn stands on.
    pub pawn: u8,
    pub pile: Vec<u8>,
    /// Collected tiles, out of play, face up.
    pub taken: Vec<u8>,
    /// The board's die spaces and the dice left on them.
    pub dice: Vec<Option<PlacedDie>>,
}

/// The Firefox board as everyone sees it: all of it but the pile's order.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(tsify::Tsify), tsify(type_prefix = "Ruse"))]
#[serde(rename_all = "camelCase")]
pub struct FirefoxView {
    /// The tile face up on each ring space (index into `firefox.tiles` of
    /// the components), clockwise from the top.
    pub ring: Vec<Option<u8>>,
    pub pawn: u8,
    /// Face-down tiles left in the pile.
    pub pile: u8,
    pub taken: Vec<u8>,
    pub dice: Vec<DieSpaceView>,
}
