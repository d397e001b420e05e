//! How the rebels march. "For each movement point, the rebels may send 1
//! of their rebels into any region, with no limit on distance." The
//! current priority decides where:
//!
//! - single icon: "1 rebel at a time into each region they do not occupy,
//!   following the region order, until they occupy all regions or spend
//!   all movement points";
//! - icon pair: "into 1 region they do not own (even if there are no
//!   rebels there), following the region order, until they spend all
//!   movement points".
//!
//! And always (the five additional rules): from the region nearest the
//! target that may give a rebel (ties: the one listed nearer the end of
//! the region order); leaving at least one rebel in each region; never if
//! the region left would then be yours (a tie is no obstacle); the leader
//! rather than a rebel when it stands there; and points no move may use
//! under these rules are not spent. A Stable's three points move rebels
//! out of its region only. Entering a City Gate's region costs two points.

use super::{region_order, single_icon, REBELS, YOU};
use crate::epic::effects::move_cost;
use crate::ids::Region;
use crate::map::{neighbours, ruler, rules, units};
use crate::state::State;

/// One rebel move: which unit goes from where to where.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct March {
    pub from: Region,
    pub to: Region,
    pub leader: bool,
}

/// The number of borders between `from` and every region (over regions in
/// play; 255 where none leads).
#[must_use]
pub fn distances(state: &State, from: Region) -> Vec<u8> {
    let mut dist = vec![u8::MAX; state.regions.len()];
    let Some(d) = dist.get_mut(from.index()) else {
        return dist;
    };
    *d = 0;
    let mut frontier = vec![from];
    let mut step = 0u8;
    while !frontier.is_empty() {
        step += 1;
        let mut next = Vec::new();
        for r in frontier {
            for n in neighbours(state, r) {
                if dist[n.index()] == u8::MAX {
                    dist[n.index()] = step;
                    next.push(n);
                }
            }
        }
        frontier = next;
    }
    dist
}

/// Whether you would rule `region` once the rebels' unit (their leader
/// when `leader`) left it.
fn yours_after_leaving(state: &mut State, region: Region, leader: bool) -> bool {
    let r = region.index();
    if leader {
        state.players[REBELS.index()].leader_at = None;
    } else {
        state.regions[r].troops[REBELS.index()] -= 1;
    }
    let yours = ruler(state, region) == Some(YOU);
    if leader {
        state.players[REBELS.index()].leader_at = Some(region);
    } else {
        state.regions[r].troops[REBELS.index()] += 1;
    }
    yours
}

/// Where a rebel for `to` comes from under the additional rules, with
/// `points` to spend and (a Stable's) `only_from`.
pub fn source(
    state: &mut State,
    to: Region,
    points: u8,
    only_from: Option<Region>,
) -> Option<March> {
    if move_cost(state, to) > points {
        return None;
    }
    let order = region_order(state);
    let dist = distances(state, to);
    let place = |r: Region| order.iter().position(|x| *x == r).unwrap_or(0);
    let mut best: Option<(u8, usize, March)> = None;
    let regions: Vec<Region> = state.in_play().collect();
    for from in regions {
        if from == to || only_from.is_some_and(|o| o != from) || units(state, REBELS, from) < 2 {
            continue;
        }
        let leader = state.players[REBELS.index()].leader_at == Some(from);
        if yours_after_leaving(state, from, leader) {
            continue;
        }
        let d = dist.get(from.index()).copied().unwrap_or(u8::MAX);
        let better = best.is_none_or(|(bd, bp, _)| d < bd || (d == bd && place(from) > bp));
        if better {
            best = Some((d, place(from), March { from, to, leader }));
        }
    }
    best.map(|(_, _, m)| m)
}

/// The rebels' next move with `points`, aimed (icon pair) at `aim` once a
/// march has one; `only_from` for a Stable's points.
pub fn next_move(
    state: &mut State,
    points: u8,
    only_from: Option<Region>,
    aim: Option<Region>,
) -> Option<March> {
    let order = region_order(state);
    if single_icon(state) {
        let open: Vec<Region> = order
            .iter()
            .copied()
            .filter(|r| units(state, REBELS, *r) == 0)
            .collect();
        return open
            .into_iter()
            .find_map(|to| source(state, to, points, only_from));
    }
    if let Some(to) = aim {
        return source(state, to, points, only_from);
    }
    let unruled: Vec<Region> = order
        .iter()
        .copied()
        .filter(|r| !rules(state, REBELS, *r))
        .collect();
    unruled
        .into_iter()
        .find_map(|to| source(state, to, points, only_from))
}
