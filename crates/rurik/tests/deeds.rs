//! Deeds, conversion tokens and trade boon tokens as payment.

mod common;

use common::*;
use ruleshelf_engine::Seat;
use rurik::data::{data, Good, Structure};
use rurik::state::{Built, Pending, Points};
use rurik::{Action, State};

fn deed(name: &str) -> u8 {
    data().deeds.iter().position(|d| d.name == name).unwrap() as u8
}

/// Puts deed `name` in `seat`'s hand.
fn hold(s: &mut State, seat: u8, name: &str) -> u8 {
    let id = deed(name);
    s.deed_deck.retain(|d| *d != id);
    s.deed_display.retain(|d| *d != id);
    for p in &mut s.players {
        p.deeds.retain(|d| *d != id);
    }
    if s.deed_display.len() < 3 {
        let top = s.deed_deck.pop().unwrap();
        s.deed_display.push(top);
    }
    s.players[usize::from(seat)].deeds.push(id);
    id
}

#[test]
fn a_deed_is_accomplished_by_paying_its_cost_and_gives_its_reward() {
    let mut s = empty_map(2);
    put(&mut s, 0, "Kiev", 1);
    let id = hold(&mut s, 0, "Generous Prince");
    s.players[0].coins = 4;
    turn(&mut s, 0, Points::default());
    play(
        &mut s,
        Action::AccomplishDeed {
            seat: Seat(0),
            deed: id,
        },
    );
    assert_eq!(s.players[0].coins, 0);
    assert_eq!(s.players[0].done, vec![id]);
    assert_eq!(s.turn.as_ref().unwrap().points.muster, 2);
}

#[test]
fn a_deed_needs_its_requirements_met() {
    let mut s = empty_map(2);
    put(&mut s, 0, "Kiev", 1);
    let id = hold(&mut s, 0, "Create Republic");
    turn(&mut s, 0, Points::default());
    assert!(!legal(
        &s,
        &Action::AccomplishDeed {
            seat: Seat(0),
            deed: id
        }
    ));
    for name in ["Novgorod", "Chernigov", "Volyn"] {
        put(&mut s, 0, name, 1);
    }
    assert!(legal(
        &s,
        &Action::AccomplishDeed {
            seat: Seat(0),
            deed: id
        }
    ));
}

#[test]
fn goods_for_a_deed_come_from_the_dock_not_the_boat() {
    let mut s = empty_map(2);
    put(&mut s, 0, "Kiev", 1);
    let id = hold(&mut s, 0, "Wilderness Forts");
    s.players[0].boat = vec![1, 1, 0, 0, 1];
    turn(&mut s, 0, Points::default());
    assert!(!legal(
        &s,
        &Action::AccomplishDeed {
            seat: Seat(0),
            deed: id
        }
    ));
    s.players[0].dock = vec![1, 1, 0, 0, 1];
    play(
        &mut s,
        Action::AccomplishDeed {
            seat: Seat(0),
            deed: id,
        },
    );
    while let Some(a) = first_decision(&s) {
        play(&mut s, a);
    }
    assert_eq!(s.players[0].dock, vec![0; 5]);
    assert_eq!(s.players[0].done, vec![id]);
}

#[test]
fn a_trade_boon_token_may_be_spent_instead_of_any_good_cost() {
    let mut s = empty_map(2);
    put(&mut s, 0, "Kiev", 1);
    let id = hold(&mut s, 0, "Mead Brewery");
    for name in ["Kiev", "Volyn"] {
        s.regions[usize::from(region(name))].structures.push(Built {
            kind: Structure::Tavern,
            owner: Seat(0),
        });
    }
    s.players[0].structures[Structure::Tavern.index()] = 0;
    s.players[0].boons = 1;
    turn(&mut s, 0, Points::default());
    play(
        &mut s,
        Action::AccomplishDeed {
            seat: Seat(0),
            deed: id,
        },
    );
    assert!(matches!(s.pending.last(), Some(Pending::Pay { .. })));
    assert!(!legal(
        &s,
        &Action::PayGood {
            seat: Seat(0),
            good: Some(Good::Honey)
        }
    ));
    play(
        &mut s,
        Action::PayGood {
            seat: Seat(0),
            good: None,
        },
    );
    assert_eq!(s.players[0].boons, 0);
    assert_eq!(s.players[0].done, vec![id]);
    assert_eq!(s.turn.as_ref().unwrap().points.tax, 1);
}

