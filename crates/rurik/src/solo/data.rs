//! The solo opponent's components as data (`solo.json`, beside this file):
//! the 18 rebel cards, the four rebel boards, the three priorities, the
//! four rebel leader cards, the setup counts, the cards the solo game
//! leaves out and the solo conversion token. Every entry carries its
//! source tag. The rules read it all through `data().solo`; the functions
//! that read one part take it as a parameter, so a corrected file is
//! picked up (`tests/solo_data.rs`).

use ruleshelf_engine::Deserialize;
use serde::Serialize;

use crate::data::{Banner, Gain, Structure};
use crate::ids::Region;
use crate::options::RebelLeader;

/// The rebel priority: the three columns of the rebel board and of each
/// rebel card, left to right.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(tsify::Tsify), tsify(type_prefix = "Rurik"))]
#[serde(rename_all = "camelCase")]
pub enum Priority {
    /// The sword and boot.
    #[default]
    AttackMove,
    /// The hammer.
    Build,
    /// The goods.
    Tax,
}

impl Priority {
    pub const ALL: [Priority; 3] = [Priority::AttackMove, Priority::Build, Priority::Tax];

    /// Its column on the rebel board and the rebel cards.
    #[must_use]
    pub const fn index(self) -> usize {
        self as usize
    }
}

/// What you must have more of than the rebels for a priority to become
/// the new one in the development phase (checked in the priorities' order).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(tsify::Tsify), tsify(type_prefix = "Rurik"))]
#[serde(rename_all = "camelCase")]
pub enum Lead {
    /// Regions occupied.
    RegionsOccupied,
    /// Adjacent regions with your structures (the build track's measure).
    StructureRegions,
    /// Goods on the boat.
    BoatGoods,
}

#[derive(Clone, Debug, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(tsify::Tsify), tsify(type_prefix = "Rurik"))]
#[serde(rename_all = "camelCase")]
pub struct PriorityInfo {
    pub priority: Priority,
    /// The "single icon" priority: the rebels march to spread out, attack
    /// where they do not rule first, and never try to capture. Otherwise
    /// ("icon pair"): they march into one region they do not rule, attack
    /// where they rule first, and try to capture.
    pub single: bool,
    pub lead: Lead,
    pub tag: String,
}

/// One strategy row of a rebel card: the advisor to place and, per
/// priority, the banner it goes to and whether a coin symbol stands by it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(tsify::Tsify), tsify(type_prefix = "Rurik"))]
#[serde(rename_all = "camelCase")]
pub struct StrategyRow {
    pub advisor: u8,
    /// Marked with an asterisk: available only once the round's advisors
    /// include it (the second #2 from round 3, the #3 in round 4).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    #[cfg_attr(feature = "ts", tsify(optional))]
    pub star: bool,
    pub banners: Vec<Banner>,
    pub coins: Vec<bool>,
    /// Set where the sources disagree about a cell.
    #[serde(default, skip_serializing_if = "String::is_empty")]
    #[cfg_attr(feature = "ts", tsify(optional))]
    pub tag: String,
}

#[derive(Clone, Debug, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(tsify::Tsify), tsify(type_prefix = "Rurik"))]
#[serde(rename_all = "camelCase")]
pub struct RebelCardData {
    /// The number printed on the card.
    pub id: u8,
    /// The region order: every region of the solo map, in the card's order.
    pub regions: Vec<String>,
    /// Per priority, the order in which the rebels build the base game's
    /// structures.
    pub build: Vec<Vec<Structure>>,
    /// The strategy rows in their order of use (the first is the printed
    /// card's bottom row).
    pub rows: Vec<StrategyRow>,
    pub tag: String,
    /// The region order as region indices (from `regions`).
    #[serde(skip)]
    pub order: Vec<Region>,
}

/// A round space (or an open one) on the left of the rebel board: when
/// the rebels take an advisor from `trigger`'s banner, it adds `gains`
/// (points of the turn, coins) or makes their casualty checks reveal one
/// card fewer (`fewer`).
#[derive(Clone, Debug, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(tsify::Tsify), tsify(type_prefix = "Rurik"))]
#[serde(rename_all = "camelCase")]
pub struct BonusSpace {
    pub trigger: Banner,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    #[cfg_attr(feature = "ts", tsify(optional))]
    pub gains: Vec<Gain>,
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    #[cfg_attr(feature = "ts", tsify(optional))]
    pub fewer: bool,
    /// A coin covers it at setup.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    #[cfg_attr(feature = "ts", tsify(optional))]
    pub locked: bool,
}

/// One rebel board (a difficulty level).
#[derive(Clone, Debug, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(tsify::Tsify), tsify(type_prefix = "Rurik"))]
#[serde(rename_all = "camelCase")]
pub struct RebelBoard {
    pub level: u8,
    /// The starting priority (the column with the round symbol).
    pub start: Priority,
    /// Per priority column, its bonus spaces top to bottom.
    pub columns: Vec<Vec<BonusSpace>>,
    pub tag: String,
}

/// What a rebel leader does at the end of each round.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(tsify::Tsify), tsify(type_prefix = "Rurik"))]
#[serde(rename_all = "camelCase")]
pub enum EndOfRound {
    /// One rebel is mustered into the leader's region.
    Muster,
    /// An inheritance card is revealed; the leader moves to its region.
    Inheritance,
}

