//! "End of the Game": the last seat standing wins.

use ruleshelf_engine::{Outcome, Seat};

use crate::state::{Phase, State};

/// The winner ranks first; the others rank by elimination, the first
/// eliminated last (ruling 11). A seat's score is the number of seats it
/// outlasted.
#[must_use]
pub fn outcome(state: &State) -> Option<Outcome> {
    if state.phase != Phase::Over {
        return None;
    }
    let seats = state.options.seats;
    let mut ranks = vec![1u8; usize::from(seats)];
    for (i, seat) in state.eliminated.iter().enumerate() {
        ranks[seat.index()] = seats - i as u8;
    }
    let scores = ranks.iter().map(|r| i32::from(seats - r)).collect();
    let winners = Seat::all(seats).filter(|s| ranks[s.index()] == 1).collect();
    Some(Outcome {
        winners,
        ranks,
        scores,
    })
}
