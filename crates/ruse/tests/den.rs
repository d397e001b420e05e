//! "Actions - Den Exploration", "Den Path Tiles", "Bonus Den Paths",
//! "Develop Your Instincts".

mod common;

use common::*;
use ruse::data::{EAST, NORTH, SOUTH, WEST};
use ruse::ids::{Buy, Territory};
use ruse::state::{DenPiece, DenTile, Fox, HeldTile, KitPlace, Phase, Spot, State};
use ruse::Action;

const E3: u8 = 14;
const E4: u8 = 19;

#[test]
/// "Place your die in any available action space and pay the cost": every
/// free space, those of equal cost included (ruling E-15).
fn den_placement_offers_any_available_action_space_and_pays_its_cost() {
    let mut s = fresh(3);
    start(&mut s, S0, 4);
    let spaces: Vec<_> = legal(&s)
        .into_iter()
        .filter(|a| matches!(a, Action::Den { .. }))
        .collect();
    assert_eq!(
        spaces,
        vec![
            Action::Den { seat: S0, space: 0 },
            Action::Den { seat: S0, space: 1 },
            Action::Den { seat: S0, space: 2 },
            Action::Den { seat: S0, space: 3 }
        ]
    );
    act(&mut s, Action::Den { seat: S0, space: 3 });
    assert_eq!(s.turn.unwrap().value, 2);
}

#[test]
fn pay_1_draws_1_tile_and_places_it_continuing_the_path_from_the_base() {
    let mut s = fresh(3);
    tunnels_only(&mut s);
    acting(&mut s, S0, Spot::Den { space: 0 }, 3);
    act(&mut s, Action::DenDraw { seat: S0, pay: 1 });
    // A straight tunnel can only join the base's north edge (E2, upright)
    // or its west edge (D1, lying).
    let places: Vec<_> = legal(&s)
        .into_iter()
        .filter_map(|a| {
            if let Action::PlaceTile { cell, openings, .. } = a {
                Some((cell, openings))
            } else {
                None
            }
        })
        .collect();
    assert_eq!(places, vec![(3, EAST | WEST), (E2, NORTH | SOUTH)]);
    act(
        &mut s,
        Action::PlaceTile {
            seat: S0,
            tile: 0,
            cell: E2,
            openings: NORTH | SOUTH,
        },
    );
    assert_eq!(s.turn.unwrap().value, 2);
    assert!(
        !legal(&s)
            .iter()
            .any(|a| matches!(a, Action::DenDraw { .. })),
        "one draw per turn"
    );
    valid(&s);
}

#[test]
fn pay_3_draws_2_and_places_1_the_other_back_in_the_bag() {
    let mut s = fresh(3);
    tunnels_only(&mut s);
    acting(&mut s, S0, Spot::Den { space: 0 }, 6);
    act(&mut s, Action::DenDraw { seat: S0, pay: 3 });
    assert_eq!(s.players[0].den.bag[0], 20);
    act(
        &mut s,
        Action::PlaceTile {
            seat: S0,
            tile: 0,
            cell: E2,
            openings: NORTH | SOUTH,
        },
    );
    assert_eq!(s.players[0].den.bag[0], 21);
    assert!(s.pending.is_empty());
    valid(&s);
}

#[test]
fn pay_5_draws_2_and_places_both() {
    let mut s = fresh(3);
    tunnels_only(&mut s);
    acting(&mut s, S0, Spot::Den { space: 0 }, 6);
    act(&mut s, Action::DenDraw { seat: S0, pay: 5 });
    act(
        &mut s,
        Action::PlaceTile {
            seat: S0,
            tile: 0,
            cell: E2,
            openings: NORTH | SOUTH,
        },
    );
    act(
        &mut s,
        Action::PlaceTile {
            seat: S0,
            tile: 0,
            cell: E3,
            openings: NORTH | SOUTH,
        },
    );
    assert_eq!(s.players[0].den.bag[0], 20);
    assert_eq!(s.turn.unwrap().value, 1);
}

#[test]
fn discarding_the_drawn_tiles_into_the_bag_ends_the_turn() {
    let mut s = fresh(3);
    tunnels_only(&mut s);
    acting(&mut s, S0, Spot::Den { space: 1 }, 6);
    act(&mut s, Action::DenDraw { seat: S0, pay: 1 });
    act(&mut s, Action::ReturnTiles { seat: S0 });
    assert_eq!(s.players[0].den.bag[0], 22);
    assert_ne!(s.phase, Phase::Act { seat: S0 });
    assert_eq!(
        s.players[0].den.dice[1],
        Some(5),
        "the paid value stays spent"
    );
}

