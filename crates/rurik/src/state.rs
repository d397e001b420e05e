//! The whole table. Seats see [`crate::View`]s, never this.

use ruleshelf_engine::{Deserialize, Entry, Rng, Seat};
use serde::Serialize;

use crate::data::{data, Good, Structure, TroopSource};
use crate::event::Event;
use crate::ids::{Agenda, Deed, Inheritance, Leader, Rebel, Recipe, Region, Scheme, WarfareToken};
use crate::options::Options;

/// The version of the state's JSON format.
/// 2: the Stone & Blade modules' state, one-unit regrouping, movement
/// points bound to the troops that earned them.
/// 3: solo play: the rebels as a second side (players, troops, advisors,
/// structures, dungeons), the solo opponent's state, its decisions.
pub const FORMAT_VERSION: u32 = 3;

/// The game id in JSON: always `"rurik"`.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(tsify::Tsify), tsify(type_prefix = "Rurik"))]
pub enum GameTag {
    #[default]
    #[serde(rename = "rurik")]
    Rurik,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(tsify::Tsify), tsify(type_prefix = "Rurik"))]
#[serde(rename_all = "camelCase")]
pub struct State {
    pub game: GameTag,
    pub version: u32,
    pub options: Options,
    /// 1 to 4.
    pub round: u8,
    /// This round's first player.
    pub first_seat: Seat,
    /// Who holds the first-player token (first player next round).
    pub token_holder: Seat,
    pub phase: Phase,
    /// Decisions that interrupt the phase; the last one is decided first.
    pub pending: Vec<Pending>,
    /// Every region of the map, in play or not (indexed like the data).
    pub regions: Vec<RegionState>,
    /// The strategy board: per banner, its spaces top to bottom.
    #[cfg_attr(feature = "ts", tsify(type = "(RurikAdvisor | null)[][]"))]
    pub board: Vec<Vec<Option<Advisor>>>,
    pub players: Vec<Player>,
    /// The two face-down scheme decks (top = last).
    pub scheme_decks: Vec<Vec<Scheme>>,
    /// Face up, top = last.
    pub scheme_discard: Vec<Scheme>,
    /// Scheme cards back in the box (played from the discard by a Tavern).
    pub scheme_box: Vec<Scheme>,
    /// Face down, top = last.
    pub deed_deck: Vec<Deed>,
    pub deed_display: Vec<Deed>,
    /// Secret agendas not dealt.
    pub agenda_box: Vec<Agenda>,
    /// Inheritance cards not in play or returned (face down).
    pub inheritance_box: Vec<Inheritance>,
    /// Inheritance cards revealed at setup (then back in the box, face up).
    pub inheritance_revealed: Vec<Inheritance>,
    /// Leaders nobody chose yet.
    pub leaders_left: Vec<Leader>,
    /// The rewards of the rebels still in the supply.
    pub rebel_supply: Vec<Rebel>,
    /// The warfare reward token beside each rewarded track space.
    pub warfare_tokens: Vec<WarfareToken>,
    /// The deed discard pile (face up, top = last); "Shuffle Deeds" turns
    /// it into a new deck when the deck runs out.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    #[cfg_attr(feature = "ts", tsify(optional))]
    pub deed_discard: Vec<Deed>,
    /// Module A: Epic Structures, when played.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", tsify(optional))]
    pub epic: Option<crate::epic::EpicState>,
    /// Module B: Warfare, when played.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", tsify(optional))]
    pub warfare: Option<crate::warfare::WarfareState>,
    /// Module C: Rebel Factions, when played.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", tsify(optional))]
    pub faction: Option<crate::rebels::FactionState>,
    /// Solo: the rebel deck, board and priority, and the rebels' turn.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", tsify(optional))]
    pub solo: Option<crate::solo::SoloState>,
    /// The turn being played in the action phase.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", tsify(optional))]
    pub turn: Option<Turn>,
    #[cfg_attr(feature = "ts", tsify(type = "string"))]
    pub rng: Rng,
    #[serde(default)]
    pub log: Vec<Entry<Event>>,
}

