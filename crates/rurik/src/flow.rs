//! What happens by itself between decisions: decisions with a single
//! answer, a turn's advisor when the seat has only one of the number, the
//! end of a seat's inheritance.

use crate::decisions::auto_resolve;
use crate::state::{Phase, State};
use crate::turn::{advisors_of, end_turn, pass_number, take};

/// Moves the game on until a seat has a real decision (or the game is over).
pub fn settle(state: &mut State) {
    loop {
        if auto_resolve(state) {
            continue;
        }
        if !state.pending.is_empty() {
            return;
        }
        if crate::solo::step(state) {
            continue;
        }
        match state.phase {
            Phase::Inherit { seat } if state.players[seat.index()].inheritance.is_empty() => {
                crate::setup::after_inheritance(state, seat);
            }
            Phase::Action { pass, seat } => {
                let Some(turn) = state.turn.as_ref() else {
                    unreachable!("the action phase always has a turn (validate)");
                };
                if turn.column.is_some() {
                    return;
                }
                let number = pass_number(state, pass).unwrap_or(0);
                match advisors_of(state, seat, number).as_slice() {
                    [] => end_turn(state, seat),
                    [(column, row)] => take(state, *column, *row),
                    [_, _, ..] => return, // two of the number: the seat chooses
                }
            }
            Phase::Inherit { .. }
            | Phase::ChooseLeader { .. }
            | Phase::ReturnInheritance { .. }
            | Phase::PlaceTroop { .. }
            | Phase::PlaceLeader { .. }
            | Phase::Strategy { .. }
            | Phase::Release { .. }
            | Phase::DeedDraft { .. }
            | Phase::Over => return,
        }
    }
}
