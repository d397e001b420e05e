//! "1. Destiny Phase - Beginning of the Round" and the round effects
//! ("Round Marker").

use crate::bonus::grant_all;
use crate::data::Data;
use crate::event::Event;
use crate::state::State;

/// Starts round `s.round`: the round's dice, turn-order bonuses, the
/// destiny tile and the hunter, the destiny die; then the first turn.
pub(crate) fn start_round(d: &Data, s: &mut State) {
    // "2nd Round: Gain an additional action die"; "3rd Round: … once you
    // send 2 kits … gain an additional action die".
    let round = s.round;
    for seat in s.turn_order.clone() {
        let outside = s.kits_outside(seat);
        let p = s.player_mut(seat);
        if round >= d.fourth_die.from_round && !p.fourth_die && outside >= d.fourth_die.kits_outside
        {
            p.fourth_die = true;
        }
        p.dice = if round == 1 { 2 } else { 3 }
            + u8::from(p.fourth_die && round >= d.fourth_die.from_round);
        p.dice_used = 0;
    }
    // Turn-order tiles, resolved in turn order (owed choices are resolved
    // newest first, so grant from the last position back). "VIXEN does not
    // collect turn order bonuses."
    let positions = crate::setup::positions(d, s.participants()).to_vec();
    let order = crate::vixen::order(s);
    for (i, pos) in positions.iter().enumerate().rev() {
        let Some(seat) = order
            .get(usize::from(*pos))
            .copied()
            .filter(|x| !crate::vixen::is(s, *x))
        else {
            continue;
        };
        let Some(tile) = s
            .turn_order_tiles
            .get(i)
            .and_then(|t| d.turn_order_tiles.get(usize::from(*t)))
        else {
            continue;
        };
        let bonus = tile.bonus.clone();
        grant_all(d, s, seat, &bonus, None);
    }
    // The first player reveals the destiny tile and places the hunter.
    if let Some(tile) = s.destiny_stack.pop() {
        s.destiny_tile = tile;
        s.destiny_revealed.push(tile);
        if let Some(t) = d.destiny_tiles.get(usize::from(tile)) {
            s.hunter = t.hunter_start;
        }
    }
    // The second player rolls the destiny die.
    let value = s.rng.below(6) as u8 + 1;
    s.destiny_value = value;
    s.night = d.destiny_die.night[usize::from(value - 1)];
    s.log(Event::Round {
        round,
        destiny_tile: s.destiny_tile,
        destiny_value: value,
        night: s.night,
        hunter: s.hunter,
    });
    crate::turn::next_turn(d, s, None);
}
