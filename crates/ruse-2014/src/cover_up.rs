//! "Cover Up Evidence": once per game, an Accusation in front of you goes
//! to the bottom of the discard pile; a discard completes the turn.

use ruleshelf_engine::{RulesError, Seat};

use crate::action::Action;
use crate::card::Card;
use crate::event::Event;
use crate::state::{Phase, State};

pub(crate) const HEADING: &str = "Cover Up Evidence";

/// Lists every cover-up of `seat`: each Accusation in front of it, while
/// its portrait tile is unused.
pub(crate) fn legal(state: &State, seat: Seat, out: &mut Vec<Action>) {
    let player = state.player(seat);
    if !player.covered_up {
        out.extend(
            player
                .accusations
                .iter()
                .map(|&accusation| Action::CoverUp { seat, accusation }),
        );
    }
}

/// Whether `seat` can cover up evidence now.
#[must_use]
pub(crate) fn possible(state: &State, seat: Seat) -> bool {
    let player = state.player(seat);
    !player.covered_up && !player.accusations.is_empty()
}

pub(crate) fn check(state: &State, seat: Seat, accusation: Card) -> Result<(), RulesError> {
    let player = state.player(seat);
    if player.covered_up {
        return Err(RulesError::illegal(
            HEADING,
            "Each player's portrait tile can be used once per game to cover up evidence",
        ));
    }
    if !player.accusations.contains(&accusation) {
        return Err(RulesError::illegal(
            HEADING,
            "remove one of the Accusations on the table in front of you",
        ));
    }
    Ok(())
}

/// Flips the portrait, buries the Accusation, and waits for the discard.
pub(crate) fn play(state: &mut State, seat: Seat, accusation: Card) {
    let player = state.player_mut(seat);
    player.covered_up = true;
    crate::card::take(&mut player.accusations, accusation);
    state.discard.insert(0, accusation);
    state.phase = Phase::CoverUpDiscard;
    state.log(Event::CoveredUp { seat, accusation });
}
