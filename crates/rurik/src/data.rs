//! The box's contents as data: the map, the strategy-board sides, the claim
//! board, the household mat's boat, every card list, the leaders and the
//! reward pools. All of it is read from `data/rurik.json`, where every entry
//! carries its source tag (seed / found / impl / assumed); a corrected card
//! list changes that file only.

use ruleshelf_engine::Deserialize;
use std::sync::OnceLock;

use serde::Serialize;

use crate::ids::{Leader, Region};

/// The five goods, in the household mat's column order.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(tsify::Tsify), tsify(type_prefix = "Rurik"))]
#[serde(rename_all = "camelCase")]
pub enum Good {
    Stone,
    Wood,
    Fish,
    Honey,
    Fur,
}

impl Good {
    pub const ALL: [Good; 5] = [Good::Stone, Good::Wood, Good::Fish, Good::Honey, Good::Fur];

    /// The column of the boat (and the slot of the dock) holding this good.
    #[must_use]
    pub const fn index(self) -> usize {
        self as usize
    }
}

/// The player structures: the base game's three and Stone & Blade's two.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(tsify::Tsify), tsify(type_prefix = "Rurik"))]
#[serde(rename_all = "camelCase")]
pub enum Structure {
    Church,
    Stronghold,
    Market,
    Stable,
    Tavern,
}

impl Structure {
    pub const ALL: [Structure; 5] = [
        Structure::Church,
        Structure::Stronghold,
        Structure::Market,
        Structure::Stable,
        Structure::Tavern,
    ];

    #[must_use]
    pub const fn index(self) -> usize {
        self as usize
    }
}

/// The six banners (columns) of the strategy board, left to right.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(tsify::Tsify), tsify(type_prefix = "Rurik"))]
#[serde(rename_all = "camelCase")]
pub enum Banner {
    Muster,
    Move,
    Attack,
    Tax,
    Build,
    Scheme,
}

/// The three Stone & Blade modules. A card of a module is in play only when
/// its module is (the option of the same name).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(tsify::Tsify), tsify(type_prefix = "Rurik"))]
#[serde(rename_all = "camelCase")]
pub enum Module {
    /// Module A.
    EpicStructures,
    /// Module B.
    Warfare,
    /// Module C.
    RebelFactions,
}

/// Something a card, token, rebel or deed gives.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(tsify::Tsify), tsify(type_prefix = "Rurik"))]
#[serde(
    tag = "type",
    rename_all = "camelCase",
    rename_all_fields = "camelCase"
)]
pub enum Gain {
    Muster {
        n: u8,
    },
    Move {
        n: u8,
    },
    /// Movement points that move a unit to any region in play (deeds' "move
    /// anywhere").
    FarMove {
        n: u8,
    },
    Attack {
        n: u8,
    },
    /// Attack points whose casualty check reveals one card fewer.
    EasyAttack {
        n: u8,
    },
    Tax {
        n: u8,
    },
    Build {
        n: u8,
    },
    Coins {
        n: u8,
    },
    /// The top card of the deed deck.
    Deed,
    /// A deed card of your choice from the face-up display.
    DisplayDeed,
    /// Draw `draw` scheme cards from a deck of your choice and keep one.
    Schemes {
        draw: u8,
    },
    /// One scheme card from a deck of your choice.
    Scheme,
    /// One space up the warfare track.
    Warfare,
    Good {
        good: Good,
    },
    /// One good of your choice from the supply.
    AnyGood,
    /// A victory point token.
    Vp,
    /// One troop from your supply (inheritance).
    Troop,
    /// One structure from your supply (inheritance).
    Structure {
        kind: Structure,
    },
}

#[derive(Clone, Debug, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(tsify::Tsify), tsify(type_prefix = "Rurik"))]
#[serde(rename_all = "camelCase")]
pub struct RegionData {
    pub name: String,
    pub good: Good,
    /// The smallest seat count that puts this region in play.
    pub min_seats: u8,
    pub tag: String,
}

#[derive(Clone, Debug, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(tsify::Tsify), tsify(type_prefix = "Rurik"))]
#[serde(rename_all = "camelCase")]
pub struct Slot {
    pub points: u8,
    #[serde(default)]
    pub cost: u8,
    /// The top Scheme space: the first-player token.
    #[serde(default)]
    pub first_player: bool,
}

