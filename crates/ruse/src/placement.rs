//! Where an action die may go ("3. Actions Phase"; "Round Marker D";
//! "Two-Player Game"): free, uncovered die spaces and their costs.

use ruleshelf_engine::Seat;
use serde::{Deserialize, Serialize};

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

/// Why a die space takes no die, whoever asks.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(tsify::Tsify), tsify(type_prefix = "Ruse"))]
#[serde(rename_all = "camelCase")]
pub enum Closed {
    /// "2 Players": the rightmost vital space is blocked by an empty die
    /// tile for the whole game.
    TwoPlayers,
    /// "Round Marker D": covered by a placement tile in round 4.
    RoundFour,
}

/// Why vital die space `space` (0 = D1) is closed, if it is; the spaces
/// [`open_vital`] leaves out.
#[must_use]
pub fn vital_closed(d: &Data, s: &State, space: usize) -> Option<Closed> {
    if s.seats() <= 2 && space + 1 == d.die_spaces.vital.len() {
        Some(Closed::TwoPlayers)
    } else {
        (space >= open_vital(d, s)).then_some(Closed::RoundFour)
    }
}

/// Why Mountain exploration space `space` (0 = ME1) is closed, if it is;
/// the spaces [`open_mountain`] leaves out. The tile zone never closes.
#[must_use]
pub fn mountain_closed(d: &Data, s: &State, space: usize) -> Option<Closed> {
    (space >= open_mountain(d, s)).then_some(Closed::RoundFour)
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
