//! "General Setup", "Player Setup" and the two-player setup (VIXEN's board:
//! [`crate::vixen::setup`]).

use ruleshelf_engine::{Rng, RulesError, Seat};

use crate::bonus::owe;
use crate::data::{
    Data, BASE_CELL, BONUS_DISPLAY, COMMON_IN_PLAY, DEN_CELLS, DEN_SPACES, HAND, INSTINCTS_IN_PLAY,
    ROUNDS, SPACES,
};
use crate::ids::{Expansion, Instinct, RuseTile, Territory, KITS};
use crate::options::Options;
use crate::state::{
    Choice, CommonSlot, DenBoard, DenPiece, DenTile, GameTag, Kit, KitPlace, MountainState, Phase,
    Player, Space, State, TerritoryState, FORMAT_VERSION,
};

/// Sets up a game with the data `d`.
pub fn new_game(d: &Data, options: &Options, seed: u32) -> Result<State, RulesError> {
    options.check()?;
    for e in [Expansion::Firefox, Expansion::Village] {
        if options.has(e) && !d.has(e) {
            return Err(RulesError::invalid_options(format!(
                "the data set holds no {e:?} components"
            )));
        }
    }
    if options.has_vixen() && d.vixen.cards.is_empty() {
        return Err(RulesError::invalid_options(
            "the data set holds no VIXEN components",
        ));
    }
    // A 1-seat game is the solo mode: the state's options say VIXEN plays.
    let options = &Options {
        vixen: options.has_vixen(),
        ..options.clone()
    };
    let mut rng = Rng::new(seed);
    let seats = options.seats;

    // Exploration tiles, sorted by colour and shuffled within their
    // territory (in winter, by default, shuffled across all of them); a
    // hunting tile on every hunting spot.
    let mut hunting_stack: Vec<u8> = crate::hunting::all_tiles(d);
    rng.shuffle(&mut hunting_stack);
    let mut mixed: Vec<u8> = (0..d.exploration_tiles.len() as u8).collect();
    rng.shuffle(&mut mixed);
    let territories = Territory::ALL
        .iter()
        .map(|t| {
            let mut tiles: Vec<u8> = if options.mixed_territories() {
                mixed.split_off(mixed.len() - SPACES)
            } else {
                d.exploration_tiles
                    .iter()
                    .enumerate()
                    .filter(|(_, x)| x.territory == *t)
                    .map(|(i, _)| i as u8)
                    .collect()
            };
            rng.shuffle(&mut tiles);
            let spaces = tiles
                .into_iter()
                .map(|tile| {
                    let spot = d
                        .exploration_tiles
                        .get(usize::from(tile))
                        .is_some_and(|x| x.hunting_spot);
                    Space {
                        tile,
                        marker: None,
                        hunting: if spot { hunting_stack.pop() } else { None },
                    }
                })
                .collect();
            let mut stack = crate::tiles::stack_tiles(d, options, *t);
            rng.shuffle(&mut stack);
            TerritoryState {
                spaces,
                dice: vec![None; d.die_spaces.vital.len()],
                stack,
                discard: Vec::new(),
                obstacle: None,
            }
        })
        .collect();

    // Three common objectives (the starting ones in a first game).
    let mut commons: Vec<u8> = (0..d.common_objectives.len() as u8)
        .filter(|i| !options.first_game || d.common_objectives[usize::from(*i)].starting)
        .collect();
    rng.shuffle(&mut commons);
    if options.first_game && commons.len() < COMMON_IN_PLAY {
        return Err(RulesError::invalid_options(
            "the data names fewer than 3 starting common objectives",
        ));
    }
    let common = commons
        .into_iter()
        .take(COMMON_IN_PLAY)
        .map(|objective| CommonSlot {
            objective,
            claims: Vec::new(),
        })
        .collect();

    // Destiny tiles: 4 face down, the rest back to the box unseen.
    let mut destiny: Vec<u8> = (0..d.destiny_tiles.len() as u8).collect();
    rng.shuffle(&mut destiny);
    destiny.truncate(usize::from(ROUNDS));

    // Turn-order tiles on the bonus positions of the side in use.
    let mut order_tiles: Vec<u8> = (0..d.turn_order_tiles.len() as u8).collect();
    rng.shuffle(&mut order_tiles);
    order_tiles.truncate(positions(d, options.participants()).len());

    // Instincts board: 3 bonus den path tiles face up, the rest stacked;
    // 3 instinct tiles.
    let mut bonus_stack: Vec<u8> = (0..d.bonus_den_tiles.len() as u8).collect();
    rng.shuffle(&mut bonus_stack);
    let bonus_display = (0..BONUS_DISPLAY).map(|_| bonus_stack.pop()).collect();
    let mut instincts = Instinct::ALL.to_vec();
    rng.shuffle(&mut instincts);
    instincts.truncate(INSTINCTS_IN_PLAY);

    // Track tiles, at random on the tile levels; the spare to the box.
    let mut track_pool: Vec<u8> = (0..d.track_tiles.len() as u8).collect();
    rng.shuffle(&mut track_pool);
    let per_track = d.track_levels.tile_levels.len();
    let track_tiles = (0..4)
        .map(|t| track_pool[t * per_track..(t + 1) * per_track].to_vec())
        .collect();

    let mut ruses = RuseTile::ALL.to_vec();
    rng.shuffle(&mut ruses);
    let players = (0..seats)
        .map(|i| {
            let mut deck: Vec<u8> = d
                .objectives
                .iter()
                .filter(|o| !options.first_game || !o.starting)
                .map(|o| o.id)
                .collect();
            rng.shuffle(&mut deck);
            let hand: Vec<u8> = if options.first_game {
                d.objectives
                    .iter()
                    .filter(|o| o.starting)
                    .map(|o| o.id)
                    .collect()
            } else {
                (0..HAND).filter_map(|_| deck.pop()).collect()
            };
            new_player(
                d,
                options.ruse_tiles.then(|| ruses[usize::from(i)]),
                hand,
                deck,
            )
        })
        .collect();

    // Round 1's order is at random ("The last player to see a fox…").
    let mut turn_order: Vec<Seat> = Seat::all(seats).collect();
    rng.shuffle(&mut turn_order);

    // The mini-expansions' boards ("Mini-Expansions", each "Setup").
    let firefox = crate::firefox::setup(d, options, &mut rng);
    let village = crate::village::setup(d, options, &mut rng);
    let vixen = crate::vixen::setup(d, options, &mut rng);

    let mut s = State {
        game: GameTag::Ruse,
        version: FORMAT_VERSION,
        options: options.clone(),
        round: 1,
        destiny_value: 1,
        night: false,
        destiny_tile: 0,
        destiny_revealed: Vec::new(),
        destiny_stack: destiny,
        turn_order,
        turn_order_tiles: order_tiles,
        territories,
        mountains: MountainState {
            explore: vec![None; d.die_spaces.mountain_explore.len()],
            tiles: vec![None; d.die_spaces.mountain_tiles.len()],
            display: Vec::new(),
            obstacles: Vec::new(),
        },
        hunter: Territory::River,
        hunting_stack,
        track_tiles,
        bonus_display,
        bonus_stack,
        instincts,
        common,
        star: None,
        cheese: None,
        beaver: None,
        players,
        phase: Phase::Over,
        turn: None,
        pending: Vec::new(),
        final_scores: None,
        rng,
        log: Vec::new(),
        firefox,
        village,
        vixen,
    };
    // "Players collect the bonuses shown on their Ruse tile: either 2 growth
    // points or one resource of their choice" — once, in turn order, before
    // the first roll.
    for seat in s.turn_order.clone().into_iter().rev() {
        owe(&mut s, seat, Choice::StartingBonus);
    }
    crate::destiny::start_round(d, &mut s);
    // Setup comes before round 1's turn-order tiles: the starting bonuses
    // are answered first (a stable sort keeps each group's order).
    s.pending.sort_by_key(|p| p.choice != Choice::StartingBonus);
    Ok(s)
}

