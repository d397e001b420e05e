//! Attack: each attack point removes one rebel or one opponent unit in a
//! region where you have a unit. A rebel gives its reward; an opponent's
//! unit moves you up the warfare track and you check for casualties.

use ruleshelf_engine::Seat;

use crate::action::Action;
use crate::data::{data, Ability, Structure};
use crate::event::Event;
use crate::gains::{advance_warfare, coins, gain_all};
use crate::map::{has_structure, leader_here, occupies, rules, structures_work, units};
use crate::options::RebelRewards;
use crate::scheme::{casualty_check, drawable_decks};
use crate::state::{LocalMoves, Pending, State, Turn};

/// How many scheme cards an attack on `target` in `region` reveals: one,
/// one more if the target rules the region, one more for its stronghold
/// there; one fewer with Boris there or an easy attack point.
#[must_use]
pub fn reveals(state: &State, seat: Seat, region: u8, target: Seat, easy: bool) -> u8 {
    let mut n = 1u8;
    if rules(state, target, region) {
        n += 1;
    }
    if has_structure(state, target, region, Structure::Stronghold)
        && structures_work(state, target, region)
    {
        n += 1;
    }
    if leader_here(state, seat, Ability::Boris, region) {
        n -= 1;
    }
    if easy {
        n = n.saturating_sub(1);
    }
    n
}

pub fn legal(state: &State, seat: Seat, turn: &Turn, out: &mut Vec<Action>) {
    let kinds = [
        (false, turn.points.attack > 0),
        (true, turn.points.easy_attack > 0),
    ];
    for region in state.in_play() {
        if !occupies(state, seat, region) {
            continue;
        }
        for (easy, have) in kinds {
            if !have {
                continue;
            }
            if !state.regions[usize::from(region)].rebels.is_empty() {
                out.push(Action::Attack {
                    seat,
                    region,
                    target: None,
                    deck: 0,
                    easy,
                });
            }
            for target in
                Seat::all(state.seats()).filter(|t| *t != seat && units(state, *t, region) > 0)
            {
                // The deck matters only when cards are revealed; otherwise
                // the attack is listed once, with deck 0.
                let n = reveals(state, seat, region, target, easy);
                let decks: Vec<u8> = if n > 0 {
                    drawable_decks(state)
                } else {
                    Vec::new()
                };
                if decks.is_empty() {
                    out.push(Action::Attack {
                        seat,
                        region,
                        target: Some(target),
                        deck: 0,
                        easy,
                    });
                }
                out.extend(decks.into_iter().map(|deck| Action::Attack {
                    seat,
                    region,
                    target: Some(target),
                    deck,
                    easy,
                }));
            }
        }
    }
}

pub fn play(state: &mut State, seat: Seat, region: u8, target: Option<Seat>, deck: u8, easy: bool) {
    if let Some(turn) = state.turn.as_mut() {
        if easy {
            turn.points.easy_attack -= 1;
        } else {
            turn.points.attack -= 1;
        }
    }
    state.log(Event::Attacked {
        seat,
        region,
        target,
    });
    let casualties = match target {
        None => {
            defeat_rebel(state, seat, region);
            0
        }
        Some(target) => {
            let n = reveals(state, seat, region, target, easy);
            state.pending.push(Pending::LoseUnits {
                seat: target,
                region,
                count: 1,
            });
            advance_warfare(state, seat);
            if leader_here(state, seat, Ability::Boris, region) {
                let paid = i32::from(state.players[target.index()].coins.min(1));
                coins(state, target, -paid);
                coins(state, seat, paid);
            }
            let icons = casualty_check(state, seat, deck, n);
            if icons > 0 {
                state.pending.push(Pending::LoseUnits {
                    seat,
                    region,
                    count: icons,
                });
            }
            icons
        }
    };
    if casualties == 0
        && !state.players[seat.index()].leader_used
        && leader_here(state, seat, Ability::Gleb, region)
    {
        state.players[seat.index()].leader_used = true;
        if let Some(turn) = state.turn.as_mut() {
            turn.local_moves.push(LocalMoves { region, points: 2 });
        }
    }
}

/// The rewards of the rebels in `region` a seat can tell apart: all of
/// them (once each) when they lie open, none otherwise.
#[must_use]
pub fn open_rewards(state: &State, region: u8) -> Vec<u8> {
    if state.options.rebel_rewards != RebelRewards::Open {
        return Vec::new();
    }
    let d = data();
    let mut out: Vec<u8> = Vec::new();
    for &r in state
        .regions
        .get(usize::from(region))
        .map_or(&[][..], |x| x.rebels.as_slice())
    {
        if !out.iter().any(|o| {
            d.rebel_rewards.pool.get(usize::from(*o)) == d.rebel_rewards.pool.get(usize::from(r))
        }) {
            out.push(r);
        }
    }
    out
}

/// Attacking a rebel: with open rewards that differ, the attacker picks
/// which rebel; otherwise any (they are alike to everyone).
fn defeat_rebel(state: &mut State, seat: Seat, region: u8) {
    let choices = open_rewards(state, region);
    if choices.len() > 1 {
        state.pending.push(Pending::ChooseRebel { seat, region });
        return;
    }
    let Some(reward) = state
        .regions
        .get(usize::from(region))
        .and_then(|r| r.rebels.last().copied())
    else {
        return;
    };
    defeat(state, seat, region, reward);
}

/// Removes the rebel with `reward` from `region`: it is kept beside
/// `seat`'s mat as a defeated rebel and its reward is gained; Sviatopolk
/// may take its place.
pub fn defeat(state: &mut State, seat: Seat, region: u8, reward: u8) {
    let Some(r) = state.regions.get_mut(usize::from(region)) else {
        return;
    };
    let Some(at) = r.rebels.iter().position(|x| *x == reward) else {
        return;
    };
    r.rebels.remove(at);
    state.players[seat.index()].defeated.push(reward);
    state.log(Event::RebelDefeated {
        seat,
        region,
        reward,
    });
    if leader_here(state, seat, Ability::Sviatopolk, region)
        && state.players[seat.index()].troops > 0
    {
        state.pending.push(Pending::Sviatopolk { seat, region });
    }
    if state.options.rebel_rewards != RebelRewards::None {
        if let Some(gains) = data().rebel_rewards.pool.get(usize::from(reward)) {
            gain_all(state, seat, gains);
        }
    }
}
