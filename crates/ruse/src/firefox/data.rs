//! The Firefox board and tiles, read from `firefox.json` beside this file;
//! its territory tiles join the base game's list on load.

use serde::{Deserialize, Serialize};

use crate::data::{Bonus, BonusEntry, Data, TerritoryTile};
use crate::ids::Expansion;

/// The shipped Firefox file.
pub const FIREFOX_JSON: &str = include_str!("firefox.json");

/// The Firefox board and the tiles of its ring (empty when the data set
/// leaves the expansion out).
#[derive(Clone, Debug, Default, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(tsify::Tsify), tsify(type_prefix = "Ruse"))]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct FirefoxData {
    pub board: FirefoxBoard,
    /// The Firefox tiles, each its own entry.
    pub tiles: Vec<BonusEntry>,
}

#[derive(Clone, Debug, Default, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(tsify::Tsify), tsify(type_prefix = "Ruse"))]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct FirefoxBoard {
    /// Its name in the rulebook's words, for a table.
    pub name: String,
    /// Tile spaces on the ring, clockwise.
    pub spaces: u8,
    /// The pawn's first space ("the top space of the board").
    pub start: u8,
    /// The cost of each die space.
    pub die_spaces: Vec<u8>,
    /// Faces of the Firefox die.
    pub die_faces: u8,
    /// What the board gives when the pawn reaches an empty space.
    pub empty: Vec<Bonus>,
    pub source: String,
}

/// The file as written: the board, the ring tiles, the territory tiles.
#[derive(Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
struct File {
    #[serde(rename = "about")]
    _about: String,
    board: FirefoxBoard,
    tiles: Vec<BonusEntry>,
    territory_tiles: Vec<TerritoryTile>,
}

/// Parses the Firefox file: its board and tiles, and its territory tiles.
pub(crate) fn read(text: &str) -> Result<(FirefoxData, Vec<TerritoryTile>), String> {
    let file: File = serde_json::from_str(text).map_err(|e| format!("firefox.json: {e}"))?;
    Ok((FirefoxData { board: file.board, tiles: file.tiles }, file.territory_tiles))
}

/// What the Firefox rules rely on, when the data set has the expansion.
pub(crate) fn check(d: &Data) -> Result<(), String> {
    if !d.has(Expansion::Firefox) {
        return Ok(());
    }
    let f = &d.firefox;
    let ok = (1..=12).contains(&f.board.spaces)
        && f.board.start < f.board.spaces
        && f.tiles.len() >= usize::from(f.board.spaces)
        && f.tiles.len() <= 100
        && (1..=4).contains(&f.board.die_spaces.len())
        && (1..=12).contains(&f.board.die_faces);
    if ok {
        Ok(())
    } else {
        Err("firefox.json: 1 to 12 ring spaces, a tile for each, a start on the ring, 1 to 4 die spaces, a die of 1 to 12 faces".into())
    }
}
