//! Decisions of a flipped card's owner, which may fall in another seat's
//! turn (rulings 7, 8): the Invisibility Cloak's hidden card and the
//! Traitor's swap.

use ruleshelf_engine::Seat;

use crate::cards::Card;
use crate::draw::draw;
use crate::event::Event;
use crate::flip::Resolution;
use crate::state::{Face, Placed, State};
use crate::turn::settle;

/// Invisibility Cloak: `seat` puts `card` from hand face down directly
/// under its Cloak in `column`, where it stays face down until the round
/// ends (ruling R4); then `seat` draws, and `turn`'s turn goes on.
pub(crate) fn hide(state: &mut State, seat: Seat, card: Card, column: u8, turn: Seat) {
    let col = usize::from(column);
    if let Some(at) = state.find(col, seat, Card::InvisibilityCloak) {
        if let Some(player) = state.players.get_mut(seat.index()) {
            player.hand.retain(|c| *c != card);
        }
        state.columns[col].cards.insert(
            at + 1,
            Placed {
                owner: seat,
                card,
                face: Face::Cloaked,
            },
        );
        state.log(Event::Hid { seat, column });
        state.tell(seat, Event::HidCard { seat, column, card });
    }
    draw(state, seat);
    settle(state, turn, seat, Resolution::Settled);
}

/// Traitor: `seat` swaps the goal of `from` (its Traitor's column) with the
/// goal of `to`, or keeps them (`to` = `None`). The swap may complete the
/// round.
pub(crate) fn traitor(state: &mut State, seat: Seat, from: u8, to: Option<u8>, turn: Seat) {
    match to {
        Some(to) => {
            let (a, b) = (usize::from(from), usize::from(to));
            if a < state.columns.len() && b < state.columns.len() {
                let goal = state.columns[a].goal;
                state.columns[a].goal = state.columns[b].goal;
                state.columns[b].goal = goal;
                state.log(Event::GoalsSwapped { seat, from, to });
            }
        }
        None => state.log(Event::GoalsKept { seat, column: from }),
    }
    settle(state, turn, seat, Resolution::Settled);
}
