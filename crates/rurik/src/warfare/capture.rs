//! Capturing Troops: "Immediately after resolving an attack, you may
//! attempt to capture the attacked troop (or rebel) for additional
//! rewards. You may only attempt to capture a troop if you revealed at
//! least one scheme card and did not suffer any casualties during your
//! attack." With no card to reveal (a rebel, Boris, an easy attack point)
//! "you may choose to check for a casualty by revealing one scheme card".
//! The attempt reveals one card from either deck: casualty icons fail it
//! (the attacked unit is removed as normal and you lose a troop there per
//! icon); none put the attacked unit on your dungeon mat.
//!
//! The order of decisions: the defender chooses the unit attacked (troop
//! or leader, as for any attack), then the attacker checks (if it must),
//! then attempts the capture or not.

use ruleshelf_engine::Seat;

use super::{dungeon, has_room, Captive};
use crate::action::Action;
use crate::event::Event;
use crate::ids::Region;
use crate::scheme::{casualty_check, drawable_decks, Check};
use crate::state::{Pending, State};

/// Whether `seat` could attempt a capture after an attack whose check
/// came out as `check`: the module is on, no casualty, a card was or can
/// still be revealed, and its dungeon has room for a troop or a leader.
fn possible(state: &State, seat: Seat, check: Check, leader_room: bool) -> bool {
    let cells = dungeon(state, seat);
    state.warfare.is_some()
        && check.icons == 0
        && !drawable_decks(state).is_empty()
        && (has_room(cells, false) || (leader_room && has_room(cells, true)))
}

/// Hook of an attack on `target`'s unit in `region` (casualties fall in
/// `from`): when a capture may follow, the defender's choice of unit
/// becomes a [`Pending::Defend`] and this returns true; otherwise the
/// attack removes the unit as in the base game.
pub fn after_opponent_attack(
    state: &mut State,
    seat: Seat,
    region: Region,
    from: Region,
    target: Seat,
    check: Check,
) -> bool {
    if !possible(state, seat, check, true) {
        return false;
    }
    state.pending.push(Pending::Defend {
        seat: target,
        attacker: seat,
        region,
        from,
        checked: check.revealed > 0,
    });
    true
}

/// Hook of an attack on a rebel: the capture offer, pushed before the
/// rebel's defeat brings its own decisions (its reward, Sviatopolk), so it
/// comes after them.
pub fn after_rebel_attack(
    state: &mut State,
    seat: Seat,
    region: Region,
    from: Region,
    check: Check,
) {
    if possible(state, seat, check, false) {
        state.pending.push(Pending::Capture {
            seat,
            region,
            from,
            target: None,
            leader: false,
            checked: check.revealed > 0,
        });
    }
}

/// The defender chose the unit attacked: a capture is offered if the
/// attacker's dungeon has room for it, else the unit is removed at once.
pub fn defended(state: &mut State, pending: &Pending, leader: bool) {
    let Pending::Defend {
        seat,
        attacker,
        region,
        from,
        checked,
    } = *pending
    else {
        unreachable!("decisions::play hands only a Defend decision here");
    };
    state.pending.pop();
    if has_room(dungeon(state, attacker), leader) {
        state.pending.push(Pending::Capture {
            seat: attacker,
            region,
            from,
            target: Some(seat),
            leader,
            checked,
        });
    } else {
        crate::decisions::remove_unit(state, seat, region, leader);
    }
}

pub fn legal(state: &State, pending: &Pending, out: &mut Vec<Action>) {
    let Pending::Capture { seat, checked, .. } = *pending else {
        unreachable!("decisions::legal hands only a Capture decision here");
    };
    out.extend(drawable_decks(state).into_iter().map(|deck| {
        if checked {
            Action::Capture { seat, deck }
        } else {
            Action::CheckCasualty { seat, deck }
        }
    }));
    out.push(Action::Decline { seat });
}

/// The attacked unit is removed as normal (an opponent's to its supply; a
/// rebel is already defeated).
fn remove_attacked(state: &mut State, region: Region, target: Option<Seat>, leader: bool) {
    if let Some(t) = target {
        crate::decisions::remove_unit(state, t, region, leader);
    }
}

pub fn play(state: &mut State, pending: &Pending, action: &Action) {
    let Pending::Capture {
        seat,
        region,
        from,
        target,
        leader,
        checked,
    } = *pending
    else {
        unreachable!("decisions::play hands only a Capture decision here");
    };
    state.pending.pop();
    let deck = match *action {
        Action::CheckCasualty { deck, .. } | Action::Capture { deck, .. } => deck,
        Action::Decline { .. } => {
            remove_attacked(state, region, target, leader);
            return;
        }
        _ => crate::decisions::mismatch(pending, action),
    };
    let check = casualty_check(state, seat, deck, 1);
    if check.icons > 0 {
        if checked {
            state.log(Event::CaptureFailed { seat, region });
        }
        remove_attacked(state, region, target, leader);
        crate::attack::casualties(state, seat, from, check.icons);
    } else if !checked {
        state.pending.push(Pending::Capture {
            seat,
            region,
            from,
            target,
            leader,
            checked: true,
        });
    } else {
        capture(state, seat, region, target, leader);
    }
}

/// The capture succeeds: the attacked unit goes on `seat`'s dungeon mat.
fn capture(state: &mut State, seat: Seat, region: Region, target: Option<Seat>, leader: bool) {
    let captive = match target {
        Some(t) => {
            if leader {
                state.players[t.index()].leader_at = None;
                Captive::Leader { seat: t }
            } else {
                state.regions[region].troops[t.index()] -= 1;
                Captive::Troop { seat: t }
            }
        }
        None => {
            let Some(reward) = state.players[seat.index()].defeated.pop() else {
                unreachable!("a rebel attacked is defeated (beside the mat) before its capture");
            };
            Captive::Rebel { reward }
        }
    };
    if let Some(cells) = crate::warfare::dungeon_mut(state, seat) {
        cells.push(captive);
    }
    state.log(Event::Captured {
        seat,
        region,
        captive,
    });
}
