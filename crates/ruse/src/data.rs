//! The component data set, read from `data/ruse.json`: every table the rules
//! read (territory layouts, tiles, tracks, objectives, growth tracks, den
//! board and tile shapes, VP track, hunting chart). Every entry carries its
//! source tag (`seed: …`, `found: …` or `assumed: …`), so an owner of the
//! printed game replaces an assumed value by editing the file only.
//!
//! Rules take a `&Data` parameter; [`Data::standard`] is the shipped file.
//! `Data` also serializes (to the same JSON), so a UI can be handed the
//! tables its view's indices point into.

use ruleshelf_engine::Deserialize;
use std::collections::BTreeMap;
use std::sync::OnceLock;

use serde::Serialize;

use crate::firefox::FirefoxData;
use crate::ids::{Buy, Expansion, Obstacle, Resource, Territory};
use crate::village::VillageData;
use crate::vixen::VixenData;

/// One effect printed on a component. Effects needing a decision (a
/// resource of choice, a kit, a track, a tile placement) ask the player.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(tsify::Tsify), tsify(type_prefix = "Ruse"))]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub enum Bonus {
    Gp(u8),
    Vp(u8),
    /// One resource of a fixed type.
    Resource(Resource),
    /// One resource of your choice.
    AnyResource,
    /// One resource of the territory where the die was placed.
    TerritoryResource,
    /// The top territory tile of that territory.
    TerritoryTile,
    /// +1 to one eligible kit die.
    Kit,
    /// Advance one level on a territory track of your choice.
    Track,
    /// Draw a hunting tile from the stack (flip, bonus, cache).
    Hunt,
    /// Take a bonus den path tile and place it at once.
    BonusDen,
    /// Draw a den path tile from your bag and place it at once.
    DenTile,
    /// Move one kit one growth space for free.
    FreeGrowth,
    /// Gain the cheese, stealing it.
    Cheese,
    /// Gain the star, stealing it.
    Star,
    /// Growth-track icon: +1 to the kit that enters the space.
    Upgrade,
    /// Firefox: move the Firefox pawn this many spaces clockwise and collect
    /// the bonus of the tile it reaches.
    Firefox(u8),
    /// Firefox: roll the Firefox die, move the pawn that many spaces and
    /// collect the bonus.
    FirefoxRoll,
    /// Village: advance one space on the Village track and collect its
    /// bonus.
    Village,
}

/// A condition of a private or common objective, checked, not paid.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(tsify::Tsify), tsify(type_prefix = "Ruse"))]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub enum Condition {
    CompletedObjectives(u8),
    TrackLevel(Territory, u8),
    AnyTrackLevel(u8),
    HuntingTiles(u8),
    Markers(u8),
    KitsOutside(u8),
    /// A complete path from the base to a cube.
    DenPath,
}

#[derive(Clone, Debug, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(tsify::Tsify), tsify(type_prefix = "Ruse"))]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct Collection {
    pub gp_by_roll: [u8; 6],
    pub empty_die_gp: u8,
    pub source: String,
}

#[derive(Clone, Debug, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(tsify::Tsify), tsify(type_prefix = "Ruse"))]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct Movement {
    pub day: u8,
    pub night: u8,
    pub ignore_day_night: u8,
    pub source: String,
}

#[derive(Clone, Debug, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(tsify::Tsify), tsify(type_prefix = "Ruse"))]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct DestinyDie {
    pub night: [bool; 6],
    pub source: String,
}

#[derive(Clone, Debug, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(tsify::Tsify), tsify(type_prefix = "Ruse"))]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct Tier {
    pub min: u8,
    pub max: u8,
    pub bonus: Vec<Bonus>,
}

#[derive(Clone, Debug, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(tsify::Tsify), tsify(type_prefix = "Ruse"))]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct TerritoryBonus {
    pub tiers: Vec<Tier>,
    pub source: String,
}