/// A region on the map.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(tsify::Tsify), tsify(type_prefix = "Rurik"))]
#[serde(rename_all = "camelCase")]
pub struct RegionState {
    /// Per side, its troops here (leaders are on the players; in a solo
    /// game the rebels' miniatures are side 1's troops).
    pub troops: Vec<u8>,
    /// The rebels here, each by the reward under it (in a solo game, the
    /// neutral troops, which carry none).
    pub rebels: Vec<Rebel>,
    pub structures: Vec<Built>,
    /// Whether its goods token is still here this round.
    pub goods: bool,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(tsify::Tsify), tsify(type_prefix = "Rurik"))]
#[serde(rename_all = "camelCase")]
pub struct Built {
    pub kind: Structure,
    pub owner: Seat,
}

/// An advisor on the strategy board.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(tsify::Tsify), tsify(type_prefix = "Rurik"))]
#[serde(rename_all = "camelCase")]
pub struct Advisor {
    pub seat: Seat,
    pub number: u8,
    pub bribe: u8,
}

impl Advisor {
    /// Its number plus its bribe.
    #[must_use]
    pub const fn strength(self) -> u8 {
        self.number.saturating_add(self.bribe)
    }
}

/// One seat's household.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(tsify::Tsify), tsify(type_prefix = "Rurik"))]
#[serde(rename_all = "camelCase")]
pub struct Player {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", tsify(optional))]
    pub leader: Option<Leader>,
    /// Where the leader stands; absent while in the supply.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", tsify(optional))]
    pub leader_at: Option<Region>,
    pub coins: u16,
    /// Troops in the supply.
    pub troops: u8,
    /// Structures in the supply, by [`Structure`] index.
    pub structures: Vec<u8>,
    /// Advisors still to place this round.
    pub advisors: Vec<u8>,
    /// Goods on the boat, by [`Good`] index.
    pub boat: Vec<u8>,
    /// Goods on the dock, by [`Good`] index.
    pub dock: Vec<u8>,
    /// Trade boon tokens on the dock.
    pub boons: u8,
    /// Whether a trade boon token still waits below each boat column.
    pub boons_below: Vec<bool>,
    /// Secret: scheme cards in hand.
    pub schemes: Vec<Scheme>,
    /// Secret: scheme cards drawn and not yet kept.
    pub drawn: Vec<Scheme>,
    /// Secret: deed cards in hand.
    pub deeds: Vec<Deed>,
    /// Accomplished deeds (public).
    pub done: Vec<Deed>,
    /// Secret.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", tsify(optional))]
    pub agenda: Option<Agenda>,
    /// Secret until revealed: inheritance cards dealt or kept.
    pub inheritance: Vec<Inheritance>,
    /// Levels reached on the rule, build and trade tracks, in that order
    /// (0 = none).
    pub claims: Vec<u8>,
    pub warfare: u8,
    /// The warfare reward tokens this seat has earned.
    pub warfare_earned: Vec<WarfareToken>,
    pub vp_tokens: u8,
    /// Defeated rebels kept beside the mat, by reward.
    pub defeated: Vec<Rebel>,
    /// The conversion recipes used this round (each token once a round).
    pub conversions: Vec<Recipe>,
    /// Once-per-round leader abilities already used this round.
    pub leader_used: bool,
}

impl Player {
    /// All the seat's goods on boat and dock.
    #[must_use]
    pub fn goods(&self, good: Good) -> u8 {
        self.boat[good.index()].saturating_add(self.dock[good.index()])
    }
}

/// Where the game is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(tsify::Tsify), tsify(type_prefix = "Rurik"))]
#[serde(
    tag = "type",
    rename_all = "camelCase",
    rename_all_fields = "camelCase"
)]
pub enum Phase {
    /// Setup: choose a leader, in turn order.
    ChooseLeader {
        seat: Seat,
    },
    /// Setup 16: return one of the three inheritance cards dealt.
    ReturnInheritance {
        seat: Seat,
    },
    /// Setup 17: place a troop (two rounds of turn order).
    PlaceTroop {
        seat: Seat,
    },
    /// Setup 18: place the leader where you have a troop.
    PlaceLeader {
        seat: Seat,
    },
    /// Setup 19: reveal and gain (or forfeit) the kept inheritance cards.
    Inherit {
        seat: Seat,
    },
    /// Strategy phase: place one advisor.
    Strategy {
        seat: Seat,
    },
    /// Action phase: `seat` resolves an advisor of this round's `pass`-th
    /// number (see [`crate::turn`]).
    Action {
        pass: u8,
        seat: Seat,
    },
    /// Claim phase, start (Warfare): `seat` holds three small captives and
    /// chooses the one that stays when a pair is released.
    Release {
        seat: Seat,
    },
    /// Claim phase, rounds 1–3: take a deed card from the display.
    DeedDraft {
        seat: Seat,
    },
    Over,
}

