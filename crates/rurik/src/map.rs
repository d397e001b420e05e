//! The map: occupying and ruling a region ("Occupy and rule" in
//! rurik-base.md §7.0), with the leaders that change who rules.

use ruleshelf_engine::Seat;

use crate::data::{data, Ability, Structure};
use crate::ids::Region;
use crate::state::State;

/// The ability of `seat`'s leader.
#[must_use]
pub fn ability(state: &State, seat: Seat) -> Option<Ability> {
    // The solo rebels' leader plays its solo card (`crate::solo`), not the
    // leader card of its name.
    if crate::solo::is_rebels(state, seat) {
        return None;
    }
    let leader = state.players.get(seat.index())?.leader?;
    data().leaders.get(leader.index()).map(|l| l.ability)
}

/// Whether `seat`'s leader with `ability` stands in `region`.
#[must_use]
pub fn leader_here(state: &State, seat: Seat, ability_: Ability, region: Region) -> bool {
    ability(state, seat) == Some(ability_)
        && state
            .players
            .get(seat.index())
            .is_some_and(|p| p.leader_at == Some(region))
}

/// Whose leader with `ability_` stands in `region`, if anyone's.
#[must_use]
pub fn leader_of_kind_in(state: &State, ability_: Ability, region: Region) -> Option<Seat> {
    Seat::all(state.sides()).find(|s| leader_here(state, *s, ability_, region))
}

/// `seat`'s troops in `region`.
#[must_use]
pub fn troops(state: &State, seat: Seat, region: Region) -> u8 {
    state
        .regions
        .get(region.index())
        .and_then(|r| r.troops.get(seat.index()))
        .copied()
        .unwrap_or(0)
}

/// `seat`'s units (troops and leader) in `region`.
#[must_use]
pub fn units(state: &State, seat: Seat, region: Region) -> u8 {
    let leader = state
        .players
        .get(seat.index())
        .is_some_and(|p| p.leader_at == Some(region));
    troops(state, seat, region) + u8::from(leader)
}

/// To occupy a region is to have at least one unit there.
#[must_use]
pub fn occupies(state: &State, seat: Seat, region: Region) -> bool {
    units(state, seat, region) > 0
}

/// All of `seat`'s units on the map.
#[must_use]
pub fn units_on_map(state: &State, seat: Seat) -> u8 {
    state
        .in_play()
        .map(|r| units(state, seat, r))
        .fold(0u8, u8::saturating_add)
}

/// Whether `seat`'s structure `kind` stands in `region`.
#[must_use]
pub fn has_structure(state: &State, seat: Seat, region: Region, kind: Structure) -> bool {
    state.regions.get(region.index()).is_some_and(|r| {
        r.structures
            .iter()
            .any(|b| b.owner == seat && b.kind == kind)
    })
}

/// Whether `seat`'s structures in `region` work: Yaroslav switches off
/// his opponents' structures in his region.
#[must_use]
pub fn structures_work(state: &State, seat: Seat, region: Region) -> bool {
    leader_of_kind_in(state, Ability::Yaroslav, region).is_none_or(|y| y == seat)
}

/// `seat`'s strength for rule: its units, plus one per working stronghold,
/// plus the rebels when its Sviatopolk stands there.
#[must_use]
pub fn strength(state: &State, seat: Seat, region: Region) -> u8 {
    let mut s = units(state, seat, region);
    if has_structure(state, seat, region, Structure::Stronghold)
        && structures_work(state, seat, region)
    {
        s += 1;
    }
    if leader_here(state, seat, Ability::Sviatopolk, region) {
        s = s.saturating_add(rebels(state, region));
    }
    s
}

/// The rebels in `region`.
#[must_use]
pub fn rebels(state: &State, region: Region) -> u8 {
    state
        .regions
        .get(region.index())
        .map_or(0, |r| r.rebels.len() as u8)
}

/// Who rules `region`: the side whose strength is greater than every other
/// side's and than the rebels' number (solo: the neutral troops'). Any tie means nobody rules, except
/// that Yaroslav's owner wins ties in his region; a Sviatopolk there makes
/// the rebels count for his owner instead of against everyone.
#[must_use]
pub fn ruler(state: &State, region: Region) -> Option<Seat> {
    if !state.is_in_play(region) {
        return None;
    }
    let sviatopolk = leader_of_kind_in(state, Ability::Sviatopolk, region);
    let yaroslav = leader_of_kind_in(state, Ability::Yaroslav, region);
    let rebel_strength = if sviatopolk.is_some() {
        0
    } else {
        rebels(state, region)
    };
    let strengths: Vec<u8> = Seat::all(state.sides())
        .map(|seat| strength(state, seat, region))
        .collect();
    let top = strengths.iter().copied().max().unwrap_or(0);
    if top == 0 {
        return None;
    }
    let leaders: Vec<Seat> = Seat::all(state.sides())
        .filter(|s| strengths[s.index()] == top)
        .collect();
    let seat = match leaders.as_slice() {
        [one] => *one,
        _ => yaroslav.filter(|y| leaders.contains(y))?,
    };
    let s = top;
    let beats_rebels = s > rebel_strength || (s == rebel_strength && yaroslav == Some(seat));
    beats_rebels.then_some(seat)
}

/// Whether `seat` rules `region`.
#[must_use]
pub fn rules(state: &State, seat: Seat, region: Region) -> bool {
    ruler(state, region) == Some(seat)
}

/// The regions in play bordering `region`.
pub fn neighbours(state: &State, region: Region) -> impl Iterator<Item = Region> + '_ {
    state.in_play().filter(move |r| data().adjacent(region, *r))
}

/// The size of the largest group of regions in `set` linked by borders.
#[must_use]
pub fn largest_group(set: u32) -> u8 {
    let d = data();
    let mut left = set;
    let mut best = 0;
    while left != 0 {
        let start = left.trailing_zeros();
        let mut group = 1u32 << start;
        let mut frontier = group;
        while frontier != 0 {
            let r = frontier.trailing_zeros();
            frontier &= frontier - 1;
            let next = d.adjacency.get(r as usize).copied().unwrap_or(0) & set & !group;
            group |= next;
            frontier |= next;
        }
        left &= !group;
        best = best.max(group.count_ones() as u8);
    }
    best
}

/// The regions (as bits) holding at least one of `seat`'s structures of
/// `kind` (any kind when `None`).
#[must_use]
pub fn structure_regions(state: &State, seat: Seat, kind: Option<Structure>) -> u32 {
    state
        .regions
        .iter()
        .enumerate()
        .filter(|(_, r)| {
            r.structures
                .iter()
                .any(|b| b.owner == seat && kind.is_none_or(|k| k == b.kind))
        })
        .fold(0, |m, (i, _)| m | (1 << i))
}
