//! Every invariant of a state, checked before rules run on it: lengths and
//! indices within the data's ranges (so no rule can index out of bounds)
//! and every component accounted for exactly once.

use ruleshelf_engine::{ErrorCode, RulesError, Seat};

use crate::data::{
    Data, BONUS_DISPLAY, COMMON_IN_PLAY, DEN_CELLS, DEN_SPACES, INSTINCTS_IN_PLAY, MARKERS, ROUNDS,
    SPACES,
};
use crate::ids::{Territory, KITS};
use crate::kits::{EXIT, MAX_KIT};
use crate::state::{Choice, DenTile, KitPlace, Phase, Spot, State, FORMAT_VERSION};

fn bad(what: impl Into<String>) -> RulesError {
    RulesError::new(ErrorCode::InvalidState, what.into())
}

pub(crate) fn ensure(ok: bool, what: &str) -> Result<(), RulesError> {
    if ok {
        Ok(())
    } else {
        Err(bad(what))
    }
}

/// How many of each of `kinds` kinds `items` holds; an unknown kind is
/// refused.
pub(crate) fn counts(
    items: impl IntoIterator<Item = u8>,
    kinds: usize,
) -> Result<Vec<u32>, RulesError> {
    let mut c = vec![0u32; kinds];
    for i in items {
        *c.get_mut(usize::from(i))
            .ok_or_else(|| bad(format!("component index {i} out of range")))? += 1;
    }
    Ok(c)
}

