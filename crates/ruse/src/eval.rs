//! A search bot's estimate of where each seat is heading
//! ([`ruleshelf_engine::Game::evaluate`]): the VP it has plus what the
//! end-of-game scoring would give it now.
//!
//! A seat: its VP, plus [`final_score`] computed now (the star, the hunting
//! collection, the kits outside the den, the common objectives), less half
//! the penalties of the private objectives still in its hand (it may yet
//! fulfil them), plus a little for its GP. VIXEN, when it plays: its VP
//! plus its own end-of-game scoring now ([`crate::vixen::final_score`]).

use ruleshelf_engine::bot::evaluate::rewards_from_scores;
use ruleshelf_engine::Seat;

use crate::data::Data;
use crate::end_game::final_score;
use crate::state::State;

/// Points of lead at which a seat counts about three quarters sure to beat
/// an opponent.
pub const SPREAD: f64 = 4.0;

/// VP a GP is worth as a means.
const GP: f64 = 0.2;
/// The share of an open objective's penalty counted before the end.
const OPEN_PENALTY: f64 = 0.5;

/// The VP `seat` is heading for.
#[must_use]
pub fn heading(d: &Data, s: &State, seat: Seat) -> f64 {
    let f = final_score(d, s, seat);
    let gp = s.players.get(seat.index()).map_or(0, |p| p.gp);
    f64::from(s.vp(seat)) + f64::from(f.star + f.hunting + f.kits + f.common)
        - OPEN_PENALTY * f64::from(f.penalties)
        + GP * f64::from(gp)
}

/// VIXEN's VP and its end-of-game scoring now (`None` without VIXEN).
#[must_use]
pub fn vixen_heading(d: &Data, s: &State) -> Option<f64> {
    let colour = crate::vixen::colour(s)?;
    let end = crate::vixen::final_score(d, s).map_or(0, |f| f.total());
    Some(f64::from(s.vp(colour)) + f64::from(end))
}

/// Every seat's estimated reward, into `out` (VIXEN counts as one more
/// participant).
pub fn evaluate(d: &Data, s: &State, out: &mut Vec<f64>) {
    let seats = s.seats();
    let mut scores: Vec<f64> = Seat::all(seats).map(|x| heading(d, s, x)).collect();
    scores.extend(vixen_heading(d, s));
    rewards_from_scores(&scores, usize::from(seats), SPREAD, out);
}
