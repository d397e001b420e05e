use core::ops::Range;

use serde::{Deserialize, Serialize};

use crate::Seat;

/// One line of a game's event log: what happened, and who may see it.
///
/// `to: None` is public; `to: Some(seat)` is addressed to that seat only (the
/// card it drew, the order it chose). A private fact usually comes with a
/// public entry that tells everyone else as much as they may know.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(tsify::Tsify))]
pub struct Entry<E> {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub to: Option<Seat>,
    pub event: E,
}

impl<E> Entry<E> {
    /// Whether `viewer` (a seat, or `None` for a spectator) may see it.
    #[must_use]
    pub fn visible_to(&self, viewer: Option<Seat>) -> bool {
        match self.to {
            None => true,
            Some(seat) => viewer == Some(seat),
        }
    }
}

/// The entries one `apply` added to the state's log: a range into it.
#[derive(Clone, Debug, PartialEq, Eq)]
#[must_use]
pub struct Events(pub Range<usize>);

impl Events {
    /// The entries themselves, read from the state's log.
    pub fn of<'a, E>(&self, log: &'a [Entry<E>]) -> &'a [Entry<E>] {
        &log[self.0.clone()]
    }
}