/// A solo rebel leader card; its numbers are what the rules read.
#[derive(Clone, Debug, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(tsify::Tsify), tsify(type_prefix = "Rurik"))]
#[serde(rename_all = "camelCase")]
pub struct RebelLeaderCard {
    pub leader: RebelLeader,
    /// The character miniature: the leader card of that name (which no
    /// player may then choose).
    pub name: String,
    /// Cards fewer the rebels reveal when they attack you in its region.
    #[serde(default)]
    pub fewer: u8,
    /// Casualty checks when you attack the rebels in its region (0: one).
    #[serde(default)]
    pub checks: u8,
    /// Attack points the rebels gain when they build in its region.
    #[serde(default)]
    pub build_attack: u8,
    /// Rebels mustered into its region when the rebels tax or build there.
    #[serde(default)]
    pub muster: u8,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", tsify(optional))]
    pub end_of_round: Option<EndOfRound>,
    /// The card in our own words, for a table.
    pub text: String,
    pub tag: String,
}

/// The rebels' and the neutral troops' setup.
#[derive(Clone, Debug, Default, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(tsify::Tsify), tsify(type_prefix = "Rurik"))]
#[serde(rename_all = "camelCase")]
pub struct SoloSetup {
    /// Rebel miniatures the rebels play with.
    pub rebels: u8,
    /// The region of the rebel leader.
    pub kiev: String,
    /// Rebels beside the leader there.
    pub kiev_rebels: u8,
    /// The first regions of the top card's order (Kiev skipped) that get
    /// rebels, and how many each.
    pub first_regions: u8,
    pub region_rebels: u8,
    /// Neutral troops in the box (one in each other region at setup).
    pub neutral: u8,
    /// Coins on the rebels' dock.
    pub coins: u8,
    pub tag: String,
}

/// The cards a solo game leaves in the box, by name.
#[derive(Clone, Debug, Default, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(tsify::Tsify), tsify(type_prefix = "Rurik"))]
#[serde(rename_all = "camelCase")]
pub struct Removed {
    pub deeds: Vec<String>,
    pub agendas: Vec<String>,
    /// Conversion tokens (by recipe name) the solo game replaces.
    pub recipes: Vec<String>,
    pub tag: String,
}

/// Everything in `solo.json` (its recipes join the base list).
#[derive(Clone, Debug, Default, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(tsify::Tsify), tsify(type_prefix = "Rurik"))]
#[serde(rename_all = "camelCase")]
pub struct SoloData {
    pub setup: SoloSetup,
    pub priorities: Vec<PriorityInfo>,
    pub cards: Vec<RebelCardData>,
    pub boards: Vec<RebelBoard>,
    pub leaders: Vec<RebelLeaderCard>,
    pub removed: Removed,
    pub tag: String,
}

impl SoloData {
    /// Parses a file in the format of `solo.json`, resolving each card's
    /// region order against `region` (a region's index by name) and
    /// checking its shape: every card orders the `map` regions, orders the
    /// three base structures per priority, and has six rows naming each of
    /// the six advisors once; one board per level, one column per priority.
    pub fn parse(
        text: &str,
        region: impl Fn(&str) -> Option<Region>,
        map: &[Region],
    ) -> Result<SoloData, String> {
        let mut solo: SoloData = serde_json::from_str(text).map_err(|e| e.to_string())?;
        let mut advisors = [
            (1, false),
            (2, false),
            (2, true),
            (3, true),
            (4, false),
            (5, false),
        ];
        advisors.sort_unstable();
        for card in &mut solo.cards {
            card.order = card.regions.iter().filter_map(|r| region(r)).collect();
            let mut order = card.order.clone();
            order.sort_unstable();
            let mut rows: Vec<(u8, bool)> = card.rows.iter().map(|r| (r.advisor, r.star)).collect();
            rows.sort_unstable();
            let base = [Structure::Church, Structure::Stronghold, Structure::Market];
            if order != map
                || card.build.len() != 3
                || card
                    .build
                    .iter()
                    .any(|b| b.len() != 3 || base.iter().any(|k| !b.contains(k)))
                || rows != advisors
                || card
                    .rows
                    .iter()
                    .any(|r| r.banners.len() != 3 || r.coins.len() != 3)
            {
                return Err(format!("rebel card {} is malformed", card.id));
            }
        }
        if solo.cards.is_empty() || solo.cards.len() > 64 {
            return Err("the rebel deck holds 1 to 64 cards".into());
        }
        for level in 1..=4 {
            if !solo
                .boards
                .iter()
                .any(|b| b.level == level && b.columns.len() == Priority::ALL.len())
            {
                return Err(format!(
                    "no rebel board of level {level} with three columns"
                ));
            }
        }
        if solo.priorities.iter().map(|p| p.priority).ne(Priority::ALL)
            || region(&solo.setup.kiev).is_none()
        {
            return Err("the priorities or the rebel setup are malformed".into());
        }
        Ok(solo)
    }

    /// The board of `level` (1 to 4).
    #[must_use]
    pub fn board(&self, level: u8) -> Option<&RebelBoard> {
        self.boards.iter().find(|b| b.level == level)
    }

    /// The card of `leader`.
    #[must_use]
    pub fn leader(&self, leader: RebelLeader) -> Option<&RebelLeaderCard> {
        self.leaders.iter().find(|l| l.leader == leader)
    }

    /// The facts of `priority`.
    #[must_use]
    pub fn priority(&self, priority: Priority) -> Option<&PriorityInfo> {
        self.priorities.get(priority.index())
    }
}
