//! A turn ("Playing A Round"): play a card face down at the bottom of a
//! column, flip the card above it, draw, and pass to the next seat.

use ruleshelf_engine::Seat;

use crate::cards::Card;
use crate::draw::draw;
use crate::event::Event;
use crate::flip::{after_arrival, Chain, Decision, Resolution};
use crate::round_end::end_round;
use crate::state::{Face, Phase, Placed, State};

/// `seat` plays `card` from hand face down below column `column`'s goal;
/// the card above it flips (see [`crate::flip`]).
pub(crate) fn play(state: &mut State, seat: Seat, card: Card, column: u8) {
    let Some(player) = state.players.get_mut(seat.index()) else {
        return;
    };
    player.hand.retain(|c| *c != card);
    let Some(target) = state.columns.get_mut(usize::from(column)) else {
        return;
    };
    target.cards.push(Placed {
        owner: seat,
        card,
        face: Face::Down,
    });
    state.log(Event::Played { seat, column });
    state.tell(seat, Event::PlayedCard { seat, column, card });
    let resolution = after_arrival(state, usize::from(column), &mut Chain::default());
    settle(state, seat, seat, resolution);
}

/// After an action of `actor` in `turn`'s turn: a decision still pending
/// becomes the phase; otherwise the turn player draws, and the round ends
/// if every column is complete (ruling 1) or nobody holds a card (ruling
/// R2), else the next seat clockwise with a card plays.
pub(crate) fn settle(state: &mut State, turn: Seat, actor: Seat, resolution: Resolution) {
    if let Resolution::Decide(decision) = resolution {
        if !state.round_complete() {
            state.phase = match decision {
                Decision::Cloak { seat, column } => Phase::Cloak { seat, column, turn },
                Decision::Traitor { seat, column } => Phase::Traitor { seat, column, turn },
            };
            return;
        }
    }
    draw(state, turn);
    if state.round_complete() {
        end_round(state, actor);
        return;
    }
    match first_with_cards(state, turn.clockwise(1, state.seats())) {
        Some(next) => {
            let mut seat = turn.clockwise(1, state.seats());
            while seat != next {
                state.log(Event::Passed { seat });
                seat = seat.clockwise(1, state.seats());
            }
            state.phase = Phase::Turn { seat: next };
        }
        None => end_round(state, actor),
    }
}

/// The first seat from `from` clockwise (`from` included) with a card in
/// hand.
#[must_use]
pub fn first_with_cards(state: &State, from: Seat) -> Option<Seat> {
    let seats = state.seats();
    (0..i32::from(seats))
        .map(|step| from.clockwise(step, seats))
        .find(|seat| {
            state
                .players
                .get(seat.index())
                .is_some_and(|p| !p.hand.is_empty())
        })
}
