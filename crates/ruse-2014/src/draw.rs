//! The start of a turn ("Play"): the piles are restarted or reshuffled as
//! needed, then the seat takes the top card of the draw pile or of the
//! discard pile.

use ruleshelf_engine::{RulesError, Seat};

use crate::action::{Action, Source};
use crate::card;
use crate::event::Event;
use crate::state::{Phase, State};

pub(crate) const HEADING: &str = "Play";

/// Begins the turn of `state.turn`: if the draw pile is empty, the discard
/// pile is reshuffled into a new draw pile whose top card restarts the
/// discard pile; otherwise, if the discard pile is empty, the top card of
/// the draw pile restarts it. With both piles empty the seat takes nothing
/// and goes straight to its action.
pub(crate) fn begin(state: &mut State) {
    state.phase = Phase::Draw;
    if state.draw_pile.is_empty() {
        if !state.discard.is_empty() {
            state.draw_pile = core::mem::take(&mut state.discard);
            state.rng.shuffle(&mut state.draw_pile);
            state.log(Event::Reshuffled {
                cards: state.draw_pile.len() as u8,
            });
            flip(state);
        }
    } else if state.discard.is_empty() {
        flip(state);
    }
    if state.draw_pile.is_empty() && state.discard.is_empty() {
        state.phase = Phase::Act;
        let seat = state.turn;
        state.log(Event::NothingToDraw { seat });
    }
}

/// Flips the top card of the draw pile onto the discard pile.
pub(crate) fn flip(state: &mut State) {
    if let Some(card) = state.draw_pile.pop() {
        state.discard.push(card);
        state.log(Event::Flipped { card });
    }
}

/// Lists the piles `seat` can take from: those with a card.
pub(crate) fn legal(state: &State, seat: Seat, out: &mut Vec<Action>) {
    if !state.draw_pile.is_empty() {
        out.push(Action::Draw {
            seat,
            from: Source::Pile,
        });
    }
    if !state.discard.is_empty() {
        out.push(Action::Draw {
            seat,
            from: Source::Discard,
        });
    }
}

pub(crate) fn check(state: &State, from: Source) -> Result<(), RulesError> {
    let empty = match from {
        Source::Pile => state.draw_pile.is_empty(),
        Source::Discard => state.discard.is_empty(),
    };
    if empty {
        return Err(RulesError::illegal(
            HEADING,
            "take the top card of the draw pile or the discard pile: that pile has no card",
        ));
    }
    Ok(())
}

/// Takes the card: from the draw pile it is told to the seat alone; from
/// the discard pile everyone saw it, and it stays known to be in that hand
/// until played.
pub(crate) fn play(state: &mut State, seat: Seat, from: Source) {
    match from {
        Source::Pile => {
            let Some(card) = state.draw_pile.pop() else {
                return;
            };
            card::insert_sorted(&mut state.player_mut(seat).hand, card);
            state.log(Event::DrewFromPile { seat });
            state.tell(seat, Event::Drew { seat, card });
        }
        Source::Discard => {
            let Some(card) = state.discard.pop() else {
                return;
            };
            let player = state.player_mut(seat);
            card::insert_sorted(&mut player.hand, card);
            card::insert_sorted(&mut player.known, card);
            state.log(Event::TookDiscard { seat, card });
        }
    }
    state.phase = Phase::Act;
}