/// The turn-order positions (0-based) that carry a turn-order tile, for
/// `participants` on the track (the seats, and VIXEN).
#[must_use]
pub fn positions(d: &Data, participants: u8) -> &[u8] {
    if participants <= 2 {
        &d.turn_order_positions.two_player
    } else {
        &d.turn_order_positions.many_player
    }
}

fn new_player(d: &Data, ruse: Option<RuseTile>, hand: Vec<u8>, deck: Vec<u8>) -> Player {
    let mut cells = vec![None; DEN_CELLS];
    cells[BASE_CELL] = Some(DenPiece {
        tile: DenTile::Base,
        openings: d.base_mask,
    });
    let kits = (0..KITS)
        .map(|k| Kit {
            value: 1,
            place: if k < 3 {
                KitPlace::Growing { space: 1 }
            } else {
                KitPlace::Locked
            },
        })
        .collect();
    Player {
        ruse,
        gp: 0,
        vp: 0,
        resources: [0; 4],
        cache: Vec::new(),
        markers_out: 0,
        paws: [0; 4],
        fox: None,
        kits,
        den: DenBoard {
            cells,
            covered: 1 << BASE_CELL,
            cubes: vec![true; 5],
            bag: d.path_tiles.iter().map(|t| t.copies).collect(),
            dice: vec![None; DEN_SPACES],
        },
        instincts: Vec::new(),
        hand,
        deck,
        completed: Vec::new(),
        discarded: Vec::new(),
        action_tiles: Vec::new(),
        dice: 0,
        dice_used: 0,
        fourth_die: false,
    }
}
