//! "Territory Tracks" and "Advancing on a Territory Track": a paw moves up
//! one level and collects what the level shows — its VP, the hunter symbol,
//! the track tile on it.

use ruleshelf_engine::Seat;

use crate::bonus::{gain_vp, grant_all};
use crate::data::Data;
use crate::ids::Territory;
use crate::state::State;

/// Moves `seat`'s paw one level up `track` and resolves the new level. An
/// advance past the top is lost (digest 31.5).
pub(crate) fn advance(d: &Data, s: &mut State, seat: Seat, track: Territory) {
    let level = s.player(seat).paws[track.index()];
    if level >= d.top_level() {
        return;
    }
    let level = level + 1;
    s.player_mut(seat).paws[track.index()] = level;
    let vp = d
        .track_levels
        .vp
        .get(usize::from(level))
        .copied()
        .unwrap_or(0);
    gain_vp(d, s, seat, u16::from(vp));
    if d.track_levels.hunter_levels.contains(&level) {
        // "If you encounter the symbol for the hunter or photographer, move
        // the hunter or photographer clockwise to the next territory."
        move_hunter(s);
    }
    if let Some(slot) = d.track_levels.tile_levels.iter().position(|l| *l == level) {
        let tile = s
            .track_tiles
            .get(track.index())
            .and_then(|t| t.get(slot))
            .copied();
        if let Some(bonus) = tile.and_then(|t| d.track_tiles.get(usize::from(t))) {
            let bonus = bonus.bonus.clone();
            grant_all(d, s, seat, &bonus, None);
        }
    }
}

/// "The hunter or photographer moves clockwise across the hunting areas":
/// to the next territory.
pub(crate) fn move_hunter(s: &mut State) {
    s.hunter = s.hunter.clockwise();
}
