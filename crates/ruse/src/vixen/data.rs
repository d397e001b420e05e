//! VIXEN's board, scoring, levels and cards, read from `vixen.json`
//! beside this file: one card type, whose rows hold icons the rules in
//! [`super::icons`] interpret.

use ruleshelf_engine::Deserialize;
use serde::Serialize;

use crate::data::{Data, COMMON_IN_PLAY, ROUNDS, SPACES};
use crate::ids::Territory;

/// The shipped VIXEN file.
pub const VIXEN_JSON: &str = include_str!("vixen.json");

/// VIXEN's components (empty when the data set leaves the solo mode out).
#[derive(Clone, Debug, Default, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(tsify::Tsify), tsify(type_prefix = "Ruse"))]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct VixenData {
    /// What the file is (in the file only).
    #[serde(default, skip_serializing)]
    pub about: String,
    pub board: VixenBoard,
    /// The 52 cards, 13 per level (1 to 4); a card's index here is what
    /// states, views and events name.
    pub cards: Vec<VixenCard>,
}

/// The solo board, and what VIXEN scores beyond its cards.
#[derive(Clone, Debug, Default, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(tsify::Tsify), tsify(type_prefix = "Ruse"))]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct VixenBoard {
    /// Its name in the rulebook's words, for a table.
    pub name: String,
    /// Spaces of the growth track; a kit moving past the last leaves the den.
    pub growth_spaces: u8,
    /// Kit dice of VIXEN's colour, on the first spaces of the track.
    pub kits: u8,
    /// Black kit dice in reserve.
    pub black_kits: u8,
    /// The value every kit die starts with.
    pub kit_value: u8,
    /// Territory markers on the board.
    pub markers: u8,
    /// The VP uncovered as each marker leaves the board, left to right.
    pub marker_vp: Vec<u8>,
    /// Open spaces above the board for dice placed in the den.
    pub den_spaces: u8,
    /// Cubes (for common objectives).
    pub cubes: u8,
    /// Hunting tiles its cache holds.
    pub cache: u8,
    /// How far its fox may move in a territory.
    pub moves: u8,
    /// VP per orange space behind the leader (instead of the players' GP).
    pub catch_up_vp: u8,
    /// End of game: 1 VP per this many den path tiles.
    pub den_tiles_per_vp: u8,
    /// End of game: VP per bonus den path tile.
    pub bonus_den_vp: u8,
    /// End of game: 1 VP per this many territory tiles.
    pub territory_tiles_per_vp: u8,
    pub source: String,
}

/// A VIXEN card ("Card layout": its round, its level, the number of action
/// dice for the round, its instant bonus, and the rows the die picks).
#[derive(Clone, Debug, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(tsify::Tsify), tsify(type_prefix = "Ruse"))]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct VixenCard {
    pub id: String,
    pub level: u8,
    pub round: u8,
    /// VIXEN's action dice this round (a turn per card of the round).
    pub dice: u8,
    /// Collected when the card is revealed.
    pub instant: Vec<VixenIcon>,
    pub rows: Vec<VixenRow>,
    pub source: String,
}

/// A row of a card: the die faces that pick it, where the die goes, the
/// icons resolved in order, and the VP at its end.
#[derive(Clone, Debug, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(tsify::Tsify), tsify(type_prefix = "Ruse"))]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct VixenRow {
    /// The lowest and highest die face that pick this row.
    pub dice: [u8; 2],
    pub place: VixenPlace,
    pub icons: Vec<VixenIcon>,
    pub vp: u8,
}

/// Where a row sends VIXEN's die: a vital territory, or its den (an open
/// space above the solo board).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(tsify::Tsify), tsify(type_prefix = "Ruse"))]
#[serde(rename_all = "camelCase")]
pub enum VixenPlace {
    River,
    Forest,
    Field,
    Farm,
    Den,
}

impl VixenPlace {
    /// The vital territory, for a territory row.
    #[must_use]
    pub const fn territory(self) -> Option<Territory> {
        match self {
            VixenPlace::River => Some(Territory::River),
            VixenPlace::Forest => Some(Territory::Forest),
            VixenPlace::Field => Some(Territory::Field),
            VixenPlace::Farm => Some(Territory::Farm),
            VixenPlace::Den => None,
        }
    }
}

/// The icons of VIXEN's cards ("Available Actions (icons on cards)").
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(tsify::Tsify), tsify(type_prefix = "Ruse"))]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub enum VixenIcon {
    /// Hunting: the hunting tile where its fox stopped.
    Hunt,
    /// Territory Marking: where its fox stopped.
    Mark,
    /// Territory Tile: the top tile of the row's territory.
    Tile,
    /// Kit Value Increase.
    Kit,
    /// Kit Growth: a kit one space along the growth track.
    Grow,
    /// Den Tiles: this many from its bag.
    Den(u8),
    /// Bonus Den Tiles: one from the instincts board.
    BonusDen,
    Cheese,
    Star,
    /// Hunter or Photographer: one territory clockwise.
    Hunter,
    /// Obstacles: the Wolf in the row's territory.
    Wolf,
    /// The Beaver, on the row territory's dam.
    Beaver,
    /// Common Objectives: a cube on the objective in slot 1–3.
    Common(u8),
    /// Retrieve Action Dice: the turn's die leaves its space at once.
    Retrieve,
    /// A hunting tile from the stack.
    HuntingTile,
}

