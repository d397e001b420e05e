//! "Firefox (Mini-Expansion)": its setup, the Firefox action, the Firefox
//! bonus of its territory tiles, and what views show of it.

mod common;

use common::*;
use ruleshelf_engine::{Game, Rng};
use ruse::ids::{Expansion, Territory};
use ruse::state::{HeldTile, PlacedDie, State};
use ruse::{Action, Event, Options, Phase, Ruse};

fn firefox(seats: u8) -> State {
    fresh_with(Options {
        firefox: true,
        ..Options::new(seats)
    })
}

/// The index of the Firefox tile `id`.
fn tile(id: &str) -> u8 {
    d().firefox.tiles.iter().position(|t| t.id == id).unwrap() as u8
}

/// Puts Firefox tile `t` face up on ring space `space`, swapping it with
/// whatever lay there.
fn on_ring(s: &mut State, space: usize, t: u8) {
    let f = s.firefox.as_mut().unwrap();
    let old = f.ring[space].unwrap();
    if let Some(i) = f.ring.iter().position(|x| *x == Some(t)) {
        f.ring[i] = Some(old);
    } else if let Some(i) = f.pile.iter().position(|x| *x == t) {
        f.pile[i] = old;
    }
    f.ring[space] = Some(t);
}

/// The index of the territory tile `id` (the expansion's come after the
/// base game's twelve).
fn territory_tile(id: &str) -> u8 {
    d().territory_tiles.iter().position(|t| t.id == id).unwrap() as u8
}

/// Puts territory tile `t` on top of `territory`'s stack.
fn on_top(s: &mut State, territory: Territory, t: u8) {
    let stack = &mut s.territory_mut(territory).stack;
    stack.retain(|x| *x != t);
    stack.push(t);
}

#[test]
fn firefox_setup_reveals_tiles_on_the_6_spaces_makes_a_draw_pile_and_puts_the_pawn_on_the_top_space(
) {
    let s = Ruse::new_game(
        &Options {
            firefox: true,
            ..Options::new(3)
        },
        5,
    )
    .unwrap();
    let f = s.firefox.as_ref().unwrap();
    assert_eq!(f.ring.len(), 6);
    assert!(f.ring.iter().all(Option::is_some), "6 tiles face up");
    assert_eq!(
        f.pile.len(),
        d().firefox.tiles.len() - 6,
        "the rest a face-down pile"
    );
    assert_eq!(f.pawn, d().firefox.board.start, "the pawn on the top space");
    assert_eq!(f.dice, vec![None; d().firefox.board.die_spaces.len()]);
    assert!(
        Ruse::new_game(&Options::new(3), 5)
            .unwrap()
            .firefox
            .is_none(),
        "off by default"
    );
    valid(&s);
}

#[test]
fn the_firefox_territory_tiles_are_added_to_the_base_game_components() {
    let s = Ruse::new_game(
        &Options {
            firefox: true,
            ..Options::new(2)
        },
        1,
    )
    .unwrap();
    let flame: Vec<usize> = d()
        .territory_tiles
        .iter()
        .enumerate()
        .filter(|(_, t)| t.expansion == Some(Expansion::Firefox))
        .map(|(i, _)| i)
        .collect();
    assert_eq!(flame.len(), 4);
    for i in flame {
        let home = d().territory_tiles[i].territory.unwrap();
        for t in Territory::ALL {
            let held = s
                .territory(t)
                .stack
                .iter()
                .filter(|x| usize::from(**x) == i)
                .count();
            assert_eq!(
                held,
                usize::from(t == home),
                "{} in the {t:?} stack",
                d().territory_tiles[i].id
            );
        }
    }
    assert_eq!(
        s.territories.iter().map(|t| t.stack.len()).sum::<usize>(),
        4 * 12 + 4
    );
    let base = Ruse::new_game(&Options::new(2), 1).unwrap();
    assert!(
        base.territories.iter().all(|t| t.stack.len() == 12),
        "and only with the expansion"
    );
}

