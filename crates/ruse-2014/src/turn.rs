//! The turn: who acts, what they may do in each phase, and the end of the
//! turn ("Play", "Lose Condition").

use ruleshelf_engine::{Events, RulesError, Seat};

use crate::action::Action;
use crate::event::Event;
use crate::state::{Phase, State};
use crate::{accusation, alibi, cover_up, discard, draw, joker};

/// The seat to act, or none once the game is over.
#[must_use]
pub(crate) fn to_act(state: &State) -> Vec<Seat> {
    if state.is_over() {
        Vec::new()
    } else {
        vec![state.turn]
    }
}

/// Every legal action, in a fixed order: draws; or Accusations, Joker
/// moves, Alibis, cover-ups, discards; or the cover-up's discard.
pub(crate) fn legal(state: &State, out: &mut Vec<Action>) {
    let seat = state.turn;
    if !state.has_seat(seat) {
        return;
    }
    match state.phase {
        Phase::Draw => draw::legal(state, seat, out),
        Phase::Act => {
            accusation::legal(state, seat, out);
            joker::legal(state, seat, out);
            alibi::legal(state, seat, out);
            cover_up::legal(state, seat, out);
            discard::legal(state, seat, out);
        }
        Phase::CoverUpDiscard => discard::legal(state, seat, out),
        Phase::Over { .. } => {}
    }
}

pub(crate) fn check(state: &State, action: &Action) -> Result<(), RulesError> {
    if state.is_over() {
        return Err(RulesError::game_over());
    }
    let seat = action.seat();
    if seat != state.turn || !state.has_seat(seat) {
        return Err(RulesError::not_your_turn(seat));
    }
    match (state.phase, *action) {
        (Phase::Draw, Action::Draw { from, .. }) => draw::check(state, from),
        (Phase::Draw, _) => Err(RulesError::illegal(
            "Play",
            "At the start of your turn, take the top card of the draw pile or the discard pile",
        )),
        (Phase::CoverUpDiscard, Action::Discard { card, .. }) => discard::check(state, seat, card),
        (Phase::CoverUpDiscard, _) => Err(RulesError::illegal(
            "Cover Up Evidence",
            "You MUST also discard one card from your hand in the normal manner to complete your turn",
        )),
        (_, Action::Draw { .. }) => Err(RulesError::illegal(
            "Play",
            "After taking a card, you must do one of the following actions: Make An Accusation, Reveal A Joker, Provide An Alibi, Cover Up Evidence, Discard A Card",
        )),
        (_, Action::Accuse { card, target, .. }) => accusation::check(state, seat, card, target),
        (_, Action::Joker { accusation, to, .. }) => joker::check(state, seat, accusation, to),
        (_, Action::Alibi { card, .. }) => alibi::check(state, seat, card),
        (_, Action::CoverUp { accusation, .. }) => cover_up::check(state, seat, accusation),
        (_, Action::Discard { card, .. }) => discard::check(state, seat, card),
    }
}

pub(crate) fn play(state: &mut State, action: &Action) -> Events {
    let before = state.log.len();
    match *action {
        Action::Draw { seat, from } => draw::play(state, seat, from),
        Action::Accuse { seat, card, target } => accusation::play(state, seat, card, target),
        Action::Joker {
            seat,
            accusation,
            to,
        } => joker::play(state, seat, accusation, to),
        Action::Alibi { seat, card, top } => alibi::play(state, seat, card, top),
        Action::CoverUp { seat, accusation } => cover_up::play(state, seat, accusation),
        Action::Discard { seat, card } => discard::play(state, seat, card),
    }
    Events(before..state.log.len())
}

/// Ends the turn of `state.turn`. A seat ending its own turn with a Method,
/// a Motive and an Opportunity in front of it is the murderer and the game
/// is over ("Lose Condition"); past the turn limit the game ends with no
/// murderer; otherwise the seat to the left begins its turn.
pub(crate) fn end(state: &mut State) {
    let seat = state.turn;
    state.turns += 1;
    if state.player(seat).fully_accused() {
        state.phase = Phase::Over {
            murderer: Some(seat),
        };
        state.log(Event::Murderer { seat });
    } else if state.turns >= state.turn_limit() {
        state.phase = Phase::Over { murderer: None };
        let turns = state.turns;
        state.log(Event::NoMurderer { turns });
    } else {
        state.turn = seat.clockwise(1, state.seats());
        draw::begin(state);
    }
}