#[derive(Clone, Debug, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(tsify::Tsify), tsify(type_prefix = "Rurik"))]
#[serde(rename_all = "camelCase")]
pub struct ColumnData {
    pub action: Banner,
    /// Top (strongest) row first.
    pub slots: Vec<Slot>,
}

/// One side of the strategy board.
#[derive(Clone, Debug, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(tsify::Tsify), tsify(type_prefix = "Rurik"))]
#[serde(rename_all = "camelCase")]
pub struct BoardSide {
    pub seats: Vec<u8>,
    pub columns: Vec<ColumnData>,
    pub tag: String,
}

#[derive(Clone, Debug, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(tsify::Tsify), tsify(type_prefix = "Rurik"))]
#[serde(rename_all = "camelCase")]
pub struct AdvisorSchedule {
    /// Per round, the advisors each seat places, in resolution order.
    pub rounds: Vec<Vec<u8>>,
    pub tag: String,
}

/// The claim board: per level, its VP and what each track needs.
#[derive(Clone, Debug, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(tsify::Tsify), tsify(type_prefix = "Rurik"))]
#[serde(rename_all = "camelCase")]
pub struct ClaimTable {
    pub vp: Vec<u8>,
    pub rule: Vec<u8>,
    /// The top rule level also needs these regions among the ruled ones.
    pub rule_top_needs: Vec<String>,
    pub build: Vec<u8>,
    pub trade: Vec<u8>,
    pub tag: String,
}

#[derive(Clone, Debug, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(tsify::Tsify), tsify(type_prefix = "Rurik"))]
#[serde(rename_all = "camelCase")]
pub struct BoatColumn {
    pub good: Good,
    pub spaces: u8,
    /// A trade boon token starts below this column.
    pub boon: bool,
}

#[derive(Clone, Debug, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(tsify::Tsify), tsify(type_prefix = "Rurik"))]
#[serde(rename_all = "camelCase")]
pub struct Boat {
    pub columns: Vec<BoatColumn>,
    pub tag: String,
}

#[derive(Clone, Debug, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(tsify::Tsify), tsify(type_prefix = "Rurik"))]
#[serde(rename_all = "camelCase")]
pub struct SupplyData {
    pub troops: u8,
    pub coins: u8,
    pub structures: StructureCounts,
    pub conversions: u8,
    pub deal_deeds: u8,
    pub rebels: u8,
    pub tag: String,
}

#[derive(Clone, Debug, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(tsify::Tsify), tsify(type_prefix = "Rurik"))]
#[serde(rename_all = "camelCase")]
pub struct StructureCounts {
    pub church: u8,
    pub stronghold: u8,
    pub market: u8,
    pub stable: u8,
    pub tavern: u8,
}

impl StructureCounts {
    #[must_use]
    pub fn of(&self, kind: Structure) -> u8 {
        match kind {
            Structure::Church => self.church,
            Structure::Stronghold => self.stronghold,
            Structure::Market => self.market,
            Structure::Stable => self.stable,
            Structure::Tavern => self.tavern,
        }
    }
}

#[derive(Clone, Debug, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(tsify::Tsify), tsify(type_prefix = "Rurik"))]
#[serde(rename_all = "camelCase")]
pub struct SchemeCard {
    pub id: u8,
    /// Coins paid to play it.
    pub cost: u8,
    /// Casualty icons, read when revealed in a casualty check.
    pub casualties: u8,
    /// The alternatives ("X OR Y"); each is a list of gains.
    pub rewards: Vec<Vec<Gain>>,
    /// The module the card belongs to (absent: always in the deck).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", tsify(optional))]
    pub module: Option<Module>,
    pub tag: String,
}

/// What a deed costs to pay.
#[derive(Clone, Debug, Default, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(tsify::Tsify), tsify(type_prefix = "Rurik"))]
#[serde(rename_all = "camelCase")]
pub struct DeedCost {
    #[serde(default)]
    pub coins: u8,
    /// Named goods.
    #[serde(default)]
    pub goods: Vec<Good>,
    /// Goods of any type.
    #[serde(default)]
    pub any: u8,
    /// Goods of this many different types.
    #[serde(default)]
    pub different: u8,
    /// This many goods of one type.
    #[serde(default)]
    pub same: u8,
    /// Scheme cards from hand.
    #[serde(default)]
    pub schemes: u8,
    #[serde(default)]
    pub troops: Option<TroopCost>,
    /// One of each of your structures removed from the map.
    #[serde(default)]
    pub structures: Vec<Structure>,
    /// Captives released from your dungeon (Warfare).
    #[serde(default)]
    pub captives: u8,
}

