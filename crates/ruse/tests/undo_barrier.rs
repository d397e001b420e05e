//! The undo barrier (`src/undo_barrier.rs`): which decisions show a seat
//! something hidden or left to chance, from real positions. A decision
//! whose entries reveal nothing to its seat may be taken back.

mod common;

use common::*;
use ruleshelf_engine::{Entry, Game, Seat};
use ruse::data::{Data, DATA_JSON, NORTH, SOUTH};
use ruse::ids::{Buy, Territory};
use ruse::state::{Choice, DenTile, Fox, PlacedDie, Spot, State};
use ruse::vixen::{VixenIcon, VIXEN_JSON};
use ruse::{Action, Event, Options, Ruse, VixenLevel};
use serde_json::{json, Value};

const RIV: Territory = Territory::River;

/// Plays `action` and says, per seat of the table, whether its entries
/// revealed something to that seat.
fn revealed_by(s: &mut State, action: Action) -> Vec<bool> {
    let from = s.log.len();
    act(s, action);
    Seat::all(s.seats())
        .map(|seat| Ruse::revealed(s, seat, from))
        .collect()
}

/// Every seat has used its dice: the turn's end leads to the end of the
/// round, where nothing is drawn or rolled.
fn last_turn_of_the_round(s: &mut State) {
    for p in &mut s.players {
        p.dice_used = p.dice;
    }
}

// ---- Chance: dice ----

#[test]
fn ending_a_turn_rolls_the_next_seats_action_die_for_everyone_to_see() {
    let mut s = fresh(3);
    acting(&mut s, S0, Spot::MountainObjectives, 0);
    let from = s.log.len();
    assert_eq!(
        revealed_by(&mut s, Action::EndTurn { seat: S0 }),
        vec![true; 3]
    );
    assert!(s.log[from..]
        .iter()
        .any(|e| matches!(e.event, Event::Rolled { seat: S1, .. })));
}

#[test]
fn the_destiny_phase_turns_up_the_destiny_tile_and_rolls_the_destiny_die() {
    let mut s = fresh(3);
    growing(&mut s, S2);
    let from = s.log.len();
    assert_eq!(
        revealed_by(&mut s, Action::Done { seat: S2 }),
        vec![true; 3]
    );
    assert!(s.log[from..]
        .iter()
        .any(|e| matches!(e.event, Event::Round { round: 2, .. })));
}

// ---- Tiles turned up from face-down piles ----

#[test]
fn hunting_flips_a_face_down_hunting_tile_for_everyone() {
    let mut s = fresh(3);
    line_up(&mut s);
    s.hunter = Territory::Farm;
    s.players[0].fox = Some(Fox {
        territory: RIV,
        space: 2,
    });
    acting(
        &mut s,
        S0,
        Spot::Territory {
            territory: RIV,
            space: 0,
        },
        6,
    );
    assert_eq!(
        revealed_by(
            &mut s,
            Action::Buy {
                seat: S0,
                buy: Buy::Hunt
            }
        ),
        vec![true; 3]
    );
}

#[test]
fn a_low_die_in_a_territory_draws_its_top_territory_tile_for_everyone() {
    let mut s = fresh(3);
    start(&mut s, S0, 2);
    let from = s.log.len();
    assert_eq!(
        revealed_by(
            &mut s,
            Action::Explore {
                seat: S0,
                territory: RIV,
                space: 0
            }
        ),
        vec![true; 3]
    );
    assert!(s.log[from..].iter().any(|e| matches!(
        e.event,
        Event::TileDrawn {
            seat: S0,
            territory: RIV,
            ..
        }
    )));
}

#[test]
fn the_firefox_action_collects_a_ring_tile_and_turns_up_its_replacement_from_the_pile() {
    let mut s = fresh_with(Options {
        firefox: true,
        ..Options::new(3)
    });
    s.firefox.as_mut().unwrap().pawn = 0;
    start(&mut s, S0, 2);
    let from = s.log.len();
    assert_eq!(
        revealed_by(&mut s, Action::Firefox { seat: S0, space: 0 }),
        vec![true; 3]
    );
    assert!(s.log[from..].iter().any(|e| matches!(
        e.event,
        Event::FirefoxMoved {
            tile: Some(_),
            roll: None,
            ..
        }
    )));
}

#[test]
fn the_firefox_pawn_stepping_onto_an_emptied_space_settles_nothing() {
    let moved = |roll, tile| Entry {
        to: None,
        event: Event::FirefoxMoved {
            seat: S0,
            roll,
            space: 2,
            tile,
        },
    };
    assert!(
        !ruse::undo_barrier::reveals(&moved(None, None), S1),
        "the board's bonus, no tile drawn"
    );
    assert!(
        ruse::undo_barrier::reveals(&moved(Some(2), None), S1),
        "the Firefox die"
    );
    assert!(
        ruse::undo_barrier::reveals(&moved(None, Some(4)), S1),
        "the ring space refilled from the pile"
    );
}

// ---- Draws only the drawer sees ----

