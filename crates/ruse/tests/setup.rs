//! "General Setup", "Player Setup", "Two-Player Game", "1. Destiny Phase",
//! "Round Marker", "2. Collection Phase".

mod common;

use common::*;
use ruleshelf_engine::{Game, Seat};
use ruse::ids::{Instinct, RuseTile, Territory};
use ruse::state::{KitPlace, Phase};
use ruse::{Action, Choice, Options, Ruse};

#[test]
fn general_setup_lays_out_the_boards() {
    let s = Ruse::new_game(&Options::new(4), 3).unwrap();
    for (i, t) in s.territories.iter().enumerate() {
        assert!(
            t.spaces
                .iter()
                .all(|x| d().exploration_tiles[usize::from(x.tile)].territory.index() == i),
            "sorted by colour"
        );
        assert!(t.spaces.iter().all(
            |x| x.hunting.is_some() == d().exploration_tiles[usize::from(x.tile)].hunting_spot
        ));
        assert_eq!(t.stack.len(), 12);
    }
    assert_eq!(s.common.len(), 3);
    assert_eq!(s.destiny_stack.len() + s.destiny_revealed.len(), 4);
    assert_eq!(s.instincts.len(), 3);
    assert!(s.bonus_display.iter().all(Option::is_some));
    assert_eq!(s.bonus_stack.len(), 9);
    assert_eq!(
        s.track_tiles.iter().flatten().count(),
        12,
        "13 track tiles, 12 placed"
    );
    assert_eq!(s.hunting_stack.len(), 24 - 8);
    assert_eq!(s.turn_order_tiles.len(), 2, "positions 3 and 4");
    valid(&s);
}

#[test]
fn player_setup_gives_each_player_their_pieces() {
    let s = Ruse::new_game(&Options::new(3), 3).unwrap();
    for p in &s.players {
        assert_eq!((p.gp, p.vp, p.markers_out), (0, 0, 0));
        assert_eq!(
            p.kits
                .iter()
                .filter(|k| matches!(k.place, KitPlace::Growing { space: 1 }))
                .count(),
            3
        );
        assert_eq!(
            p.kits
                .iter()
                .filter(|k| k.place == KitPlace::Locked)
                .count(),
            2,
            "2 black kit dice"
        );
        assert!(p.kits.iter().all(|k| k.value == 1));
        assert_eq!(p.hand.len(), 3);
        assert_eq!(p.deck.len(), 8);
        assert_eq!(p.den.bag.iter().map(|c| u32::from(*c)).sum::<u32>(), 22);
        assert_eq!(p.den.cubes, vec![true; 5]);
        assert!(p.ruse.is_some());
        assert_eq!(p.dice, 2, "2 action dice in round 1");
    }
    let ruses: Vec<_> = s.players.iter().map(|p| p.ruse).collect();
    assert!(
        ruses
            .iter()
            .enumerate()
            .all(|(i, r)| !ruses[..i].contains(r)),
        "Ruse tiles are distinct"
    );
}

#[test]
fn the_starting_bonus_is_2_gp_or_a_resource_of_choice_once() {
    let mut s = Ruse::new_game(&Options::new(2), 5).unwrap();
    let first = s.pending[0].seat;
    assert_eq!(s.pending[0].choice, Choice::StartingBonus);
    assert_eq!(first, s.turn_order[0], "in turn order");
    act(&mut s, Action::TakeGrowthPoints { seat: first });
    let second = s.pending[0].seat;
    act(
        &mut s,
        Action::TakeResource {
            seat: second,
            resource: Territory::Farm,
        },
    );
    assert_eq!(s.player(second).resources, [0, 0, 0, 1]);
    assert!(s.pending.iter().all(|p| p.choice != Choice::StartingBonus));
}

#[test]
fn the_first_roll_waits_for_the_starting_bonuses() {
    let mut s = Ruse::new_game(&Options::new(3), 5).unwrap();
    assert!(!s.turn.unwrap().rolled);
    assert!(s
        .log
        .iter()
        .all(|e| !matches!(e.event, ruse::Event::Rolled { .. })));
    for _ in 0..3 {
        let seat = s.pending[0].seat;
        act(&mut s, Action::TakeGrowthPoints { seat });
    }
    // Then any turn-order tile's choice; the roll comes after the last one.
    while !s.turn.unwrap().rolled {
        assert!(!s.pending.is_empty());
        let a = legal(&s)[0];
        act(&mut s, a);
    }
    let turn = s.turn.unwrap();
    assert!(turn.rolled && (1..=6).contains(&turn.value));
    assert_eq!(turn.seat, s.turn_order[0]);
}

