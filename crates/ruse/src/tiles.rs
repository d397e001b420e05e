//! "Territory Tiles (Bonuses)" and "Obstacles": drawing a territory's top
//! tile and resolving it by kind.

use ruleshelf_engine::Seat;

use crate::bonus::{grant_all, owe};
use crate::data::{Data, TileKind};
use crate::event::Event;
use crate::ids::{Obstacle, Territory};
use crate::options::Options;
use crate::state::{Beaver, Choice, HeldTile, State};

/// Draws the top tile of `territory`'s stack and resolves it. An empty
/// stack is rebuilt from the shuffled discards ("If a draw pile in a
/// territory is empty, shuffle and replace the discarded tiles"); with both
/// empty nothing is drawn.
pub(crate) fn draw(d: &Data, s: &mut State, seat: Seat, territory: Territory) {
    if s.territory(territory).stack.is_empty() {
        let mut discard = std::mem::take(&mut s.territory_mut(territory).discard);
        s.rng.shuffle(&mut discard);
        s.territory_mut(territory).stack = discard;
    }
    let Some(tile) = s.territory_mut(territory).stack.pop() else { return };
    s.log(Event::TileDrawn { seat, territory, tile });
    let held = HeldTile { home: territory, tile };
    let Some(kind) = d.territory_tiles.get(usize::from(tile)).map(|t| t.kind.clone()) else { return };
    match kind {
        TileKind::Obstacle(o) => {
            if o.placed_by_choice() {
                owe(s, seat, Choice::ObstacleTerritory { obstacle: o, tile: held });
            } else {
                place_obstacle(d, s, o, territory, held);
            }
        }
        TileKind::AvailableToAll(_) => s.mountains.display.push(held),
        TileKind::Beaver => {
            // "If another player draws a beaver territory tile, they take
            // possession of the beaver token."
            if let Some(old) = s.beaver.take() {
                discard(s, old.tile);
            }
            s.beaver = Some(Beaver { owner: seat, territory, space: dam(d, s, territory), tile: held });
        }
        TileKind::Action => s.player_mut(seat).action_tiles.push(held),
        TileKind::Instant(bonus) => {
            discard(s, held);
            grant_all(d, s, seat, &bonus, Some(territory));
        }
    }
}

/// The exploration space holding the territory's beaver dam (X1 if none).
#[must_use]
pub fn dam(d: &Data, s: &State, territory: Territory) -> u8 {
    s.territory(territory)
        .spaces
        .iter()
        .position(|x| d.exploration_tiles.get(usize::from(x.tile)).is_some_and(|t| t.beaver_dam))
        .unwrap_or(0) as u8
}

/// A used tile goes to its territory's discard pile.
pub(crate) fn discard(s: &mut State, tile: HeldTile) {
    s.territory_mut(tile.home).discard.push(tile.tile);
}

/// Puts obstacle `o`, drawn as `tile`, in `territory`: the token leaves any
/// other territory, and it replaces a different obstacle there ("New
/// obstacles replace those already in play"; digest 18.2). The tile goes to
/// the obstacle display; a replaced obstacle's tile is discarded.
pub(crate) fn place_obstacle(d: &Data, s: &mut State, o: Obstacle, territory: Territory, tile: HeldTile) {
    let replaced = s.territory(territory).obstacle.filter(|x| *x != o);
    for t in &mut s.territories {
        if t.obstacle == Some(o) {
            t.obstacle = None;
        }
    }
    let gone: Vec<HeldTile> =
        s.mountains.obstacles.iter().copied().filter(|h| obstacle_of(d, h.tile).is_some_and(|x| x == o || Some(x) == replaced)).collect();
    s.mountains.obstacles.retain(|h| !gone.contains(h));
    for h in gone {
        discard(s, h);
    }
    s.territory_mut(territory).obstacle = Some(o);
    s.mountains.obstacles.push(tile);
}

/// The obstacle a territory tile shows, if it is one.
#[must_use]
pub fn obstacle_of(d: &Data, tile: u8) -> Option<Obstacle> {
    match d.territory_tiles.get(usize::from(tile))?.kind {
        TileKind::Obstacle(o) => Some(o),
        _ => None,
    }
}

/// Whether `territory` holds obstacle `o`.
#[must_use]
pub fn has_obstacle(s: &State, territory: Territory, o: Obstacle) -> bool {
    s.territory(territory).obstacle == Some(o)
}

/// The territory tiles of `t`'s stack in a game with `options`: a copy of
/// each of the base game's, and each mini-expansion's own tiles for `t`
/// when it is in play ("Add all other tiles to the base game components").
#[must_use]
pub fn stack_tiles(d: &Data, options: &Options, t: Territory) -> Vec<u8> {
    let in_play = |x: &crate::data::TerritoryTile| x.expansion.is_none_or(|e| options.has(e)) && x.territory.is_none_or(|home| home == t);
    d.territory_tiles.iter().enumerate().filter(|(_, x)| in_play(x)).map(|(i, _)| i as u8).collect()
}