#[derive(Clone, Copy, Debug, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(tsify::Tsify), tsify(type_prefix = "Rurik"))]
#[serde(rename_all = "camelCase")]
pub struct TroopCost {
    pub n: u8,
    #[serde(default)]
    pub from: TroopSource,
}

/// Where the troops a deed removes come from.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(tsify::Tsify), tsify(type_prefix = "Rurik"))]
#[serde(rename_all = "camelCase")]
pub enum TroopSource {
    #[default]
    Anywhere,
    /// All from one region you rule.
    OneRuledRegion,
    /// Each from a different region.
    DifferentRegions,
}

/// What a deed needs besides its payment.
#[derive(Clone, Debug, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(tsify::Tsify), tsify(type_prefix = "Rurik"))]
#[serde(
    tag = "type",
    rename_all = "camelCase",
    rename_all_fields = "camelCase"
)]
pub enum Need {
    DefeatedRebels {
        n: u8,
    },
    /// Your structures of `kind` in `n` regions.
    StructureRegions {
        kind: Structure,
        n: u8,
    },
    /// Your structures of all these kinds in one region.
    Together {
        kinds: Vec<Structure>,
    },
    TroopsInOneRegion {
        n: u8,
    },
    /// Your structures of `kind` in `n` regions linked by borders.
    AdjacentStructures {
        kind: Structure,
        n: u8,
    },
    Occupy {
        n: u8,
    },
    Rule {
        regions: Vec<String>,
    },
    MarketsDifferentGoods {
        n: u8,
    },
    FirstPlayer,
    /// Goods of `n` different types on your boat and dock.
    DifferentGoods {
        n: u8,
    },
    /// This turn, attacks on `n` units of opponents.
    AttackedOpponents {
        n: u8,
    },
    /// This turn, an attack on an opponent in a region where it has a
    /// stronghold.
    AttackedStronghold,
    /// This turn, an attack on an opponent in a region with its leader.
    AttackedLeader,
}

#[derive(Clone, Debug, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(tsify::Tsify), tsify(type_prefix = "Rurik"))]
#[serde(rename_all = "camelCase")]
pub struct DeedCard {
    pub name: String,
    pub vp: u8,
    #[serde(default)]
    pub cost: DeedCost,
    #[serde(default)]
    pub needs: Vec<Need>,
    pub reward: Vec<Gain>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", tsify(optional))]
    pub module: Option<Module>,
    /// `Some(false)`: left out of a solo game; `Some(true)`: only in one
    /// (the solo data file marks them).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", tsify(optional))]
    pub solo: Option<bool>,
    pub tag: String,
}

/// What a secret agenda measures; it is met by having the most (ties
/// included, above zero).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(tsify::Tsify), tsify(type_prefix = "Rurik"))]
#[serde(rename_all = "camelCase")]
pub enum Measure {
    RegionsOccupied,
    Warfare,
    TradeTrack,
    Goods,
    RuleTrack,
    FurAndHoney,
    StructuresInRuledRegions,
    BuildTrack,
    Deeds,
    DefeatedRebels,
    Coins,
    /// Regions you rule that hold epic structures (Renowned).
    EpicRegionsRuled,
    /// Victory point tokens (Victorious).
    VpTokens,
}

#[derive(Clone, Debug, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(tsify::Tsify), tsify(type_prefix = "Rurik"))]
#[serde(rename_all = "camelCase")]
pub struct AgendaCard {
    pub name: String,
    pub measure: Measure,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", tsify(optional))]
    pub module: Option<Module>,
    /// `Some(false)`: left out of a solo game; `Some(true)`: only in one
    /// (the solo data file marks them).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", tsify(optional))]
    pub solo: Option<bool>,
    pub tag: String,
}

#[derive(Clone, Debug, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(tsify::Tsify), tsify(type_prefix = "Rurik"))]
#[serde(rename_all = "camelCase")]
pub struct InheritanceCard {
    pub region: String,
    pub min_seats: u8,
    pub cost: u8,
    pub reward: Vec<Gain>,
    pub tag: String,
}

/// Each leader's ability, by the leader card's name.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(tsify::Tsify), tsify(type_prefix = "Rurik"))]
#[serde(rename_all = "camelCase")]
pub enum Ability {
    Boris,
    Sviatopolk,
    Yaroslav,
    Mstislav,
    Predslava,
    Maria,
    Agatha,
    Sudislav,
    Gleb,
    Sviatoslav,
    Theofana,
}

