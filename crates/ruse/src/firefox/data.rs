//! The Firefox board and tiles, read from `firefox.json` beside this file;
//! its territory tiles join the base game's list on load.

use ruleshelf_engine::Deserialize;
use serde::Serialize;

use crate::data::{Bonus, BonusEntry, Data, TerritoryTile};
use crate::ids::Expansion;

/// The shipped Firefox file.
pub const FIREFOX_JSON: &str = include_str!("firefox.json");

/// The Firefox board and the tiles of its ring (empty when the data set
/// leaves the expansion out). As the file is written it also holds the
/// Firefox territory tiles, which join the base list on load.
#[derive(Clone, Debug, Default, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(tsify::Tsify), tsify(type_prefix = "Ruse"))]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct FirefoxData {
    /// What the file is (in the file only).
    #[serde(default, skip_serializing)]
    pub about: String,
    pub board: FirefoxBoard,
    /// The Firefox tiles, each its own entry.
    pub tiles: Vec<BonusEntry>,
    /// In the file only: see `territoryTiles` of the whole data set.
    #[serde(default, skip_serializing)]
    pub territory_tiles: Vec<TerritoryTile>,
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

/// Parses the Firefox file: its board and tiles, and its territory tiles.
pub(crate) fn read(text: &str) -> Result<(FirefoxData, Vec<TerritoryTile>), String> {
    let mut file: FirefoxData =
        serde_json::from_str(text).map_err(|e| format!("firefox.json: {e}"))?;
    file.about.clear();
    let tiles = std::mem::take(&mut file.territory_tiles);
    Ok((file, tiles))
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
        && (1..=12).contains(&f.board.die_faces)
        && !f
            .board
            .empty
            .iter()
            .any(|b| matches!(b, Bonus::Firefox(_) | Bonus::FirefoxRoll));
    if ok {
        Ok(())
    } else {
        Err("firefox.json: 1 to 12 ring spaces, a tile for each, a start on the ring, 1 to 4 die spaces, a die of 1 to 12 faces, a board bonus that does not move the pawn again".into())
    }
}