#[test]
fn a_cell_bonus_is_gained_the_first_time_the_cell_is_covered() {
    let mut s = fresh(3);
    tunnels_only(&mut s);
    put(&mut s, E2, NORTH | SOUTH);
    put(&mut s, E3, NORTH | SOUTH);
    acting(&mut s, S0, Spot::Den { space: 0 }, 6);
    act(&mut s, Action::DenDraw { seat: S0, pay: 1 });
    act(
        &mut s,
        Action::PlaceTile {
            seat: S0,
            tile: 0,
            cell: E4,
            openings: NORTH | SOUTH,
        },
    );
    assert_eq!(s.players[0].vp, 1, "E4 shows 1 VP");
    assert!(
        ruse::den::has_path(&s.players[0].den),
        "E2–E3–E4: a path of 3 tiles"
    );
}

#[test]
fn pay_6_takes_a_bonus_tile_that_may_replace_a_placed_tile() {
    let mut s = with_tunnel_on_e2();
    let stack = s.bonus_stack.len();
    acting(&mut s, S0, Spot::Den { space: 0 }, 6);
    act(&mut s, Action::DenDraw { seat: S0, pay: 6 });
    replaces_e2(&mut s);
    assert_eq!(s.bonus_stack.len(), stack - 1, "the display is refilled");
}

/// A den with a tunnel on E2, whose cell bonus was gained.
fn with_tunnel_on_e2() -> State {
    let mut s = fresh(3);
    tunnel_on_e2(&mut s);
    s
}

#[test]
fn bonus_den_paths_allow_you_to_place_a_tile_to_extend_a_path_or_replace_an_existing_path_in_your_den(
) {
    // Whatever gave the bonus den path tile: a track tile ...
    let mut s = with_tunnel_on_e2();
    let tk04 = d()
        .track_tiles
        .iter()
        .position(|t| t.id == "TK-04")
        .unwrap() as u8;
    let first = s.track_tiles[0][0];
    for x in s.track_tiles.iter_mut().flatten().filter(|x| **x == tk04) {
        *x = first;
    }
    s.track_tiles[0][0] = tk04;
    s.players[0].paws[0] = d().track_levels.tile_levels[0] - 1;
    line_up(&mut s);
    s.hunter = Territory::Farm;
    s.players[0].fox = Some(Fox {
        territory: Territory::River,
        space: 1,
    });
    acting(
        &mut s,
        S0,
        Spot::Territory {
            territory: Territory::River,
            space: 0,
        },
        6,
    );
    act(
        &mut s,
        Action::Buy {
            seat: S0,
            buy: Buy::Track,
        },
    );
    replaces_e2(&mut s);

    // ... a completed private objective (004: "1 bonus den path tile") ...
    let mut s = with_tunnel_on_e2();
    in_hand(&mut s, S0, 4);
    s.players[0].resources = [0, 0, 0, 2];
    for _ in 0..2 {
        let i = s.hunting_stack.iter().position(|t| *t == 1).unwrap();
        s.players[0].cache.push(s.hunting_stack.remove(i));
    }
    valid(&s);
    declaring(&mut s, S0);
    act(&mut s, Action::Declare { seat: S0, card: 4 });
    replaces_e2(&mut s);

    // ... or an "available to all" territory tile claimed in the Mountains.
    let mut s = with_tunnel_on_e2();
    let t08 = d()
        .territory_tiles
        .iter()
        .position(|t| t.id == "08")
        .unwrap() as u8;
    s.territories[1].stack.retain(|t| *t != t08);
    s.mountains.display.push(HeldTile {
        home: Territory::Forest,
        tile: t08,
    });
    acting(&mut s, S0, Spot::MountainTiles { space: 0 }, 3);
    act(
        &mut s,
        Action::ClaimTile {
            seat: S0,
            tile: t08,
        },
    );
    replaces_e2(&mut s);
}