#[derive(Clone, Debug, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(tsify::Tsify), tsify(type_prefix = "Rurik"))]
#[serde(rename_all = "camelCase")]
pub struct LeaderCard {
    pub name: String,
    pub ability: Ability,
    pub set: String,
    /// The ability in a sentence, for a table to show (the rules read
    /// `ability`, never this).
    pub text: String,
    pub tag: String,
}

#[derive(Clone, Debug, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(tsify::Tsify), tsify(type_prefix = "Rurik"))]
#[serde(rename_all = "camelCase")]
pub struct WarfareRewards {
    /// The track spaces that get a token.
    pub spaces: Vec<u8>,
    /// The last space of the track.
    pub top: u8,
    pub tokens: Vec<Vec<Gain>>,
    pub tag: String,
}

#[derive(Clone, Debug, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(tsify::Tsify), tsify(type_prefix = "Rurik"))]
#[serde(rename_all = "camelCase")]
pub struct RebelRewardPool {
    pub pool: Vec<Vec<Gain>>,
    pub tag: String,
}

#[derive(Clone, Debug, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(tsify::Tsify), tsify(type_prefix = "Rurik"))]
#[serde(rename_all = "camelCase")]
pub struct RecipeData {
    pub name: String,
    /// One good of these types...
    #[serde(default)]
    pub one_of: Vec<Good>,
    /// ...and this many goods of any type...
    #[serde(default)]
    pub any: u8,
    /// ...and defeated rebels returned to the supply, and coins.
    #[serde(default)]
    pub rebels: u8,
    #[serde(default)]
    pub coins: u8,
    pub reward: Vec<Gain>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", tsify(optional))]
    pub module: Option<Module>,
    /// `Some(false)`: left out of a solo game; `Some(true)`: only in one
    /// (the solo data file marks them).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", tsify(optional))]
    pub solo: Option<bool>,
    pub tag: String,
}

#[derive(Clone, Debug, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(tsify::Tsify), tsify(type_prefix = "Rurik"))]
#[serde(rename_all = "camelCase")]
pub struct Conversions {
    /// Conversion tokens each seat may spend per round.
    pub per_round: u8,
    pub recipes: Vec<RecipeData>,
    pub tag: String,
}

#[derive(Clone, Debug, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(tsify::Tsify), tsify(type_prefix = "Rurik"))]
#[serde(rename_all = "camelCase")]
pub struct DeedDisplay {
    pub size: u8,
    pub tag: String,
}

/// Everything in `data/rurik.json`.
#[derive(Clone, Debug, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(tsify::Tsify), tsify(type_prefix = "Rurik"))]
#[serde(rename_all = "camelCase")]
pub struct Data {
    pub regions: Vec<RegionData>,
    pub borders: Vec<(String, String)>,
    pub borders_tag: String,
    pub advisors_by_round: AdvisorSchedule,
    pub boards: Vec<BoardSide>,
    pub claim: ClaimTable,
    pub boat: Boat,
    pub supply: SupplyData,
    pub schemes: Vec<SchemeCard>,
    pub deeds: Vec<DeedCard>,
    pub agendas: Vec<AgendaCard>,
    pub agenda_vp: u8,
    pub inheritance: Vec<InheritanceCard>,
    pub leaders: Vec<LeaderCard>,
    pub warfare_rewards: WarfareRewards,
    /// VP for the most and the second most warfare.
    pub warfare_vp: Vec<u8>,
    pub rebel_rewards: RebelRewardPool,
    pub conversions: Conversions,
    pub deed_display: DeedDisplay,
    /// Module A's epic structure cards (from `src/epic/epic.json`).
    #[serde(default)]
    pub epic: crate::epic::EpicData,
    /// Module B's dungeon and ransom (from `src/warfare/warfare.json`).
    #[serde(default)]
    pub warfare: crate::warfare::WarfareData,
    /// Module C's rebel faction cards (from `src/rebels/rebels.json`).
    #[serde(default)]
    pub factions: crate::rebels::FactionData,
    /// The solo opponent's cards, boards and leaders (from
    /// `src/solo/solo.json`).
    #[serde(default)]
    pub solo: crate::solo::data::SoloData,
    /// Per region, a bit per neighbour (built from `borders`).
    #[serde(skip)]
    pub adjacency: Vec<u32>,
}

