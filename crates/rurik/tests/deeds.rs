//! Deeds, conversion tokens and trade boon tokens as payment.

mod common;

use common::*;
use ruleshelf_engine::Seat;
use rurik::data::{Good, Structure};
use rurik::state::{Pending, Points};
use rurik::{Action, Deed, Recipe};

#[test]
fn a_deed_is_accomplished_by_paying_its_cost_and_gives_its_reward() {
    let mut s = empty_map(2);
    put(&mut s, 0, "Kiev", 1);
    let id = hold_deed(&mut s, 0, "Generous Prince");
    s.players[0].coins = 4;
    turn(&mut s, 0, Points::default());
    play(&mut s, accomplish(0, id));
    assert_eq!(s.players[0].coins, 0);
    assert_eq!(s.players[0].done, vec![id]);
    assert_eq!(s.turn.as_ref().unwrap().points.muster, 2);
}

#[test]
fn a_deed_needs_its_requirements_met() {
    let mut s = empty_map(2);
    put(&mut s, 0, "Kiev", 1);
    let id = hold_deed(&mut s, 0, "Create Republic");
    turn(&mut s, 0, Points::default());
    assert!(!legal(&s, &accomplish(0, id)));
    for name in ["Novgorod", "Chernigov", "Volyn"] {
        put(&mut s, 0, name, 1);
    }
    assert!(legal(&s, &accomplish(0, id)));
}

#[test]
fn goods_for_a_deed_come_from_the_dock_not_the_boat() {
    let mut s = empty_map(2);
    put(&mut s, 0, "Kiev", 1);
    let id = hold_deed(&mut s, 0, "Wilderness Forts");
    s.players[0].boat = vec![1, 1, 0, 0, 1];
    turn(&mut s, 0, Points::default());
    assert!(!legal(&s, &accomplish(0, id)));
    s.players[0].dock = vec![1, 1, 0, 0, 1];
    play(&mut s, accomplish(0, id));
    answer_all(&mut s);
    assert_eq!(s.players[0].dock, vec![0; 5]);
    assert_eq!(s.players[0].done, vec![id]);
}

#[test]
fn a_trade_boon_token_may_be_spent_instead_of_any_good_cost() {
    let mut s = empty_map(2);
    put(&mut s, 0, "Kiev", 1);
    let id = hold_deed(&mut s, 0, "Mead Brewery");
    for name in ["Kiev", "Volyn"] {
        put_structure(&mut s, 0, name, Structure::Tavern);
    }
    s.players[0].boons = 1;
    turn(&mut s, 0, Points::default());
    play(&mut s, accomplish(0, id));
    assert!(matches!(s.pending.last(), Some(Pending::Pay { .. })));
    assert!(!legal(&s, &pay_good(0, Some(Good::Honey))));
    play(&mut s, pay_good(0, None));
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
    let id = hold_deed(&mut s, 0, "Retire Veterans");
    s.players[0].coins = 2;
    turn(&mut s, 0, Points::default());
    play(&mut s, accomplish(0, id));
    assert!(!legal(&s, &remove_troop(0, "Kiev", true)));
    play(&mut s, remove_troop(0, "Kiev", false));
    assert!(legal(&s, &remove_troop(0, "Kiev", true)));
    play(&mut s, remove_troop(0, "Kiev", true));
    assert_eq!(s.players[0].leader_at, None);
    assert_eq!(s.players[0].done, vec![id]);
}

#[test]
fn only_one_deed_a_turn() {
    let mut s = empty_map(2);
    put(&mut s, 0, "Kiev", 1);
    let a = hold_deed(&mut s, 0, "Generous Prince");
    let b = hold_deed(&mut s, 0, "Law Giver");
    s.players[0].coins = 10;
    s.players[0].defeated = s.rebel_supply.drain(..3).collect();
    turn(&mut s, 0, Points::default());
    play(&mut s, accomplish(0, a));
    let m = refused(&s, accomplish(0, b));
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
            recipe: Recipe(0),
        },
    );
    play(&mut s, pay_good(0, Some(Good::Fish)));
    play(&mut s, pay_good(0, Some(Good::Stone)));
    assert_eq!(s.turn.as_ref().unwrap().points.muster, 1);
    let m = refused(
        &s,
        Action::Convert {
            seat: Seat(0),
            recipe: Recipe(1),
        },
    );
    assert!(m.contains("one conversion token per turn"), "{m}");
}

#[test]
fn the_same_conversion_token_is_not_used_twice_in_a_round() {
    let mut s = empty_map(2);
    put(&mut s, 0, "Kiev", 1);
    s.players[0].dock = vec![2, 2, 2, 2, 0];
    s.players[0].conversions = vec![Recipe(0)];
    turn(&mut s, 0, Points::default());
    assert!(!legal(
        &s,
        &Action::Convert {
            seat: Seat(0),
            recipe: Recipe(0)
        }
    ));
    assert!(legal(
        &s,
        &Action::Convert {
            seat: Seat(0),
            recipe: Recipe(1)
        }
    ));
}

#[test]
fn shuffle_deeds_a_depleted_deed_deck_is_reshuffled_from_the_deed_discard_pile() {
    let mut s = empty_map(2);
    let mut pile = std::mem::take(&mut s.deed_deck);
    pile.sort_unstable();
    s.deed_discard = pile.clone();
    rurik::gains::draw_deed(&mut s, Seat(0));
    assert!(s.deed_discard.is_empty());
    assert_eq!(s.deed_deck.len(), pile.len() - 1);
    assert_eq!(s.players[0].deeds.len(), 1);
    let mut all: Vec<Deed> = s
        .deed_deck
        .iter()
        .chain(&s.players[0].deeds)
        .copied()
        .collect();
    all.sort_unstable();
    assert_eq!(all, pile);
    <rurik::Rurik as ruleshelf_engine::Game>::validate(&s).unwrap();
}
