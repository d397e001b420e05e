//! "Mountain Territory": its three zones; and the kept Action tile.

mod common;

use common::*;
use ruse::ids::{Buy, Territory};
use ruse::state::{HeldTile, KitPlace, Spot};
use ruse::Action;

#[test]
fn objective_zone_empties_the_die_and_lets_you_draw_a_card() {
    let mut s = fresh(3);
    start(&mut s, S0, 4);
    let top = *s.players[0].deck.last().unwrap();
    act(&mut s, Action::MountainObjectives { seat: S0 });
    assert_eq!(s.turn.unwrap().value, 0);
    assert_eq!(s.players[0].gp, 2, "the emptied die's 2 GP");
    act(&mut s, Action::DrawObjective { seat: S0 });
    assert!(s.players[0].hand.contains(&top));
    assert!(
        !legal(&s)
            .iter()
            .any(|a| matches!(a, Action::DiscardObjective { .. })),
        "exactly one of the three"
    );
    act(&mut s, Action::EndTurn { seat: S0 });
    assert!(
        s.mountains
            .explore
            .iter()
            .chain(&s.mountains.tiles)
            .all(Option::is_none),
        "the die does not remain"
    );
}

#[test]
fn you_can_always_draw_a_new_card_discard_an_incomplete_card_or_activate_the_exchange_effect() {
    // Each of the three is a choice: with an empty hand the turn may end
    // without drawing (a drawn card left incomplete costs its penalty).
    let mut s = fresh(3);
    s.players[0].discarded = std::mem::take(&mut s.players[0].hand);
    start(&mut s, S0, 4);
    act(&mut s, Action::MountainObjectives { seat: S0 });
    let all = legal(&s);
    assert!(all.contains(&Action::DrawObjective { seat: S0 }));
    assert!(
        all.contains(&Action::EndTurn { seat: S0 }),
        "drawing is not forced: {all:?}"
    );
    let deck = s.players[0].deck.len();
    act(&mut s, Action::EndTurn { seat: S0 });
    assert!(s.players[0].hand.is_empty() && s.players[0].deck.len() == deck);
}

#[test]
fn objective_zone_discards_an_incomplete_card_or_exchanges_a_completed_one() {
    let mut s = fresh(3);
    let card = s.players[0].hand[0];
    acting(&mut s, S0, Spot::MountainObjectives, 0);
    act(&mut s, Action::DiscardObjective { seat: S0, card });
    assert_eq!(s.players[0].discarded, vec![card]);
    // Exchange: objective 002's "-2 VP for 3 GP", once.
    let mut s = fresh(3);
    s.players[0].deck.retain(|c| *c != 2);
    s.players[0].hand.retain(|c| *c != 2);
    s.players[0].completed.push(ruse::state::Completed {
        card: 2,
        exchanged: false,
    });
    s.players[0].vp = 1;
    acting(&mut s, S0, Spot::MountainObjectives, 0);
    assert!(
        !legal(&s).contains(&Action::ExchangeObjective { seat: S0, card: 2 }),
        "needs the VP to give"
    );
    s.players[0].vp = 5;
    act(&mut s, Action::ExchangeObjective { seat: S0, card: 2 });
    assert_eq!((s.players[0].vp, s.players[0].gp), (3, 3));
    acting(&mut s, S0, Spot::MountainObjectives, 0);
    assert!(
        !legal(&s).contains(&Action::ExchangeObjective { seat: S0, card: 2 }),
        "once per card"
    );
}

#[test]
fn exploration_zone_buys_a_resource_a_track_and_a_kit_each_once() {
    let mut s = fresh(3);
    start(&mut s, S0, 6);
    act(&mut s, Action::MountainExplore { seat: S0, space: 0 });
    act(
        &mut s,
        Action::Buy {
            seat: S0,
            buy: Buy::Resource,
        },
    );
    act(
        &mut s,
        Action::TakeResource {
            seat: S0,
            resource: Territory::Field,
        },
    );
    act(
        &mut s,
        Action::Buy {
            seat: S0,
            buy: Buy::Track,
        },
    );
    act(
        &mut s,
        Action::AdvanceTrack {
            seat: S0,
            track: Territory::Forest,
        },
    );
    assert_eq!(s.players[0].resources, [0, 0, 1, 0]);
    assert_eq!(s.players[0].paws, [0, 1, 0, 0]);
    assert_eq!(s.turn.unwrap().value, 1);
    assert!(!legal(&s).contains(&Action::Buy {
        seat: S0,
        buy: Buy::Resource
    }));
    act(
        &mut s,
        Action::Buy {
            seat: S0,
            buy: Buy::Kit,
        },
    );
    assert_eq!(s.turn.unwrap().value, 0);
    assert_eq!(s.players[0].gp, 1, "2 GP for emptying, 1 paid");
}

