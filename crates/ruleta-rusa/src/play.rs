//! Applying a legal action.

use ruleshelf_engine::Events;

use crate::action::Action;
use crate::reveal;
use crate::setup;
use crate::skills;
use crate::state::State;

/// Plays an action that [`crate::legal::check`] accepted.
pub fn play(state: &mut State, action: &Action) -> Events {
    let first = state.log.len();
    match *action {
        Action::Draft { seat, skill } => setup::draft(state, seat, skill),
        Action::Reveal { seat } => reveal::reveal(state, seat),
        Action::Flip {
            seat,
            target,
            skill,
        } => skills::flip(state, seat, target, skill),
        Action::Reorder { seat } => skills::reorder(state, seat),
        Action::ChangeOfTurn { seat, to } => skills::change_of_turn(state, seat, to),
        Action::Look { seat } => skills::look(state, seat),
        Action::ChangeOfDirection { seat } => skills::change_of_direction(state, seat),
        Action::DoubleShot { seat } => skills::double_shot(state, seat),
        Action::Arrange { seat, position } => reveal::arrange(state, seat, position),
        Action::LeaveTop { seat } => skills::after_look(state, seat, false),
        Action::TopToBottom { seat } => skills::after_look(state, seat, true),
        Action::TurnUp { seat, skill } => reveal::restore(state, seat, Some(skill)),
        Action::KeepSkills { seat } => reveal::restore(state, seat, None),
        Action::ReturnSkill { seat, skill } => reveal::return_skill(state, seat, skill),
        Action::TurnDown { seat, skill } => reveal::turn_down(state, seat, skill),
    }
    Events(first..state.log.len())
}
