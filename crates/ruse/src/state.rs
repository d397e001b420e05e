//! The whole table as plain data: boards, pieces, decks and stacks, whose
//! turn it is and which choices are owed.

use ruleshelf_engine::{Deserialize, Entry, Rng, Seat};
use serde::Serialize;

use crate::event::Event;
use crate::firefox::FirefoxState;
use crate::ids::{Buy, Instinct, Obstacle, RuseTile, Territory};
use crate::options::Options;
use crate::village::VillageState;
use crate::vixen::VixenState;

/// The version of the state's JSON format.
pub const FORMAT_VERSION: u32 = 3;

/// The game id in JSON: always `"ruse"`.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(tsify::Tsify), tsify(type_prefix = "Ruse"))]
pub enum GameTag {
    #[default]
    #[serde(rename = "ruse")]
    Ruse,
}

/// The whole table. Seats see [`crate::View`]s, never this.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(tsify::Tsify), tsify(type_prefix = "Ruse"))]
#[serde(rename_all = "camelCase")]
pub struct State {
    pub game: GameTag,
    pub version: u32,
    pub options: Options,
    /// 1 to 4.
    pub round: u8,
    /// The destiny die: its value (1–6) and whether the round is a night.
    pub destiny_value: u8,
    pub night: bool,
    /// The destiny tile revealed this round (index into the data).
    pub destiny_tile: u8,
    /// Destiny tiles already revealed in earlier rounds.
    pub destiny_revealed: Vec<u8>,
    /// Face-down destiny tiles still to come (secret).
    pub destiny_stack: Vec<u8>,
    /// Seats in turn order for this round (VIXEN's place, when it plays, is
    /// `vixen.place`).
    pub turn_order: Vec<Seat>,
    /// The turn-order tile on each bonus position (data order of positions).
    pub turn_order_tiles: Vec<u8>,
    /// RIV, FOR, FLD, FRM.
    pub territories: Vec<TerritoryState>,
    pub mountains: MountainState,
    pub hunter: Territory,
    /// Face-down hunting tiles (secret order; top = last).
    pub hunting_stack: Vec<u8>,
    /// Track tiles per track (RIV, FOR, FLD, FRM) on the tile levels.
    pub track_tiles: Vec<Vec<u8>>,
    /// The three face-up bonus den path tiles (`null` once a slot is empty).
    pub bonus_display: Vec<Option<u8>>,
    /// The face-down bonus den path tiles (secret order; top = last).
    pub bonus_stack: Vec<u8>,
    /// The three instinct tiles in play, areas I1–I3.
    pub instincts: Vec<Instinct>,
    /// The three common objectives in play.
    pub common: Vec<CommonSlot>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", tsify(optional))]
    pub star: Option<Seat>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", tsify(optional))]
    pub cheese: Option<Seat>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", tsify(optional))]
    pub beaver: Option<Beaver>,
    pub players: Vec<Player>,
    pub phase: Phase,
    /// The turn being played, during a turn.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", tsify(optional))]
    pub turn: Option<Turn>,
    /// Decisions owed before play goes on, first one first.
    pub pending: Vec<Pending>,
    /// Once the game is over: what each end-of-game step gave each seat.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", tsify(optional))]
    pub final_scores: Option<Vec<crate::end_game::FinalScore>>,
    #[cfg_attr(feature = "ts", tsify(type = "string"))]
    pub rng: Rng,
    #[serde(default)]
    pub log: Vec<Entry<Event>>,
    /// The Firefox board, with the Firefox mini-expansion.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", tsify(optional))]
    pub firefox: Option<FirefoxState>,
    /// The Village board, with the Village mini-expansion.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", tsify(optional))]
    pub village: Option<VillageState>,
    /// VIXEN's solo board, when VIXEN plays.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", tsify(optional))]
    pub vixen: Option<VixenState>,
}