#[test]
fn a_leader_removed_for_a_deed_must_be_the_last_troop_in_its_region() {
    let mut s = empty_map(2);
    put(&mut s, 0, "Kiev", 1);
    put_leader(&mut s, 0, "Kiev");
    put(&mut s, 0, "Volyn", 2);
    let id = hold(&mut s, 0, "Retire Veterans");
    s.players[0].coins = 2;
    turn(&mut s, 0, Points::default());
    play(
        &mut s,
        Action::AccomplishDeed {
            seat: Seat(0),
            deed: id,
        },
    );
    assert!(!legal(
        &s,
        &Action::RemoveTroop {
            seat: Seat(0),
            region: region("Kiev"),
            leader: true
        }
    ));
    play(
        &mut s,
        Action::RemoveTroop {
            seat: Seat(0),
            region: region("Kiev"),
            leader: false,
        },
    );
    assert!(legal(
        &s,
        &Action::RemoveTroop {
            seat: Seat(0),
            region: region("Kiev"),
            leader: true
        }
    ));
    play(
        &mut s,
        Action::RemoveTroop {
            seat: Seat(0),
            region: region("Kiev"),
            leader: true,
        },
    );
    assert_eq!(s.players[0].leader_at, None);
    assert_eq!(s.players[0].done, vec![id]);
}

#[test]
fn only_one_deed_a_turn() {
    let mut s = empty_map(2);
    put(&mut s, 0, "Kiev", 1);
    let a = hold(&mut s, 0, "Generous Prince");
    let b = hold(&mut s, 0, "Law Giver");
    s.players[0].coins = 10;
    s.players[0].defeated = s.rebel_supply.drain(..3).collect();
    turn(&mut s, 0, Points::default());
    play(
        &mut s,
        Action::AccomplishDeed {
            seat: Seat(0),
            deed: a,
        },
    );
    let m = refused(
        &s,
        Action::AccomplishDeed {
            seat: Seat(0),
            deed: b,
        },
    );
    assert!(m.contains("one deed"), "{m}");
}

#[test]
fn a_conversion_token_turns_goods_into_an_action_point_once_a_turn() {
    let mut s = empty_map(2);
    put(&mut s, 0, "Kiev", 1);
    s.players[0].dock = vec![1, 1, 1, 1, 0];
    turn(&mut s, 0, Points::default());
    play(
        &mut s,
        Action::Convert {
            seat: Seat(0),
            recipe: 0,
        },
    );
    play(
        &mut s,
        Action::PayGood {
            seat: Seat(0),
            good: Some(Good::Fish),
        },
    );
    play(
        &mut s,
        Action::PayGood {
            seat: Seat(0),
            good: Some(Good::Stone),
        },
    );
    assert_eq!(s.turn.as_ref().unwrap().points.muster, 1);
    let m = refused(
        &s,
        Action::Convert {
            seat: Seat(0),
            recipe: 1,
        },
    );
    assert!(m.contains("one conversion token per turn"), "{m}");
}

#[test]
fn the_same_conversion_token_is_not_used_twice_in_a_round() {
    let mut s = empty_map(2);
    put(&mut s, 0, "Kiev", 1);
    s.players[0].dock = vec![2, 2, 2, 2, 0];
    s.players[0].conversions = vec![0];
    turn(&mut s, 0, Points::default());
    assert!(!legal(
        &s,
        &Action::Convert {
            seat: Seat(0),
            recipe: 0
        }
    ));
    assert!(legal(
        &s,
        &Action::Convert {
            seat: Seat(0),
            recipe: 1
        }
    ));
}
