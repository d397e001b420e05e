//! "Lose Condition": one murderer loses, everyone else wins.

use ruleshelf_engine::{Outcome, Seat};

use crate::state::{Phase, State};

/// The result once the game is over: the murderer ranks 2 and scores 0,
/// every other seat ranks 1 and scores 1. Ended by the turn limit, nobody
/// is the murderer and every seat wins.
#[must_use]
pub(crate) fn outcome(state: &State) -> Option<Outcome> {
    let Phase::Over { murderer } = state.phase else {
        return None;
    };
    let seats = || Seat::all(state.options.seats);
    let guilty = |s: Seat| murderer == Some(s);
    Some(Outcome {
        winners: seats().filter(|s| !guilty(*s)).collect(),
        ranks: seats().map(|s| if guilty(s) { 2 } else { 1 }).collect(),
        scores: seats().map(|s| i32::from(!guilty(s))).collect(),
    })
}
