//! Releasing Captives: "At the start of the Claim Phase (before Step A),
//! you must release captives from your dungeon and earn rewards from the
//! supply": any leader for 2 victory point tokens, each set of two troops
//! or rebels for 2; a single one stays. Troops go back to their owners'
//! supply, rebels beside your household mat (still defeated rebels).
//!
//! Seats release in turn order. With three troops and rebels, not all
//! alike, the jailer chooses the one that stays ([`Phase::Release`]).

use ruleshelf_engine::Seat;

use super::Captive;
use crate::action::Action;
use crate::data::data;
use crate::event::Event;
use crate::gains::vp_tokens;
use crate::state::{Phase, State};

/// The kinds of troops and rebels in `seat`'s dungeon, once each (the
/// captive that may stay): `Some(owner)` for a troop, `None` for a rebel.
#[must_use]
pub fn kinds(state: &State, seat: Seat) -> Vec<Option<Seat>> {
    let mut out: Vec<Option<Seat>> = Vec::new();
    for c in super::dungeon(state, seat)
        .iter()
        .filter(|c| !c.is_leader())
    {
        if !out.contains(&c.owner()) {
            out.push(c.owner());
        }
    }
    out
}

/// Releases every seat's captives from `seat` on in turn order; stops at
/// a seat that must choose (and returns false), else returns true.
pub fn release_from(state: &mut State, seat: Seat) -> bool {
    if state.warfare.is_none() {
        return true;
    }
    let mut next = Some(seat);
    while let Some(s) = next {
        let small = super::dungeon(state, s)
            .iter()
            .filter(|c| !c.is_leader())
            .count();
        if small % 2 == 1 && small > 1 && kinds(state, s).len() > 1 {
            state.phase = Phase::Release { seat: s };
            return false;
        }
        let stays = kinds(state, s).first().copied().flatten();
        release(state, s, stays);
        next = state.next_in_order(s);
    }
    true
}

/// The choices of [`Phase::Release`].
pub fn legal(state: &State, seat: Seat, out: &mut Vec<Action>) {
    out.extend(
        kinds(state, seat)
            .into_iter()
            .map(|owner| Action::KeepCaptive { seat, owner }),
    );
}

/// `seat` keeps one captive of kind `stays` (an odd one out) and releases
/// the rest; the other seats follow, then the claim phase goes on.
pub fn keep(state: &mut State, seat: Seat, stays: Option<Seat>) {
    release(state, seat, stays);
    let done = match state.next_in_order(seat) {
        Some(next) => release_from(state, next),
        None => true,
    };
    if done {
        crate::claim::after_release(state);
    }
}

/// Releases `seat`'s leaders and its troops and rebels in sets of two;
/// with an odd number, one of kind `stays` remains.
fn release(state: &mut State, seat: Seat, stays: Option<Seat>) {
    let ransom = &data().warfare.ransom;
    let Some(cells) = crate::warfare::dungeon_mut(state, seat) else {
        unreachable!("captives are released only with Module B on");
    };
    let small = cells.iter().filter(|c| !c.is_leader()).count();
    let mut kept = None;
    if small % 2 == 1 {
        if let Some(at) = cells
            .iter()
            .rposition(|c| !c.is_leader() && c.owner() == stays)
        {
            kept = Some(cells.remove(at));
        }
    }
    let freed = std::mem::take(cells);
    cells.extend(kept);
    let mut vp = 0u8;
    for captive in &freed {
        vp = vp.saturating_add(if captive.is_leader() {
            ransom.leader
        } else {
            0
        });
        free(state, seat, *captive);
    }
    let pairs = freed.iter().filter(|c| !c.is_leader()).count() / 2;
    vp = vp.saturating_add((pairs as u8).saturating_mul(ransom.pair));
    if vp > 0 {
        vp_tokens(state, seat, vp);
    }
}

/// A captive leaves `seat`'s dungeon: a troop or leader to its owner's
/// supply, a rebel beside `seat`'s household mat.
pub fn free(state: &mut State, seat: Seat, captive: Captive) {
    match captive {
        Captive::Troop { seat: owner } => state.players[owner.index()].troops += 1,
        Captive::Leader { .. } => {}
        Captive::Rebel { reward } => state.players[seat.index()].defeated.push(reward),
    }
    state.log(Event::Released { seat, captive });
}

/// Takes a captive of `owner`'s (`leader`: its leader; `owner` absent: a
/// rebel) out of `seat`'s dungeon and frees it (Peace Treaty's cost).
pub fn release_one(state: &mut State, seat: Seat, owner: Option<Seat>, leader: bool) {
    let Some(cells) = crate::warfare::dungeon_mut(state, seat) else {
        unreachable!("a captive is released only with Module B on");
    };
    let Some(at) = cells
        .iter()
        .rposition(|c| c.owner() == owner && c.is_leader() == leader)
    else {
        unreachable!("check offers only the release of a captive in the dungeon");
    };
    let captive = cells.remove(at);
    free(state, seat, captive);
}