/// A decision that interrupts the phase.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(tsify::Tsify), tsify(type_prefix = "Rurik"))]
#[serde(
    tag = "type",
    rename_all = "camelCase",
    rename_all_fields = "camelCase"
)]
pub enum Pending {
    /// Out of Troops: muster up to `left` more units, each in any region.
    Regroup { seat: Seat, left: u8 },
    /// The advisor just placed: add a bribe.
    Bribe { seat: Seat, column: u8, number: u8 },
    /// Remove `count` of your units from `region` (you choose troop or leader).
    LoseUnits {
        seat: Seat,
        region: Region,
        count: u8,
    },
    /// Put gained goods on the boat or the dock, first one first.
    Stow { seat: Seat, goods: Vec<Good> },
    /// Your market: an extra good of this type or one coin.
    Market { seat: Seat, good: Good },
    /// Draw `draw` scheme cards from a deck of your choice, keep one.
    SchemeDeck { seat: Seat, draw: u8 },
    /// Keep one of the drawn scheme cards.
    KeepScheme { seat: Seat, deck: u8 },
    /// A church was built in `region`: convert a unit there, or not.
    Church { seat: Seat, region: Region },
    /// A tavern was built: play the top discarded scheme card, or not.
    Tavern { seat: Seat },
    /// Sviatopolk: put one of your troops where the rebel was, or not.
    Sviatopolk { seat: Seat, region: Region },
    /// Open rebel rewards: which rebel of `region` the attack defeats.
    ChooseRebel { seat: Seat, region: Region },
    /// Take a deed card from the display (a scheme card's reward).
    DisplayDeed { seat: Seat },
    /// Pay a deed's or a conversion's remaining costs.
    Pay {
        seat: Seat,
        purpose: Purpose,
        cost: Cost,
    },
    /// Choose a good from the supply (not `except`).
    ChooseGood {
        seat: Seat,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        #[cfg_attr(feature = "ts", tsify(optional))]
        except: Option<Good>,
    },
    /// Capital Port: after taxing its region, trade one good away, or not.
    Trade { seat: Seat },
    /// Library: after your leader moved into its region, take one of its
    /// deeds in exchange for one of yours, or not.
    Library { seat: Seat },
    /// Library: the deed of your hand that goes on the card for `take`.
    LibraryGive { seat: Seat, take: Deed },
    /// Veche: after a troop moved into its region, put a troop from your
    /// supply on the card to draw a scheme card, or not.
    Veche { seat: Seat },
    /// Warfare: the defender chooses the unit attacked (a troop or its
    /// leader), which a capture may take (see [`Pending::Capture`]).
    Defend {
        seat: Seat,
        attacker: Seat,
        region: Region,
        from: Region,
        checked: bool,
    },
    /// Warfare: after an attack in `region` (casualties fall in `from`),
    /// attempt to capture `target`'s unit (absent: the rebel just defeated);
    /// until `checked`, reveal a card for the casualty check first.
    Capture {
        seat: Seat,
        region: Region,
        from: Region,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        #[cfg_attr(feature = "ts", tsify(optional))]
        target: Option<Seat>,
        leader: bool,
        checked: bool,
    },
    /// Solo: choose the scheme deck the rebels' casualty check reveals
    /// from, for their attack on `target` (absent: a neutral troop) in
    /// `region`, from the rebels in `from`.
    RebelAttack {
        seat: Seat,
        region: Region,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        #[cfg_attr(feature = "ts", tsify(optional))]
        target: Option<Seat>,
        from: Region,
    },
    /// Solo: choose the scheme deck the rebels reveal from for the capture
    /// (or its casualty check) below.
    RebelCapture { seat: Seat },
}

