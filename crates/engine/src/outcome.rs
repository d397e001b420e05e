use serde::{Deserialize, Serialize};

use crate::Seat;

/// How a finished game ended, per seat.
///
/// `ranks[s]` is seat `s`'s place (1 is best; tied seats share a place),
/// `scores[s]` its score in the game's own terms (Ruleta Rusa has none beyond
/// survival and reports the place reversed), and `winners` the seats that
/// won.
///
/// A game may have a participant that is not a seat: an automated opponent
/// the rules play themselves (RUSE's VIXEN, Rurik's solo rebels). Its score
/// follows the seats' in `scores` (which is then longer than `ranks`), the
/// seats' places count it (a seat it beat ranks one place lower), it shares
/// no place, and when it comes first no seat wins.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(tsify::Tsify))]
pub struct Outcome {
    pub winners: Vec<Seat>,
    pub ranks: Vec<u8>,
    pub scores: Vec<i32>,
}

impl Outcome {
    /// Ranks from scores, higher is better, ties sharing the better place.
    ///
    /// ```
    /// # use ruleshelf_engine::{Outcome, Seat};
    /// let o = Outcome::from_scores(vec![5, 9, 5]);
    /// assert_eq!(o.ranks, vec![2, 1, 2]);
    /// assert_eq!(o.winners, vec![Seat(1)]);
    /// ```
    #[must_use]
    pub fn from_scores(scores: Vec<i32>) -> Outcome {
        let ranks: Vec<u8> = scores
            .iter()
            .map(|s| 1 + scores.iter().filter(|o| *o > s).count() as u8)
            .collect();
        let winners = ranks
            .iter()
            .enumerate()
            .filter(|(_, r)| **r == 1)
            .map(|(i, _)| Seat(i as u8))
            .collect();
        Outcome {
            winners,
            ranks,
            scores,
        }
    }

    /// The reward a search bot maximises for `seat`: 1 for a sole win, less
    /// for a shared or lower place, 0 for last, among every participant
    /// (an automated opponent's score counts as one more).
    ///
    /// ```
    /// # use ruleshelf_engine::{Outcome, Seat};
    /// // One seat against an automated opponent that scored 40: it lost.
    /// let lost = Outcome { winners: vec![], ranks: vec![2], scores: vec![31, 40] };
    /// assert_eq!(lost.reward(Seat(0)), 0.0);
    /// // Two seats and the opponent: second of three.
    /// let second = Outcome { winners: vec![Seat(1)], ranks: vec![2, 1], scores: vec![45, 50, 40] };
    /// assert_eq!(second.reward(Seat(0)), 0.5);
    /// ```
    #[must_use]
    pub fn reward(&self, seat: Seat) -> f64 {
        let places = self.ranks.len().max(self.scores.len());
        if places < 2 {
            return if self.winners.contains(&seat) {
                1.0
            } else {
                0.0
            };
        }
        let rank = f64::from(self.ranks[seat.index()]);
        let sharing = self
            .ranks
            .iter()
            .filter(|r| **r == self.ranks[seat.index()])
            .count() as f64;
        // Average of the places the tied seats occupy, mapped to 1.0 (first) .. 0.0 (last).
        let mean_place = rank + (sharing - 1.0) / 2.0;
        (places as f64 - mean_place) / (places as f64 - 1.0)
    }
}
