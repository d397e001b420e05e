//! "End of Game": each seat scores the sum of its goals, or — with a goal
//! of each of the six domains — twice the best goal of each domain minus 1
//! for every other goal, whichever is higher (ruling 9).

use ruleshelf_engine::{Deserialize, Seat};
use serde::Serialize;

use crate::cards::{Domain, Goal};
use crate::state::State;

/// A seat's final score and both ways of reckoning it, in points.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(
    feature = "ts",
    derive(tsify::Tsify),
    tsify(type_prefix = "RuseAndBruise")
)]
#[serde(rename_all = "camelCase")]
pub struct FinalScore {
    pub seat: Seat,
    /// The sum of the goals won.
    pub sum: i32,
    /// The six-domain reckoning, when the seat has all six domains.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", tsify(optional))]
    pub six_domains: Option<i32>,
    /// The higher of the two.
    pub score: i32,
}

/// The score of a seat that won `goals`.
#[must_use]
pub fn score_goals(seat: Seat, goals: &[Goal]) -> FinalScore {
    let sum = goals.iter().map(|g| i32::from(g.value)).sum();
    let best: Option<Vec<i32>> = Domain::ALL
        .iter()
        .map(|d| {
            goals
                .iter()
                .filter(|g| g.domain == *d)
                .map(|g| i32::from(g.value))
                .max()
        })
        .collect();
    let six_domains = best.map(|best| 2 * best.iter().sum::<i32>() - (goals.len() as i32 - 6));
    let score = six_domains.map_or(sum, |six| six.max(sum));
    FinalScore {
        seat,
        sum,
        six_domains,
        score,
    }
}

/// Every seat's final score, in seat order.
#[must_use]
pub fn final_scores(state: &State) -> Vec<FinalScore> {
    state
        .players
        .iter()
        .enumerate()
        .map(|(i, p)| score_goals(Seat(i as u8), &p.won))
        .collect()
}
