//! The eleven leaders' abilities.

mod common;

use common::*;
use ruleshelf_engine::Seat;
use rurik::data::{data, Structure};
use rurik::state::{Pending, Points};
use rurik::Action;

#[test]
fn boris_takes_a_coin_from_the_opponent_he_attacks() {
    let mut s = empty_map(2);
    lead(&mut s, 0, "Boris", "Kiev");
    put(&mut s, 1, "Kiev", 1);
    s.players[1].coins = 2;
    let coins = s.players[0].coins;
    turn(&mut s, 0, attack_points(1));
    play(&mut s, attack_seat(0, "Kiev", 1, 0));
    assert_eq!(s.players[1].coins, 1);
    assert!(s.players[0].coins > coins);
}

#[test]
fn mstislav_makes_tax_and_build_cost_one_point_in_his_region() {
    let mut s = empty_map(2);
    lead(&mut s, 0, "Mstislav", "Kiev");
    put(&mut s, 1, "Kiev", 2);
    turn(
        &mut s,
        0,
        Points {
            tax: 1,
            build: 1,
            ..Points::default()
        },
    );
    assert!(legal(&s, &tax_in(0, "Kiev")));
    assert!(legal(&s, &build_in(0, "Kiev", Structure::Market)));
}

#[test]
fn agatha_carries_up_to_two_troops_with_her_for_free() {
    let mut s = empty_map(2);
    lead(&mut s, 0, "Agatha", "Kiev");
    put(&mut s, 0, "Kiev", 3);
    turn(&mut s, 0, movement_points(1));
    assert!(!legal(&s, &move_leader(0, "Kiev", "Volyn", 3)));
    play(&mut s, move_leader(0, "Kiev", "Volyn", 2));
    assert_eq!(troops_at(&s, 0, "Volyn"), 2);
    assert_eq!(s.players[0].leader_at, Some(region("Volyn")));
}

#[test]
fn sudislav_spends_attack_points_to_muster_in_his_region() {
    let mut s = empty_map(2);
    lead(&mut s, 0, "Sudislav", "Kiev");
    turn(&mut s, 0, attack_points(1));
    play(
        &mut s,
        Action::Muster {
            seat: Seat(0),
            region: region("Kiev"),
            attack: true,
        },
    );
    assert_eq!(troops_at(&s, 0, "Kiev"), 1);
    assert_eq!(s.turn.as_ref().unwrap().points.attack, 0);
}

#[test]
fn maria_once_a_round_musters_next_to_her_where_you_are_not() {
    let mut s = empty_map(2);
    lead(&mut s, 0, "Maria", "Kiev");
    turn(&mut s, 0, muster_points(2));
    assert!(!legal(&s, &muster_in(0, "Novgorod")));
    play(&mut s, muster_in(0, "Volyn"));
    assert!(s.players[0].leader_used);
    assert!(!legal(&s, &muster_in(0, "Pereyaslavl")));
    assert!(legal(&s, &muster_in(0, "Volyn")));
}

#[test]
fn predslava_once_a_round_moves_an_opponents_troop_who_gains_a_coin() {
    let mut s = empty_map(2);
    lead(&mut s, 0, "Predslava", "Novgorod");
    put(&mut s, 1, "Kiev", 1);
    let coins = s.players[1].coins;
    turn(&mut s, 0, Points::default());
    assert!(
        !legal(
            &s,
            &Action::Predslava {
                seat: Seat(0),
                target: Seat(1),
                from: region("Kiev"),
                to: region("Novgorod")
            }
        ),
        "to an adjacent region"
    );
    play(
        &mut s,
        Action::Predslava {
            seat: Seat(0),
            target: Seat(1),
            from: region("Kiev"),
            to: region("Volyn"),
        },
    );
    assert_eq!(troops_at(&s, 1, "Volyn"), 1);
    assert_eq!(s.players[1].coins, coins + 1);
    assert!(!<rurik::Rurik as ruleshelf_engine::Game>::legal_actions(&s)
        .iter()
        .any(|a| matches!(a, Action::Predslava { .. })));
}

#[test]
fn sviatopolk_may_replace_a_defeated_rebel_in_his_region_with_a_troop() {
    let mut s = empty_map(2);
    lead(&mut s, 0, "Sviatopolk", "Kiev");
    attack_a_rebel_with_rewards_off(&mut s, 0, "Kiev");
    assert!(matches!(s.pending.last(), Some(Pending::Sviatopolk { .. })));
    play(
        &mut s,
        Action::Replace {
            seat: Seat(0),
            yes: true,
        },
    );
    assert_eq!(troops_at(&s, 0, "Kiev"), 1);
}

#[test]
fn gleb_after_attacking_in_his_region_with_no_casualty_gains_two_movement_points_for_troops_there_including_gleb(
) {
    let mut s = empty_map(2);
    lead(&mut s, 0, "Gleb", "Kiev");
    put(&mut s, 0, "Novgorod", 1);
    attack_a_rebel_with_rewards_off(&mut s, 0, "Kiev");
    assert_eq!(s.turn.as_ref().unwrap().local_moves[0].points, 2);
    assert!(
        !legal(&s, &move_troop(0, "Novgorod", "Pskov")),
        "only troops located in his region"
    );
    play(&mut s, move_leader(0, "Kiev", "Volyn", 0));
    play(&mut s, move_leader(0, "Volyn", "Polotsk", 0));
    assert_eq!(
        s.players[0].leader_at,
        Some(region("Polotsk")),
        "(including Gleb): he may spend both points, beyond his first step"
    );
    assert!(s.turn.as_ref().unwrap().local_moves.is_empty());
}