#[test]
fn the_firefox_action_moves_the_pawn_clockwise_by_the_die_value_and_collects_the_destination_tile()
{
    let mut s = firefox(3);
    on_ring(&mut s, 4, tile("FX-01")); // +3 GP
    s.firefox.as_mut().unwrap().pawn = 1;
    let top = *s.firefox.as_ref().unwrap().pile.last().unwrap();
    start(&mut s, S0, 3);
    act(&mut s, Action::Firefox { seat: S0, space: 0 });
    let f = s.firefox.as_ref().unwrap();
    assert_eq!(f.pawn, 4, "1 + 3 spaces clockwise");
    assert_eq!(
        f.ring[4],
        Some(top),
        "replaced with a new tile from the draw pile"
    );
    assert_eq!(f.taken, vec![tile("FX-01")]);
    assert_eq!(
        s.players[0].gp,
        3 + 2,
        "the tile's 3 GP, and 2 GP for the emptied die"
    );
    assert!(s.log.iter().any(|e| matches!(
        e.event,
        Event::FirefoxMoved {
            space: 4,
            roll: None,
            ..
        }
    )));
    valid(&s);
}

#[test]
fn then_place_a_blank_die_tile_on_your_die() {
    // The die is emptied (2 GP), stays on its space and scores nothing.
    let mut s = firefox(3);
    start(&mut s, S0, 6);
    act(&mut s, Action::Firefox { seat: S0, space: 0 });
    assert_eq!(s.turn.unwrap().value, 0);
    assert_eq!(s.phase, Phase::Act { seat: S0 });
    assert!(legal(&s).contains(&Action::EndTurn { seat: S0 }));
    act(&mut s, Action::EndTurn { seat: S0 });
    assert_eq!(
        s.firefox.as_ref().unwrap().dice[0],
        Some(PlacedDie { seat: S0, value: 0 })
    );
    assert_eq!(ruse::round_end::dice_left(&s, S0), 0);
    start(&mut s, S1, 2);
    assert!(
        !legal(&s).contains(&Action::Firefox { seat: S1, space: 0 }),
        "the space is taken"
    );
    assert!(legal(&s).contains(&Action::Firefox { seat: S1, space: 1 }));
    valid(&s);
}

#[test]
fn a_6_takes_the_firefox_pawn_round_the_ring_to_the_same_space() {
    let mut s = firefox(2);
    s.firefox.as_mut().unwrap().pawn = 2;
    start(&mut s, S0, 6);
    act(&mut s, Action::Firefox { seat: S0, space: 0 });
    assert_eq!(s.firefox.as_ref().unwrap().pawn, 2);
}

#[test]
fn if_there_are_no_more_tiles_when_you_move_collect_the_4_gp_shown_on_the_firefox_board() {
    let mut s = firefox(3);
    let f = s.firefox.as_mut().unwrap();
    let gone: Vec<u8> = f.pile.drain(..).chain(f.ring[3].take()).collect();
    f.taken.extend(gone);
    f.pawn = 0;
    valid(&s);
    start(&mut s, S0, 3);
    act(&mut s, Action::Firefox { seat: S0, space: 0 });
    assert_eq!(
        s.players[0].gp,
        4 + 2,
        "the board's 4 GP, and 2 GP for the emptied die"
    );
    assert_eq!(s.firefox.as_ref().unwrap().ring[3], None);
    // A tile still on the ring is collected, and its space stays empty.
    start(&mut s, S1, 1);
    let there = s.firefox.as_ref().unwrap().ring[4];
    act(&mut s, Action::Firefox { seat: S1, space: 1 });
    let f = s.firefox.as_ref().unwrap();
    assert_eq!((f.ring[4], f.taken.last().copied()), (None, there));
    valid(&s);
}