pub fn validate(d: &Data, s: &State) -> Result<(), RulesError> {
    if s.version != FORMAT_VERSION {
        return Err(bad(format!(
            "state format version {} is not {FORMAT_VERSION}",
            s.version
        )));
    }
    s.options.check().map_err(|e| bad(e.message))?;
    let seats = usize::from(s.seats());
    let seat_ok = |x: Seat| usize::from(x.0) < seats;
    // Pieces on the shared boards: a seat's, or VIXEN's (its colour).
    let owner_ok = |x: Seat| x.0 < s.participants();
    ensure((1..=ROUNDS).contains(&s.round), "round 1 to 4")?;
    ensure((1..=6).contains(&s.destiny_value), "destiny die 1 to 6")?;
    ensure(s.players.len() == seats, "one player per seat")?;
    let mut order = s.turn_order.clone();
    order.sort_unstable();
    ensure(
        order == Seat::all(s.seats()).collect::<Vec<_>>(),
        "turn order lists every seat once",
    )?;
    ensure(s.territories.len() == 4, "4 vital territories")?;
    ensure(
        s.turn_order_tiles.len() == crate::setup::positions(d, s.participants()).len(),
        "a turn order tile per bonus position",
    )?;
    ensure(
        s.turn_order_tiles
            .iter()
            .all(|t| usize::from(*t) < d.turn_order_tiles.len()),
        "turn order tile index",
    )?;

    // Destiny tiles.
    let destiny = counts(
        s.destiny_stack.iter().chain(&s.destiny_revealed).copied(),
        d.destiny_tiles.len(),
    )?;
    ensure(destiny.iter().all(|c| *c <= 1), "each destiny tile once")?;
    ensure(
        s.destiny_revealed.len() == usize::from(s.round)
            && s.destiny_revealed.last() == Some(&s.destiny_tile),
        "one destiny tile revealed per round",
    )?;
    ensure(
        s.destiny_stack.len() + s.destiny_revealed.len() <= usize::from(ROUNDS),
        "4 destiny tiles in play",
    )?;

    // Territories, exploration tiles, hunting tiles, territory tiles.
    let mut exploration = Vec::new();
    let mut hunting: Vec<u8> = s.hunting_stack.clone();
    let mut tile_homes = vec![Vec::new(); 4];
    for (ti, t) in s.territories.iter().enumerate() {
        ensure(t.spaces.len() == SPACES, "4 exploration spaces")?;
        ensure(
            t.dice.len() == d.die_spaces.vital.len(),
            "die spaces of a territory",
        )?;
        for x in &t.spaces {
            let tile = d
                .exploration_tiles
                .get(usize::from(x.tile))
                .ok_or_else(|| bad("exploration tile index"))?;
            ensure(
                s.options.mixed_territories() || tile.territory.index() == ti,
                "exploration tile in its own territory",
            )?;
            ensure(x.marker.is_none_or(owner_ok), "marker seat")?;
            ensure(
                x.hunting.is_none() || tile.hunting_spot,
                "hunting tile on a hunting spot",
            )?;
            exploration.push(x.tile);
            hunting.extend(x.hunting);
        }
        ensure(
            t.dice
                .iter()
                .enumerate()
                .all(|(i, p)| p.is_none() || crate::placement::vital_closed(d, s, i).is_none()),
            "no die on a blocked or covered space",
        )?;
        tile_homes[ti].extend(t.stack.iter().chain(&t.discard).copied());
    }
    ensure(
        counts(exploration, d.exploration_tiles.len())?
            .iter()
            .all(|c| *c == 1),
        "each exploration tile once",
    )?;
    ensure(
        s.mountains.explore.len() == d.die_spaces.mountain_explore.len()
            && s.mountains.tiles.len() == d.die_spaces.mountain_tiles.len(),
        "mountain spaces",
    )?;
    crate::firefox::validate(d, s)?;
    crate::village::validate(d, s)?;
    crate::vixen::validate(d, s)?;
    ensure(
        crate::placement::board_spaces(s)
            .flatten()
            .all(|p| owner_ok(p.seat) && p.value <= 6),
        "a die on a board",
    )?;
    let base_kind = |t: &u8| {
        d.hunting_tiles
            .get(usize::from(*t))
            .is_some_and(|x| x.expansion.is_none())
    };
    ensure(
        hunting.iter().all(base_kind),
        "the base game's hunting tiles on its stack and spots",
    )?;
    ensure(
        s.mountains
            .explore
            .iter()
            .enumerate()
            .all(|(i, p)| p.is_none() || crate::placement::mountain_closed(d, s, i).is_none()),
        "no die on a covered Mountain space",
    )?;
    let owed = s.pending.iter().filter_map(|p| match &p.choice {
        Choice::ObstacleTerritory { tile, .. } => Some(tile),
        _ => None,
    });
    let held = s
        .mountains
        .display
        .iter()
        .chain(&s.mountains.obstacles)
        .chain(s.players.iter().flat_map(|p| p.action_tiles.iter()));
    for h in held
        .chain(s.beaver.as_ref().and_then(|b| b.tile.as_ref()))
        .chain(owed)
    {
        tile_homes[h.home.index()].push(h.tile);
    }
    for h in &s.mountains.obstacles {
        let o = crate::tiles::obstacle_of(d, h.tile)
            .ok_or_else(|| bad("a non-obstacle tile on the obstacle display"))?;
        ensure(
            s.territories.iter().any(|t| t.obstacle == Some(o)),
            "an obstacle tile without its token",
        )?;
    }
    for (t, home) in Territory::ALL.into_iter().zip(&tile_homes) {
        let mut expected = vec![0u32; d.territory_tiles.len()];
        for tile in crate::tiles::stack_tiles(d, &s.options, t) {
            expected[usize::from(tile)] = 1;
        }
        ensure(
            counts(home.iter().copied(), d.territory_tiles.len())? == expected,
            "each territory tile of a stack once",
        )?;
    }
    if let Some(b) = s.beaver {
        ensure(owner_ok(b.owner) && usize::from(b.space) < SPACES, "beaver")?;
    }
    ensure(
        s.star.is_none_or(owner_ok) && s.cheese.is_none_or(owner_ok),
        "star and cheese holders",
    )?;

    // Tracks, instincts, common objectives, bonus den tiles.
    ensure(
        s.track_tiles.len() == 4
            && s.track_tiles
                .iter()
                .all(|t| t.len() == d.track_levels.tile_levels.len()),
        "track tile slots",
    )?;
    let track = counts(s.track_tiles.iter().flatten().copied(), d.track_tiles.len())?;
    ensure(track.iter().all(|c| *c <= 1), "each track tile once")?;
    ensure(
        s.instincts.len() == INSTINCTS_IN_PLAY,
        "3 instincts in play",
    )?;
    ensure(s.common.len() == COMMON_IN_PLAY, "3 common objectives")?;
    for c in &s.common {
        let co = d
            .common_objectives
            .get(usize::from(c.objective))
            .ok_or_else(|| bad("common objective index"))?;
        ensure(
            c.claims.len() <= co.vp.len() && c.claims.iter().all(|x| owner_ok(*x)),
            "common objective claims",
        )?;
    }
    ensure(
        s.bonus_display.len() == BONUS_DISPLAY,
        "3 bonus display slots",
    )?;
    let vixen_bonus = s.vixen.iter().flat_map(|v| v.public.bonus_tiles.iter());
    let mut bonus: Vec<u8> = s
        .bonus_display
        .iter()
        .flatten()
        .chain(&s.bonus_stack)
        .chain(vixen_bonus)
        .copied()
        .collect();

    // Players.
    let mut path_in_hand = vec![0u32; s.players.len()];
    for p in &s.pending {
        ensure(seat_ok(p.seat), "owed choice seat")?;
        if let Choice::PlaceDen { tiles, .. } = &p.choice {
            ensure(tiles.len() <= 2, "at most 2 drawn den tiles")?;
            for t in tiles {
                match *t {
                    DenTile::Bonus { id } => bonus.push(id),
                    DenTile::Path { kind } => {
                        ensure(usize::from(kind) < d.path_tiles.len(), "den path kind")?;
                        path_in_hand[p.seat.index()] += 1;
                    }
                    DenTile::Base => return Err(bad("the base tile is never drawn")),
                }
            }
        }
    }
    let all_cards: Vec<u8> = d.objectives.iter().map(|o| o.id).collect();
    for (i, p) in s.players.iter().enumerate() {
        ensure(p.paws.iter().all(|l| *l <= d.top_level()), "paw level")?;
        ensure(usize::from(p.markers_out) <= MARKERS, "markers")?;
        let seat = Seat(i as u8);
        let on_board = s
            .territories
            .iter()
            .flat_map(|t| &t.spaces)
            .filter(|x| x.marker == Some(seat))
            .count()
            + crate::village::marks_of(s, seat);
        ensure(
            on_board == usize::from(p.markers_out),
            "markers on the board match the board's empty slots",
        )?;
        ensure(
            p.fox.is_none_or(|f| usize::from(f.space) <= SPACES),
            "fox space",
        )?;
        ensure(p.kits.len() == KITS, "5 kits")?;
        for k in &p.kits {
            ensure((1..=MAX_KIT).contains(&k.value), "kit value 1 to 6")?;
            match k.place {
                KitPlace::Growing { space } => ensure((1..EXIT).contains(&space), "growth space")?,
                KitPlace::Den { slot, .. } => ensure(slot < 5, "den kit slot")?,
                _ => {}
            }
        }
        ensure(
            p.den.cells.len() == DEN_CELLS
                && p.den.cubes.len() == 5
                && p.den.dice.len() == DEN_SPACES,
            "den board",
        )?;
        ensure(p.den.bag.len() == d.path_tiles.len(), "bag kinds")?;
        let mut paths = vec![0u32; d.path_tiles.len()];
        for c in p.den.cells.iter().flatten() {
            match c.tile {
                DenTile::Path { kind } => {
                    *paths
                        .get_mut(usize::from(kind))
                        .ok_or_else(|| bad("den path kind"))? += 1
                }
                DenTile::Bonus { id } => bonus.push(id),
                DenTile::Base => {}
            }
        }
        let drawn = path_in_hand[i];
        let total: u32 = paths.iter().sum::<u32>()
            + p.den.bag.iter().map(|x| u32::from(*x)).sum::<u32>()
            + drawn;
        let copies: u32 = d.path_tiles.iter().map(|t| u32::from(t.copies)).sum();
        ensure(
            total == copies,
            "every den path tile of a colour accounted for",
        )?;
        ensure(
            p.den
                .cells
                .get(crate::data::BASE_CELL)
                .copied()
                .flatten()
                .is_some_and(|c| c.tile == DenTile::Base),
            "base den tile on E1",
        )?;
        ensure(
            p.den.dice.iter().flatten().all(|v| *v <= 6),
            "den die value",
        )?;
        hunting.extend(p.cache.iter().copied());
        ensure(
            p.cache.len() <= crate::hunting::capacity(d, s, Seat(i as u8)),
            "cache size",
        )?;
        let cards = p
            .hand
            .iter()
            .chain(&p.deck)
            .chain(&p.discarded)
            .copied()
            .chain(p.completed.iter().map(|c| c.card));
        let mut cards: Vec<u8> = cards.collect();
        cards.sort_unstable();
        ensure(
            cards == all_cards,
            "every objective card of a deck accounted for once",
        )?;
        ensure(
            p.instincts.iter().all(|x| s.instincts.contains(x)),
            "instincts in play",
        )?;
        ensure(p.dice_used <= p.dice && p.dice <= 4, "action dice")?;
        ensure(
            p.resources.iter().all(|r| *r <= d.resource_supply.per_type),
            "resources",
        )?;
    }
    for r in Territory::ALL {
        ensure(
            crate::bonus::supply(d, s, r) <= d.resource_supply.per_type,
            "resource supply",
        )?;
    }
    if let Some(v) = &s.village {
        hunting.extend(v.hunting.iter().flatten().chain(&v.pile));
    }
    if let Some(v) = &s.vixen {
        hunting.extend(v.public.cache.iter().copied());
    }
    let hunt = counts(hunting, d.hunting_tiles.len())?;
    let in_play = |t: &crate::data::HuntingTile| {
        if t.expansion.is_none_or(|e| s.options.has(e)) {
            u32::from(t.copies)
        } else {
            0
        }
    };
    ensure(
        hunt.iter()
            .zip(&d.hunting_tiles)
            .all(|(c, t)| *c == in_play(t)),
        "every hunting tile accounted for",
    )?;
    ensure(
        counts(bonus, d.bonus_den_tiles.len())?
            .iter()
            .all(|c| *c == 1),
        "each bonus den path tile once",
    )?;

    // Phase and turn.
    if let Some(seat) = s.phase.seat() {
        ensure(seat_ok(seat), "phase seat")?;
    }
    match s.phase {
        Phase::Place { seat } | Phase::Move { seat } | Phase::Act { seat } => {
            let turn = s.turn.ok_or_else(|| bad("a turn phase needs a turn"))?;
            ensure(
                turn.seat == seat && turn.value <= 6,
                "the turn's seat and die",
            )?;
            ensure(
                turn.rolled || (turn.spot.is_none() && turn.value == 0 && !s.pending.is_empty()),
                "a die waits to be rolled only while choices are owed",
            )?;
            match (s.phase, turn.spot) {
                (Phase::Place { .. }, None)
                | (Phase::Move { .. }, Some(Spot::Territory { .. }))
                | (Phase::Act { .. }, Some(_)) => {}
                _ => return Err(bad("the turn's die placement does not fit the phase")),
            }
            let in_range = match turn.spot {
                Some(Spot::Territory { space, .. }) => {
                    usize::from(space) < d.die_spaces.vital.len()
                }
                Some(Spot::MountainExplore { space }) => {
                    usize::from(space) < d.die_spaces.mountain_explore.len()
                }
                Some(Spot::MountainTiles { space }) => {
                    usize::from(space) < d.die_spaces.mountain_tiles.len()
                }
                Some(Spot::Den { space }) => usize::from(space) < DEN_SPACES,
                Some(Spot::Firefox { space }) => s
                    .firefox
                    .as_ref()
                    .is_some_and(|f| usize::from(space) < f.dice.len()),
                Some(Spot::Village { space }) => s
                    .village
                    .as_ref()
                    .is_some_and(|v| usize::from(space) < v.dice.len()),
                _ => true,
            };
            ensure(in_range, "die space index")?;
            if let (Phase::Act { .. }, Some(Spot::Territory { territory, .. })) =
                (s.phase, turn.spot)
            {
                ensure(
                    s.player(seat).fox.is_some_and(|f| f.territory == territory),
                    "the fox stands in the die's territory",
                )?;
            }
        }
        Phase::Vixen => ensure(
            s.vixen.is_some() && s.turn.is_none() && !s.pending.is_empty(),
            "VIXEN's turn waits only for owed choices",
        )?,
        _ => ensure(s.turn.is_none(), "no turn outside the turn phases")?,
    }
    Ok(())
}