#[test]
fn sviatoslav_moves_before_building_free_to_a_rebel_or_for_a_coin() {
    let mut s = empty_map(2);
    lead(&mut s, 0, "Sviatoslav", "Kiev");
    put_rebels(&mut s, "Volyn", 1);
    s.players[0].coins = 1;
    turn(&mut s, 0, build_points(1));
    let mut free = s.clone();
    play(
        &mut free,
        Action::Sviatoslav {
            seat: Seat(0),
            to: region("Volyn"),
        },
    );
    assert_eq!(free.players[0].coins, 1);
    play(
        &mut s,
        Action::Sviatoslav {
            seat: Seat(0),
            to: region("Pereyaslavl"),
        },
    );
    assert_eq!(s.players[0].coins, 0);
    assert!(
        !legal(
            &s,
            &Action::Sviatoslav {
                seat: Seat(0),
                to: region("Kiev")
            }
        ),
        "once, before spending build points"
    );
}

fn theofana(seat: u8, to: Option<&str>) -> Action {
    Action::Theofana {
        seat: Seat(seat),
        to: to.map(region),
    }
}

fn any_tax(s: &rurik::State) -> bool {
    <rurik::Rurik as ruleshelf_engine::Game>::legal_actions(s)
        .iter()
        .any(|a| matches!(a, Action::Tax { .. }))
}

/// "Once per round after you finish spending tax points on your turn, if you
/// taxed in Theofana's region you may move her to an adjacent region or gain
/// one coin from the supply": using her is finishing, so the tax points left
/// are lost, and none gained later in the turn is spent.
#[test]
fn theofana_acts_only_after_taxing_is_finished() {
    let mut s = empty_map(2);
    lead(&mut s, 0, "Theofana", "Kiev");
    put(&mut s, 0, "Volyn", 1);
    turn(&mut s, 0, tax_points(3));
    assert!(
        !legal(&s, &theofana(0, None)),
        "only after taxing in her region"
    );
    play(&mut s, tax_in(0, "Kiev"));
    play(&mut s, stow(0, true));
    assert!(legal(&s, &tax_in(0, "Volyn")), "the seat may go on taxing");
    assert!(
        legal(&s, &theofana(0, None)),
        "or finish, with points left, and use her"
    );
    let coins = s.players[0].coins;
    play(&mut s, theofana(0, None));
    assert_eq!(s.players[0].coins, coins + 1);
    assert_eq!(
        s.turn.as_ref().unwrap().points.tax,
        0,
        "the points left are not spent"
    );
    assert!(!any_tax(&s), "no tax after her");
    assert!(refused(&s, tax_in(0, "Volyn")).contains("Theofana"));
    s.turn.as_mut().unwrap().points.tax = 2;
    assert!(!any_tax(&s), "not even with tax points gained after her");
    assert!(!legal(&s, &theofana(0, None)), "once per round");
}

/// The same clause, when every tax point is spent: she is offered then too,
/// and moving her is one of her two choices.
#[test]
fn theofana_acts_after_the_last_tax_point_is_spent_moving_her_to_an_adjacent_region() {
    let mut s = empty_map(2);
    lead(&mut s, 0, "Theofana", "Kiev");
    turn(&mut s, 0, tax_points(1));
    play(&mut s, tax_in(0, "Kiev"));
    play(&mut s, stow(0, true));
    assert!(
        !legal(&s, &theofana(0, Some("Novgorod"))),
        "to an adjacent region"
    );
    play(&mut s, theofana(0, Some("Volyn")));
    assert_eq!(s.players[0].leader_at, Some(region("Volyn")));
}

/// Finishing comes before her: moving her cannot make a later tax cheaper
/// (here she would make the seat rule Volyn, one tax point instead of two).
#[test]
fn theofana_after_you_finish_spending_tax_points_her_move_makes_no_later_tax_cheaper() {
    let mut s = empty_map(2);
    lead(&mut s, 0, "Theofana", "Kiev");
    put(&mut s, 0, "Volyn", 1);
    put(&mut s, 1, "Volyn", 1);
    turn(&mut s, 0, tax_points(2));
    play(&mut s, tax_in(0, "Kiev"));
    play(&mut s, stow(0, true));
    assert!(
        !legal(&s, &tax_in(0, "Volyn")),
        "two points without ruling Volyn"
    );
    play(&mut s, theofana(0, Some("Volyn")));
    assert!(!any_tax(&s), "her move gives no tax at one point");
}

#[test]
fn the_eleven_leaders_are_the_eight_base_ones_and_three_from_stone_and_blade() {
    assert_eq!(data().leaders.len(), 11);
    assert_eq!(
        data()
            .leaders
            .iter()
            .filter(|l| l.set == "stoneAndBlade")
            .count(),
        3
    );
}

#[test]
fn yaroslav_denies_an_opponents_tavern_its_effect_in_his_region() {
    let mut s = empty_map(2);
    lead(&mut s, 1, "Yaroslav", "Kiev");
    put(&mut s, 0, "Kiev", 2);
    let coins = s.players[0].coins;
    turn(&mut s, 0, build_points(2));
    play(&mut s, build_in(0, "Kiev", Structure::Tavern));
    assert_eq!(s.players[0].coins, coins);
}