/// The number of rounds.
pub const ROUNDS: u8 = 4;

impl Data {
    /// Parses a data file in the format of `data/rurik.json`.
    pub fn parse(text: &str) -> Result<Data, String> {
        let mut data: Data = serde_json::from_str(text).map_err(|e| e.to_string())?;
        data.check()?;
        let mut adjacency = vec![0u32; data.regions.len()];
        for (a, b) in &data.borders {
            if let (Some(a), Some(b)) = (data.region(a), data.region(b)) {
                adjacency[a.index()] |= 1 << b.0;
                adjacency[b.index()] |= 1 << a.0;
            }
        }
        data.adjacency = adjacency;
        Ok(data)
    }

    fn check(&self) -> Result<(), String> {
        if self.regions.len() > 32 || self.regions.is_empty() {
            return Err("the map has 1 to 32 regions".into());
        }
        for (a, b) in &self.borders {
            if self.region(a).is_none() || self.region(b).is_none() {
                return Err(format!("border {a}–{b} names an unknown region"));
            }
        }
        for card in &self.inheritance {
            if self.region(&card.region).is_none() {
                return Err(format!(
                    "inheritance card names unknown region {}",
                    card.region
                ));
            }
        }
        for region in self
            .claim
            .rule_top_needs
            .iter()
            .chain(self.deeds.iter().flat_map(|d| {
                d.needs.iter().flat_map(|n| match n {
                    Need::Rule { regions } => regions.as_slice(),
                    _ => &[],
                })
            }))
        {
            if self.region(region).is_none() {
                return Err(format!("unknown region {region}"));
            }
        }
        if self.advisors_by_round.rounds.len() != usize::from(ROUNDS) {
            return Err("one advisor list per round".into());
        }
        if self.boat.columns.len() != 5
            || self
                .boat
                .columns
                .iter()
                .enumerate()
                .any(|(i, c)| c.good.index() != i)
        {
            return Err("the boat has one column per good, in the goods' order".into());
        }
        for c in &self.epic.cards {
            if let Some(r) = c
                .condition
                .regions
                .iter()
                .find(|r| self.region(r).is_none())
            {
                return Err(format!("{} names unknown region {r}", c.name));
            }
        }
        if self.schemes.len() > 250
            || self.deeds.len() > 250
            || self.warfare_rewards.tokens.len() < self.warfare_rewards.spaces.len()
        {
            return Err("card lists too long or too few warfare tokens".into());
        }
        Ok(())
    }

    /// Adds the three modules' data files: their own sections, and their
    /// scheme, deed and agenda cards and conversion recipes at the end of
    /// the base lists, each marked with its module.
    pub fn with_modules(mut self, epic: &str, warfare: &str, rebels: &str) -> Result<Data, String> {
        let parse = |text: &str| -> Result<Additions, String> {
            serde_json::from_str(text).map_err(|e| e.to_string())
        };
        for (module, text) in [
            (Module::EpicStructures, epic),
            (Module::Warfare, warfare),
            (Module::RebelFactions, rebels),
        ] {
            parse(text)?.append_to(&mut self, module);
        }
        self.epic = serde_json::from_str(epic).map_err(|e| e.to_string())?;
        self.warfare = serde_json::from_str(warfare).map_err(|e| e.to_string())?;
        self.factions = serde_json::from_str(rebels).map_err(|e| e.to_string())?;
        self.check()?;
        Ok(self)
    }

