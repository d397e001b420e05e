//! "Mountain Territory": the exploration zone, the objective card zone and
//! the territory tiles zone; and the kept Action tile.

use ruleshelf_engine::Seat;

use crate::bonus::{any_supply, offer_track, open_tracks, owe};
use crate::data::{Data, TileKind};
use crate::die::{affordable, pay, set_value};
use crate::ids::{Buy, Instinct};
use crate::placement::put_die;
use crate::state::{Choice, Spot, State};

/// "The die used in this spot is automatically emptied and does not remain
/// in the action space."
pub(crate) fn objectives(d: &Data, s: &mut State, seat: Seat) {
    put_die(d, s, seat, Spot::MountainObjectives);
    set_value(d, s, 0);
}

/// The cost of an exploration-zone action, after the track instinct.
#[must_use]
pub fn cost(d: &Data, s: &State, seat: Seat, buy: Buy) -> u8 {
    let base = d.mountain_cost(buy, s.winter());
    base.saturating_sub(u8::from(
        buy == Buy::Track && s.player(seat).has_instinct(Instinct::CheaperTrack),
    ))
}

/// Whether an exploration-zone action may be bought now.
#[must_use]
pub fn may_buy(d: &Data, s: &State, seat: Seat, buy: Buy) -> bool {
    let Some(turn) = s.turn else { return false };
    if turn.has_used(buy) || !affordable(d, s, seat, turn.value, cost(d, s, seat, buy)) {
        return false;
    }
    match buy {
        Buy::Resource => any_supply(d, s),
        Buy::Track => !open_tracks(d, s, seat).is_empty(),
        Buy::Kit => !crate::kits::eligible(s, seat).is_empty(),
        Buy::Hunt | Buy::Mark => false,
    }
}

pub(crate) fn buy(d: &Data, s: &mut State, seat: Seat, buy: Buy) {
    pay(d, s, cost(d, s, seat, buy));
    if let Some(turn) = s.turn.as_mut() {
        turn.used |= buy.bit();
    }
    match buy {
        Buy::Resource => owe(s, seat, Choice::Resource),
        Buy::Track => offer_track(d, s, seat),
        Buy::Kit => crate::kits::offer_raise(s, seat),
        Buy::Hunt | Buy::Mark => {}
    }
}

/// The distinct "available to all" tiles on display, by kind.
#[must_use]
pub fn claimable(s: &State) -> Vec<u8> {
    let mut kinds: Vec<u8> = s.mountains.display.iter().map(|h| h.tile).collect();
    kinds.sort_unstable();
    kinds.dedup();
    kinds
}

/// Whether a display tile may be claimed now (spend 1, once).
#[must_use]
pub fn may_claim(d: &Data, s: &State, seat: Seat) -> bool {
    s.turn
        .is_some_and(|t| !t.once && affordable(d, s, seat, t.value, d.mountains.tile_spend))
}

/// Claims and resolves a display tile of kind `tile`, then discards it.
pub(crate) fn claim(d: &Data, s: &mut State, seat: Seat, tile: u8) {
    pay(d, s, d.mountains.tile_spend);
    if let Some(turn) = s.turn.as_mut() {
        turn.once = true;
    }
    let Some(i) = s.mountains.display.iter().position(|h| h.tile == tile) else {
        return;
    };
    let held = s.mountains.display.remove(i);
    crate::tiles::discard(s, held);
    if let Some(TileKind::AvailableToAll(bonus)) = d
        .territory_tiles
        .get(usize::from(tile))
        .map(|t| t.kind.clone())
    {
        crate::bonus::grant_all(d, s, seat, &bonus, None);
    }
}

/// "Action: place an action die on the tile, pay 1 resource, and increase a
/// kit die. Your die is now empty."
pub(crate) fn use_action_tile(d: &Data, s: &mut State, seat: Seat, pay_with: crate::ids::Resource) {
    let p = s.player_mut(seat);
    p.resources[pay_with.index()] = p.resources[pay_with.index()].saturating_sub(1);
    if let Some(held) = (!p.action_tiles.is_empty()).then(|| p.action_tiles.remove(0)) {
        crate::tiles::discard(s, held);
    }
    put_die(d, s, seat, Spot::ActionTile);
    set_value(d, s, 0);
    crate::kits::offer_raise(s, seat);
}

/// Whether the Action tile can be used paying `r`.
#[must_use]
pub fn may_use_action_tile(s: &State, seat: Seat, r: crate::ids::Resource) -> bool {
    let p = s.player(seat);
    !p.action_tiles.is_empty()
        && p.resources[r.index()] > 0
        && !crate::kits::eligible(s, seat).is_empty()
}