/// A vital territory's board area.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(tsify::Tsify), tsify(type_prefix = "Ruse"))]
#[serde(rename_all = "camelCase")]
pub struct TerritoryState {
    /// Exploration spaces X1–X4, from the base towards the centre.
    pub spaces: Vec<Space>,
    /// Die placement spaces D1–D4.
    pub dice: Vec<Option<PlacedDie>>,
    /// The territory tile stack (secret order; top = last).
    pub stack: Vec<u8>,
    /// Its discard pile, face up.
    pub discard: Vec<u8>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", tsify(optional))]
    pub obstacle: Option<Obstacle>,
}

/// One exploration space.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(tsify::Tsify), tsify(type_prefix = "Ruse"))]
#[serde(rename_all = "camelCase")]
pub struct Space {
    /// The exploration tile (index into the data).
    pub tile: u8,
    /// Whose marker is on it.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", tsify(optional))]
    pub marker: Option<Seat>,
    /// The face-down hunting tile on its spot (secret).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", tsify(optional))]
    pub hunting: Option<u8>,
}

/// A die left on a board space, with the value it still shows.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(tsify::Tsify), tsify(type_prefix = "Ruse"))]
#[serde(rename_all = "camelCase")]
pub struct PlacedDie {
    pub seat: Seat,
    pub value: u8,
}

/// The Mountains.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(tsify::Tsify), tsify(type_prefix = "Ruse"))]
#[serde(rename_all = "camelCase")]
pub struct MountainState {
    /// Exploration zone spaces ME1–ME3.
    pub explore: Vec<Option<PlacedDie>>,
    /// Territory tile zone spaces MT1–MT2.
    pub tiles: Vec<Option<PlacedDie>>,
    /// "Available to all" territory tiles waiting to be claimed.
    pub display: Vec<HeldTile>,
    /// The obstacle display: the tiles of the obstacles in play.
    pub obstacles: Vec<HeldTile>,
}

/// A territory tile away from its stack, with the territory it came from
/// (where it is discarded).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(tsify::Tsify), tsify(type_prefix = "Ruse"))]
#[serde(rename_all = "camelCase")]
pub struct HeldTile {
    pub home: Territory,
    pub tile: u8,
}

/// The beaver token: its owner and where it sits.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(tsify::Tsify), tsify(type_prefix = "Ruse"))]
#[serde(rename_all = "camelCase")]
pub struct Beaver {
    pub owner: Seat,
    pub territory: Territory,
    /// The exploration space (0 = X1) of the dam.
    pub space: u8,
    /// The beaver tile the owner holds (none when VIXEN took the beaver by
    /// its card's icon).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", tsify(optional))]
    pub tile: Option<HeldTile>,
}

/// A common objective in play and the cubes on it, left to right.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(tsify::Tsify), tsify(type_prefix = "Ruse"))]
#[serde(rename_all = "camelCase")]
pub struct CommonSlot {
    pub objective: u8,
    pub claims: Vec<Seat>,
}

/// Where a kit die is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(tsify::Tsify), tsify(type_prefix = "Ruse"))]
#[serde(
    tag = "type",
    rename_all = "camelCase",
    rename_all_fields = "camelCase"
)]
pub enum KitPlace {
    /// A black kit not yet released.
    Locked,
    /// Released, waiting for the first space of its track to be free.
    Ready,
    /// On growth space 1–4.
    Growing { space: u8 },
    /// On the exit space, outside the den.
    Exited,
    /// Above cube `slot` of the den board; `instinct` once its cube left.
    Den { slot: u8, instinct: bool },
}

impl KitPlace {
    /// Past the end of its growth track: exited, or on the den board.
    #[must_use]
    pub const fn past_exit(self) -> bool {
        matches!(self, KitPlace::Exited | KitPlace::Den { .. })
    }

    /// "Outside the den": sent to the den board ("Kit dice may leave the
    /// den only after completing the required number of private
    /// objectives"); with the FAQ reading, also a kit on the exit space.
    #[must_use]
    pub const fn outside(self, faq: bool) -> bool {
        match self {
            KitPlace::Den { .. } => true,
            KitPlace::Exited => faq,
            _ => false,
        }
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(tsify::Tsify), tsify(type_prefix = "Ruse"))]
#[serde(rename_all = "camelCase")]
pub struct Kit {
    pub value: u8,
    pub place: KitPlace,
}

