//! The rebel board: the bonuses on its left, covered by coins at setup
//! ("These are bonuses that become available to the rebels during the
//! game, when revealed"; uncovered ones are available from the start), and
//! the dock its coins go to.
//!
//! Unlocking a bonus: "move the top coin from the column of the current
//! priority on the rebel board to the dock ... If there are no coins in the
//! current priority column, instead move the top coin from the leftmost
//! column that still has coins." The coin is the rebels' from then on.

use super::data::{BonusSpace, RebelBoard};
use super::{solo_data, REBELS};
use crate::data::Banner;
use crate::event::Event;
use crate::gains::coins;
use crate::state::State;

/// The rebels' board (of the game's level).
#[must_use]
pub fn board(state: &State) -> Option<&'static RebelBoard> {
    solo_data().board(state.options.level().number())
}

/// Whether a coin still covers a bonus.
#[must_use]
pub fn any_locked(state: &State) -> bool {
    state
        .solo
        .as_ref()
        .is_some_and(|s| s.locked.iter().flatten().any(|l| *l))
}

/// Unlocks the next bonus (see the module's doc); returns whether one was.
pub fn unlock(state: &mut State) -> bool {
    let Some(solo) = state.solo.as_mut() else {
        return false;
    };
    let first = solo.priority.index();
    let column = std::iter::once(first)
        .chain(0..solo.locked.len())
        .find(|c| solo.locked.get(*c).is_some_and(|col| col.contains(&true)));
    let Some(column) = column else {
        return false;
    };
    let Some(space) = solo.locked[column].iter().position(|l| *l) else {
        return false;
    };
    solo.locked[column][space] = false;
    state.log(Event::BonusUnlocked {
        column: column as u8,
        space: space as u8,
    });
    coins(state, REBELS, 1);
    true
}

/// The bonuses available to the rebels (uncovered) whose symbol matches
/// `banner`, left column first, each top to bottom: `(column, space,
/// bonus)`.
#[must_use]
pub fn matching(state: &State, banner: Banner) -> Vec<(u8, u8, &'static BonusSpace)> {
    let (Some(solo), Some(board)) = (state.solo.as_ref(), board(state)) else {
        return Vec::new();
    };
    let mut out = Vec::new();
    for (c, spaces) in board.columns.iter().enumerate() {
        for (s, space) in spaces.iter().enumerate() {
            let covered = solo
                .locked
                .get(c)
                .and_then(|col| col.get(s))
                .copied()
                .unwrap_or(true);
            if !covered && space.trigger == banner {
                out.push((c as u8, s as u8, space));
            }
        }
    }
    out
}