#[test]
fn a_waiting_kit_releases_its_cube_when_its_column_is_completed() {
    let mut s = fresh(3);
    tunnels_only(&mut s);
    put(&mut s, E2, NORTH | SOUTH);
    put(&mut s, E3, NORTH | SOUTH);
    s.players[0].kits[0].place = KitPlace::Den {
        slot: 4,
        instinct: false,
    };
    let card = s.players[0].hand.remove(0);
    s.players[0].completed.push(ruse::state::Completed {
        card,
        exchanged: false,
    });
    acting(&mut s, S0, Spot::Den { space: 0 }, 6);
    act(&mut s, Action::DenDraw { seat: S0, pay: 1 });
    act(
        &mut s,
        Action::PlaceTile {
            seat: S0,
            tile: 0,
            cell: E4,
            openings: NORTH | SOUTH,
        },
    );
    // Cell E4's 1 VP, cube slot E's VP, then the instinct is chosen.
    assert_eq!(s.players[0].vp, 1 + u16::from(d().den.cube_vp[4]));
    assert!(!s.players[0].den.cubes[4]);
    let instinct = s.instincts[1];
    act(&mut s, Action::ChooseInstinct { seat: S0, instinct });
    assert_eq!(s.players[0].instincts, vec![instinct]);
    assert_eq!(
        s.players[0].kits[0].place,
        KitPlace::Den {
            slot: 4,
            instinct: true
        }
    );
}

#[test]
fn tiles_must_join_an_open_edge_of_the_base_network() {
    let s = fresh(3);
    let den = &s.players[0].den;
    // A dead end fits only on D1 facing the base's west edge, or on E2
    // facing its north edge.
    assert_eq!(
        ruse::den::placements(den, SOUTH, false),
        vec![(3, EAST), (E2, SOUTH)]
    );
}

#[test]
fn a_replaced_bonus_tile_goes_to_the_bottom_of_the_bonus_stack_and_cut_off_tiles_stay() {
    let mut s = fresh(3);
    tunnels_only(&mut s);
    let bend = d()
        .bonus_den_tiles
        .iter()
        .position(|t| t.id == "BD-09")
        .unwrap() as u8; // an L
    let old = d()
        .bonus_den_tiles
        .iter()
        .position(|t| t.id == "BD-11")
        .unwrap() as u8; // an I
    for slot in &mut s.bonus_display {
        if matches!(*slot, Some(x) if x == bend || x == old) {
            *slot = None;
        }
    }
    s.bonus_stack.retain(|x| *x != bend && *x != old);
    s.bonus_stack.push(bend);
    s.players[0].den.cells[usize::from(E2)] = Some(DenPiece {
        tile: DenTile::Bonus { id: old },
        openings: NORTH | SOUTH,
    });
    put(&mut s, E3, NORTH | SOUTH);
    s.players[0].den.covered |= (1 << E2) | (1 << E3);
    // Fill the emptied display slots again from the stack's bottom.
    for slot in 0..3 {
        if s.bonus_display[slot].is_none() {
            s.bonus_display[slot] = Some(s.bonus_stack.remove(0));
        }
    }
    valid(&s);
    acting(&mut s, S0, Spot::Den { space: 0 }, 6);
    act(&mut s, Action::DenDraw { seat: S0, pay: 6 });
    act(&mut s, Action::TakeBonusTile { seat: S0, slot: 3 });
    // The bend replaces E2 opening south and east: E3 is cut off but stays.
    act(
        &mut s,
        Action::PlaceTile {
            seat: S0,
            tile: 0,
            cell: E2,
            openings: SOUTH | EAST,
        },
    );
    assert!(s.players[0].den.cells[usize::from(E3)].is_some());
    assert_eq!(ruse::den::network(&s.players[0].den, None) & (1 << E3), 0);
    assert_eq!(
        s.bonus_stack[0], old,
        "the replaced bonus tile went to the bottom"
    );
    valid(&s);
}

#[test]
fn with_no_bonus_den_tile_left_a_bonus_den_effect_does_nothing() {
    let mut s = fresh(3);
    let mut gone: Vec<u8> = s
        .bonus_display
        .iter_mut()
        .filter_map(Option::take)
        .collect();
    gone.append(&mut s.bonus_stack);
    // Park them in the den of seat 1 (a legal home for bonus tiles).
    for (i, id) in gone.into_iter().enumerate() {
        let cell = [0usize, 1, 2, 3, 5, 6, 7, 8, 10, 11, 12, 13][i];
        s.players[1].den.cells[cell] = Some(DenPiece {
            tile: DenTile::Bonus { id },
            openings: NORTH,
        });
    }
    valid(&s);
    acting(&mut s, S0, Spot::Den { space: 0 }, 6);
    assert!(!legal(&s).contains(&Action::DenDraw { seat: S0, pay: 6 }));
}