/// A tile in the den.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(tsify::Tsify), tsify(type_prefix = "Ruse"))]
#[serde(
    tag = "type",
    rename_all = "camelCase",
    rename_all_fields = "camelCase"
)]
pub enum DenTile {
    /// The basic den tile on E1.
    Base,
    /// A den path tile of the player's bag (kind index into the data).
    Path { kind: u8 },
    /// A bonus den path tile (index into the data).
    Bonus { id: u8 },
}

/// A placed den tile and the edges it opens after rotation (N 1, E 2, S 4,
/// W 8).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(tsify::Tsify), tsify(type_prefix = "Ruse"))]
#[serde(rename_all = "camelCase")]
pub struct DenPiece {
    pub tile: DenTile,
    pub openings: u8,
}

/// A den board.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(tsify::Tsify), tsify(type_prefix = "Ruse"))]
#[serde(rename_all = "camelCase")]
pub struct DenBoard {
    /// 20 cells, row 1 first, columns A–E (cell = column + 5 × row).
    pub cells: Vec<Option<DenPiece>>,
    /// Cells whose printed bonus was already gained (bit per cell).
    pub covered: u32,
    /// Cubes still on cube slots A–E.
    pub cubes: Vec<bool>,
    /// Den path tiles in the bag, count per kind (public: the bag holds
    /// what is not on the board).
    pub bag: Vec<u8>,
    /// Den action spaces DD1–DD4 and the value of the die on each.
    pub dice: Vec<Option<u8>>,
}

/// A completed private objective.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(tsify::Tsify), tsify(type_prefix = "Ruse"))]
#[serde(rename_all = "camelCase")]
pub struct Completed {
    pub card: u8,
    /// Its exchange effect was used.
    pub exchanged: bool,
}

/// A fox standing in a vital territory.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(tsify::Tsify), tsify(type_prefix = "Ruse"))]
#[serde(rename_all = "camelCase")]
pub struct Fox {
    pub territory: Territory,
    /// 0 = the base X0, 1–4 = X1–X4.
    pub space: u8,
}

/// One player's boards and belongings.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(tsify::Tsify), tsify(type_prefix = "Ruse"))]
#[serde(rename_all = "camelCase")]
pub struct Player {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", tsify(optional))]
    pub ruse: Option<RuseTile>,
    pub gp: u8,
    pub vp: u16,
    /// River, forest, field, farm.
    pub resources: [u8; 4],
    /// Hunting tiles in the cache (kinds, face up).
    pub cache: Vec<u8>,
    /// Markers on the board (the slots uncover left to right).
    pub markers_out: u8,
    /// Paw level on the RIV, FOR, FLD, FRM tracks.
    pub paws: [u8; 4],
    /// The standing fox, when not in the centre.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", tsify(optional))]
    pub fox: Option<Fox>,
    /// K1, K2, K3, B2, B3.
    pub kits: Vec<Kit>,
    pub den: DenBoard,
    pub instincts: Vec<Instinct>,
    /// Private objectives in hand (secret to others).
    pub hand: Vec<u8>,
    /// The objective deck (secret order; top = last).
    pub deck: Vec<u8>,
    pub completed: Vec<Completed>,
    /// Cards discarded to the box (face up).
    pub discarded: Vec<u8>,
    /// Kept "Action" territory tiles.
    pub action_tiles: Vec<HeldTile>,
    /// Action dice this round, and how many were used.
    pub dice: u8,
    pub dice_used: u8,
    /// Die #4 was gained ("From this round onward…").
    pub fourth_die: bool,
}

/// Where a turn's die went.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(tsify::Tsify), tsify(type_prefix = "Ruse"))]
#[serde(
    tag = "type",
    rename_all = "camelCase",
    rename_all_fields = "camelCase"
)]
pub enum Spot {
    Territory {
        territory: Territory,
        space: u8,
    },
    MountainExplore {
        space: u8,
    },
    MountainObjectives,
    MountainTiles {
        space: u8,
    },
    Den {
        space: u8,
    },
    ActionTile,
    /// A die space of the Firefox board (the Firefox mini-expansion).
    Firefox {
        space: u8,
    },
    /// A die space of the Village board (the Village mini-expansion).
    Village {
        space: u8,
    },
}