#[test]
fn first_game_uses_the_starting_cards_and_objectives_and_may_drop_the_ruse_tiles() {
    let options = Options {
        first_game: true,
        ruse_tiles: false,
        ..Options::new(3)
    };
    let s = Ruse::new_game(&options, 1).unwrap();
    assert!(s
        .players
        .iter()
        .all(|p| p.hand == vec![1, 2, 3] && p.ruse.is_none()));
    assert!(s
        .common
        .iter()
        .all(|c| d().common_objectives[usize::from(c.objective)].starting));
    valid(&s);
}

#[test]
fn seats_outside_1_to_4_are_refused_and_1_seat_plays_against_vixen() {
    assert!(Ruse::new_game(&Options::new(0), 0).is_err());
    assert!(Ruse::new_game(&Options::new(5), 0).is_err());
    let solo = Ruse::new_game(&Options::new(1), 0).unwrap();
    assert!(
        solo.vixen.is_some() && solo.options.vixen,
        "the solo mode is VIXEN's"
    );
    assert!(Ruse::new_game(&Options::new(2), 0).unwrap().vixen.is_none());
}

#[test]
fn the_two_player_side_gives_positions_1_and_2_a_turn_order_tile() {
    let mut s = fresh(2);
    s.turn_order_tiles = vec![2, 2]; // +2 GP each
    let gp = [s.players[0].gp, s.players[1].gp];
    to_next_round(&mut s);
    assert!(s.players[0].gp >= gp[0] + 2 && s.players[1].gp >= gp[1] + 2);
}

fn to_next_round(s: &mut ruse::State) {
    for p in &mut s.players {
        p.dice_used = p.dice;
    }
    let seat = s.turn.unwrap().seat;
    acting(s, seat, ruse::state::Spot::MountainObjectives, 0);
    s.turn.as_mut().unwrap().once = true;
    act(s, Action::EndTurn { seat });
    let round = s.round;
    while s.round == round {
        let a = legal(s)
            .into_iter()
            .find(|a| matches!(a, Action::Done { .. }))
            .unwrap();
        act(s, a);
    }
}

#[test]
fn each_round_reveals_a_destiny_tile_that_places_the_hunter_and_rolls_day_or_night() {
    let mut s = fresh(3);
    to_next_round(&mut s);
    assert_eq!(s.destiny_revealed.len(), 2);
    let tile = &d().destiny_tiles[usize::from(s.destiny_tile)];
    assert_eq!(s.hunter, tile.hunter_start);
    assert_eq!(
        s.night,
        d().destiny_die.night[usize::from(s.destiny_value - 1)]
    );
}

#[test]
fn positions_3_and_4_take_their_turn_order_tile_bonus() {
    let mut s = fresh(4);
    s.turn_order_tiles = vec![0, 2]; // cheese, +2 GP
    for p in &mut s.players {
        p.vp = 0;
    }
    s.players[0].vp = 9;
    s.players[1].vp = 8;
    to_next_round(&mut s);
    assert_eq!(s.turn_order, vec![S0, S1, S2, Seat(3)]);
    assert_eq!(s.cheese, Some(S2));
}

#[test]
fn round_three_unlocks_the_4th_die_for_two_kits_outside() {
    let mut s = fresh(3);
    s.round = 2;
    s.destiny_revealed = s.destiny_revealed[..1].to_vec();
    s.destiny_revealed.push(s.destiny_stack.pop().unwrap());
    s.destiny_tile = *s.destiny_revealed.last().unwrap();
    s.players[1].kits[0].place = KitPlace::Den {
        slot: 0,
        instinct: true,
    };
    s.players[1].kits[1].place = KitPlace::Den {
        slot: 1,
        instinct: true,
    };
    to_next_round(&mut s);
    assert_eq!(s.round, 3);
    assert!(s.players[1].fourth_die);
    assert_eq!(
        s.players.iter().map(|p| p.dice).collect::<Vec<_>>(),
        vec![3, 4, 3]
    );
}

#[test]
fn a_player_with_a_4th_die_takes_a_4th_turn_after_the_others() {
    let mut s = fresh(2);
    s.players[0].dice = 4;
    s.players[0].dice_used = 3;
    s.players[1].dice = 3;
    s.players[1].dice_used = 3;
    acting(&mut s, S1, ruse::state::Spot::MountainObjectives, 0);
    s.turn.as_mut().unwrap().once = true;
    act(&mut s, Action::EndTurn { seat: S1 });
    assert_eq!(s.phase, Phase::Place { seat: S0 });
}