#[derive(Clone, Debug, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(tsify::Tsify), tsify(type_prefix = "Ruse"))]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct DieSpaces {
    pub vital: Vec<u8>,
    pub mountain_explore: Vec<u8>,
    pub mountain_tiles: Vec<u8>,
    pub den: Vec<u8>,
    pub source: String,
}

/// Summer and winter cost of each exploration-tile action.
#[derive(Clone, Debug, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(tsify::Tsify), tsify(type_prefix = "Ruse"))]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct ActionCosts {
    pub track: [u8; 2],
    pub kit: [u8; 2],
    pub hunt: [u8; 2],
    pub mark: [u8; 2],
    pub source: String,
}

#[derive(Clone, Debug, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(tsify::Tsify), tsify(type_prefix = "Ruse"))]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct ExplorationTile {
    pub id: String,
    pub territory: Territory,
    pub name: String,
    pub actions: Vec<Buy>,
    pub hunting_spot: bool,
    pub beaver_dam: bool,
    pub source: String,
}

impl ExplorationTile {
    #[must_use]
    pub fn offers(&self, buy: Buy) -> bool {
        self.actions.contains(&buy)
    }

    /// "The mountain territory cannot be marked"; a vital tile is markable
    /// when it prints the marking action.
    #[must_use]
    pub fn markable(&self) -> bool {
        self.offers(Buy::Mark)
    }
}

#[derive(Clone, Debug, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(tsify::Tsify), tsify(type_prefix = "Ruse"))]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct Mountains {
    pub resource: [u8; 2],
    pub track: [u8; 2],
    pub kit: [u8; 2],
    pub tile_spend: u8,
    pub source: String,
}

#[derive(Clone, Debug, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(tsify::Tsify), tsify(type_prefix = "Ruse"))]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct TrackLevels {
    /// VP printed on each level, L0 to the last.
    pub vp: Vec<u8>,
    pub tile_levels: Vec<u8>,
    pub hunter_levels: Vec<u8>,
    pub source: String,
}

#[derive(Clone, Debug, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(tsify::Tsify), tsify(type_prefix = "Ruse"))]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct BonusEntry {
    pub id: String,
    pub bonus: Vec<Bonus>,
    pub source: String,
}

/// What a territory tile does when drawn ("Territory Tiles (Bonuses)").
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(tsify::Tsify), tsify(type_prefix = "Ruse"))]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub enum TileKind {
    Obstacle(Obstacle),
    AvailableToAll(Vec<Bonus>),
    Beaver,
    Action,
    Instant(Vec<Bonus>),
}

#[derive(Clone, Debug, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(tsify::Tsify), tsify(type_prefix = "Ruse"))]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct TerritoryTile {
    pub id: String,
    pub kind: TileKind,
    /// The one territory whose stack holds this tile; absent: every
    /// territory's stack holds a copy (the base game's 12).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", tsify(optional))]
    pub territory: Option<Territory>,
    /// The mini-expansion it belongs to (in play only with it).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", tsify(optional))]
    pub expansion: Option<Expansion>,
    pub source: String,
}

#[derive(Clone, Debug, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(tsify::Tsify), tsify(type_prefix = "Ruse"))]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct Objective {
    pub id: u8,
    pub starting: bool,
    pub spend: BTreeMap<Territory, u8>,
    pub check: Vec<Condition>,
    pub exchange_vp: u8,
    pub exchange: Vec<Bonus>,
    pub bonus: Vec<Bonus>,
    pub vp: u8,
    pub penalty: u8,
    pub source: String,
}

#[derive(Clone, Debug, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(tsify::Tsify), tsify(type_prefix = "Ruse"))]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct CommonObjective {
    pub id: String,
    pub requirement: Condition,
    pub vp: Vec<u8>,
    pub starting: bool,
    pub source: String,
}

