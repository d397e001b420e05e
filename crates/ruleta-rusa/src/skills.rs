//! "Option 1. Use One of the Skill Chips" and the advanced skills.

use ruleshelf_engine::Seat;

use crate::event::Event;
use crate::skill::Skill;
use crate::state::{Phase, State};
use crate::turn::{begin_turn, pass_turn};

/// Turns the used chip face down ("Each time a chip is used it must be
/// turned face down"). Using any skill while a Double Shot is pending gets
/// rid of it (ruling 9).
pub(crate) fn use_skill(state: &mut State, seat: Seat, skill: Skill) {
    if let Some(chip) = state.players[seat.index()].chip_mut(skill) {
        chip.face_up = false;
    }
    state.log(Event::Used { seat, skill });
    if state.double_shot {
        state.double_shot = false;
        state.log(Event::DoubleShotCancelled { seat });
    }
}

/// Flip: `target`'s `skill` chip turns face down.
pub(crate) fn flip(state: &mut State, seat: Seat, target: Seat, skill: Skill) {
    use_skill(state, seat, Skill::Flip);
    if let Some(chip) = state.players[target.index()].chip_mut(skill) {
        chip.face_up = false;
    }
    state.log(Event::Flipped {
        seat,
        target,
        skill,
    });
    pass_turn(state, seat);
}

/// Reorder: the user places the BANG! next ([`crate::reveal::arrange`]).
pub(crate) fn reorder(state: &mut State, seat: Seat) {
    use_skill(state, seat, Skill::Reorder);
    state.phase = Phase::Reorder;
}

/// Change of Turn: `to` takes the turn at once; play goes on from there.
pub(crate) fn change_of_turn(state: &mut State, seat: Seat, to: Seat) {
    use_skill(state, seat, Skill::ChangeOfTurn);
    state.log(Event::GaveTurn { seat, to });
    begin_turn(state, to);
}

/// Look: the user alone sees the top chip, then leaves it or buries it.
pub(crate) fn look(state: &mut State, seat: Seat) {
    use_skill(state, seat, Skill::Look);
    let chip = state.revolver.chip(0);
    let known = &mut state.known[seat.index()];
    *known = state.revolver.normalize(*known | 1);
    state.tell(seat, Event::Saw { seat, chip });
    state.phase = Phase::Look;
}

/// After Look: the top chip stays, or goes to the bottom (seen by all).
pub(crate) fn after_look(state: &mut State, seat: Seat, to_bottom: bool) {
    if to_bottom {
        state.revolver.top_to_bottom(&mut state.known);
        state.log(Event::MovedTopToBottom { seat });
    } else {
        state.log(Event::LeftTop { seat });
    }
    pass_turn(state, seat);
}

/// Change of Direction: play reverses; the next turn goes to the user's
/// right.
pub(crate) fn change_of_direction(state: &mut State, seat: Seat) {
    use_skill(state, seat, Skill::ChangeOfDirection);
    state.direction = state.direction.reversed();
    state.log(Event::DirectionChanged {
        seat,
        direction: state.direction,
    });
    pass_turn(state, seat);
}

/// Double Shot: the next reveal reveals two chips.
pub(crate) fn double_shot(state: &mut State, seat: Seat) {
    use_skill(state, seat, Skill::DoubleShot);
    state.double_shot = true;
    state.log(Event::DoubleShotPending { seat });
    pass_turn(state, seat);
}
