use ruleshelf_engine::{Deserialize, Seat};
use serde::Serialize;

use crate::action::Top;
use crate::card::Card;
use crate::character::Character;

/// What happened, for a log or an animation. A card drawn from the draw
/// pile and the hands dealt are told to their seat alone; everyone else gets
/// the public half ([`Event::DrewFromPile`]).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(tsify::Tsify), tsify(type_prefix = "Ruse2014"))]
#[serde(
    tag = "type",
    rename_all = "camelCase",
    rename_all_fields = "camelCase"
)]
pub enum Event {
    /// Portraits chosen, the victim placed, the dealer named.
    Setup {
        portraits: Vec<Character>,
        victim: Character,
        dealer: Seat,
    },
    /// The five cards dealt to a seat (to that seat only).
    Dealt {
        seat: Seat,
        cards: Vec<Card>,
    },
    /// The top card of the draw pile was flipped to (re)start the discard
    /// pile.
    Flipped {
        card: Card,
    },
    /// The discard pile was reshuffled into a new draw pile of `cards` cards.
    Reshuffled {
        cards: u8,
    },
    /// Both piles were empty: the seat takes no card this turn.
    NothingToDraw {
        seat: Seat,
    },
    /// A seat took the top card of the draw pile (public).
    DrewFromPile {
        seat: Seat,
    },
    /// The card it took (to that seat only).
    Drew {
        seat: Seat,
        card: Card,
    },
    /// A seat took the top card of the discard pile (public).
    TookDiscard {
        seat: Seat,
        card: Card,
    },
    Accused {
        seat: Seat,
        card: Card,
        target: Seat,
    },
    /// A seat revealed a Joker and moved an Accusation.
    RevealedJoker {
        seat: Seat,
        accusation: Card,
        from: Seat,
        to: Seat,
    },
    ProvidedAlibi {
        seat: Seat,
        card: Card,
        accusation: Card,
        top: Top,
    },
    CoveredUp {
        seat: Seat,
        accusation: Card,
    },
    Discarded {
        seat: Seat,
        card: Card,
    },
    /// The seat ended its turn with a Method, Motive and Opportunity in front
    /// of it: the murderer.
    Murderer {
        seat: Seat,
    },
    /// The turn limit ended the game without a murderer.
    NoMurderer {
        turns: u32,
    },
}
