//! The Village board, its track and tiles, read from `village.json` beside
//! this file; its territory and hunting tiles join the base game's lists on
//! load.

use ruleshelf_engine::Deserialize;
use serde::Serialize;

use crate::data::{Bonus, BonusEntry, Data, HuntingTile, TerritoryTile};
use crate::ids::{Buy, Expansion};

/// The shipped Village file.
pub const VILLAGE_JSON: &str = include_str!("village.json");

/// The Village board, its track and its track tiles (empty when the data
/// set leaves the expansion out).
#[derive(Clone, Debug, Default, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(tsify::Tsify), tsify(type_prefix = "Ruse"))]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct VillageData {
    /// What the file is (in the file only).
    #[serde(default, skip_serializing)]
    pub about: String,
    pub board: VillageBoard,
    /// The track's spaces after the start, in order.
    pub track: Vec<VillageSpace>,
    /// The Village track tiles, some of which lie on the green spaces.
    pub track_tiles: Vec<BonusEntry>,
    /// In the file only: see `huntingTiles` of the whole data set.
    #[serde(default, skip_serializing)]
    pub hunting_tiles: Vec<HuntingTile>,
    /// In the file only: see `territoryTiles` of the whole data set.
    #[serde(default, skip_serializing)]
    pub territory_tiles: Vec<TerritoryTile>,
}

#[derive(Clone, Debug, Default, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(tsify::Tsify), tsify(type_prefix = "Ruse"))]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct VillageBoard {
    /// Its name in the rulebook's words, for a table.
    pub name: String,
    /// The cost of each die space.
    pub die_spaces: Vec<u8>,
    pub hunting_spots: u8,
    pub marking_spots: u8,
    /// What each Village action costs from the die.
    pub hunt_cost: u8,
    pub kit_cost: u8,
    pub mark_cost: u8,
    pub source: String,
}

/// A space of the Village track: what a paw entering it collects (a green
/// space also its Village track tile), and the actions to its left and
/// right.
#[derive(Clone, Debug, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(tsify::Tsify), tsify(type_prefix = "Ruse"))]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct VillageSpace {
    pub entry: Vec<Bonus>,
    pub green: bool,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", tsify(optional))]
    pub left: Option<VillageAction>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", tsify(optional))]
    pub right: Option<VillageAction>,
    pub source: String,
}

/// "Available actions: Collect a hunting tile, Increase a kit die, Mark a
/// territory", the spots numbered on the board.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(tsify::Tsify), tsify(type_prefix = "Ruse"))]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub enum VillageAction {
    /// Collect the hunting tile on this hunting spot.
    Hunt(u8),
    /// Increase a kit die.
    Kit,
    /// Mark this marking spot.
    Mark(u8),
}

impl VillageAction {
    /// The purchase that names it in an `Action::Buy`.
    #[must_use]
    pub const fn buy(self) -> Buy {
        match self {
            VillageAction::Hunt(_) => Buy::Hunt,
            VillageAction::Kit => Buy::Kit,
            VillageAction::Mark(_) => Buy::Mark,
        }
    }
}

impl VillageSpace {
    /// The actions beside the space, left then right.
    pub fn actions(&self) -> impl Iterator<Item = VillageAction> {
        self.left.into_iter().chain(self.right)
    }
}

/// Parses the Village file: its board, track and track tiles, its
/// territory tiles and its hunting tiles.
pub(crate) fn read(
    text: &str,
) -> Result<(VillageData, Vec<TerritoryTile>, Vec<HuntingTile>), String> {
    let mut file: VillageData =
        serde_json::from_str(text).map_err(|e| format!("village.json: {e}"))?;
    file.about.clear();
    let tiles = std::mem::take(&mut file.territory_tiles);
    let hunting = std::mem::take(&mut file.hunting_tiles);
    Ok((file, tiles, hunting))
}

/// What the Village rules rely on, when the data set has the expansion.
pub(crate) fn check(d: &Data) -> Result<(), String> {
    if !d.has(Expansion::Village) {
        return Ok(());
    }
    let v = &d.village;
    let b = &v.board;
    let spots_ok = |a: VillageAction| match a {
        VillageAction::Hunt(i) => i < b.hunting_spots,
        VillageAction::Kit => true,
        VillageAction::Mark(i) => i < b.marking_spots,
    };
    let copies: usize = d
        .hunting_tiles
        .iter()
        .filter(|t| t.expansion == Some(Expansion::Village))
        .map(|t| usize::from(t.copies))
        .sum();
    let ok = v.track.len() <= 20
        && v.track.iter().filter(|x| x.green).count() <= v.track_tiles.len()
        && v.track_tiles.len() <= 50
        && v.track.iter().all(|x| {
            x.actions().all(spots_ok)
                && x.left.map(VillageAction::buy) != x.right.map(VillageAction::buy)
        })
        && (1..=4).contains(&b.die_spaces.len())
        && b.hunting_spots <= 8
        && b.marking_spots <= 8
        && copies >= usize::from(b.hunting_spots)
        && copies <= 60;
    if ok {
        Ok(())
    } else {
        Err("village.json: at most 20 track spaces, a track tile per green space, spots in range, two different actions beside a space, 1 to 4 die spaces, a hunting tile per spot".into())
    }
}
