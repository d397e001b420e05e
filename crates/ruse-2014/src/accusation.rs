//! "Make an Accusation", and the limitations every Accusation in front of a
//! player keeps (also for a Joker's move).

use ruleshelf_engine::{RulesError, Seat};

use crate::action::Action;
use crate::card::{self, Card};
use crate::event::Event;
use crate::state::State;
use crate::turn;

pub(crate) const HEADING: &str = "Make an Accusation";

/// Why an Accusation may not join the ones in front of a player.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Misfit {
    /// That type (Method, Motive, Opportunity) is already there.
    SameType,
    /// The Accusations there are of the other suit.
    OtherSuit,
}

impl Misfit {
    /// The rule it breaks, in the rulebook's words.
    pub(crate) const fn rule(self) -> &'static str {
        match self {
            Misfit::SameType => {
                "A player may only have one of each type of Accusation (Method, Motive, or Opportunity) made against them"
            }
            Misfit::OtherSuit => "All of the Accusations made against a player must be of the same suit",
        }
    }
}

/// Whether the Accusation `card` (a Gears or Pistols card) may be placed
/// in front of a player who has `accusations`: one of each type, all of one
/// suit ("Make an Accusation"). `None` when it fits.
#[must_use]
pub(crate) fn misfit(accusations: &[Card], card: Card) -> Option<Misfit> {
    let (suit, kind) = card.accusation()?;
    let mut other_suit = false;
    for there in accusations {
        if let Some((s, k)) = there.accusation() {
            if k == kind {
                return Some(Misfit::SameType);
            }
            other_suit |= s != suit;
        }
    }
    other_suit.then_some(Misfit::OtherSuit)
}

/// Lists every Accusation `seat` can make: each Accusation card of its
/// hand, against each other seat where it fits.
pub(crate) fn legal(state: &State, seat: Seat, out: &mut Vec<Action>) {
    for card in card::distinct(&state.player(seat).hand).filter(|c| c.accusation().is_some()) {
        for target in ruleshelf_engine::Seat::all(state.seats()).filter(|t| *t != seat) {
            if misfit(&state.player(target).accusations, card).is_none() {
                out.push(Action::Accuse { seat, card, target });
            }
        }
    }
}

/// Whether `seat` has any Accusation to make.
#[must_use]
pub(crate) fn possible(state: &State, seat: Seat) -> bool {
    state.player(seat).hand.iter().any(|&card| {
        card.accusation().is_some()
            && Seat::all(state.seats())
                .any(|t| t != seat && misfit(&state.player(t).accusations, card).is_none())
    })
}

pub(crate) fn check(state: &State, seat: Seat, card: Card, target: Seat) -> Result<(), RulesError> {
    if card.accusation().is_none() || !state.player(seat).holds(card) {
        return Err(RulesError::illegal(
            HEADING,
            "You make an Accusation by taking a Method, Motive, or Opportunity card from your hand",
        ));
    }
    if target == seat || !state.has_seat(target) {
        return Err(RulesError::illegal(
            HEADING,
            "placing it face-up on the table in front of another player",
        ));
    }
    match misfit(&state.player(target).accusations, card) {
        None => Ok(()),
        Some(misfit) => Err(RulesError::illegal(HEADING, misfit.rule())),
    }
}

pub(crate) fn play(state: &mut State, seat: Seat, card: Card, target: Seat) {
    state.player_mut(seat).give_up(card);
    state.player_mut(target).accusations.push(card);
    state.log(Event::Accused { seat, card, target });
    turn::end(state);
}