    /// Adds the solo data file: its own section; the deeds, agendas and
    /// conversion tokens it leaves out of a solo game are marked so, and
    /// its own conversion token joins the list, marked solo only.
    pub fn with_solo(mut self, solo: &str) -> Result<Data, String> {
        let map: Vec<Region> = Region::all(self.regions.len())
            .filter(|r| self.in_play(*r, 1))
            .collect();
        let parsed = crate::solo::data::SoloData::parse(solo, |n| self.region(n), &map)?;
        let additions: Additions = serde_json::from_str(solo).map_err(|e| e.to_string())?;
        let removed = &parsed.removed;
        let known = |names: &[String], all: &mut dyn Iterator<Item = &String>| {
            let all: Vec<&String> = all.collect();
            names.iter().all(|n| all.contains(&n))
        };
        if !known(&removed.deeds, &mut self.deeds.iter().map(|c| &c.name))
            || !known(&removed.agendas, &mut self.agendas.iter().map(|c| &c.name))
            || !known(
                &removed.recipes,
                &mut self.conversions.recipes.iter().map(|c| &c.name),
            )
        {
            return Err("the solo game leaves out a card that does not exist".into());
        }
        let out = |names: &[String], name: &str| names.iter().any(|n| n == name);
        for c in &mut self.deeds {
            if out(&removed.deeds, &c.name) {
                c.solo = Some(false);
            }
        }
        for c in &mut self.agendas {
            if out(&removed.agendas, &c.name) {
                c.solo = Some(false);
            }
        }
        for c in &mut self.conversions.recipes {
            if out(&removed.recipes, &c.name) {
                c.solo = Some(false);
            }
        }
        self.conversions
            .recipes
            .extend(additions.recipes.into_iter().map(|r| RecipeData {
                solo: Some(true),
                ..r
            }));
        if parsed
            .leaders
            .iter()
            .any(|l| !self.leaders.iter().any(|x| x.name == l.name))
        {
            return Err("a rebel leader names no leader card".into());
        }
        self.solo = parsed;
        Ok(self)
    }

    /// The index of the region named `name`.
    #[must_use]
    pub fn region(&self, name: &str) -> Option<Region> {
        self.regions
            .iter()
            .position(|r| r.name == name)
            .map(Region::at)
    }

    /// The leader card named `name`.
    #[must_use]
    pub fn leader(&self, name: &str) -> Option<Leader> {
        self.leaders
            .iter()
            .position(|l| l.name == name)
            .map(Leader::at)
    }

    /// The board side for `seats`.
    #[must_use]
    pub fn board(&self, seats: u8) -> &BoardSide {
        self.boards
            .iter()
            .find(|b| b.seats.contains(&seats))
            .unwrap_or(&self.boards[0])
    }

    #[must_use]
    pub fn in_play(&self, region: Region, seats: u8) -> bool {
        self.regions
            .get(region.index())
            .is_some_and(|r| r.min_seats <= seats)
    }

    /// Whether two regions share a border.
    #[must_use]
    pub fn adjacent(&self, a: Region, b: Region) -> bool {
        self.adjacency
            .get(a.index())
            .is_some_and(|m| m & (1 << b.0) != 0)
    }
}

/// The cards and recipes a module's data file adds to the base lists.
#[derive(Deserialize, Default)]
#[serde(rename_all = "camelCase")]
struct Additions {
    #[serde(default)]
    schemes: Vec<SchemeCard>,
    #[serde(default)]
    deeds: Vec<DeedCard>,
    #[serde(default)]
    agendas: Vec<AgendaCard>,
    #[serde(default)]
    recipes: Vec<RecipeData>,
}

impl Additions {
    fn append_to(self, data: &mut Data, module: Module) {
        let m = Some(module);
        data.schemes.extend(
            self.schemes
                .into_iter()
                .map(|c| SchemeCard { module: m, ..c }),
        );
        data.deeds
            .extend(self.deeds.into_iter().map(|c| DeedCard { module: m, ..c }));
        data.agendas.extend(
            self.agendas
                .into_iter()
                .map(|c| AgendaCard { module: m, ..c }),
        );
        data.conversions.recipes.extend(
            self.recipes
                .into_iter()
                .map(|c| RecipeData { module: m, ..c }),
        );
    }
}

/// The base game's data file as embedded (the modules' and the solo
/// opponent's files are added to it by [`data`]; a UI reads all of it from
/// `components()`).
pub const DATA_JSON: &str = include_str!("../data/rurik.json");
/// Module A's data file.
pub const EPIC_JSON: &str = include_str!("epic/epic.json");
/// Module B's data file.
pub const WARFARE_JSON: &str = include_str!("warfare/warfare.json");
/// Module C's data file.
pub const REBELS_JSON: &str = include_str!("rebels/rebels.json");
/// The solo opponent's data file.
pub const SOLO_JSON: &str = include_str!("solo/solo.json");

/// The embedded data with every module's, parsed once.
#[must_use]
pub fn data() -> &'static Data {
    static DATA: OnceLock<Data> = OnceLock::new();
    DATA.get_or_init(|| {
        Data::parse(DATA_JSON)
            .and_then(|d| d.with_modules(EPIC_JSON, WARFARE_JSON, REBELS_JSON))
            .and_then(|d| d.with_solo(SOLO_JSON))
            .expect("the data files are valid")
    })
}
