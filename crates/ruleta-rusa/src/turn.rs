//! Passing the turn ("How to Play"; ruling 5).

use ruleshelf_engine::Seat;

use crate::event::Event;
use crate::state::{Phase, State};

/// Ends the current turn: the next living seat in the current direction
/// takes a turn. `from` is the seat whose turn ends (the revealer even when
/// it was just eliminated).
pub(crate) fn pass_turn(state: &mut State, from: Seat) {
    let next = state.next_living(from, state.direction);
    begin_turn(state, next);
}

/// `seat` begins a turn.
pub(crate) fn begin_turn(state: &mut State, seat: Seat) {
    state.turn = seat;
    state.phase = Phase::Turn;
    state.log(Event::TurnBegins { seat });
}