impl VixenIcon {
    /// The icons that act where the die went in a vital territory.
    #[must_use]
    pub const fn needs_territory(self) -> bool {
        matches!(
            self,
            VixenIcon::Hunt
                | VixenIcon::Mark
                | VixenIcon::Tile
                | VixenIcon::Wolf
                | VixenIcon::Beaver
        )
    }
}

impl VixenData {
    /// The cards of `level` for `round`.
    pub fn cards_of(&self, level: u8, round: u8) -> impl Iterator<Item = u8> + '_ {
        self.cards
            .iter()
            .enumerate()
            .filter(move |(_, c)| c.level == level && c.round == round)
            .map(|(i, _)| i as u8)
    }

    #[must_use]
    pub fn card(&self, card: u8) -> Option<&VixenCard> {
        self.cards.get(usize::from(card))
    }

    /// The row of `card` a die showing `roll` picks.
    #[must_use]
    pub fn row(&self, card: u8, roll: u8) -> Option<u8> {
        let rows = &self.card(card)?.rows;
        rows.iter()
            .position(|r| (r.dice[0]..=r.dice[1]).contains(&roll))
            .map(|i| i as u8)
    }

    /// All VIXEN's kit dice.
    #[must_use]
    pub fn kit_count(&self) -> usize {
        usize::from(self.board.kits + self.board.black_kits)
    }
}

/// Parses the VIXEN file.
pub(crate) fn read(text: &str) -> Result<VixenData, String> {
    let mut file: VixenData = serde_json::from_str(text).map_err(|e| format!("vixen.json: {e}"))?;
    file.about.clear();
    Ok(file)
}

fn ensure(ok: bool, what: &str) -> Result<(), String> {
    if ok {
        Ok(())
    } else {
        Err(format!("vixen.json: {what}"))
    }
}

/// What the VIXEN rules rely on, when the data set has the solo mode.
pub(crate) fn check(d: &Data) -> Result<(), String> {
    let v = &d.vixen;
    if v.cards.is_empty() {
        return Ok(());
    }
    let b = &v.board;
    ensure(
        (1..=8).contains(&b.growth_spaces)
            && (1..=b.growth_spaces).contains(&b.kits)
            && b.black_kits <= 4,
        "a growth track of 1 to 8 spaces, as many kits at most, at most 4 black kits",
    )?;
    ensure((1..=6).contains(&b.kit_value), "kit dice start at 1 to 6")?;
    ensure(
        (1..=8).contains(&b.markers) && b.marker_vp.len() == usize::from(b.markers),
        "1 to 8 markers, a VP value under each",
    )?;
    ensure(
        b.cubes <= 8 && (1..=SPACES as u8).contains(&b.moves),
        "at most 8 cubes, a move of 1 to 4 spaces",
    )?;
    ensure(
        usize::from(b.cache) < d.hunting.chart.len(),
        "the hunting chart covers a full cache",
    )?;
    ensure(
        b.den_tiles_per_vp > 0 && b.territory_tiles_per_vp > 0,
        "tiles per VP above 0",
    )?;
    for level in 1..=4u8 {
        for round in 1..=ROUNDS {
            let cards: Vec<u8> = v.cards_of(level, round).collect();
            let dice = cards.len();
            ensure(
                dice > 0 && dice <= usize::from(b.den_spaces) && dice <= 6,
                "1 to 6 cards per level and round, no more than the den spaces",
            )?;
            ensure(
                cards
                    .iter()
                    .all(|c| v.card(*c).is_some_and(|x| usize::from(x.dice) == dice)),
                "a card's dice for the round are the round's cards (a turn per card)",
            )?;
        }
    }
    for c in &v.cards {
        ensure(
            (1..=4).contains(&c.level) && (1..=ROUNDS).contains(&c.round),
            "a card's level and round",
        )?;
        let faces = |f: u8| {
            c.rows
                .iter()
                .filter(|r| (r.dice[0]..=r.dice[1]).contains(&f))
                .count()
        };
        ensure(
            !c.rows.is_empty() && c.rows.len() <= 6 && (1..=6).all(|f| faces(f) == 1),
            "each die face picks one row",
        )?;
        let icons = c.instant.iter().map(|i| (i, None)).chain(
            c.rows
                .iter()
                .flat_map(|r| r.icons.iter().map(move |i| (i, Some(r.place)))),
        );
        for (icon, place) in icons {
            match *icon {
                VixenIcon::Den(n) => ensure((1..=3).contains(&n), "den tiles 1 to 3")?,
                VixenIcon::Common(n) => ensure(
                    (1..=COMMON_IN_PLAY as u8).contains(&n),
                    "a common objective slot 1 to 3",
                )?,
                VixenIcon::Retrieve => {
                    ensure(place.is_some(), "retrieve on a row, where there is a die")?
                }
                i if i.needs_territory() => ensure(
                    place.and_then(VixenPlace::territory).is_some(),
                    "hunting, marking, tiles, the wolf and the beaver on territory rows",
                )?,
                _ => {}
            }
        }
    }
    Ok(())
}