impl Pending {
    #[must_use]
    pub const fn seat(&self) -> Seat {
        match self {
            Pending::Regroup { seat, .. }
            | Pending::Bribe { seat, .. }
            | Pending::LoseUnits { seat, .. }
            | Pending::Stow { seat, .. }
            | Pending::Market { seat, .. }
            | Pending::SchemeDeck { seat, .. }
            | Pending::KeepScheme { seat, .. }
            | Pending::Church { seat, .. }
            | Pending::Tavern { seat }
            | Pending::DisplayDeed { seat }
            | Pending::ChooseRebel { seat, .. }
            | Pending::Sviatopolk { seat, .. }
            | Pending::Pay { seat, .. }
            | Pending::ChooseGood { seat, .. }
            | Pending::Trade { seat }
            | Pending::Library { seat }
            | Pending::LibraryGive { seat, .. }
            | Pending::Veche { seat }
            | Pending::Defend { seat, .. }
            | Pending::Capture { seat, .. }
            | Pending::RebelAttack { seat, .. }
            | Pending::RebelCapture { seat } => *seat,
        }
    }
}

/// What a payment is for.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(tsify::Tsify), tsify(type_prefix = "Rurik"))]
#[serde(
    tag = "type",
    rename_all = "camelCase",
    rename_all_fields = "camelCase"
)]
pub enum Purpose {
    Deed { deed: Deed },
    Conversion { recipe: Recipe },
}

/// What is left to pay, one atomic choice at a time.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(tsify::Tsify), tsify(type_prefix = "Rurik"))]
#[serde(rename_all = "camelCase")]
pub struct Cost {
    /// Named goods still owed, by [`Good`] index.
    pub goods: Vec<u8>,
    /// One good of these types still owed.
    pub one_of: Vec<Good>,
    pub any: u8,
    /// Goods of different types still owed, and the types already paid.
    pub different: u8,
    pub different_paid: Vec<Good>,
    /// Goods of one type still owed, and that type once chosen.
    pub same: u8,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", tsify(optional))]
    pub same_good: Option<Good>,
    pub schemes: u8,
    pub troops: u8,
    pub troops_from: TroopSource,
    /// Regions troops were already removed from.
    pub troop_regions: Vec<Region>,
    pub structures: Vec<Structure>,
    /// Defeated rebels to return to the supply (Warfare conversion token).
    #[serde(default, skip_serializing_if = "is_zero")]
    #[cfg_attr(feature = "ts", tsify(optional))]
    pub rebels: u8,
    /// Captives to release from your dungeon (Peace Treaty).
    #[serde(default, skip_serializing_if = "is_zero")]
    #[cfg_attr(feature = "ts", tsify(optional))]
    pub captives: u8,
}

#[allow(clippy::trivially_copy_pass_by_ref)]
fn is_zero(n: &u8) -> bool {
    *n == 0
}

/// The turn of the seat resolving an advisor.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(tsify::Tsify), tsify(type_prefix = "Rurik"))]
#[serde(rename_all = "camelCase")]
pub struct Turn {
    /// The banner and space of the advisor taken; absent until taken.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", tsify(optional))]
    pub column: Option<u8>,
    pub row: u8,
    /// Whether the seat has taken its points or its coin.
    pub resolved: bool,
    pub points: Points,
    /// Movement points only for the units that stood in one region when
    /// they were gained (Stable, Gleb).
    pub local_moves: Vec<LocalMoves>,
    pub scheme_played: bool,
    pub deed_done: bool,
    pub converted: bool,
    pub built: bool,
    pub sviatoslav_moved: bool,
    /// The seat taxed a region while its Theofana stood there.
    pub taxed_theofana: bool,
    /// The seat has finished spending tax points: Theofana acted ("after
    /// you finish spending tax points"), so no tax point, left or gained
    /// later, is spent this turn.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    #[cfg_attr(feature = "ts", tsify(optional))]
    pub tax_finished: bool,
    /// An epic structure was built this turn (one a turn).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    #[cfg_attr(feature = "ts", tsify(optional))]
    pub epic_built: bool,
    /// The Border Forts (by copy) crossed this turn.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    #[cfg_attr(feature = "ts", tsify(optional))]
    pub forts_used: Vec<u8>,
    /// The turn's attacks on opponents, for the Warfare deeds.
    #[serde(default, skip_serializing_if = "Attacks::is_none")]
    #[cfg_attr(feature = "ts", tsify(optional))]
    pub attacks: Attacks,
}

