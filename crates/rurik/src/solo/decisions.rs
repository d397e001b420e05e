//! The decisions a solo game raises around the rebels: theirs, answered by
//! the solo rules, and yours about their turn.
//!
//! The rebels: they lose rebels before their leader; put every good on
//! their boat while it has room; take a market's extra good, never its
//! coin; convert your troop with a church before a neutral troop; regroup
//! (Out of Troops) in the first region of the top card's order; take no
//! scheme or deed cards; use no Capital Port, Library or Veche (a bonus is
//! unlocked instead, see [`crate::epic::effects`]); and try a capture only
//! in an "icon pair" priority.
//!
//! You: "You choose which scheme deck they reveal cards from", for the
//! casualty check of their attack on you and for their capture attempts.

use super::actions::{attack_with, choose_good};
use super::board::unlock;
use super::{region_order, single_icon, REBELS};
use crate::action::Action;
use crate::build::{church_targets, convert};
use crate::goods::receive;
use crate::map::{troops, units};
use crate::muster::{has_supply, place_unit};
use crate::scheme::drawable_decks;
use crate::state::{Pending, State};

/// Hook of `decisions::auto_resolve`: answers the top decision when it
/// is the rebels' or one of yours about their turn with a single answer;
/// returns whether it did.
pub fn decide(state: &mut State, top: &Pending) -> bool {
    if !state.options.is_solo() {
        return false;
    }
    match *top {
        Pending::RebelAttack {
            region,
            target,
            from,
            ..
        } => {
            let easy = state
                .turn
                .as_ref()
                .is_some_and(|t| t.points.easy_attack > 0);
            let n = target.map_or(0, |t| {
                crate::attack::reveals(state, REBELS, region, Some(t), easy)
            });
            let decks = drawable_decks(state);
            if n > 0 && decks.len() > 1 {
                return false;
            }
            state.pending.pop();
            attack_with(
                state,
                region,
                target,
                from,
                decks.first().copied().unwrap_or(0),
            );
            true
        }
        Pending::RebelCapture { .. } => {
            let decks = drawable_decks(state);
            if decks.len() > 1 {
                return false;
            }
            state.pending.pop();
            capture_from(state, decks.first().copied().unwrap_or(0));
            true
        }
        _ if top.seat() == REBELS => {
            rebels_decide(state, top);
            true
        }
        _ => false,
    }
}

/// The rebels' capture (or its casualty check) below, from `deck`.
pub fn capture_from(state: &mut State, deck: u8) {
    let Some(capture) = state.pending.last().cloned() else {
        unreachable!("the rebels capture only under a Capture decision");
    };
    let Pending::Capture { seat, checked, .. } = capture else {
        unreachable!("the rebels capture only under a Capture decision");
    };
    let action = if checked {
        Action::Capture { seat, deck }
    } else {
        Action::CheckCasualty { seat, deck }
    };
    crate::warfare::capture::play(state, &capture, &action);
}

/// Answers one of the rebels' decisions by the solo rules.
fn rebels_decide(state: &mut State, top: &Pending) {
    let seat = REBELS;
    match *top {
        Pending::LoseUnits { region, count, .. } => {
            if count == 0 || units(state, seat, region) == 0 {
                state.pending.pop();
            } else {
                let leader = troops(state, seat, region) == 0;
                crate::decisions::lose_unit(state, seat, region, leader);
            }
        }
        Pending::Defend { region, .. } => {
            if units(state, seat, region) == 0 {
                state.pending.pop();
            } else {
                let leader = troops(state, seat, region) == 0;
                crate::warfare::capture::defended(state, top, leader);
            }
        }
        Pending::Stow { ref goods, .. } if !goods.is_empty() => {
            crate::decisions::stow_next(state, seat, true);
        }
        Pending::Capture { .. } => {
            if single_icon(state) || drawable_decks(state).is_empty() {
                crate::warfare::capture::play(state, top, &Action::Decline { seat });
            } else {
                state
                    .pending
                    .push(Pending::RebelCapture { seat: super::YOU });
            }
        }
        Pending::Church { region, .. } => {
            state.pending.pop();
            let targets = church_targets(state, seat, region);
            let choice = targets
                .iter()
                .copied()
                .find(Option::is_some)
                .or_else(|| targets.first().copied());
            if let Some(target) = choice {
                convert(state, seat, region, target);
            }
        }
        Pending::Regroup { left, .. } => {
            state.pending.pop();
            if let Some(&region) = region_order(state).first() {
                for _ in 0..left {
                    if has_supply(state, seat) {
                        place_unit(state, seat, region);
                    }
                }
            }
        }
        Pending::Market { good, .. } => {
            state.pending.pop();
            receive(state, seat, vec![good]);
        }
        Pending::ChooseGood { except, .. } => {
            state.pending.pop();
            let good = choose_good(state, except);
            receive(state, seat, vec![good]);
        }
        Pending::SchemeDeck { .. } | Pending::DisplayDeed { .. } => {
            state.pending.pop();
            unlock(state);
        }
        Pending::ChooseRebel { region, .. } => {
            state.pending.pop();
            let first = state.regions[region].rebels.last().copied();
            if let Some(reward) = first {
                crate::attack::defeat(state, seat, region, reward);
            }
        }
        // Never raised for the rebels; nothing to do.
        _ => {
            state.pending.pop();
        }
    }
}

/// Your choices for a decision about the rebels' turn: the scheme decks.
pub fn legal(state: &State, pending: &Pending, out: &mut Vec<Action>) {
    let seat = pending.seat();
    out.extend(
        drawable_decks(state)
            .into_iter()
            .map(|deck| Action::ChooseDeck { seat, deck }),
    );
}

/// Plays your answer (already checked; the decision is still on top).
pub fn play(state: &mut State, pending: &Pending, action: &Action) {
    let Action::ChooseDeck { deck, .. } = *action else {
        crate::decisions::mismatch(pending, action)
    };
    state.pending.pop();
    match *pending {
        Pending::RebelAttack {
            region,
            target,
            from,
            ..
        } => {
            attack_with(state, region, target, from, deck);
        }
        Pending::RebelCapture { .. } => capture_from(state, deck),
        _ => unreachable!("decisions::play hands only the rebels' decisions here"),
    }
}