#[derive(Clone, Debug, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(tsify::Tsify), tsify(type_prefix = "Ruse"))]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct DestinyTile {
    pub id: String,
    pub bonus: Vec<Bonus>,
    pub hunter_start: Territory,
    pub source: String,
}

#[derive(Clone, Debug, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(tsify::Tsify), tsify(type_prefix = "Ruse"))]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct TurnOrderPositions {
    pub two_player: Vec<u8>,
    pub many_player: Vec<u8>,
    pub source: String,
}

#[derive(Clone, Debug, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(tsify::Tsify), tsify(type_prefix = "Ruse"))]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct HuntingTile {
    pub id: String,
    pub bonus: Vec<Bonus>,
    pub copies: u8,
    /// The mini-expansion whose own tiles these are (the Village's).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", tsify(optional))]
    pub expansion: Option<Expansion>,
    pub source: String,
}

/// A place an action die goes, named in the rulebook's words, for a table
/// to say "the Mountains' territory tile zone" where the rules say
/// `mountainTiles`. `spot` is the `type` of a [`crate::state::Spot`].
#[derive(Clone, Debug, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(tsify::Tsify), tsify(type_prefix = "Ruse"))]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct Zone {
    pub spot: String,
    pub name: String,
    pub source: String,
}

#[derive(Clone, Debug, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(tsify::Tsify), tsify(type_prefix = "Ruse"))]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct Hunting {
    pub chart: Vec<u8>,
    pub cache: u8,
    pub second_level: u8,
    pub exchange_gp: u8,
    pub source: String,
}

#[derive(Clone, Debug, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(tsify::Tsify), tsify(type_prefix = "Ruse"))]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct VpTrack {
    pub orange_every: u16,
    pub cheese_spaces: Vec<u16>,
    pub catch_up_gp: u8,
    pub source: String,
}

#[derive(Clone, Debug, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(tsify::Tsify), tsify(type_prefix = "Ruse"))]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct MarkerSlots {
    pub vp: Vec<u8>,
    pub source: String,
}

#[derive(Clone, Debug, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(tsify::Tsify), tsify(type_prefix = "Ruse"))]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct GrowthTrack {
    /// GP for the steps onto G2, G3, G4 and G5 (the exit).
    pub costs: [u8; 4],
    /// The icon gained on entering G2, G3, G4 and G5.
    pub icons: [Option<Bonus>; 4],
    /// Exit VP of the first (green) and second (black) kit out.
    pub exit_vp: Vec<u8>,
    pub source: String,
}

#[derive(Clone, Debug, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(tsify::Tsify), tsify(type_prefix = "Ruse"))]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct DenDraw {
    pub pay: u8,
    pub draw: u8,
    pub place: u8,
}

#[derive(Clone, Debug, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(tsify::Tsify), tsify(type_prefix = "Ruse"))]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct Den {
    /// VP of cube slots A–E when their cube is released.
    pub cube_vp: [u8; 5],
    /// Cell bonuses, rows 1–4 (bottom first), columns A–E.
    pub cells: [[Option<Bonus>; 5]; 4],
    pub base_openings: String,
    pub draws: Vec<DenDraw>,
    pub bonus_pay: u8,
    pub source: String,
}

#[derive(Clone, Debug, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(tsify::Tsify), tsify(type_prefix = "Ruse"))]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct PathTile {
    pub id: String,
    pub openings: String,
    #[serde(default)]
    pub copies: u8,
    pub bonus: Vec<Bonus>,
    pub source: String,
    /// `openings` as a mask (N 1, E 2, S 4, W 8), filled in on load.
    #[serde(skip)]
    pub mask: u8,
}

#[derive(Clone, Debug, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(tsify::Tsify), tsify(type_prefix = "Ruse"))]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct Amount {
    pub gp: u8,
    pub source: String,
}

#[derive(Clone, Debug, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(tsify::Tsify), tsify(type_prefix = "Ruse"))]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct Cheese {
    pub gp: u8,
    pub vp: u8,
    pub source: String,
}