#[test]
fn drawing_an_objective_card_reveals_it_to_its_taker_only() {
    let mut s = fresh(3);
    start(&mut s, S0, 3);
    act(&mut s, Action::MountainObjectives { seat: S0 });
    assert_eq!(
        revealed_by(&mut s, Action::DrawObjective { seat: S0 }),
        vec![true, false, false]
    );
}

#[test]
fn drawing_den_tiles_from_the_bag_reveals_them_to_their_drawer_only() {
    let mut s = fresh(3);
    acting(&mut s, S0, Spot::Den { space: 0 }, 6);
    assert_eq!(
        revealed_by(&mut s, Action::DenDraw { seat: S0, pay: 3 }),
        vec![true, false, false]
    );
}

#[test]
fn taking_the_bonus_stacks_top_tile_reveals_it_to_its_taker_only() {
    let mut s = fresh(3);
    acting(&mut s, S0, Spot::Den { space: 0 }, 6);
    act(&mut s, Action::DenDraw { seat: S0, pay: 6 });
    assert_eq!(
        revealed_by(&mut s, Action::TakeBonusTile { seat: S0, slot: 3 }),
        vec![true, false, false]
    );
    let others = Ruse::view(&s, Some(S1));
    assert_eq!(others.pending[0].hidden, 1, "the others do not see it");
}

#[test]
fn taking_a_bonus_den_tile_from_the_display_turns_up_its_replacement_for_everyone() {
    let mut s = fresh(3);
    acting(&mut s, S0, Spot::Den { space: 0 }, 6);
    act(&mut s, Action::DenDraw { seat: S0, pay: 6 });
    let taken = s.bonus_display[0].unwrap();
    assert_eq!(
        revealed_by(&mut s, Action::TakeBonusTile { seat: S0, slot: 0 }),
        vec![true; 3]
    );
    assert!(
        s.bonus_display[0].is_some(),
        "the slot is refilled from the stack"
    );
    let others = Ruse::view(&s, Some(S1));
    assert_eq!(
        others.pending[0].hidden, 0,
        "the taken tile was seen on the display"
    );
    assert!(
        matches!(&others.pending[0].choice, Choice::PlaceDen { tiles, .. } if *tiles == [DenTile::Bonus { id: taken }])
    );
}

// ---- From a hidden holding to the table ----

#[test]
fn placing_a_drawn_den_tile_reveals_it_to_the_others_not_to_its_player() {
    let mut s = fresh(3);
    tunnels_only(&mut s);
    acting(&mut s, S0, Spot::Den { space: 0 }, 3);
    act(&mut s, Action::DenDraw { seat: S0, pay: 1 });
    let place = Action::PlaceTile {
        seat: S0,
        tile: 0,
        cell: E2,
        openings: NORTH | SOUTH,
    };
    assert_eq!(revealed_by(&mut s, place), vec![false, true, true]);
}

#[test]
fn discarding_an_objective_card_reveals_it_to_the_others_not_to_its_player() {
    let mut s = fresh(3);
    start(&mut s, S0, 3);
    act(&mut s, Action::MountainObjectives { seat: S0 });
    let card = s.players[0].hand[0];
    assert_eq!(
        revealed_by(&mut s, Action::DiscardObjective { seat: S0, card }),
        vec![false, true, true]
    );
}

#[test]
fn declaring_a_private_objective_reveals_it_to_the_others_not_to_its_player() {
    let mut s = fresh(3);
    in_hand(&mut s, S0, 2); // 1 field, 1 river, farm track at 2: cheese and 4 VP
    s.players[0].resources = [1, 0, 1, 0];
    s.players[0].paws[3] = 2;
    declaring(&mut s, S0);
    assert_eq!(
        revealed_by(&mut s, Action::Declare { seat: S0, card: 2 }),
        vec![false, true, true]
    );
}

#[test]
fn the_end_of_game_scoring_counts_the_penalties_of_the_cards_left_in_hand() {
    let mut s = fresh(3);
    s.round = 4;
    growing(&mut s, S2);
    let from = s.log.len();
    assert_eq!(
        revealed_by(&mut s, Action::Done { seat: S2 }),
        vec![true; 3]
    );
    assert!(s.log[from..]
        .iter()
        .any(|e| matches!(e.event, Event::GameOver { .. })));
}

// ---- What follows from what everyone saw ----

#[test]
fn placing_the_die_and_moving_the_fox_reveal_nothing() {
    let mut s = fresh(3);
    line_up(&mut s);
    s.hunter = Territory::Farm;
    start(&mut s, S0, 6);
    assert_eq!(
        revealed_by(
            &mut s,
            Action::Explore {
                seat: S0,
                territory: RIV,
                space: 0
            }
        ),
        vec![false; 3]
    );
    assert_eq!(
        revealed_by(
            &mut s,
            Action::Move {
                seat: S0,
                to: 1,
                from_base: true
            }
        ),
        vec![false; 3]
    );
    assert_eq!(
        revealed_by(
            &mut s,
            Action::Buy {
                seat: S0,
                buy: Buy::Mark
            }
        ),
        vec![false; 3]
    );
}

