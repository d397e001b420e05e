//! The rebels' development phase (the claim phase), and their leader's
//! round end.
//!
//! "Determine the new rebel priority by checking the conditions below one
//! after another": you occupy more regions than the rebels (sword and
//! boot); else you have more adjacent regions with structures (hammer);
//! else more goods in your boat (goods); else the column marked with the
//! round symbol (the board's starting priority). Then "for each track on
//! which you are ahead of the rebels, remove the top coin from the current
//! priority column ... (only after rounds 1-3)". Their claim markers move
//! up as a player's; income is as a player's; they take no deed cards.
//!
//! Round end ("at the end of the Development Phase in each round,
//! including the 4th"): Sviatopolk musters a rebel into his region; Gleb
//! and Maria move to the region of a newly revealed inheritance card.

use super::board::{board, unlock};
use super::data::{EndOfRound, Lead, Priority};
use super::{leader_card, solo_data, REBELS, YOU};
use crate::event::Event;
use crate::map::{largest_group, occupies, structure_regions};
use crate::muster::place_troop;
use crate::state::State;

/// What `lead` measures for `seat`.
#[must_use]
pub fn measure(state: &State, seat: ruleshelf_engine::Seat, lead: Lead) -> u8 {
    match lead {
        Lead::RegionsOccupied => state
            .in_play()
            .filter(|r| occupies(state, seat, *r))
            .count() as u8,
        Lead::StructureRegions => largest_group(structure_regions(state, seat, None)),
        Lead::BoatGoods => state.players[seat.index()].boat.iter().sum(),
    }
}

/// The new priority: the first whose measure you lead the rebels in, else
/// the board's starting one.
#[must_use]
pub fn new_priority(state: &State) -> Priority {
    solo_data()
        .priorities
        .iter()
        .find(|p| measure(state, YOU, p.lead) > measure(state, REBELS, p.lead))
        .map(|p| p.priority)
        .or_else(|| board(state).map(|b| b.start))
        .unwrap_or_default()
}

/// Hook of the claim phase, once the claim markers moved (rounds 1–3):
/// the new priority, then a bonus unlocked per track you lead.
pub fn development(state: &mut State) {
    if state.solo.is_none() {
        return;
    }
    let priority = new_priority(state);
    if let Some(s) = state.solo.as_mut() {
        s.priority = priority;
    }
    state.log(Event::RebelPriority { priority });
    let (yours, theirs) = (
        state.players[YOU.index()].claims.clone(),
        state.players[REBELS.index()].claims.clone(),
    );
    for (y, r) in yours.iter().zip(&theirs) {
        if y > r {
            unlock(state);
        }
    }
}

/// Hook of the round's end (also after round 4): the rebel leader's
/// end-of-round effect. A leader off the board does nothing.
pub fn round_end(state: &mut State) {
    let Some(card) = leader_card(state) else {
        return; // not a solo game: the hook is neutral
    };
    let Some(at) = state.players[REBELS.index()].leader_at else {
        return; // the rule's outcome: a leader off the board does nothing
    };
    match card.end_of_round {
        Some(EndOfRound::Muster) => place_troop(state, REBELS, at),
        Some(EndOfRound::Inheritance) => {
            if let Some(to) = crate::rebels::reveal_inheritance(state) {
                if to != at {
                    crate::movement::shift(state, REBELS, at, to, true, 0);
                }
            }
        }
        None => {}
    }
}
