//! "Reveal A Joker": move an Accusation to another player; the Joker leaves
//! the game.

use ruleshelf_engine::{RulesError, Seat};

use crate::accusation::{misfit, Misfit};
use crate::action::Action;
use crate::card::Card;
use crate::event::Event;
use crate::state::State;
use crate::turn;

pub(crate) const HEADING: &str = "Reveal A Joker";

/// Lists every Joker move of `seat`: with a Joker in hand, each Accusation
/// on the table (its own included) to each other player where it fits, the
/// seat itself included when the Accusation is someone else's.
pub(crate) fn legal(state: &State, seat: Seat, out: &mut Vec<Action>) {
    if !state.player(seat).holds(Card::Joker) {
        return;
    }
    for from in Seat::all(state.seats()) {
        for &accusation in &state.player(from).accusations {
            for to in Seat::all(state.seats()).filter(|t| *t != from) {
                if misfit(&state.player(to).accusations, accusation).is_none() {
                    out.push(Action::Joker {
                        seat,
                        accusation,
                        to,
                    });
                }
            }
        }
    }
}

/// Whether `seat` holds a Joker and has an Accusation to move with it.
#[must_use]
pub(crate) fn possible(state: &State, seat: Seat) -> bool {
    state.player(seat).holds(Card::Joker)
        && Seat::all(state.seats()).any(|from| {
            state.player(from).accusations.iter().any(|&a| {
                Seat::all(state.seats())
                    .any(|to| to != from && misfit(&state.player(to).accusations, a).is_none())
            })
        })
}

pub(crate) fn check(
    state: &State,
    seat: Seat,
    accusation: Card,
    to: Seat,
) -> Result<(), RulesError> {
    if !state.player(seat).holds(Card::Joker) {
        return Err(RulesError::illegal(
            HEADING,
            "you may reveal a Joker from your hand",
        ));
    }
    let Some(from) = state.accused_by(accusation) else {
        return Err(RulesError::illegal(
            HEADING,
            "move an Accusation from in front of one player",
        ));
    };
    if to == from || !state.has_seat(to) {
        return Err(RulesError::illegal(
            HEADING,
            "place it in front of a different player",
        ));
    }
    match misfit(&state.player(to).accusations, accusation) {
        None => Ok(()),
        Some(Misfit::SameType) => Err(RulesError::illegal(
            HEADING,
            "The moved Accusation must not match a type of Accusation (Method, Motive, or Opportunity) that has already been made against the recipient player",
        )),
        Some(Misfit::OtherSuit) => Err(RulesError::illegal(
            HEADING,
            "The moved Accusation must match the suit of any other Accusation made against the recipient player",
        )),
    }
}

pub(crate) fn play(state: &mut State, seat: Seat, accusation: Card, to: Seat) {
    let Some(from) = state.accused_by(accusation) else {
        return;
    };
    state.player_mut(seat).give_up(Card::Joker);
    state.removed_jokers += 1;
    crate::card::take(&mut state.player_mut(from).accusations, accusation);
    state.player_mut(to).accusations.push(accusation);
    state.log(Event::RevealedJoker {
        seat,
        accusation,
        from,
        to,
    });
    turn::end(state);
}
