//! Rebel scoring and the winner of a solo game.
//!
//! "The rebels do not score points for deed and agenda cards":
//! development tracks and warfare as normal; "1 victory point for every 3
//! coins, rounding up"; "1 victory point for every 3 goods and/or special
//! trade tokens on the rebels' dock (not on the boat), rounding up"; and
//! the victory point tokens they earned (warfare rewards, releases, the
//! epic cards they take).
//!
//! The winner: the higher score. A tie goes to whoever rules more regions
//! (the seed: the rebel leaders' round-4 moves "may affect determining the
//! winner in the event of a tie (on the region ownership condition)"),
//! then to the more coins, the rebels' counting none ("coins scored in
//! this way are not counted when determining the winner in the event of a
//! tie"); else it is shared.

use ruleshelf_engine::{Outcome, Seat};

use super::{REBELS, YOU};
use crate::claim::level_vp;
use crate::data::data;
use crate::map::ruler;
use crate::scoring::{warfare_vp, FinalScore};
use crate::state::State;

/// "1 victory point for every 3", rounding up.
pub const PER_VP: u16 = 3;

fn rounded_up(n: u16) -> u8 {
    n.div_ceil(PER_VP).min(u16::from(u8::MAX)) as u8
}

/// The rebels' final score, part by part.
#[must_use]
pub fn rebel_score(state: &State) -> FinalScore {
    let d = data();
    let p = &state.players[REBELS.index()];
    let claims: u8 = p.claims.iter().map(|l| level_vp(&d.claim, *l)).sum();
    let warfare = warfare_vp(state, REBELS);
    let coins_vp = rounded_up(p.coins);
    let dock: u16 = p.dock.iter().map(|n| u16::from(*n)).sum::<u16>() + u16::from(p.boons);
    let goods_vp = rounded_up(dock);
    let total = claims
        .saturating_add(warfare)
        .saturating_add(p.vp_tokens)
        .saturating_add(coins_vp)
        .saturating_add(goods_vp);
    FinalScore {
        claims,
        warfare,
        deeds: 0,
        agenda: 0,
        vp_tokens: p.vp_tokens,
        total,
        coins: p.coins,
        coins_vp,
        goods_vp,
    }
}

/// Regions `seat` rules.
fn ruled(state: &State, seat: Seat) -> usize {
    state
        .in_play()
        .filter(|r| ruler(state, *r) == Some(seat))
        .count()
}

/// You win, share or lose against the rebels; `scores` are yours and
/// theirs, in that order (an [`Outcome`]'s scores after the seats').
#[must_use]
pub fn outcome(state: &State, scores: &[FinalScore]) -> Outcome {
    let (Some(you), Some(rebels)) = (scores.first(), scores.get(1)) else {
        return Outcome {
            winners: Vec::new(),
            ranks: vec![1],
            scores: Vec::new(),
        };
    };
    let yours = (you.total, ruled(state, YOU), you.coins);
    let theirs = (rebels.total, ruled(state, REBELS), 0);
    let won = yours >= theirs;
    Outcome {
        winners: if won { vec![YOU] } else { Vec::new() },
        ranks: vec![if won { 1 } else { 2 }],
        scores: vec![i32::from(you.total), i32::from(rebels.total)],
    }
}
