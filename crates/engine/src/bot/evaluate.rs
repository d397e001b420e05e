//! Turning a game's scores into the rewards a search backs up.
//!
//! A game's [`Game::evaluate`](crate::Game::evaluate) estimates, for a
//! position whose game is not over, the reward each seat is heading for.
//! Most games estimate a score per participant (VP now plus VP within
//! reach) and turn the scores into rewards with [`rewards_from_scores`]:
//! the same scale as [`Outcome::reward`](crate::Outcome::reward), where a
//! seat's reward is the share of the other participants it beats.

/// The chance-like share of a lead `d` (in the game's points) against one
/// opponent: 0.5 at a tie, towards 1 as the lead grows past `spread`,
/// towards 0 as the deficit does: `0.5 + 0.5 · d / (|d| + spread)`. Only
/// `+ - * /`, so it is the same on every platform.
#[must_use]
pub fn lead_share(d: f64, spread: f64) -> f64 {
    let spread = if spread > 0.0 { spread } else { 1.0 };
    0.5 + 0.5 * d / (d.abs() + spread)
}

/// Per-seat rewards from per-participant scores.
///
/// `scores` holds one estimated score per seat, then one per automated
/// opponent the rules play (RUSE's VIXEN, Rurik's rebels), as
/// [`Outcome::scores`](crate::Outcome::scores) does. Seat `s`'s reward is
/// the mean over every other participant of [`lead_share`] of its lead
/// over that participant: 1 far ahead of everyone, 0 far behind. `out` is
/// cleared and given `seats` rewards (0.5 each with a single participant).
///
/// ```
/// # use ruleshelf_engine::bot::evaluate::rewards_from_scores;
/// let mut out = Vec::new();
/// // One seat, 10 VP, against an automated opponent heading for 30.
/// rewards_from_scores(&[10.0, 30.0], 1, 5.0, &mut out);
/// assert!(out[0] < 0.15);
/// // Two seats level, the third far behind.
/// rewards_from_scores(&[20.0, 20.0, 5.0], 3, 5.0, &mut out);
/// assert!(out[0] == out[1] && out[0] > 0.6 && out[2] < 0.2);
/// ```
pub fn rewards_from_scores(scores: &[f64], seats: usize, spread: f64, out: &mut Vec<f64>) {
    out.clear();
    let others = scores.len().saturating_sub(1);
    for s in 0..seats {
        let Some(mine) = scores.get(s) else {
            out.push(0.5);
            continue;
        };
        if others == 0 {
            out.push(0.5);
            continue;
        }
        let sum: f64 = scores
            .iter()
            .enumerate()
            .filter(|(o, _)| *o != s)
            .map(|(_, theirs)| lead_share(mine - theirs, spread))
            .sum();
        out.push(sum / others as f64);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_lead_is_worth_more_than_a_tie_and_a_tie_is_half() {
        assert_eq!(lead_share(0.0, 4.0), 0.5);
        assert!(lead_share(4.0, 4.0) > 0.7);
        assert!(lead_share(-4.0, 4.0) < 0.3);
        assert!(lead_share(1e9, 4.0) <= 1.0 && lead_share(-1e9, 4.0) >= 0.0);
    }

    #[test]
    fn rewards_are_the_share_of_participants_beaten() {
        let mut out = Vec::new();
        rewards_from_scores(&[30.0, 10.0, 20.0], 3, 0.001, &mut out);
        assert!((out[0] - 1.0).abs() < 1e-3);
        assert!(out[1].abs() < 1e-3);
        assert!((out[2] - 0.5).abs() < 1e-3);
    }
}
