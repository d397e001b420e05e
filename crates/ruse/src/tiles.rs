//! "Territory Tiles (Bonuses)" and "Obstacles": drawing a territory's top
//! tile and resolving it by kind.

use ruleshelf_engine::Seat;

use crate::bonus::{grant_all, owe};
use crate::data::{Data, TileKind};
use crate::event::Event;
use crate::ids::{Obstacle, Territory};
use crate::options::Options;
use crate::state::{Beaver, Choice, HeldTile, State};

/// Draws the top tile of `territory`'s stack and resolves it; returns the
/// tile. An empty stack is rebuilt from the shuffled discards ("If a draw
/// pile in a territory is empty, shuffle and replace the discarded tiles");
/// with both empty nothing is drawn. A tile VIXEN draws is resolved by the
/// same rules, but it has no choice to make and no use for one: the Camp
/// and the Bear stay where drawn, an Action tile goes to the discard.
pub(crate) fn draw(d: &Data, s: &mut State, seat: Seat, territory: Territory) -> Option<u8> {
    if s.territory(territory).stack.is_empty() {
        let mut discard = std::mem::take(&mut s.territory_mut(territory).discard);
        s.rng.shuffle(&mut discard);
        s.territory_mut(territory).stack = discard;
    }
    let tile = s.territory_mut(territory).stack.pop()?;
    s.log(Event::TileDrawn {
        seat,
        territory,
        tile,
    });
    let held = HeldTile {
        home: territory,
        tile,
    };
    let vixen = crate::vixen::is(s, seat);
    let kind = d
        .territory_tiles
        .get(usize::from(tile))
        .map(|t| t.kind.clone())?;
    match kind {
        TileKind::Obstacle(o) => {
            if o.placed_by_choice() && !vixen {
                owe(
                    s,
                    seat,
                    Choice::ObstacleTerritory {
                        obstacle: o,
                        tile: held,
                    },
                );
            } else {
                place_obstacle(d, s, o, territory, Some(held));
            }
        }
        TileKind::AvailableToAll(_) => s.mountains.display.push(held),
        // "If another player draws a beaver territory tile, they take
        // possession of the beaver token."
        TileKind::Beaver => take_beaver(d, s, seat, territory, Some(held)),
        TileKind::Action if vixen => discard(s, held),
        TileKind::Action => s.player_mut(seat).action_tiles.push(held),
        TileKind::Instant(bonus) => {
            discard(s, held);
            grant_all(d, s, seat, &bonus, Some(territory));
        }
    }
    Some(tile)
}

/// `owner` takes the beaver and puts it on `territory`'s dam, holding
/// `tile` (a drawn beaver tile; none: the tile held before, if any, changes
/// hands with the token). A beaver tile held before a new one is drawn is
/// discarded.
pub(crate) fn take_beaver(
    d: &Data,
    s: &mut State,
    owner: Seat,
    territory: Territory,
    tile: Option<HeldTile>,
) {
    let old = s.beaver.take().and_then(|b| b.tile);
    let tile = match (tile, old) {
        (Some(new), Some(old)) => {
            discard(s, old);
            Some(new)
        }
        (new, old) => new.or(old),
    };
    s.beaver = Some(Beaver {
        owner,
        territory,
        space: dam(d, s, territory),
        tile,
    });
}

/// The exploration space holding the territory's beaver dam (X1 if none).
#[must_use]
pub fn dam(d: &Data, s: &State, territory: Territory) -> u8 {
    s.territory(territory)
        .spaces
        .iter()
        .position(|x| {
            d.exploration_tiles
                .get(usize::from(x.tile))
                .is_some_and(|t| t.beaver_dam)
        })
        .unwrap_or(0) as u8
}

/// A used tile goes to its territory's discard pile.
pub(crate) fn discard(s: &mut State, tile: HeldTile) {
    s.territory_mut(tile.home).discard.push(tile.tile);
}

/// Puts obstacle `o`, drawn as `tile` (none: by a VIXEN card), in
/// `territory`: the token leaves any other territory, and it replaces a
/// different obstacle there ("New obstacles replace those already in play";
/// digest 18.2). A drawn tile goes to the obstacle display; a replaced
/// obstacle's tile is discarded (the token's own tile stays with it).
pub(crate) fn place_obstacle(
    d: &Data,
    s: &mut State,
    o: Obstacle,
    territory: Territory,
    tile: Option<HeldTile>,
) {
    let replaced = s.territory(territory).obstacle.filter(|x| *x != o);
    for t in &mut s.territories {
        if t.obstacle == Some(o) {
            t.obstacle = None;
        }
    }
    let gone = |h: &HeldTile| {
        obstacle_of(d, h.tile).is_some_and(|x| (x == o && tile.is_some()) || Some(x) == replaced)
    };
    let gone: Vec<HeldTile> = s.mountains.obstacles.iter().copied().filter(gone).collect();
    s.mountains.obstacles.retain(|h| !gone.contains(h));
    for h in gone {
        discard(s, h);
    }
    s.territory_mut(territory).obstacle = Some(o);
    s.mountains.obstacles.extend(tile);
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
    let in_play = |x: &crate::data::TerritoryTile| {
        x.expansion.is_none_or(|e| options.has(e)) && x.territory.is_none_or(|home| home == t)
    };
    d.territory_tiles
        .iter()
        .enumerate()
        .filter(|(_, x)| in_play(x))
        .map(|(i, _)| i as u8)
        .collect()
}
