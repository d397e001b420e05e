//! The turn: "2. Collection Phase" (roll, GP, the destiny bonus), the
//! placement that starts "3. Actions Phase", and the turn's end.

use ruleshelf_engine::Seat;

use crate::bonus::{gain_gp, grant_all, take_cheese};
use crate::data::Data;
use crate::event::Event;
use crate::ids::{Instinct, RuseTile};
use crate::state::{Phase, PlacedDie, Spot, State, Turn};

/// The GP a collection roll of `value` gives `seat`, with the instinct and
/// the Ruse of sixes.
#[must_use]
pub fn collection_gp(d: &Data, s: &State, seat: Seat, value: u8) -> u8 {
    let p = s.player(seat);
    let base = d
        .collection
        .gp_by_roll
        .get(usize::from(value.saturating_sub(1)))
        .copied()
        .unwrap_or(0);
    let instinct = u8::from(p.has_instinct(Instinct::RichCollection));
    let sixes = if value == 6 && p.has_ruse(RuseTile::Sixes) {
        2
    } else {
        0
    };
    base + instinct + sixes
}

/// Starts `seat`'s turn; it rolls at once, or once the choices still owed
/// (a turn-order tile's, a starting bonus) are made.
pub(crate) fn start_turn(d: &Data, s: &mut State, seat: Seat) {
    s.player_mut(seat).dice_used += 1;
    s.turn = Some(Turn {
        seat,
        rolled: false,
        value: 0,
        spot: None,
        used: 0,
        once: false,
    });
    s.phase = Phase::Place { seat };
    if s.pending.is_empty() {
        roll(d, s);
    }
}

/// "On your turn: roll an action die and collect the corresponding growth
/// points"; on a match with the destiny die, the destiny tile's bonus.
pub(crate) fn roll(d: &Data, s: &mut State) {
    let Some(turn) = s.turn.filter(|t| !t.rolled) else {
        return;
    };
    let seat = turn.seat;
    let value = s.rng.below(6) as u8 + 1;
    let gp = collection_gp(d, s, seat, value);
    gain_gp(s, seat, gp);
    s.log(Event::Rolled { seat, value, gp });
    s.turn = Some(Turn {
        rolled: true,
        value,
        ..turn
    });
    if value == s.destiny_value {
        if let Some(tile) = d.destiny_tiles.get(usize::from(s.destiny_tile)) {
            let bonus = tile.bonus.clone();
            grant_all(d, s, seat, &bonus, None);
        }
    }
}

/// Ends the turn in progress: claims common objectives, takes the cheese on
/// a cheese space of the VP track, leaves the die with its value, and
/// passes to the next seat with a die left.
pub(crate) fn end_turn(d: &Data, s: &mut State) {
    let Some(turn) = s.turn.take() else { return };
    let seat = turn.seat;
    crate::objectives::claim_common(d, s, seat);
    cheese_space(d, s, seat);
    if let Some(spot) = turn.spot {
        if let Some(x) = crate::placement::board_space_mut(s, spot) {
            *x = Some(PlacedDie {
                seat,
                value: turn.value,
            });
        }
        if let Spot::Den { space } = spot {
            if let Some(x) = s.player_mut(seat).den.dice.get_mut(usize::from(space)) {
                *x = Some(turn.value);
            }
        }
    }
    next_turn(d, s, Some(seat));
}

/// "If a player ends their turn … on a cheese space of the victory point
/// track, they collect the cheese" (VIXEN too).
pub(crate) fn cheese_space(d: &Data, s: &mut State, seat: Seat) {
    if d.vp_track.cheese_spaces.contains(&(s.vp(seat) % 100)) {
        take_cheese(s, seat);
    }
}

/// The next in turn order after `after` (from the first when `None`) that
/// has a die left takes its turn (VIXEN too, in its place); with none, the
/// round ends.
pub(crate) fn next_turn(d: &Data, s: &mut State, after: Option<Seat>) {
    let order = crate::vixen::order(s);
    let start = after
        .and_then(|a| order.iter().position(|x| *x == a))
        .map_or(0, |i| i + 1);
    let n = order.len();
    let next = (0..n).map(|k| order[(start + k) % n]).find(|seat| {
        if crate::vixen::is(s, *seat) {
            return crate::vixen::has_turn(d, s);
        }
        let p = s.player(*seat);
        p.dice_used < p.dice
    });
    match next {
        Some(seat) if crate::vixen::is(s, seat) => crate::vixen::turn::begin_turn(d, s),
        Some(seat) => start_turn(d, s, seat),
        None => crate::round_end::begin(d, s),
    }
}
