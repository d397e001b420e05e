//! "Discard": end the turn by discarding a card, when nothing else may be
//! done (or always, with the `freeDiscard` option); and the discard that
//! completes a cover-up.

use ruleshelf_engine::{RulesError, Seat};

use crate::action::Action;
use crate::card::{self, Card};
use crate::event::Event;
use crate::state::{Phase, State};
use crate::{accusation, alibi, cover_up, joker, turn};

pub(crate) const HEADING: &str = "Discard";

/// Whether `seat` may discard now. In the cover-up's discard, always. In
/// the main step: with `freeDiscard`, always; otherwise only if it cannot
/// make an Accusation, cannot provide an Alibi, cannot move an Accusation
/// with a Joker and does not have three Accusations in front of it (cover
/// up is optional); and, whatever else, when no other play is open at all.
pub(crate) fn allowed(state: &State, seat: Seat) -> Result<(), RulesError> {
    if state.phase == Phase::CoverUpDiscard || state.options.free_discard {
        return Ok(());
    }
    let player = state.player(seat);
    let open = Open {
        accusation: accusation::possible(state, seat),
        alibi: alibi::possible(state, seat),
        joker: joker::possible(state, seat),
        cover_up: player.fully_accused() && cover_up::possible(state, seat),
    };
    match refusal(open) {
        Some(rule) => Err(RulesError::illegal(HEADING, rule)),
        None => Ok(()),
    }
}

/// The plays open to a seat that forbid discarding in the main step.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Open {
    pub accusation: bool,
    pub alibi: bool,
    pub joker: bool,
    /// Three Accusations in front of it and its portrait tile unused.
    pub cover_up: bool,
}

/// "Discard": what a discard is.
pub(crate) const DISCARD_FROM_HAND: &str = "discard one card from your hand";

/// The rule that forbids discarding in the main step without
/// `freeDiscard`, given the plays open ("Discard"); `None` when none does.
pub(crate) fn refusal(open: Open) -> Option<&'static str> {
    if open.accusation {
        Some("discard only if you cannot make an Accusation")
    } else if open.alibi {
        Some(
            "discard only if you cannot provide an Alibi to counter an Accusation made against you",
        )
    } else if open.joker {
        Some("discard only if you do not have a Joker to move an Accusation to another player")
    } else if open.cover_up {
        Some("discard only if you do not have three Accusations sitting in front of you")
    } else {
        None
    }
}

/// Lists a discard of each distinct card in hand, when discarding is
/// allowed.
pub(crate) fn legal(state: &State, seat: Seat, out: &mut Vec<Action>) {
    if allowed(state, seat).is_ok() {
        out.extend(
            card::distinct(&state.player(seat).hand).map(|card| Action::Discard { seat, card }),
        );
    }
}

pub(crate) fn check(state: &State, seat: Seat, card: Card) -> Result<(), RulesError> {
    if !state.player(seat).holds(card) {
        return Err(RulesError::illegal(HEADING, DISCARD_FROM_HAND));
    }
    allowed(state, seat)
}

pub(crate) fn play(state: &mut State, seat: Seat, card: Card) {
    state.player_mut(seat).give_up(card);
    state.discard.push(card);
    state.log(Event::Discarded { seat, card });
    turn::end(state);
}
