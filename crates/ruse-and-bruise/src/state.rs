use ruleshelf_engine::{Deserialize, Entry, Rng, Seat};
use serde::Serialize;

use crate::cards::{Card, Goal};
use crate::event::Event;
use crate::options::Options;
use crate::scoring::RoundScoring;

/// The version of the state's JSON format; a state of another version is
/// refused as `InvalidState`.
pub const FORMAT_VERSION: u32 = 1;

/// The game id in JSON: always `"ruse-and-bruise"`.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(
    feature = "ts",
    derive(tsify::Tsify),
    tsify(type_prefix = "RuseAndBruise")
)]
pub enum GameTag {
    #[default]
    #[serde(rename = "ruse-and-bruise")]
    RuseAndBruise,
}

/// The whole table: hands, piles, columns, goal stacks, the RNG and the log.
/// Seats see [`crate::View`]s, never this.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[cfg_attr(
    feature = "ts",
    derive(tsify::Tsify),
    tsify(type_prefix = "RuseAndBruise")
)]
#[serde(rename_all = "camelCase")]
pub struct State {
    pub game: GameTag,
    pub version: u32,
    pub options: Options,
    /// The first player of round 1 (from the options or the RNG).
    pub first_seat: Seat,
    /// 1 to 6: the round being played (6 once the game is over).
    pub round: u8,
    /// The seat that began this round.
    pub round_start: Seat,
    /// Per seat: its influence cards and the goals it won.
    pub players: Vec<Player>,
    /// This round's columns, one per seat, left to right (empty once the
    /// game is over).
    pub columns: Vec<Column>,
    /// Per seat, its stack of goal cards still face down (top = last).
    pub stacks: Vec<Vec<Goal>>,
    /// Goals returned to the box unseen at setup.
    pub unused_goals: Vec<Goal>,
    /// Goals of columns nobody won (face up, out of the game).
    pub unclaimed_goals: Vec<Goal>,
    pub phase: Phase,
    /// How the last round was scored, step by step.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", tsify(optional))]
    pub last_scoring: Option<RoundScoring>,
    /// The game's RNG (opaque; never in a view).
    #[cfg_attr(feature = "ts", tsify(type = "string"))]
    pub rng: Rng,
    /// The event log; absent in JSON it is empty (the JS API leaves it out
    /// when it reads a state for anything but `events`).
    #[serde(default)]
    pub log: Vec<Entry<Event>>,
}

/// One seat's influence cards and won goals.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(
    feature = "ts",
    derive(tsify::Tsify),
    tsify(type_prefix = "RuseAndBruise")
)]
#[serde(rename_all = "camelCase")]
pub struct Player {
    /// Secret to others.
    pub hand: Vec<Card>,
    /// Face down; the top is the last card.
    pub draw_pile: Vec<Card>,
    /// Face up, public.
    pub discard_pile: Vec<Card>,
    /// Public.
    pub won: Vec<Goal>,
}

/// A goal card and the cards played below it. `cards[0]` is closest to the
/// goal; new cards go to the end (the bottom).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(
    feature = "ts",
    derive(tsify::Tsify),
    tsify(type_prefix = "RuseAndBruise")
)]
#[serde(rename_all = "camelCase")]
pub struct Column {
    pub goal: Goal,
    pub cards: Vec<Placed>,
    /// Closed by a Storm: complete, and takes no more cards.
    pub closed: bool,
}

/// A card in a column.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(
    feature = "ts",
    derive(tsify::Tsify),
    tsify(type_prefix = "RuseAndBruise")
)]
#[serde(rename_all = "camelCase")]
pub struct Placed {
    pub owner: Seat,
    pub card: Card,
    pub face: Face,
}

/// How a card in a column lies.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(
    feature = "ts",
    derive(tsify::Tsify),
    tsify(type_prefix = "RuseAndBruise")
)]
#[serde(rename_all = "camelCase")]
pub enum Face {
    /// Face down, known to its owner only; flips when a card arrives below.
    Down,
    /// Face down, but everyone saw it: an Explorer that moved. Flips like
    /// [`Face::Down`].
    DownSeen,
    /// Face down under an Invisibility Cloak until the round ends; never
    /// flipped before.
    Cloaked,
    Up,
}

impl Face {
    /// Whether a card arriving below flips it.
    #[must_use]
    pub const fn flips(self) -> bool {
        matches!(self, Face::Down | Face::DownSeen)
    }

    /// Whether every seat knows the card.
    #[must_use]
    pub const fn public(self) -> bool {
        matches!(self, Face::Up | Face::DownSeen)
    }
}

/// Who must decide now.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(
    feature = "ts",
    derive(tsify::Tsify),
    tsify(type_prefix = "RuseAndBruise")
)]
#[serde(
    tag = "type",
    rename_all = "camelCase",
    rename_all_fields = "camelCase"
)]
pub enum Phase {
    /// `seat` plays a card.
    Turn { seat: Seat },
    /// In `turn`'s turn, `seat`'s Traitor flipped in `column`: swap goals or
    /// keep them.
    Traitor { seat: Seat, column: u8, turn: Seat },
    /// In `turn`'s turn, `seat`'s Invisibility Cloak flipped in `column`:
    /// hide a card under it.
    Cloak { seat: Seat, column: u8, turn: Seat },
    /// Six rounds were played.
    Over,
}

impl Phase {
    /// The seat that decides, if any.
    #[must_use]
    pub const fn seat(self) -> Option<Seat> {
        match self {
            Phase::Turn { seat } | Phase::Traitor { seat, .. } | Phase::Cloak { seat, .. } => {
                Some(seat)
            }
            Phase::Over => None,
        }
    }
}

impl Column {
    /// Whether the column is complete: closed by a Storm, or holding at
    /// least as many cards as its goal's value ("Playing A Round").
    #[must_use]
    pub fn complete(&self) -> bool {
        self.closed || self.cards.len() >= usize::from(self.goal.value)
    }
}

impl State {
    #[must_use]
    pub fn seats(&self) -> u8 {
        self.options.seats
    }

    /// Whether every column is complete: the round ends at once.
    #[must_use]
    pub fn round_complete(&self) -> bool {
        self.columns.iter().all(Column::complete)
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

    /// The seat owning card `card` of `seat`'s colour in `column`, at which
    /// position.
    #[must_use]
    pub fn find(&self, column: usize, owner: Seat, card: Card) -> Option<usize> {
        self.columns
            .get(column)?
            .cards
            .iter()
            .position(|p| p.owner == owner && p.card == card)
    }
}
