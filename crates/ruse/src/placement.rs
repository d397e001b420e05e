//! Where an action die may go ("3. Actions Phase"; "Round Marker D";
//! "Two-Player Game"): free, uncovered die spaces and their costs.

use ruleshelf_engine::{Deserialize, Seat};
use serde::Serialize;

use crate::data::{Data, ROUNDS};
use crate::die::{affordable, pay};
use crate::state::{Phase, PlacedDie, Spot, State};

/// How many die spaces of a vital territory are open: the rightmost is
/// blocked by an empty die tile with 2 players (VIXEN counting as one), and
/// in round 4 the rightmost still open is covered (register A-05).
#[must_use]
pub fn open_vital(d: &Data, s: &State) -> usize {
    let n = d.die_spaces.vital.len();
    n - usize::from(s.participants() <= 2) - usize::from(s.round >= ROUNDS)
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
    /// "2 Players" (or 1 against VIXEN): the rightmost vital space is
    /// blocked by an empty die tile for the whole game.
    TwoPlayers,
    /// "Round Marker D": covered by a placement tile in round 4.
    RoundFour,
}

/// Why vital die space `space` (0 = D1) is closed, if it is; the spaces
/// [`open_vital`] leaves out.
#[must_use]
pub fn vital_closed(d: &Data, s: &State, space: usize) -> Option<Closed> {
    if s.participants() <= 2 && space + 1 == d.die_spaces.vital.len() {
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

/// The spaces a die may go to: every free open space ("place your action
/// die in a free designated space"). Spaces of equal cost are offered each
/// (ruling E-15): the rulebook lets a player choose any of them.
#[must_use]
pub fn offered(spaces: &[Option<PlacedDie>], costs: &[u8], open: usize) -> Vec<u8> {
    offered_by(|i| spaces.get(i).is_some_and(Option::is_none), costs, open)
}

/// Same, with a custom test for a free space.
#[must_use]
pub fn offered_by(free: impl Fn(usize) -> bool, costs: &[u8], open: usize) -> Vec<u8> {
    (0..costs.len().min(open))
        .filter(|i| free(*i))
        .map(|i| i as u8)
        .collect()
}

/// The den spaces offered on `seat`'s den board.
#[must_use]
pub fn den_spaces(d: &Data, s: &State, seat: Seat) -> Vec<u8> {
    let dice = &s.player(seat).den.dice;
    offered_by(
        |i| dice.get(i).is_some_and(Option::is_none),
        &d.die_spaces.den,
        d.die_spaces.den.len(),
    )
}

/// The spaces of [`offered`] whose cost `seat` can pay with the turn's die
/// (and GP once it is empty).
#[must_use]
pub fn affordable_spaces(
    d: &Data,
    s: &State,
    seat: Seat,
    spaces: &[Option<PlacedDie>],
    costs: &[u8],
    open: usize,
) -> Vec<u8> {
    let value = s.turn.map_or(0, |t| t.value);
    let cost = |i: u8| costs.get(usize::from(i)).copied().unwrap_or(0);
    offered(spaces, costs, open)
        .into_iter()
        .filter(|i| affordable(d, s, seat, value, cost(*i)))
        .collect()
}

/// The cost of the die space `spot` names ("pay the cost (if
/// applicable)").
#[must_use]
pub fn cost(d: &Data, spot: Spot) -> u8 {
    let at = |costs: &[u8], i: u8| costs.get(usize::from(i)).copied().unwrap_or(0);
    match spot {
        Spot::Territory { space, .. } => at(&d.die_spaces.vital, space),
        Spot::MountainExplore { space } => at(&d.die_spaces.mountain_explore, space),
        Spot::MountainTiles { space } => at(&d.die_spaces.mountain_tiles, space),
        Spot::Den { space } => at(&d.die_spaces.den, space),
        Spot::Firefox { space } => at(&d.firefox.board.die_spaces, space),
        Spot::Village { space } => at(&d.village.board.die_spaces, space),
        Spot::MountainObjectives | Spot::ActionTile => 0,
    }
}

/// The board die space `spot` names; none for a den's spaces (its owner's),
/// the objective zone and the Action tile (they keep no die).
pub(crate) fn board_space_mut(s: &mut State, spot: Spot) -> Option<&mut Option<PlacedDie>> {
    match spot {
        Spot::Territory { territory, space } => {
            s.territory_mut(territory).dice.get_mut(usize::from(space))
        }
        Spot::MountainExplore { space } => s.mountains.explore.get_mut(usize::from(space)),
        Spot::MountainTiles { space } => s.mountains.tiles.get_mut(usize::from(space)),
        Spot::Firefox { space } => s.firefox.as_mut()?.dice.get_mut(usize::from(space)),
        Spot::Village { space } => s.village.as_mut()?.dice.get_mut(usize::from(space)),
        Spot::Den { .. } | Spot::MountainObjectives | Spot::ActionTile => None,
    }
}

/// Places the turn's die at `spot`: pays the space's cost from it, holds
/// the space for the turn (the value left is written there at the turn's
/// end), and goes on to the fox's move (in a vital territory) or to what
/// the die may buy.
pub(crate) fn put_die(d: &Data, s: &mut State, seat: Seat, spot: Spot) {
    pay(d, s, cost(d, spot));
    if let Some(x) = board_space_mut(s, spot) {
        *x = Some(PlacedDie { seat, value: 0 });
    }
    if let Spot::Den { space } = spot {
        if let Some(x) = s.player_mut(seat).den.dice.get_mut(usize::from(space)) {
            *x = Some(0);
        }
    }
    if let Some(t) = s.turn.as_mut() {
        t.spot = Some(spot);
    }
    s.phase = if matches!(spot, Spot::Territory { .. }) {
        Phase::Move { seat }
    } else {
        Phase::Act { seat }
    };
}

/// Every die space of the boards (the dens aside): the vital territories',
/// the Mountains', and the mini-expansions' boards.
pub fn board_spaces(s: &State) -> impl Iterator<Item = &Option<PlacedDie>> {
    let State {
        territories,
        mountains,
        firefox,
        village,
        ..
    } = s;
    territories
        .iter()
        .flat_map(|t| t.dice.iter())
        .chain(&mountains.explore)
        .chain(&mountains.tiles)
        .chain(firefox.iter().flat_map(|f| f.dice.iter()))
        .chain(village.iter().flat_map(|v| v.dice.iter()))
}

/// The same, to clear them at the reset.
pub(crate) fn board_spaces_mut(s: &mut State) -> impl Iterator<Item = &mut Option<PlacedDie>> {
    let State {
        territories,
        mountains,
        firefox,
        village,
        ..
    } = s;
    territories
        .iter_mut()
        .flat_map(|t| t.dice.iter_mut())
        .chain(&mut mountains.explore)
        .chain(&mut mountains.tiles)
        .chain(firefox.iter_mut().flat_map(|f| f.dice.iter_mut()))
        .chain(village.iter_mut().flat_map(|v| v.dice.iter_mut()))
}
