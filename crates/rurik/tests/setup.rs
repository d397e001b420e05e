//! Setup with the Stone & Blade core content, and the inheritance cards.

mod common;

use common::*;
use ruleshelf_engine::{Game, Seat};
use rurik::data::{data, Structure};
use rurik::state::Phase;
use rurik::{Action, Inheritance, Leader, Options, Rurik};

fn new(seats: u8) -> rurik::State {
    Rurik::new_game(
        &Options {
            first_seat: Some(Seat(0)),
            ..Options::new(seats)
        },
        3,
    )
    .unwrap()
}

#[test]
fn each_seat_starts_with_two_coins_a_hidden_agenda_and_three_inheritance_cards() {
    let s = new(3);
    for p in &s.players {
        assert_eq!(p.coins, 2);
        assert!(p.agenda.is_some());
        assert_eq!(p.inheritance.len(), 3);
        assert_eq!(
            p.boons_below,
            vec![false, true, true, true, false],
            "boon tokens below wood, fish and honey"
        );
        assert_eq!(p.structures, vec![3, 3, 3, 2, 2]);
    }
    assert_eq!(s.warfare_tokens.len(), 5);
    assert_eq!(s.deed_display.len(), 3);
}

#[test]
fn each_region_in_play_starts_with_a_rebel_and_its_goods_token() {
    let s = new(2);
    for r in s.in_play() {
        assert_eq!(s.regions[r.index()].rebels.len(), 1);
        assert!(s.regions[r.index()].goods);
    }
    assert_eq!(s.rebel_supply.len(), 19 - 8, "15 base rebels and 4 more");
}

#[test]
fn only_the_inheritance_cards_for_the_seat_count_are_dealt() {
    let s = new(2);
    for p in &s.players {
        assert!(p
            .inheritance
            .iter()
            .all(|c| data().inheritance[c.index()].min_seats <= 2));
    }
}

#[test]
fn setup_runs_leaders_then_inheritance_then_two_troops_each_then_leaders_then_reveals() {
    let mut s = new(2);
    play(
        &mut s,
        Action::ChooseLeader {
            seat: Seat(0),
            leader: Leader(3),
        },
    );
    assert!(
        !legal(
            &s,
            &Action::ChooseLeader {
                seat: Seat(1),
                leader: Leader(3)
            }
        ),
        "a chosen leader is gone"
    );
    play(
        &mut s,
        Action::ChooseLeader {
            seat: Seat(1),
            leader: Leader(4),
        },
    );
    let c0 = s.players[0].inheritance[0];
    play(
        &mut s,
        Action::ReturnInheritance {
            seat: Seat(0),
            card: c0,
        },
    );
    let c1 = s.players[1].inheritance[0];
    play(
        &mut s,
        Action::ReturnInheritance {
            seat: Seat(1),
            card: c1,
        },
    );
    assert_eq!(s.players[0].inheritance.len(), 2);
    for (seat, name) in [(0, "Kiev"), (1, "Kiev"), (0, "Volyn"), (1, "Rostov")] {
        assert_eq!(s.phase, Phase::PlaceTroop { seat: Seat(seat) });
        play(
            &mut s,
            Action::PlaceTroop {
                seat: Seat(seat),
                region: region(name),
            },
        );
    }
    assert!(
        !legal(
            &s,
            &Action::PlaceLeader {
                seat: Seat(0),
                region: region("Rostov")
            }
        ),
        "only where you have a troop"
    );
    play(
        &mut s,
        Action::PlaceLeader {
            seat: Seat(0),
            region: region("Volyn"),
        },
    );
    play(
        &mut s,
        Action::PlaceLeader {
            seat: Seat(1),
            region: region("Rostov"),
        },
    );
    assert_eq!(s.phase, Phase::Inherit { seat: Seat(0) });
}

