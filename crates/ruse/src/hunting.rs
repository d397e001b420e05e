//! "Hunting": collect the tile, flip it, gain its bonus, put it in the
//! cache — or, with the cache full, take the bonus and discard it.

use ruleshelf_engine::Seat;

use crate::bonus::{gain_gp, grant_all};
use crate::data::Data;
use crate::event::Event;
use crate::ids::{Expansion, Instinct, RuseTile};
use crate::state::State;

/// The cache's size: 5 spaces, 10 with the second-level instinct; VIXEN's
/// is its board's.
#[must_use]
pub fn capacity(d: &Data, s: &State, seat: Seat) -> usize {
    if crate::vixen::is(s, seat) {
        return usize::from(d.vixen.board.cache);
    }
    let second = if s.player(seat).has_instinct(Instinct::SecondCache) {
        d.hunting.second_level
    } else {
        0
    };
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
    let room = capacity(d, s, seat);
    match s.cache_mut(seat).filter(|c| c.len() < room) {
        Some(cache) => cache.push(tile),
        None => discard(d, s, tile),
    }
}

/// A hunting tile leaving play goes to the bottom of its stack: a Village
/// tile to the Village's pile, any other to the hunting stack (the two
/// stay apart; register A-59, ruling V-5).
pub(crate) fn discard(d: &Data, s: &mut State, tile: u8) {
    let village = d
        .hunting_tiles
        .get(usize::from(tile))
        .is_some_and(|t| t.expansion == Some(Expansion::Village));
    if !(village && crate::village::discard(s, tile)) {
        s.hunting_stack.insert(0, tile);
    }
}

/// Hunting ("Collect the hunting tile ..., flip it, and place it in your
/// cache") `tile`, taken from its spot: an exploration tile's or a
/// Village's.
pub(crate) fn hunt(d: &Data, s: &mut State, seat: Seat, tile: u8) {
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

/// The base game's hunting tiles, by kind.
#[must_use]
pub fn all_tiles(d: &Data) -> Vec<u8> {
    tiles_of(d, None)
}

/// The hunting tiles of `expansion` (none: the base game's), by kind.
#[must_use]
pub fn tiles_of(d: &Data, expansion: Option<Expansion>) -> Vec<u8> {
    let kinds = d
        .hunting_tiles
        .iter()
        .enumerate()
        .filter(|(_, t)| t.expansion == expansion);
    kinds
        .flat_map(|(i, t)| std::iter::repeat_n(i as u8, usize::from(t.copies)))
        .collect()
}
