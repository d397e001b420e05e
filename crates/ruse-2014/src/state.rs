use ruleshelf_engine::{Deserialize, Entry, Rng, Seat};
use serde::Serialize;

use crate::card::{self, Card};
use crate::character::Character;
use crate::event::Event;
use crate::options::Options;

/// The version of the state's JSON format; a state of another version is
/// refused as `InvalidState`.
pub const FORMAT_VERSION: u32 = 1;

/// Cards in each hand between turns ("deals 5 cards to each player").
pub const HAND_SIZE: usize = 5;

/// The game ends with no murderer once every seat has played this many
/// turns (a ruling: the rulebook never stops a game in which nobody is ever
/// left with three Accusations).
pub const ROUNDS: u32 = 100;

/// The game id in JSON: always `"ruse-2014"`.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(tsify::Tsify), tsify(type_prefix = "Ruse2014"))]
pub enum GameTag {
    #[default]
    #[serde(rename = "ruse-2014")]
    Ruse2014,
}

/// The whole table, secrets included: every hand and the order of the draw
/// pile. Seats see [`crate::View`]s.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(tsify::Tsify), tsify(type_prefix = "Ruse2014"))]
#[serde(rename_all = "camelCase")]
pub struct State {
    pub game: GameTag,
    pub version: u32,
    /// The options, the seed resolved.
    pub options: Options,
    pub players: Vec<Player>,
    /// The un-chosen portrait placed in the centre of the table.
    pub victim: Character,
    pub dealer: Seat,
    /// The draw pile, face down; the last card is the top.
    pub draw_pile: Vec<Card>,
    /// The discard pile, face up; the first card is the bottom, the last the
    /// top.
    pub discard: Vec<Card>,
    /// Jokers revealed and removed from the game.
    pub removed_jokers: u8,
    /// The seat whose turn it is.
    pub turn: Seat,
    /// Turns completed so far.
    pub turns: u32,
    pub phase: Phase,
    /// The game's RNG (opaque; never in a view).
    #[cfg_attr(feature = "ts", tsify(type = "string"))]
    pub rng: Rng,
    /// The event log; absent in JSON it is empty (the JS API leaves it out
    /// when it reads a state for anything but `events`).
    #[serde(default)]
    pub log: Vec<Entry<Event>>,
}

/// One seat: its portrait, secret hand and the Accusations in front of it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(tsify::Tsify), tsify(type_prefix = "Ruse2014"))]
#[serde(rename_all = "camelCase")]
pub struct Player {
    pub portrait: Character,
    /// The hand, sorted; secret to the other seats.
    pub hand: Vec<Card>,
    /// The cards of the hand every seat knows are there: taken from the
    /// discard pile and not played since. Sorted; part of `hand`.
    pub known: Vec<Card>,
    /// The Accusations in front of this seat, in the order they arrived:
    /// Gears or Pistols, all of one suit, at most one of each type.
    pub accusations: Vec<Card>,
    /// The portrait tile was flipped to cover up evidence (once per game).
    pub covered_up: bool,
}

impl Player {
    /// Takes `card` out of the hand (and out of what is known of it);
    /// whether it was there.
    pub(crate) fn give_up(&mut self, card: Card) -> bool {
        let had = card::take(&mut self.hand, card);
        if had {
            card::take(&mut self.known, card);
        }
        had
    }

    #[must_use]
    pub fn holds(&self, card: Card) -> bool {
        self.hand.contains(&card)
    }

    /// A Method, a Motive and an Opportunity (necessarily of one suit) in
    /// front of this seat.
    #[must_use]
    pub fn fully_accused(&self) -> bool {
        self.accusations.len() >= 3
    }
}

/// What the seat in [`State::turn`] must do now.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(tsify::Tsify), tsify(type_prefix = "Ruse2014"))]
#[serde(
    tag = "type",
    rename_all = "camelCase",
    rename_all_fields = "camelCase"
)]
pub enum Phase {
    /// Take the top card of the draw pile or of the discard pile.
    Draw,
    /// Make an Accusation, reveal a Joker, provide an Alibi, cover up
    /// evidence or discard.
    Act,
    /// Evidence was covered up: discard a card to complete the turn.
    CoverUpDiscard,
    /// The game is over: `murderer` lost, everyone else won; no murderer
    /// when the turn limit ended the game.
    Over {
        #[serde(default, skip_serializing_if = "Option::is_none")]
        #[cfg_attr(feature = "ts", tsify(optional))]
        murderer: Option<Seat>,
    },
}

impl State {
    #[must_use]
    pub fn seats(&self) -> u8 {
        self.options.seats
    }

    /// The seat's player. The seat must be in range (validated states and
    /// seats checked against the table).
    #[must_use]
    pub fn player(&self, seat: Seat) -> &Player {
        &self.players[seat.index()]
    }

    pub(crate) fn player_mut(&mut self, seat: Seat) -> &mut Player {
        &mut self.players[seat.index()]
    }

    /// Whether `seat` is a seat of this table.
    #[must_use]
    pub fn has_seat(&self, seat: Seat) -> bool {
        seat.index() < self.players.len()
    }

    #[must_use]
    pub fn is_over(&self) -> bool {
        matches!(self.phase, Phase::Over { .. })
    }

    /// The turn limit: [`ROUNDS`] turns per seat.
    #[must_use]
    pub fn turn_limit(&self) -> u32 {
        ROUNDS * u32::from(self.seats())
    }

    /// The seat holding `accusation` in front of it, if it is on the table.
    #[must_use]
    pub fn accused_by(&self, accusation: Card) -> Option<Seat> {
        self.players
            .iter()
            .position(|p| p.accusations.contains(&accusation))
            .map(|i| Seat(i as u8))
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