#[test]
fn placing_a_die_in_the_den_reveals_nothing() {
    let mut s = fresh(3);
    start(&mut s, S0, 4);
    assert_eq!(
        revealed_by(&mut s, Action::Den { seat: S0, space: 0 }),
        vec![false; 3]
    );
}

#[test]
fn returning_drawn_den_tiles_to_the_bag_unseen_reveals_nothing() {
    let mut s = fresh(3);
    last_turn_of_the_round(&mut s);
    acting(&mut s, S0, Spot::Den { space: 1 }, 6);
    act(&mut s, Action::DenDraw { seat: S0, pay: 3 });
    assert_eq!(
        revealed_by(&mut s, Action::ReturnTiles { seat: S0 }),
        vec![false; 3]
    );
    assert_eq!(
        s.phase,
        ruse::Phase::Objectives { seat: S0 },
        "the turn ended, and with it the round's turns"
    );
}

#[test]
fn finishing_the_declarations_scores_the_cheese_and_the_dice_left_and_reveals_nothing() {
    let mut s = fresh(3);
    s.cheese = Some(S1);
    s.territories[0].dice[0] = Some(PlacedDie { seat: S2, value: 4 });
    declaring(&mut s, S2);
    let from = s.log.len();
    assert_eq!(
        revealed_by(&mut s, Action::Done { seat: S2 }),
        vec![false; 3]
    );
    assert!(s.log[from..].iter().any(|e| matches!(
        e.event,
        Event::Scored {
            seat: S2,
            vp: 4,
            ..
        }
    )));
}

#[test]
fn growing_kits_reveals_nothing() {
    let mut s = fresh(3);
    growing(&mut s, S0);
    s.players[0].gp = 20;
    let grow = legal(&s)
        .into_iter()
        .find(|a| matches!(a, Action::Grow { .. }))
        .expect("a kit can grow");
    assert_eq!(revealed_by(&mut s, grow), vec![false; 3]);
}

// ---- VIXEN ----

/// The shipped data with every VIXEN card's rows placing its die in its
/// den, drawing 2 den tiles and a bonus den tile.
fn vixen_in_its_den() -> Data {
    let mut file: Value = serde_json::from_str(VIXEN_JSON).unwrap();
    let row = |dice: [u8; 2]| json!({ "place": "den", "icons": [{ "den": 2 }, "bonusDen"], "vp": 3, "dice": dice });
    for card in file["cards"].as_array_mut().unwrap() {
        card["instant"] = json!([]);
        card["rows"] = json!([row([1, 2]), row([3, 4]), row([5, 6])]);
    }
    Data::from_files(
        DATA_JSON,
        ruse::firefox::FIREFOX_JSON,
        ruse::village::VILLAGE_JSON,
        &file.to_string(),
    )
    .unwrap()
}

#[test]
fn vixen_turns_up_its_card_and_rolls_its_die_and_what_follows_from_them_reveals_nothing_more() {
    let data = vixen_in_its_den();
    let mut s = fresh_with(Options::against_vixen(1, VixenLevel::One));
    acting(&mut s, S0, Spot::MountainObjectives, 0);
    let from = s.log.len();
    ruse::play::play(&data, &mut s, &Action::EndTurn { seat: S0 });
    assert!(Ruse::revealed(&s, S0, from));
    let entries = &s.log[from..];
    let reveals = |event: &Event| {
        ruse::undo_barrier::reveals(
            &Entry {
                to: None,
                event: event.clone(),
            },
            S0,
        )
    };
    let mut seen = 0;
    for e in entries {
        match &e.event {
            Event::VixenRevealed { .. } | Event::VixenRolled { .. } => assert!(
                reveals(&e.event),
                "{e:?}: a card from its shuffled deck, a die"
            ),
            Event::VixenResolved {
                icon: VixenIcon::BonusDen,
                done: true,
            } => assert!(reveals(&e.event), "{e:?}: a bonus den tile turned up"),
            Event::VixenPlaced { .. } | Event::VixenResolved { .. } | Event::Scored { .. } => {
                assert!(!reveals(&e.event), "{e:?}")
            }
            Event::DenTilesDrawn { seat, .. } => {
                assert_eq!(*seat, Seat(1), "VIXEN's den tiles");
                assert!(!reveals(&e.event), "VIXEN only counts its den tiles");
            }
            _ => continue,
        }
        seen += 1;
    }
    assert!(
        seen >= 7,
        "card, roll, placement, two icons, den tiles, row VP: {entries:?}"
    );
}

#[test]
fn vixen_moving_its_fox_by_its_card_reveals_nothing() {
    let moved = Entry {
        to: None,
        event: Event::VixenMoved {
            territory: RIV,
            to: 2,
        },
    };
    let placed = Entry {
        to: None,
        event: Event::VixenPlaced {
            territory: Some(RIV),
            space: 1,
        },
    };
    for seat in [S0, S1] {
        assert!(!ruse::undo_barrier::reveals(&moved, seat));
        assert!(!ruse::undo_barrier::reveals(&placed, seat));
    }
}