#[test]
fn collection_gp_depends_on_the_die_value() {
    let s = fresh(3);
    let gp: Vec<u8> = (1..=6)
        .map(|v| ruse::turn::collection_gp(d(), &s, S0, v))
        .collect();
    assert_eq!(gp, vec![4, 4, 3, 3, 2, 2]);
}

#[test]
fn collection_instinct_and_sixes_ruse_add_gp() {
    let mut s = fresh(3);
    s.instincts[0] = Instinct::RichCollection;
    s.players[0].instincts.push(Instinct::RichCollection);
    s.players[0].ruse = Some(RuseTile::Sixes);
    assert_eq!(ruse::turn::collection_gp(d(), &s, S0, 6), 2 + 1 + 2);
    assert_eq!(ruse::turn::collection_gp(d(), &s, S0, 5), 2 + 1);
}

#[test]
fn rolling_the_destiny_value_gains_the_destiny_tile_bonus() {
    for matched in [true, false] {
        let mut s = fresh(2);
        s.destiny_tile = s.destiny_revealed[0];
        let dt2 = d()
            .destiny_tiles
            .iter()
            .position(|t| t.id == "DT-2")
            .unwrap() as u8;
        // Make the revealed tile DT-2 (+2 GP).
        let all: Vec<u8> = s
            .destiny_revealed
            .iter()
            .chain(&s.destiny_stack)
            .copied()
            .collect();
        if !all.contains(&dt2) {
            s.destiny_revealed[0] = dt2;
        } else {
            s.destiny_stack.retain(|t| *t != dt2);
            s.destiny_stack.push(s.destiny_revealed[0]);
            s.destiny_revealed[0] = dt2;
        }
        s.destiny_tile = dt2;
        s.rng = rolling(3);
        s.destiny_value = if matched { 3 } else { 4 };
        acting(&mut s, S0, ruse::state::Spot::MountainObjectives, 0);
        s.turn.as_mut().unwrap().once = true;
        act(&mut s, Action::EndTurn { seat: S0 });
        assert_eq!(s.turn.unwrap().value, 3);
        assert_eq!(s.players[1].gp, 3 + if matched { 2 } else { 0 });
        valid(&s);
    }
}

/// Whether some territory of `s` holds another territory's exploration tile.
fn colours_mixed(s: &ruse::State) -> bool {
    s.territories.iter().enumerate().any(|(i, t)| {
        t.spaces
            .iter()
            .any(|x| d().exploration_tiles[usize::from(x.tile)].territory.index() != i)
    })
}

#[test]
fn winter_randomly_places_the_exploration_tiles_on_the_territory_spaces() {
    // "To make the territories less linear, randomly place the exploration
    // tiles on the territory spaces": the winter default mixes the colours.
    assert!((0..10).any(|seed| colours_mixed(&Ruse::new_game(&Options::winter(3), seed).unwrap())));
    assert!(
        (0..10).all(|seed| !colours_mixed(&Ruse::new_game(&Options::new(3), seed).unwrap())),
        "summer sorts them by colour"
    );
}

#[test]
fn sorted_winter_territories_are_an_option_of_the_winter_side_only() {
    let sorted = Options {
        winter_sorted: true,
        ..Options::winter(3)
    };
    assert!((0..10).all(|seed| !colours_mixed(&Ruse::new_game(&sorted, seed).unwrap())));
    let err = Ruse::new_game(
        &Options {
            winter_sorted: true,
            ..Options::new(3)
        },
        0,
    )
    .unwrap_err();
    assert!(err.message.contains("winter"), "{err}");
}

#[test]
fn a_drawn_objective_card_is_told_to_its_owner_only() {
    let mut s = fresh(3);
    start(&mut s, S0, 2);
    act(&mut s, Action::MountainObjectives { seat: S0 });
    let from = s.log.len();
    act(&mut s, Action::DrawObjective { seat: S0 });
    let private: Vec<_> = s.log[from..].iter().filter(|e| e.to.is_some()).collect();
    assert_eq!(private.len(), 1);
    assert_eq!(private[0].to, Some(S0));
    assert!(s.log[from..]
        .iter()
        .filter(|e| e.to.is_none())
        .all(|e| !matches!(e.event, ruse::Event::CardDrawn { .. })));
}
