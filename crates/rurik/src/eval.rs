//! A search bot's estimate of where each side is heading
//! ([`ruleshelf_engine::Game::evaluate`]): the VP the final scoring
//! would give now, plus the VP within reach, and the playouts' preference
//! for actions that score ([`ruleshelf_engine::Game::playout_weight`]).
//!
//! The estimate of a seat: its final score now ([`final_score`]: claim
//! tracks, warfare, accomplished deeds, agenda if met, VP tokens), plus
//! the claim levels it meets now above its markers (the next claim phase
//! moves them up, and they never go down), plus half the VP of the deeds
//! in its hand whose needs it meets (their cost is still due), plus a
//! little for what buys VP later: coins, goods and units on the map. The
//! rebels of a solo game: their final score now ([`rebel_score`]: coins
//! and goods already count there) plus the claim levels they meet now.

use ruleshelf_engine::bot::evaluate::rewards_from_scores;
use ruleshelf_engine::Seat;

use crate::action::Action;
use crate::claim::{current_levels, level_vp};
use crate::data::{data, Good};
use crate::deeds::met;
use crate::map::units_on_map;
use crate::scoring::final_score;
use crate::solo::is_rebels;
use crate::solo::scoring::rebel_score;
use crate::state::State;

/// Points of lead at which a seat counts about three quarters sure to beat
/// an opponent (see [`ruleshelf_engine::bot::evaluate::lead_share`]).
pub const SPREAD: f64 = 4.0;

/// Weight of the claim levels met now but not yet claimed.
const UNCLAIMED: f64 = 0.8;
/// Weight of the VP of a deed in hand whose needs are met.
const DEED_IN_REACH: f64 = 0.5;
/// VP a coin, a good and a unit on the map are worth as a means.
const COIN: f64 = 0.2;
const GOOD: f64 = 0.2;
const UNIT: f64 = 0.15;

/// The VP `side` is heading for.
#[must_use]
pub fn heading(state: &State, side: Seat) -> f64 {
    let d = data();
    let p = &state.players[side.index()];
    let current = current_levels(state, side, &d.claim);
    let unclaimed: u8 = current
        .iter()
        .zip(&p.claims)
        .map(|(now, claimed)| {
            level_vp(&d.claim, (*now).max(*claimed)).saturating_sub(level_vp(&d.claim, *claimed))
        })
        .sum();
    let unclaimed = UNCLAIMED * f64::from(unclaimed);
    if is_rebels(state, side) {
        return f64::from(rebel_score(state).total) + unclaimed;
    }
    let now = f64::from(final_score(state, side).total);
    let deeds: u8 = p
        .deeds
        .iter()
        .filter_map(|x| d.deeds.get(x.index()))
        .filter(|card| card.needs.iter().all(|n| met(state, side, n)))
        .map(|card| card.vp)
        .sum();
    let goods: u16 = Good::ALL.iter().map(|g| u16::from(p.goods(*g))).sum();
    now + unclaimed
        + DEED_IN_REACH * f64::from(deeds)
        + COIN * f64::from(p.coins)
        + GOOD * f64::from(goods)
        + UNIT * f64::from(units_on_map(state, side))
}

/// Every seat's estimated reward (see the module's doc), into `out`.
pub fn evaluate(state: &State, out: &mut Vec<f64>) {
    let sides = state.sides();
    let scores: Vec<f64> = Seat::all(sides).map(|s| heading(state, s)).collect();
    rewards_from_scores(&scores, usize::from(state.options.seats), SPREAD, out);
}

/// A playout's preference for `action`: deeds and structures score, action
/// points spent on the map lead to claims, and ending a turn or taking a
/// coin instead of points rarely helps.
#[must_use]
pub fn playout_weight(action: &Action) -> u32 {
    match action {
        Action::AccomplishDeed { .. } | Action::DefeatFaction { .. } => 40,
        Action::TakePoints { .. } => 12,
        Action::Build { .. } | Action::BuildEpic { .. } => 8,
        Action::Attack { .. } | Action::Tax { .. } | Action::Muster { .. } => 6,
        Action::Move { .. } | Action::CrossFort { .. } => 3,
        Action::EndTurn { .. } | Action::TakeCoin { .. } | Action::Forfeit { .. } => 1,
        _ => 4,
    }
}