#[test]
fn tile_zone_claims_an_available_to_all_tile() {
    let mut s = fresh(3);
    s.territories[1].stack.retain(|t| *t != 4);
    s.mountains.display.push(HeldTile {
        home: Territory::Forest,
        tile: 4,
    }); // +3 GP
    start(&mut s, S0, 3);
    act(&mut s, Action::MountainTiles { seat: S0, space: 0 });
    act(&mut s, Action::ClaimTile { seat: S0, tile: 4 });
    assert_eq!(s.players[0].gp, 3);
    assert!(s.mountains.display.is_empty());
    assert_eq!(s.territories[1].discard, vec![4]);
    assert_eq!(s.turn.unwrap().value, 2);
    valid(&s);
}

#[test]
fn the_mountains_cannot_be_marked_nor_hunted() {
    let mut s = fresh(3);
    acting(&mut s, S0, Spot::MountainExplore { space: 0 }, 6);
    assert!(!legal(&s).iter().any(|a| matches!(
        a,
        Action::Buy {
            buy: Buy::Mark | Buy::Hunt,
            ..
        }
    )));
}

#[test]
fn action_tile_pays_a_resource_raises_a_kit_and_empties_the_die() {
    let mut s = fresh(3);
    s.territories[0].stack.retain(|t| *t != 9);
    s.players[0].action_tiles.push(HeldTile {
        home: Territory::River,
        tile: 9,
    });
    s.players[0].resources = [1, 0, 0, 0];
    s.players[0].kits[1].place = KitPlace::Exited;
    s.players[0].kits[2].place = KitPlace::Exited;
    s.players[0].kits[0].value = 6;
    s.players[0].kits[1].value = 6;
    start(&mut s, S0, 5);
    act(
        &mut s,
        Action::UseActionTile {
            seat: S0,
            pay: Territory::River,
        },
    );
    assert_eq!(s.players[0].kits[2].value, 2);
    assert_eq!(s.players[0].resources, [0; 4]);
    assert_eq!((s.turn.unwrap().value, s.players[0].gp), (0, 2));
    assert_eq!(s.territories[0].discard, vec![9]);
    valid(&s);
}

#[test]
fn the_wolf_and_the_hunter_do_not_stop_mountain_track_advances() {
    let mut s = fresh(3);
    for t in &mut s.territories {
        t.obstacle = None;
    }
    s.territories[0].obstacle = Some(ruse::ids::Obstacle::Wolf);
    s.hunter = Territory::River;
    acting(&mut s, S0, Spot::MountainExplore { space: 0 }, 6);
    act(
        &mut s,
        Action::Buy {
            seat: S0,
            buy: Buy::Track,
        },
    );
    act(
        &mut s,
        Action::AdvanceTrack {
            seat: S0,
            track: Territory::River,
        },
    );
    assert_eq!(s.players[0].paws[0], 1);
}

#[test]
fn obstacles_never_sit_in_the_mountains_so_the_wolf_spares_their_track_advance() {
    let mut s = fresh(3);
    s.territories[0].obstacle = Some(ruse::ids::Obstacle::Wolf);
    start(&mut s, S0, 6);
    act(&mut s, Action::MountainExplore { seat: S0, space: 0 });
    act(
        &mut s,
        Action::Buy {
            seat: S0,
            buy: Buy::Track,
        },
    );
    act(
        &mut s,
        Action::AdvanceTrack {
            seat: S0,
            track: Territory::River,
        },
    );
    assert_eq!(
        s.players[0].paws,
        [1, 0, 0, 0],
        "the wolf forbids the River's track in the River only"
    );
    assert_eq!(s.territories[0].obstacle, Some(ruse::ids::Obstacle::Wolf));
}