/// The turn in progress.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(tsify::Tsify), tsify(type_prefix = "Ruse"))]
#[serde(rename_all = "camelCase")]
pub struct Turn {
    pub seat: Seat,
    /// The die was rolled (it waits while choices owed from before the turn
    /// are made).
    pub rolled: bool,
    /// The rolled value, then what the die still shows.
    pub value: u8,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", tsify(optional))]
    pub spot: Option<Spot>,
    /// Actions already bought this turn (bits of [`Buy`]).
    pub used: u8,
    /// The once-per-turn purchase of the den (a draw) or of the Mountain
    /// tile zone (a claim) or objective zone (a card) was made.
    pub once: bool,
}

impl Turn {
    #[must_use]
    pub fn has_used(&self, buy: Buy) -> bool {
        self.used & buy.bit() != 0
    }
}

/// Whose decision the game waits for, besides owed choices.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(tsify::Tsify), tsify(type_prefix = "Ruse"))]
#[serde(
    tag = "type",
    rename_all = "camelCase",
    rename_all_fields = "camelCase"
)]
pub enum Phase {
    /// The die is rolled: choose where to place it.
    Place {
        seat: Seat,
    },
    /// Placed in a vital territory: move the fox.
    Move {
        seat: Seat,
    },
    /// Spend the die's value, then end the turn.
    Act {
        seat: Seat,
    },
    /// End of round, step B: declare completed private objectives.
    Objectives {
        seat: Seat,
    },
    /// End of round, step E: kits' growth.
    Growth {
        seat: Seat,
    },
    /// VIXEN's turn, waiting for the choices the players owe (it plays as
    /// soon as they are made).
    Vixen,
    Over,
}

impl Phase {
    #[must_use]
    pub const fn seat(self) -> Option<Seat> {
        match self {
            Phase::Place { seat }
            | Phase::Move { seat }
            | Phase::Act { seat }
            | Phase::Objectives { seat }
            | Phase::Growth { seat } => Some(seat),
            Phase::Vixen | Phase::Over => None,
        }
    }
}

/// A decision owed by `seat` before play goes on.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(tsify::Tsify), tsify(type_prefix = "Ruse"))]
#[serde(rename_all = "camelCase")]
pub struct Pending {
    pub seat: Seat,
    pub choice: Choice,
}

/// What a pending decision is about.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(tsify::Tsify), tsify(type_prefix = "Ruse"))]
#[serde(
    tag = "type",
    rename_all = "camelCase",
    rename_all_fields = "camelCase"
)]
pub enum Choice {
    /// Setup: 2 GP or one resource of your choice.
    StartingBonus,
    /// One resource of your choice.
    Resource,
    /// +1 to which kit.
    Kit,
    /// Advance on which territory track.
    Track,
    /// Where the Camp or Bear (drawn as `tile`) goes.
    ObstacleTerritory { obstacle: Obstacle, tile: HeldTile },
    /// Which instinct the released cube of den column `slot` develops.
    Instinct { slot: u8 },
    /// Which kit moves one growth space for free.
    FreeGrowth,
    /// Which bonus den path tile to take (display slot 0–2, or 3: the
    /// stack). `den_action`: bought by the den action's "Pay 6".
    BonusSource { den_action: bool },
    /// Place drawn den tiles: `tiles` in hand, `place` of them to place. A
    /// bonus den path tile may also replace a placed tile ("Bonus den paths
    /// allow you to place a tile to extend a path or replace an existing
    /// path in your den"), whatever gave it.
    PlaceDen {
        tiles: Vec<DenTile>,
        place: u8,
        /// Drawn by the den action: returning them ends the turn.
        den_action: bool,
        /// Where a bonus tile came from (display slot 0–2, 3 = stack top).
        #[serde(default, skip_serializing_if = "Option::is_none")]
        #[cfg_attr(feature = "ts", tsify(optional))]
        from: Option<u8>,
    },
}

