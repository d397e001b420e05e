//! Build: put a structure from your supply in a region you occupy, for one
//! build point if you rule it and two otherwise. A region holds at most
//! three structures and one of each type, whoever built them ("Player
//! Structures"); epic structures (but not the border ones) and the rebel
//! camp count toward the three. Each structure's effect on building is
//! here; a structure placed by an inheritance card is not built and has
//! none.

use ruleshelf_engine::Seat;

use crate::action::Action;
use crate::data::Structure;
use crate::event::Event;
use crate::gains::coins;
use crate::ids::Region;
use crate::map::{occupies, troops};
use crate::state::{Built, Pending, State, Turn};
use crate::tax::point_cost;

/// The most structures a region holds.
pub const REGION_LIMIT: usize = 3;
/// "When you build a stable, gain three movement points."
pub const STABLE_MOVES: u8 = 3;

/// The structures counted toward `region`'s three: the players', the
/// epic ones not on a border, the rebel camp.
#[must_use]
pub fn counted(state: &State, region: Region) -> usize {
    state
        .regions
        .get(region.index())
        .map_or(0, |r| r.structures.len())
        + crate::epic::counted_in(state, region)
        + usize::from(crate::rebels::camp_in(state, region))
}

/// Whether `region` holds fewer than three structures.
#[must_use]
pub fn has_room(state: &State, region: Region) -> bool {
    counted(state, region) < REGION_LIMIT
}

/// The structures standing in `region`: the players' and the epic ones
/// (border ones included; the camp is not a structure but a marker that
/// takes a place).
#[must_use]
pub fn structures_in(state: &State, region: Region) -> usize {
    state
        .regions
        .get(region.index())
        .map_or(0, |r| r.structures.len())
        + crate::epic::standing_in(state, region)
}

/// Whether a `kind` structure fits in `region`: room under the limit and
/// none of that type there.
#[must_use]
pub fn fits(state: &State, region: Region, kind: Structure) -> bool {
    has_room(state, region)
        && state
            .regions
            .get(region.index())
            .is_some_and(|r| r.structures.iter().all(|b| b.kind != kind))
}

pub fn legal(state: &State, seat: Seat, turn: &Turn, out: &mut Vec<Action>) {
    if turn.points.build == 0 {
        return;
    }
    let player = &state.players[seat.index()];
    for region in state.in_play() {
        if !occupies(state, seat, region)
            || point_cost(state, seat, region) > turn.points.build
            || crate::epic::effects::blocks_building(state, region)
        {
            continue;
        }
        for kind in Structure::ALL {
            if player.structures[kind.index()] > 0 && fits(state, region, kind) {
                out.push(Action::Build { seat, region, kind });
            }
        }
    }
}

pub fn play(state: &mut State, seat: Seat, region: Region, kind: Structure) {
    let cost = point_cost(state, seat, region);
    if let Some(turn) = state.turn.as_mut() {
        turn.points.build = turn.points.build.saturating_sub(cost);
        turn.built = true;
    }
    place(state, seat, region, kind);
    built(state, seat, region, kind);
}

/// Places `seat`'s `kind` structure from its supply in `region`, with no
/// effect (an inheritance card's structure is placed, not built).
pub fn place(state: &mut State, seat: Seat, region: Region, kind: Structure) {
    let player = &mut state.players[seat.index()];
    player.structures[kind.index()] = player.structures[kind.index()].saturating_sub(1);
    let r = &mut state.regions[region];
    r.structures.push(Built { kind, owner: seat });
    state.log(Event::Built { seat, region, kind });
}

/// Takes `seat`'s `kind` structure out of `region`, back to its supply.
pub fn remove(state: &mut State, seat: Seat, region: Region, kind: Structure) {
    let r = &mut state.regions[region];
    let Some(at) = r
        .structures
        .iter()
        .position(|b| b.owner == seat && b.kind == kind)
    else {
        unreachable!("a structure is removed only where its owner has one of that kind");
    };
    r.structures.remove(at);
    state.players[seat.index()].structures[kind.index()] += 1;
    state.log(Event::StructureRemoved { seat, region, kind });
}

/// The effect of building `seat`'s `kind` structure in `region`.
fn built(state: &mut State, seat: Seat, region: Region, kind: Structure) {
    let count = structures_in(state, region) as u16;
    if !crate::map::structures_work(state, seat, region) {
        // Yaroslav: opponents' structures in his region have no effect.
        return;
    }
    match kind {
        Structure::Church => {
            if !church_targets(state, seat, region).is_empty() {
                state.pending.push(Pending::Church { seat, region });
            }
        }
        Structure::Stable => crate::movement::gain_local(state, seat, region, STABLE_MOVES),
        Structure::Tavern => {
            coins(state, seat, i32::from(count));
            let played = state.turn.as_ref().is_none_or(|t| t.scheme_played);
            if !played && !state.scheme_discard.is_empty() {
                state.pending.push(Pending::Tavern { seat });
            }
        }
        Structure::Stronghold | Structure::Market => {}
    }
}

/// What a church in `region` may convert: an opponent's troop (by seat) or
/// a rebel (`None`; not under Pagan Unrest).
#[must_use]
pub fn church_targets(state: &State, seat: Seat, region: Region) -> Vec<Option<Seat>> {
    let mut out: Vec<Option<Seat>> = Seat::all(state.sides())
        .filter(|t| *t != seat && troops(state, *t, region) > 0)
        .map(Some)
        .collect();
    if state
        .regions
        .get(region.index())
        .is_some_and(|r| !r.rebels.is_empty())
        && !crate::rebels::church_spares_rebels(state)
    {
        out.push(None);
    }
    out
}

/// Church: removes the chosen troop (back to its owner's supply) or rebel
/// (back to the rebel supply) and puts one of `seat`'s troops in its place
/// if its supply has one.
pub fn convert(state: &mut State, seat: Seat, region: Region, target: Option<Seat>) {
    let r = region.index();
    match target {
        Some(t) => {
            state.regions[r].troops[t.index()] -= 1;
            state.players[t.index()].troops += 1;
        }
        None => {
            if let Some(rebel) = state.regions[r].rebels.pop() {
                state.rebel_supply.push(rebel);
            }
        }
    }
    state.log(Event::Converted {
        seat,
        region,
        target,
    });
    crate::muster::place_troop(state, seat, region);
}
