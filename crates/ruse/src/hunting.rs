//! "Hunting": collect the tile, flip it, gain its bonus, put it in the
//! cache — or, with the cache full, take the bonus and discard it.

use ruleshelf_engine::Seat;

use crate::bonus::{gain_gp, grant_all};
use crate::data::Data;
use crate::event::Event;
use crate::ids::{Instinct, RuseTile, Territory};
use crate::state::State;

/// The cache's size: 5 spaces, 10 with the second-level instinct.
#[must_use]
pub fn capacity(d: &Data, s: &State, seat: Seat) -> usize {
    let second = if s.player(seat).has_instinct(Instinct::SecondCache) { d.hunting.second_level } else { 0 };
    usize::from(d.hunting.cache + second)
}

/// Flips hunting tile `tile`, grants its bonus and caches it (or discards
/// it to the stack's bottom when the cache is full).
pub(crate) fn collect(d: &Data, s: &mut State, seat: Seat, tile: u8) {
    s.log(Event::Hunted { seat, tile });
    if let Some(t) = d.hunting_tiles.get(usize::from(tile)) {
        let bonus = t.bonus.clone();
        grant_all(d, s, seat, &bonus, None);
    }
    if s.player(seat).cache.len() < capacity(d, s, seat) {
        s.player_mut(seat).cache.push(tile);
    } else {
        s.hunting_stack.insert(0, tile);
    }
}

/// The HUNT action on the exploration space the fox stands on.
pub(crate) fn hunt(d: &Data, s: &mut State, seat: Seat, territory: Territory, space: usize) {
    let Some(tile) = s.territory_mut(territory).spaces.get_mut(space).and_then(|x| x.hunting.take()) else { return };
    if s.player(seat).has_ruse(RuseTile::Hunter) {
        // "With each hunting, automatically gain 2 extra GP, even if the
        // hunting fails."
        gain_gp(s, seat, 2);
    }
    collect(d, s, seat, tile);
}

/// "Draw 1 hunting tile from the stack": nothing when it is empty.
pub(crate) fn draw_from_stack(d: &Data, s: &mut State, seat: Seat) {
    if let Some(tile) = s.hunting_stack.pop() {
        collect(d, s, seat, tile);
    }
}

/// End-game VP for `tiles` tiles in the cache (the collection chart).
#[must_use]
pub fn chart(d: &Data, tiles: usize) -> u8 {
    let last = d.hunting.chart.len().saturating_sub(1);
    d.hunting.chart.get(tiles.min(last)).copied().unwrap_or(0)
}

/// All the hunting tiles of the box, by kind.
#[must_use]
pub fn all_tiles(d: &Data) -> Vec<u8> {
    d.hunting_tiles.iter().enumerate().flat_map(|(i, t)| std::iter::repeat_n(i as u8, usize::from(t.copies))).collect()
}
