//! The Village board on the table, and as every seat sees it.

use ruleshelf_engine::{Deserialize, Seat};
use serde::Serialize;

use crate::state::PlacedDie;
use crate::view::DieSpaceView;

/// The Village board: the track tiles on its green spaces, each player's
/// fifth paw, the hunting spots (face down, secret) and marking spots, the
/// Village hunting tiles' pile (secret order; top = last), the die spaces.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(tsify::Tsify), tsify(type_prefix = "Ruse"))]
#[serde(rename_all = "camelCase")]
pub struct VillageState {
    /// The Village track tile on each green space, in track order.
    pub track_tiles: Vec<u8>,
    /// Each seat's paw: 0 at the start, n on the track's n-th space.
    pub paws: Vec<u8>,
    pub hunting: Vec<Option<u8>>,
    /// Whose marker is on each marking spot.
    pub marks: Vec<Option<Seat>>,
    pub pile: Vec<u8>,
    pub dice: Vec<Option<PlacedDie>>,
}

/// The Village board as everyone sees it: which spots hold a face-down
/// hunting tile and the pile's size, not which tiles.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(tsify::Tsify), tsify(type_prefix = "Ruse"))]
#[serde(rename_all = "camelCase")]
pub struct VillageView {
    /// Index into `village.trackTiles` of the components, per green space.
    pub track_tiles: Vec<u8>,
    pub paws: Vec<u8>,
    /// A face-down Village hunting tile lies on the spot.
    pub hunting: Vec<bool>,
    pub marks: Vec<Option<Seat>>,
    /// Face-down Village hunting tiles left in the pile.
    pub pile: u8,
    pub dice: Vec<DieSpaceView>,
}
