//! "Kits' Growth", "Increasing a Kit", "Private Objectives vs. Kits" and
//! "Develop Your Instincts": kit dice values, their steps along the growth
//! tracks, the black kits, the den board's kit slots and the cubes that go
//! to the instincts board.

use ruleshelf_engine::Seat;

use crate::bonus::{gain_vp, grant, owe};
use crate::data::{Bonus, Data};
use crate::ids::{Instinct, KITS, KIT_TRACK, RELEASES};
use crate::state::{Choice, KitPlace, Phase, State};

/// The highest kit value.
pub const MAX_KIT: u8 = 6;
/// The exit space G5.
pub const EXIT: u8 = 5;

/// A kit a "+1 kit" effect may raise: growing or exited, below 6
/// (digest 11.12; kits on the den board keep their value, 11.10).
#[must_use]
pub fn eligible(s: &State, seat: Seat) -> Vec<u8> {
    let p = s.player(seat);
    (0..KITS)
        .filter(|k| {
            let kit = p.kits[*k];
            matches!(kit.place, KitPlace::Growing { .. } | KitPlace::Exited) && kit.value < MAX_KIT
        })
        .map(|k| k as u8)
        .collect()
}

/// "+1 kit": raises the only eligible kit, asks which when several, and is
/// lost when none is.
pub(crate) fn offer_raise(s: &mut State, seat: Seat) {
    match eligible(s, seat).as_slice() {
        [] => {}
        [only] => raise(s, seat, *only),
        _ => owe(s, seat, Choice::Kit),
    }
}

/// "Physically increase the value of one of your kit dice."
pub(crate) fn raise(s: &mut State, seat: Seat, kit: u8) {
    if let Some(k) = s.player_mut(seat).kits.get_mut(usize::from(kit)) {
        k.value = (k.value + 1).min(MAX_KIT);
    }
}

/// The growth space a kit would enter next, if it may move: one kit per
/// space G1–G4, and a black kit stays behind its track's coloured kit while
/// that one grows (FAQ).
#[must_use]
pub fn next_space(s: &State, seat: Seat, kit: usize) -> Option<u8> {
    let p = s.player(seat);
    let KitPlace::Growing { space } = p.kits.get(kit)?.place else {
        return None;
    };
    let target = space + 1;
    if target == EXIT {
        return Some(EXIT);
    }
    let track = KIT_TRACK[kit];
    let blocked = (0..KITS).any(|o| {
        o != kit
            && KIT_TRACK[o] == track
            && match p.kits[o].place {
                KitPlace::Growing { space: other } => {
                    other == target || (kit >= 3 && other <= target)
                }
                _ => false,
            }
    });
    (!blocked).then_some(target)
}

/// The GP a growth step onto `target` (2–5) costs, after the instinct
/// ("Kits' growth cost decreases by 1 GP", never below 1).
#[must_use]
pub fn step_cost(d: &Data, s: &State, seat: Seat, kit: usize, target: u8) -> u8 {
    let track = &d.growth_tracks[KIT_TRACK[kit]];
    let cost = track
        .costs
        .get(usize::from(target.saturating_sub(2)))
        .copied()
        .unwrap_or(0);
    if s.player(seat).has_instinct(Instinct::CheaperGrowth) {
        cost.saturating_sub(1).max(1)
    } else {
        cost
    }
}

/// Moves a kit one space and collects what the space shows: its icon, and
/// on the exit the exit VP and the release of a black kit.
pub(crate) fn step(d: &Data, s: &mut State, seat: Seat, kit: usize) {
    let Some(target) = next_space(s, seat, kit) else {
        return;
    };
    let track = KIT_TRACK[kit];
    if target == EXIT {
        let out_before = (0..KITS)
            .filter(|o| KIT_TRACK[*o] == track && s.player(seat).kits[*o].place.past_exit())
            .count();
        s.player_mut(seat).kits[kit].place = KitPlace::Exited;
        let exit_vp = &d.growth_tracks[track].exit_vp;
        let vp = exit_vp
            .get(out_before)
            .or(exit_vp.last())
            .copied()
            .unwrap_or(0);
        gain_vp(d, s, seat, u16::from(vp));
        if out_before == 0 {
            if let Some(black) = RELEASES[track] {
                if s.player(seat).kits[black].place == KitPlace::Locked {
                    s.player_mut(seat).kits[black].place = KitPlace::Ready;
                }
            }
        }
        check_fourth_die(d, s, seat);
    } else {
        s.player_mut(seat).kits[kit].place = KitPlace::Growing { space: target };
    }
    match d.growth_tracks[track]
        .icons
        .get(usize::from(target - 2))
        .copied()
        .flatten()
    {
        Some(Bonus::Upgrade) => raise(s, seat, kit as u8),
        Some(b) => grant(d, s, seat, b, None),
        None => {}
    }
    settle(s, seat);
}

