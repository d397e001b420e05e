//! "Territory Tiles (Bonuses)" and "Obstacles".

mod common;

use common::*;
use ruse::ids::{Obstacle, Territory};
use ruse::state::{Fox, HeldTile, Phase};
use ruse::Action;

const RIV: Territory = Territory::River;

/// Seat 0 explores the River with a 1: a resource and the top tile, which
/// is made to be `tile`.
fn draw(s: &mut ruse::State, tile: u8) {
    let stack = &mut s.territories[0].stack;
    stack.retain(|t| *t != tile);
    stack.push(tile);
    start(s, S0, 1);
    let explore = legal(s)
        .into_iter()
        .find(|a| matches!(a, Action::Explore { territory: RIV, .. }))
        .unwrap();
    act(s, explore);
}

#[test]
fn the_wolf_and_storm_go_where_they_are_drawn() {
    let mut s = fresh(3);
    draw(&mut s, 2);
    assert_eq!(s.territories[0].obstacle, Some(Obstacle::Wolf));
    let mut s = fresh(3);
    draw(&mut s, 3);
    assert_eq!(s.territories[0].obstacle, Some(Obstacle::Storm));
    valid(&s);
}

#[test]
fn the_camp_and_bear_go_where_the_drawer_chooses() {
    let mut s = fresh(3);
    draw(&mut s, 0);
    assert_eq!(legal(&s).len(), 4);
    act(
        &mut s,
        Action::PlaceObstacle {
            seat: S0,
            territory: Territory::Farm,
        },
    );
    assert_eq!(s.territories[3].obstacle, Some(Obstacle::Camp));
}

#[test]
fn an_obstacle_token_moves_and_replaces_a_different_obstacle() {
    let mut s = fresh(3);
    s.territories[2].obstacle = Some(Obstacle::Wolf);
    s.territories[0].obstacle = Some(Obstacle::Storm);
    draw(&mut s, 2);
    assert_eq!(s.territories[0].obstacle, Some(Obstacle::Wolf));
    assert_eq!(s.territories[2].obstacle, None);
}

#[test]
fn available_to_all_tiles_go_to_the_mountain_display() {
    let mut s = fresh(3);
    draw(&mut s, 6);
    assert_eq!(s.mountains.display, vec![HeldTile { home: RIV, tile: 6 }]);
    valid(&s);
}

#[test]
fn the_beaver_tile_makes_its_drawer_the_owner_on_the_dam() {
    let mut s = fresh(3);
    line_up(&mut s);
    draw(&mut s, 8);
    let b = s.beaver.unwrap();
    assert_eq!(
        (b.owner, b.territory, b.space),
        (S0, RIV, 2),
        "RIV-C is the dam"
    );
    // Another player's beaver tile takes it over.
    s.turn = None;
    s.territories[1].stack.retain(|t| *t != 8);
    s.territories[1].stack.push(8);
    start(&mut s, S1, 1);
    act(
        &mut s,
        Action::Explore {
            seat: S1,
            territory: Territory::Forest,
            space: 0,
        },
    );
    assert_eq!(s.beaver.unwrap().owner, S1);
    assert_eq!(s.territories[0].discard, vec![8]);
    valid(&s);
}

#[test]
fn the_action_tile_is_kept() {
    let mut s = fresh(3);
    draw(&mut s, 9);
    assert_eq!(
        s.players[0].action_tiles,
        vec![HeldTile { home: RIV, tile: 9 }]
    );
}

#[test]
fn instant_tiles_steal_the_cheese_and_the_star() {
    let mut s = fresh(3);
    s.cheese = Some(S1);
    s.star = Some(S2);
    draw(&mut s, 10);
    assert_eq!(s.cheese, Some(S0));
    draw(&mut s, 11);
    assert_eq!(s.star, Some(S0));
    assert_eq!(s.territories[0].discard, vec![10, 11]);
}

#[test]
fn an_empty_stack_is_rebuilt_from_its_shuffled_discards() {
    let mut s = fresh(3);
    let all = std::mem::take(&mut s.territories[0].stack);
    s.territories[0].discard = all;
    start(&mut s, S0, 1);
    act(
        &mut s,
        Action::Explore {
            seat: S0,
            territory: RIV,
            space: 0,
        },
    );
    assert!(s.territories[0].discard.len() <= 1);
    assert!(s.territories[0].stack.len() >= 11);
    while !s.pending.is_empty() {
        let a = legal(&s)[0];
        act(&mut s, a);
    }
    valid(&s);
}

#[test]
fn obstacles_and_the_beaver_leave_at_the_reset() {
    let mut s = fresh(3);
    line_up(&mut s);
    draw(&mut s, 8);
    act(
        &mut s,
        Action::Move {
            seat: S0,
            to: 1,
            from_base: true,
        },
    );
    act(&mut s, Action::EndTurn { seat: S0 });
    assert!(s.beaver.is_some());
    assert!(matches!(s.phase, Phase::Place { .. }));
    s.players[1].fox = Some(Fox {
        territory: RIV,
        space: 1,
    });
    for p in &mut s.players {
        p.dice_used = p.dice;
    }
    let seat = s.turn.unwrap().seat;
    acting(&mut s, seat, ruse::state::Spot::MountainObjectives, 0);
    s.turn.as_mut().unwrap().once = true;
    act(&mut s, Action::EndTurn { seat });
    while s.round == 1 {
        let a = legal(&s)
            .into_iter()
            .find(|a| matches!(a, Action::Done { .. }))
            .unwrap();
        act(&mut s, a);
    }
    assert!(s.beaver.is_none());
    assert!(s.territories.iter().all(|t| t.obstacle.is_none()));
    assert!(s.territories[0].discard.contains(&8));
}

#[test]
fn obstacle_tiles_wait_on_the_obstacle_display_until_replaced_or_reset() {
    let mut s = fresh(3);
    draw(&mut s, 2); // the Wolf in the River
    assert_eq!(s.mountains.obstacles, vec![HeldTile { home: RIV, tile: 2 }]);
    assert!(s.territories[0].discard.is_empty());
    // A Storm drawn in the same territory replaces the Wolf, whose tile is discarded.
    s.turn = None;
    draw(&mut s, 3);
    assert_eq!(s.territories[0].obstacle, Some(Obstacle::Storm));
    assert_eq!(s.mountains.obstacles, vec![HeldTile { home: RIV, tile: 3 }]);
    assert_eq!(s.territories[0].discard, vec![2]);
    valid(&s);
}