#[derive(Clone, Debug, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(tsify::Tsify), tsify(type_prefix = "Ruse"))]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct Star {
    pub vp: u8,
    pub source: String,
}

#[derive(Clone, Debug, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(tsify::Tsify), tsify(type_prefix = "Ruse"))]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct Marks {
    pub pass_loss: u8,
    pub pass_gain: u8,
    pub end_loss: u8,
    pub end_gain: u8,
    pub beaver_loss: u8,
    pub beaver_gain: u8,
    pub source: String,
}

#[derive(Clone, Debug, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(tsify::Tsify), tsify(type_prefix = "Ruse"))]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct Supply {
    pub per_type: u8,
    pub source: String,
}

#[derive(Clone, Debug, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(tsify::Tsify), tsify(type_prefix = "Ruse"))]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct FourthDie {
    pub kits_outside: u8,
    pub from_round: u8,
    pub late_vp: u8,
    pub source: String,
}

/// The whole data set.
#[derive(Clone, Debug, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(tsify::Tsify), tsify(type_prefix = "Ruse"))]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct Data {
    pub about: String,
    pub collection: Collection,
    pub movement: Movement,
    pub destiny_die: DestinyDie,
    pub territory_bonus: TerritoryBonus,
    pub die_spaces: DieSpaces,
    pub territory_action_costs: ActionCosts,
    pub exploration_tiles: Vec<ExplorationTile>,
    pub mountains: Mountains,
    pub track_levels: TrackLevels,
    pub track_tiles: Vec<BonusEntry>,
    pub territory_tiles: Vec<TerritoryTile>,
    pub objectives: Vec<Objective>,
    pub common_objectives: Vec<CommonObjective>,
    pub destiny_tiles: Vec<DestinyTile>,
    pub turn_order_tiles: Vec<BonusEntry>,
    pub turn_order_positions: TurnOrderPositions,
    pub hunting_tiles: Vec<HuntingTile>,
    pub hunting: Hunting,
    pub vp_track: VpTrack,
    pub marker_slot_vp: MarkerSlots,
    pub growth_tracks: [GrowthTrack; 3],
    pub den: Den,
    pub path_tiles: Vec<PathTile>,
    pub bonus_den_tiles: Vec<PathTile>,
    pub cheese: Cheese,
    pub star: Star,
    pub marks: Marks,
    pub resource_supply: Supply,
    pub starting_bonus: Amount,
    pub fourth_die: FourthDie,
    /// Where action dice go, in the rulebook's words.
    pub zones: Vec<Zone>,
    /// The Firefox mini-expansion's board and tiles (its file is
    /// `src/firefox/firefox.json`; its territory tiles join
    /// `territoryTiles`, tagged `expansion: "firefox"`).
    #[serde(default)]
    pub firefox: FirefoxData,
    /// The Village mini-expansion's board, track and tiles (its file is
    /// `src/village/village.json`; its territory and hunting tiles join
    /// `territoryTiles` and `huntingTiles`, tagged `expansion: "village"`).
    #[serde(default)]
    pub village: VillageData,
    /// VIXEN's board and cards (its file is
    /// `src/vixen/vixen.json`).
    #[serde(default)]
    pub vixen: VixenData,
    /// `den.baseOpenings` as a mask, filled in on load.
    #[serde(skip)]
    pub base_mask: u8,
}

/// Edge bits of a den cell: N 1, E 2, S 4, W 8.
pub const NORTH: u8 = 1;
pub const EAST: u8 = 2;
pub const SOUTH: u8 = 4;
pub const WEST: u8 = 8;

fn openings(text: &str) -> Result<u8, String> {
    text.chars().try_fold(0u8, |mask, c| match c {
        'N' => Ok(mask | NORTH),
        'E' => Ok(mask | EAST),
        'S' => Ok(mask | SOUTH),
        'W' => Ok(mask | WEST),
        other => Err(format!(
            "den openings may use N, E, S, W only, not {other:?}"
        )),
    })
}