/// A released black kit enters its track's first space once it is free
/// ("If the starting space for the die is not free, wait until it is").
pub(crate) fn settle(s: &mut State, seat: Seat) {
    for (kit, &track) in KIT_TRACK.iter().enumerate() {
        if s.player(seat).kits[kit].place != KitPlace::Ready {
            continue;
        }
        let p = s.player(seat);
        let free = !(0..KITS)
            .any(|o| KIT_TRACK[o] == track && p.kits[o].place == KitPlace::Growing { space: 1 });
        if free {
            s.player_mut(seat).kits[kit].place = KitPlace::Growing { space: 1 };
        }
    }
}

/// Kits a free growth step could move.
#[must_use]
pub fn movable(s: &State, seat: Seat) -> Vec<u8> {
    (0..KITS)
        .filter(|k| next_space(s, seat, *k).is_some())
        .map(|k| k as u8)
        .collect()
}

/// "Move a kit die forward 1 space on the growth track for free".
pub(crate) fn offer_free_growth(d: &Data, s: &mut State, seat: Seat) {
    match movable(s, seat).as_slice() {
        [] => {}
        [only] => step(d, s, seat, usize::from(*only)),
        _ => owe(s, seat, Choice::FreeGrowth),
    }
}

/// Whether `seat` may move an exited kit to the den board now: one
/// completed private objective per kit there, this one included.
#[must_use]
pub fn may_send(s: &State, seat: Seat) -> bool {
    let p = s.player(seat);
    p.completed.len() > usize::from(p.kits_in_den_board())
}

/// Moves an exited kit above cube `slot`; releases the cube at once when
/// the path is complete.
pub(crate) fn send_to_den(d: &Data, s: &mut State, seat: Seat, kit: usize, slot: u8) {
    s.player_mut(seat).kits[kit].place = KitPlace::Den {
        slot,
        instinct: false,
    };
    release_waiting(d, s, seat);
    check_fourth_die(d, s, seat);
}

/// Every waiting kit whose column is complete releases its cube: the
/// slot's VP, and the cube goes to an instinct.
pub(crate) fn release_waiting(d: &Data, s: &mut State, seat: Seat) {
    for kit in 0..KITS {
        let KitPlace::Den {
            slot,
            instinct: false,
        } = s.player(seat).kits[kit].place
        else {
            continue;
        };
        if !crate::den::column_complete(&s.player(seat).den, usize::from(slot)) {
            continue;
        }
        s.player_mut(seat).kits[kit].place = KitPlace::Den {
            slot,
            instinct: true,
        };
        if let Some(cube) = s.player_mut(seat).den.cubes.get_mut(usize::from(slot)) {
            *cube = false;
        }
        gain_vp(
            d,
            s,
            seat,
            u16::from(d.den.cube_vp.get(usize::from(slot)).copied().unwrap_or(0)),
        );
        let lacking = lacking_instincts(s, seat);
        match lacking.as_slice() {
            [] => {}
            [only] => s.player_mut(seat).instincts.push(*only),
            _ => owe(s, seat, Choice::Instinct { slot }),
        }
    }
}

/// Instincts in play that `seat` lacks.
#[must_use]
pub fn lacking_instincts(s: &State, seat: Seat) -> Vec<Instinct> {
    s.instincts
        .iter()
        .copied()
        .filter(|i| !s.player(seat).has_instinct(*i))
        .collect()
}

/// "From this round onward, once you send 2 kits [out of the den], gain an
/// additional action die"; in the final growth phase, 2 VP instead.
pub(crate) fn check_fourth_die(d: &Data, s: &mut State, seat: Seat) {
    let rule = &d.fourth_die;
    let p = s.player(seat);
    if p.fourth_die || s.round < rule.from_round || s.kits_outside(seat) < rule.kits_outside {
        return;
    }
    s.player_mut(seat).fourth_die = true;
    match s.phase {
        Phase::Growth { .. } if s.round >= crate::data::ROUNDS => {
            gain_vp(d, s, seat, u16::from(rule.late_vp))
        }
        // Growth of round 3: the die joins from the next round.
        Phase::Growth { .. } | Phase::Objectives { .. } => {}
        _ => s.player_mut(seat).dice += 1,
    }
}
