//! The strategy phase: in turn order, each seat places one advisor at a
//! time on a banner, with an optional bribe. A stronger advisor takes the
//! highest space whose occupant is weaker and pushes the rest down; equal
//! strength goes below; a full banner takes no one; and a seat may not put
//! a second advisor on a banner until its advisors stand on three banners.

use ruleshelf_engine::Seat;

use crate::action::Action;
use crate::event::Event;
use crate::state::{Advisor, Pending, Phase, State};

/// Banners holding `seat`'s advisors.
fn own_columns(state: &State, seat: Seat) -> Vec<u8> {
    (0..state.board.len() as u8)
        .filter(|c| {
            state.board[usize::from(*c)]
                .iter()
                .flatten()
                .any(|a| a.seat == seat)
        })
        .collect()
}

/// The banners `seat` may place on: not full, and, until its advisors
/// stand on three banners, none it is already on. Should that leave none,
/// any banner with room (our ruling: the seat must place somewhere).
#[must_use]
pub fn allowed_columns(state: &State, seat: Seat) -> Vec<u8> {
    let own = own_columns(state, seat);
    let room: Vec<u8> = (0..state.board.len() as u8)
        .filter(|c| state.board[usize::from(*c)].iter().any(Option::is_none))
        .collect();
    let spread: Vec<u8> = room
        .iter()
        .copied()
        .filter(|c| own.len() >= 3 || !own.contains(c))
        .collect();
    if spread.is_empty() {
        room
    } else {
        spread
    }
}

pub fn legal(state: &State, seat: Seat, out: &mut Vec<Action>) {
    let mut numbers = state.players[seat.index()].advisors.clone();
    numbers.sort_unstable();
    numbers.dedup();
    let columns = allowed_columns(state, seat);
    for number in numbers {
        out.extend(columns.iter().map(|&column| Action::PlaceAdvisor {
            seat,
            number,
            column,
        }));
    }
}

/// Takes the advisor from hand; the bribe is the next decision (none to
/// make without coins).
pub fn place(state: &mut State, seat: Seat, number: u8, column: u8) {
    let player = &mut state.players[seat.index()];
    if let Some(at) = player.advisors.iter().position(|n| *n == number) {
        player.advisors.remove(at);
    }
    if player.coins == 0 {
        bribe(state, seat, column, number, 0);
    } else {
        state.pending.push(Pending::Bribe {
            seat,
            column,
            number,
        });
    }
}

/// The space a new advisor of `strength` takes on a banner: the highest
/// empty one or whose occupant is weaker.
#[must_use]
pub fn landing_row(spaces: &[Option<Advisor>], strength: u8) -> Option<usize> {
    spaces
        .iter()
        .position(|s| s.is_none_or(|a| a.strength() < strength))
}

/// Pays the bribe and puts the advisor on its banner, pushing weaker ones
/// down; then the next seat places.
pub fn bribe(state: &mut State, seat: Seat, column: u8, number: u8, coins: u8) {
    crate::gains::coins(state, seat, -i32::from(coins));
    let advisor = Advisor {
        seat,
        number,
        bribe: coins,
    };
    let Some(spaces) = state.board.get_mut(usize::from(column)) else {
        unreachable!("check offers only the banners of the board");
    };
    let Some(row) = landing_row(spaces, advisor.strength()) else {
        unreachable!(
            "check offers only a banner that is not full, and a bribe only for an advisor placed"
        );
    };
    spaces.insert(row, Some(advisor));
    // The space freed at the bottom (a banner with room has one empty space).
    if let Some(empty) = spaces.iter().rposition(Option::is_none) {
        spaces.remove(empty);
    }
    state.log(Event::AdvisorPlaced {
        seat,
        number,
        column,
        row: row as u8,
        bribe: coins,
    });
    next_placer(state, seat);
}

/// The next side clockwise places (solo: you and the rebels alternate);
/// once every advisor is out, the action phase begins.
fn next_placer(state: &mut State, seat: Seat) {
    if state.players.iter().all(|p| p.advisors.is_empty()) {
        crate::turn::start_action_phase(state);
        return;
    }
    let mut next = seat.clockwise(1, state.sides());
    while state.players[next.index()].advisors.is_empty() {
        next = next.clockwise(1, state.sides());
    }
    state.phase = Phase::Strategy { seat: next };
}
