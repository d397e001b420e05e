//! A full state consistent with a view, the unseen part dealt at random:
//! other seats' objective hands and every deck, the face-down hunting
//! tiles, the territory stacks' order, the destiny and bonus den stacks,
//! other seats' bags and the den tiles they hold drawn, VIXEN's deck.

use ruleshelf_engine::{Rng, Seat};

use crate::data::Data;
use crate::state::{
    Choice, DenBoard, DenTile, MountainState, Pending, PlacedDie, Player, Space, State,
    TerritoryState,
};
use crate::view::{public_player, DieSpaceView, View};

/// The dice on `spaces` (whether a space is closed follows from the state).
fn dice(spaces: &[DieSpaceView]) -> Vec<Option<PlacedDie>> {
    spaces.iter().map(|x| x.die).collect()
}

/// Removes one copy of each of `taken` from `pool`.
pub(crate) fn without(mut pool: Vec<u8>, taken: impl IntoIterator<Item = u8>) -> Vec<u8> {
    for t in taken {
        if let Some(i) = pool.iter().position(|x| *x == t) {
            pool.swap_remove(i);
        }
    }
    pool.sort_unstable();
    pool
}

pub fn determinize(d: &Data, v: &View, rng: &mut Rng) -> State {
    let mut deal = Rng::new(rng.next_u32());

    // Hunting tiles: every tile not in a cache (VIXEN's too) is face down
    // somewhere.
    let all_hunting: Vec<u8> = crate::hunting::all_tiles(d);
    let caches = v
        .players
        .iter()
        .flat_map(|p| p.cache.iter())
        .chain(v.vixen.iter().flat_map(|x| x.public.cache.iter()));
    let mut hidden = without(all_hunting, caches.copied());
    deal.shuffle(&mut hidden);

    let territories = v
        .territories
        .iter()
        .map(|t| {
            let mut stack = t.stack.clone();
            deal.shuffle(&mut stack);
            TerritoryState {
                spaces: t
                    .spaces
                    .iter()
                    .map(|x| Space {
                        tile: x.tile,
                        marker: x.marker,
                        hunting: if x.hunting { hidden.pop() } else { None },
                    })
                    .collect(),
                dice: dice(&t.dice),
                stack,
                discard: t.discard.clone(),
                obstacle: t.obstacle,
            }
        })
        .collect();

    let mut destiny = without(
        (0..d.destiny_tiles.len() as u8).collect(),
        v.destiny_revealed.iter().copied(),
    );
    deal.shuffle(&mut destiny);
    destiny.truncate(usize::from(v.destiny_stack));

    // Bonus den tiles not seen: the stack and those drawn out of sight.
    let in_dens = v
        .players
        .iter()
        .flat_map(|p| p.den.cells.iter().flatten())
        .filter_map(|c| match c.tile {
            DenTile::Bonus { id } => Some(id),
            _ => None,
        });
    let in_hand = v.pending.iter().flat_map(|p| match &p.choice {
        Choice::PlaceDen { tiles, .. } => tiles.clone(),
        _ => Vec::new(),
    });
    let in_hand: Vec<u8> = in_hand
        .filter_map(|t| {
            if let DenTile::Bonus { id } = t {
                Some(id)
            } else {
                None
            }
        })
        .collect();
    let shown = v
        .bonus_display
        .iter()
        .flatten()
        .chain(v.vixen.iter().flat_map(|x| x.public.bonus_tiles.iter()))
        .copied();
    let mut bonus_stack = without(
        (0..d.bonus_den_tiles.len() as u8).collect(),
        shown.chain(in_dens).chain(in_hand),
    );
    deal.shuffle(&mut bonus_stack);

    // A hidden bag holds its colour's tiles not on the board, less those
    // drawn out of sight.
    let mut bags: Vec<Vec<u8>> = v
        .players
        .iter()
        .map(|p| {
            if p.den.bag.is_some() {
                return Vec::new();
            }
            let all: Vec<u8> = d
                .path_tiles
                .iter()
                .enumerate()
                .flat_map(|(k, t)| std::iter::repeat_n(k as u8, usize::from(t.copies)))
                .collect();
            let placed = p.den.cells.iter().flatten().filter_map(|c| {
                if let DenTile::Path { kind } = c.tile {
                    Some(kind)
                } else {
                    None
                }
            });
            let mut pool = without(all, placed);
            deal.shuffle(&mut pool);
            pool
        })
        .collect();
    let pending: Vec<Pending> = v
        .pending
        .iter()
        .map(|p| {
            let mut choice = p.choice.clone();
            if let Choice::PlaceDen { tiles, from, .. } = &mut choice {
                for _ in 0..p.hidden {
                    let tile = if from.is_some() {
                        bonus_stack.pop().map(|id| DenTile::Bonus { id })
                    } else {
                        bags.get_mut(p.seat.index())
                            .and_then(Vec::pop)
                            .map(|kind| DenTile::Path { kind })
                    };
                    tiles.extend(tile);
                }
            }
            Pending {
                seat: p.seat,
                choice,
            }
        })
        .collect();

    let all_cards: Vec<u8> = d.objectives.iter().map(|o| o.id).collect();
    let players = v
        .players
        .iter()
        .enumerate()
        .map(|(i, p)| {
            let public = p
                .completed
                .iter()
                .map(|c| c.card)
                .chain(p.discarded.iter().copied());
            let mut unseen = without(all_cards.clone(), public);
            let hand = match (&p.hand, v.viewer == Some(Seat(i as u8))) {
                (Some(hand), true) => {
                    unseen = without(unseen, hand.iter().copied());
                    hand.clone()
                }
                _ => {
                    deal.shuffle(&mut unseen);
                    let n = usize::from(p.hand_count).min(unseen.len());
                    unseen.split_off(unseen.len() - n)
                }
            };
            deal.shuffle(&mut unseen);
            public_player!(Player from p, {
                den: DenBoard {
                    cells: p.den.cells.clone(),
                    covered: p.den.covered,
                    cubes: p.den.cubes.clone(),
                    bag: p.den.bag.clone().unwrap_or_else(|| {
                        let mut counts = vec![0u8; d.path_tiles.len()];
                        for kind in bags.get(i).into_iter().flatten() {
                            if let Some(c) = counts.get_mut(usize::from(*kind)) {
                                *c += 1;
                            }
                        }
                        counts
                    }),
                    dice: p.den.dice.clone(),
                },
                hand,
                deck: unseen,
            })
        })
        .collect();

    State {
        game: v.game,
        version: v.version,
        options: v.options.clone(),
        round: v.round,
        destiny_value: v.destiny_value,
        night: v.night,
        destiny_tile: v.destiny_tile,
        destiny_revealed: v.destiny_revealed.clone(),
        destiny_stack: destiny,
        turn_order: v.turn_order.clone(),
        turn_order_tiles: v.turn_order_tiles.clone(),
        territories,
        mountains: MountainState {
            explore: dice(&v.mountains.explore),
            tiles: dice(&v.mountains.tiles),
            display: v.mountains.display.clone(),
            obstacles: v.mountains.obstacles.clone(),
        },
        hunter: v.hunter,
        hunting_stack: hidden,
        track_tiles: v.track_tiles.clone(),
        bonus_display: v.bonus_display.clone(),
        bonus_stack,
        instincts: v.instincts.clone(),
        common: v.common.clone(),
        star: v.star,
        cheese: v.cheese,
        beaver: v.beaver,
        players,
        phase: v.phase,
        turn: v.turn,
        pending,
        final_scores: v.final_scores.clone(),
        rng: Rng::new(rng.next_u32()),
        log: Vec::new(),
        firefox: crate::firefox::determinize(d, v.firefox.as_ref(), &mut deal),
        village: crate::village::determinize(d, v, &mut deal),
        vixen: crate::vixen::determinize(d, v, &mut deal),
    }
}