impl State {
    #[must_use]
    pub fn seats(&self) -> u8 {
        self.options.seats
    }

    #[must_use]
    pub fn winter(&self) -> bool {
        self.options.is_winter()
    }

    /// `seat`'s kits outside the den (see [`KitPlace::outside`]).
    #[must_use]
    pub fn kits_outside(&self, seat: Seat) -> u8 {
        let faq = self.options.faq_kits_outside;
        self.player(seat)
            .kits
            .iter()
            .filter(|k| k.place.outside(faq))
            .count() as u8
    }

    /// The seats and VIXEN (see [`Options::participants`]).
    #[must_use]
    pub fn participants(&self) -> u8 {
        self.options.participants()
    }

    /// `who`'s VP: a seat's, or VIXEN's.
    #[must_use]
    pub fn vp(&self, who: Seat) -> u16 {
        match &self.vixen {
            Some(v) if crate::vixen::is(self, who) => v.public.vp,
            _ => self.players.get(who.index()).map_or(0, |p| p.vp),
        }
    }

    /// `who`'s kit total (a seat's or VIXEN's): the tie-break of turn
    /// order and of the end.
    #[must_use]
    pub fn kit_total(&self, who: Seat) -> u16 {
        match &self.vixen {
            Some(v) if crate::vixen::is(self, who) => crate::vixen::kit_total(&v.public),
            _ => self.players.get(who.index()).map_or(0, Player::kit_total),
        }
    }

    /// `who`'s markers off its board (a seat's or VIXEN's).
    pub(crate) fn markers_out_mut(&mut self, who: Seat) -> Option<&mut u8> {
        if crate::vixen::is(self, who) {
            return self.vixen.as_mut().map(|v| &mut v.public.markers_out);
        }
        self.players
            .get_mut(who.index())
            .map(|p| &mut p.markers_out)
    }

    /// `who`'s hunting cache (a seat's or VIXEN's).
    pub(crate) fn cache_mut(&mut self, who: Seat) -> Option<&mut Vec<u8>> {
        if crate::vixen::is(self, who) {
            return self.vixen.as_mut().map(|v| &mut v.public.cache);
        }
        self.players.get_mut(who.index()).map(|p| &mut p.cache)
    }

    #[must_use]
    pub fn player(&self, seat: Seat) -> &Player {
        &self.players[seat.index()]
    }

    pub fn player_mut(&mut self, seat: Seat) -> &mut Player {
        &mut self.players[seat.index()]
    }

    #[must_use]
    pub fn territory(&self, t: Territory) -> &TerritoryState {
        &self.territories[t.index()]
    }

    pub fn territory_mut(&mut self, t: Territory) -> &mut TerritoryState {
        &mut self.territories[t.index()]
    }

    pub(crate) fn log(&mut self, event: Event) {
        self.log.push(Entry { to: None, event });
    }

    pub(crate) fn tell(&mut self, seat: Seat, event: Event) {
        self.log.push(Entry {
            to: Some(seat),
            event,
        });
    }
}

impl Player {
    #[must_use]
    pub fn has_instinct(&self, i: Instinct) -> bool {
        self.instincts.contains(&i)
    }

    #[must_use]
    pub fn has_ruse(&self, r: RuseTile) -> bool {
        self.ruse == Some(r)
    }

    /// Kits on the den board.
    #[must_use]
    pub fn kits_in_den_board(&self) -> u8 {
        self.kits
            .iter()
            .filter(|k| matches!(k.place, KitPlace::Den { .. }))
            .count() as u8
    }

    /// The total value of kit dice in play (not locked): the turn-order
    /// tie-break.
    #[must_use]
    pub fn kit_total(&self) -> u16 {
        self.kits
            .iter()
            .filter(|k| !matches!(k.place, KitPlace::Locked | KitPlace::Ready))
            .map(|k| u16::from(k.value))
            .sum()
    }

    #[must_use]
    pub fn resource_total(&self) -> u8 {
        self.resources.iter().sum()
    }
}
