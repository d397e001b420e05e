//! Muster: each point puts one troop from your supply in a region you
//! occupy; a leader in the supply comes out first. Maria and Sudislav widen
//! this.

use ruleshelf_engine::Seat;

use crate::action::Action;
use crate::data::Ability;
use crate::decisions::leader_in_supply;
use crate::event::Event;
use crate::ids::Region;
use crate::map::{ability, neighbours, occupies};
use crate::state::{State, Turn};

/// Whether `seat` has a unit in its supply: its leader or a troop.
#[must_use]
pub fn has_supply(state: &State, seat: Seat) -> bool {
    state.players[seat.index()].troops > 0 || leader_in_supply(state, seat)
}

/// Puts one unit of `seat` in `region`: the leader if it is in the supply,
/// else a troop.
pub fn place_unit(state: &mut State, seat: Seat, region: Region) {
    let leader = leader_in_supply(state, seat);
    let player = &mut state.players[seat.index()];
    if leader {
        player.leader_at = Some(region);
        state.log(Event::Mustered {
            seat,
            region,
            leader: true,
        });
    } else {
        place_troop(state, seat, region);
    }
}

/// Puts one of `seat`'s troops from its supply in `region` (none left: nothing).
pub fn place_troop(state: &mut State, seat: Seat, region: Region) {
    let player = &mut state.players[seat.index()];
    let Some(n) = state
        .regions
        .get_mut(region.index())
        .and_then(|r| r.troops.get_mut(seat.index()))
    else {
        unreachable!("troops are placed in regions of the map, by seats of the game");
    };
    if player.troops == 0 {
        return;
    }
    player.troops -= 1;
    *n += 1;
    state.log(Event::Mustered {
        seat,
        region,
        leader: false,
    });
}

/// The regions `seat` may muster in now: those it occupies, and, once a
/// round, one region next to Maria that it does not occupy.
fn muster_regions(state: &State, seat: Seat) -> Vec<(Region, bool)> {
    let mut out: Vec<(Region, bool)> = state
        .in_play()
        .filter(|r| occupies(state, seat, *r))
        .map(|r| (r, false))
        .collect();
    let player = &state.players[seat.index()];
    if ability(state, seat) == Some(Ability::Maria) && !player.leader_used {
        if let Some(at) = player.leader_at {
            out.extend(
                neighbours(state, at)
                    .filter(|r| !occupies(state, seat, *r))
                    .map(|r| (r, true)),
            );
        }
    }
    out
}

pub fn legal(state: &State, seat: Seat, turn: &Turn, out: &mut Vec<Action>) {
    let player = &state.players[seat.index()];
    if !has_supply(state, seat) {
        return;
    }
    if turn.points.muster > 0 {
        out.extend(
            muster_regions(state, seat)
                .into_iter()
                .map(|(region, _)| Action::Muster {
                    seat,
                    region,
                    attack: false,
                }),
        );
    }
    if turn.points.attack > 0 && ability(state, seat) == Some(Ability::Sudislav) {
        if let Some(region) = player.leader_at {
            out.push(Action::Muster {
                seat,
                region,
                attack: true,
            });
        }
    }
}

pub fn play(state: &mut State, seat: Seat, region: Region, attack: bool) {
    let maria = !occupies(state, seat, region);
    if let Some(turn) = state.turn.as_mut() {
        if attack {
            turn.points.attack -= 1;
        } else {
            turn.points.muster -= 1;
        }
    }
    if maria {
        state.players[seat.index()].leader_used = true;
    }
    place_unit(state, seat, region);
}
