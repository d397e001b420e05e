//! Where an action die may go ("3. Actions Phase"; "Round Marker D";
//! "Two-Player Game"): free, uncovered die spaces and their costs.

use ruleshelf_engine::Seat;

use crate::data::{Data, ROUNDS};
use crate::ids::Territory;
use crate::state::{PlacedDie, State};

/// How many die spaces of a vital territory are open: the rightmost is
/// blocked by an empty die tile with 2 players, and in round 4 the
/// rightmost still open is covered (register A-05).
#[must_use]
pub fn open_vital(d: &Data, s: &State) -> usize {
    let n = d.die_spaces.vital.len();
    n - usize::from(s.seats() <= 2) - usize::from(s.round >= ROUNDS)
}

/// Open spaces of the Mountain exploration zone (ME3 covered in round 4).
#[must_use]
pub fn open_mountain(d: &Data, s: &State) -> usize {
    d.die_spaces.mountain_explore.len() - usize::from(s.round >= ROUNDS)
}

/// The spaces worth offering: for each distinct cost, the leftmost free
/// open space (spaces of equal cost are equivalent).
#[must_use]
pub fn offered(spaces: &[Option<PlacedDie>], costs: &[u8], open: usize) -> Vec<u8> {
    offered_by(|i| spaces.get(i).is_some_and(Option::is_none), costs, open)
}

/// Same, with a custom test for a free space.
#[must_use]
pub fn offered_by(free: impl Fn(usize) -> bool, costs: &[u8], open: usize) -> Vec<u8> {
    let mut out: Vec<u8> = Vec::new();
    let mut seen: Vec<u8> = Vec::new();
    for (i, cost) in costs.iter().enumerate().take(open) {
        if free(i) && !seen.contains(cost) {
            seen.push(*cost);
            out.push(i as u8);
        }
    }
    out
}

/// The vital territory spaces offered.
#[must_use]
pub fn vital_spaces(d: &Data, s: &State, t: Territory) -> Vec<u8> {
    offered(&s.territory(t).dice, &d.die_spaces.vital, open_vital(d, s))
}

/// The den spaces offered on `seat`'s den board.
#[must_use]
pub fn den_spaces(d: &Data, s: &State, seat: Seat) -> Vec<u8> {
    let dice = &s.player(seat).den.dice;
    offered_by(|i| dice.get(i).is_some_and(Option::is_none), &d.die_spaces.den, d.die_spaces.den.len())
}