fn ensure(ok: bool, what: &str) -> Result<(), String> {
    if ok {
        Ok(())
    } else {
        Err(what.to_owned())
    }
}

impl Data {
    /// Parses and checks a whole data set, as [`Data`] serializes: the base
    /// file alone (`data/ruse.json`) leaves the mini-expansions out, and a
    /// game with them is then refused. The checks are what the rules rely
    /// on to never index out of range: 4 exploration tiles per territory,
    /// die faces 1–6, 3 instincts' worth of tiles, and so on.
    pub fn from_json(text: &str) -> Result<Data, String> {
        let data: Data = serde_json::from_str(text).map_err(|e| e.to_string())?;
        data.finish()
    }

    /// Reads the base file, each mini-expansion's own file and VIXEN's, and
    /// checks them together. The expansions' territory and hunting tiles
    /// join the base lists (after the base game's, tagged with their
    /// expansion), so a tile's index means the same in every list a view
    /// points into.
    ///
    /// ```
    /// # use ruse::data::{Data, DATA_JSON};
    /// let d = Data::from_files(DATA_JSON, ruse::firefox::FIREFOX_JSON, ruse::village::VILLAGE_JSON, ruse::vixen::VIXEN_JSON).unwrap();
    /// assert_eq!(d.territory_tiles.len(), 12 + 4 + 4);
    /// assert_eq!(d.vixen.cards.len(), 52);
    /// ```
    pub fn from_files(
        base: &str,
        firefox: &str,
        village: &str,
        vixen: &str,
    ) -> Result<Data, String> {
        let mut data: Data = serde_json::from_str(base).map_err(|e| format!("ruse.json: {e}"))?;
        data.territory_tiles.retain(|t| t.expansion.is_none());
        data.hunting_tiles.retain(|t| t.expansion.is_none());
        let (firefox, tiles) = crate::firefox::data::read(firefox)?;
        data.firefox = firefox;
        data.territory_tiles
            .extend(tiles.into_iter().map(|t| TerritoryTile {
                expansion: Some(Expansion::Firefox),
                ..t
            }));
        let (village, tiles, hunting) = crate::village::data::read(village)?;
        data.village = village;
        data.territory_tiles
            .extend(tiles.into_iter().map(|t| TerritoryTile {
                expansion: Some(Expansion::Village),
                ..t
            }));
        data.hunting_tiles
            .extend(hunting.into_iter().map(|t| HuntingTile {
                expansion: Some(Expansion::Village),
                ..t
            }));
        data.vixen = crate::vixen::data::read(vixen)?;
        data.finish()
    }

    fn finish(self) -> Result<Data, String> {
        let mut data = self;
        data.base_mask = openings(&data.den.base_openings)?;
        for tile in data
            .path_tiles
            .iter_mut()
            .chain(data.bonus_den_tiles.iter_mut())
        {
            tile.mask = openings(&tile.openings)?;
            ensure(tile.mask != 0, "a den path tile needs an opening")?;
        }
        data.check()?;
        Ok(data)
    }