#[test]
fn a_firefox_bonus_tile_moves_the_firefox_token_one_space_and_collects_the_bonus() {
    let mut s = firefox(3);
    let flame = territory_tile("FX-RIV");
    on_top(&mut s, Territory::River, flame);
    on_ring(&mut s, 1, tile("FX-14")); // 3 VP
    s.firefox.as_mut().unwrap().pawn = 0;
    start(&mut s, S0, 1); // 1–2: a River resource and the River's territory tile
    act(
        &mut s,
        Action::Explore {
            seat: S0,
            territory: Territory::River,
            space: 0,
        },
    );
    assert_eq!(s.firefox.as_ref().unwrap().pawn, 1);
    assert_eq!(s.players[0].vp, 3);
    assert_eq!(
        s.territories[0].discard,
        vec![flame],
        "an instant tile, used and discarded"
    );
    valid(&s);
}

#[test]
fn a_firefox_bonus_tile_may_roll_the_firefox_die_move_the_pawn_that_many_spaces_and_collect() {
    let mut s = firefox(3);
    let flame = territory_tile("FX-FLD");
    on_top(&mut s, Territory::Field, flame);
    s.firefox.as_mut().unwrap().pawn = 0;
    start(&mut s, S0, 2);
    s.rng = rolling(5);
    act(
        &mut s,
        Action::Explore {
            seat: S0,
            territory: Territory::Field,
            space: 0,
        },
    );
    assert_eq!(s.firefox.as_ref().unwrap().pawn, 5);
    assert!(
        s.log.iter().any(|e| matches!(
            e.event,
            Event::FirefoxMoved {
                roll: Some(5),
                space: 5,
                ..
            }
        )),
        "the roll is told"
    );
    valid(&s);
}

#[test]
fn a_firefox_bonus_den_path_tile_may_replace_a_placed_tile_too() {
    let mut s = firefox(3);
    tunnel_on_e2(&mut s);
    on_ring(&mut s, 2, tile("FX-13"));
    s.firefox.as_mut().unwrap().pawn = 0;
    start(&mut s, S0, 2);
    act(&mut s, Action::Firefox { seat: S0, space: 0 });
    replaces_e2(&mut s);
}

#[test]
fn the_firefox_ring_pawn_and_pile_size_are_public_and_the_pile_order_is_secret() {
    let mut s = firefox(3);
    start(&mut s, S0, 2);
    act(&mut s, Action::Firefox { seat: S0, space: 0 });
    let v = Ruse::view(&s, Some(S1));
    let f = s.firefox.as_ref().unwrap();
    let seen = v.firefox.as_ref().unwrap();
    assert_eq!(
        (&seen.ring, seen.pawn, usize::from(seen.pile), &seen.taken),
        (&f.ring, f.pawn, f.pile.len(), &f.taken)
    );
    assert_eq!(seen.dice[0].die, Some(PlacedDie { seat: S0, value: 0 }));
    let mut rng = Rng::new(4);
    let mut reordered = false;
    for _ in 0..6 {
        let dealt = Ruse::determinize(&v, &mut rng);
        valid(&dealt);
        assert_eq!(Ruse::view(&dealt, Some(S1)), v);
        reordered |= dealt.firefox.as_ref().unwrap().pile != f.pile;
    }
    assert!(reordered, "the pile is dealt anew");
    assert!(
        Ruse::view(&fresh(3), Some(S0)).firefox.is_none(),
        "no Firefox board without the expansion"
    );
}

#[test]
fn a_firefox_board_without_the_option_or_a_tile_twice_is_refused() {
    let s = firefox(3);
    let mut bad = s.clone();
    bad.options.firefox = false;
    assert!(Ruse::validate(&bad).is_err());
    let mut bad = s.clone();
    let f = bad.firefox.as_mut().unwrap();
    f.pile.push(f.ring[0].unwrap());
    assert!(Ruse::validate(&bad).is_err());
    let mut bad = s;
    bad.firefox.as_mut().unwrap().pawn = 6;
    assert!(Ruse::validate(&bad).is_err());
    let mut bad = fresh(3);
    bad.mountains.display.push(HeldTile {
        home: Territory::River,
        tile: territory_tile("FX-RIV"),
    });
    assert!(
        Ruse::validate(&bad).is_err(),
        "no Firefox tile in a base game"
    );
}