/// What a turn's attacks on opponents did (Besiege Citadel, Deadly Plot,
/// Conquest).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(tsify::Tsify), tsify(type_prefix = "Rurik"))]
#[serde(rename_all = "camelCase")]
pub struct Attacks {
    /// Opponents' units attacked.
    pub opponents: u8,
    /// An opponent attacked in a region where it has a stronghold.
    pub stronghold: bool,
    /// An opponent attacked in a region with its leader.
    pub leader: bool,
}

impl Attacks {
    #[must_use]
    pub fn is_none(&self) -> bool {
        *self == Attacks::default()
    }
}

/// The action points a turn holds.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(tsify::Tsify), tsify(type_prefix = "Rurik"))]
#[serde(rename_all = "camelCase")]
pub struct Points {
    pub muster: u8,
    pub movement: u8,
    pub far_move: u8,
    pub attack: u8,
    pub easy_attack: u8,
    pub tax: u8,
    pub build: u8,
}

/// Movement points for the units that stood in `region` when they were
/// gained: "to use with any of your troops located in this region" (Stable;
/// Gleb "including Gleb"), wherever those units have gone since.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(tsify::Tsify), tsify(type_prefix = "Rurik"))]
#[serde(rename_all = "camelCase")]
pub struct LocalMoves {
    pub region: Region,
    pub points: u8,
    /// Per region (indexed like the map), how many of those troops are there now.
    pub troops: Vec<u8>,
    /// Whether the leader stood there too.
    pub leader: bool,
}

impl State {
    /// The seats that decide.
    #[must_use]
    pub fn seats(&self) -> u8 {
        self.options.seats
    }

    /// The sides at the table: the seats, and in a solo game the rebels
    /// (side 1, [`crate::solo::REBELS`]), whom the rules play.
    #[must_use]
    pub fn sides(&self) -> u8 {
        self.options.sides()
    }

    /// The sides in turn order from this round's first player.
    pub fn turn_order(&self) -> impl Iterator<Item = Seat> + '_ {
        let first = self.first_seat;
        let sides = self.sides();
        (0..sides).map(move |i| first.clockwise(i32::from(i), sides))
    }

    /// The side after `seat` in turn order, or none after the last.
    #[must_use]
    pub fn next_in_order(&self, seat: Seat) -> Option<Seat> {
        let next = seat.clockwise(1, self.sides());
        (next != self.first_seat).then_some(next)
    }

    /// The seat after `seat` in turn order among those that decide (the
    /// rebels have no setup choices and draft no deeds), or none after the
    /// last.
    #[must_use]
    pub fn next_seat(&self, seat: Seat) -> Option<Seat> {
        let next = seat.clockwise(1, self.seats());
        (next != self.first_seat).then_some(next)
    }

    /// The regions in play.
    pub fn in_play(&self) -> impl Iterator<Item = Region> + '_ {
        let seats = self.seats();
        Region::all(self.regions.len()).filter(move |r| data().in_play(*r, seats))
    }

    #[must_use]
    pub fn is_in_play(&self, region: Region) -> bool {
        region.index() < self.regions.len() && data().in_play(region, self.seats())
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

    /// The seat that must decide now.
    #[must_use]
    pub fn decider(&self) -> Option<Seat> {
        if let Some(p) = self.pending.last() {
            return Some(p.seat());
        }
        match self.phase {
            Phase::ChooseLeader { seat }
            | Phase::ReturnInheritance { seat }
            | Phase::PlaceTroop { seat }
            | Phase::PlaceLeader { seat }
            | Phase::Inherit { seat }
            | Phase::Strategy { seat }
            | Phase::Action { seat, .. }
            | Phase::Release { seat }
            | Phase::DeedDraft { seat } => Some(seat),
            Phase::Over => None,
        }
    }
}