    fn check(&self) -> Result<(), String> {
        for t in Territory::ALL {
            ensure(
                self.exploration_tiles
                    .iter()
                    .filter(|x| x.territory == t)
                    .count()
                    == SPACES,
                "4 exploration tiles per vital territory",
            )?;
        }
        ensure(
            self.territory_bonus.tiers.iter().all(|t| t.min <= t.max),
            "tier ranges",
        )?;
        ensure(
            self.die_spaces.vital.len() == SPACES,
            "4 die spaces per vital territory",
        )?;
        ensure(
            !self.die_spaces.mountain_explore.is_empty()
                && !self.die_spaces.mountain_tiles.is_empty(),
            "mountain die spaces",
        )?;
        ensure(self.die_spaces.den.len() == DEN_SPACES, "4 den spaces")?;
        ensure(
            self.track_levels.vp.len() >= 2 && self.track_levels.vp.len() <= 20,
            "track length",
        )?;
        let slots = self.track_levels.tile_levels.len();
        ensure(
            self.track_tiles.len() >= slots * 4,
            "enough track tiles for every slot",
        )?;
        ensure(
            self.track_levels
                .tile_levels
                .iter()
                .chain(&self.track_levels.hunter_levels)
                .all(|l| usize::from(*l) < self.track_levels.vp.len()),
            "track level in range",
        )?;
        ensure(!self.territory_tiles.is_empty(), "territory tiles")?;
        ensure(
            !self.objectives.is_empty() && self.objectives.len() <= 40,
            "objective cards",
        )?;
        ensure(
            self.objectives
                .iter()
                .enumerate()
                .all(|(i, o)| usize::from(o.id) == i + 1),
            "objective ids run 1, 2, 3 …",
        )?;
        ensure(
            self.objectives.iter().filter(|o| o.starting).count() <= 3,
            "at most 3 starting cards",
        )?;
        ensure(self.objectives.len() >= 3, "3 objective cards to draw")?;
        ensure(
            self.common_objectives.len() >= 3,
            "3 common objectives in play",
        )?;
        ensure(
            self.common_objectives.iter().all(|c| !c.vp.is_empty()),
            "common objective VP",
        )?;
        ensure(
            self.destiny_tiles.len() >= ROUNDS as usize,
            "a destiny tile per round",
        )?;
        ensure(self.turn_order_tiles.len() >= 2, "turn order tiles")?;
        let positions = self
            .turn_order_positions
            .two_player
            .len()
            .max(self.turn_order_positions.many_player.len());
        ensure(
            self.turn_order_tiles.len() >= positions,
            "a turn order tile per bonus position",
        )?;
        ensure(
            self.turn_order_positions.two_player.iter().all(|p| *p < 2)
                && self.turn_order_positions.many_player.iter().all(|p| *p < 4),
            "turn order positions",
        )?;
        ensure(!self.hunting_tiles.is_empty(), "hunting tiles")?;
        ensure(
            self.hunting.chart.len() > usize::from(self.hunting.cache + self.hunting.second_level),
            "hunting chart covers a full cache",
        )?;
        ensure(self.vp_track.orange_every > 0, "orange spacing")?;
        ensure(self.marker_slot_vp.vp.len() == MARKERS, "4 marker slots")?;
        ensure(
            self.growth_tracks.iter().all(|g| !g.exit_vp.is_empty()),
            "exit VP",
        )?;
        ensure(
            self.den
                .draws
                .iter()
                .all(|d| d.place <= d.draw && d.draw > 0 && d.draw <= 2),
            "den draws",
        )?;
        ensure(
            !self.path_tiles.is_empty()
                && self
                    .path_tiles
                    .iter()
                    .map(|t| usize::from(t.copies))
                    .sum::<usize>()
                    <= 60,
            "den path tiles",
        )?;
        ensure(
            !self.bonus_den_tiles.is_empty() && self.bonus_den_tiles.len() <= 30,
            "bonus den tiles",
        )?;
        ensure(self.movement.day > 0 && self.movement.night > 0, "movement")?;
        ensure(
            self.territory_tiles.len() <= 200 && self.hunting_tiles.len() <= 50,
            "tile kinds",
        )?;
        for t in &self.territory_tiles {
            if let TileKind::AvailableToAll(bonus) | TileKind::Instant(bonus) = &t.kind {
                ensure(
                    bonus.iter().all(|b| self.offers(*b, t.expansion)),
                    "a tile's bonus needs its expansion's components",
                )?;
            }
        }
        ensure(
            self.hunting_tiles
                .iter()
                .all(|t| t.expansion != Some(Expansion::Firefox)),
            "only the Village has hunting tiles of its own",
        )?;
        crate::firefox::data::check(self)?;
        crate::village::data::check(self)?;
        crate::vixen::data::check(self)
    }

