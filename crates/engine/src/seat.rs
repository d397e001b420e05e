use core::fmt;

use serde::{Deserialize, Serialize};

/// A seat at the table, counted from 0 in clockwise order.
///
/// Seat `n` is to the left of seat `n - 1`; "the next seat" in clockwise
/// play is `n + 1`, wrapping round. In JSON a seat is a plain number.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(tsify::Tsify))]
#[serde(transparent)]
pub struct Seat(pub u8);

impl Seat {
    /// The seat's index, for indexing per-seat vectors.
    #[must_use]
    pub const fn index(self) -> usize {
        self.0 as usize
    }

    /// Every seat of a table of `seats`, in clockwise order from seat 0.
    pub fn all(seats: u8) -> impl Iterator<Item = Seat> {
        (0..seats).map(Seat)
    }

    /// The seat `steps` places clockwise (to the left) of this one, at a
    /// table of `seats`.
    ///
    /// ```
    /// # use ruleshelf_engine::Seat;
    /// assert_eq!(Seat(3).clockwise(1, 4), Seat(0));
    /// assert_eq!(Seat(0).clockwise(-1, 4), Seat(3));
    /// ```
    #[must_use]
    pub fn clockwise(self, steps: i32, seats: u8) -> Seat {
        let n = i32::from(seats);
        Seat((i32::from(self.0) + steps).rem_euclid(n) as u8)
    }
}

impl fmt::Display for Seat {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "seat {}", self.0)
    }
}
