//! Goods on the household mat: the boat and the dock, trade boon tokens
//! ("Trade Boon Tokens"), and paying goods for deeds and conversions.

use ruleshelf_engine::Seat;

use crate::data::{data, Good};
use crate::event::Event;
use crate::state::{Cost, Pending, Player, State};

/// Whether the boat column of `good` has an empty space.
#[must_use]
pub fn boat_has_room(player: &Player, good: Good) -> bool {
    data()
        .boat
        .columns
        .get(good.index())
        .is_some_and(|c| player.boat[good.index()] < c.spaces)
}

/// `seat` gains `goods`: each goes on the boat or the dock, as its owner
/// chooses (a decision only while the boat column has room).
pub fn receive(state: &mut State, seat: Seat, goods: Vec<Good>) {
    if !goods.is_empty() {
        state.pending.push(Pending::Stow { seat, goods });
    }
}

/// Puts `good` on `seat`'s boat (or dock); filling a boat column with a
/// trade boon token below it moves the token to the dock.
pub fn stow(state: &mut State, seat: Seat, good: Good, boat: bool) {
    let player = &mut state.players[seat.index()];
    let on_boat = boat && boat_has_room(player, good);
    if on_boat {
        player.boat[good.index()] += 1;
    } else {
        player.dock[good.index()] += 1;
    }
    let full = !boat_has_room(player, good);
    let boon = on_boat && full && player.boons_below[good.index()];
    if boon {
        player.boons_below[good.index()] = false;
        player.boons += 1;
    }
    state.log(Event::GoodGained {
        seat,
        good,
        boat: on_boat,
    });
    if boon {
        state.log(Event::BoonTaken { seat, good });
    }
}

/// Goods the dock still holds after the named goods of `cost` are taken,
/// and the boons left after covering what the dock lacks; `None` when the
/// named goods cannot be paid.
fn after_named(dock: &[u8], boons: u8, cost: &Cost) -> Option<([u8; 5], u8)> {
    let mut rest = [0u8; 5];
    let mut boons = boons;
    for g in Good::ALL {
        let have = dock.get(g.index()).copied().unwrap_or(0);
        let owe = cost.goods.get(g.index()).copied().unwrap_or(0);
        rest[g.index()] = have.saturating_sub(owe);
        boons = boons.checked_sub(owe.saturating_sub(have))?;
    }
    Some((rest, boons))
}

/// Whether the goods part of `cost` can still be paid from `dock` and
/// `boons` (trade boon tokens stand for any good).
#[must_use]
pub fn goods_payable(dock: &[u8], boons: u8, cost: &Cost) -> bool {
    let Some((mut rest, mut boons)) = after_named(dock, boons, cost) else {
        return false;
    };
    if !cost.one_of.is_empty() {
        if let Some(g) = cost
            .one_of
            .iter()
            .copied()
            .filter(|g| rest[g.index()] > 0)
            .max_by_key(|g| rest[g.index()])
        {
            rest[g.index()] -= 1;
        } else if boons > 0 {
            boons -= 1;
        } else {
            return false;
        }
    }
    let types = Good::ALL
        .iter()
        .filter(|g| rest[g.index()] > 0 && !cost.different_paid.contains(g))
        .count() as u8;
    if cost.different > types.saturating_add(boons) {
        return false;
    }
    let same_have = match cost.same_good {
        Some(g) => rest[g.index()],
        None => rest.iter().copied().max().unwrap_or(0),
    };
    if cost.same > same_have.saturating_add(boons) {
        return false;
    }
    let total: u16 = rest.iter().map(|n| u16::from(*n)).sum::<u16>() + u16::from(boons);
    u16::from(cost.any) <= total
}

/// Whether any goods are still owed.
#[must_use]
pub fn goods_owed(cost: &Cost) -> bool {
    cost.goods.iter().any(|n| *n > 0)
        || !cost.one_of.is_empty()
        || cost.any > 0
        || cost.different > 0
        || cost.same > 0
}

/// `cost` after paying one `good` from the dock, assigned to the most
/// constrained part that takes it; `None` when no part takes it.
#[must_use]
pub fn pay_good(cost: &Cost, good: Good) -> Option<Cost> {
    let mut c = cost.clone();
    let i = good.index();
    if c.goods.get(i).copied().unwrap_or(0) > 0 {
        c.goods[i] -= 1;
    } else if c.one_of.contains(&good) {
        c.one_of.clear();
    } else if c.different > 0 && !c.different_paid.contains(&good) {
        c.different -= 1;
        c.different_paid.push(good);
    } else if c.same > 0 && c.same_good.is_none_or(|g| g == good) {
        c.same -= 1;
        c.same_good = Some(good);
    } else if c.any > 0 {
        c.any -= 1;
    } else {
        return None;
    }
    Some(c)
}

/// The ways a trade boon token can pay one part of `cost`.
#[must_use]
pub fn pay_boon(cost: &Cost) -> Vec<Cost> {
    let mut out = Vec::new();
    for g in Good::ALL {
        if cost.goods.get(g.index()).copied().unwrap_or(0) > 0 {
            let mut c = cost.clone();
            c.goods[g.index()] -= 1;
            out.push(c);
        }
    }
    if !cost.one_of.is_empty() {
        let mut c = cost.clone();
        c.one_of.clear();
        out.push(c);
    }
    if cost.different > 0 {
        let mut c = cost.clone();
        c.different -= 1;
        out.push(c);
    }
    if cost.same > 0 {
        let mut c = cost.clone();
        c.same -= 1;
        out.push(c);
    }
    if cost.any > 0 {
        let mut c = cost.clone();
        c.any -= 1;
        out.push(c);
    }
    out
}

/// The cost left after paying one good (`None`: a boon), if that payment
/// keeps the rest payable.
#[must_use]
pub fn payment(player: &Player, cost: &Cost, good: Option<Good>) -> Option<Cost> {
    match good {
        Some(g) => {
            if player.dock[g.index()] == 0 {
                return None;
            }
            let after = pay_good(cost, g)?;
            let mut dock = player.dock.clone();
            dock[g.index()] -= 1;
            goods_payable(&dock, player.boons, &after).then_some(after)
        }
        None => {
            let boons = player.boons.checked_sub(1)?;
            pay_boon(cost)
                .into_iter()
                .find(|c| goods_payable(&player.dock, boons, c))
        }
    }
}