    /// Whether the components a bonus moves exist for a tile of
    /// `expansion`: Firefox bonuses need the Firefox board, Village bonuses
    /// the Village's, and a base game tile uses neither.
    fn offers(&self, bonus: Bonus, expansion: Option<Expansion>) -> bool {
        match bonus {
            Bonus::Firefox(_) | Bonus::FirefoxRoll => expansion == Some(Expansion::Firefox),
            Bonus::Village => expansion == Some(Expansion::Village),
            _ => true,
        }
    }

    /// The shipped data file, parsed once.
    ///
    /// # Panics
    /// Never in a released crate: a test parses the file.
    #[must_use]
    pub fn standard() -> &'static Data {
        static DATA: OnceLock<Data> = OnceLock::new();
        DATA.get_or_init(|| {
            Data::from_files(
                DATA_JSON,
                crate::firefox::FIREFOX_JSON,
                crate::village::VILLAGE_JSON,
                crate::vixen::VIXEN_JSON,
            )
            .expect("the shipped data files are valid")
        })
    }

    /// Whether `expansion`'s components are in this data set.
    #[must_use]
    pub fn has(&self, expansion: Expansion) -> bool {
        match expansion {
            Expansion::Firefox => !self.firefox.tiles.is_empty(),
            Expansion::Village => !self.village.track.is_empty(),
        }
    }

    /// The name of the zone where a die of spot type `spot` goes.
    #[must_use]
    pub fn zone(&self, spot: &str) -> Option<&str> {
        self.zones
            .iter()
            .find(|z| z.spot == spot)
            .map(|z| z.name.as_str())
    }

    /// The cost of an exploration-tile action in this season.
    #[must_use]
    pub fn action_cost(&self, buy: Buy, winter: bool) -> u8 {
        let c = &self.territory_action_costs;
        let pair = match buy {
            Buy::Track => c.track,
            Buy::Kit => c.kit,
            Buy::Hunt => c.hunt,
            Buy::Mark | Buy::Resource => c.mark,
        };
        pair[usize::from(winter)]
    }

    /// The cost of a Mountain exploration-zone action in this season.
    #[must_use]
    pub fn mountain_cost(&self, buy: Buy, winter: bool) -> u8 {
        let m = &self.mountains;
        let pair = match buy {
            Buy::Track => m.track,
            Buy::Kit => m.kit,
            _ => m.resource,
        };
        pair[usize::from(winter)]
    }

    /// The highest level of a territory track.
    #[must_use]
    pub fn top_level(&self) -> u8 {
        (self.track_levels.vp.len() - 1) as u8
    }
}

/// The shipped data file's text, for a UI that shows what the view's
/// indices (tiles, cards, objectives) stand for.
pub const DATA_JSON: &str = include_str!("../data/ruse.json");

/// The number of rounds ("A game is played over 4 rounds").
pub const ROUNDS: u8 = 4;
/// Exploration spaces X1–X4 per vital territory.
pub const SPACES: usize = 4;
/// Den action spaces per den board.
pub const DEN_SPACES: usize = 4;
/// Territory markers per player.
pub const MARKERS: usize = 4;
/// Den grid: 5 columns by 4 rows.
pub const DEN_COLUMNS: usize = 5;
pub const DEN_ROWS: usize = 4;
pub const DEN_CELLS: usize = DEN_COLUMNS * DEN_ROWS;
/// The base cell E1.
pub const BASE_CELL: usize = DEN_COLUMNS - 1;
/// Bonus den path tiles face up on the instincts board.
pub const BONUS_DISPLAY: usize = 3;
/// Instinct tiles in play.
pub const INSTINCTS_IN_PLAY: usize = 3;
/// Common objectives in play.
pub const COMMON_IN_PLAY: usize = 3;
/// Private objectives drawn at setup.
pub const HAND: usize = 3;
