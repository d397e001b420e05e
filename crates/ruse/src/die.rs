//! "Spend Your Action Die's Value": a placed die's value is a budget; at 0
//! it is covered with an empty die tile for 2 GP, and only then may GP pay
//! what is missing.

use ruleshelf_engine::Seat;

use crate::bonus::{gain_gp, lose_gp};
use crate::data::Data;
use crate::state::State;

/// Whether the turn's die (showing `value`) plus GP can pay `cost`: the die
/// first, its emptying bonus, then GP.
#[must_use]
pub fn affordable(d: &Data, s: &State, seat: Seat, value: u8, cost: u8) -> bool {
    if cost <= value {
        return true;
    }
    let empty_bonus = if value > 0 {
        d.collection.empty_die_gp
    } else {
        0
    };
    let gp = s
        .player(seat)
        .gp
        .saturating_add(empty_bonus)
        .min(crate::bonus::MAX_GP);
    cost - value <= gp
}

/// Pays `cost` from the turn's die, then GP.
pub(crate) fn pay(d: &Data, s: &mut State, cost: u8) {
    let Some(turn) = s.turn else { return };
    let seat = turn.seat;
    let value = turn.value;
    let left = value.saturating_sub(cost);
    let short = cost.saturating_sub(value);
    set_value(d, s, left);
    if short > 0 {
        lose_gp(s, seat, short);
    }
}

/// Sets the turn's die to `value`; reaching 0 from above gains the empty
/// die's 2 GP, once.
pub(crate) fn set_value(d: &Data, s: &mut State, value: u8) {
    let Some(turn) = s.turn.as_mut() else { return };
    let was = turn.value;
    turn.value = value;
    let seat = turn.seat;
    if was > 0 && value == 0 {
        gain_gp(s, seat, d.collection.empty_die_gp);
    }
}