fn at_inherit(card_region: &str) -> (rurik::State, Inheritance) {
    let mut s = new(2);
    while !matches!(s.phase, Phase::Inherit { .. }) {
        let a = Rurik::legal_actions(&s)[0];
        play(&mut s, a);
    }
    let id = Inheritance::at(
        data()
            .inheritance
            .iter()
            .position(|c| c.region == card_region)
            .unwrap(),
    );
    for p in &mut s.players {
        p.inheritance.retain(|c| *c != id);
    }
    s.inheritance_box.retain(|c| *c != id);
    s.inheritance_revealed.retain(|c| *c != id);
    let mine = std::mem::replace(&mut s.players[0].inheritance, vec![id]);
    s.inheritance_box.extend(mine);
    Rurik::validate(&s).unwrap();
    (s, id)
}

#[test]
fn a_forfeited_inheritance_card_gives_two_coins() {
    let (mut s, id) = at_inherit("Rostov");
    let coins = s.players[0].coins;
    play(
        &mut s,
        Action::Forfeit {
            seat: Seat(0),
            card: id,
        },
    );
    assert_eq!(s.players[0].coins, coins + 2);
    assert!(s.inheritance_revealed.contains(&id));
}

#[test]
fn an_inherited_structure_goes_to_the_named_region_or_anywhere_for_one_more_coin() {
    let (s, id) = at_inherit("Rostov");
    let rostov = region("Rostov");
    let mut named = s.clone();
    named.players[0].coins = 1;
    assert!(
        !legal(
            &named,
            &Action::Inherit {
                seat: Seat(0),
                card: id,
                region: region("Kiev")
            }
        ),
        "anywhere else costs one coin more"
    );
    play(
        &mut named,
        Action::Inherit {
            seat: Seat(0),
            card: id,
            region: rostov,
        },
    );
    assert_eq!(named.players[0].coins, 0);
    assert!(named.regions[rostov.index()]
        .structures
        .iter()
        .any(|b| b.kind == Structure::Stronghold && b.owner == Seat(0)));
    let mut anywhere = s;
    anywhere.players[0].coins = 2;
    play(
        &mut anywhere,
        Action::Inherit {
            seat: Seat(0),
            card: id,
            region: region("Kiev"),
        },
    );
    assert_eq!(anywhere.players[0].coins, 0);
}

#[test]
fn an_inheritance_card_whose_cost_cannot_be_paid_can_only_be_forfeited() {
    let (mut s, id) = at_inherit("Kiev");
    s.players[0].coins = 0;
    let legal_now: Vec<Action> = Rurik::legal_actions(&s);
    assert_eq!(
        legal_now,
        vec![Action::Forfeit {
            seat: Seat(0),
            card: id
        }]
    );
}

#[test]
fn the_kiev_inheritance_musters_a_troop_in_kiev_and_draws_the_top_deed() {
    let (mut s, id) = at_inherit("Kiev");
    s.players[0].coins = 1;
    let top = *s.deed_deck.last().unwrap();
    let kiev = region("Kiev").index();
    let troops = s.regions[kiev].troops[0];
    play(
        &mut s,
        Action::Inherit {
            seat: Seat(0),
            card: id,
            region: region("Kiev"),
        },
    );
    assert_eq!(s.regions[kiev].troops[0], troops + 1);
    assert_eq!(s.players[0].deeds, vec![top]);
}

#[test]
fn you_must_place_each_structure_gained_an_inherited_church_is_placed_not_built() {
    let (mut s, id) = at_inherit("Volyn");
    let volyn = region("Volyn").index();
    s.players[1].troops -= 1;
    s.regions[volyn].troops[1] += 1;
    s.players[0].coins = 1;
    play(
        &mut s,
        Action::Inherit {
            seat: Seat(0),
            card: id,
            region: region("Volyn"),
        },
    );
    assert!(s.regions[volyn]
        .structures
        .iter()
        .any(|b| b.kind == rurik::Structure::Church));
    assert_eq!(
        s.regions[volyn].troops[1], 1,
        "placed, not built: the church converts nobody (ruling)"
    );
}
