//! The states the package holds between calls, by slot.
//!
//! The JS entry decides which slot each state goes to and remembers which
//! state object is in which slot, so that a state crosses the boundary once
//! and later calls on it (`legalActions`, `apply`, `view`, ...) name only
//! its slot. A slot is overwritten only by a call that succeeded.

use std::cell::RefCell;

use ruleshelf_engine::RulesError;

use crate::entry::Held;

/// How many slots there may be; the JS entry uses fewer.
pub const SLOTS: u32 = 1024;

thread_local! {
    static HELD: RefCell<Vec<Option<Box<dyn Held>>>> = const { RefCell::new(Vec::new()) };
}

/// Holds `state` in `slot`, in place of what was there.
pub fn put(slot: u32, state: Box<dyn Held>) -> Result<(), RulesError> {
    if slot >= SLOTS {
        return Err(RulesError::invalid_state(format!(
            "there is no slot {slot} (slots are 0 to {})",
            SLOTS - 1
        )));
    }
    HELD.with_borrow_mut(|held| {
        let slot = slot as usize;
        if held.len() <= slot {
            held.resize_with(slot + 1, || None);
        }
        held[slot] = Some(state);
    });
    Ok(())
}

/// `f` of the state held in `slot`.
pub fn with<R>(
    slot: u32,
    f: impl FnOnce(&dyn Held) -> Result<R, RulesError>,
) -> Result<R, RulesError> {
    HELD.with_borrow(|held| match held.get(slot as usize) {
        Some(Some(state)) => f(state.as_ref()),
        _ => Err(RulesError::invalid_state(format!(
            "no state is held in slot {slot}"
        ))),
    })
}
